import Foundation
import ItineraryCore
import ReorderCommands
import ReorderCommandsTesting
import Testing
import TripTestSupport

@Suite("Planning the days through the editor: said, undone, kept")
@MainActor
struct DayChangeTests {
  /// A trip of three unlabeled days: a breakfast, a game and a dinner.
  static func plain() throws -> Trip {
    try Trip(
      title: "Plain", days: [Day(), Day(city: "Milwaukee"), Day()],
      items: [
        Item(
          id: "breakfast", title: "Breakfast", kind: .custom,
          placement: Placement(day: 1, sortOrder: 1)),
        Item(
          id: "game", title: "Cubs at Brewers", kind: .game,
          placement: Placement(day: 2, sortOrder: 1)),
        Item(
          id: "dinner", title: "Dinner", kind: .custom, placement: Placement(day: 3, sortOrder: 1)),
        Item(id: "show", title: "Show", kind: .custom, placement: Placement(day: 3, sortOrder: 2)),
      ])
  }

  @Test("Every change of the days says its sentence, and undo and redo name the step")
  func sentences() throws {
    var editor = Editor(trip: try Self.plain())
    let april10 = try #require(TripDate(year: 2027, month: 4, day: 10))
    #expect(editor.say(.changeTrip(.start(april10))) == "Trip starts Saturday, April 10, 2027.")
    #expect(
      editor.say(.changeTrip(.start(april10)))
        == "The trip already starts Saturday, April 10, 2027.")
    #expect(editor.say(.changeTrip(.addDay(.atEnd))) == "Added day 4, Tuesday, April 13.")
    #expect(
      editor.say(.changeTrip(.label("Rest day", day: 4))) == "Day 4 is Tuesday, April 13, Rest day."
    )
    #expect(editor.say(.changeTrip(.label("Rest day", day: 4))) == "Day 4 has that label already.")
    #expect(
      editor.say(.changeTrip(.city("Chicago", day: 4)))
        == "Day 4 is Tuesday, April 13, Rest day, Chicago.")
    #expect(
      editor.say(.changeTrip(.city("Racine", day: 2))) == "Day 2 is Sunday, April 11, Racine.")
    #expect(
      editor.say(.changeTrip(.removeDay(2))) == "Can't remove day 2. It holds Cubs at Brewers.")
    #expect(editor.say(.changeTrip(.removeDay(3))) == "Removed day 3. 2 items are ideas now.")
    #expect(
      editor.say(.changeTrip(.removeDay(9))) == "Can't remove day 9. The trip has days 1 to 3.")
    #expect(
      editor.say(.changeTrip(.addDay(.after(7))))
        == "Can't add a day after day 7. The trip has days 1 to 3.")
    #expect(editor.say(.changeTrip(.label(" ", day: 1))) == "Can't label day 1. The text is empty.")
    #expect(editor.say(.undo) == "Undid removing day 3.")
    #expect(editor.trip.items(onDay: 3).map(\.id) == ["dinner", "show"])
    #expect(editor.focus == "dinner")
    #expect(editor.say(.redo) == "Redid removing day 3.")
    #expect(editor.trip.idea("dinner") != nil)
    #expect(editor.say(.changeTrip(.start(nil))) == "The trip has no start date now.")
    #expect(editor.say(.undo) == "Undid the start date.")
    let labels = editor.history.undoSteps.map { AnnouncementRenderer().label(for: $0) }
    #expect(
      labels == [
        "the start date", "adding day 4", "the label of day 4", "the city of day 4",
        "the city of day 2", "removing day 3",
      ])
    // A grab holds the days as they are.
    _ = editor.focus(on: "breakfast")
    _ = editor.grabFocused()
    #expect(
      editor.say(.changeTrip(.addDay(.atEnd)))
        == "Can't change the days until Breakfast is dropped or cancelled.")
  }

  @Test("A day with no label is said with its date wherever a day is said")
  func datesWhereDaysAreSaid() throws {
    var editor = Editor(trip: try Self.plain())
    _ = editor.perform(.changeTrip(.start(TripDate(year: 2027, month: 4, day: 10))))
    let overview = TripOverview()
    #expect(
      overview.heading(ofDay: 2, in: editor.trip) == "Day 2, Sunday, April 11, Milwaukee. 1 item.")
    _ = editor.focus(on: "dinner")
    _ = editor.perform(.edit(.setTime(ClockTime(hour: 19, minute: 5))))
    let verbose = AnnouncementRenderer(verbosity: .verbose)
    // A move's verbose answer says the time the item has.
    #expect(
      verbose.text(for: editor.perform(.move(.down)))
        == "Dinner moved to position 2 of day 3. At 7 05 pm. Monday, April 12. 2 items in day 3. After Show."
    )
    _ = editor.undo()
    #expect(
      verbose.text(for: editor.whereIsFocus())
        == "Dinner, custom, at 7 05 pm, position 1 of day 3. Monday, April 12. 2 items in day 3. Before Show."
    )
    let german = AnnouncementRenderer(catalog: try #require(Catalog.shipped(language: "de")))
    let spanish = AnnouncementRenderer(catalog: try #require(Catalog.shipped(language: "es")))
    let french = AnnouncementRenderer(catalog: try #require(Catalog.shipped(language: "fr")))
    let date = try #require(TripDate(year: 2027, month: 4, day: 10))
    #expect(german.dateWithYear(date) == "Samstag, 10. April 2027")
    #expect(spanish.dateWithYear(date) == "sábado 10 de abril de 2027")
    #expect(french.dateWithYear(date) == "samedi 10 avril 2027")
  }

  @Test("Changes to the days live across a relaunch, in the editor's encoding")
  func codable() throws {
    var editor = Editor(trip: try Self.plain())
    _ = editor.perform(.changeTrip(.start(TripDate(year: 2027, month: 4, day: 10))))
    _ = editor.perform(.changeTrip(.addDay(.before(1))))
    _ = editor.perform(.changeTrip(.removeDay(4)))
    _ = editor.perform(.changeTrip(.label("Arrival", day: 2)))
    _ = editor.undo()
    let data = try JSONEncoder().encode(editor)
    var back = try JSONDecoder().decode(Editor.self, from: data)
    #expect(back.trip == editor.trip)
    #expect(back.history.undoSteps == editor.history.undoSteps)
    #expect(back.history.redoSteps == editor.history.redoSteps)
    while back.history.canUndo { _ = back.undo() }
    #expect(back.trip == (try Self.plain()))
  }

  @Test("The system's undo manager holds each change of the days, named in the language")
  func undoManager() throws {
    let manager = TestUndoManager()
    let model = EditorModel(trip: try Self.plain(), undoManager: manager)
    model.perform(.changeTrip(TripChange.addDay(.atEnd)))
    model.perform(.changeTrip(TripChange.removeDay(3)))
    #expect(manager.undoNames == ["adding day 4", "removing day 3"])
    manager.undo()
    #expect(model.editor.trip.dayCount == 4)
    manager.undo()
    #expect(model.editor.trip == (try Self.plain()))
    manager.redo()
    #expect(model.editor.trip.dayCount == 4)
  }
}
