import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@Suite("An item's time in the editing menu")
struct TimeMenuTests {
  @Test(
    "Set time… asks for a time; Clear the time comes with a time; the compact menu keeps Remove")
  func timeActions() throws {
    var editor = try Sample.editor()
    let untimed = editor.editingMenu(for: "lunch")
    #expect(untimed.available.map(\.id) == ["remove", "set-time", "fix"])
    #expect(untimed.available.allSatisfy { $0.category == .editing })
    let setTime = try #require(untimed.available.first { $0.id == "set-time" })
    #expect(setTime.kind == .chooseTime)
    #expect(setTime.label == "Set time…")
    #expect(said(editor.perform(setTime)) == "Choose a time for Lunch at Lou Malnati's.")
    #expect(editor.history.undoSteps.isEmpty)
    _ = editor.perform(.setTime(ClockTime(hour: 13, minute: 0)), on: "lunch")
    let timed = editor.editingMenu(for: "lunch")
    #expect(timed.available.map(\.id) == ["remove", "set-time", "clear-time", "fix"])
    let clear = try #require(timed.available.first { $0.id == "clear-time" })
    #expect(said(editor.perform(clear)) == "Lunch at Lou Malnati's has no time now.")
    #expect(editor.trip.item("lunch")?.time == nil)
    // A game's time is set as any item's; it is only never removed.
    let game = editor.editingMenu(for: "cubs")
    #expect(game.available.map(\.id) == ["set-time"])
    #expect(game.unavailable.map(\.action.id) == ["remove"])
    // The compact menu's editing entry is Remove alone.
    #expect(!editor.compactMenu(for: "lunch").actions.contains { $0.id.hasSuffix("-time") })
    let german = AnnouncementRenderer(catalog: try #require(Catalog.shipped(language: "de")))
    #expect(
      editor.editingMenu(for: "lunch", renderer: german).available.map(\.label) == [
        "Entfernen", "Uhrzeit festlegen…", "Festlegen",
      ])
  }
}
