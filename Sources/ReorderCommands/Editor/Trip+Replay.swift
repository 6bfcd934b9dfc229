import ItineraryCore

extension Trip {
  /// `step` as this trip would take it: its positions, its item's slot
  /// and a number its day has free, read where they are now; `nil` for a
  /// step of several items or of the days, or one whose item is not as the
  /// step found it.
  ///
  /// A move of one item whose new number another item has taken since
  /// lands just before that item; so does an add. A removal takes off the
  /// item where it stands now.
  func rebased(_ step: HistoryStep) -> HistoryStep? {
    guard step.tripEdit == nil, step.group.isEmpty else { return nil }
    // A step whose own positions no trip could have had was not written
    // by a session: it is not read as it would be taken now.
    for position in [step.from, step.to] {
      guard hasDay(position.day), position.rank >= 1, position.rank <= items.count + 1 else {
        return nil
      }
    }
    if let edit = step.edit, edit.kind == .added || edit.kind == .created {
      return rebasedAdd(step, edit)
    }
    guard let from = position(of: step.item.id) else { return nil }
    guard let edit = step.edit else {
      guard !step.changes.isEmpty,
        step.changes.allSatisfy({ placement(of: $0.item)?.isIdentical(to: $0.old) == true })
      else { return nil }
      var changes = step.changes
      if changes.count == 1, let free = placement(near: changes[0].new, for: changes[0].item) {
        changes[0].new = free
      }
      var moved = self
      guard (try? moved.reapply(changes)) != nil, let to = moved.position(of: step.item.id)
      else { return nil }
      return HistoryStep(item: step.item, from: from, to: to, changes: changes)
    }
    guard let slot = slot(of: edit.item.id) else { return nil }
    var rebased = edit
    rebased.itemSlot = slot
    switch edit.kind {
    case .renamed, .retimed, .rekinded:
      rebased.item.placement = placement(of: edit.item.id) ?? edit.item.placement
    case .removed, .deleted:
      guard let now = item(edit.item.id), now.title == edit.item.title, edit.renumbered.isEmpty
      else { return nil }
      rebased.item = now
      if edit.kind == .removed { rebased.ideaSlot = min(edit.ideaSlot ?? ideas.count, ideas.count) }
    case .added, .created:
      return nil
    }
    return HistoryStep(item: step.item, from: from, to: from, changes: [], edit: rebased)
  }

  /// An add, or a creation, as this trip would take it: at its slot or the
  /// end of the list, its idea where it stands now, and at the number it
  /// was given, or just before the item that has taken it since.
  private func rebasedAdd(_ step: HistoryStep, _ edit: ItemEdit) -> HistoryStep? {
    let id = edit.item.id
    guard item(id) == nil, edit.renumbered.isEmpty,
      let free = placement(near: edit.item.placement, for: id)
    else { return nil }
    var rebased = edit
    rebased.itemSlot = min(edit.itemSlot, items.count)
    rebased.item.placement = free
    if edit.kind == .added {
      guard let slot = ideaSlot(of: id) else { return nil }
      rebased.ideaSlot = slot
    }
    var added = self
    guard (try? added.redo(rebased)) != nil, let to = added.position(of: id) else { return nil }
    return HistoryStep(item: step.item, from: to, to: to, changes: [], edit: rebased)
  }

  /// Whether the trip is as `step` found it: its item here under its
  /// title, at the step's `from` when the item stands on a day before the
  /// step, and every item it moves with here under its title.
  func isBefore(_ step: HistoryStep) -> Bool {
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
  func isAfter(_ step: HistoryStep) -> Bool {
    switch step.edit?.kind {
    case .removed?, .deleted?: return true
    case nil, .added?, .created?, .renamed?, .retimed?, .rekinded?:
      return position(of: step.item.id) == step.to
    }
  }
}
