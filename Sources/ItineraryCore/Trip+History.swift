/// A list of changes that does not fit the trip it is applied to.
///
/// An item is unknown or does not stand where the change says. Nothing was
/// changed.
public struct ChangeMismatch: Error, Hashable, Sendable {
  /// The first change that does not fit.
  public var change: PlacementChange

  public init(change: PlacementChange) {
    self.change = change
  }
}

extension Trip {
  /// Undoes changes returned by ``move(_:to:)``: every item goes back to its
  /// old placement, to the bit.
  ///
  /// The trip must be as the changes left it (each item at its `new`
  /// placement); otherwise this throws and changes nothing.
  public mutating func restore(_ changes: [PlacementChange]) throws(ChangeMismatch) {
    try place(changes.map(\.reversed))
  }

  /// Redoes changes that ``restore(_:)`` undid.
  ///
  /// Every item goes to its new placement again. The trip must be as
  /// `restore` left it.
  public mutating func reapply(_ changes: [PlacementChange]) throws(ChangeMismatch) {
    try place(changes)
  }

  /// Moves every item of `changes` from `old` to `new`, all at once, at a cost
  /// that grows with the days touched, not with the trip.
  private mutating func place(_ changes: [PlacementChange]) throws(ChangeMismatch) {
    if changes.count == 1 { return try place(changes[0]) }
    var indexes: [Int] = []
    indexes.reserveCapacity(changes.count)
    var seen: Set<ItemID> = []
    for change in changes {
      guard let index = indexByID[change.item],
        items[index].placement.isIdentical(to: change.old),
        hasDay(change.new.day), change.new.sortOrder.isFinite,
        seen.insert(change.item).inserted
      else { throw ChangeMismatch(change: change) }
      indexes.append(index)
    }
    // Every item that changes leaves its day first, so that what remains is
    // still sorted and unique; then each lands by binary search. A day that
    // many leave or reach (a renumbered day) is rebuilt in one pass instead.
    var leavingCount: [Int: Int] = [:]
    for change in changes { leavingCount[change.old.day, default: 0] += 1 }
    var leaving: [Int: Set<Int>] = [:]
    for (change, index) in zip(changes, indexes) {
      if leavingCount[change.old.day, default: 0] > 8 {
        leaving[change.old.day, default: []].insert(index)
      } else {
        let rank = dayOrder[change.old.day - 1].insertionRank(of: change.old.sortOrder)
        assert(dayOrder[change.old.day - 1].indexes[rank] == index, "day order out of step")
        dayOrder[change.old.day - 1].remove(at: rank)
      }
    }
    for (day, moved) in leaving {
      dayOrder[day - 1].removeAll(moved)
    }
    var arriving: [Int: [Int]] = [:]
    for (change, index) in zip(changes, indexes) {
      items[index].placement = change.new
      arriving[change.new.day, default: []].append(index)
    }
    for (day, landing) in arriving {
      if landing.count > 8 {
        dayOrder[day - 1].add(landing.map { ($0, items[$0].placement.sortOrder) })
      } else {
        for index in landing {
          let sortOrder = items[index].placement.sortOrder
          let rank = dayOrder[day - 1].insertionRank(of: sortOrder)
          dayOrder[day - 1].insert(index, sortOrder: sortOrder, at: rank)
        }
      }
    }
  }

  /// Moves one item from `old` to `new`: the undo or redo of nearly every
  /// move, spared the sets and tables that many changes need.
  private mutating func place(_ change: PlacementChange) throws(ChangeMismatch) {
    guard let index = indexByID[change.item],
      items[index].placement.isIdentical(to: change.old),
      hasDay(change.new.day), change.new.sortOrder.isFinite
    else { throw ChangeMismatch(change: change) }
    let old = change.old
    let rank = dayOrder[old.day - 1].insertionRank(of: old.sortOrder)
    assert(dayOrder[old.day - 1].indexes[rank] == index, "day order out of step")
    dayOrder[old.day - 1].remove(at: rank)
    items[index].placement = change.new
    let new = change.new
    let landing = dayOrder[new.day - 1].insertionRank(of: new.sortOrder)
    dayOrder[new.day - 1].insert(index, sortOrder: new.sortOrder, at: landing)
  }
}
