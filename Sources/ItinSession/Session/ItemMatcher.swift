import Foundation
import ItineraryCore
import ReorderCommands

/// Finds the items a typed name means, as `focus NAME` and `move before
/// NAME` do.
///
/// Case, accents and punctuation are ignored ("lou malnatis" is "Lou
/// Malnati's"). An exact title wins; then, for a name of one word, the
/// titles that hold it as a whole word ("met" is "The Met", not "Metro
/// ride"); then titles that start with the name; then titles with a word starting with
/// each word of the name. The first of these that finds anything gives the
/// answer, and where it finds several, all of them are the answer, to be
/// numbered: a name never picks one of two titles it matches as well. A
/// name that matches no title may still be an item's id.
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
/// Moves do not change titles. An edit (an add, a removal, a rename) is
/// taken in with ``record(_:)`` at the cost of one title: a title that
/// leaves is marked gone, and one that comes is kept beside the indexes and
/// looked at directly. Another trip needs another matcher.
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

  /// Every item's title folded (``words(_:)`` joined by single spaces),
  /// one after another in one buffer: no string is made for a title.
  var store: [UInt8] = []
  /// Where each item's folded title starts in `store`, by the item's index
  /// in `Trip.items`, and where the last one ends.
  var starts: [Int32] = [0]
  /// The first item of each folded title, by its FNV-1a fingerprint, for an
  /// exact title; the other items of a fingerprint more than one has.
  var byFingerprint: (first: [UInt64: Int32], more: [UInt64: [Int32]])?
  /// The items in the order of their folded titles, for a start of a title.
  var sortedByKey: [Int32]?
  /// Every word of every title (start and end in `store`), in the order of
  /// their bytes, with its item, for a word of a title.
  var words: [(start: Int32, end: Int32, item: Int32)]?
  /// How many titles each index was made with; titles after them, which
  /// edits brought, are looked at one by one.
  var indexed: (exact: Int32, start: Int32, word: Int32) = (0, 0, 0)

  /// The item of each title, by its place in `store`.
  var ids: [ItemID]
  /// The title of each item of `Trip.items`, by the item's index there,
  /// once an edit has moved them apart; until then an item's title has its
  /// index.
  var titleOfIndex: [Int32]?
  /// Titles whose item left the trip, or has another title now.
  var gone: Set<Int32> = []
  /// The last name matched, folded: "Did you mean" for a name that
  /// matched nothing reads it rather than folding the name again.
  var lastName: (name: String, key: [UInt8])?

  init(trip: Trip) {
    store.reserveCapacity(trip.items.count * 12)
    starts.reserveCapacity(trip.items.count + 1)
    ids = trip.items.map(\.id)
    for item in trip.items {
      ItemMatcher.fold(item.title, into: &store)
      starts.append(Int32(store.count))
    }
  }

  /// How many titles `store` holds, gone ones included.
  var titleCount: Int32 { Int32(starts.count - 1) }

  /// Takes in an edit the trip has just had (an edit undone is its
  /// ``ItemEdit/reversed``), in the order they were made: the titles follow
  /// `Trip.items`, which an edit changes by its last item taking the place
  /// of one that leaves.
  mutating func record(_ edit: ItemEdit) {
    if titleOfIndex == nil { titleOfIndex = Array(0..<titleCount) }
    guard var order = titleOfIndex else { return }
    titleOfIndex = nil
    let slot = edit.itemSlot
    switch edit.kind {
    case .added, .created:
      let title = append(edit.item)
      if slot < order.count {
        order.append(order[slot])
        order[slot] = title
      } else {
        order.append(title)
      }
    case .removed, .deleted:
      guard order.indices.contains(slot) else { break }
      gone.insert(order[slot])
      order[slot] = order[order.count - 1]
      order.removeLast()
    case .renamed:
      guard order.indices.contains(slot) else { break }
      gone.insert(order[slot])
      order[slot] = append(edit.item)
    case .retimed, .rekinded:
      break
    }
    titleOfIndex = order
  }

  /// Keeps an item's title after the others, and returns its place.
  private mutating func append(_ item: Item) -> Int32 {
    ItemMatcher.fold(item.title, into: &store)
    starts.append(Int32(store.count))
    ids.append(item.id)
    return titleCount - 1
  }

  /// The titles from `first` on that no index holds yet, still the title of
  /// their item, whose bytes pass `test`.
  func unindexed(from first: Int32, where test: (ArraySlice<UInt8>) -> Bool) -> [Int32] {
    guard first < titleCount else { return [] }
    VisitCounter.visit(Int(titleCount - first))
    return (first..<titleCount).filter { !gone.contains($0) && test(key(of: $0)) }
  }

  /// An item's folded title, as bytes of `store`.
  func key(of item: Int32) -> ArraySlice<UInt8> {
    store[Int(starts[Int(item)])..<Int(starts[Int(item) + 1])]
  }

  /// The items `name` means in `trip`, which must be the trip the matcher was
  /// made for, or that trip with items moved.
  mutating func match(_ name: String, in trip: Trip) -> Match {
    var key: [UInt8] = []
    ItemMatcher.fold(name, into: &key)
    lastName = (name, key)
    guard !key.isEmpty else { return .none }
    // An exact title.
    let exact = exactMatches(key)
    if !exact.isEmpty { return answer(exact, in: trip) }
    // A name of one word: the titles that hold it as a whole word, counted
    // by the range of equal words before any is looked at.
    let wanted = key.split(separator: ItemMatcher.space).map(Array.init)
    if wanted.count == 1 {
      switch wholeWordMatches(wanted[0]) {
      case .counted(let count) where count > ItemMatcher.mostListed: return .tooMany(count)
      case .found(let titles) where !titles.isEmpty: return answer(titles, in: trip)
      default: break
      }
    }
    // The start of a title.
    let starting = startMatches(key)
    let added = unindexed(from: indexed.start) { $0.starts(with: key) }
    // Titles gone from the range are taken off its count: there are few.
    let goneInRange = gone.count { $0 < indexed.start && self.key(of: $0).starts(with: key) }
    let startCount = starting.count - goneInRange + added.count
    if startCount > ItemMatcher.mostListed { return .tooMany(startCount) }
    if startCount > 0 {
      let listed = starting.compactMap { sortedByKey?[$0] }.filter { !gone.contains($0) }
      return answer(listed + added, in: trip)
    }
    // A word of a title starting with each word of the name.
    let found =
      wordMatches(wanted)
      + unindexed(from: indexed.word) { title in
        let words = title.split(separator: ItemMatcher.space)
        return wanted.allSatisfy { word in words.contains { $0.starts(with: word) } }
      }
    if !found.isEmpty { return answer(found, in: trip) }
    let id = ItemID(rawValue: name.trimmingCharacters(in: .whitespacesAndNewlines))
    return trip.contains(id) ? .one(id) : .none
  }

  /// The items of titles, in trip order.
  private func answer(_ titles: [Int32], in trip: Trip) -> Match {
    let found = titles.compactMap { trip.item(ids[Int($0)]) }
    guard found.count > 1 else { return found.first.map { .one($0.id) } ?? .none }
    VisitCounter.visit(found.count)
    return .many(found.sorted { $0.placement < $1.placement }.map(\.id))
  }
}
