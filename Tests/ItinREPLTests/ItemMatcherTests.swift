import ItineraryCore
import Testing
import TripTestSupport

@testable import ItinREPL

/// The title index finds what a look at every title would find: the index
/// only chooses which titles the tests look at.
@Suite("Matching a name through the title index gives what comparing every title gives")
struct ItemMatcherTests {
  static let vocabulary = [
    "Café", "cafe", "Crème", "Kopp's", "Lou", "Malnati's", "dinner", "Dinner", "lunch", "Lunch",
    "at", "the", "Park", "park", "1", "12", "123", "2", "Brewers", "brew", "Ñandú", "über",
  ]

  /// What a name means, found the slow way: the same tests, on every title
  /// of the trip in trip order.
  static func reference(_ name: String, in trip: Trip) -> ItemMatcher.Match {
    let wanted = ItemMatcher.words(name)
    guard !wanted.isEmpty else { return .none }
    let items = trip.itemsInTripOrder
    let titles = items.map { ItemMatcher.words($0.title) }
    let exact = { (title: [String]) in title == wanted }
    let start = { (title: [String]) in
      title.starts(with: wanted.dropLast()) && title.count >= wanted.count
        && title[wanted.count - 1].hasPrefix(wanted[wanted.count - 1])
    }
    let everyWord = { (title: [String]) in
      wanted.allSatisfy { word in title.contains { $0.hasPrefix(word) } }
    }
    for (index, test) in [exact, start, everyWord].enumerated() {
      let found = zip(items, titles).filter { test($1) }.map(\.0.id)
      if index == 1, found.count > ItemMatcher.mostListed { return .tooMany(found.count) }
      switch found.count {
      case 0: continue
      case 1: return .one(found[0])
      default: return .many(found)
      }
    }
    let id = ItemID(rawValue: name.trimmingCharacters(in: .whitespacesAndNewlines))
    return trip.contains(id) ? .one(id) : .none
  }

  @Test("Random titles, names and moves", arguments: 0..<20)
  func indexMatchesReference(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var trip = try RandomTrip.make(using: &random, maxDays: 5, maxPerDay: 8)
    // Titles from a small vocabulary, so that names match many of them.
    var titled: [Item] = []
    for item in trip.items {
      var copy = item
      let count = Int(random.next() % 3) + 1
      copy.title = (0..<count).map { _ in
        ItemMatcherTests.vocabulary[Int(random.next() % UInt64(ItemMatcherTests.vocabulary.count))]
      }.joined(separator: " ")
      titled.append(copy)
    }
    trip = try Trip(title: trip.title, days: trip.days, items: titled)
    var matcher = ItemMatcher(trip: trip)
    for round in 0..<40 {
      // Moves change the trip's order, which the index must not depend on.
      if round % 4 == 0, let item = trip.items.randomElement(using: &random), !item.isGame,
        let days = trip.dayNumbers
      {
        let day = Int.random(in: days, using: &random)
        if let last = trip.validPositions(for: item.id, onDay: day)?.upperBound {
          _ = try? trip.move(item.id, to: Position(day: day, rank: last))
        }
      }
      let words = (0..<(Int(random.next() % 3) + 1)).map { _ in
        let word = ItemMatcherTests.vocabulary[
          Int(random.next() % UInt64(ItemMatcherTests.vocabulary.count))]
        let length = Int(random.next() % UInt64(word.count)) + 1
        return String(word.prefix(length))
      }
      let name = words.joined(separator: round % 3 == 0 ? "  " : " ")
      #expect(
        matcher.match(name, in: trip) == ItemMatcherTests.reference(name, in: trip), "\(name)")
    }
    if let item = trip.items.first {
      #expect(
        matcher.match(item.id.rawValue, in: trip)
          == ItemMatcherTests.reference(item.id.rawValue, in: trip))
    }
  }
}
