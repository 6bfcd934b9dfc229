extension Trip {
  /// The days an item may stand on.
  ///
  /// A custom item may stand on any day; a travel item from its `after`
  /// game's day to its `before` game's day (the trip's first and last day when
  /// it has none); a game only on its own day. `nil` for an unknown item.
  public func validDays(for id: ItemID) -> ClosedRange<Int>? {
    item(id).flatMap(validDays(for:))
  }

  /// ``validDays(for:)`` of an item of the trip.
  package func validDays(for item: Item) -> ClosedRange<Int>? {
    switch item.kind {
    case .game, .fixed:
      return item.placement.day...item.placement.day
    case .custom:
      return dayNumbers
    case .travel(let travel):
      let first = travel.after.flatMap { self.item($0)?.placement.day } ?? 1
      let last = travel.before.flatMap { self.item($0)?.placement.day } ?? dayCount
      return first <= last ? first...last : nil
    }
  }

  /// The positions an item may stand at on a day, counted as they would be
  /// with the item there: from its first valid position to its last.
  ///
  /// A game may stand only where it is. `nil` when the item may not stand on
  /// the day at all, or is unknown.
  public func validPositions(for id: ItemID, onDay day: Int) -> ClosedRange<Int>? {
    guard let (item, position) = itemAndPosition(id) else { return nil }
    return validPositions(for: item, at: position, onDay: day)
  }

  /// ``validPositions(for:onDay:)`` of an item of the trip, which stands at `position`.
  package func validPositions(for item: Item, at position: Position, onDay day: Int)
    -> ClosedRange<Int>?
  {
    guard hasDay(day) else { return nil }
    if item.isFixed {
      return position.day == day ? position.rank...position.rank : nil
    }
    guard let days = validDays(for: item), days.contains(day) else { return nil }
    var first = 1
    var last = slotCount(onDay: day, for: item)
    if let travel = item.travel {
      if let after = travel.after, let rank = rankAmongOthers(after, onDay: day, besides: item) {
        first = rank + 2
      }
      if let before = travel.before, let rank = rankAmongOthers(before, onDay: day, besides: item) {
        last = rank + 1
      }
    }
    return first <= last ? first...last : nil
  }

  /// Why `id` may not be moved to `position`, or `nil` when it may.
  ///
  /// `position` is counted as it would be after the move. A move to where the
  /// item already is is allowed (and changes nothing), except for a game: any
  /// move of a game is refused. Reasons are checked in this order: the item,
  /// games, the trip's days, a travel item's days, the day's positions, then a
  /// travel item's games on that day.
  public func refusal(moving id: ItemID, to position: Position) -> Refusal? {
    guard let item = item(id) else { return .noSuchItem(id) }
    return refusal(moving: item, to: position)
  }

  /// ``refusal(moving:to:)`` of an item of the trip.
  package func refusal(moving item: Item, to position: Position) -> Refusal? {
    if item.isFixed { return item.isGame ? .gameIsFixed(item.id) : .itemIsFixed(item.id) }
    guard hasDay(position.day) else { return .noSuchDay(position.day, dayCount: dayCount) }
    let travel = item.travel
    if travel != nil, let days = validDays(for: item), !days.contains(position.day) {
      return .mustStayWithinDays(days, day: position.day)
    }
    let slots = 1...slotCount(onDay: position.day, for: item)
    guard slots.contains(position.rank) else {
      return .noSuchPosition(position.rank, day: position.day, available: slots)
    }
    if let travel {
      if let after = travel.after,
        let rank = rankAmongOthers(after, onDay: position.day, besides: item),
        position.rank <= rank + 1
      {
        return .mustStayAfter(game: after)
      }
      if let before = travel.before,
        let rank = rankAmongOthers(before, onDay: position.day, besides: item),
        position.rank > rank + 1
      {
        return .mustStayBefore(game: before)
      }
    }
    return nil
  }

  /// How many positions a day offers `item`: its items besides `item`, plus one.
  private func slotCount(onDay day: Int, for item: Item) -> Int {
    let count = itemCount(onDay: day)
    return item.placement.day == day ? count : count + 1
  }

  /// The 0-based rank of `other` on `day` once `item` is taken out of it;
  /// `nil` when `other` is not on that day.
  private func rankAmongOthers(_ other: ItemID, onDay day: Int, besides item: Item) -> Int? {
    guard let anchor = self.item(other), anchor.placement.day == day,
      let rank = position(of: other)?.rank
    else { return nil }
    let itemIsEarlier = item.placement.day == day && item.placement < anchor.placement
    return itemIsEarlier ? rank - 2 : rank - 1
  }
}

extension Trip {
  /// Whether a travel item or idea is anchored to `id`.
  func isAnchor(_ id: ItemID) -> Bool {
    anchorCount[id] != nil
  }
}

extension Trip {
  /// The position a placement falls at on its day, counted with an item
  /// there: after every item whose sortOrder is lower.
  package func insertionPosition(of placement: Placement) -> Position {
    Position(
      day: placement.day,
      rank: dayOrder[placement.day - 1].insertionRank(of: placement.sortOrder) + 1)
  }
}
