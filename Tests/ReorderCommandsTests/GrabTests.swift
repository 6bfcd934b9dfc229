import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@Suite("Grab, moves, then drop or cancel")
struct GrabTests {
  @Test("Every move between grab and drop is announced, and the whole drag is one undo step")
  func dropIsOneStep() throws {
    var editor = try Sample.editor()
    let original = editor.trip
    #expect(editor.say(.grab) == "Grabbed Lunch at Lou Malnati's at position 1 of day 1.")
    #expect(editor.say(.down) == "Lunch at Lou Malnati's moved to position 2 of day 1.")
    #expect(editor.say(.down) == "Lunch at Lou Malnati's moved to position 3 of day 1.")
    #expect(editor.say(.down) == "Lunch at Lou Malnati's moved to position 1 of day 2.")
    #expect(!editor.history.canUndo)
    #expect(editor.say(.drop) == "Dropped Lunch at Lou Malnati's at position 1 of day 2.")
    #expect(editor.history.undoSteps.count == 1)
    #expect(editor.grab == nil)
    #expect(
      editor.say(.undo) == "Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.")
    #expect(identicalPlacements(editor.trip, original))
    #expect(
      editor.say(.redo) == "Redid move of Lunch at Lou Malnati's. Now at position 1 of day 2.")
  }

  @Test("where, while an item is grabbed, says that it is grabbed; after the drop, its kind again")
  func whereSaysGrabbed() throws {
    var editor = try Sample.editor()
    _ = editor.perform(.grab)
    _ = editor.perform(.down)
    #expect(editor.say(.where) == "Lunch at Lou Malnati's, grabbed, position 2 of day 1.")
    #expect(said(editor.whereIsFocus(), .terse) == "Grabbed. Position 2 of day 1.")
    _ = editor.perform(.drop)
    #expect(editor.say(.where) == "Lunch at Lou Malnati's, custom, position 2 of day 1.")
  }

  @Test("A drop where the grab started adds no step and leaves the trip as it was, to the bit")
  func dropWhereStarted() throws {
    // Two items 1 ulp apart, so the moves renumber the day.
    let trip = try Fixture.trip(
      days: 1,
      [
        Fixture.custom("a", day: 1, 1), Fixture.custom("b", day: 1, 1.0.nextUp),
        Fixture.custom("c", day: 1, 1.0.nextUp.nextUp),
      ])
    var editor = Editor(trip: trip)
    _ = editor.perform(.grab)
    _ = editor.perform(.down)
    _ = editor.perform(.down)
    _ = editor.perform(.up)
    _ = editor.perform(.up)
    #expect(editor.say(.drop) == "Dropped Custom a at position 1 of day 1.")
    #expect(!editor.history.canUndo)
    #expect(identicalPlacements(editor.trip, trip))
  }

  @Test("Cancel puts every placement back exactly, renumbered days included")
  func cancelRestoresExactly() throws {
    let trip = try Fixture.trip(
      days: 2,
      [
        Fixture.custom("a", day: 1, 1), Fixture.custom("b", day: 1, 1.0.nextUp),
        Fixture.custom("c", day: 1, 1.0.nextUp.nextUp), Fixture.custom("d", day: 2, 5),
      ])
    var editor = Editor(trip: trip)
    _ = editor.perform(.toDay(2), on: "d")
    let afterFirst = editor.trip
    _ = editor.perform(.grab)
    _ = editor.perform(.toPosition(Position(day: 1, rank: 2)))
    _ = editor.perform(.down)
    _ = editor.perform(.toDay(2))
    #expect(editor.say(.cancel) == "Cancelled. Custom a is back at position 1 of day 1.")
    #expect(identicalPlacements(editor.trip, afterFirst))
    #expect(editor.history.undoSteps.count == 0)
    _ = editor.perform(.focus("d"))
    #expect(editor.say(.grab) == "Grabbed Custom d at position 1 of day 2.")
    #expect(editor.say(.cancel) == "Cancelled. Custom d is back at position 1 of day 2.")
    #expect(identicalPlacements(editor.trip, afterFirst))
  }

  @Test("While grabbed, undo, redo, other items and focus wait, and say why")
  func whileGrabbed() throws {
    var editor = try Sample.editor()
    _ = editor.perform(.toDay(3), on: "brewery")
    _ = editor.perform(.focus("lunch"))
    _ = editor.perform(.grab)
    _ = editor.perform(.down)
    let trip = editor.trip
    #expect(
      editor.say(.undo)
        == "Can't undo until Lunch at Lou Malnati's is dropped or cancelled.")
    #expect(
      editor.say(.redo)
        == "Can't redo until Lunch at Lou Malnati's is dropped or cancelled.")
    #expect(
      editor.say(.up, on: "brewery")
        == "Can't move Brewery tour up. Lunch at Lou Malnati's is still grabbed."
    )
    #expect(
      said(editor.grab("brewery"))
        == "Can't grab Brewery tour until Lunch at Lou Malnati's is dropped or cancelled."
    )
    #expect(
      editor.say(.focus("brewery"))
        == "Can't move focus to Brewery tour until Lunch at Lou Malnati's is dropped or cancelled."
    )
    #expect(
      editor.waitingForGrab(.open).map { said($0) }
        == "Can't open another trip until Lunch at Lou Malnati's is dropped or cancelled."
    )
    #expect(
      editor.waitingForGrab(.save).map { said($0) }
        == "Can't save until Lunch at Lou Malnati's is dropped or cancelled.")
    #expect(
      editor.say(.grab) == "Lunch at Lou Malnati's is already grabbed, at position 2 of day 1.")
    #expect(editor.say(.where) == "Lunch at Lou Malnati's, grabbed, position 2 of day 1.")
    #expect(identicalPlacements(editor.trip, trip))
    #expect(editor.focus == "lunch")
    #expect(editor.history.undoSteps.count == 1)
  }

  @Test("A game cannot be grabbed; drop and cancel with nothing grabbed say so")
  func nothingToGrab() throws {
    var editor = try Sample.editor()
    #expect(said(editor.grab("cubs")) == "Can't move Brewers at Cubs. Games are fixed.")
    #expect(editor.grab == nil)
    #expect(editor.waitingForGrab(.open) == nil)
    #expect(editor.say(.drop) == "Nothing is grabbed.")
    #expect(editor.say(.cancel) == "Nothing is grabbed.")
    #expect(said(editor.grab("nowhere")) == "That item is not in the trip.")
  }

  @Test("A refused move in grab mode changes nothing, and the grab goes on")
  func refusalInGrab() throws {
    var editor = try Sample.editor()
    _ = editor.perform(.focus("to-milwaukee"))
    _ = editor.perform(.grab)
    #expect(editor.say(.up) == "Drive to Milwaukee moved to position 4 of day 1.")
    #expect(editor.say(.up) == "Drive to Milwaukee moved to position 3 of day 1.")
    #expect(
      editor.say(.up) == "Can't move Drive to Milwaukee up. It must stay after Brewers at Cubs.")
    #expect(editor.grab != nil)
    #expect(editor.say(.drop) == "Dropped Drive to Milwaukee at position 3 of day 1.")
    #expect(editor.history.undoSteps.map(\.to) == [Position(day: 1, rank: 3)])
    #expect(editor.history.undoSteps.map(\.from) == [Position(day: 2, rank: 1)])
  }
}
