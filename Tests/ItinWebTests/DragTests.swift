import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// The pointer drag, for real in headless Chromium:
/// the lift, the insertion line, the red tint and the refusal over a place
/// the library refuses, the spring back, a drop that lands as one undo
/// step, an idea dragged from the panel, the edge scroll, and no motion
/// when reduced motion is asked for.
@Suite("The web page's pointer drag, in headless Chromium", .serialized)
struct DragTests {
  /// A copy of a fixture in a folder of the test's own.
  static func copy(_ json: String, named name: String) throws -> String {
    let path = Scratch.folder("web-drag") + "/" + name
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static func fixture(_ name: String) throws -> String {
    try String(
      contentsOf: Browser.package.appendingPathComponent("Transcripts/fixtures/" + name),
      encoding: .utf8)
  }

  @Test(
    "An item dragged over a refused place is tinted with the refusal and springs back; a valid drop lands as one undo step"
  )
  func dragItems() throws {
    let path = try DragTests.copy(SampleTrip.json, named: "drag-items.json")
    let before = try String(contentsOfFile: path, encoding: .utf8)
    let trip = try SampleTrip.document().trip
    let editor = Editor(trip: trip)
    // What the library says of each target, and of the drops.
    let drive = ItemID("to-milwaukee")
    var refusedDrag = DragSpeech(dragging: [drive], in: editor)
    let refusal = try #require(
      refusedDrag.hover(over: .toPosition(Position(day: 4, rank: 1)), in: editor)?.text)
    let back = refusedDrag.cancel(in: editor).text
    var validDrag = DragSpeech(dragging: [ItemID("lunch")], in: editor)
    let over = try #require(
      validDrag.hover(over: .toPosition(Position(day: 1, rank: 3)), in: editor)?.text)
    var expected = Session(document: try SampleTrip.document(), path: nil)
    let landed =
      expected.handle("focus Lunch at Lou Malnati's").lines.isEmpty
      ? "" : expected.handle("move to day 1 position 3").lines[0]
    let undone = expected.handle("undo").lines[0]
    let nothing = expected.handle("undo").lines[0]

    let served = try ServedTrip([path], stateFolder: Scratch.folder("web-drag-state"))
    defer { _ = served.stop() }
    let lifted = "getComputedStyle(document.querySelector('.lifted')).transform"
    let run = try Browser.run(
      served.address,
      steps: [
        .observe("start"),
        .mouse("down", to: "[data-id='to-milwaukee'] .title"),
        .mouse("move", to: "[data-id='brewery'] .title", at: "top"),
        .mouse("move", to: "[data-id='museum'] .title", at: "top"),
        .eval(lifted),
        .observe("refused-over"),
        .mouse("up", to: "[data-id='museum'] .title", at: "top"),
        .observe("sprung-back"),
        .mouse("down", to: "[data-id='lunch'] .title"),
        .mouse("move", to: "[data-id='cubs'] .title", at: "bottom"),
        .mouse("move", to: "[data-id='wrigleyville'] .title", at: "bottom"),
        .observe("valid-over"),
        .mouse("up", to: "[data-id='wrigleyville'] .title", at: "bottom"),
        .observe("dropped"),
        .key("z", ["Control"]), .observe("undone"),
        .key("z", ["Control"]), .observe("nothing-more"),
        // A game, fixed: red where it is, with why, never lifted.
        .mouse("down", to: "[data-id='cubs'] .title"),
        .mouse("move", to: "[data-id='cubs'] .title", at: "bottom"),
        .observe("fixed-lifted"),
        .mouse("up", to: "[data-id='cubs'] .title", at: "bottom"),
        .observe("fixed-back"),
      ], shots: "drag-items")
    for observation in run.observations {
      #expect(observation.axe == [], "\(observation.name)")
    }
    let start = try run.look("start").ids
    // The lift: scale 1.025 and a shadow.
    let transform = try #require(run.values.first as? String)
    #expect(transform.hasPrefix("matrix(1.025, 0, 0, 1.025,"), "\(transform)")
    // Over a place the library refuses: tinted red, the refusal shown and
    // said, and no insertion line, for it would not land there.
    let refused = try run.look("refused-over")
    #expect(refused.lifted == ["to-milwaukee"])
    #expect(refused.invalid == ["to-milwaukee"])
    #expect(!refused.insertion)
    #expect(refused.note == refusal)
    #expect(refused.said == refusal || refused.saidNow == refusal)
    // Dropped there: back where it was, nothing changed, and said so.
    let sprung = try run.look("sprung-back")
    #expect(sprung.ids == start)
    #expect(sprung.lifted.isEmpty && sprung.invalid.isEmpty && !sprung.insertion)
    #expect(sprung.said == back)
    // Over a place it may go: the insertion line, no tint, the target said.
    let valid = try run.look("valid-over")
    #expect(valid.insertion && valid.invalid.isEmpty && valid.note.isEmpty)
    #expect(valid.said == over)
    // Dropped: it lands, as the REPL's move would, and is one undo step.
    let dropped = try run.look("dropped")
    #expect(dropped.said == landed)
    #expect(dropped.rows.filter { $0.day == 1 }.map(\.id) == ["cubs", "wrigleyville", "lunch"])
    #expect(try run.look("undone").said == undone)
    #expect(try run.look("undone").ids == start)
    #expect(
      try run.look("nothing-more").saidNow == nothing || run.look("nothing-more").said == nothing)
    let fixed = try run.look("fixed-lifted")
    #expect(fixed.invalid == ["cubs"])
    // Red where it is, and not lifted: a fixed item never looks picked up.
    #expect(fixed.lifted.isEmpty)
    // What the library says of picking it up, or of any place on its day.
    let cubs = ItemID("cubs")
    let said =
      [DragSpeech(dragging: [cubs], in: editor).pickUp.text]
      + (1...3).compactMap { rank in
        var speech = DragSpeech(dragging: [cubs], in: editor)
        return speech.hover(over: .toPosition(Position(day: 1, rank: rank)), in: editor)?.text
      }
    #expect(said.contains(fixed.note), "\(fixed.note)")
    #expect(try run.look("fixed-back").ids == start)
    // The file is saved only by Save: the drags changed nothing on disk.
    #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
  }

  @Test("An idea dragged from the panel lands at its day and position; a refused one stays an idea")
  func dragIdeas() throws {
    let json = try DragTests.fixture("ideas-trip.json")
    let path = try DragTests.copy(json, named: "drag-ideas.json")
    let trip = try TripDocument(bytes: Array(json.utf8)).trip
    var editor = Editor(trip: trip)
    let renderer = AnnouncementRenderer()
    let drive = try #require(trip.idea(ItemID("drive")))
    guard
      case .changesNothing(let refusal) = editor.preview(
        .add(drive, .position(Position(day: 3, rank: 2))))
    else {
      Issue.record("The drive should be refused on day 3")
      return
    }
    let pier = try #require(trip.idea(ItemID("pier")))
    let added = renderer.text(for: editor.perform(.add(pier, .position(Position(day: 2, rank: 1)))))

    let served = try ServedTrip([path], stateFolder: Scratch.folder("web-drag-state"))
    defer { _ = served.stop() }
    let run = try Browser.run(
      served.address,
      steps: [
        .observe("start"),
        .mouse("down", to: "#ideas [data-idea='pier'] .line"),
        .mouse("move", to: "[data-id='lunch'] .title", at: "bottom"),
        .mouse("move", to: "[data-id='dinner'] .title", at: "top"),
        .observe("idea-over"),
        .mouse("up", to: "[data-id='dinner'] .title", at: "top"),
        .observe("idea-dropped"),
        .mouse("down", to: "#ideas [data-idea='drive'] .line"),
        .mouse("move", to: "[data-id='dinner'] .title", at: "bottom"),
        .mouse("move", to: "[data-id='twins'] .title", at: "bottom"),
        .observe("idea-refused"),
        .mouse("up", to: "[data-id='twins'] .title", at: "bottom"),
        .observe("idea-back"),
      ], shots: "drag-ideas")
    for observation in run.observations {
      #expect(observation.axe == [], "\(observation.name)")
    }
    let over = try run.look("idea-over")
    #expect(over.insertion && over.note.isEmpty)
    let dropped = try run.look("idea-dropped")
    #expect(dropped.said == added)
    #expect(dropped.rows.filter { $0.day == 2 }.map(\.id) == ["pier", "dinner", "brewers"])
    #expect(!dropped.ideas.contains("pier"))
    let refused = try run.look("idea-refused")
    #expect(refused.note == renderer.text(for: refusal))
    #expect(!refused.insertion)
    let back = try run.look("idea-back")
    #expect(back.ideas.contains("drive"))
    #expect(back.rows.map(\.id) == dropped.rows.map(\.id))
  }

  @Test(
    "The list scrolls near the window's edge during a drag; reduced motion turns the animations off"
  )
  func edgesAndMotion() throws {
    // Forty days of two items: taller than the window.
    var days: [String] = []
    var items: [String] = []
    for day in 1...40 {
      days.append(#"{ "label": "Day \#(day)" }"#)
      for index in 1...2 {
        items.append(
          #"{ "id": "item-\#(day)-\#(index)", "kind": "custom", "title": "Stop \#(index) of day \#(day)", "day": \#(day), "sortOrder": \#(index) }"#
        )
      }
    }
    let json =
      #"{ "format": 1, "title": "Long trip", "days": [\#(days.joined(separator: ", "))], "items": [\#(items.joined(separator: ", "))] }"#
    let path = try DragTests.copy(json, named: "drag-long.json")
    let served = try ServedTrip([path], stateFolder: Scratch.folder("web-drag-state"))
    defer { _ = served.stop() }
    let transition = "getComputedStyle(document.querySelector('[role=row]')).transitionDuration"
    let scrolled = "new Promise(done => setTimeout(() => done(window.scrollY), 600))"
    let steps: [Browser.Step] = [
      .eval(transition),
      .mouse("down", to: "[data-id='item-1-1'] .title"),
      .mouse("move", to: "[data-id='item-2-1'] .title"),
      .pointer("move", x: 300, y: 1795),
      .eval(scrolled),
      .observe("near-edge"),
      .pointer("up", x: 300, y: 1795),
    ]
    let moving = try Browser.run(served.address, steps: steps, shots: "drag-edge")
    #expect(moving.values.first as? String == "0.15s, 0.15s")
    #expect((moving.values.last as? Double ?? 0) > 0, "the window did not scroll")
    // The first address opened its page: a second browser needs its own.
    let still = try Browser.run(
      served.invite(), steps: [.eval(transition)], shots: "drag-reduced", reducedMotion: true)
    #expect(still.values.first as? String == "0s")
  }
}

extension DragTests {
  @Test(
    "On a phone, a swipe that starts on a row scrolls the trip; a row is dragged by its handle"
  )
  func touchScrollsAndHandleDrags() throws {
    let path = try DragTests.copy(SampleTrip.json, named: "drag-touch.json")
    let served = try ServedTrip([path], stateFolder: Scratch.folder("web-drag-state"))
    defer { _ = served.stop() }
    let scrolled = "window.scrollY"
    let run = try Browser.run(
      served.address,
      steps: [
        .eval("window.scrollY"), .observe("start"),
        // A finger up the page from Lunch's words: the page scrolls on.
        .swipe("[data-id='lunch'] .line", dy: -200), .eval(scrolled), .observe("swiped"),
        // From Lunch's handle down past the game: it is dragged there.
        .eval("window.scrollTo(0, 0), 0"),
        .swipeTo("[data-id='lunch'] .grip", to: "[data-id='cubs']"), .observe("dragged"),
      ], shots: "drag-touch", phone: true)
    let start = try #require(run.values.first as? Double)
    let after = try #require(run.values[1] as? Double)
    #expect(after > start + 100, "the page did not scroll: \(start) to \(after)")
    #expect(try run.look("swiped").ids == run.look("start").ids)
    #expect(try run.look("swiped").said.isEmpty)
    let dragged = try run.look("dragged")
    #expect(dragged.ids != (try run.look("start").ids), "the handle did not drag")
    #expect(dragged.ids.prefix(2) == ["cubs", "lunch"])
    #expect(dragged.said == "Lunch at Lou Malnati's moved to position 2 of day 1.")
  }
}

extension DragTests {
  @Test("At a phone's width, as at 200% zoom, the Move menu stays inside the window")
  func menuFitsTheWindow() throws {
    let path = try DragTests.copy(SampleTrip.json, named: "menu-narrow.json")
    let served = try ServedTrip([path], stateFolder: Scratch.folder("web-drag-state"))
    defer { _ = served.stop() }
    let inside = """
      (() => { const box = document.getElementById('menu').getBoundingClientRect();
        return !document.getElementById('menu').hidden && box.left >= 0 && box.top >= 0 &&
          box.right <= window.innerWidth && box.bottom <= window.innerHeight; })()
      """
    // The last item of the trip: its menu has least room below it.
    let run = try Browser.run(
      served.address,
      steps: [
        .eval(
          "(() => { const rows = document.querySelectorAll('#days [role=row].item'); const last = rows[rows.length - 1]; last.scrollIntoView({ block: 'end' }); last.querySelector('button.move').click(); return 0; })()"
        ),
        .observe("menu"), .eval(inside),
      ], shots: "menu-narrow", phone: true)
    #expect(run["menu"]?.focusedRole == "menuitem")
    #expect(run.values.last as? Bool == true, "the menu runs off the window")
  }
}
