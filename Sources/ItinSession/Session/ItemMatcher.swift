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
  private var store: [UInt8] = []
  /// Where each item's folded title starts in `store`, by the item's index
  /// in `Trip.items`, and where the last one ends.
  private var starts: [Int32] = [0]
  /// The first item of each folded title, by its FNV-1a fingerprint, for an
  /// exact title; the other items of a fingerprint more than one has.
  private var byFingerprint: (first: [UInt64: Int32], more: [UInt64: [Int32]])?
  /// The items in the order of their folded titles, for a start of a title.
  private var sortedByKey: [Int32]?
  /// Every word of every title (start and end in `store`), in the order of
  /// their bytes, with its item, for a word of a title.
  private var words: [(start: Int32, end: Int32, item: Int32)]?
  /// How many titles each index was made with; titles after them, which
  /// edits brought, are looked at one by one.
  private var indexed: (exact: Int32, start: Int32, word: Int32) = (0, 0, 0)

  /// The item of each title, by its place in `store`.
  private var ids: [ItemID]
  /// The title of each item of `Trip.items`, by the item's index there,
  /// once an edit has moved them apart; until then an item's title has its
  /// index.
  private var titleOfIndex: [Int32]?
  /// Titles whose item left the trip, or has another title now.
  private var gone: Set<Int32> = []

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
  private var titleCount: Int32 { Int32(starts.count - 1) }

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
  private func unindexed(from first: Int32, where test: (ArraySlice<UInt8>) -> Bool) -> [Int32] {
    guard first < titleCount else { return [] }
    VisitCounter.visit(Int(titleCount - first))
    return (first..<titleCount).filter { !gone.contains($0) && test(key(of: $0)) }
  }

  /// Appends `text` folded to `bytes`: its words, lowercased and without
  /// accents or apostrophes, joined by single spaces; byte by byte for
  /// ASCII, the common case.
  static func fold(_ text: String, into bytes: inout [UInt8]) {
    var text = text
    let isASCII = text.withUTF8 { utf8 in
      guard !utf8.contains(where: { $0 >= 0x80 }) else { return false }
      let start = bytes.count
      var pendingSpace = false
      for byte in utf8 {
        let folded: UInt8
        switch byte {
        case UInt8(ascii: "'"): continue
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          folded = byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
          folded = byte + 0x20
        default:
          pendingSpace = true
          continue
        }
        if pendingSpace, bytes.count > start { bytes.append(space) }
        pendingSpace = false
        bytes.append(folded)
      }
      return true
    }
    // Cleaned as it is said: an invisible character or a bidirectional
    // control is no break between words ("Din\u{200B}ner" is "dinner").
    if !isASCII { bytes += Array(foldedWords(SpokenText.clean(text)).joined(separator: " ").utf8) }
  }

  private static let space = UInt8(ascii: " ")

  /// An item's folded title, as bytes of `store`.
  private func key(of item: Int32) -> ArraySlice<UInt8> {
    store[Int(starts[Int(item)])..<Int(starts[Int(item) + 1])]
  }

  /// The items `name` means in `trip`, which must be the trip the matcher was
  /// made for, or that trip with items moved.
  mutating func match(_ name: String, in trip: Trip) -> Match {
    var key: [UInt8] = []
    ItemMatcher.fold(name, into: &key)
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

  /// The items whose folded title is `key`.
  private mutating func exactMatches(_ key: [UInt8]) -> [Int32] {
    if byFingerprint == nil {
      let count = starts.count - 1
      var first: [UInt64: Int32] = [:]
      var more: [UInt64: [Int32]] = [:]
      first.reserveCapacity(count)
      for item in 0..<Int32(count) {
        let print = Fingerprint(self.key(of: item)).value
        // One look-up for a title no other item has; the first item stays.
        if let earlier = first.updateValue(item, forKey: print) {
          first[print] = earlier
          more[print, default: []].append(item)
        }
      }
      byFingerprint = (first, more)
      indexed.exact = Int32(count)
      VisitCounter.visit(count)
    }
    let added = unindexed(from: indexed.exact) { $0.elementsEqual(key) }
    let print = Fingerprint(key).value
    guard let table = byFingerprint, let item = table.first[print] else { return added }
    // Two titles may share a fingerprint: each is checked.
    return ([item] + (table.more[print] ?? [])).filter {
      !gone.contains($0) && self.key(of: $0).elementsEqual(key)
    } + added
  }

  /// Where in `sortedByKey` the titles that start with `key` stand.
  private mutating func startMatches(_ key: [UInt8]) -> Range<Int> {
    if sortedByKey == nil {
      // Sorted by the first 16 bytes as two numbers, and by the whole
      // title only where those are the same: most titles differ in them.
      var order = (0..<Int32(starts.count - 1)).map { item in
        let (high, low) = ItemMatcher.leadingBytes(of: self.key(of: item))
        return (high: high, low: low, item: item)
      }
      order.sort {
        if $0.high != $1.high { return $0.high < $1.high }
        if $0.low != $1.low { return $0.low < $1.low }
        return self.key(of: $0.item).lexicographicallyPrecedes(self.key(of: $1.item))
      }
      sortedByKey = order.map(\.item)
      indexed.start = Int32(order.count)
      VisitCounter.visit(order.count)
    }
    guard let sorted = sortedByKey else { return 0..<0 }
    return range(in: sorted.count, startingWith: key) { self.key(of: sorted[$0]) }
  }

  /// What the titles holding one word whole come to: their number when it
  /// is more than a listener hears one by one, else the titles.
  private enum WholeWord {
    case counted(Int)
    case found([Int32])
  }

  /// The titles that hold `word` as a whole word: a range of the index of
  /// every title's words (each word once a title), less the titles gone
  /// from it, with the titles edits brought.
  private mutating func wholeWordMatches(_ word: [UInt8]) -> WholeWord {
    makeWordIndex()
    guard let words else { return .found([]) }
    let starting = range(in: words.count, startingWith: word) {
      self.store[Int(words[$0].start)..<Int(words[$0].end)]
    }
    // The words equal to it come first among those that start with it:
    // one more binary search finds where they end.
    var low = starting.lowerBound
    var high = starting.upperBound
    while low < high {
      let middle = (low + high) / 2
      if words[middle].end - words[middle].start == Int32(word.count) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    let equal = starting.lowerBound..<low
    let holds = { (title: ArraySlice<UInt8>) in
      title.split(separator: ItemMatcher.space).contains { $0.elementsEqual(word) }
    }
    let added = unindexed(from: indexed.word, where: holds)
    let goneInRange = gone.count { $0 < indexed.word && holds(self.key(of: $0)) }
    let count = equal.count - goneInRange + added.count
    if count > ItemMatcher.mostListed { return .counted(count) }
    VisitCounter.visit(equal.count)
    return .found(equal.map { words[$0].item }.filter { !gone.contains($0) } + added)
  }

  /// Makes the index of every title's words, in the order of their bytes,
  /// the first time it is needed; a word a title holds twice is in it once.
  private mutating func makeWordIndex() {
    if words == nil {
      let store = self.store
      var all: [(start: Int32, end: Int32, item: Int32)] = []
      all.reserveCapacity((starts.count - 1) * 3)
      for item in 0..<Int32(starts.count - 1) {
        var wordStart = starts[Int(item)]
        let end = starts[Int(item) + 1]
        let first = all.count
        func add(_ start: Int32, _ end: Int32) {
          let word = store[Int(start)..<Int(end)]
          let seen = all[first...].contains {
            store[Int($0.start)..<Int($0.end)].elementsEqual(word)
          }
          if !seen { all.append((start, end, item)) }
        }
        for index in wordStart..<end where store[Int(index)] == ItemMatcher.space {
          add(wordStart, index)
          wordStart = index + 1
        }
        if wordStart < end { add(wordStart, end) }
      }
      all.sort {
        store[Int($0.start)..<Int($0.end)].lexicographicallyPrecedes(
          store[Int($1.start)..<Int($1.end)])
      }
      words = all
      indexed.word = titleCount
      VisitCounter.visit(starts.count - 1)
    }
  }

  /// The items whose title has, for each word of `wanted`, a word that
  /// starts with it.
  private mutating func wordMatches(_ wanted: [[UInt8]]) -> [Int32] {
    makeWordIndex()
    guard let words else { return [] }
    let ranges = wanted.map { word in
      range(in: words.count, startingWith: word) {
        self.store[Int(words[$0].start)..<Int(words[$0].end)]
      }
    }
    guard let rarest = ranges.min(by: { $0.count < $1.count }) else { return [] }
    var seen = Set<Int32>()
    let candidates = words[rarest].map(\.item).filter {
      !gone.contains($0) && seen.insert($0).inserted
    }
    VisitCounter.visit(candidates.count)
    return candidates.filter { item in
      let title = key(of: item).split(separator: ItemMatcher.space)
      return wanted.allSatisfy { word in title.contains { $0.starts(with: word) } }
    }
  }

  /// The items whose titles `name` is a typing slip of, for "Did you mean".
  ///
  /// The folded name is compared with each title, and, for a name of one
  /// word, with each word of a title; one edit for a name of up to four
  /// letters, two for a longer one, a swap of two letters counting as one.
  /// The nearest titles are given, in trip order, when there are at most
  /// two of them (more is no help to a listener), and only when the name
  /// matched nothing: a look at every title, as a refusal is rare.
  static func nearest(to name: String, in trip: Trip) -> [ItemID] {
    // Folded titles are their words joined by single spaces: the bytes
    // ``fold(_:into:)`` gives are the words joined, and are compared as
    // they are, not made into strings first.
    var key: [UInt8] = []
    fold(name, into: &key)
    let letters = scalars(key[...])
    guard (3...40).contains(letters.count) else { return [] }
    let allowed = letters.count <= 4 ? 1 : 2
    let oneWord = !key.contains(space)
    let suggester = CommandSuggester()
    var best = allowed + 1
    var found: [ItemID] = []
    var title: [UInt8] = []
    VisitCounter.visit(trip.items.count)
    for item in trip.itemsInTripOrder {
      title.removeAll(keepingCapacity: true)
      fold(item.title, into: &title)
      func distance(_ candidate: ArraySlice<UInt8>) -> Int {
        // Each edit changes the length by one at most: a word of ASCII
        // longer or shorter by more than the edits allowed is too far,
        // found without its scalars.
        if abs(candidate.count - letters.count) > allowed,
          !candidate.contains(where: { $0 >= 0x80 })
        {
          return allowed + 1
        }
        return suggester.distance(letters, scalars(candidate), limit: allowed)
      }
      var nearest = distance(title[...])
      if oneWord {
        for word in title.split(separator: space) { nearest = min(nearest, distance(word)) }
      }
      if nearest < best {
        best = nearest
        found = [item.id]
      } else if nearest == best, best <= allowed {
        found.append(item.id)
      }
    }
    return best <= allowed && found.count <= 2 ? found : []
  }

  /// The scalars of folded bytes: each byte one for ASCII.
  private static func scalars(_ bytes: ArraySlice<UInt8>) -> [Unicode.Scalar] {
    if !bytes.contains(where: { $0 >= 0x80 }) { return bytes.map { Unicode.Scalar($0) } }
    return Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
  }

  /// The first 16 bytes of a key as two numbers that sort as the bytes do,
  /// zero past its end.
  static func leadingBytes(of key: ArraySlice<UInt8>) -> (UInt64, UInt64) {
    var high: UInt64 = 0
    var low: UInt64 = 0
    for (index, byte) in key.prefix(16).enumerated() {
      if index < 8 {
        high |= UInt64(byte) << (56 - 8 * index)
      } else {
        low |= UInt64(byte) << (56 - 8 * (index - 8))
      }
    }
    return (high, low)
  }

  /// The indexes below `count` whose bytes start with `prefix`, when the
  /// bytes are in sorted order: two binary searches.
  private func range(
    in count: Int, startingWith prefix: [UInt8], bytes: (Int) -> ArraySlice<UInt8>
  ) -> Range<Int> {
    func firstIndex(where test: (ArraySlice<UInt8>) -> Bool) -> Int {
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        if test(bytes(middle)) { high = middle } else { low = middle + 1 }
      }
      return low
    }
    let start = firstIndex { !$0.lexicographicallyPrecedes(prefix) }
    let end = firstIndex { !$0.lexicographicallyPrecedes(prefix) && !$0.starts(with: prefix) }
    return start..<max(start, end)
  }

  /// A title or a name as words to compare: lowercased, accents removed,
  /// apostrophes dropped, and every other mark a break between words.
  static func words(_ text: String) -> [String] {
    var bytes: [UInt8] = []
    fold(text, into: &bytes)
    return bytes.split(separator: space).map { String(decoding: $0, as: UTF8.self) }
  }

  /// ``words(_:)`` of text that is not ASCII, with Foundation's folding.
  private static func foldedWords(_ text: String) -> [String] {
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
}
