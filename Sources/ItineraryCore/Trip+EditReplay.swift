/// Making an edit again and taking it back: an edit checked against the
/// trip it is applied to, then applied whole.
extension Trip {
  /// Makes an edit again, as it was first made: the trip must be as the
  /// edit's ``undo(_:)-(ItemEdit)`` left it.
  public mutating func redo(_ edit: ItemEdit) throws(EditMismatch) {
    guard fits(edit) else { throw EditMismatch(edit: edit) }
    apply(edit)
  }

  /// Takes an edit back: the trip must be as the edit left it, and is
  /// afterwards as it was before the edit, to the bit and the order of its
  /// items and ideas.
  public mutating func undo(_ edit: ItemEdit) throws(EditMismatch) {
    try redo(edit.reversed)
  }

  /// Whether `edit` can be made on this trip, as it stands now.
  private func fits(_ edit: ItemEdit) -> Bool {
    let id = edit.item.id
    switch edit.kind {
    case .added, .created:
      guard indexByID[id] == nil, (0...items.count).contains(edit.itemSlot),
        hasDay(edit.item.placement.day),
        edit.item.placement.sortOrder.isFinite
      else { return false }
      if case .added = edit.kind {
        guard let slot = edit.ideaSlot, let index = ideaIndexByID[id], index == slot,
          ideas[index] == edit.item.idea
        else { return false }
      } else if ideaIndexByID[id] != nil {
        return false
      }
      // The renumbered items stand where the renumbering found them, and the
      // item's sortOrder is free on its day once they have moved.
      guard renumberedFit(edit.renumbered) else { return false }
      let order = dayOrder[edit.item.placement.day - 1]
      let rank = order.insertionRank(of: edit.item.placement.sortOrder)
      let taken = rank < order.count && order.sortOrders[rank] == edit.item.placement.sortOrder
      return !taken || edit.renumbered.contains { $0.item == items[order.indexes[rank]].id }
    case .removed, .deleted:
      // A fixed item is never an idea; it leaves the trip only as a new one
      // taken back, which nothing is anchored to.
      guard let index = indexByID[id], index == edit.itemSlot, items[index] == edit.item,
        !edit.item.isFixed || (edit.kind == .deleted && !isAnchor(id))
      else { return false }
      if case .removed = edit.kind {
        guard let slot = edit.ideaSlot, (0...ideas.count).contains(slot) else { return false }
      }
      return renumberedFit(edit.renumbered)
    case .renamed(let old):
      guard let index = indexByID[id], index == edit.itemSlot else { return false }
      var was = edit.item
      was.title = old
      return items[index] == was && !TextCleaning.isBlank(edit.item.title)
    case .retimed(let old):
      guard let index = indexByID[id], index == edit.itemSlot else { return false }
      var was = edit.item
      was.time = old
      return items[index] == was
    case .rekinded(let old):
      guard let index = indexByID[id], index == edit.itemSlot else { return false }
      var was = edit.item
      was.kind = old
      // Only custom and fixed change, and an anchor stays fixed.
      func changes(_ kind: Item.Kind) -> Bool { kind == .custom || kind == .fixed }
      guard items[index] == was, changes(old), changes(edit.item.kind) else { return false }
      return edit.item.isFixed || !isAnchor(id)
    }
  }

  /// Whether every renumbered item stands at its old placement, no item twice.
  private func renumberedFit(_ changes: [PlacementChange]) -> Bool {
    var seen: Set<ItemID> = []
    return changes.allSatisfy { change in
      guard let index = indexByID[change.item] else { return false }
      return items[index].placement.isIdentical(to: change.old)
        && hasDay(change.new.day) && change.new.sortOrder.isFinite
        && seen.insert(change.item).inserted
    }
  }

  /// Makes an edit that ``fits(_:)``.
  private mutating func apply(_ edit: ItemEdit) {
    switch edit.kind {
    case .added, .created:
      // Neighbours first, to their renumbered places; then the item lands.
      placeRenumbered(edit.renumbered)
      put(edit)
    case .removed, .deleted:
      takeOff(edit)
      placeRenumbered(edit.renumbered)
    case .renamed:
      items[edit.itemSlot].title = edit.item.title
    case .retimed:
      items[edit.itemSlot].time = edit.item.time
    case .rekinded:
      rekind(edit)
    }
  }

  /// Moves renumbered neighbours; ``fits(_:)`` has checked them.
  private mutating func placeRenumbered(_ changes: [PlacementChange]) {
    guard !changes.isEmpty else { return }
    do {
      try reapply(changes)
    } catch {
      preconditionFailure("checked renumbering does not fit: \(error)")
    }
  }

  /// Puts the edit's item at its slot of ``items`` (the item there going to
  /// the end: the opposite of ``takeOff(_:)``) and on its day, taking it
  /// out of the ideas at the edit's slot when it is one.
  mutating func put(_ edit: ItemEdit) {
    if let slot = edit.ideaSlot, case .added = edit.kind { takeIdea(at: slot) }
    if case .created = edit.kind, let travel = edit.item.travel {
      countAnchors(of: travel, by: 1)
    }
    let index = edit.itemSlot
    if index < items.count {
      let displaced = items[index]
      let end = items.count
      items.append(displaced)
      indexByID[displaced.id] = end
      let day = displaced.placement.day - 1
      dayOrder[day].setIndex(
        end, at: dayOrder[day].insertionRank(of: displaced.placement.sortOrder))
      items[index] = edit.item
    } else {
      items.append(edit.item)
    }
    indexByID[edit.item.id] = index
    let placement = edit.item.placement
    let order = dayOrder[placement.day - 1]
    dayOrder[placement.day - 1].insert(
      index, sortOrder: placement.sortOrder, at: order.insertionRank(of: placement.sortOrder))
    if edit.item.isFixed { listFixed(edit.item) }
  }

  /// Gives the edit's item its new kind, in place, and keeps its day's
  /// fixed items in step.
  mutating func rekind(_ edit: ItemEdit) {
    let item = items[edit.itemSlot]
    if item.isFixed { fixedByDay[item.placement.day - 1].removeAll { $0 == item.id } }
    items[edit.itemSlot].kind = edit.item.kind
    if edit.item.isFixed { listFixed(items[edit.itemSlot]) }
  }

  /// Puts a fixed item just placed on its day into ``fixedByDay``, after
  /// the day's fixed items that stand before it.
  mutating func listFixed(_ item: Item) {
    let day = item.placement.day - 1
    let slot =
      fixedByDay[day].firstIndex {
        (placement(of: $0)?.sortOrder ?? -.infinity) > item.placement.sortOrder
      } ?? fixedByDay[day].count
    fixedByDay[day].insert(item.id, at: slot)
  }

  /// Takes the edit's item off its day and out of ``items``, the last item
  /// taking its slot; a removal puts it in the ideas at the edit's slot.
  mutating func takeOff(_ edit: ItemEdit) {
    let index = edit.itemSlot
    let item = items[index]
    let order = dayOrder[item.placement.day - 1]
    dayOrder[item.placement.day - 1].remove(at: order.insertionRank(of: item.placement.sortOrder))
    if item.isFixed { fixedByDay[item.placement.day - 1].removeAll { $0 == item.id } }
    indexByID[item.id] = nil
    let last = items.count - 1
    if index != last {
      let moved = items[last]
      items[index] = moved
      indexByID[moved.id] = index
      let day = moved.placement.day - 1
      dayOrder[day].setIndex(index, at: dayOrder[day].insertionRank(of: moved.placement.sortOrder))
    }
    items.removeLast()
    if case .removed = edit.kind, let slot = edit.ideaSlot { insertIdea(item.idea, at: slot) }
    if case .deleted = edit.kind, let travel = item.travel { countAnchors(of: travel, by: -1) }
  }

  /// Takes the idea at `slot` out of ``ideas``, the last idea taking its slot.
  mutating func takeIdea(at slot: Int) {
    ideaIndexByID[ideas[slot].id] = nil
    let last = ideas.count - 1
    if slot != last {
      ideas[slot] = ideas[last]
      ideaIndexByID[ideas[slot].id] = slot
    }
    ideas.removeLast()
  }

  /// Puts an idea at `slot` of ``ideas``, the idea there going to the end:
  /// the opposite of ``takeIdea(at:)``.
  mutating func insertIdea(_ idea: Idea, at slot: Int) {
    if slot < ideas.count {
      ideas.append(ideas[slot])
      ideaIndexByID[ideas[ideas.count - 1].id] = ideas.count - 1
      ideas[slot] = idea
    } else {
      ideas.append(idea)
    }
    ideaIndexByID[idea.id] = slot
  }
}
