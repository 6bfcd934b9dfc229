extension Trip {
  /// Every rule of the trip model that these days and items break, in the
  /// order of the items; empty when they make a valid trip.
  public static func problems(days: [Day], items: [Item]) -> [TripProblem] {
    problems(days: days, items: items, ideas: [])
  }

  /// Every rule these days, items and ideas break, the items' first.
  ///
  /// An id is used once across items and ideas; an idea is not a game, has
  /// a title, and a travel idea names games.
  public static func problems(days: [Day], items: [Item], ideas: [Idea]) -> [TripProblem] {
    var problems: [TripProblem] = []
    if days.isEmpty { problems.append(.noDays) }

    // Each id hashed once: how many items and ideas have it, and the first
    // item of them.
    let ids = IDCounts(items: items, ideas: ideas)
    // Only when some id is had twice is an item's count looked at.
    let sharesIDs = ids.sharesIDs
    // Each item's place, where it is one of a day's, to find the places
    // more than one item has: sorted, they stand together.
    var places: [(day: Int, sortOrder: Double, index: Int)] = []
    places.reserveCapacity(items.count)

    // Each item's parts are read where it stands, not copied out whole.
    for index in items.indices {
      let id = items[index].id
      if id.rawValue.isEmpty {
        problems.append(.emptyID(itemNumber: index + 1))
      }
      if sharesIDs, ids.isFirst(item: index) {
        let count = ids.count(ofItem: index)
        if count > 1 { problems.append(.duplicateID(id, count: count)) }
      }
      if TextCleaning.isBlank(items[index].title) { problems.append(.emptyTitle(id)) }
      let placement = items[index].placement
      let dayIsValid = placement.day >= 1 && placement.day <= days.count
      if !dayIsValid {
        problems.append(.dayOutOfRange(id, day: placement.day, dayCount: days.count))
      }
      if !placement.sortOrder.isFinite {
        problems.append(.sortOrderNotFinite(id))
      } else if dayIsValid {
        // -0.0 and 0.0 are one sortOrder: neither orders before the other.
        places.append((placement.day, placement.sortOrder + 0, index))
      }
      if case .travel(let travel) = items[index].kind {
        travelProblems(id, placement, travel, items: items, ids: ids, into: &problems)
      }
    }
    sharedPlaceProblems(of: &places, items: items, into: &problems)
    let itemWithID = { (id: ItemID) -> Item? in ids.firstItem(withID: id).map { items[$0] } }
    for (number, idea) in ideas.enumerated() {
      problems += ideaProblems(idea, number: number + 1, ids: ids, item: itemWithID)
    }
    return problems
  }

  /// Appends a problem for each place more than one item has, with their
  /// ids in the order of the items, in the order of the first item at each.
  private static func sharedPlaceProblems(
    of places: inout [(day: Int, sortOrder: Double, index: Int)], items: [Item],
    into problems: inout [TripProblem]
  ) {
    // Most trips are mostly in order already: a sort of few steps.
    places.sort { ($0.day, $0.sortOrder, $0.index) < ($1.day, $1.sortOrder, $1.index) }
    var shared: [(first: Int, ids: [ItemID], day: Int, sortOrder: Double)] = []
    var start = 0
    while start < places.count {
      var end = start + 1
      while end < places.count, places[end].day == places[start].day,
        places[end].sortOrder == places[start].sortOrder
      {
        end += 1
      }
      if end - start > 1 {
        shared.append(
          (
            places[start].index, places[start..<end].map { items[$0.index].id },
            places[start].day, places[start].sortOrder
          ))
      }
      start = end
    }
    shared.sort { $0.first < $1.first }
    for place in shared {
      problems.append(.sharedSortOrder(place.ids, day: place.day, sortOrder: place.sortOrder))
    }
  }

  private static func ideaProblems(
    _ idea: Idea, number: Int, ids: IDCounts, item: (ItemID) -> Item?
  ) -> [TripProblem] {
    var problems: [TripProblem] = []
    if idea.id.rawValue.isEmpty { problems.append(.emptyID(itemNumber: number)) }
    // An id an item has too is reported with the item; one only ideas
    // share, once.
    let seen = ids.count(ofIdea: number - 1)
    if seen.count > 1, seen.isFirst {
      problems.append(.duplicateID(idea.id, count: seen.count))
    }
    if TextCleaning.isBlank(idea.title) { problems.append(.emptyTitle(idea.id)) }
    switch idea.kind {
    case .game: problems.append(.gameIdea(idea.id))
    case .fixed: problems.append(.fixedIdea(idea.id))
    case .custom: break
    case .travel(let travel):
      for case (let anchor, let gameID?) in [
        (TripProblem.Anchor.after, travel.after), (.before, travel.before),
      ] {
        guard let game = item(gameID) else {
          problems.append(.anchorNotFound(idea.id, anchor: anchor, named: gameID))
          continue
        }
        if !game.isFixed {
          problems.append(.anchorNotAGame(idea.id, anchor: anchor, named: gameID))
        }
      }
    }
    return problems
  }

  /// Appends the problems of a travel item's anchors: each one named is an
  /// item, fixed, and on the right side of it.
  private static func travelProblems(
    _ id: ItemID, _ placement: Placement, _ travel: Travel, items: [Item], ids: IDCounts,
    into problems: inout [TripProblem]
  ) {
    func check(_ anchor: TripProblem.Anchor, _ gameID: ItemID?) {
      guard let gameID else { return }
      guard let first = ids.firstItem(withID: gameID) else {
        problems.append(.anchorNotFound(id, anchor: anchor, named: gameID))
        return
      }
      guard items[first].isFixed else {
        problems.append(.anchorNotAGame(id, anchor: anchor, named: gameID))
        return
      }
      let game = items[first].placement
      switch anchor {
      case .after where !(game < placement):
        problems.append(.mustComeAfter(id, game: gameID))
      case .before where !(placement < game):
        problems.append(.mustComeBefore(id, game: gameID))
      default:
        break
      }
    }
    check(.after, travel.after)
    check(.before, travel.before)
  }
}
