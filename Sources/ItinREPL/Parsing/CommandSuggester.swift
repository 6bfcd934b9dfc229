/// Finds the command a mistyped word was meant to be, for "Did you mean
/// move?".
struct CommandSuggester {
  /// The longest word compared; longer input is not a typing slip.
  static let maximumWordLength = 20

  /// The words a suggestion may be: every command's name and synonym.
  static let vocabulary: [String] = CommandName.allCases.map(\.rawValue) + ["exit"]

  /// The command word nearest to `word`: one that starts with it (at least
  /// two letters, and only one such command), or one within a typing slip
  /// (one edit for short words, two for longer, a swap of two letters
  /// counting as one).
  func nearest(to word: String) -> String? {
    let word = word.lowercased()
    guard (2...CommandSuggester.maximumWordLength).contains(word.count) else {
      return nil
    }
    let starting = CommandSuggester.vocabulary.filter { $0.hasPrefix(word) }
    if starting.count == 1 { return starting[0] }
    let allowed = word.count <= 4 ? 1 : 2
    let scored = CommandSuggester.vocabulary.map { ($0, distance(word, $0)) }
      .filter { $0.1 <= allowed }
    guard let best = scored.map(\.1).min() else { return nil }
    let nearest = scored.filter { $0.1 == best }
    return nearest.count == 1 ? nearest[0].0 : nil
  }

  /// What to suggest for a line whose first word is unknown: the whole line
  /// with that word corrected when it then is a command ("move up"), or the
  /// command word alone.
  func suggestion(for line: String) -> String? {
    let tokens = Tokens(line)
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
  func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }
}
