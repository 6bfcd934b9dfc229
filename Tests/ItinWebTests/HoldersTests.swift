import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@testable import ItinWeb

/// What a page may do comes from its key: a question is answered where it
/// was asked, a grab is dropped by its holder, a tab's name is never a
/// person's, and what one key holds is bounded.
@Suite("serve: a page's powers are its key's, in the process")
struct HoldersTests {
  static func perform(
    _ host: TripHost, _ json: String, from page: String?, by person: String? = nil
  ) async throws -> WebAnswer? {
    try await TripHostTests.perform(host, json, from: page, by: person)
  }

  @Test("Another page's drop or cancel of a grab is refused, naming its holder; the grab goes on")
  func grabIsItsHolders() async throws {
    let host = try TripHostTests.host()
    _ = try await HoldersTests.perform(
      host, #"{"act":"grab","id":"lunch"}"#, from: "1/a", by: "Ana")
    _ = try await HoldersTests.perform(
      host, #"{"act":"move","id":"lunch","move":"down"}"#, from: "1/a", by: "Ana")
    let refusal = SessionText()(
      .grabNotYours, ["person": "Ana", "title": "Lunch at Lou Malnati's"])
    for act in ["drop", "cancel"] {
      let answer = try #require(
        try await HoldersTests.perform(host, #"{"act":"\#(act)"}"#, from: "2/b", by: "Bo"))
      #expect(answer.said == [refusal])
      #expect(answer.assertive)
      #expect(await host.session.editor.grab != nil)
    }
    // At serve's terminal too.
    #expect(await host.handle("drop", by: "Sam", in: .english).lines == [refusal])
    #expect(await host.session.editor.grab != nil)
    // Her own drop: her step, and her undo takes it back.
    _ = try await HoldersTests.perform(host, #"{"act":"drop"}"#, from: "1/a", by: "Ana")
    let steps = await host.session.editor.history.undoSteps
    #expect(steps.count == 1 && steps.last?.author == "Ana")
    #expect(await host.session.trip.position(of: "lunch") == Position(day: 1, rank: 2))
  }

  @Test("A grab asked without a tab's name is still its key's: another's change ends it")
  func unnamedGrabHasAnOwner() async throws {
    let host = try TripHostTests.host()
    _ = try await HoldersTests.perform(host, #"{"act":"grab","id":"lunch"}"#, from: nil, by: "Ana")
    #expect(await host.session.editor.grab != nil)
    let added = try #require(
      try await HoldersTests.perform(
        host, #"{"act":"new","text":"Boat tour","day":2}"#, from: "2/b", by: "Bo"))
    #expect(added.said.first?.hasPrefix("Added Boat tour") == true, "\(added.said)")
    #expect(await host.session.editor.grab == nil)
  }

  @Test("A tab's name is a tab of its key's: no page is serve's terminal, whatever it sends")
  func tabNames() {
    let ana = PageKeys.Holder(number: 3, person: "Ana")
    #expect(WebServer.page(of: ana, tab: "terminal") == "3/terminal")
    #expect(WebServer.page(of: ana, tab: "terminal") != TripHost.terminalPage)
    #expect(WebServer.page(of: ana, tab: nil) == "3/")
    #expect(WebServer.page(of: nil, tab: "x") == "0/x")
    #expect(
      WebServer.page(of: ana, tab: "a/b c\u{0}é" + String(repeating: "z", count: 100)).count == 34)
    #expect(TripHost.holder(of: "3/terminal") == "3")
    #expect(TripHost.holder(of: TripHost.terminalPage) == "terminal")
  }

  /// A host on a trip file whose question about a file changed on disk
  /// `page` (by `person`) has just been asked.
  static func asked(from page: String, by person: String) async throws -> (TripHost, String) {
    let path = Sample.file(in: "web-holders", named: "asked.json")
    var session = Session(
      document: try TripDocument(bytes: Array(SampleTrip.json.utf8)), path: path,
      isInteractive: false)
    session.asksQuestions = true
    let host = TripHost(session: session)
    _ = try await HoldersTests.perform(host, RequestCheckTests.move, from: page, by: person)
    let theirs = SampleTrip.json.replacingOccurrences(of: "Brewery tour", with: "Brewery visit")
    try theirs.write(toFile: path, atomically: true, encoding: .utf8)
    if page == TripHost.terminalPage {
      _ = await host.handle("save", by: person, in: .english)
    } else {
      _ = try await HoldersTests.perform(host, #"{"act":"save"}"#, from: page, by: person)
    }
    #expect(await host.session.isAsking)
    return (host, path)
  }

  @Test("A page's question is answered on that key's pages alone; the others wait, and read")
  func pagesQuestion() async throws {
    let (host, path) = try await HoldersTests.asked(from: "1/a", by: "Ana")
    let theirs = try String(contentsOfFile: path, encoding: .utf8)
    // Bo's yes is refused, and so is his change; nothing is written.
    let yes = try #require(
      try await HoldersTests.perform(host, #"{"act":"answer","yes":true}"#, from: "2/b", by: "Bo"))
    #expect(yes.said == [SessionText()(.questionNotYours, ["person": "Ana"])])
    let move = try #require(
      try await HoldersTests.perform(host, RequestCheckTests.move, from: "2/b", by: "Bo"))
    #expect(move.said == [SessionText()(.waitForAnswer, ["person": "Ana"])])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == theirs)
    // The question shows on Ana's pages, a reload's too, and not on Bo's.
    #expect(await host.trip(in: .english, for: "Bo", page: "2/b").status.question == nil)
    #expect(await host.trip(in: .english, for: "Ana", page: "1/reloaded").status.question != nil)
    // The terminal reads meanwhile, and its yes is refused.
    #expect(
      await host.handle("where", by: "Sam", in: .english).lines.first?.hasPrefix("Lunch") == true)
    #expect(
      await host.handle("yes", by: "Sam", in: .english).lines
        == [SessionText()(.questionNotYours, ["person": "Ana"])])
    #expect(
      await host.handle("down", by: "Sam", in: .english).lines
        == [SessionText()(.waitForAnswer, ["person": "Ana"])])
    #expect(await host.session.isAsking)
    // Ana answers.
    _ = try await HoldersTests.perform(
      host, #"{"act":"answer","yes":false}"#, from: "1/reloaded", by: "Ana")
    #expect(await !host.session.isAsking)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == theirs)
  }

  @Test("The terminal's question is answered at the terminal alone")
  func terminalsQuestion() async throws {
    let (host, path) = try await HoldersTests.asked(from: TripHost.terminalPage, by: "Sam")
    let theirs = try String(contentsOfFile: path, encoding: .utf8)
    let yes = try #require(
      try await HoldersTests.perform(host, #"{"act":"answer","yes":true}"#, from: "2/b", by: "Bo"))
    #expect(yes.said == [SessionText()(.questionNotYours, ["person": "Sam"])])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == theirs)
    #expect(await host.trip(in: .english, for: "Bo", page: "2/b").status.question == nil)
    _ = await host.handle("no", by: "Sam", in: .english)
    #expect(await !host.session.isAsking)
  }

  @Test("A key's drags are bounded: a further tab's drag ends its oldest")
  func dragsBounded() async throws {
    let host = try TripHostTests.host()
    for tab in 0..<50 {
      _ = try await HoldersTests.perform(
        host, #"{"act":"drag-start","id":"lunch"}"#, from: "1/t\(tab)", by: "Ana")
    }
    _ = try await HoldersTests.perform(
      host, #"{"act":"drag-start","id":"lunch"}"#, from: "2/b", by: "Bo")
    let drags = await host.drags
    #expect(drags.keys.filter { $0.hasPrefix("1/") }.count == TripHost.dragsPerKey)
    // The newest are kept, and another key's is untouched.
    #expect(drags["1/t49"] != nil && drags["1/t0"] == nil && drags["2/b"] != nil)
  }

  @Test("A key's event streams are bounded: a further one ends its oldest")
  func streamsBounded() async throws {
    let host = try TripHostTests.host()
    var streams: [AsyncStream<[UInt8]>] = []
    for tab in 0..<20 {
      streams.append(await host.listen(page: "1/t\(tab)", person: "Ana", in: .english))
    }
    streams.append(await host.listen(page: "2/b", person: "Bo", in: .english))
    #expect(await host.listenerCount == TripHost.streamsPerKey + 1)
    // The oldest stream has ended: read to its end, it does not wait.
    var iterator = streams[0].makeAsyncIterator()
    var events = 0
    while await iterator.next() != nil { events += 1 }
    #expect(events <= 1)
  }

  @Test("A page that reads none of its events is let go once too far behind, not kept in memory")
  func unreadStreamLetGo() async throws {
    let host = try TripHostTests.host()
    let stream = await host.listen(page: "1/a", person: "Ana", in: .english)
    for turn in 0..<(TripHost.eventsKept + 8) {
      _ = try await HoldersTests.perform(
        host, #"{"act":"move","id":"lunch","move":"\#(turn % 2 == 0 ? "down" : "up")"}"#,
        from: "2/b", by: "Bo")
    }
    #expect(await host.listenerCount == 0)
    var kept = 0
    for await _ in stream { kept += 1 }
    #expect(kept <= TripHost.eventsKept)
  }

  @Test(
    "Keys taken back: their streams end, their grab drops where it stands, their question goes to the terminal"
  )
  func takenBack() async throws {
    let host = try TripHostTests.host()
    let stream = await host.listen(page: "4/a", person: "Ana", in: .english)
    let bo = await host.listen(page: "5/b", person: "Bo", in: .english)
    _ = try await HoldersTests.perform(
      host, #"{"act":"grab","id":"lunch"}"#, from: "4/a", by: "Ana")
    _ = try await HoldersTests.perform(
      host, #"{"act":"move","id":"lunch","move":"down"}"#, from: "4/a", by: "Ana")
    let said = await host.takeBack(keys: [4], terminalPerson: "Sam", in: .english)
    #expect(said == ["Dropped Lunch at Lou Malnati's at position 2 of day 1."])
    #expect(await host.session.editor.grab == nil)
    #expect(await host.session.editor.history.undoSteps.last?.author == "Ana")
    let pages = await host.listeners.values.map(\.page)
    #expect(pages == ["5/b"])
    for await _ in stream {}
    _ = bo
  }

  @Test("Keys belong to their address: the network's opens nothing on loopback, and back")
  func scopedKeys() throws {
    let keys = PageKeys()
    let network = keys.invite(for: "Ana", at: .network)
    #expect(keys.trade(network.text, at: .loopback) == nil)
    let key = try #require(keys.trade(network.text, at: .network))
    #expect(keys.person(of: key.text, at: .network) == "Ana")
    #expect(keys.person(of: key.text, at: .loopback) == nil)
    let local = try #require(keys.trade(keys.invite(for: "Bo").text))
    #expect(keys.holder(of: local.text)?.number != keys.holder(of: key.text, at: .network)?.number)
    #expect(keys.takeBack(from: "Ana").count == 1)
    #expect(!keys.opens(key.text, at: .network) && keys.opens(local.text))
    #expect(!keys.knows("Ana") && keys.knows("Bo"))
  }

  @Test("A name is bounded in bytes as in characters: one letter of many marks is cut short")
  func nameBytes() throws {
    let marks = "Z" + String(repeating: "\u{301}", count: 200_000)
    let name = try #require(WebServer.personName(typed: marks))
    #expect(name.utf8.count <= WebServer.longestNameBytes)
    #expect(name.unicodeScalars.first == "Z")
    #expect(WebServer.personName(typed: "  Ana\tMaría \n") == "Ana María")
  }

  @Test("A guest's number is one nobody has: invite Guest 3, then invite, gives Guest 4")
  func guestNumbers() throws {
    let session = Session(
      document: try TripDocument(bytes: Array(SampleTrip.json.utf8)), path: nil)
    let server = WebServer(session: session, person: "Sam")
    server.served.set(host: "127.0.0.1", port: 9)
    _ = server.invite(for: "Guest 2")
    _ = server.invite(for: "Guest 3")
    _ = server.invite()
    #expect(server.keys.knows("Guest 4"))
  }
}
