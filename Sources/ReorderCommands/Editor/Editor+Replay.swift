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
      if let edit = step.tripEdit {
        // A change to the start or the days: it fits, or the trip is not
        // as the step found it.
        guard step.changes.isEmpty, step.edit == nil, step.group.isEmpty else {
          throw .notThisTrip(step)
        }
        do {
          try replayed.trip.redo(edit)
        } catch {
          throw .tripEditMismatch(error)
        }
        replayed.afterTripEdit(edit)
        replayed.history.record(step)
        continue
      }
      guard replayed.trip.isBefore(step) else { throw .notThisTrip(step) }
      if let edit = step.edit {
        do {
          try replayed.trip.redo(edit)
        } catch {
          throw .editMismatch(error)
        }
        replayed.editCount += 1
        replayed.unselectIfGone(edit.item.id)
      } else {
        do {
          try replayed.trip.reapply(step.changes)
        } catch {
          throw .mismatch(error)
        }
      }
      guard replayed.trip.isAfter(step) else { throw .notThisTrip(step) }
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

extension Trip {
  /// `step` as this trip would take it: its positions and its item's slot
  /// read where they are now; `nil` for a step of several items, of the
  /// days, or an add or a removal, which only fit as recorded.
  fileprivate func rebased(_ step: HistoryStep) -> HistoryStep? {
    guard step.tripEdit == nil, step.group.isEmpty, let from = position(of: step.item.id) else {
      return nil
    }
    // A step whose own positions no trip could have had was not written
    // by a session: it is not read as it would be taken now.
    for position in [step.from, step.to] {
      guard hasDay(position.day), position.rank >= 1, position.rank <= items.count + 1 else {
        return nil
      }
    }
    guard let edit = step.edit else {
      guard !step.changes.isEmpty,
        step.changes.allSatisfy({ placement(of: $0.item)?.isIdentical(to: $0.old) == true })
      else { return nil }
      var moved = self
      guard (try? moved.reapply(step.changes)) != nil, let to = moved.position(of: step.item.id)
      else { return nil }
      return HistoryStep(item: step.item, from: from, to: to, changes: step.changes)
    }
    switch edit.kind {
    case .renamed, .retimed, .rekinded:
      guard let slot = slot(of: edit.item.id) else { return nil }
      var rebased = edit
      rebased.itemSlot = slot
      rebased.item.placement = placement(of: edit.item.id) ?? edit.item.placement
      return HistoryStep(item: step.item, from: from, to: from, changes: [], edit: rebased)
    case .added, .created, .removed, .deleted:
      return nil
    }
  }

  /// Whether the trip is as `step` found it: its item here under its
  /// title, at the step's `from` when the item stands on a day before the
  /// step, and every item it moves with here under its title.
  fileprivate func isBefore(_ step: HistoryStep) -> Bool {
    for member in step.group {
      guard item(member.id)?.title == member.title else { return false }
    }
    guard let edit = step.edit else {
      // A move changes a placement, its item's or those it moves with.
      guard !step.changes.isEmpty, let (item, position) = itemAndPosition(step.item.id) else {
        return false
      }
      return item.title == step.item.title && position == step.from
    }
    // An edit's step says where its item is, before and after alike.
    guard step.changes.isEmpty, step.from == step.to, step.item.id == edit.item.id else {
      return false
    }
    switch edit.kind {
    case .added, .created:
      return step.item.title == edit.item.title
    case .removed, .deleted:
      return step.item.title == edit.item.title && position(of: step.item.id) == step.from
    case .renamed(let old):
      // A rename taken back is said under the title it had.
      return (step.item.title == edit.item.title || step.item.title == old)
        && position(of: step.item.id) == step.from
    case .retimed, .rekinded:
      return step.item.title == edit.item.title && position(of: step.item.id) == step.from
    }
  }

  /// Whether the trip is as `step` left it: its item at the step's `to`
  /// when the item stands on a day after the step.
  fileprivate func isAfter(_ step: HistoryStep) -> Bool {
    switch step.edit?.kind {
    case .removed?, .deleted?: return true
    case nil, .added?, .created?, .renamed?, .retimed?, .rekinded?:
      return position(of: step.item.id) == step.to
    }
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
