extension Trip {
  /// The positions of `ids`, taken out of their days and put back side by
  /// side on a day, counted among that day's other items: an insertion
  /// index from 0 (before them all) to their count (after them all).
  ///
  /// It is what a move of several items together asks of
  /// the trip; `ids` are items of the trip, in trip order, none a game.
  package struct Together: Sendable {
    /// The items, in trip order, with the positions they stand at now.
    package var members: [(item: Item, position: Position)]

    /// The items in trip order, sorted from ids the trip holds; `nil` when
    /// one is not an item of the trip.
    package init?(_ ids: some Collection<ItemID>, in trip: Trip) {
      var members: [(item: Item, position: Position)] = []
      members.reserveCapacity(ids.count)
      for id in ids {
        guard let found = trip.itemAndPosition(id) else { return nil }
        members.append(found)
      }
      members.sort { $0.position < $1.position }
      self.members = members
    }

    /// How many of the items stand on `day` before the rank `rank` (from 1).
    package func countOnDay(_ day: Int, before rank: Int) -> Int {
      members.reduce(0) { $0 + ($1.position.day == day && $1.position.rank < rank ? 1 : 0) }
    }

    /// How many of the items stand on `day`.
    package func countOnDay(_ day: Int) -> Int {
      members.reduce(0) { $0 + ($1.position.day == day ? 1 : 0) }
    }

    /// Whether the items stand side by side on one day, in trip order: the
    /// day and the insertion index of the first among the day's other
    /// items, or `nil`.
    package var sideBySide: (day: Int, index: Int)? {
      guard let first = members.first?.position else { return nil }
      for (offset, member) in members.enumerated()
      where member.position != Position(day: first.day, rank: first.rank + offset) {
        return nil
      }
      return (first.day, first.rank - 1)
    }
  }

  /// How many slots a day offers items moved together: its other items,
  /// plus one.
  package func slotCount(onDay day: Int, for together: Together) -> Int {
    itemCount(onDay: day) - together.countOnDay(day) + 1
  }

  /// Why one of the items could not stand in a block at insertion index
  /// `index` of `day`, and which: the first in trip order that may not,
  /// with the core's reason; `nil` when every item may.
  ///
  /// `day` must be one of the trip's days and `index` one of its slots.
  package func blocking(_ together: Together, onDay day: Int, at index: Int)
    -> (item: Item, refusal: Refusal)?
  {
    for (item, _) in together.members {
      guard let travel = item.travel else { continue }
      if let days = validDays(for: item), !days.contains(day) {
        return (item, .mustStayWithinDays(days, day: day))
      }
      if let after = travel.after, let rank = rankAmongOthers(after, onDay: day, besides: together),
        index <= rank
      {
        return (item, .mustStayAfter(game: after))
      }
      if let before = travel.before,
        let rank = rankAmongOthers(before, onDay: day, besides: together), index > rank
      {
        return (item, .mustStayBefore(game: before))
      }
    }
    return nil
  }

  /// The insertion indexes of `day` where every item may stand in a block,
  /// or `nil` when there is none.
  package func validIndexes(for together: Together, onDay day: Int) -> ClosedRange<Int>? {
    guard hasDay(day) else { return nil }
    var first = 0
    var last = slotCount(onDay: day, for: together) - 1
    for (item, _) in together.members {
      guard let travel = item.travel else { continue }
      guard let days = validDays(for: item), days.contains(day) else { return nil }
      if let after = travel.after, let rank = rankAmongOthers(after, onDay: day, besides: together)
      {
        first = max(first, rank + 1)
      }
      if let before = travel.before,
        let rank = rankAmongOthers(before, onDay: day, besides: together)
      {
        last = min(last, rank)
      }
    }
    return first <= last ? first...last : nil
  }

  /// The 0-based rank of `other` among the items of `day` that are not
  /// moving; `nil` when it is not on that day.
  private func rankAmongOthers(_ other: ItemID, onDay day: Int, besides together: Together)
    -> Int?
  {
    guard let position = position(of: other), position.day == day else { return nil }
    return position.rank - 1 - together.countOnDay(day, before: position.rank)
  }

  /// Moves items side by side to a day, at an insertion index among its
  /// other items, in trip order, and returns every placement it changed,
  /// the moved items' first in trip order.
  ///
  /// The caller has checked the move with ``blocking(_:onDay:at:)``. The
  /// items keep their sortOrders when those fit between their new
  /// neighbours in order; otherwise they share the gap evenly, and when it
  /// cannot be split the day is renumbered 1, 2, 3, … The cost grows with
  /// the items moved and the days they touch, never with the trip.
  package mutating func move(_ together: Together, toDay day: Int, at index: Int)
    -> [PlacementChange]
  {
    let moving = together.members.map { member in
      (index: indexByID[member.item.id] ?? 0, old: member.item.placement)
    }
    // Every item leaves its day first; a day that many leave is rebuilt.
    leave(moving, count: moving.count)
    let (below, above) = dayOrder[day - 1].sortOrders.withUnsafeBufferPointer {
      (index > 0 ? $0[index - 1] : nil, index < $0.count ? $0[index] : nil)
    }
    let sortOrders = Trip.sortOrders(
      count: moving.count, between: below, and: above, preferring: moving.map(\.old.sortOrder))
    dayOrder[day - 1].insert(
      moving.map(\.index), sortOrders: sortOrders ?? moving.map(\.old.sortOrder), at: index)
    guard let sortOrders else {
      // No room: the day is renumbered, the moved items said first.
      return renumber(day: day, moving: moving).filter { !$0.old.isIdentical(to: $0.new) }
    }
    var changes: [PlacementChange] = []
    changes.reserveCapacity(moving.count)
    for (member, sortOrder) in zip(moving, sortOrders) {
      let new = Placement(day: day, sortOrder: sortOrder)
      items[member.index].placement = new
      if !member.old.isIdentical(to: new) {
        changes.append(PlacementChange(item: items[member.index].id, old: member.old, new: new))
      }
    }
    return changes
  }

  /// `count` sortOrders, rising, strictly between two neighbours (`nil`
  /// for no neighbour): `preferring` when those fit, else the gap shared
  /// evenly; `nil` when the gap cannot be split so.
  static func sortOrders(
    count: Int, between below: Double?, and above: Double?, preferring: [Double]
  ) -> [Double]? {
    func fit(_ values: [Double]) -> Bool {
      var last = below
      for value in values {
        guard value.isFinite, last.map({ $0 < value }) ?? true else { return false }
        last = value
      }
      return last.flatMap { last in above.map { last < $0 } } ?? true
    }
    if fit(preferring) { return preferring }
    let spread: [Double]
    switch (below, above) {
    case (nil, nil): spread = (1...count).map(Double.init)
    case (let below?, nil): spread = (1...count).map { below + Double($0) }
    case (nil, let above?): spread = (1...count).map { above - Double(count + 1 - $0) }
    case (let below?, let above?):
      let step = (above / 2 - below / 2) / Double(count + 1) * 2
      spread = (1...count).map { below + step * Double($0) }
    }
    return fit(spread) ? spread : nil
  }
}
