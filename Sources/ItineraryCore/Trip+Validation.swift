extension Trip {
  /// Every rule of the trip model that these days and items break, in the
  /// order of the items; empty when they make a valid trip.
  public static func problems(days: [Day], items: [Item]) -> [TripProblem] {
    var problems: [TripProblem] = []
    if days.isEmpty { problems.append(.noDays) }

    var count: [ItemID: Int] = [:]
    for item in items { count[item.id, default: 0] += 1 }
    var byID: [ItemID: Item] = [:]
    for item in items where byID[item.id] == nil { byID[item.id] = item }

    var reportedDuplicates: Set<ItemID> = []
    var sharing: [Placement: [ItemID]] = [:]
    var sharingOrder: [Placement] = []

    for (index, item) in items.enumerated() {
      if item.id.rawValue.isEmpty {
        problems.append(.emptyID(itemNumber: index + 1))
      }
      if let n = count[item.id], n > 1, reportedDuplicates.insert(item.id).inserted {
        problems.append(.duplicateID(item.id, count: n))
      }
      if item.title.isEmpty { problems.append(.emptyTitle(item.id)) }
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
        if sharing[key] == nil { sharingOrder.append(key) }
        sharing[key, default: []].append(item.id)
      }
      if case .travel(let travel) = item.kind {
        problems += travelProblems(item, travel, byID: byID)
      }
    }
    for key in sharingOrder {
      if let ids = sharing[key], ids.count > 1 {
        problems.append(.sharedSortOrder(ids, day: key.day, sortOrder: key.sortOrder))
      }
    }
    return problems
  }

  private static func travelProblems(
    _ item: Item, _ travel: Travel, byID: [ItemID: Item]
  ) -> [TripProblem] {
    var problems: [TripProblem] = []
    let anchors: [(TripProblem.Anchor, ItemID?)] = [
      (.after, travel.after), (.before, travel.before),
    ]
    for case (let anchor, let gameID?) in anchors {
      guard let game = byID[gameID] else {
        problems.append(.anchorNotFound(item.id, anchor: anchor, named: gameID))
        continue
      }
      guard game.isGame else {
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
