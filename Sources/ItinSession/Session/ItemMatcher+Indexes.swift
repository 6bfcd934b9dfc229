import ItineraryCore

/// The indexes a name is looked up in, each made the first time its test
/// is needed.
extension ItemMatcher {
  /// The items whose folded title is `key`.
  mutating func exactMatches(_ key: [UInt8]) -> [Int32] {
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
  mutating func startMatches(_ key: [UInt8]) -> Range<Int> {
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
  enum WholeWord {
    case counted(Int)
    case found([Int32])
  }

  /// The titles that hold `word` as a whole word: a range of the index of
  /// every title's words (each word once a title), less the titles gone
  /// from it, with the titles edits brought.
  mutating func wholeWordMatches(_ word: [UInt8]) -> WholeWord {
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
  mutating func wordMatches(_ wanted: [[UInt8]]) -> [Int32] {
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
}
