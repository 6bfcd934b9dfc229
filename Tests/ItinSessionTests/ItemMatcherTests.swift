import ItineraryCore
import SessionTestSupport
import Testing
import TripTestSupport

@testable import ItinSession

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
    let whole = { (title: [String]) in wanted.count == 1 && title.contains(wanted[0]) }
    let start = { (title: [String]) in
      title.starts(with: wanted.dropLast()) && title.count >= wanted.count
        && title[wanted.count - 1].hasPrefix(wanted[wanted.count - 1])
    }
    let everyWord = { (title: [String]) in
      wanted.allSatisfy { word in title.contains { $0.hasPrefix(word) } }
    }
    for (index, test) in [exact, whole, start, everyWord].enumerated() {
      let found = zip(items, titles).filter { test($1) }.map(\.0.id)
      if [1, 2].contains(index), found.count > ItemMatcher.mostListed {
        return .tooMany(found.count)
      }
      switch found.count {
      case 0: continue
      case 1: return .one(found[0])
      default: return .many(found)
      }
    }
    let id = ItemID(rawValue: name.trimmingCharacters(in: .whitespacesAndNewlines))
    return trip.contains(id) ? .one(id) : .none
  }

  @Test("Random titles, names, moves and edits (each taken in by record)", arguments: 0..<20)
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
    var made: [ItemEdit] = []
    func randomTitle() -> String {
      (0..<(Int(random.next() % 3) + 1)).map { _ in
        ItemMatcherTests.vocabulary[Int(random.next() % UInt64(ItemMatcherTests.vocabulary.count))]
      }.joined(separator: " ")
    }
    for round in 0..<40 {
      // Edits change which titles there are, and the order of the trip's
      // items; the matcher takes each in, undone ones as their reverse.
      if round % 3 == 1, let days = trip.dayNumbers {
        let custom = trip.items.filter { !$0.isGame }.randomElement(using: &random)
        var edit: ItemEdit?
        switch random.next() % 6 {
        case 0: edit = custom.flatMap { try? trip.remove($0.id) }
        case 1: edit = custom.flatMap { try? trip.remove($0.id, keepingIdea: false) }
        case 2: edit = custom.flatMap { try? trip.rename($0.id, to: randomTitle()) }
        case 3:
          let idea = trip.ideas.randomElement(using: &random)
          let day = Int.random(in: days, using: &random)
          edit = idea.flatMap { try? trip.add($0, at: Position(day: day, rank: 1)) }
        case 4:
          let day = Int.random(in: days, using: &random)
          edit = try? trip.add(
            Idea(id: ItemID("new\(round)"), title: randomTitle(), kind: .custom),
            at: Position(day: day, rank: 1))
        default:
          if let last = made.popLast() {
            try trip.undo(last)
            matcher.record(last.reversed)
          }
        }
        if let edit {
          matcher.record(edit)
          made.append(edit)
        }
      }
      // Moves change the trip's order, which the index must not depend on.
      if round % 4 == 0, let item = trip.items.randomElement(using: &random), !item.isGame,
        let days = trip.dayNumbers
      {
        let day = Int.random(in: days, using: &random)
        if let last = trip.validPositions(for: item.id, onDay: day)?.upperBound {
          _ = try? trip.move(item.id, to: Position(day: day, rank: last))
          // An edit before a move is undone only after the move is.
          made.removeAll()
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

@Suite("A name is matched as the title is said")
struct InvisibleTitleTests {
  @Test(
    "A one-word name that is a whole word of a title beats the start of another title; two titles holding it whole are both the answer"
  )
  func wholeWordsFirst() throws {
    let titles = [
      "Metro ride to Belém", "The Met", "Market Hall browsing", "Lunch at Time Out Market",
      "Gulbenkian Museum",
    ]
    let trip = try Fixture.trip(
      days: 1,
      titles.enumerated().map { index, title in
        var item = Fixture.custom(ItemID("i\(index)"), day: 1, Double(index + 1))
        item.title = title
        return item
      })
    var matcher = ItemMatcher(trip: trip)
    #expect(matcher.match("met", in: trip) == .one("i1"))
    #expect(matcher.match("market", in: trip) == .many(["i2", "i3"]))
    #expect(matcher.match("metro", in: trip) == .one("i0"))
    // Not a whole word anywhere: the start of a title, as before.
    #expect(matcher.match("metr", in: trip) == .one("i0"))
    // Nothing matches: the one title a typing slip away, for "Did you mean".
    #expect(matcher.match("gulbenkain", in: trip) == .none)
    #expect(ItemMatcher.nearest(to: "gulbenkain", in: trip) == ["i4"])
    // Two titles as near: both offered, never one guessed.
    #expect(ItemMatcher.nearest(to: "markit", in: trip) == ["i2", "i3"])
    #expect(ItemMatcher.nearest(to: "zzzzzz", in: trip).isEmpty)
  }

  @Test("An invisible character or a bidi control in a title does not split its words")
  func invisibleCharacters() {
    #expect(ItemMatcher.words("Din\u{200B}ner at Kopp\u{202E}'s") == ["dinner", "at", "kopps"])
    #expect(ItemMatcher.words("\u{FEFF}Caf\u{E9}\u{2060}") == ["cafe"])
  }
}
