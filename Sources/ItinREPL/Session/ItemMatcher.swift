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
/// A matcher is made once for a trip: it keeps the words of every title, and
/// every word in sorted order. Every test needs each word of the name to
/// start some word of the title, so a name is only compared with the titles
/// that have a word starting with its rarest word, found by binary search:
/// the cost of a match grows with what it finds, not with the trip. Moves do
/// not change titles; another trip needs another matcher.
struct ItemMatcher: Sendable {
  /// What a name matched, in trip order.
  enum Match: Hashable {
    case none
    case one(ItemID)
    case many([ItemID])
  }

  /// The words of each item's title, by the item's index in `Trip.items`.
  private let titles: [[String]]
  /// Every word of every title, sorted by its UTF-8 bytes, with the index of its item.
  private let words: [(word: String, item: Int)]

  init(trip: Trip) {
    titles = trip.items.map { ItemMatcher.words($0.title) }
    var words: [(word: String, item: Int)] = []
    words.reserveCapacity(titles.count * 3)
    for (item, title) in titles.enumerated() {
      for word in title { words.append((word, item)) }
    }
    words.sort { $0.word.utf8.lexicographicallyPrecedes($1.word.utf8) }
    self.words = words
  }

  /// The items `name` means in `trip`, which must be the trip the matcher was
  /// made for, or that trip with items moved.
  func match(_ name: String, in trip: Trip) -> Match {
    let wanted = ItemMatcher.words(name)
    guard !wanted.isEmpty else { return .none }
    let candidates = self.candidates(for: wanted, in: trip)
    return ItemMatcher.match(name, wanted: wanted, in: trip) { test in
      candidates.filter { test(titles[$0]) }.map { trip.items[$0].id }
    }
  }

  /// What `name`, as `wanted` words, means: the items the first of the
  /// tests finds among those `finding` looks at, or the item with that id.
  static func match(
    _ name: String, wanted: [String], in trip: Trip,
    finding: (_ test: ([String]) -> Bool) -> [ItemID]
  ) -> Match {
    let tests: [([String]) -> Bool] = [
      { $0 == wanted },
      {
        $0.starts(with: wanted.dropLast()) && $0.count >= wanted.count
          && $0[wanted.count - 1].hasPrefix(wanted[wanted.count - 1])
      },
      { title in wanted.allSatisfy { word in title.contains { $0.hasPrefix(word) } } },
    ]
    for test in tests {
      let found = finding(test)
      switch found.count {
      case 0: continue
      case 1: return .one(found[0])
      default: return .many(found)
      }
    }
    let id = ItemID(rawValue: name.trimmingCharacters(in: .whitespacesAndNewlines))
    return trip.contains(id) ? .one(id) : .none
  }

  /// The indexes of the items with a title word that starts with the rarest
  /// of `wanted`, in trip order.
  private func candidates(for wanted: [String], in trip: Trip) -> [Int] {
    let ranges = wanted.map(range(startingWith:))
    guard let rarest = ranges.min(by: { $0.count < $1.count }) else { return [] }
    var seen = Set<Int>()
    var items = words[rarest].map(\.item).filter { seen.insert($0).inserted }
    items.sort { trip.items[$0].placement < trip.items[$1].placement }
    return items
  }

  /// The words that start with `prefix`: a range of `words`, found by two
  /// binary searches, so that a common word costs no more than a rare one.
  private func range(startingWith prefix: String) -> Range<Int> {
    let start = firstIndex { !$0.utf8.lexicographicallyPrecedes(prefix.utf8) }
    let end = firstIndex {
      !$0.utf8.lexicographicallyPrecedes(prefix.utf8) && !$0.utf8.starts(with: prefix.utf8)
    }
    return start..<max(start, end)
  }

  /// The first index of `words` whose word passes `test`, which must fail
  /// for every word before it and pass for every word after.
  private func firstIndex(where test: (String) -> Bool) -> Int {
    var low = 0
    var high = words.count
    while low < high {
      let middle = (low + high) / 2
      if test(words[middle].word) { high = middle } else { low = middle + 1 }
    }
    return low
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
