#if canImport(ObjectiveC)
import Foundation

/// The system's undo manager, as ``UndoBridge`` uses it: undo and redo,
/// `canUndo` and `canRedo` and removing actions are its own.
extension UndoManager: UndoRegistrar {
  public func registerUndo(
    named name: String, target: AnyObject, _ action: @escaping @MainActor @Sendable () -> Void
  ) {
    // The undo manager runs its actions on the main thread, where the bridge lives.
    registerUndo(withTarget: target) { _ in MainActor.assumeIsolated { action() } }
    setActionName(name)
  }
}
#endif
