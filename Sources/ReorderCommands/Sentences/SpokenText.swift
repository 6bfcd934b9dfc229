import ItineraryCore

/// Rules shared by everything that is spoken.
public enum SpokenText {
  /// The most characters of file text that is not a title (an id, a path, a
  /// field name) spoken in one go; ``shortened(_:)`` cuts longer text.
  public static let maximumLength = 80

  /// Text made safe to speak and print, and said whole.
  ///
  /// Whole terminal control sequences are removed: a colour code such as
  /// `ESC [ 31 m`, a title or link set with `ESC ]`, and the other escape
  /// sequences, in their 7-bit and 8-bit forms. Every other control
  /// character becomes a space, runs of white space become one, and white
  /// space at either end goes. Titles are said with this, never cut.
  public static func clean(_ text: String) -> String {
    SpeakableText.clean(text)
  }

  /// File text that is not a title (an id, a path, a field name), cleaned as
  /// ``clean(_:)`` does and cut to at most ``maximumLength`` characters, at
  /// the end of a word when it has one within them.
  public static func shortened(_ text: String) -> String {
    let cleaned = clean(text)
    guard cleaned.count > maximumLength else { return cleaned }
    let cut = cleaned.prefix(maximumLength)
    let endOfWord = cleaned.dropFirst(maximumLength).first == " "
    guard !endOfWord, let space = cut.lastIndex(of: " ") else { return String(cut) }
    return String(cut[..<space])
  }

}

/// How numbers from a trip are said: digits, whole numbers without a fraction.
enum TripNumber {
  static func text(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15, let whole = Int(exactly: value) {
      return String(whole)
    }
    return String(describing: value)
  }
}

extension SpokenText {
  /// Parts said as one phrase, such as "Day 2, Saturday, June 6, Milwaukee".
  ///
  /// Each part is cleaned; missing and empty ones are left out; the rest are
  /// joined by commas.
  public static func phrase(_ parts: [String?]) -> String {
    parts.compactMap { $0.map(clean) }.filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// How many words a sentence has, counted as a listener hears them: runs
  /// of letters and digits split by white space.
  public static func wordCount(_ text: String) -> Int {
    var ascii = text
    let count = ascii.withUTF8 { bytes -> Int? in
      var words = 0
      var inWord = false
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        let isSpace = byte == 0x20 || (0x09...0x0D).contains(byte)
        if !isSpace, !inWord { words += 1 }
        inWord = !isSpace
      }
      return words
    }
    // Outside ASCII, a character's white space needs Unicode's word.
    return count ?? text.split(whereSeparator: \.isWhitespace).count
  }
}
