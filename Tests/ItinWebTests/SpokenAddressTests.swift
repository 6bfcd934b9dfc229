import Foundation
import Testing
import TripTestSupport

@testable import ItinWeb

/// The address serve says is one a listener can take down by ear: `127.1`
/// at a port quick to say, and seven words for its secret, with a guesser
/// allowed four tries.
@Suite("serve: an address said to be heard and typed back")
struct SpokenAddressTests {
  @Test("2,048 words, each named by its first four letters: seven of them are 77 bits")
  func wordList() {
    let words = SpokenSecret.words
    #expect(words.count == 2048)
    #expect(Set(words.map { $0.prefix(4) }).count == 2048)
    #expect(
      words.allSatisfy { (3...7).contains($0.count) && $0.allSatisfy { ("a"..."z").contains($0) } })
    let secret = SpokenSecret.random()
    #expect(secret.text.split(separator: "-").count == 7)
    #expect(secret != SpokenSecret.random())
  }

  @Test("No port serve chooses is one the Fetch standard tells browsers to refuse")
  func noBadPort() {
    // The Fetch standard's bad ports, which Chromium and Firefox refuse.
    let bad: Set<Int> = [
      1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
      103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
      512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
      995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
      6669, 6679, 6697, 10080,
    ]
    #expect(LoopbackPort.speakable.allSatisfy { !bad.contains($0) && $0 > 1024 })
    #expect(Set(LoopbackPort.speakable).count == LoopbackPort.speakable.count)
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
    other[4] = String(SpokenSecret.words.first { $0 != words[4] } ?? "")
    #expect(!secret.matches(other.joined(separator: "-")))
    #expect(!secret.matches(""))
    #expect(!secret.matches(nil))
    // Three letters name only a word of three.
    let long = try #require(SpokenSecret.words.first { $0.count > 4 })
    #expect(SpokenSecret.words(in: String(long.prefix(3))) == nil)
  }

  @Test(
    "Four secrets never said take back every address waiting; a spent one given again is no guess"
  )
  func guessesBounded() throws {
    let keys = PageKeys()
    let first = keys.invite(for: "Ana")
    #expect(keys.trade(first.text) != nil)
    // The spent address, reloaded from a history, many times: refused,
    // and no guess.
    for _ in 0..<20 { #expect(keys.trade(first.text) == nil) }
    let waiting = keys.invite(for: "Lee")
    let other = keys.invite(for: "Bo")
    #expect(keys.takeRetired() == nil)
    for _ in 0..<(PageKeys.guessesAllowed - 1) {
      #expect(keys.trade(SpokenSecret.random().text) == nil)
    }
    #expect(keys.takeRetired() == nil)
    #expect(keys.trade(SpokenSecret.random().text) == nil)
    #expect(keys.takeRetired() == 2)
    #expect(keys.takeRetired() == nil)
    // Both are gone; a new one works.
    #expect(keys.trade(waiting.text) == nil && keys.trade(other.text) == nil)
    #expect(keys.trade(keys.invite(for: "Lee").text) != nil)
  }

  @Test(
    "Serve says 127.1 at a port quick to say, answers the long form too, and its terminal hears when guesses take the addresses back"
  )
  func saidShort() throws {
    let served = try ServedTrip(["--name", "Sam"], stateFolder: Scratch.folder("spoken-address"))
    defer { _ = served.stop() }
    #expect(served.origin.hasPrefix("http://127.1:"), "\(served.origin)")
    let port = try #require(Int(served.origin.split(separator: ":").last ?? ""))
    #expect(LoopbackPort.speakable.contains(port))
    // The port is held at ::1, so that no serve starting now takes it.
    let held = LoopbackPort.guardIPv6(port: port)
    defer { LoopbackPort.release(held) }
    if case .held = held { Issue.record("::1 port \(port) was free to take") }
    // The long form, as a browser sends it, and the short, as curl does.
    for host in ["127.0.0.1", "127.1"] {
      let answer = try served.request(
        "/api/trip", key: served.key, headers: ["Host: \(host):\(port)"])
      #expect(answer.status == 200, "\(host)")
    }
    // The page is served at an address as said, with its full stop, or
    // typed back with spaces; no other path is.
    let words = try #require(served.invite(named: "Bo").split(separator: "/").last)
    for path in ["/" + words + ".", "/" + words.replacingOccurrences(of: "-", with: "%20")] {
      let page = try served.request(path, key: nil)
      #expect(page.status == 200 && page.body.contains("<!DOCTYPE html>"), "\(path)")
    }
    #expect(try served.request("/" + words + "/x", key: nil).status == 403)
    // Four guesses: the terminal hears that the addresses were taken back.
    let waiting = served.invite(named: "Ana")
    for _ in 0..<PageKeys.guessesAllowed {
      #expect(try served.enter(token: SpokenSecret.random().text).status == 403)
    }
    #expect(
      served.heard().contains(
        "Someone gave 4 addresses that were never said here. Every address waiting was taken back, so type invite for a new one."
      ))
    #expect(try served.enter(token: String(waiting.split(separator: "/").last ?? "")).status == 403)
  }
}
