import ReorderCommands

/// An undo manager with Foundation's `UndoManager` rules and nothing else,
/// for an app's tests of ``ReorderCommands/UndoBridge``, on any platform,
/// Linux included, and with no run loop.
///
/// The rules are those an app's own undo manager keeps: an action registered
/// while undoing goes on the redo stack; one registered while redoing, or at
/// any other time, goes on the undo stack, and one registered at any other
/// time also empties the redo stack. Like `UndoManager`, it does not keep an
/// action's target alive. Unlike it, it groups nothing: each registration is
/// one step, as the bridge registers them.
///
/// ```swift
/// let undo = TestUndoManager()
/// let bridge = UndoBridge(editor: editor, undoManager: undo)
/// bridge.perform(.move(.down, on: "lunch"))
/// // undo.undoNames is ["move of Lunch at Lou Malnati's to position 2 of day 1"]
/// undo.undo()
/// // The editor undid the move, and its redo is registered.
/// ```
@MainActor
public final class TestUndoManager: UndoRegistrar {
  /// A registered action.
  private struct Entry {
    var name: String
    weak var target: AnyObject?
    var action: @MainActor @Sendable () -> Void
  }

  private var undoStack: [Entry] = []
  private var redoStack: [Entry] = []
  private var undoing = false
  private var redoing = false

  public init() {}

  /// The names of the undo actions, oldest first, as an Edit menu would
  /// show the last ("Undo" and the name).
  public var undoNames: [String] { undoStack.map(\.name) }
  /// The names of the redo actions, oldest first.
  public var redoNames: [String] { redoStack.map(\.name) }

  public func registerUndo(
    named name: String, target: AnyObject, _ action: @escaping @MainActor @Sendable () -> Void
  ) {
    let entry = Entry(name: name, target: target, action: action)
    if undoing {
      redoStack.append(entry)
    } else {
      undoStack.append(entry)
      if !redoing { redoStack.removeAll() }
    }
  }

  public func removeAllActions(withTarget target: Any) {
    let object = target as AnyObject
    undoStack.removeAll { $0.target === object }
    redoStack.removeAll { $0.target === object }
  }

  public func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
  }

  public func undo() {
    guard let entry = undoStack.popLast() else { return }
    undoing = true
    entry.action()
    undoing = false
  }

  public func redo() {
    guard let entry = redoStack.popLast() else { return }
    redoing = true
    entry.action()
    redoing = false
  }

  public var canUndo: Bool { !undoStack.isEmpty }
  public var canRedo: Bool { !redoStack.isEmpty }
}
