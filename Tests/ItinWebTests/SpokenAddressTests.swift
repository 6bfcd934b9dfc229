import Foundation
import Testing
import TripTestSupport

@testable import ItinWeb

/// The address serve says is one a listener can take down by ear: a port
/// quick to say at `localhost`, and eleven words for its secret.
@Suite("serve: an address said to be heard and typed back")
struct SpokenAddressTests {
  @Test("2,048 words, each named by its first four letters: eleven of them are 121 bits")
  func wordList() {
    let words = SpokenSecret.words
    #expect(words.count == 2048)
    #expect(Set(words.map { $0.prefix(4) }).count == 2048)
    #expect(
      words.allSatisfy { (3...7).contains($0.count) && $0.allSatisfy { ("a"..."z").contains($0) } })
    // Eleven words of 2,048: 11 × 11 bits, no fewer than the 120 before.
    #expect(SpokenSecret.count * 11 >= 120)
    let secret = SpokenSecret.random()
    #expect(secret.text.split(separator: "-").count == 11)
    #expect(secret != SpokenSecret.random())
  }

  @Test(
    "A secret typed back matches with spaces, capitals, dots, or four letters a word; another does not"
  )
  func typedBack() throws {
    let secret = SpokenSecret.random()
    let words = secret.text.split(separator: "-").map(String.init)
    #expect(secret.matches(secret.text))
    #expect(secret.matches(words.joined(separator: " ")))
    #expect(secret.matches(words.map { $0.uppercased() }.joined(separator: ". ")))
    #expect(secret.matches(words.map { String($0.prefix(4)) }.joined(separator: " ")))
    // A word left out, one too many, another word, or none.
    #expect(!secret.matches(words.dropLast().joined(separator: "-")))
    #expect(!secret.matches(secret.text + "-" + words[0]))
    var other = words
    other[5] = String(SpokenSecret.words.first { $0 != words[5] } ?? "")
    #expect(!secret.matches(other.joined(separator: "-")))
    #expect(!secret.matches(""))
    #expect(!secret.matches(nil))
    // Three letters name only a word of three.
    let long = try #require(words.first { $0.count > 4 })
    #expect(SpokenSecret.words(in: String(long.prefix(3))) == nil)
  }

  @Test(
    "Serve says localhost at a port quick to say, and holds that port at ::1 so no one else answers there"
  )
  func localhostHeld() throws {
    let served = try ServedTrip([], stateFolder: Scratch.folder("spoken-address"))
    defer { _ = served.stop() }
    #expect(served.origin.hasPrefix("http://localhost:"), "\(served.origin)")
    let port = try #require(Int(served.origin.split(separator: ":").last ?? ""))
    #expect(LoopbackPort.speakable.contains(port))
    // Another program cannot take the port at ::1 while serve runs.
    let held = LoopbackPort.guardIPv6(port: port)
    defer { LoopbackPort.release(held) }
    if case .held = held { Issue.record("::1 port \(port) was free to take") }
    // The numeric address is answered as well as the name.
    let numeric = try served.request(
      "/api/trip", key: served.key, headers: ["Host: 127.0.0.1:\(port)"])
    #expect(numeric.status == 200)
    let named = try served.request(
      "/api/trip", key: served.key, headers: ["Host: localhost:\(port)"])
    #expect(named.status == 200)
  }

  @Test("With a port given whose ::1 side another program holds, the address said is the number")
  func ipv6Taken() throws {
    // A free port, held at ::1 here as another program would.
    let port = try #require(
      LoopbackPort.speakable.reversed().first { LoopbackPort.isFree(port: $0) })
    let other = LoopbackPort.guardIPv6(port: port)
    defer { LoopbackPort.release(other) }
    guard case .held = other else { return }  // no IPv6 loopback: localhost leads here alone
    let state = Scratch.folder("spoken-address-taken")
    let process = Process()
    process.executableURL = try #require(Executable.url)
    process.arguments = ["serve", "--port", String(port), "--name", "Sam"]
    process.environment = Executable.environment(stateFolder: state)
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = Pipe()
    try process.run()
    defer {
      process.interrupt()
      process.waitUntilExit()
    }
    var said = Data()
    while !said.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      said += chunk
    }
    let line = String(decoding: said, as: UTF8.self)
    #expect(line.hasPrefix("Open http://127.0.0.1:\(port)/#"), "\(line)")
  }
}
