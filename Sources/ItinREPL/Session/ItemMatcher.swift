import Foundation
import ItineraryCore

/// Finds the items a typed name means, as `focus NAME` and `move before
/// NAME` do.
///
/// Case, accents and punctuation are ignored ("lou malnatis" is "Lou
/// Malnati's"). An exact title wins; then titles that start with the name;
/// then titles with a word starting with each word of the name. The first
/// of these that finds anything gives the answer. A name that matches no
/// title may still be an item's id.
///
/// Each test has an index of its own, made the first time the test is
/// needed, so that a name costs what it finds, not the trip:
/// - an exact title is one look-up in a table of the titles' words;
/// - titles that start with a name are a range of the titles in sorted
///   order, found by two binary searches; when there are more than a
///   listener hears one by one, only their number is worked out;
/// - a word test looks only at the titles with a word that starts with the
///   name's rarest word, also a range, of every title word in sorted order.
///
/// Moves do not change titles; another trip needs another matcher.
struct ItemMatcher: Sendable {
  /// What a name matched, in trip order.
  enum Match: Hashable {
    case none
    case one(ItemID)
    case many([ItemID])
    /// More items than ``mostListed`` start with the name; their number.
    case tooMany(Int)
  }

  /// The most matches listed one by one; a name with more gets their count.
  static let mostListed = 9

  /// Each item's title as its words joined by single spaces, by the item's
  /// index in `Trip.items`.
  private let keys: [String]
  /// The items of each title, for an exact title.
  private var byKey: [String: [Int32]]?
  /// The items in the order of their titles, for a start of a title.
  private var sortedByKey: [Int32]?
  /// Every word of every title, sorted by its UTF-8 bytes, with its item.
  private var words: [(word: String, item: Int32)]?

  init(trip: Trip) {
    keys = trip.items.map { ItemMatcher.words($0.title).joined(separator: " ") }
  }

  /// The items `name` means in `trip`, which must be the trip the matcher was
  /// made for, or that trip with items moved.
  mutating func match(_ name: String, in trip: Trip) -> Match {
    let wanted = ItemMatcher.words(name)
    guard !wanted.isEmpty else { return .none }
    let key = wanted.joined(separator: " ")
    // An exact title.
    let exact = exactMatches(key)
    if !exact.isEmpty { return ItemMatcher.answer(exact, in: trip) }
    // The start of a title.
    let starting = startMatches(key)
    if starting.count > ItemMatcher.mostListed { return .tooMany(starting.count) }
    if !starting.isEmpty {
      return ItemMatcher.answer(starting.map { sortedByKey?[$0] ?? 0 }, in: trip)
    }
    // A word of a title starting with each word of the name.
    let found = wordMatches(wanted)
    if !found.isEmpty { return ItemMatcher.answer(found, in: trip) }
    let id = ItemID(rawValue: name.trimmingCharacters(in: .whitespacesAndNewlines))
    return trip.contains(id) ? .one(id) : .none
  }

  /// Items, in trip order.
  private static func answer(_ items: [Int32], in trip: Trip) -> Match {
    guard items.count > 1 else { return items.first.map { .one(trip.items[Int($0)].id) } ?? .none }
    VisitCounter.visit(items.count)
    let sorted = items.sorted { trip.items[Int($0)].placement < trip.items[Int($1)].placement }
    return .many(sorted.map { trip.items[Int($0)].id })
  }

  /// The items whose title is `key`, word for word.
  private mutating func exactMatches(_ key: String) -> [Int32] {
    if byKey == nil {
      var table: [String: [Int32]] = [:]
      table.reserveCapacity(keys.count)
      for (item, key) in keys.enumerated() { table[key, default: []].append(Int32(item)) }
      byKey = table
      VisitCounter.visit(keys.count)
    }
    return byKey?[key] ?? []
  }

  /// Where in `sortedByKey` the titles that start with `key` stand.
  private mutating func startMatches(_ key: String) -> Range<Int> {
    if sortedByKey == nil {
      let keys = self.keys
      sortedByKey = (0..<Int32(keys.count)).sorted {
        keys[Int($0)].utf8.lexicographicallyPrecedes(keys[Int($1)].utf8)
      }
      VisitCounter.visit(keys.count)
    }
    guard let sorted = sortedByKey else { return 0..<0 }
    let keys = self.keys
    return ItemMatcher.range(in: sorted.count, startingWith: key) { keys[Int(sorted[$0])] }
  }

  /// The items whose title has, for each word of `wanted`, a word that
  /// starts with it.
  private mutating func wordMatches(_ wanted: [String]) -> [Int32] {
    if words == nil {
      var all: [(word: String, item: Int32)] = []
      all.reserveCapacity(keys.count * 3)
      for (item, key) in keys.enumerated() {
        for word in key.split(separator: " ") { all.append((String(word), Int32(item))) }
      }
      all.sort { $0.word.utf8.lexicographicallyPrecedes($1.word.utf8) }
      words = all
      VisitCounter.visit(keys.count)
    }
    guard let words else { return [] }
    let ranges = wanted.map { word in
      ItemMatcher.range(in: words.count, startingWith: word) { words[$0].word }
    }
    guard let rarest = ranges.min(by: { $0.count < $1.count }) else { return [] }
    var seen = Set<Int32>()
    let candidates = words[rarest].map(\.item).filter { seen.insert($0).inserted }
    VisitCounter.visit(candidates.count)
    return candidates.filter { item in
      let title = keys[Int(item)].split(separator: " ")
      return wanted.allSatisfy { word in title.contains { $0.hasPrefix(word) } }
    }
  }

  /// The indexes below `count` whose text starts with `prefix`, when the
  /// texts are in sorted order: two binary searches.
  private static func range(
    in count: Int, startingWith prefix: String, text: (Int) -> String
  ) -> Range<Int> {
    func firstIndex(where test: (String) -> Bool) -> Int {
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        if test(text(middle)) { high = middle } else { low = middle + 1 }
      }
      return low
    }
    let start = firstIndex { !$0.utf8.lexicographicallyPrecedes(prefix.utf8) }
    let end = firstIndex {
      !$0.utf8.lexicographicallyPrecedes(prefix.utf8) && !$0.utf8.starts(with: prefix.utf8)
    }
    return start..<max(start, end)
  }

  /// A title or a name as words to compare: lowercased, accents removed,
  /// apostrophes dropped, and every other mark a break between words.
  static func words(_ text: String) -> [String] {
    if let words = asciiWords(text) { return words }
    var words: [String] = []
    var current = ""
    // Composed (NFC), so that a word that starts with another starts with its bytes.
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .precomposedStringWithCanonicalMapping
    for character in folded.lowercased() {
      if character == "'" || character == "\u{2019}" { continue }
      if character.isLetter || character.isNumber {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// ``words(_:)`` of ASCII text, byte by byte, where folding is lowercasing;
  /// `nil` for any other text.
  private static func asciiWords(_ text: String) -> [String]? {
    var words: [String] = []
    var current: [UInt8] = []
    for byte in text.utf8 {
      guard byte < 0x80 else { return nil }
      switch byte {
      case UInt8(ascii: "'"): continue
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        current.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        current.append(byte + 0x20)
      default:
        if !current.isEmpty {
          words.append(String(decoding: current, as: UTF8.self))
          current.removeAll(keepingCapacity: true)
        }
      }
    }
    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
    return words
  }
}
