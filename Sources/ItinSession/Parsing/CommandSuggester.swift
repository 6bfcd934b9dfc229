/// Finds the command a mistyped word was meant to be, for "Did you mean
/// move?".
package struct CommandSuggester {
  package init() {}

  /// The longest word compared; longer input is not a typing slip.
  static let maximumWordLength = 20

  /// The words a suggestion may be: every command's name and synonym.
  static let vocabulary: [String] = CommandName.allCases.map(\.rawValue) + ["exit"]

  /// A word of the vocabulary, in each form it is compared in.
  private struct Word {
    var text: String
    /// Its Unicode scalars, for ``distance(_:_:limit:)``.
    var scalars: [Unicode.Scalar]
    /// The letters a to z it holds, a bit each.
    var letters: UInt32
    /// Its bytes: every word is ASCII.
    var bytes: [UInt8]
  }

  /// The vocabulary in one table, read once a comparison rather than once
  /// a word.
  private static let words: [Word] = vocabulary.map { word in
    let scalars = Array(word.unicodeScalars)
    return Word(text: word, scalars: scalars, letters: letters(scalars), bytes: Array(word.utf8))
  }

  /// The bits of the letters a to z among `scalars`.
  private static func letters(_ scalars: [Unicode.Scalar]) -> UInt32 {
    scalars.reduce(0) { mask, scalar in
      (0x61...0x7A).contains(scalar.value) ? mask | 1 << (scalar.value - 0x61) : mask
    }
  }

  /// How many of `scalars` a word with `letters` does not hold at all.
  ///
  /// Each edit brings in one character at most, so a word that lacks more
  /// of them than the edits allowed is too far, found without a table.
  private static func missing(_ scalars: [Unicode.Scalar], from letters: UInt32) -> Int {
    var count = 0
    for scalar in scalars {
      let value = scalar.value
      if value < 0x61 || value > 0x7A || letters & 1 << (value - 0x61) == 0 { count += 1 }
    }
    return count
  }

  /// The command word nearest to `word`: one that starts with it (at least
  /// two letters, and only one such command), or one within a typing slip
  /// (one edit for short words, two for longer, a swap of two letters
  /// counting as one).
  func nearest(to word: String) -> String? {
    // A word of ASCII, as nearly every typed word is, is lowered, counted
    // and compared on its bytes: without a carriage return, which a line
    // feed after it joins, a byte is a character there, and a scalar.
    var word = word
    let ascii = word.withUTF8 { bytes -> [UInt8]? in
      guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
      return bytes.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
    }
    if let ascii { return nearest(ascii: ascii) }
    // Latin letters and signs are lowered from a table, as
    // `lowercased()` would lower them.
    let plain = PlainLowering.lowered(word)
    word = plain ?? word.lowercased()
    // Lowered, a word may be ASCII after all (the Kelvin sign is a k).
    let lowered = word.withUTF8 { bytes -> [UInt8]? in
      bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) ? Array(bytes) : nil
    }
    if let lowered { return nearest(ascii: lowered) }
    let scalars = Array(word.unicodeScalars)
    // Those scalars are each a character, but for a carriage return
    // before a line feed.
    let count = plain != nil && !word.utf8.contains(0x0D) ? scalars.count : word.count
    guard (2...CommandSuggester.maximumWordLength).contains(count) else {
      return nil
    }
    // Every command word is ASCII letters, and no other character is one
    // of them, canonically or as typed: a word that is not ASCII starts
    // none of them, found without comparing it to each.
    return nearest(scalars, allowed: count <= 4 ? 1 : 2)
  }

  /// ``nearest(to:)`` of a word of ASCII, lowered.
  private func nearest(ascii word: [UInt8]) -> String? {
    guard (2...CommandSuggester.maximumWordLength).contains(word.count) else {
      return nil
    }
    var starting: Int?
    var startingCount = 0
    let words = CommandSuggester.words
    for index in words.indices {
      // The first byte settles nearly every word.
      guard words[index].bytes.count >= word.count, words[index].bytes[0] == word[0],
        words[index].bytes[..<word.count].elementsEqual(word)
      else { continue }
      starting = index
      startingCount += 1
    }
    if startingCount == 1, let starting { return words[starting].text }
    return nearest(word.map { Unicode.Scalar($0) }, allowed: word.count <= 4 ? 1 : 2)
  }

  /// The vocabulary's word within `allowed` edits of `scalars`, when one is
  /// nearer than any other.
  private func nearest(_ scalars: [Unicode.Scalar], allowed: Int) -> String? {
    // The nearest word, and whether another is as near: one pass, and only
    // the words whose length could be near enough are compared.
    var best = allowed + 1
    var nearest: Int?
    let words = CommandSuggester.words
    for index in words.indices {
      guard abs(words[index].scalars.count - scalars.count) <= allowed,
        CommandSuggester.missing(scalars, from: words[index].letters) <= allowed
      else { continue }
      let found = distance(scalars, words[index].scalars, limit: allowed)
      if found < best {
        best = found
        nearest = index
      } else if found == best {
        nearest = nil
      }
    }
    return best <= allowed ? nearest.map { words[$0].text } : nil
  }

  /// What to suggest for a line whose first word is unknown: the whole line
  /// with that word corrected when it then is a command ("move up"), or the
  /// command word alone.
  func suggestion(for line: String) -> String? {
    suggestion(for: Tokens(line))
  }

  /// ``suggestion(for:)`` of a line already split into its words.
  func suggestion(for tokens: Tokens) -> String? {
    guard let first = tokens.word(0), let word = nearest(to: first) else { return nil }
    guard tokens.count > 1, let rest = tokens.text(after: 1) else { return word }
    let corrected = word + " " + rest
    // Said back only as typed: a rest with control codes or symbols is not.
    if case .success = CommandParser().parse(corrected), SessionText.echo(corrected) == corrected {
      return corrected
    }
    return word
  }

  /// The optimal string alignment distance: insertions, deletions,
  /// substitutions and swaps of neighbours, each counting one.
  package func distance(_ a: String, _ b: String) -> Int {
    distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: .max)
  }

  /// ``distance(_:_:)`` of two words as scalars; once it is sure to be over
  /// `limit`, any number over `limit`, found without the rest of the table.
  package func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Each edit changes the length by one at most.
    if abs(a.count - b.count) > limit { return limit &+ 1 }
    let width = b.count + 1
    // On the stack for a typed word: no allocation for each word compared.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: (a.count + 1) * width) {
      table in
      table.initialize(repeating: 0)
      return distance(a, b, limit: limit, table: table)
    }
  }

  /// ``distance(_:_:limit:)`` of two words neither of which is empty, in a
  /// `table` of zeros of a row for each of `a`'s scalars and one more, and
  /// as wide as `b` and one.
  private func distance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int, table: UnsafeMutableBufferPointer<Int>
  ) -> Int {
    let width = b.count + 1
    for i in 0...a.count { table[i * width] = i }
    for j in 0...b.count { table[j] = j }
    var previousRowBest = 0
    for i in 1...a.count {
      var rowBest = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(
          table[(i - 1) * width + j] + 1, table[i * width + j - 1] + 1,
          table[(i - 1) * width + j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[(i - 2) * width + j - 2] + 1)
        }
        table[i * width + j] = best
        rowBest = min(rowBest, best)
      }
      // A cell comes from the row above it or, by a swap, the row above
      // that: two rows over the limit in a row settle it.
      if rowBest > limit, previousRowBest > limit { return limit &+ 1 }
      previousRowBest = rowBest
    }
    return table[a.count * width + b.count]
  }
}
