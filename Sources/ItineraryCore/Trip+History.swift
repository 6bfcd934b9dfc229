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
  /// placement, and no other item at an `old` one); otherwise this throws
  /// and changes nothing.
  public mutating func restore(_ changes: [PlacementChange]) throws(ChangeMismatch) {
    try place(changes.map(\.reversed))
  }

  /// The rank `placement` has among its day's items now, from 1: the
  /// item's that stands there, or where one placed so would stand (one past
  /// the last, after them all); `nil` when the trip has no such day.
  ///
  /// What a change recorded as placements touched, read as ranks without
  /// the trip as it was.
  package func rank(of placement: Placement) -> Int? {
    guard hasDay(placement.day) else { return nil }
    return dayOrder[placement.day - 1].insertionRank(of: placement.sortOrder) + 1
  }

  /// Where an item taken back to `placement` stands when another item holds
  /// that very placement now: on the same day, just before that item,
  /// halfway from the one before it; `placement` itself when no item but
  /// `id` holds it, and `nil` when the trip has no such day.
  ///
  /// A list several people change takes back one person's step among
  /// others': the numbers of its placements are the list's own, and another's
  /// later move may have taken one, though not the place it stands for.
  package func placement(near placement: Placement, for id: ItemID) -> Placement? {
    guard hasDay(placement.day) else { return nil }
    let order = dayOrder[placement.day - 1]
    let rank = order.insertionRank(of: placement.sortOrder)
    guard rank < order.count, order.sortOrders[rank] == placement.sortOrder,
      items[order.indexes[rank]].id != id
    else { return placement }
    // The nearest number below that no item but `id` holds.
    var below = rank - 1
    while below >= 0, items[order.indexes[below]].id == id { below -= 1 }
    let floor = below >= 0 ? order.sortOrders[below] : placement.sortOrder - 2
    let sortOrder = (floor + placement.sortOrder) / 2
    guard sortOrder > floor, sortOrder < placement.sortOrder else { return nil }
    return Placement(day: placement.day, sortOrder: sortOrder)
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
    // No more than this many leave or reach a day one by one; a day that more
    // leave or reach (a renumbered day) is rebuilt in one pass instead.
    let oneByOne = 8
    var indexes: [Int] = []
    indexes.reserveCapacity(changes.count)
    // A few changes (nearly every undo and redo moved one item) are checked
    // against each other directly, with no set.
    var seen: Set<ItemID> = []
    for change in changes {
      guard let index = indexByID[change.item],
        items[index].placement.isIdentical(to: change.old),
        hasDay(change.new.day), change.new.sortOrder.isFinite,
        changes.count <= oneByOne
          ? !indexes.contains(index) : seen.insert(change.item).inserted
      else { throw ChangeMismatch(change: change) }
      indexes.append(index)
    }
    // Each lands where no item that stays stands: the history of a list
    // several people change takes back one person's step among others'.
    for change in changes {
      let order = dayOrder[change.new.day - 1]
      let rank = order.insertionRank(of: change.new.sortOrder)
      guard rank < order.count, order.sortOrders[rank] == change.new.sortOrder else { continue }
      let standing = items[order.indexes[rank]].id
      let leaves =
        changes.count <= oneByOne
        ? changes.contains { $0.item == standing } : seen.contains(standing)
      if !leaves { throw ChangeMismatch(change: change) }
    }
    // Every item that changes leaves its day first, so that what remains is
    // still sorted and unique; then each lands by binary search. With no
    // more changes than `oneByOne`, no day can need rebuilding, and no table
    // is made to find one.
    leave(zip(indexes, changes).lazy.map { ($0, $1.old) }, count: changes.count)
    if changes.count <= oneByOne {
      for (change, index) in zip(changes, indexes) {
        items[index].placement = change.new
        land(index)
      }
      return
    }
    var arriving: [Int: [Int]] = [:]
    for (change, index) in zip(changes, indexes) {
      items[index].placement = change.new
      arriving[change.new.day, default: []].append(index)
    }
    for (day, landing) in arriving {
      if landing.count > oneByOne {
        dayOrder[day - 1].add(landing.map { ($0, items[$0].placement.sortOrder) })
      } else {
        for index in landing { land(index) }
      }
    }
  }

  /// Takes `count` items out of their days' orders, each at `index` in
  /// `items` and standing at `old`: one by one, by binary search, or, for
  /// a day that more than eight leave (a renumbered day), in one pass.
  ///
  /// What remains of each day is still sorted and unique.
  mutating func leave(
    _ leaving: some Sequence<(index: Int, old: Placement)>, count: Int
  ) {
    let oneByOne = 8
    guard count > oneByOne else {
      for (index, old) in leaving { leave(old, index: index) }
      return
    }
    var leavingCount: [Int: Int] = [:]
    for (_, old) in leaving { leavingCount[old.day, default: 0] += 1 }
    var many: [Int: Set<Int>] = [:]
    for (index, old) in leaving {
      if leavingCount[old.day, default: 0] > oneByOne {
        many[old.day, default: []].insert(index)
      } else {
        leave(old, index: index)
      }
    }
    for (day, indexes) in many { dayOrder[day - 1].removeAll(indexes) }
  }

  /// Takes the item at `index`, standing at `old`, out of its day's order.
  mutating func leave(_ old: Placement, index: Int) {
    let rank = dayOrder[old.day - 1].insertionRank(of: old.sortOrder)
    assert(dayOrder[old.day - 1].indexes[rank] == index, "day order out of step")
    dayOrder[old.day - 1].remove(at: rank)
  }

  /// Puts the item at `index`, at its new placement, in its day's order by
  /// binary search.
  private mutating func land(_ index: Int) {
    let new = items[index].placement
    let rank = dayOrder[new.day - 1].insertionRank(of: new.sortOrder)
    dayOrder[new.day - 1].insert(index, sortOrder: new.sortOrder, at: rank)
  }
}
