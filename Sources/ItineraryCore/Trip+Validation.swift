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
    let byID = { () -> [ItemID: (count: Int, first: Int)] in
      var byID: [ItemID: (count: Int, first: Int)] = [:]
      byID.reserveCapacity(items.count + ideas.count)
      for index in items.indices {
        byID[items[index].id, default: (0, index)].count += 1
      }
      for idea in ideas {
        byID[idea.id, default: (0, -1)].count += 1
      }
      return byID
    }()
    // Fewer ids than items and ideas: some are had twice. Only then is an
    // item's id looked up again, to report it.
    let sharesIDs = byID.count < items.count + ideas.count
    var reportedDuplicates: Set<ItemID> = []
    // The first item at each placement, and the items of each placement
    // that more than one has.
    var firstAt: [Placement: Int] = [:]
    firstAt.reserveCapacity(items.count)
    var sharing: [Placement: [ItemID]] = [:]

    // Each item's parts are read where it stands, not copied out whole.
    for index in items.indices {
      let id = items[index].id
      if id.rawValue.isEmpty {
        problems.append(.emptyID(itemNumber: index + 1))
      }
      if sharesIDs, let n = byID[id]?.count, n > 1, reportedDuplicates.insert(id).inserted {
        problems.append(.duplicateID(id, count: n))
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
        let key = Placement(day: placement.day, sortOrder: placement.sortOrder + 0)
        if let first = firstAt[key] {
          sharing[key, default: [items[first].id]].append(id)
        } else {
          firstAt[key] = index
        }
      }
      if case .travel(let travel) = items[index].kind {
        travelProblems(
          id, placement, travel, items: items, byID: byID, into: &problems)
      }
    }
    // In the order of the first item at each shared placement.
    let shared = sharing.sorted { firstAt[$0.key, default: 0] < firstAt[$1.key, default: 0] }
    for (key, ids) in shared {
      problems.append(.sharedSortOrder(ids, day: key.day, sortOrder: key.sortOrder))
    }
    var reported: Set<ItemID> = []
    let itemWithID = { (id: ItemID) -> Item? in
      byID[id].flatMap { $0.first >= 0 ? items[$0.first] : nil }
    }
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

  /// Appends the problems of a travel item's anchors: each one named is an
  /// item, fixed, and on the right side of it.
  private static func travelProblems(
    _ id: ItemID, _ placement: Placement, _ travel: Travel, items: [Item],
    byID: [ItemID: (count: Int, first: Int)], into problems: inout [TripProblem]
  ) {
    func check(_ anchor: TripProblem.Anchor, _ gameID: ItemID?) {
      guard let gameID else { return }
      guard let first = byID[gameID]?.first, first >= 0 else {
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
