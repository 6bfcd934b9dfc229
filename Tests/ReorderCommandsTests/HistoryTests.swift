import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@Suite("Undo and redo restore every placement exactly")
struct HistoryTests {
  @Test("A chain of moves across days undoes and redoes to the bit")
  func chainAcrossDays() throws {
    var editor = try Sample.editor()
    var trips = [editor.trip]
    for (move, id) in [
      (Move.toDay(5), ItemID("lunch")), (.up, "custard"), (.toDay(1), "to-milwaukee"),
      (.down, "falls"), (.toPosition(Position(day: 4, rank: 1)), "lunch"),
    ] {
      guard case .moved = editor.perform(move, on: id) else {
        Issue.record("\(move) of \(id) did not move")
        return
      }
      trips.append(editor.trip)
    }
    for expected in trips.dropLast().reversed() {
      guard case .undone = editor.perform(.undo) else { return #expect(Bool(false)) }
      #expect(identicalPlacements(editor.trip, expected))
    }
    #expect(editor.say(.undo) == "Nothing to undo.")
    for expected in trips.dropFirst() {
      guard case .redone = editor.perform(.redo) else { return #expect(Bool(false)) }
      #expect(identicalPlacements(editor.trip, expected))
    }
    #expect(editor.say(.redo) == "Nothing to redo.")
  }

  @Test("Undo and redo move the focus to the item they touched")
  func focusFollowsUndo() throws {
    var editor = try Sample.editor()
    _ = editor.perform(.toDay(2), on: "museum")
    _ = editor.perform(.focus("falls"))
    #expect(editor.say(.undo) == "Undid move of Mill City Museum. Back at position 1 of day 4.")
    #expect(editor.focus == "museum")
    _ = editor.perform(.focus("lunch"))
    _ = editor.perform(.redo)
    #expect(editor.focus == "museum")
  }

  @Test("The steps taken since a count: done in order, undone newest last, none when unchanged")
  func stepsTaken() throws {
    var editor = try Sample.editor()
    #expect(editor.history.steps(takenSince: 0).isEmpty)
    _ = editor.perform(.down, on: "lunch")
    _ = editor.perform(.toDay(5), on: "falls")
    let done = editor.history.steps(takenSince: 0)
    #expect(done.map(\.step.item.id) == ["lunch", "falls"])
    #expect(done.allSatisfy { !$0.undone })
    #expect(editor.history.steps(takenSince: 1).map(\.step.item.id) == ["falls"])
    #expect(editor.history.steps(takenSince: 2).isEmpty)
    _ = editor.perform(.undo)
    _ = editor.perform(.undo)
    let undone = editor.history.steps(takenSince: 2)
    // Undone: the one undone first (falls) is the older of the redo steps.
    #expect(undone.map(\.step.item.id) == ["falls", "lunch"])
    #expect(undone.allSatisfy { $0.undone })
    #expect(editor.history.steps(takenSince: 1).map(\.step.item.id) == ["lunch"])
  }

  @Test("A new change clears the redo steps")
  func newChangeClearsRedo() throws {
    var editor = try Sample.editor()
    _ = editor.perform(.down, on: "lunch")
    _ = editor.perform(.down, on: "falls")
    _ = editor.perform(.undo)
    #expect(editor.history.canRedo)
    _ = editor.perform(.up, on: "brewery")
    #expect(!editor.history.canRedo)
    #expect(editor.say(.redo) == "Nothing to redo.")
    _ = editor.perform(.undo)
    _ = editor.perform(.up, on: "cubs")
    #expect(editor.history.canRedo, "a refused move is no change, and keeps the redo steps")
  }

  @Test("Renumbered days are part of the same step")
  func renumberingIsOneStep() throws {
    let trip = try Fixture.trip(
      days: 1,
      [
        Fixture.custom("a", day: 1, 1), Fixture.custom("b", day: 1, 1.0.nextUp),
        Fixture.custom("c", day: 1, 3),
      ])
    var editor = Editor(trip: trip)
    _ = editor.perform(.toPosition(Position(day: 1, rank: 2)), on: "c")
    #expect(editor.history.undoSteps.count == 1)
    #expect((editor.history.undoSteps.last?.changes.count ?? 0) > 1)
    #expect(editor.history.undoSteps.last?.changes.first?.item == "c")
    _ = editor.perform(.undo)
    #expect(identicalPlacements(editor.trip, trip))
  }

  @Test("History labels are short phrases, newest last, with the destination")
  func labels() throws {
    var editor = try Sample.editor()
    _ = editor.perform(.toDay(2), on: "lunch")
    _ = editor.perform(.up, on: "falls")
    let renderer = AnnouncementRenderer()
    #expect(
      editor.history.undoSteps.map(renderer.label(for:)) == [
        "move of Lunch at Lou Malnati's to day 2",
        "move of Walk at Minnehaha Falls to position 2 of day 3",
      ])
  }

  @Test("A limit drops the oldest steps; no limit keeps them all")
  func limit() throws {
    var limited = try Sample.editor(historyLimit: 2)
    var unlimited = try Sample.editor()
    for move in [Move.down, .down, .down, .up, .up] {
      _ = limited.perform(move)
      _ = unlimited.perform(move)
    }
    #expect(limited.history.undoSteps.count == 2)
    #expect(unlimited.history.undoSteps.count == 5)
    _ = limited.perform(.undo)
    _ = limited.perform(.undo)
    #expect(limited.say(.undo) == "Nothing to undo.")
    #expect(limited.position(of: "lunch") == Position(day: 2, rank: 1))
    var none = try Sample.editor(historyLimit: 0)
    _ = none.perform(.down)
    #expect(none.say(.undo) == "Nothing to undo.")
  }

  @Test("A long limited history keeps only its newest steps, in order")
  func longLimitedHistory() throws {
    var editor = try Sample.editor(historyLimit: 3)
    for _ in 0..<200 {
      _ = editor.perform(.down, on: "lunch")
      _ = editor.perform(.up, on: "lunch")
    }
    #expect(editor.history.undoSteps.map(\.to.rank) == [1, 2, 1])
    for rank in [2, 1, 2] {
      _ = editor.perform(.undo)
      #expect(editor.position(of: "lunch") == Position(day: 1, rank: rank))
    }
    #expect(editor.say(.undo) == "Nothing to undo.")
  }

  @Test("A step of a move stays small: an edit, which holds a whole item, is kept out of line")
  func stepIsSmall() {
    // Item, from, to, changes, edit and group: a million steps in 200 MB
    // with their changes (make bench's target) need each under 100 bytes.
    #expect(MemoryLayout<HistoryStep>.size <= 96, "\(MemoryLayout<HistoryStep>.size) bytes")
  }
}
