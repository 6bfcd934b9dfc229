import Foundation
import ItineraryCore
import ReorderCommands
import ReorderCommandsTesting
import Testing
import TripTestSupport

/// The shipped test double, by the name these tests first gave it.
typealias FakeUndoManager = TestUndoManager

@Suite("Undo that lives across a relaunch, and the system's undo")
@MainActor
struct UndoAcrossRelaunchTests {
  static func encoded(_ editor: Editor) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(editor)
  }

  @Test("On random trips, an editor comes back from its encoding as it was, to the bit")
  func editorRoundTrips() throws {
    var random = SplitMix64(seed: 2200)
    for _ in 0..<120 {
      var editor = Editor(trip: try RandomTrip.make(using: &random), historyLimit: 20)
      let moves: [Move] = [.up, .down, .toTop, .toBottom, .toDay(1), .toDay(2), .toDay(3)]
      for _ in 0..<Int.random(in: 0...30, using: &random) {
        guard let item = editor.trip.items.randomElement(using: &random),
          let move = moves.randomElement(using: &random)
        else { break }
        switch Int.random(in: 0..<10, using: &random) {
        case 0: _ = editor.undo()
        case 1: _ = editor.redo()
        default: _ = editor.perform(move, on: item.id)
        }
      }
      if Bool.random(using: &random), let item = editor.trip.items.randomElement(using: &random) {
        _ = editor.focus(on: item.id)
        _ = editor.grabFocused()
        _ = editor.perform(.down)
      }
      let back = try JSONDecoder().decode(
        Editor.self, from: try UndoAcrossRelaunchTests.encoded(editor))
      #expect(identicalPlacements(back.trip, editor.trip))
      #expect(back.trip == editor.trip)
      #expect(back.focus == editor.focus)
      #expect(Array(back.history.undoSteps) == Array(editor.history.undoSteps))
      #expect(back.history.redoSteps == editor.history.redoSteps)
      #expect(back.history.limit == 20)
      #expect(back.grab == editor.grab)
      #expect(try UndoAcrossRelaunchTests.encoded(back) == UndoAcrossRelaunchTests.encoded(editor))
      // Undoing everything on both gives the same trip, to the bit.
      var original = editor
      var restored = back
      _ = original.cancel()
      _ = restored.cancel()
      while original.history.canUndo { _ = original.undo() }
      while restored.history.canUndo { _ = restored.undo() }
      #expect(identicalPlacements(original.trip, restored.trip))
    }
  }

  @Test("A history that does not fit its trip is refused when decoded, with why")
  func mismatchedHistoryRefused() throws {
    var editor = try Sample.editor()
    _ = editor.perform(.toDay(3), on: "lunch")
    var other = try Sample.editor()
    _ = other.perform(.toDay(4), on: "brewery")
    // The first editor's history, on the second editor's trip.
    let history = try JSONEncoder().encode(editor.history)
    let trip = try JSONEncoder().encode(other.trip)
    let spliced = Data(
      #"{"version":1,"trip":\#(String(decoding: trip, as: UTF8.self)),"history":\#(String(decoding: history, as: UTF8.self))}"#
        .utf8)
    #expect {
      _ = try JSONDecoder().decode(Editor.self, from: spliced)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription
        == "An undo step does not fit the trip: lunch is not where it says."
    }
    #expect(throws: DecodingError.self) {
      _ = try JSONDecoder().decode(Editor.self, from: Data(#"{"version":2}"#.utf8))
    }
  }

  @Test("A trip that breaks a rule is refused when decoded")
  func brokenTripRefused() throws {
    var trip =
      try JSONSerialization.jsonObject(
        with: try JSONEncoder().encode(try Sample.trip())) as? [String: Any] ?? [:]
    var items = trip["items"] as? [[String: Any]] ?? []
    items[1]["day"] = 9
    trip["items"] = items
    let data = try JSONSerialization.data(withJSONObject: trip)
    #expect(throws: DecodingError.self) { _ = try JSONDecoder().decode(Trip.self, from: data) }
  }

  @Test("The system's undo and the app's undo walk the same steps, named as history names them")
  func systemUndoDrivesTheSteps() throws {
    let manager = FakeUndoManager()
    var heard: [Announcement] = []
    let bridge = UndoBridge(editor: try Sample.editor(), undoManager: manager) { heard.append($0) }
    let start = bridge.editor.trip
    bridge.perform(.move(.toDay(3), on: "lunch"))
    bridge.perform(.move(.down, on: "brewery"))
    #expect(
      manager.undoNames == [
        "move of Lunch at Lou Malnati's to day 3", "move of Brewery tour to position 3 of day 2",
      ])
    // A shake: the system undoes, and the bridge says what happened.
    manager.undo()
    #expect(bridge.editor.history.undoSteps.count == 1)
    guard case .undone(let step, _)? = heard.last else {
      Issue.record("\(heard)")
      return
    }
    #expect(step.item.id == "brewery")
    // The app's own Undo button goes through the same stack, and is not told twice.
    let said = bridge.undo()
    guard case .undone = said else {
      Issue.record("\(said)")
      return
    }
    #expect(heard.count == 1)
    #expect(identicalPlacements(bridge.editor.trip, start))
    #expect(!manager.canUndo && manager.canRedo)
    #expect(bridge.undo() == .nothingToUndo)
    // ⌘⇧Z, then the app's Redo.
    manager.redo()
    _ = bridge.redo()
    #expect(bridge.editor.history.undoSteps.count == 2)
    #expect(manager.undoNames.count == 2 && !manager.canRedo)
    // A new move clears the redo steps of both.
    manager.undo()
    bridge.perform(.move(.toDay(1), on: "custard"))
    #expect(!manager.canRedo && !bridge.editor.history.canRedo)
    #expect(manager.undoNames.count == bridge.editor.history.undoSteps.count)
  }

  @Test("Edits through the bridge are system undo steps, named as history names them")
  @MainActor
  func systemUndoOfEdits() throws {
    let manager = FakeUndoManager()
    var heard: [Announcement] = []
    let bridge = UndoBridge(editor: try Sample.editor(), undoManager: manager) { heard.append($0) }
    let start = bridge.editor.trip
    bridge.perform(.edit(.remove, on: "lunch"))
    bridge.perform(.edit(.rename("Brewery visit"), on: "brewery"))
    let boat = Idea(id: "boat", title: "Boat tour", kind: .custom)
    bridge.perform(.edit(.add(boat, .day(2))))
    #expect(
      manager.undoNames == [
        "removal of Lunch at Lou Malnati's from day 1", "rename of Brewery tour to Brewery visit",
        "adding Boat tour at position 4 of day 2",
      ])
    manager.undo()
    manager.undo()
    manager.undo()
    #expect(bridge.editor.trip == start)
    guard case .undone(let step, _)? = heard.last else {
      Issue.record("\(heard)")
      return
    }
    #expect(step.edit?.kind == .removed)
    manager.redo()
    #expect(bridge.editor.trip.idea("lunch") != nil)
  }

  @Test("A grab is one system undo while it lasts: undoing it cancels the grab")
  func systemUndoCancelsAGrab() throws {
    let manager = FakeUndoManager()
    var heard: [Announcement] = []
    let bridge = UndoBridge(editor: try Sample.editor(), undoManager: manager) { heard.append($0) }
    bridge.perform(.move(.toDay(3), on: "lunch"))
    let before = bridge.editor.trip
    _ = bridge.perform(.focus("brewery"))
    _ = bridge.perform(.grab)
    _ = bridge.perform(.move(.down))
    #expect(manager.undoNames.last == "grab of Brewery tour")
    manager.undo()
    #expect(bridge.editor.grab == nil)
    #expect(identicalPlacements(bridge.editor.trip, before))
    guard case .cancelled? = heard.last else {
      Issue.record("\(heard)")
      return
    }
    // A grab dropped is one step; its grab action is gone.
    _ = bridge.perform(.grab)
    _ = bridge.perform(.move(.down))
    _ = bridge.perform(.drop)
    #expect(
      manager.undoNames == [
        "move of Lunch at Lou Malnati's to day 3", "move of Brewery tour to position 3 of day 2",
      ])
    manager.undo()
    manager.undo()
    #expect(identicalPlacements(bridge.editor.trip, try Sample.trip()))
  }

  @Test("After a relaunch, the decoded editor's undo steps are the system's again")
  func relaunchRegistersTheSteps() throws {
    var editor = try Sample.editor()
    _ = editor.perform(.toDay(3), on: "lunch")
    _ = editor.perform(.toDay(4), on: "brewery")
    _ = editor.perform(.toDay(5), on: "custard")
    _ = editor.undo()
    let data = try UndoAcrossRelaunchTests.encoded(editor)
    // The app is killed; it comes back with a new undo manager.
    let manager = FakeUndoManager()
    let bridge = UndoBridge(
      editor: try JSONDecoder().decode(Editor.self, from: data), undoManager: manager)
    #expect(manager.undoNames.count == 2 && !manager.canRedo)
    // The redo step the manager could not be given is redone by the editor.
    guard case .redone = bridge.redo() else {
      Issue.record("no redo")
      return
    }
    #expect(manager.undoNames.count == 3)
    manager.undo()
    manager.undo()
    manager.undo()
    #expect(identicalPlacements(bridge.editor.trip, try Sample.trip()))
  }

  @Test("The shipped test double keeps UndoManager's rules, as its documentation shows")
  func testUndoManagerRules() throws {
    let undo = TestUndoManager()
    let bridge = UndoBridge(editor: try Sample.editor(), undoManager: undo)
    bridge.perform(.move(.down, on: "lunch"))
    #expect(undo.undoNames == ["move of Lunch at Lou Malnati's to position 2 of day 1"])
    undo.undo()
    #expect(undo.undoNames.isEmpty && undo.redoNames.count == 1)
    #expect(bridge.editor.history.undoSteps.isEmpty)
    undo.redo()
    #expect(undo.undoNames.count == 1 && undo.redoNames.isEmpty)
    // A new step, not a redo, empties the redo stack.
    undo.undo()
    bridge.perform(.move(.toDay(3), on: "brewery"))
    #expect(undo.redoNames.isEmpty && undo.undoNames.count == 1)
  }

  @Test("A bridge on a shared undo manager keeps the other actions, and detaches only its own")
  func sharedUndoManager() throws {
    let manager = FakeUndoManager()
    final class OtherDocument {}
    let other = OtherDocument()
    var otherUndone = false
    manager.registerUndo(named: "Undo Typing", target: other) { otherUndone = true }
    var editor = try Sample.editor()
    _ = editor.perform(.toDay(3), on: "lunch")
    let bridge = UndoBridge(editor: editor, undoManager: manager)
    #expect(manager.undoNames == ["Undo Typing", "move of Lunch at Lou Malnati's to day 3"])
    bridge.perform(.move(.toDay(4), on: "brewery"))
    _ = bridge.perform(.grabItem("custard"))
    #expect(manager.undoNames.count == 4)
    bridge.detach()
    #expect(manager.undoNames == ["Undo Typing"], "the other document's step stays")
    manager.undo()
    #expect(otherUndone)
  }
}

@Suite("A menu action belongs to the editor that made it")
struct ActionOwnershipTests {
  @Test(
    "An action from another editor, or from before a relaunch, is refused once the trips differ")
  func actionsFromElsewhereAreRefused() throws {
    let fresh = Editor(trip: try Sample.trip())
    let action = try #require(fresh.actions(for: "museum").first)
    // Another editor on the same trip, changed once: a plain counter would
    // have given it the same revision as the menu's.
    var other = Editor(trip: try Sample.trip())
    _ = other.perform(.toDay(3), on: "lunch")
    var decoded = try JSONDecoder().decode(Editor.self, from: try JSONEncoder().encode(other))
    #expect(decoded.revision != action.revision)
    #expect(other.revision != action.revision)
    let before = decoded.trip
    #expect(
      decoded.perform(action)
        == .staleAction(ItemReference(id: "museum", title: "Mill City Museum")))
    #expect(identicalPlacements(decoded.trip, before))
  }

  @Test("A why-not list names the move that would change nothing")
  func alreadyThereNamesTheMove() throws {
    let editor = try Sample.editor()
    let reasons = editor.actionMenu(for: "lunch").reasons()
    #expect(reasons.contains("Move to top, not now. It is already there."))
    #expect(
      editor.compactMenu(for: "lunch").reasons.contains(
        "Move to top, not now. It is already there."))
  }

  @Test("The bridge grabs a named item, and drops it as one step")
  @MainActor
  func bridgeGrabsByName() throws {
    let manager = FakeUndoManager()
    let bridge = UndoBridge(editor: try Sample.editor(), undoManager: manager)
    guard case .grabbed(let item, _) = bridge.perform(.grabItem("brewery")) else {
      Issue.record("no grab")
      return
    }
    #expect(item.id == "brewery")
    _ = bridge.perform(.move(.down))
    guard case .dropped = bridge.perform(.drop) else {
      Issue.record("no drop")
      return
    }
    #expect(manager.undoNames == ["move of Brewery tour to position 3 of day 2"])
    #expect(bridge.perform(.grabItem("no-such-item")) == .noSuchItem("no-such-item"))
    #expect(bridge.perform(.cancel) == .nothingGrabbed)
  }
}
