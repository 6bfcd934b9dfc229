/// The secret of an address serve says, good for one page load: seven
/// words a listener can take down by ear and type back.
///
/// Seven words of 2,048 are 77 random bits. A guesser gets at most
/// ``PageKeys/guessesAllowed`` tries before every address waiting is taken
/// back and serve's terminal hears it: at most 4 tries at each of 16
/// addresses, 1 chance in 2^71, where a year of guessing the 24 letters
/// and digits an address carried before, a million a second, had the
/// same. Said, seven words take about 2.5 seconds at 175 words a minute.
/// In the address they follow the port, joined by hyphens
/// (`/maple-river-…`), which yasr and espeak-ng pass over; typed back, any
/// letters between them do: spaces, dots, capitals, and a word's first
/// four letters alone, which name one word of the list.
public struct SpokenSecret: Sendable, Hashable {
  /// The words, joined by hyphens.
  public let text: String

  /// How many words a secret has.
  static let count = 7

  /// A secret from the system's random source.
  public static func random() -> SpokenSecret {
    var generator = SystemRandomNumberGenerator()
    let chosen = (0..<count).map { _ in
      words[Int(generator.next(upperBound: UInt64(words.count)))]
    }
    return SpokenSecret(text: chosen.joined(separator: "-"))
  }

  /// The words `typed` names, joined by hyphens as a secret's text; `nil`
  /// when a word is none of the list's.
  package static func words(in typed: String) -> String? {
    let pieces = typed.lowercased().split { !("a"..."z").contains($0) }
    var found: [Substring] = []
    for piece in pieces {
      // Four letters name a word; fewer must be all of one.
      guard let word = SpokenSecret.byPrefix[String(piece.prefix(4))],
        piece.count >= 4 || word == piece
      else { return nil }
      found.append(word)
    }
    return found.joined(separator: "-")
  }

  /// Each word by its first four letters (all of a shorter word).
  private static let byPrefix: [String: Substring] = Dictionary(
    uniqueKeysWithValues: words.map { (String($0.prefix(4)), $0) })

  /// Whether `given` names this secret's words, compared in a time that
  /// does not depend on where the two differ.
  public func matches(_ given: String?) -> Bool {
    guard let given, given.utf8.count <= 400, let named = SpokenSecret.words(in: given) else {
      return false
    }
    return ServeToken.sameBytes(named, text)
  }
}
