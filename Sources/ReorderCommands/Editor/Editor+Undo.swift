import ItineraryCore

extension Editor {
  /// Undoes the newest step: every placement it changed goes back to the
  /// bit, and the focus goes to the item it moved.
  ///
  /// Waits while an item is grabbed: drop or cancel first.
  public mutating func undo() -> Announcement {
    if let grab { return .notWhileGrabbed(.undo, grabbed: grab.item) }
    guard let step = history.takeUndo() else { return .nothingToUndo }
    place(step.changes.map(\.reversed))
    focus = step.item.id
    return .undone(step, at: spot(of: step.item.id))
  }

  /// Redoes the step undone last, and focuses the item it moved.
  ///
  /// Waits while an item is grabbed: drop or cancel first.
  public mutating func redo() -> Announcement {
    if let grab { return .notWhileGrabbed(.redo, grabbed: grab.item) }
    guard let step = history.takeRedo() else { return .nothingToRedo }
    place(step.changes)
    focus = step.item.id
    return .redone(step, at: spot(of: step.item.id))
  }

  /// Applies changes that the editor itself recorded.
  ///
  /// They always fit the trip, since only the editor changes it; a mismatch is a bug in the
  /// editor, and stops the program rather than corrupt the trip.
  mutating func place(_ changes: [PlacementChange]) {
    do {
      try trip.reapply(changes)
    } catch {
      preconditionFailure("The editor's history is out of step with its trip: \(error)")
    }
  }
}
