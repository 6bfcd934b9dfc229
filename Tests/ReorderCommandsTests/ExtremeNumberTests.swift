import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// An app passes the library numbers it got from outside (a drop's row, a
/// day picked, a position typed): whatever their size, the library answers
/// with a sentence and never traps on them.
@Suite("Days and positions from outside, of any size, are refused with a sentence, never a trap")
struct ExtremeNumberTests {
  static let numbers = [
    Int.min, Int.min + 1, -1_000_000, -1, 0, 1, 6, 1_000_001, Int.max - 1, Int.max,
  ]

  @Test("Moves, adds, previews, valid positions, day changes and row moves with any number")
  func anyNumber() throws {
    let start = Editor(trip: try SampleTrip.document().trip)
    let idea = Idea(id: "idea", title: "Architecture cruise", kind: .custom)
    for number in ExtremeNumberTests.numbers {
      for other in [1, number] {
        var editor = start
        let position = Position(day: number, rank: other)
        let across = Position(day: other, rank: number)
        for move in [Move.toDay(number), .toPosition(position), .toPosition(across)] {
          _ = editor.preview(move, on: "lunch")
          _ = editor.preview(move, on: ["lunch", "wrigleyville"])
          _ = editor.perform(move, on: "lunch")
          _ = editor.perform(move, on: ["custard", "falls"])
        }
        for destination in [Destination.day(number), .position(position), .position(across)] {
          _ = editor.preview(.add(idea, destination))
          _ = editor.perform(.add(idea, destination))
          _ = editor.perform(.create(title: "Dinner", destination))
        }
        _ = editor.validPositions(for: "lunch", onDay: number)
        _ = editor.validPositions(onDay: number)
        for change in [
          TripChange.removeDay(number), .addDay(.before(number)), .addDay(.after(number)),
          .label("Rest", day: number), .city("Omaha", day: number),
        ] {
          _ = editor.perform(change)
        }
        var speech = DragSpeech(
          dragging: ["barbecue"], in: editor, renderer: AnnouncementRenderer())
        _ = speech.hover(over: .toPosition(position), in: editor)
        _ = speech.hover(over: .toPosition(across), in: editor)
        let rows = ItineraryRows(trip: editor.trip)
        _ = rows.move(fromOffsets: [number], toOffset: other)
        _ = rows.move(fromOffsets: [1], toOffset: number)
        while editor.history.canUndo { _ = editor.undo() }
        #expect(editor.trip == start.trip, "\(number), \(other)")
      }
    }
  }
}
