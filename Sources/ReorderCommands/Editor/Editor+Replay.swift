import ItineraryCore

extension Editor {
  /// Applies steps recorded in another session, each as a step of this
  /// history, so that undo takes them back one by one.
  ///
  /// Either every step applies and the trip keeps every rule, or nothing
  /// changes and the error names the first change that did not fit.
  ///
  /// The steps come from a file, which anyone may have changed: each is
  /// checked to be a step this trip could have taken, its item there under
  /// its title, where the step says it stood before and stands after, so
  /// that `history`, undo and redo say what is true.
  package mutating func replay(_ steps: [HistoryStep]) throws(ReplayError) {
    guard grab == nil else { throw .grabbed }
    var replayed = self
    for step in steps {
      try replayed.take(step)
      replayed.history.record(step)
    }
    let problems = Trip.problems(
      days: replayed.trip.days, items: replayed.trip.items, ideas: replayed.trip.ideas)
    guard problems.isEmpty else { throw .breaksRules(problems) }
    if let last = steps.last(where: { $0.tripEdit == nil }) {
      replayed.focus =
        replayed.trip.contains(last.item.id)
        ? last.item.id : replayed.focusAfterTakingOff(at: last.to)
    }
    self = replayed
  }

  /// Makes the change of one recorded step, and records nothing.
  ///
  /// The step is checked to be one this trip could take now; the trip's
  /// own rules are the caller's to check after. On a throw, the trip may
  /// be part changed: take it on a copy.
  package mutating func take(_ step: HistoryStep) throws(ReplayError) {
    if let edit = step.tripEdit {
      // A change to the start or the days: it fits, or the trip is not
      // as the step found it.
      guard step.changes.isEmpty, step.edit == nil, step.group.isEmpty else {
        throw .notThisTrip(step)
      }
      do {
        try trip.redo(edit)
      } catch {
        throw .tripEditMismatch(error)
      }
      afterTripEdit(edit)
      return
    }
    guard trip.isBefore(step) else { throw .notThisTrip(step) }
    if let edit = step.edit {
      do {
        try trip.redo(edit)
      } catch {
        throw .editMismatch(error)
      }
      editCount += 1
      unselectIfGone(edit.item.id)
    } else {
      do {
        try trip.reapply(step.changes)
      } catch {
        throw .mismatch(error)
      }
    }
    guard trip.isAfter(step) else { throw .notThisTrip(step) }
  }

  /// Replays one step of another session, as it was recorded, or, where
  /// the trip changed around it since (another item gone from its day,
  /// the lists of items in another order), as it would be taken now.
  ///
  /// A move is taken again when every item it moves stands at the
  /// placement the move found it at, its positions said as they are now;
  /// a rename, a time or a kind when its item is there as the step found
  /// it. `nil`, and the trip unchanged, when it does not fit; the step as
  /// taken otherwise, for a journal to keep.
  package mutating func replayFitting(_ step: HistoryStep) -> HistoryStep? {
    if (try? replay([step])) != nil { return step }
    guard let rebased = trip.rebased(step), (try? replay([rebased])) != nil else { return nil }
    return rebased
  }

  /// `step` as this trip would take it now, when it does not fit as
  /// recorded: see ``replayFitting(_:)``.
  package func rebased(_ step: HistoryStep) -> HistoryStep? {
    trip.rebased(step)
  }

  /// Why steps could not be replayed.
  package enum ReplayError: Error, Hashable, Sendable {
    /// An item is grabbed.
    case grabbed
    /// A step's change does not start where the item is.
    case mismatch(ChangeMismatch)
    /// An edit step does not fit the trip.
    case editMismatch(EditMismatch)
    /// A change to the start or the days does not fit the trip.
    case tripEditMismatch(TripEditMismatch)
    /// The steps would leave the trip breaking its rules.
    case breaksRules([TripProblem])
    /// A step names an item, a title or a position this trip does not have.
    case notThisTrip(HistoryStep)
  }
}

extension HistoryStep {
  /// The step that takes this one back.
  package var reversed: HistoryStep {
    var reversed =
      tripEdit.map { HistoryStep(tripEdit: $0.reversed) }
      ?? HistoryStep(
        item: item, from: to, to: from, changes: changes.reversed().map(\.reversed),
        edit: edit?.reversed, group: group)
    reversed.author = author
    return reversed
  }
}
