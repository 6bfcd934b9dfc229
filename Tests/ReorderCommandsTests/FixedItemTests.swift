import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// A conference week, with no games: day 1 Opening keynote (fixed), Coffee
/// with Ana, Train to Porto (travel after the keynote, before the workshop);
/// day 2 Team dinner; day 3 Accessibility workshop (fixed).
private func conference() throws -> Trip {
  try Trip(
    title: "Conference week", days: [Day(), Day(), Day()],
    items: [
      Item(
        id: "keynote", title: "Opening keynote", kind: .fixed,
        placement: Placement(day: 1, sortOrder: 1)),
      Item(
        id: "coffee", title: "Coffee with Ana", kind: .custom,
        placement: Placement(day: 1, sortOrder: 2)),
      Item(
        id: "train", title: "Train to Porto",
        kind: .travel(Travel(from: "Lisbon", to: "Porto", after: "keynote", before: "workshop")),
        placement: Placement(day: 1, sortOrder: 3)),
      Item(
        id: "dinner", title: "Team dinner", kind: .custom,
        placement: Placement(day: 2, sortOrder: 1)),
      Item(
        id: "workshop", title: "Accessibility workshop", kind: .fixed,
        placement: Placement(day: 3, sortOrder: 1)),
    ])
}

@Suite("A fixed item that is not a game: a game's rules, its own words")
struct FixedItemTests {
  @Test("A fixed item never moves, and is said fixed, not a game")
  func neverMoves() throws {
    var editor = Editor(trip: try conference())
    let before = editor.trip
    #expect(
      said(editor.perform(.down, on: "keynote")) == "Can't move Opening keynote. It is fixed.")
    #expect(
      said(editor.perform(.toDay(2), on: "workshop"))
        == "Can't move Accessibility workshop. It is fixed.")
    #expect(said(editor.grab("keynote")) == "Can't move Opening keynote. It is fixed.")
    #expect(said(editor.select("keynote")) == "Can't select Opening keynote. It is fixed.")
    #expect(said(editor.perform(.remove, on: "keynote")).hasSuffix("It is fixed."))
    #expect(said(editor.focus(on: "keynote")) == "Opening keynote, fixed, position 1 of day 1.")
    #expect(editor.trip == before)
    #expect(editor.history.undoSteps.isEmpty)
    #expect(
      editor.compactMenu(for: "keynote").reasons == ["Can't move Opening keynote. It is fixed."])
    #expect(editor.compactMenu(for: "keynote").actions.isEmpty)
    #expect(editor.perform(.toDay(2), on: ["coffee", "workshop"]) != .noItems)
    #expect(editor.trip == before)
  }

  @Test("Travel is anchored to fixed items, and refused by them")
  func travelAnchoredToFixed() throws {
    var editor = Editor(trip: try conference())
    #expect(
      said(editor.perform(.toTop, on: "train")) == "Train to Porto moved to position 2 of day 1.")
    #expect(
      said(editor.perform(.up, on: "train"))
        == "Can't move Train to Porto up. It must stay after Opening keynote.")
    #expect(
      said(editor.perform(.toPosition(Position(day: 3, rank: 2)), on: "train"))
        == "Can't move Train to Porto to position 2 of day 3.")

    #expect(
      said(editor.perform(.toDay(2), on: "train")) == "Train to Porto moved to position 2 of day 2."
    )
  }

  @Test("No sentence about a trip without games says game, in any language")
  func neverToldOfGames() throws {
    let words = ["en": "game", "es": "partido", "de": "spiel", "fr": "match"]
    for (language, word) in words {
      let renderer = AnnouncementRenderer(
        catalog: try #require(Catalog.shipped(language: language)))
      var editor = Editor(trip: try conference())
      var heard: [String] = []
      for id in ["keynote", "workshop"] as [ItemID] {
        for move in [Move.up, .down, .toTop, .toBottom, .toDay(2)] {
          heard.append(renderer.text(for: editor.perform(move, on: id)))
        }
        heard.append(renderer.text(for: editor.select(id)))
        heard.append(renderer.text(for: editor.perform(.remove, on: id)))
        heard.append(renderer.text(for: editor.focus(on: id)))
        heard += editor.compactMenu(for: id, renderer: renderer).reasons
      }
      heard.append(renderer.text(for: editor.perform(.toDay(3), on: "train")))
      for sentence in heard {
        #expect(!sentence.lowercased().contains(word), "\(language): \(sentence)")
      }
      #expect(Set(heard).count > 3, "\(language)")
    }
  }

  @Test("The file says fixed, keeps it, and --check names a fixed item's problems")
  func fileFormat() throws {
    let json = """
      {
        "format": 1,
        "title": "Conference week",
        "days": [{}, {}],
        "items": [
          { "id": "keynote", "kind": "fixed", "title": "Opening keynote", "day": 1, "sortOrder": 1 },
          { "id": "coffee", "kind": "custom", "title": "Coffee with Ana", "day": 1, "sortOrder": 2 },
          { "id": "train", "kind": "travel", "title": "Train", "from": "A", "to": "B", "after": "keynote", "day": 2, "sortOrder": 1 }
        ]
      }
      """
    let document = try TripDocument(bytes: Array(json.utf8))
    #expect(document.trip.item("keynote")?.kind == .fixed)
    var trip = document.trip
    try trip.move("coffee", to: Position(day: 2, rank: 2))
    let saved = try document.bytes(saving: trip)
    #expect(String(decoding: saved, as: UTF8.self).contains(#""kind": "fixed""#))
    #expect(try TripDocument(bytes: saved).trip == trip)
    // A fixed idea, and travel anchored to a custom item, are problems.
    let broken = json.replacingOccurrences(of: #""after": "keynote""#, with: #""after": "coffee""#)
      .replacingOccurrences(
        of: #""items": ["#,
        with: #""ideas": [{ "id": "flight", "kind": "fixed", "title": "Flight" }], "items": ["#)
    do {
      _ = try TripDocument(bytes: Array(broken.utf8))
      Issue.record("a broken trip was read")
    } catch {
      let sentences = ProblemRenderer().lines(for: error) { $0 }
      #expect(
        sentences.contains { $0.contains("which is not a game or a fixed item") }, "\(sentences)")
      #expect(sentences.contains { $0.contains("A fixed item stays on its day") }, "\(sentences)")
    }
  }
}

@Suite(
  "New items of every kind: fixed, game and travel, anchored where they land")
struct NewItemKindTests {
  @Test("A new fixed item or game stands where it is put, never moves, and undo takes it away")
  func newFixed() throws {
    var editor = Editor(trip: try conference())
    let before = editor.trip
    #expect(
      said(editor.perform(.create(title: "Flight home", .day(3), kind: .fixed)))
        == "Added Flight home, fixed, at position 2 of day 3.")
    #expect(editor.trip.item("flight-home")?.kind == .fixed)
    #expect(said(editor.perform(.up, on: "flight-home")) == "Can't move Flight home. It is fixed.")
    #expect(
      said(
        editor.perform(
          .create(title: "Porto vs Benfica", .position(Position(day: 2, rank: 1)), kind: .game)))
        == "Added Porto vs Benfica, game, fixed, at position 1 of day 2.")
    #expect(
      said(editor.perform(.create(title: "Match", .day(9), kind: .game)))
        == "Can't add Match to day 9. The trip has days 1 to 3.")
    #expect(said(editor.undo()) == "Undid adding Porto vs Benfica.")
    #expect(said(editor.undo()) == "Undid adding Flight home.")
    #expect(editor.trip == before)
    #expect(said(editor.redo()).hasPrefix("Redid adding Flight home."))
  }

  @Test(
    "A new travel leg is anchored to the nearest fixed items around where it lands, and says them")
  func newTravel() throws {
    var editor = Editor(trip: try conference())
    #expect(
      said(
        editor.perform(.create(title: "Bus", .day(2), kind: .travel(from: "Lisbon", to: "Porto"))))
        == "Added Bus, travel from Lisbon to Porto, at position 2 of day 2, between Opening keynote and Accessibility workshop."
    )
    let bus = try #require(editor.trip.item("bus")?.travel)
    #expect(bus.after == "keynote" && bus.before == "workshop")
    // It keeps the rules of its anchors.
    #expect(said(editor.perform(.toDay(3), on: "bus")) == "Bus moved to position 1 of day 3.")
    #expect(
      said(
        editor.perform(.create(title: "Home", .day(3), kind: .travel(from: "Porto", to: "Lisbon"))))
        == "Added Home, travel from Porto to Lisbon, at position 3 of day 3, after Accessibility workshop."
    )
    // A fixed item that travel is anchored to stays, even as a new one taken back.
    #expect(
      said(editor.perform(.create(title: "Tour", .day(1), kind: .fixed))).hasPrefix("Added Tour"))
    #expect(
      said(editor.perform(.create(title: "Walk", .day(1), kind: .travel(from: "A", to: "B"))))
        .contains("between Tour and Accessibility workshop"))
    // The new fixed item is fixed: it is never taken off its day.
    var trip = editor.trip
    #expect(throws: Refusal.itemIsFixed("tour")) { try trip.remove("tour", keepingIdea: false) }
    #expect(trip.item("tour") != nil)
    expectInvariants(editor.trip)
  }
}
