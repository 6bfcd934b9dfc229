import ItineraryCore

/// What a move of an item would do, worked out without changing the trip.
enum MovePlan: Hashable, Sendable {
  /// The item would move to this position.
  case target(Position)
  /// The item is already where the move would put it.
  case alreadyThere
  /// The move would be refused.
  case refused(RefusalReason)
}

extension Trip {
  /// What `move` would do to `item`, which stands at `current`.
  ///
  /// Up and down go one slot and never farther: when the next slot is not a
  /// valid one for a travel item, the move is refused rather than skipping to
  /// a farther slot. Reasons come in the core's order: games first, then the
  /// trip's days, a travel item's days, the day's positions, then its games.
  func plan(_ move: Move, for item: Item, at current: Position) -> MovePlan {
    let id = item.id
    if let fixed = item.fixedReason { return .refused(fixed) }
    func check(_ position: Position) -> MovePlan {
      if let refusal = refusal(moving: item, to: position) {
        return .refused(reason(for: refusal))
      }
      return current == position ? .alreadyThere : .target(position)
    }
    switch move {
    case .up:
      if current.rank > 1 {
        return check(Position(day: current.day, rank: current.rank - 1))
      }
      guard current.day > 1 else { return .refused(.alreadyFirstInTrip) }
      let day = current.day - 1
      return check(Position(day: day, rank: itemCount(onDay: day) + 1))
    case .down:
      if current.rank < itemCount(onDay: current.day) {
        return check(Position(day: current.day, rank: current.rank + 1))
      }
      guard current.day < dayCount else { return .refused(.alreadyLastInTrip) }
      return check(Position(day: current.day + 1, rank: 1))
    case .toTop:
      let rank = validPositions(for: item, at: current, onDay: current.day)?.lowerBound ?? 1
      return check(Position(day: current.day, rank: rank))
    case .toBottom:
      let rank =
        validPositions(for: item, at: current, onDay: current.day)?.upperBound ?? current.rank
      return check(Position(day: current.day, rank: rank))
    case .toDay(let day):
      if day == current.day { return .alreadyThere }
      let rank =
        validPositions(for: item, at: current, onDay: day)?.upperBound ?? itemCount(onDay: day) + 1
      return check(Position(day: day, rank: rank))
    case .toPosition(let position):
      return check(position)
    case .before(let other), .after(let other):
      guard other != id else { return .refused(.isTheSameItem) }
      guard let anchor = position(of: other) else { return .refused(.noSuchOtherItem(other)) }
      let itemIsEarlier = current.day == anchor.day && current.rank < anchor.rank
      var rank = itemIsEarlier ? anchor.rank - 1 : anchor.rank
      if case .after = move { rank += 1 }
      return check(Position(day: anchor.day, rank: rank))
    }
  }

  /// The command layer's reason for a refusal of the core, with the blocking
  /// game named by its title.
  func reason(for refusal: Refusal) -> RefusalReason {
    switch refusal {
    case .noSuchItem(let id): .noSuchOtherItem(id)
    case .gameIsFixed: .gameIsFixed
    case .itemIsFixed: .itemIsFixed
    case .noSuchDay(let day, let dayCount): .noSuchDay(day, dayCount: dayCount)
    case .mustStayWithinDays(let days, let day): .mustStayWithinDays(days, day: day)
    case .noSuchPosition(let rank, let day, let available):
      .noSuchPosition(rank, day: day, available: available)
    case .mustStayAfter(let game): .mustStayAfter(reference(to: game))
    case .mustStayBefore(let game): .mustStayBefore(reference(to: game))
    case .idTaken(let id): .idTaken(id)
    case .blankTitle: .blankTitle
    // The editor says a rename to the same title as a no-op before the core
    // is asked.
    case .sameTitle, .sameTime, .sameKind: .blankTitle
    case .kindKept(let id): .keepsItsKind(item(id)?.isGame ?? false)
    case .anchorOf(_, let travel): .anchorsTravel(reference(to: travel))
    }
  }

  /// A reference to an item or an idea; an unknown id is named by itself,
  /// which a valid trip never needs.
  func reference(to id: ItemID) -> ItemReference {
    item(id).map(ItemReference.init)
      ?? idea(id).map { ItemReference(id: $0.id, title: $0.title) }
      ?? ItemReference(id: id, title: id.rawValue)
  }
}
