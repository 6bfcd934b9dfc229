import ItineraryCore

/// One list that several people change: each step keeps who made it, and
/// each person's undo and redo take back their own.
extension Editor {
  /// The person whose changes the editor makes now, for a list several
  /// people change; `nil` (as it is unless set) for one person's.
  ///
  /// Every step recorded keeps it (``HistoryStep/author``). With a person
  /// set, ``undo()`` takes back that person's own newest step, though
  /// others' came after it, and ``redo()`` makes their own again; a step no
  /// one was named for is everyone's. A new step clears only its author's
  /// redo steps. Where another person's later change touched the same
  /// items (or the days, or took items on or off the list beside an item
  /// taken on or off), the undo is refused, naming it, and the list stays as
  /// it is: "Can't undo. Ana has changed Fado since."
  ///
  /// ```swift
  /// var editor = Editor(trip: try SampleTrip.document().trip)
  /// editor.author = "Sam"
  /// _ = editor.perform(.down, on: "lunch")
  /// editor.author = "Ana"
  /// let moved = editor.perform(.toDay(3), on: "museum")
  /// // Everyone but Ana hears her move with her name.
  /// print(editor.renderer.text(for: moved, by: "Ana"))
  /// // Ana moved Mill City Museum to position 4 of day 3.
  /// // Sam's undo takes back his own move, not Ana's later one.
  /// editor.author = "Sam"
  /// print(editor.renderer.text(for: editor.undo()))
  /// // Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.
  /// ```
  public var author: String? {
    get { history.author }
    set { history.author = newValue }
  }

  /// Undoes `author`'s own newest step.
  mutating func undoOwn(of author: String) -> Announcement {
    guard let index = history.newestUndo(of: author) else {
      return history.canUndo ? .nothingOfYoursToUndo : .nothingToUndo
    }
    let steps = history.undoSteps
    if index == steps.index(before: steps.endIndex) {
      return undone(history.takeUndo(at: index))
    }
    let step = steps[index]
    let later = steps[(index + 1)...]
    if let blocking = later.first(where: step.meets) {
      return .undoBlocked(step, by: blocking)
    }
    // Nothing later touched it: it is taken back where it stands, if the
    // list lets it (an item now standing exactly where it was is another's).
    let before = revision
    do {
      if let edit = step.edit {
        try trip.redo(edit.reversed)
        editCount += 1
        unselectIfGone(edit.item.id)
        _ = history.takeUndo(at: index)
        return said(edit.reversed, step: step, undone: true)
      }
      try trip.restore(step.changes)
    } catch {
      // Another's later move took the number of the place it goes back to,
      // not the place: a step of one item goes back just before the item
      // that holds it now, and is kept so for its redo.
      guard let kept = restoredNearby(step) else {
        revision = before
        return .undoBlocked(step, by: later[later.index(before: later.endIndex)])
      }
      _ = history.takeUndo(at: index, keeping: kept)
      focus = step.item.id
      return .undone(kept, at: spot(of: step.item.id))
    }
    _ = history.takeUndo(at: index)
    if !step.group.isEmpty { return saidTogether(step, undone: true) }
    focus = step.item.id
    return .undone(step, at: spot(of: step.item.id))
  }

  /// Redoes `author`'s own step undone last.
  mutating func redoOwn(of author: String) -> Announcement {
    guard let index = history.nextRedo(of: author) else {
      return history.canRedo ? .nothingOfYoursToRedo : .nothingToRedo
    }
    let step = history.redoSteps[index]
    let since = history.taken(sinceUndoOf: index).filter { $0.author != author }
    if since.isEmpty { return redone(history.takeRedo(at: index)) }
    if let blocking = since.first(where: step.meets) {
      return .redoBlocked(step, by: blocking)
    }
    let before = revision
    do {
      if let edit = step.edit {
        try trip.redo(edit)
        editCount += 1
        unselectIfGone(edit.item.id)
        _ = history.takeRedo(at: index)
        return said(edit, step: step, undone: false)
      }
      try trip.reapply(step.changes)
    } catch {
      revision = before
      return .redoBlocked(step, by: since[since.count - 1])
    }
    _ = history.takeRedo(at: index)
    if !step.group.isEmpty { return saidTogether(step, undone: false) }
    focus = step.item.id
    return .redone(step, at: spot(of: step.item.id))
  }
}

extension Editor {
  /// Takes back `step`, a move of one item, to the place just before the
  /// item that now holds its old placement's number, and returns the step
  /// as taken back; `nil`, with nothing changed, for any other step or when
  /// there is no such place.
  fileprivate mutating func restoredNearby(_ step: HistoryStep) -> HistoryStep? {
    guard step.edit == nil, step.tripEdit == nil, step.group.isEmpty, step.changes.count == 1,
      let change = step.changes.first,
      let old = trip.placement(near: change.old, for: change.item), old != change.old
    else { return nil }
    let nearby = PlacementChange(item: change.item, old: old, new: change.new)
    do {
      try trip.restore([nearby])
    } catch {
      return nil
    }
    var kept = step
    kept.changes = [nearby]
    if let position = trip.position(of: change.item) { kept.from = position }
    return kept
  }
}

extension HistoryStep {
  /// The items the step moved or edited, its renumbered neighbours too.
  var touched: Set<ItemID> {
    var items = Set(changes.map(\.item))
    if !item.id.rawValue.isEmpty { items.insert(item.id) }
    items.formUnion(group.map(\.id))
    if let edit {
      items.insert(edit.item.id)
      items.formUnion(edit.renumbered.map(\.item))
    }
    return items
  }

  /// Whether taking back this step, or making it again, out of turn would
  /// meet `other`: they touched an item both, or either changed the days,
  /// or both took an item on or off the list (whose places in it the other
  /// keeps).
  func meets(_ other: HistoryStep) -> Bool {
    if tripEdit != nil || other.tripEdit != nil { return true }
    if takesOnOrOff, other.takesOnOrOff { return true }
    return !touched.isDisjoint(with: other.touched)
  }

  /// Whether the step put an item on the list or took one off.
  private var takesOnOrOff: Bool {
    switch edit?.kind {
    case .added?, .created?, .removed?, .deleted?: true
    default: false
    }
  }

  /// Whether `other` touched an item this step touched.
  func touchesAnItem(of other: HistoryStep) -> Bool {
    tripEdit == nil && other.tripEdit == nil && !touched.isDisjoint(with: other.touched)
  }
}
