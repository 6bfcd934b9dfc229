import ItineraryCore

extension Editor {
  /// Applies steps recorded in another session, each as a step of this
  /// history, so that undo takes them back one by one.
  ///
  /// Either every step applies and the trip keeps every rule, or nothing
  /// changes and the error names the first change that did not fit.
  package mutating func replay(_ steps: [HistoryStep]) throws(ReplayError) {
    guard grab == nil else { throw .grabbed }
    var replayed = self
    for step in steps {
      if let edit = step.edit {
        do {
          try replayed.trip.redo(edit)
        } catch {
          throw .editMismatch(error)
        }
        replayed.titles?.record(edit)
        replayed.editCount += 1
        replayed.unselectIfGone(edit.item.id)
      } else {
        do {
          try replayed.trip.reapply(step.changes)
        } catch {
          throw .mismatch(error)
        }
      }
      replayed.history.record(step)
    }
    let problems = Trip.problems(
      days: replayed.trip.days, items: replayed.trip.items, ideas: replayed.trip.ideas)
    guard problems.isEmpty else { throw .breaksRules(problems) }
    if let last = steps.last {
      replayed.focus =
        replayed.trip.contains(last.item.id)
        ? last.item.id : replayed.focusAfterTakingOff(at: last.to)
    }
    self = replayed
  }

  /// Why steps could not be replayed.
  package enum ReplayError: Error, Hashable, Sendable {
    /// An item is grabbed.
    case grabbed
    /// A step's change does not start where the item is.
    case mismatch(ChangeMismatch)
    /// An edit step does not fit the trip.
    case editMismatch(EditMismatch)
    /// The steps would leave the trip breaking its rules.
    case breaksRules([TripProblem])
  }
}

extension HistoryStep {
  /// The step that takes this one back.
  package var reversed: HistoryStep {
    HistoryStep(
      item: item, from: to, to: from, changes: changes.reversed().map(\.reversed),
      edit: edit?.reversed, group: group)
  }
}
