import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@testable import ItinWeb

/// What the server does with a page's requests, in the process, without a
/// socket or a browser: every number checked, no stale menu, and a grab
/// that belongs to its page.
@Suite("serve: the page's requests, in the process")
struct TripHostTests {
  /// The sample trip with one idea, behind a host.
  static func host() throws -> TripHost {
    let json = SampleTrip.json.replacingOccurrences(
      of: #""items": ["#,
      with:
        #""ideas": [{"id": "i1", "kind": "custom", "title": "Architecture cruise"}], "items": ["#)
    let document = try TripDocument(bytes: Array(json.utf8))
    return TripHost(session: Session(document: document, path: nil))
  }

  static func request(_ json: String) throws -> WebRequest {
    try JSONDecoder().decode(WebRequest.self, from: Data(json.utf8))
  }

  static func perform(
    _ host: TripHost, _ json: String, from page: String? = nil, by person: String? = nil
  ) async throws
    -> WebAnswer?
  {
    await host.perform(try request(json), from: page, by: person, in: .english)
  }

  @Test(
    "A drag to a huge position, of an item or an idea, is refused or kept to the day; the server goes on",
    arguments: [
      #"{"act":"drag-start","id":"lunch"}"#, #"{"act":"drag-start","idea":"i1"}"#,
    ])
  func hugePositions(start: String) async throws {
    let host = try TripHostTests.host()
    #expect(try await TripHostTests.perform(host, start) != nil)
    // Past what a request may carry: refused as a request the server does
    // not know, before any arithmetic.
    for position in [Int.max, Int.min, WebRequest.largestNumber + 1] {
      for act in ["drag-over", "drag-drop", "move", "add-idea"] {
        let asked = #"{"act":"\#(act)","id":"lunch","move":"day","day":2,"position":\#(position)}"#
        #expect(try await TripHostTests.perform(host, asked) == nil, "\(act) \(position)")
      }
    }
    #expect(
      try await TripHostTests.perform(
        host, #"{"act":"drag-over","day":-9223372036854775808,"position":1}"#)
        == nil)
    // Within bounds but past the day's end: the gap after its last item.
    let over = try #require(
      try await TripHostTests.perform(host, #"{"act":"drag-over","day":2,"position":999999}"#))
    #expect(over.allowed == true)
    let dropped = try #require(
      try await TripHostTests.perform(host, #"{"act":"drag-drop","day":2,"position":999999}"#))
    #expect(dropped.allowed == true)
    let trip = await host.session.trip
    let moved = start.contains("idea") ? ItemID("i1") : ItemID("lunch")
    #expect(trip.position(of: moved) == Position(day: 2, rank: trip.itemCount(onDay: 2)))
  }

  @Test("An entry of a menu made before the trip changed is refused, as the REPL refuses it")
  func staleMenu() async throws {
    let host = try TripHostTests.host()
    let menu = try #require(await host.menu(for: "lunch", in: .english))
    #expect(menu.groups.flatMap(\.entries).contains { $0.id == "move-down" })
    let bottom = try await TripHostTests.perform(
      host, #"{"act":"move","id":"lunch","move":"bottom"}"#)
    #expect(bottom?.said == ["Lunch at Lou Malnati's moved to position 3 of day 1."])
    let stale = try #require(
      try await TripHostTests.perform(
        host,
        #"{"act":"action","id":"lunch","action":"move-down","menuRevision":"\#(menu.revision)"}"#))
    let renderer = AnnouncementRenderer()
    let expected = renderer.spoken(
      for: .staleAction(ItemReference(id: "lunch", title: "Lunch at Lou Malnati's"))
    ).text
    #expect(stale.said == [expected])
    #expect(await host.session.trip.position(of: "lunch") == Position(day: 1, rank: 3))
    // Without the menu's revision, an entry is no request.
    #expect(
      try await TripHostTests.perform(
        host, #"{"act":"action","id":"lunch","action":"move-down"}"#) == nil)
    // A menu made now serves.
    let fresh = try #require(await host.menu(for: "lunch", in: .english))
    let done = try await TripHostTests.perform(
      host,
      #"{"act":"action","id":"lunch","action":"move-down","menuRevision":"\#(fresh.revision)"}"#)
    #expect(done?.said == ["Lunch at Lou Malnati's moved to position 1 of day 2."])
  }

  @Test(
    "A move names its item: another page's move never moves the grabbed one, and ends the grab keeping its moves, told to its holder alone"
  )
  func grabBelongsToItsPage() async throws {
    let host = try TripHostTests.host()
    _ = try await TripHostTests.perform(host, #"{"act":"grab","id":"lunch"}"#, from: "a")
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"lunch","move":"down"}"#, from: "a")
    #expect(await host.session.trip.position(of: "lunch") == Position(day: 1, rank: 2))
    let other = try #require(
      try await TripHostTests.perform(
        host, #"{"act":"move","id":"wrigleyville","move":"up"}"#, from: "b"))
    #expect(other.said == ["Drinks in Wrigleyville moved to position 2 of day 1."])
    let trip = await host.session.trip
    #expect(trip.position(of: "lunch") == Position(day: 1, rank: 3))
    #expect(trip.position(of: "wrigleyville") == Position(day: 1, rank: 2))
    #expect(await host.session.editor.grab == nil)
    #expect(await host.session.editor.history.undoSteps.count == 2)
  }

  @Test("A page's Undo and Redo are its person's: another's step is never offered there")
  func ownButtons() async throws {
    let host = try TripHostTests.host()
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"lunch","move":"down"}"#, from: "a", by: "Sam")
    var ana = await host.trip(in: .english, for: "Ana").status
    #expect(!ana.canUndo && ana.undoLabel == nil)
    let sam = await host.trip(in: .english, for: "Sam").status
    #expect(sam.canUndo && sam.undoLabel?.hasPrefix("move of Lunch") == true)
    let moved = try #require(
      try await TripHostTests.perform(
        host, #"{"act":"move","id":"falls","move":"up"}"#, from: "b", by: "Ana"))
    #expect(moved.status.undoLabel?.hasPrefix("move of Walk at Minnehaha Falls") == true)
    _ = try await TripHostTests.perform(host, #"{"act":"undo"}"#, from: "b", by: "Ana")
    ana = await host.trip(in: .english, for: "Ana").status
    #expect(!ana.canUndo && ana.canRedo)
    #expect(await host.trip(in: .english, for: "Sam").status.canRedo == false)
  }

  @Test("A page going away drops its own grab, keeping its moves, and leaves another page's alone")
  func leaving() async throws {
    let host = try TripHostTests.host()
    _ = try await TripHostTests.perform(host, #"{"act":"grab","id":"lunch"}"#, from: "a")
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"lunch","move":"down"}"#, from: "a")
    // Another page going away: the grab stays.
    _ = try await TripHostTests.perform(host, #"{"act":"leave"}"#, from: "b")
    #expect(await host.session.editor.grab != nil)
    let left = try #require(try await TripHostTests.perform(host, #"{"act":"leave"}"#, from: "a"))
    #expect(left.said == ["Dropped Lunch at Lou Malnati's at position 2 of day 1."])
    #expect(left.status.grabbed.isEmpty)
    #expect(await host.session.editor.grab == nil)
    #expect(await host.session.editor.history.undoSteps.count == 1)
    #expect(await host.session.trip.position(of: "lunch") == Position(day: 1, rank: 2))
    // A drag ends with its page too.
    _ = try await TripHostTests.perform(host, #"{"act":"drag-start","id":"lunch"}"#, from: "a")
    #expect(await host.draggedItems == ["lunch"])
    _ = try await TripHostTests.perform(host, #"{"act":"leave"}"#, from: "a")
    #expect(await host.draggedItems.isEmpty)
  }

  @Test(
    "Stopping drops a grab under way, so that its moves are kept; its lines are in the server's language"
  )
  func stopping() async throws {
    let french = try #require(Catalog.shipped(language: "fr"))
    var said: [[String]] = []
    for language in [french, Catalog.english] {
      let host = try TripHostTests.host()
      _ = await host.perform(
        try TripHostTests.request(#"{"act":"grab","id":"lunch"}"#), in: language)
      _ = await host.perform(
        try TripHostTests.request(#"{"act":"move","id":"lunch","move":"down"}"#), in: language)
      said.append(await host.stop(in: .english))
    }
    #expect(!said[1].isEmpty)
    #expect(said[0] == said[1])
    let host = try TripHostTests.host()
    _ = try await TripHostTests.perform(host, #"{"act":"grab","id":"lunch"}"#)
    _ = try await TripHostTests.perform(host, #"{"act":"move","id":"lunch","move":"down"}"#)
    _ = await host.stop(in: .english)
    #expect(await host.session.editor.history.undoSteps.count == 1)
    #expect(await host.session.trip.position(of: "lunch") == Position(day: 1, rank: 2))
  }

  @Test("The summary under the heading says the trip's size, not its title again, when it changes")
  func summaryWithoutTitle() async throws {
    let host = try TripHostTests.host()
    let trip = await host.trip(in: .english)
    #expect(trip.title == "Midwest ballpark road trip")
    #expect(trip.summary == "5 days, 15 items, 1 idea.")
    // Sent when the size changes, not with every answer: the page has it.
    let moved = try await TripHostTests.perform(host, #"{"act":"move","id":"lunch","move":"down"}"#)
    #expect(moved != nil && moved?.summary == nil)
    let added = try await TripHostTests.perform(host, #"{"act":"new","text":"Picnic","day":1}"#)
    #expect(added?.summary == "5 days, 16 items, 1 idea.")
  }

  @Test("A drag over a place the library refuses says the refusal at once, in the assertive region")
  func dragRefusalIsAssertive() async throws {
    let host = try TripHostTests.host()
    _ = try await TripHostTests.perform(host, #"{"act":"drag-start","id":"to-milwaukee"}"#)
    let refused = try #require(
      try await TripHostTests.perform(host, #"{"act":"drag-over","day":4,"position":0}"#))
    #expect(refused.allowed == false)
    #expect(refused.assertive)
    #expect(refused.said.first?.hasPrefix("Can't drop here.") == true)
    let allowed = try #require(
      try await TripHostTests.perform(host, #"{"act":"drag-over","day":2,"position":2}"#))
    #expect(allowed.allowed == true)
    #expect(!allowed.assertive)
  }

  @Test("A selected item's line says so, as list does: the row says it when the focus arrives")
  func selectedLine() async throws {
    let host = try TripHostTests.host()
    _ = try await TripHostTests.perform(host, #"{"act":"toggle-select","id":"lunch"}"#)
    let lines = await host.trip(in: .english).days[0].items.map(\.line)
    var session = Session(document: try SampleTrip.document(), path: nil)
    _ = session.handle("focus Lunch at Lou Malnati's")
    _ = session.handle("select")
    let listed = session.handle("list day 1").lines
    #expect(lines.first == "1. Lunch at Lou Malnati's, selected.")
    #expect(listed.contains(lines[0]))
  }
}

extension TripHostTests {
  /// The ideas fixture: a travel idea from Chicago (day 1's game) to
  /// Milwaukee (day 2's), and three free ones.
  static func ideasHost() throws -> TripHost {
    let url = Browser.package.appendingPathComponent("Transcripts/fixtures/ideas-trip.json")
    let document = try TripDocument(bytes: Array(try Data(contentsOf: url)))
    return TripHost(session: Session(document: document, path: nil))
  }

  @Test(
    "The positions offered for an idea are those the library adds it at: a travel idea only between its games"
  )
  func ideaPositionsAreTheLibrarys() async throws {
    let host = try TripHostTests.ideasHost()
    let document = try TripDocument(
      bytes: Array(
        try Data(
          contentsOf: Browser.package.appendingPathComponent(
            "Transcripts/fixtures/ideas-trip.json"))))
    for day in 1...3 {
      let count = document.trip.itemCount(onDay: day)
      for id in ["drive", "pier"] {
        let offered = try #require(await host.positions(for: ItemID(id), onDay: day)).positions
        // Each place, done for real on a fresh editor: offered exactly
        // where the add is made there.
        var made: [Int] = []
        for rank in 1...(count + 1) {
          var editor = Editor(trip: document.trip)
          let idea = try #require(editor.trip.idea(ItemID(id)))
          _ = editor.perform(.add(idea, .position(Position(day: day, rank: rank))))
          if editor.trip.position(of: ItemID(id)) == Position(day: day, rank: rank) {
            made.append(rank)
          }
        }
        #expect(offered == made, "\(id) on day \(day)")
        if id == "pier" { #expect(offered == Array(1...(count + 1))) }
      }
    }
    // The drive goes after Chicago's game and before Milwaukee's: never
    // on day 3, never before day 1's game.
    #expect(try #require(await host.positions(for: "drive", onDay: 3)).positions == [])
    #expect(
      try #require(await host.positions(for: "drive", onDay: 1)).positions.contains(1) == false)
  }

  @Test("A drag lifts what the library picks up: not a fixed game, and a custom item yes")
  func dragLiftsWhatTheLibraryPicksUp() async throws {
    let host = try TripHostTests.host()
    let game = try #require(
      try await TripHostTests.perform(host, #"{"act":"drag-start","id":"cubs"}"#))
    #expect(game.allowed == false)
    #expect(game.said.first?.contains("fixed") == true)
    _ = try await TripHostTests.perform(host, #"{"act":"drag-cancel"}"#)
    let lunch = try #require(
      try await TripHostTests.perform(host, #"{"act":"drag-start","id":"lunch"}"#))
    #expect(lunch.allowed == true)
  }
}

extension TripHostTests {
  @Test("A page's act is one of those the server knows, decoded as such; any other is refused")
  func actsAreDecoded() throws {
    #expect(
      try TripHostTests.request(#"{"act":"toggle-select","id":"lunch"}"#).act == .toggleSelect)
    #expect(
      try TripHostTests.request(#"{"act":"drag-drop","day":1,"position":0}"#).act == .dragDrop)
    #expect(throws: DecodingError.self) { try TripHostTests.request(#"{"act":"fly"}"#) }
    #expect(throws: DecodingError.self) { try TripHostTests.request(#"{"act":"Move"}"#) }
  }
}
