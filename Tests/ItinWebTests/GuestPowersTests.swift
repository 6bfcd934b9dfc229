import Foundation
import ItineraryCore
import Testing
import TripTestSupport

@testable import ItinSession
@testable import ItinWeb

/// `serve` as a hostile guest, another user of this computer, and a
/// program sending what no page sends would try it: every request as the
/// page sends it, over a socket, the files read back after.
@Suite("serve: a guest's page is only a guest's", .serialized)
struct GuestPowersTests {
  static let state = Scratch.folder("web-guest-powers-state")

  /// A guest's request to `/api/do`, as the page sends it, with the tab
  /// name `tab`: the sentences said, and the status.
  static func post(
    _ served: ServedTrip, _ body: String, key: String, tab: String? = "tab"
  ) throws -> (status: Int, said: [String]) {
    var headers = ["Origin: " + served.origin]
    if let tab { headers.append("X-Itin-Page: " + tab) }
    let answer = try served.request(
      "/api/do", method: "POST", body: body, key: key, headers: headers)
    return (answer.status, ServedTrip.said(answer.body))
  }

  @Test(
    "A guest naming its tab terminal is a guest: the terminal's drop of that grab is refused, naming the guest"
  )
  func noPageIsTheTerminal() throws {
    let served = try ServedTrip([], stateFolder: GuestPowersTests.state)
    defer { _ = served.stop() }
    let guest = served.key
    _ = try GuestPowersTests.post(
      served, #"{"act":"grab","id":"lunch"}"#, key: guest, tab: "terminal")
    _ = try GuestPowersTests.post(
      served, #"{"act":"move","id":"lunch","move":"down"}"#, key: guest, tab: "terminal")
    let refusal = SessionText()(
      .grabNotYours, ["person": "Guest 2", "title": "Lunch at Lou Malnati's"])
    #expect(served.type("drop") == refusal)
    // The guest's own tab drops it: the step is the guest's.
    let dropped = try GuestPowersTests.post(served, #"{"act":"drop"}"#, key: guest, tab: "terminal")
    #expect(dropped.said == ["Dropped Lunch at Lou Malnati's at position 2 of day 1."])
    let history = served.typeAll("history")
    #expect(history.contains { $0.contains("By Guest 2") }, "\(history)")
    #expect(!history.contains { $0.contains("By Host") }, "\(history)")
  }

  @Test("Another guest's drop or cancel never ends a grab: refused, naming its holder")
  func othersDrop() throws {
    let served = try ServedTrip([], stateFolder: GuestPowersTests.state)
    defer { _ = served.stop() }
    let ana = try #require(
      try served.enter(token: GuestPowersTests.token(of: served.invite(named: "Ana"))).key)
    let bo = try #require(
      try served.enter(token: GuestPowersTests.token(of: served.invite(named: "Bo"))).key)
    _ = try GuestPowersTests.post(served, #"{"act":"grab","id":"lunch"}"#, key: ana)
    let refusal = SessionText()(
      .grabNotYours, ["person": "Ana", "title": "Lunch at Lou Malnati's"])
    for act in ["drop", "cancel"] {
      #expect(try GuestPowersTests.post(served, #"{"act":"\#(act)"}"#, key: bo).said == [refusal])
    }
    // Ana's grab goes on: her key moves it, and her drop is hers.
    let moved = try GuestPowersTests.post(
      served, #"{"act":"move","id":"lunch","move":"down"}"#, key: ana)
    #expect(moved.said == ["Lunch at Lou Malnati's moved to position 2 of day 1."])
    _ = try GuestPowersTests.post(served, #"{"act":"drop"}"#, key: ana)
    let undone = try GuestPowersTests.post(served, #"{"act":"undo"}"#, key: ana)
    #expect(undone.said.first?.hasPrefix("Undid move of Lunch") == true, "\(undone.said)")
  }

  /// The token of an address.
  static func token(of address: String) -> String {
    String(address.split(separator: "/").last ?? "")
  }

  @Test(
    "The terminal's save over a file changed on disk is asked there: a guest's yes is refused, and the file stays theirs"
  )
  func saveQuestion() throws {
    let path = Sample.file(in: "web-guest-powers", named: "save.json")
    let served = try ServedTrip([path], stateFolder: GuestPowersTests.state)
    defer { _ = served.stop() }
    let guest = served.key
    _ = try GuestPowersTests.post(served, #"{"act":"move","id":"lunch","move":"down"}"#, key: guest)
    let theirs = SampleTrip.json.replacingOccurrences(of: "Brewery tour", with: "Brewery visit")
    try theirs.write(toFile: path, atomically: true, encoding: .utf8)
    let asked = served.type("save")
    #expect(asked == SessionText().overwriteQuestion("save.json", since: .opened))
    let yes = try GuestPowersTests.post(served, #"{"act":"answer","yes":true}"#, key: guest)
    #expect(yes.said == [SessionText()(.questionNotYours, ["person": "Host"])])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == theirs)
    // The question is not shown on the guest's page.
    let trip = try served.request("/api/trip", key: guest)
    #expect(!trip.body.contains(#""question":""#))
    _ = served.type("no")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == theirs)
  }

  @Test(
    "A journal to restore is offered at serve's terminal, and answered there alone; a guest's no discards nothing"
  )
  func recoveryAtTheTerminal() throws {
    let path = Sample.file(in: "web-guest-powers", named: "recover.json")
    let state = Scratch.folder("web-guest-powers-recover")
    do {
      let first = try ServedTrip([path], stateFolder: state)
      for _ in 0..<3 {
        _ = try GuestPowersTests.post(
          first, #"{"act":"move","id":"lunch","move":"down"}"#, key: first.key)
      }
      // Ended without a word: the journal stays.
      kill(first.process.processIdentifier, SIGKILL)
      first.process.waitUntilExit()
    }
    let served = try ServedTrip([path], stateFolder: state)
    defer { _ = served.stop() }
    let question = SessionText().recoveryQuestion("recover.json", count: 3, fileChanged: false)
    // Said at the terminal, after its address.
    #expect(served.heard() == [question])
    let guest = served.key
    let no = try GuestPowersTests.post(served, #"{"act":"answer","yes":false}"#, key: guest)
    #expect(no.said == [SessionText()(.questionNotYours, ["person": "Host"])])
    let move = try GuestPowersTests.post(
      served, #"{"act":"move","id":"falls","move":"up"}"#, key: guest)
    #expect(move.said == [SessionText()(.waitForAnswer, ["person": "Host"])])
    // The terminal answers it.
    #expect(served.typeAll("yes") == [SessionText().restored(count: 3)])
  }

  @Test(
    "Past the most connections, silent ones are closed at once, and the page's request is answered")
  func connectionCap() throws {
    let served = try ServedTrip([], stateFolder: GuestPowersTests.state, descriptors: 256)
    defer { _ = served.stop() }
    let key = served.key
    // serve keeps at most half its 256 files for connections: 128, well
    // within what it may open, so that every one is accepted.
    var sockets: [Int32] = []
    defer {
      for socket in sockets { close(socket) }
    }
    for _ in 0..<150 { sockets.append(try ServeTrustTests.connect(port: served.port)) }
    #expect(try served.request("/api/trip", key: key).status == 200)
    // Well before the head's time (10 s), the oldest silent ones are closed.
    var closed = 0
    let deadline = Date().addingTimeInterval(5)
    var open = Set(sockets)
    while Date() < deadline, closed < 20 {
      for socket in open {
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 0) > 0 else { continue }
        var byte: UInt8 = 0
        if recv(socket, &byte, 1, Int32(MSG_DONTWAIT)) == 0 {
          closed += 1
          open.remove(socket)
        }
      }
      usleep(50_000)
    }
    #expect(closed >= 20, "only \(closed) of 150 silent connections were closed")
  }

  @Test("A request for a whole address is for that address's host: another host is refused")
  func absoluteForm() throws {
    let served = try ServedTrip([], stateFolder: GuestPowersTests.state)
    defer { _ = served.stop() }
    let cookie = "Cookie: itin-a11y-\(served.port)=\(served.key)"
    let foreign = try ServeTrustTests.raw(
      port: served.port,
      "GET http://evil.example/api/trip HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\n\(cookie)\r\nConnection: close\r\n\r\n"
    )
    #expect(foreign.hasPrefix("HTTP/1.1 403"), "\(foreign.prefix(200))")
    let own = try ServeTrustTests.raw(
      port: served.port,
      "GET http://127.0.0.1:\(served.port)/api/trip HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\n\(cookie)\r\nConnection: close\r\n\r\n"
    )
    #expect(own.hasPrefix("HTTP/1.1 200"), "\(own.prefix(200))")
  }

  @Test("uninvite NAME takes back their addresses and keys: their page is refused from then on")
  func uninvite() throws {
    let served = try ServedTrip([], stateFolder: GuestPowersTests.state)
    defer { _ = served.stop() }
    let ana = try #require(
      try served.enter(token: GuestPowersTests.token(of: served.invite(named: "Ana"))).key)
    let waiting = GuestPowersTests.token(of: served.invite(named: "Ana"))
    #expect(try served.request("/api/trip", key: ana).status == 200)
    #expect(served.type("uninvite Ana") == WebText()(.uninvited, ["person": "Ana"]))
    #expect(try served.request("/api/trip", key: ana).status == 403)
    #expect(try served.enter(token: waiting).status == 403)
    #expect(served.type("uninvite Ana") == WebText()(.uninviteUnknown, ["person": "Ana"]))
    // Said as it starts, with the terminal's own name: read whole.
    #expect(served.typeAll("uninvite Host") == [WebText()(.uninviteSelf, ["person": "Host"])])
    #expect(served.type("uninvite") == WebText()(.uninviteUsage))
  }

  @Test("A host with its root's dot is said once, with one full stop")
  func hostWithDot() throws {
    let refused = try Executable.run(
      ["serve", "--host", "no-such-host.invalid.", "--port", "0"],
      stateFolder: GuestPowersTests.state)
    #expect(refused.status == 1)
    #expect(!refused.output.contains(".."), "\(refused.output)")
  }
}
