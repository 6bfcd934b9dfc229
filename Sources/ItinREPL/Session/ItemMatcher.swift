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
struct ItemMatcher {
  /// What a name matched, in trip order.
  enum Match: Hashable {
    case none
    case one(ItemID)
    case many([ItemID])
  }

  func match(_ name: String, in trip: Trip) -> Match {
    let wanted = ItemMatcher.words(name)
    guard !wanted.isEmpty else { return .none }
    let items = trip.itemsInTripOrder
    let titles = items.map { ItemMatcher.words($0.title) }
    let tests: [([String]) -> Bool] = [
      { $0 == wanted },
      {
        $0.starts(with: wanted.dropLast()) && $0.count >= wanted.count
          && $0[wanted.count - 1].hasPrefix(wanted[wanted.count - 1])
      },
      { title in wanted.allSatisfy { word in title.contains { $0.hasPrefix(word) } } },
    ]
    for test in tests {
      let found = zip(items, titles).filter { test($1) }.map(\.0.id)
      switch found.count {
      case 0: continue
      case 1: return .one(found[0])
      default: return .many(found)
      }
    }
    let id = ItemID(rawValue: name.trimmingCharacters(in: .whitespacesAndNewlines))
    return trip.contains(id) ? .one(id) : .none
  }

  /// A title or a name as words to compare: lowercased, accents removed,
  /// apostrophes dropped, and every other mark a break between words.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
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
}
