import ItineraryCore

/// A seeded random number generator (SplitMix64), so every run benchmarks
/// the same trips and the same moves.
struct Seeded: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The trips benchmarked: `itemCount` items over `dayCount` days.
///
/// A game stands in the middle of every third day, a travel leg on the day
/// after each game leads to the next one, and every other item is a custom
/// item, spread evenly over the days with titles like "Dinner 4711".
enum BenchTrip {
  static let dayCount = 365
  static let titles = [
    "Breakfast", "Lunch", "Dinner", "Museum", "Walk", "Coffee", "Tour", "Market", "Concert",
    "Drinks", "Swim", "Bike ride", "Gallery", "Park", "Brewery", "Ferry", "Picnic", "Show",
  ]

  static func make(itemCount: Int, seed: UInt64 = 1) -> Trip {
    var random = Seeded(seed: seed)
    let gameDays = Array(stride(from: 1, through: dayCount, by: 3))
    let legs = gameDays.count - 1
    let customCount = max(0, itemCount - gameDays.count - legs)
    var perDay: [[Item]] = Array(repeating: [], count: dayCount)
    for index in 0..<customCount {
      let day = index % dayCount + 1
      let title = titles[Int(random.next() % UInt64(titles.count))] + " \(index + 1)"
      perDay[day - 1].append(
        Item(
          id: ItemID("item-\(index + 1)"), title: title, kind: .custom,
          placement: Placement(day: day, sortOrder: 0)))
    }
    for (number, day) in gameDays.enumerated() {
      let game = Item(
        id: ItemID("game-\(number + 1)"), title: "Game \(number + 1)", kind: .game,
        placement: Placement(day: day, sortOrder: 0))
      perDay[day - 1].insert(game, at: perDay[day - 1].count / 2)
      guard number < legs else { continue }
      let leg = Item(
        id: ItemID("leg-\(number + 1)"), title: "Drive \(number + 1)",
        kind: .travel(
          Travel(
            from: "City \(number + 1)", to: "City \(number + 2)",
            after: ItemID("game-\(number + 1)"), before: ItemID("game-\(number + 2)"))),
        placement: Placement(day: day + 1, sortOrder: 0))
      perDay[day].insert(leg, at: Int(random.next() % UInt64(perDay[day].count + 1)))
    }
    var items: [Item] = []
    items.reserveCapacity(itemCount)
    for (offset, day) in perDay.enumerated() {
      for (rank, item) in day.enumerated() {
        var placed = item
        placed.placement = Placement(day: offset + 1, sortOrder: Double(rank + 1))
        items.append(placed)
      }
    }
    let days = (1...dayCount).map { Day(label: "Day \($0)") }
    do {
      return try Trip(title: "Benchmark trip of \(itemCount) items", days: days, items: items)
    } catch {
      fatalError("The benchmark trip breaks a rule: \(error)")
    }
  }

  /// The ids of the custom items, the ones every move kind may move.
  static func customIDs(of trip: Trip) -> [ItemID] {
    trip.items.filter { $0.kind == .custom }.map(\.id)
  }
}
