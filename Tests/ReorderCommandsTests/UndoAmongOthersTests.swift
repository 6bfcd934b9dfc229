import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// One person's undo among another's later moves: refused only when those
/// moves touched the same item, never for the numbers of the places.
@Suite("Undo among others' moves: blocked only by a true conflict")
struct UndoAmongOthersTests {
  @Test("Another's moves of other items never block an undo, and the redo makes it again")
  func othersMovesDoNotBlock() throws {
    var random = SplitMix64(seed: 7)
    let moves: [Move] = [.up, .down, .toTop, .toBottom, .toDay(1), .toDay(2), .toDay(3)]
    var undone = 0
    for _ in 0..<400 {
      var items: [Item] = []
      for day in 1...3 {
        for rank in 1...4 {
          items.append(Fixture.custom(ItemID(rawValue: "i\(day)\(rank)"), day: day, Double(rank)))
        }
      }
      var editor = Editor(trip: try Fixture.trip(days: 3, items))
      let ids = items.map(\.id)
      editor.author = "Lucía"
      let mine = try #require(ids.randomElement(using: &random))
      let move = try #require(moves.randomElement(using: &random))
      guard case .moved(_, _, let from, let to) = editor.perform(move, on: mine) else { continue }
      editor.author = "Marco"
      var log = ["Lucía \(move) \(mine)"]
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let other = try #require(ids.filter { $0 != mine }.randomElement(using: &random))
        let theirs = try #require(moves.randomElement(using: &random))
        _ = editor.perform(theirs, on: other)
        log.append("Marco \(theirs) \(other)")
      }
      let touched = editor.history.undoSteps.filter { $0.author == "Marco" }
        .contains { $0.changes.contains { $0.item == mine } }
      editor.author = "Lucía"
      let said = editor.undo()
      if case .undoBlocked = said {
        #expect(touched, "blocked with no conflict: \(log)")
        continue
      }
      undone += 1
      #expect(editor.trip.position(of: mine)?.day == from.position.day, "\(log)")
      _ = editor.redo()
      #expect(editor.trip.position(of: mine)?.day == to.position.day, "redo: \(log)")
    }
    #expect(undone > 300)
  }
}
