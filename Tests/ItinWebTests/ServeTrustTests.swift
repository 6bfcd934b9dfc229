import Foundation
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@testable import ItinSession
@testable import ItinWeb

/// `serve` against a careless user and a program on the same computer: an
/// address that opens one page, only loopback, every answer's headers,
/// and the page answered while connections flood in.
@Suite("serve: one page an address, loopback only, every answer guarded, no starving", .serialized)
struct ServeTrustTests {
  static let state = Scratch.folder("web-trust-state")

  @Test(
    "Every way of writing every address is refused, and so is an address outside this computer; a name that is no address is a sentence",
    arguments: ["0x0", "::ffff:0.0.0.0", "::ffff:0:0", "0", "::", "[::]", "0.0.0.0", "*", ""])
  func wildcards(host: String) throws {
    let refused = try Executable.run(
      ["serve", "--host", host, "--port", "0"], stateFolder: ServeTrustTests.state)
    #expect(refused.status == 1)
    #expect(refused.output == WebText()(.wildcardHost, ["host": host]) + "\n")
  }

  @Test(
    "An address that is no address of this computer, or a name that is no address, is refused with a sentence"
  )
  func outside() throws {
    for (host, address) in [("10.11.12.13", "10.11.12.13"), ("::ffff:10.11.12.13", "10.11.12.13")] {
      let refused = try Executable.run(
        ["serve", "--host", host, "--port", "0"], stateFolder: ServeTrustTests.state)
      #expect(refused.status == 1)
      #expect(
        refused.output == WebText()(.notThisComputer, ["host": host, "address": address]) + "\n")
    }
    let unknown = try Executable.run(
      ["serve", "--host", "no such host", "--port", "0"], stateFolder: ServeTrustTests.state)
    #expect(unknown.status == 1)
    #expect(unknown.output == WebText()(.unknownHost, ["host": "no such host"]) + "\n")
    #expect(!unknown.output.contains("Error"))
    // A name for loopback serves there, said short as 127.1.
    let named = try ServedTrip(["--host", "localhost"], stateFolder: ServeTrustTests.state)
    defer { _ = named.stop() }
    #expect(named.origin.hasPrefix("http://127.1:"))
  }

  @Test(
    "The address said opens one page: its token is traded for a key once, the key keeps working, and invite says another"
  )
  func oneUseAddress() throws {
    let served = try ServedTrip([], stateFolder: ServeTrustTests.state)
    defer { _ = served.stop() }
    #expect(served.opening == WebText()(.open, ["address": served.address]))
    let entered = try served.enter(token: served.token)
    #expect(entered.status == 200)
    let key = try #require(entered.key)
    #expect(key.count == 24 && key != served.token)
    // The same address again: refused, with no key.
    let again = try served.enter(token: served.token)
    #expect(again.status == 403 && again.key == nil)
    #expect(ServedTrip.said(again.body) == [WebText()(.usedAddress)])
    // The key opens the trip, again and again (a reload).
    for _ in 0..<2 {
      #expect(try served.request("/api/trip", key: key).status == 200)
    }
    // The token itself is no key.
    #expect(try served.request("/api/trip", key: served.token).status == 403)
    // A new address, said on serve's terminal, opens one page more.
    let said = served.type("invite")
    let address = ServedTrip.address(in: said)
    #expect(said == WebText()(.invite, ["address": String(address)]))
    let token = String(address.split(separator: "/").last ?? "")
    #expect(try served.enter(token: token).status == 200)
    #expect(try served.enter(token: token).status == 403)
    // With a name: the address is that person's.
    let named = served.type("invite Ana")
    #expect(
      named.hasPrefix("Ana can open http://127.1:") && named.hasSuffix("."))
    // Anything else typed there is the REPL's, on the pages' trip.
    #expect(served.type("where") == "Lunch at Lou Malnati's, custom, position 1 of day 1.")
  }

  @Test(
    "Chromium keeps the address in its History, and the address read back from it opens nothing; a reload keeps working"
  )
  func historyOnDisk() throws {
    let served = try ServedTrip([], stateFolder: ServeTrustTests.state)
    defer { _ = served.stop() }
    let history = Scratch.path("web-history", suffix: ".txt")
    let run = try Browser.run(
      served.address, steps: [.observe("loaded"), .reload, .observe("reloaded")],
      shots: "one-use", history: history)
    #expect(run["loaded"]?.rows.count == 15)
    #expect(run["reloaded"]?.rows.count == 15)
    // The browser kept the address with its token on disk…
    let kept = try String(contentsOfFile: history, encoding: .utf8)
    #expect(kept.contains("/" + served.token), "\(kept)")
    // …and it opens nothing now: not for a script, not for another browser.
    #expect(try served.enter(token: served.token).status == 403)
    let stranger = try Browser.run(
      served.address, steps: [.observe("spent")], shots: "one-use-spent")
    #expect(stranger["spent"]?.rows.isEmpty == true)
    #expect(stranger["spent"]?.saidNow == WebText()(.usedAddress))
  }

  @Test(
    "A 404 and a 413 carry the same headers as every answer; a media type is parsed; a second Host is refused"
  )
  func everyAnswer() throws {
    let served = try ServedTrip([], stateFolder: ServeTrustTests.state)
    defer { _ = served.stop() }
    let key = served.key
    let origin = "Origin: " + served.origin
    let missing = try served.request("/api/nothing", key: key, showingHeaders: true)
    let large = try served.request(
      "/api/do", method: "POST", body: String(repeating: "a", count: 70_000), key: key,
      headers: [origin], showingHeaders: true)
    let open = try served.request("/nothing/here", key: nil, showingHeaders: true)
    for (answer, status) in [(missing, 404), (large, 413), (open, 403)] {
      #expect(answer.status == status)
      let headers = answer.body.lowercased()
      for header in [
        "content-security-policy: default-src 'none'", "x-content-type-options: nosniff",
        "cache-control: no-store", "referrer-policy: no-referrer",
      ] {
        #expect(headers.contains(header), "\(status) lacks \(header)")
      }
    }
    let move = #"{"act":"move","id":"lunch","move":"down"}"#
    for type in ["application/jsonfoo", "application/json-seq", "text/json", "application"] {
      let refused = try served.request(
        "/api/do", method: "POST", body: move, key: key,
        headers: [origin, "Content-Type: " + type])
      #expect(refused.status == 403, "\(type)")
      #expect(ServedTrip.said(refused.body) == [WebText()(.foreignOrigin)])
    }
    let typed = try served.request(
      "/api/do", method: "POST", body: move, key: key,
      headers: [origin, "Content-Type: Application/JSON ; charset=utf-8"])
    #expect(typed.status == 200)
    // Two Hosts, the served one first or second: refused.
    let authority = String(served.origin.dropFirst("http://".count))
    for hosts in [[authority, "evil.example"], ["evil.example", authority]] {
      let answer = try ServeTrustTests.raw(
        port: served.port,
        "GET /api/trip HTTP/1.1\r\n" + hosts.map { "Host: " + $0 + "\r\n" }.joined()
          + "Cookie: itin-a11y-\(served.port)=\(key)\r\nConnection: close\r\n\r\n")
      #expect(answer.hasPrefix("HTTP/1.1 403"), "\(hosts)")
      #expect(answer.contains(WebText()(.wrongHost, ["address": served.origin])))
    }
  }

  @Test(
    "1,100 connections that send nothing or half a request, under a limit of 1,024 files, leave the page's move answered"
  )
  func flood() throws {
    let served = try ServedTrip([], stateFolder: ServeTrustTests.state, descriptors: 1024)
    defer { _ = served.stop() }
    let key = served.key
    try ServeTrustTests.raiseOwnDescriptorLimit(to: 1200)
    var sockets: [Int32] = []
    defer { for socket in sockets { close(socket) } }
    for index in 0..<1100 {
      let socket = try ServeTrustTests.connect(port: served.port)
      sockets.append(socket)
      let half =
        switch index % 3 {
        case 1: "GET /api/trip HTTP/1.1\r\nHo"
        case 2:
          "POST /api/do HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\nContent-Length: 99\r\n\r\n{"
        default: ""
        }
      _ = half.utf8CString.withUnsafeBufferPointer { send(socket, $0.baseAddress, $0.count - 1, 0) }
    }
    // The page's move, while the flood is held: answered, and applied.
    let moved = try served.request(
      "/api/do", method: "POST", body: #"{"act":"move","id":"lunch","move":"down"}"#, key: key,
      headers: ["Origin: " + served.origin])
    #expect(moved.status == 200)
    #expect(ServedTrip.said(moved.body) == ["Lunch at Lou Malnati's moved to position 2 of day 1."])
    let saved = try served.request(
      "/api/do", method: "POST", body: #"{"act":"save"}"#, key: key,
      headers: ["Origin: " + served.origin])
    #expect(saved.status == 200)
    // The server keeps well under its limit of files: what it holds once
    // the connections it closed are gone.
    usleep(500_000)
    let open = try FileManager.default.contentsOfDirectory(
      atPath: "/proc/\(served.process.processIdentifier)/fd")
    #expect(open.count < 1024 - 256, "\(open.count) files open")
  }

  @Test(
    "A tab closed during a grab drops it where it stands; the next page's move moves only its own item"
  )
  func grabOutlivesNoPage() throws {
    let path = Scratch.path("web-grab-left", suffix: ".json")
    try SampleTrip.json.write(toFile: path, atomically: true, encoding: .utf8)
    let served = try ServedTrip([path], stateFolder: ServeTrustTests.state)
    defer { _ = served.stop() }
    // Grabbed on the page, moved down, and the tab left.
    let run = try Browser.run(
      served.address,
      steps: [
        .tabTo("gridcell"), .key("ArrowDown"), .key("Enter"), .key("ArrowDown"),
        .observe("grab-moved"),
        .navigate("about:blank"),
      ], shots: "grab-left")
    #expect(run["grab-moved"]?.said == "Lunch at Lou Malnati's moved to position 2 of day 1.")
    let key = served.key
    let trip = try served.request("/api/trip", key: key)
    #expect(trip.body.contains(#""grabbed":[]"#), "\(trip.body)")
    // Lunch stays where the grab left it, second on day 1.
    #expect(trip.body.contains(#""line":"2. Lunch at Lou Malnati's.""#))
    // Another page moves another item: only that one moves.
    let moved = try served.request(
      "/api/do", method: "POST", body: #"{"act":"move","id":"wrigleyville","move":"up"}"#,
      key: key, headers: ["Origin: " + served.origin])
    #expect(ServedTrip.said(moved.body) == ["Drinks in Wrigleyville moved to position 2 of day 1."])
  }

  @Test(
    "Control-C during a grab keeps its moves in the journal, and serve's last lines are in its own language"
  )
  func stopDuringGrab() throws {
    let path = Scratch.path("web-grab-stop", suffix: ".json")
    try SampleTrip.json.write(toFile: path, atomically: true, encoding: .utf8)
    let state = Scratch.folder("web-grab-stop-state")
    let served = try ServedTrip([path], stateFolder: state)
    let key = served.key
    // The page speaks French; serve's terminal, English.
    for body in [#"{"act":"grab","id":"lunch"}"#, #"{"act":"move","id":"lunch","move":"down"}"#] {
      let answer = try served.request(
        "/api/do?lang=fr", method: "POST", body: body, key: key,
        headers: ["Origin: " + served.origin])
      #expect(answer.status == 200)
    }
    let name = URL(fileURLWithPath: path).lastPathComponent
    let stopped = served.stop()
    #expect(stopped.lines == [SessionText().recoveryKept(name), WebText()(.stopped)])
    let reopened = try Executable.run([path], input: "yes\nlist\n", stateFolder: state)
    #expect(
      reopened.output.contains(SessionText().recoveryQuestion(name, count: 1, fileChanged: false)))
    #expect(reopened.output.contains("1. Brewers at Cubs, game, fixed.\n2. Lunch at Lou Malnati's"))
  }

  /// A raw request on a new connection, and the answer's first bytes.
  static func raw(port: String, _ request: String) throws -> String {
    let socket = try connect(port: port)
    defer { close(socket) }
    _ = request.utf8CString.withUnsafeBufferPointer {
      send(socket, $0.baseAddress, $0.count - 1, 0)
    }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      answer += buffer[..<count]
    }
    return String(decoding: answer, as: UTF8.self)
  }

  struct CannotConnect: Error {}

  /// A TCP connection to 127.0.0.1.
  static func connect(port: String) throws -> Int32 {
    #if os(Linux)
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socket >= 0, let number = UInt16(port) else { throw CannotConnect() }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = number.bigEndian
    address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        #if os(Linux)
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        #else
        Darwin.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        #endif
      }
    }
    guard result == 0 else {
      close(socket)
      throw CannotConnect()
    }
    return socket
  }

  struct CannotRaise: Error {}

  /// Raises this process's limit of files as serve raises its own, to hold
  /// the flood's connections.
  static func raiseOwnDescriptorLimit(to wanted: Int) throws {
    guard ConnectionGuard.raiseDescriptorLimit() >= wanted else { throw CannotRaise() }
  }

}
