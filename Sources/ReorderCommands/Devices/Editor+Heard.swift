import ItineraryCore

/// What a step another device made is heard as: the announcement this
/// editor's own command would have made.
extension Editor {
  /// The announcement of `step`, just made here as another device made
  /// it, `before` being the editor as it was.
  func heard(_ step: HistoryStep, from before: Editor) -> Announcement {
    if let edit = step.tripEdit { return said(edit) }
    if let edit = step.edit {
      let item = ItemReference(edit.item)
      switch edit.kind {
      case .added:
        return .added(item, at: spot(of: item.id))
      case .created:
        return .created(item, kind: edit.item.kind, at: spot(of: item.id), after: nil, before: nil)
      case .removed:
        return .removed(item, from: DetailedPosition(gapAt: step.to, in: trip))
      case .deleted:
        return .deleted(item, from: DetailedPosition(gapAt: step.to, in: trip))
      case .renamed(let old):
        return .renamed(item, from: old, at: spot(of: item.id))
      case .retimed:
        return .timed(item, time: edit.item.time, at: spot(of: item.id))
      case .rekinded:
        return .rekinded(item, fixed: edit.item.isFixed, at: spot(of: item.id))
      }
    }
    if !step.group.isEmpty, let together = Trip.Together(step.group.map(\.id), in: trip),
      let block = block(of: together)
    {
      return .itemsMoved(step.group, move: .toPosition(step.to), to: block)
    }
    return .moved(
      step.item, move: .toPosition(step.to), from: before.spot(of: step.item.id),
      to: spot(of: step.item.id))
  }

  /// The announcement of `step`, just undone here (`undone`) or made
  /// again as another device did.
  func heard(_ step: HistoryStep, undone: Bool) -> Announcement {
    if step.tripEdit != nil { return undone ? .tripUndone(step) : .tripRedone(step) }
    if let edit = step.edit {
      let made = undone ? edit.reversed : edit
      let spot: DetailedPosition
      switch made.kind {
      case .added, .created, .renamed, .retimed, .rekinded:
        spot = self.spot(of: made.item.id)
      case .removed, .deleted:
        spot = DetailedPosition(gapAt: step.to, in: trip)
      }
      return undone ? .undone(step, at: spot) : .redone(step, at: spot)
    }
    if !step.group.isEmpty {
      guard !undone, let together = Trip.Together(step.group.map(\.id), in: trip),
        let block = block(of: together)
      else { return .itemsUndone(step) }
      return .itemsRedone(step, at: block)
    }
    return undone
      ? .undone(step, at: spot(of: step.item.id)) : .redone(step, at: spot(of: step.item.id))
  }
}
