import Foundation
import Testing
import TripTestSupport

/// `itin-a11y serve --host ADDRESS` across a network the test makes: two
/// network namespaces joined by a virtual cable, serve in one and a
/// companion's device in the other.
@Suite("serve on a network: a device joins over TLS only; loopback stays as it is", .serialized)
struct ServeNetworkTests {
  /// Runs a program; its standard output and exit status.
  @discardableResult
  static func run(_ arguments: [String]) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  /// Two namespaces, `server` at 10.47.N.1 and `device` at 10.47.N.2, each
  /// with its loopback up, joined by a veth pair.
  struct Network {
    let server: String
    let device: String
    let serverAddress: String

    init() throws {
      let tag = getpid() % 10_000
      server = "itin-s\(tag)"
      device = "itin-d\(tag)"
      let subnet = "10.47.\(tag % 250)"
      serverAddress = subnet + ".1"
      let commands: [[String]] = [
        ["ip", "netns", "add", server], ["ip", "netns", "add", device],
        ["ip", "link", "add", "itv-s\(tag)", "type", "veth", "peer", "name", "itv-d\(tag)"],
        ["ip", "link", "set", "itv-s\(tag)", "netns", server],
        ["ip", "link", "set", "itv-d\(tag)", "netns", device],
        ["ip", "-n", server, "addr", "add", serverAddress + "/24", "dev", "itv-s\(tag)"],
        ["ip", "-n", device, "addr", "add", subnet + ".2/24", "dev", "itv-d\(tag)"],
        ["ip", "-n", server, "link", "set", "itv-s\(tag)", "up"],
        ["ip", "-n", device, "link", "set", "itv-d\(tag)", "up"],
        ["ip", "-n", server, "link", "set", "lo", "up"],
        ["ip", "-n", device, "link", "set", "lo", "up"],
      ]
      for command in commands {
        let result = try ServeNetworkTests.run(command)
        try #require(result.status == 0, "\(command.joined(separator: " ")) failed")
      }
    }

    func remove() {
      _ = try? ServeNetworkTests.run(["ip", "netns", "del", server])
      _ = try? ServeNetworkTests.run(["ip", "netns", "del", device])
    }

    /// `arguments` run in the device's namespace.
    func onDevice(_ arguments: [String]) throws -> (output: String, status: Int32) {
      try ServeNetworkTests.run(["ip", "netns", "exec", device] + arguments)
    }
  }

  @Test(
    "A page on another device joins over TLS with the certificate serve made and named; plain HTTP there is refused; loopback answers as before"
  )
  func deviceJoins() throws {
    try #require(getuid() == 0, "ip netns needs root, as CI runs")
    let network = try Network()
    defer { network.remove() }
    let state = Scratch.folder("serve-network")
    let program = try #require(Executable.url, "itin-a11y is not built beside the tests")
    let serve = Process()
    serve.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    serve.arguments = [
      "ip", "netns", "exec", network.server, program.path, "serve", "--port", "0", "--host",
      network.serverAddress, "--name", "Sam",
    ]
    serve.environment = Executable.environment(stateFolder: state)
    let input = Pipe()
    let output = Pipe()
    serve.standardInput = input
    serve.standardOutput = output
    try serve.run()
    defer {
      kill(serve.processIdentifier, SIGINT)
      serve.waitUntilExit()
    }
    var said = ""
    func readUntil(_ text: String) -> Bool {
      let deadline = Date().addingTimeInterval(20)
      while !said.contains(text), Date() < deadline {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        said += String(decoding: chunk, as: UTF8.self)
      }
      return said.contains(text)
    }
    #expect(readUntil("over TLS only."))
    // This computer's own address first, then the network's.
    let opening = try #require(said.range(of: "in a browser. It opens one page."))
    let sharing = try #require(said.range(of: "Devices on the network"))
    #expect(opening.lowerBound < sharing.lowerBound)
    let words = said.split(whereSeparator: { $0 == " " || $0.isNewline })
    let loopback = try #require(words.first { $0.hasPrefix("http://127.1:") })
    let shared = try #require(words.first { $0.hasPrefix("https://") }).trimmingCharacters(
      in: CharacterSet(charactersIn: ","))
    #expect(shared.hasPrefix("https://" + network.serverAddress + ":"))
    // The fingerprint said is the certificate's, as openssl reads it.
    let certificate = try #require(
      ServeNetworkTests.certificate(in: state), "no certificate kept in the state folder")
    let openssl = try ServeNetworkTests.run([
      "openssl", "x509", "-in", certificate, "-noout", "-fingerprint", "-sha256",
    ])
    let fingerprint = try #require(openssl.output.split(separator: "=").last).trimmingCharacters(
      in: .whitespacesAndNewlines)
    // Said with spaces, not the colons openssl writes.
    let spoken = fingerprint.replacingOccurrences(of: ":", with: " ")
    #expect(said.contains("Its certificate's fingerprint is \(spoken)."))
    // The device reads the page over TLS, trusting that certificate alone.
    let page = try network.onDevice([
      "curl", "-s", "--max-time", "10", "--cacert", certificate, shared + "/",
    ])
    #expect(page.status == 0 && page.output.contains("<!DOCTYPE html>"))
    // Plain HTTP on that address is refused: no answer, no page.
    let plain = try network.onDevice([
      "curl", "-s", "--max-time", "10", "http://" + shared.dropFirst("https://".count) + "/",
    ])
    #expect(plain.status != 0 && !plain.output.contains("<!DOCTYPE"))
    // Loopback, from serve's own side, as ever: plain HTTP.
    let local = try ServeNetworkTests.run([
      "ip", "netns", "exec", network.server, "curl", "-s", "--max-time", "10",
      String(loopback),
    ])
    #expect(local.output.contains("<!DOCTYPE html>"))
    // Ana's address is the network's; her page enters, and moves lunch.
    Pipes.send("invite Ana\n", to: input.fileHandleForWriting)
    #expect(readUntil("Ana can open https://" + network.serverAddress))
    let line = try #require(said.components(separatedBy: "Ana can open ").last)
    let invitation = try #require(line.split(whereSeparator: \.isWhitespace).first)
    let token = String(invitation.split(separator: "/").last ?? "")
    let entered = try network.onDevice([
      "curl", "-s", "-i", "--max-time", "10", "--cacert", certificate, "-X", "POST",
      "-H", "Origin: " + shared, "-H", "X-Itin-Token: " + token, "-H",
      "Content-Type: application/json", "--data", "{}", shared + "/api/enter",
    ])
    let cookie = try #require(
      entered.output.split(whereSeparator: \.isNewline).first {
        $0.lowercased().hasPrefix("set-cookie:")
      })
    // The key is sent over TLS only.
    #expect(cookie.contains("; Secure") && cookie.contains("HttpOnly"))
    let key = String(cookie.dropFirst("set-cookie: ".count).prefix { $0 != ";" })
    let moved = try network.onDevice([
      "curl", "-s", "--max-time", "10", "--cacert", certificate, "-X", "POST",
      "-H", "Origin: " + shared, "-H", "Cookie: " + key, "-H", "Content-Type: application/json",
      "--data", #"{"act":"move","id":"lunch","move":"down"}"#, shared + "/api/do",
    ])
    #expect(moved.output.contains("Lunch at Lou Malnati's moved to position 2 of day 1."))
    // Said at serve's terminal with her name.
    #expect(readUntil("Ana moved Lunch at Lou Malnati's to position 2 of day 1."))
    // Her key is the network's: on loopback, from serve's own side, it
    // opens nothing.
    let origin = String(loopback[..<(loopback.lastIndex(of: "/") ?? loopback.endIndex)])
    let port = origin.split(separator: ":").last.map(String.init) ?? ""
    let elsewhere = try ServeNetworkTests.run([
      "ip", "netns", "exec", network.server, "curl", "-s", "-o", "/dev/null", "-w", "%{http_code}",
      "--max-time", "10", "-H",
      "Cookie: itin-a11y-\(port)=" + (key.split(separator: "=").last.map(String.init) ?? ""),
      origin + "/api/trip",
    ])
    #expect(elsewhere.output == "403")
    // TLS 1.2 without forward secrecy and authenticated encryption is
    // refused at the handshake; with them, taken.
    let authority = String(shared.dropFirst("https://".count))
    for (cipher, taken) in [
      ("ECDHE-ECDSA-AES128-SHA", false), ("ECDHE-ECDSA-AES256-SHA384", false),
      ("ECDHE-ECDSA-AES128-GCM-SHA256", true),
    ] {
      let handshake = try network.onDevice([
        "sh", "-c",
        "openssl s_client -connect \(authority) -tls1_2 -cipher \(cipher) </dev/null >/dev/null 2>&1",
      ])
      #expect((handshake.status == 0) == taken, "\(cipher)")
    }
    // Lee's page in a real browser on the device, trusting serve's key
    // alone, as a companion who compared the fingerprint does.
    Pipes.send("invite Lee\n", to: input.fileHandleForWriting)
    #expect(readUntil("Lee can open https://" + network.serverAddress))
    let leeLine = try #require(said.components(separatedBy: "Lee can open ").last)
    let lee = String(try #require(leeLine.split(separator: " ").first))
    let spki = try ServeNetworkTests.run([
      "sh", "-c",
      "openssl x509 -pubkey -noout -in '\(certificate)' | openssl pkey -pubin -outform der"
        + " | openssl dgst -sha256 -binary | base64",
    ]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    let run = try Browser.run(
      lee,
      steps: [
        .tabTo("gridcell"), .key("ArrowDown"), .key("ArrowDown"), .key("ArrowUp", ["Alt"]),
        .observe("moved"),
      ], shots: "network-device", namespace: network.device, trusting: spki)
    let moving = try run.look("moved")
    #expect(
      moving.said == "Lunch at Lou Malnati's moved to position 1 of day 1.",
      "\(moving.said) \(moving.saidNow)")
    #expect(readUntil("Lee moved Lunch at Lou Malnati's to position 1 of day 1."))
  }

  /// The certificate serve made and kept in the state folder.
  static func certificate(in state: String) -> String? {
    let path = state + "/itin-a11y/serve-certificate.pem"
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }
}
