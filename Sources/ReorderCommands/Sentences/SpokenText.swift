import ItineraryCore

/// Rules shared by everything that is spoken.
public enum SpokenText {
  /// The most characters of file text (an id, a path) spoken in one go.
  public static let maximumLength = 80

  /// Text made safe to speak and print: every control character (the escape
  /// that starts a colour or cursor code among them) becomes a space, runs of
  /// white space become one, and text longer than ``maximumLength`` is cut.
  public static func clean(_ text: String) -> String {
    if isCleanASCII(text) { return text }
    var result = ""
    var lastWasSpace = false
    for scalar in text.unicodeScalars {
      let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      let isSpace = isControl || scalar.properties.isWhitespace
      if isSpace {
        if !lastWasSpace, !result.isEmpty { result.unicodeScalars.append(" ") }
        lastWasSpace = true
      } else {
        result.unicodeScalars.append(scalar)
        lastWasSpace = false
      }
      if result.unicodeScalars.count >= maximumLength { break }
    }
    while result.hasSuffix(" ") { result.removeLast() }
    return result
  }

  /// Whether ``clean(_:)`` would give `text` back as it is, seen byte by byte.
  ///
  /// It must be printable ASCII, short enough, with no space at either end
  /// or beside another. Most titles are.
  private static func isCleanASCII(_ text: String) -> Bool {
    guard text.utf8.count <= maximumLength else { return false }
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.first != space, bytes.last != space else { return false }
      var previous: UInt8 = 0
      for byte in bytes {
        guard byte >= space, byte < 0x7F, !(byte == space && previous == space) else {
          return false
        }
        previous = byte
      }
      return true
    }
  }

  private static let space = UInt8(ascii: " ")
}

extension SpokenText {
  /// A count with its noun: "1 item", "3 items".
  public static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
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

  /// The days a trip has, as a clause: "the trip has days 1 to 5", "the
  /// trip has only day 1", "the trip has no days".
  public static func dayRange(_ dayCount: Int) -> String {
    switch dayCount {
    case 0: "the trip has no days"
    case 1: "the trip has only day 1"
    default: "the trip has days 1 to \(dayCount)"
    }
  }

  /// Parts said as a list: "a", "a and b", "a, b and c".
  public static func list(_ parts: [String]) -> String {
    guard let last = parts.last else { return "" }
    return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
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
