extension Trip {
  /// Moves an item to a position, counted as it will be after the move, and
  /// returns every placement it changed.
  ///
  /// The item gets a sortOrder between its new neighbours. When the gap
  /// between them cannot be split any more, the whole day is renumbered 1, 2,
  /// 3, … in its new order, and every item whose sortOrder changed is in the
  /// result, the moved item first. A move to where the item already is returns
  /// no change. A refused move throws and changes nothing.
  @discardableResult
  public mutating func move(_ id: ItemID, to position: Position) throws(Refusal)
    -> [PlacementChange]
  {
    if let refusal = refusal(moving: id, to: position) { throw refusal }
    guard let current = self.position(of: id) else { throw .noSuchItem(id) }
    return move(from: current, to: position)
  }

  /// Moves the item at `current` to `position`: ``move(_:to:)`` for a move
  /// the caller has already checked with ``refusal(moving:to:)``.
  ///
  /// The command layer checks every move before it makes it, to say why one
  /// is refused; this spares a move the same checks twice.
  package mutating func move(from current: Position, to position: Position) -> [PlacementChange] {
    if current == position { return [] }
    let index = dayOrder[current.day - 1].indexes[current.rank - 1]
    let id = items[index].id
    let old = items[index].placement
    dayOrder[old.day - 1].remove(at: current.rank - 1)
    let slot = position.rank - 1
    let (below, above) = dayOrder[position.day - 1].sortOrders.withUnsafeBufferPointer {
      (slot > 0 ? $0[slot - 1] : nil, slot < $0.count ? $0[slot] : nil)
    }
    let keep = old.day == position.day ? nil : old.sortOrder
    if let sortOrder = Trip.sortOrder(between: below, and: above, preferring: keep) {
      let new = Placement(day: position.day, sortOrder: sortOrder)
      dayOrder[position.day - 1].insert(index, sortOrder: sortOrder, at: slot)
      items[index].placement = new
      return [PlacementChange(item: id, old: old, new: new)]
    }
    dayOrder[position.day - 1].insert(index, sortOrder: old.sortOrder, at: slot)
    return renumber(day: position.day, moving: [(index, old)])
  }

  /// A sortOrder strictly between two neighbours (`nil` for no neighbour),
  /// or `nil` when the gap cannot be split.
  static func sortOrder(between below: Double?, and above: Double?, preferring: Double?)
    -> Double?
  {
    func fits(_ value: Double) -> Bool {
      value.isFinite && (below.map { $0 < value } ?? true) && (above.map { value < $0 } ?? true)
    }
    if let preferring, fits(preferring) { return preferring }
    let candidate: Double
    switch (below, above) {
    case (nil, nil): candidate = 1
    case (let below?, nil): candidate = below + 1
    case (nil, let above?): candidate = above - 1
    case (let below?, let above?): candidate = below / 2 + above / 2
    }
    return fits(candidate) ? candidate : nil
  }

  /// Gives the day's items the sortOrders 1, 2, 3, … in their order, the
  /// items at the indexes of `moved` having come from their `old`
  /// placements; their changes come first, in `moved`'s order, then those
  /// of the others that changed.
  mutating func renumber(day: Int, moving moved: [(index: Int, old: Placement)])
    -> [PlacementChange]
  {
    var changes: [PlacementChange] = []
    var movedChanges = [PlacementChange?](repeating: nil, count: moved.count)
    for (rank, index) in dayOrder[day - 1].indexes.enumerated() {
      let slot = moved.firstIndex { $0.index == index }
      let before = slot.map { moved[$0].old } ?? items[index].placement
      let after = Placement(day: day, sortOrder: Double(rank + 1))
      items[index].placement = after
      dayOrder[day - 1].setSortOrder(after.sortOrder, at: rank)
      if let slot {
        movedChanges[slot] = PlacementChange(item: items[index].id, old: before, new: after)
      } else if !before.isIdentical(to: after) {
        changes.append(PlacementChange(item: items[index].id, old: before, new: after))
      }
    }
    return movedChanges.compactMap { $0 } + changes
  }
}
