import ItineraryCore

extension Editor {
  /// Undoes the newest step: every placement it changed goes back to the
  /// bit, and the focus goes to the item it moved.
  ///
  /// With an ``author``, it undoes that person's own newest step, though
  /// others' came after it, unless one of theirs stands in the way
  /// (``Announcement/undoBlocked(_:by:)``).
  ///
  /// Waits while an item is grabbed: drop or cancel first.
  public mutating func undo() -> Announcement {
    if let waiting = waitingForGrab(.undo) { return waiting }
    if let author { return undoOwn(of: author) }
    guard let step = history.takeUndo() else { return .nothingToUndo }
    return undone(step)
  }

  /// Takes back `step`, just taken from the history, and focuses and says
  /// what it moved.
  mutating func undone(_ step: HistoryStep) -> Announcement {
    if let edit = step.tripEdit { return undoTripEdit(edit, of: step) }
    if let edit = step.edit { return undoEdit(edit, of: step) }
    restore(step.changes)
    if !step.group.isEmpty { return saidTogether(step, undone: true) }
    focus = step.item.id
    return .undone(step, at: spot(of: step.item.id))
  }

  /// Redoes the step undone last, and focuses the item it moved.
  ///
  /// With an ``author``, it redoes that person's own step undone last,
  /// unless another's change since stands in the way
  /// (``Announcement/redoBlocked(_:by:)``).
  ///
  /// Waits while an item is grabbed: drop or cancel first.
  public mutating func redo() -> Announcement {
    if let waiting = waitingForGrab(.redo) { return waiting }
    if let author { return redoOwn(of: author) }
    guard let step = history.takeRedo() else { return .nothingToRedo }
    return redone(step)
  }

  /// Makes `step`, just taken from the history, again, and focuses and
  /// says what it moved.
  mutating func redone(_ step: HistoryStep) -> Announcement {
    if let edit = step.tripEdit { return redoTripEdit(edit, of: step) }
    if let edit = step.edit { return redoEdit(edit, of: step) }
    reapply(step.changes)
    if !step.group.isEmpty { return saidTogether(step, undone: false) }
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

  /// Undoes an edit step: an added item goes, a removed or deleted one
  /// comes back where it was, a renamed one has its old title again.
  ///
  /// The focus goes to the item back, or, when one went, to the item that
  /// took its place.
  private mutating func undoEdit(_ edit: ItemEdit, of step: HistoryStep) -> Announcement {
    apply(edit.reversed)
    return said(edit.reversed, step: step, undone: true)
  }

  /// Redoes an edit step, as it was first made.
  private mutating func redoEdit(_ edit: ItemEdit, of step: HistoryStep) -> Announcement {
    apply(edit)
    return said(edit, step: step, undone: false)
  }

  /// Makes an edit the editor made, or its reverse, with the core's
  /// `Trip.redo(_:)`; a mismatch is a bug in the editor.
  private mutating func apply(_ edit: ItemEdit) {
    do {
      try trip.redo(edit)
    } catch {
      preconditionFailure("The editor's history is out of step with its trip: \(error)")
    }
    editCount += 1
    unselectIfGone(edit.item.id)
  }

  /// Focuses what an undo or redo of an edit touched, `made` being the edit
  /// as it was just made, and says it.
  mutating func said(_ made: ItemEdit, step: HistoryStep, undone: Bool) -> Announcement {
    let id = made.item.id
    let spot: DetailedPosition
    switch made.kind {
    case .added, .created, .renamed, .retimed, .rekinded:
      focus = id
      spot = self.spot(of: id)
    case .removed, .deleted:
      focus = focusAfterTakingOff(at: step.to)
      spot = DetailedPosition(gapAt: step.to, in: trip)
    }
    return undone ? .undone(step, at: spot) : .redone(step, at: spot)
  }
}
