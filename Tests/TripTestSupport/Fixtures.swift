import ItineraryCore
import Testing

/// Small trips written the way the tests think of them.
public enum Fixture {
  /// A trip file with ideas (a travel idea between two games, a custom one),
  /// an unknown field and white space of its own.
  public static let ideasWeekend = """
    {
      "format": 1,
      "title": "Ideas weekend",
      "days": [ { "label": "Friday" }, { "label": "Saturday" } ],
      "items": [
        { "id": "cubs", "kind": "game", "title": "Brewers at Cubs", "day": 1, "sortOrder": 1 },
        { "id": "lunch", "kind": "custom", "title": "Lunch", "day": 1, "sortOrder": 2, "cost": 12 },
        { "id": "brewers", "kind": "game", "title": "Cubs at Brewers", "day": 2, "sortOrder": 1.5 }
      ],
      "ideas": [
        { "id": "drive", "kind": "travel", "title": "Drive to Milwaukee", "from": "Chicago",
          "to": "Milwaukee", "after": "cubs", "before": "brewers" },
        { "id": "pier", "kind": "custom", "title": "Navy Pier", "note": "kept" }
      ]
    }

    """

  public static func game(_ id: ItemID, day: Int, _ sortOrder: Double) -> Item {
    Item(
      id: id, title: "Game \(id)", kind: .game, placement: Placement(day: day, sortOrder: sortOrder)
    )
  }

  public static func custom(_ id: ItemID, day: Int, _ sortOrder: Double) -> Item {
    Item(
      id: id, title: "Custom \(id)", kind: .custom,
      placement: Placement(day: day, sortOrder: sortOrder))
  }

  public static func travel(
    _ id: ItemID, after: ItemID?, before: ItemID?, day: Int, _ sortOrder: Double
  ) -> Item {
    Item(
      id: id, title: "Travel \(id)",
      kind: .travel(Travel(from: "A", to: "B", after: after, before: before)),
      placement: Placement(day: day, sortOrder: sortOrder))
  }

  public static func trip(days: Int, _ items: [Item]) throws -> Trip {
    try Trip(title: "Test trip", days: Array(repeating: Day(), count: days), items: items)
  }

  /// Day 1: a, G1, b · Day 2: t (travel G1 to G2), G2 · Day 3: empty · Day 4: c, d.
  public static func fourDays() throws -> Trip {
    try trip(
      days: 4,
      [
        custom("a", day: 1, 1), game("g1", day: 1, 2), custom("b", day: 1, 3),
        travel("t", after: "g1", before: "g2", day: 2, 1), game("g2", day: 2, 2),
        custom("c", day: 4, 10), custom("d", day: 4, 20),
      ])
  }

  /// The ids of a day's items, in order.
  public static func ids(_ trip: Trip, day: Int) -> [String] {
    trip.items(onDay: day).map(\.id.rawValue)
  }
}

/// A small, fast, seeded generator, so that every random test can be replayed.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random valid trips: games and fixed items, travel legs anchored to them before and after
/// them (or to the trip's ends), custom items, empty days, and sortOrders that
/// are sometimes far apart and sometimes as close as two doubles can be.
public enum RandomTrip {
  public static func make(using random: inout SplitMix64, maxDays: Int = 6, maxPerDay: Int = 6)
    throws
    -> Trip
  {
    let dayCount = Int.random(in: 1...maxDays, using: &random)
    var slots: [Placement] = []
    for day in 1...dayCount {
      let count = Int.random(in: 0...maxPerDay, using: &random)
      var sortOrder: Double = [-1000.0, -1, 0, 1, 1e9].randomElement(using: &random) ?? 0
      for _ in 0..<count {
        slots.append(Placement(day: day, sortOrder: sortOrder))
        switch Int.random(in: 0..<4, using: &random) {
        case 0: sortOrder = sortOrder.nextUp
        case 1: sortOrder += 0.5
        case 2: sortOrder += Double(Int.random(in: 1...100, using: &random))
        default: sortOrder += 1
        }
      }
    }
    var isGame = slots.map { _ in Int.random(in: 0..<4, using: &random) == 0 }
    if slots.count > 2, !isGame.contains(true) { isGame[slots.count / 2] = true }
    var items: [Item] = []
    for (index, placement) in slots.enumerated() {
      let id = ItemID("i\(index)")
      if isGame[index] {
        // Every third is a fixed item that is not a game,
        // which keeps every rule a game does.
        items.append(
          index % 3 == 1
            ? Item(id: id, title: "Fixed \(index)", kind: .fixed, placement: placement)
            : Item(id: id, title: "Game \(index)", kind: .game, placement: placement))
        continue
      }
      let gamesBefore = (0..<index).filter { isGame[$0] }
      let gamesAfter = (index + 1..<slots.count).filter { isGame[$0] }
      if Bool.random(using: &random), !(gamesBefore.isEmpty && gamesAfter.isEmpty) {
        // Mostly the nearest games, as a real leg would be; sometimes farther.
        let after =
          Bool.random(using: &random) ? gamesBefore.last : gamesBefore.randomElement(using: &random)
        let before =
          Bool.random(using: &random) ? gamesAfter.first : gamesAfter.randomElement(using: &random)
        let travel = Travel(
          from: "City \(index)", to: "City \(index + 1)",
          after: after.map { ItemID("i\($0)") }, before: before.map { ItemID("i\($0)") })
        items.append(
          Item(id: id, title: "Travel \(index)", kind: .travel(travel), placement: placement))
      } else {
        items.append(Item(id: id, title: "Custom \(index)", kind: .custom, placement: placement))
      }
    }
    items.shuffle(using: &random)
    return try Trip(
      title: "Random trip", days: (1...dayCount).map { Day(label: "Day \($0)") }, items: items)
  }
}

/// Checks every invariant of a trip through its public face.
public func expectInvariants(_ trip: Trip, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(
    Trip.problems(days: trip.days, items: trip.items, ideas: trip.ideas).isEmpty,
    sourceLocation: sourceLocation)
  // Every id finds its own item or idea, and only one of them.
  for item in trip.items {
    #expect(trip.item(item.id) == item, sourceLocation: sourceLocation)
    #expect(trip.idea(item.id) == nil, sourceLocation: sourceLocation)
  }
  for idea in trip.ideas {
    #expect(trip.idea(idea.id) == idea, sourceLocation: sourceLocation)
    #expect(!trip.contains(idea.id), sourceLocation: sourceLocation)
  }
  var seen = 0
  for day in 1...max(trip.dayCount, 1) where trip.hasDay(day) {
    let items = trip.items(onDay: day)
    seen += items.count
    #expect(trip.itemCount(onDay: day) == items.count, sourceLocation: sourceLocation)
    for (rank, item) in items.enumerated() {
      #expect(item.placement.day == day, sourceLocation: sourceLocation)
      #expect(item.placement.sortOrder.isFinite, sourceLocation: sourceLocation)
      if rank > 0 {
        #expect(
          items[rank - 1].placement.sortOrder < item.placement.sortOrder,
          sourceLocation: sourceLocation)
      }
      #expect(
        trip.position(of: item.id) == Position(day: day, rank: rank + 1),
        sourceLocation: sourceLocation)
      #expect(
        trip.item(at: Position(day: day, rank: rank + 1))?.id == item.id,
        sourceLocation: sourceLocation)
    }
  }
  #expect(seen == trip.items.count, sourceLocation: sourceLocation)
  #expect(trip.itemsInTripOrder.count == trip.items.count, sourceLocation: sourceLocation)
  // The fixed items around the first, a middle and the last place of each
  // day are the nearest ones in trip order, read item by item.
  let fixed = (1...max(trip.dayCount, 1)).filter(trip.hasDay).flatMap { day in
    trip.items(onDay: day).enumerated().filter { $0.element.isFixed }.map {
      (day: day, rank: $0.offset + 1, id: $0.element.id)
    }
  }
  for day in 1...max(trip.dayCount, 1) where trip.hasDay(day) {
    let count = trip.itemCount(onDay: day)
    for rank in Set([1, count / 2 + 1, count + 1]) {
      let before = { (other: (day: Int, rank: Int, id: ItemID)) in
        other.day < day || (other.day == day && other.rank < rank)
      }
      let around = trip.fixedItems(around: Position(day: day, rank: rank))
      #expect(around.after == fixed.last(where: before)?.id, sourceLocation: sourceLocation)
      #expect(
        around.before == fixed.first(where: { !before($0) })?.id, sourceLocation: sourceLocation)
    }
  }
}

/// Whether two trips hold the same placements to the bit, item for item.
public func identicalPlacements(_ lhs: Trip, _ rhs: Trip) -> Bool {
  lhs.items.count == rhs.items.count
    && zip(lhs.items, rhs.items).allSatisfy {
      $0.id == $1.id && $0.placement.isIdentical(to: $1.placement)
    }
}
