import ItineraryCore

extension Editor {
  /// Undoes the newest step: every placement it changed goes back to the
  /// bit, and the focus goes to the item it moved.
  ///
  /// Waits while an item is grabbed: drop or cancel first.
  public mutating func undo() -> Announcement {
    if let waiting = waitingForGrab(.undo) { return waiting }
    guard let step = history.takeUndo() else { return .nothingToUndo }
    restore(step.changes)
    focus = step.item.id
    return .undone(step, at: spot(of: step.item.id))
  }

  /// Redoes the step undone last, and focuses the item it moved.
  ///
  /// Waits while an item is grabbed: drop or cancel first.
  public mutating func redo() -> Announcement {
    if let waiting = waitingForGrab(.redo) { return waiting }
    guard let step = history.takeRedo() else { return .nothingToRedo }
    reapply(step.changes)
    focus = step.item.id
    return .redone(step, at: spot(of: step.item.id))
  }

  /// Undoes changes that the editor itself made, with the core's
  /// `Trip.restore(_:)`.
  ///
  /// They always fit the trip, since only the editor changes it; a mismatch
  /// is a bug in the editor, and stops the program rather than corrupt the
  /// trip.
  mutating func restore(_ changes: [PlacementChange]) {
    do {
      try trip.restore(changes)
    } catch {
      preconditionFailure("The editor's history is out of step with its trip: \(error)")
    }
  }

  /// Redoes changes that ``restore(_:)`` undid, with the core's
  /// `Trip.reapply(_:)`.
  mutating func reapply(_ changes: [PlacementChange]) {
    do {
      try trip.reapply(changes)
    } catch {
      preconditionFailure("The editor's history is out of step with its trip: \(error)")
    }
  }
}
