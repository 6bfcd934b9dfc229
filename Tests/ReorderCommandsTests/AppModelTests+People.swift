import ReorderCommands
import ReorderCommandsTesting
import Testing
import TripTestSupport

extension EditorModelTests {
  @Test(
    "A model has an author: each person's steps are theirs, and their undo takes back their own")
  func authors() throws {
    for undoManager in [TestUndoManager(), nil] {
      let model = EditorModel(trip: try Sample.trip(), undoManager: undoManager)
      model.author = "Lucía"
      _ = model.perform(.move(.toDay(2), on: "lunch"))
      model.author = "Marco"
      _ = model.perform(.move(.toDay(4), on: "falls"))
      #expect(model.editor.history.undoSteps.map(\.author) == ["Lucía", "Marco"])
      model.author = "Lucía"
      let said = model.sentence(for: model.undo())
      #expect(said == "Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.")
      #expect(model.editor.trip.position(of: "falls")?.day == 4)
    }
  }
}
