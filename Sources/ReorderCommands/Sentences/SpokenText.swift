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
    TextCleaning.clean(text)
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

  /// How many words a sentence has, counted as a listener hears them.
  ///
  /// A word is a run split by white space that holds a letter or a digit: a
  /// mark standing alone, as French puts one before a colon (" : "), is none.
  ///
  /// A sentence of ASCII, or with Latin letters and signs (U+0080 to
  /// U+027F) or the replacement character U+FFFD among it, is counted on its
  /// scalars: none of those joins a neighbour into one character, so each is
  /// a character whose white space, letters and digits are its scalar's.
  /// Any other sentence is counted by its characters.
  public static func wordCount(_ text: String) -> Int {
    var plain = text
    let count = plain.withUTF8 { bytes -> Int? in
      var words = 0
      var counted = false
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        let isSpace: Bool
        let isWordy: Bool
        if byte < 0x80 {
          isSpace = byte == 0x20 || (0x09...0x0D).contains(byte)
          isWordy =
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
            || (0x61...0x7A).contains(byte)
          index += 1
        } else {
          guard let (scalar, length) = plainScalar(bytes, at: index) else { return nil }
          isSpace = TextCleaning.isWhiteSpace(scalar)
          isWordy = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          index += length
        }
        if isSpace {
          counted = false
        } else if !counted, isWordy {
          words += 1
          counted = true
        }
      }
      return words
    }
    // Outside those, a character's white space and letters need Unicode's.
    return count
      ?? text.split(whereSeparator: \.isWhitespace).filter {
        $0.contains { $0.isLetter || $0.isNumber }
      }.count
  }

  /// The scalar of valid UTF-8 whose first byte, not ASCII, is at `index`,
  /// and its length, when it is U+0080 to U+027F or U+FFFD.
  private static func plainScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (Unicode.Scalar, Int)?
  {
    switch bytes[index] {
    case 0xC2...0xC9:
      let value = UInt32(bytes[index] & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
      return Unicode.Scalar(value).map { ($0, 2) }
    case 0xEF where bytes[index + 1] == 0xBF && bytes[index + 2] == 0xBD:
      return ("\u{FFFD}", 3)
    default:
      return nil
    }
  }
}
