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

    // One hash of each id: how many items and ideas have it, and the first
    // item of them.
    var byID: [ItemID: (count: Int, first: Int)] = [:]
    byID.reserveCapacity(items.count + ideas.count)
    for (index, item) in items.enumerated() {
      byID[item.id, default: (0, index)].count += 1
    }
    for idea in ideas {
      byID[idea.id, default: (0, -1)].count += 1
    }
    let itemWithID = { (id: ItemID) -> Item? in
      byID[id].flatMap { $0.first >= 0 ? items[$0.first] : nil }
    }
    var reportedDuplicates: Set<ItemID> = []
    // The first item at each placement, and the items of each placement
    // that more than one has.
    var firstAt: [Placement: Int] = [:]
    firstAt.reserveCapacity(items.count)
    var sharing: [Placement: [ItemID]] = [:]

    for (index, item) in items.enumerated() {
      if item.id.rawValue.isEmpty {
        problems.append(.emptyID(itemNumber: index + 1))
      }
      if let n = byID[item.id]?.count, n > 1, reportedDuplicates.insert(item.id).inserted {
        problems.append(.duplicateID(item.id, count: n))
      }
      if TextCleaning.isBlank(item.title) { problems.append(.emptyTitle(item.id)) }
      let placement = item.placement
      let dayIsValid = placement.day >= 1 && placement.day <= days.count
      if !dayIsValid {
        problems.append(.dayOutOfRange(item.id, day: placement.day, dayCount: days.count))
      }
      if !placement.sortOrder.isFinite {
        problems.append(.sortOrderNotFinite(item.id))
      } else if dayIsValid {
        // -0.0 and 0.0 are one sortOrder: neither orders before the other.
        let key = Placement(day: placement.day, sortOrder: placement.sortOrder + 0)
        if let first = firstAt[key] {
          sharing[key, default: [items[first].id]].append(item.id)
        } else {
          firstAt[key] = index
        }
      }
      if case .travel(let travel) = item.kind {
        problems += travelProblems(item, travel, item: itemWithID)
      }
    }
    // In the order of the first item at each shared placement.
    let shared = sharing.sorted { firstAt[$0.key, default: 0] < firstAt[$1.key, default: 0] }
    for (key, ids) in shared {
      problems.append(.sharedSortOrder(ids, day: key.day, sortOrder: key.sortOrder))
    }
    var reported: Set<ItemID> = []
    for (number, idea) in ideas.enumerated() {
      problems += ideaProblems(
        idea, number: number + 1, byID: byID, reported: &reported, item: itemWithID)
    }
    return problems
  }

  private static func ideaProblems(
    _ idea: Idea, number: Int, byID: [ItemID: (count: Int, first: Int)],
    reported: inout Set<ItemID>, item: (ItemID) -> Item?
  ) -> [TripProblem] {
    var problems: [TripProblem] = []
    if idea.id.rawValue.isEmpty { problems.append(.emptyID(itemNumber: number)) }
    // An id an item has too is reported with the item; one only ideas
    // share, once.
    if let seen = byID[idea.id], seen.count > 1, seen.first < 0,
      reported.insert(idea.id).inserted
    {
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

  private static func travelProblems(
    _ item: Item, _ travel: Travel, item byID: (ItemID) -> Item?
  ) -> [TripProblem] {
    var problems: [TripProblem] = []
    let anchors: [(TripProblem.Anchor, ItemID?)] = [
      (.after, travel.after), (.before, travel.before),
    ]
    for case (let anchor, let gameID?) in anchors {
      guard let game = byID(gameID) else {
        problems.append(.anchorNotFound(item.id, anchor: anchor, named: gameID))
        continue
      }
      guard game.isFixed else {
        problems.append(.anchorNotAGame(item.id, anchor: anchor, named: gameID))
        continue
      }
      switch anchor {
      case .after where !(game.placement < item.placement):
        problems.append(.mustComeAfter(item.id, game: gameID))
      case .before where !(item.placement < game.placement):
        problems.append(.mustComeBefore(item.id, game: gameID))
      default:
        break
      }
    }
    return problems
  }
}
