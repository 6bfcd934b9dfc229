extension Trip {
  /// Every rule of the trip model that these days and items break, in the
  /// order of the items; empty when they make a valid trip.
  public static func problems(days: [Day], items: [Item]) -> [TripProblem] {
    var problems: [TripProblem] = []
    if days.isEmpty { problems.append(.noDays) }

    // One hash of each id: how many items have it, and the first of them.
    var byID: [ItemID: (count: Int, first: Int)] = [:]
    byID.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      byID[item.id, default: (0, index)].count += 1
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
      if SpeakableText.isBlank(item.title) { problems.append(.emptyTitle(item.id)) }
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
        problems += travelProblems(item, travel) { byID[$0].map { items[$0.first] } }
      }
    }
    // In the order of the first item at each shared placement.
    let shared = sharing.sorted { firstAt[$0.key, default: 0] < firstAt[$1.key, default: 0] }
    for (key, ids) in shared {
      problems.append(.sharedSortOrder(ids, day: key.day, sortOrder: key.sortOrder))
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
