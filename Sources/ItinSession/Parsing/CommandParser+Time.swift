import ItineraryCore

extension CommandParser {
  /// `time 19:05`, `time 7:05 pm`, `at 7 pm`, `time 7pm`, `time 19.05`,
  /// `time 19 05`, `time none`; anything else is
  /// ``ParseFailure/notATime(_:)``, with the words as typed.
  func parseTime(_ tokens: Tokens) -> Result<SessionCommand, ParseFailure> {
    readTime(tokens, from: 1)
  }

  /// The time in `tokens` from word `first` on: the words after `time` in
  /// a line, or a field's words (``SessionCommand/time(typed:)``).
  func readTime(_ tokens: Tokens, from first: Int) -> Result<SessionCommand, ParseFailure> {
    guard let typed = tokens.text(after: first) else { return .failure(.incomplete(.time)) }
    // The form most typed, and the file's, `19:05`: read as the file reads it.
    if tokens.count == first + 1, let word = tokens.word(first), let time = ClockTime(file: word) {
      return .success(.time(time))
    }
    let words = Array(tokens.words.dropFirst(first))
    if words == ["none"] || words == ["no", "time"] { return .success(.time(nil)) }
    guard let time = CommandParser.clockTime(words) else { return .failure(.notATime(typed)) }
    return .success(.time(time))
  }

  /// A time of day from the words people type, lower case: an hour, an
  /// hour and minutes (`19:05`, `19.05`, `19h05`, `19 05`), and `am` or
  /// `pm` (`a.m.`, `p.m.`), apart or joined (`7pm`); `noon` and `midnight`.
  static func clockTime(_ words: [String]) -> ClockTime? {
    var text = words.joined(separator: " ")
    if text == "noon" { return ClockTime(hour: 12, minute: 0) }
    if text == "midnight" { return ClockTime(hour: 0, minute: 0) }
    var period: String?
    for (suffix, name) in [
      ("a.m.", "am"), ("p.m.", "pm"), ("a.m", "am"), ("p.m", "pm"), ("am", "am"), ("pm", "pm"),
    ]
    where text.hasSuffix(suffix) {
      period = name
      text = String(text.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
      break
    }
    let parts = text.split(whereSeparator: { $0 == ":" || $0 == "." || $0 == "h" || $0 == " " })
      .map(String.init)
    guard (1...2).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCIIDigit) }),
      let hour = Int(parts[0])
    else { return nil }
    var minute = 0
    if parts.count == 2 {
      guard parts[1].count == 2, let minutes = Int(parts[1]) else { return nil }
      minute = minutes
    }
    switch period {
    case "am"?:
      guard (1...12).contains(hour) else { return nil }
      return ClockTime(hour: hour % 12, minute: minute)
    case "pm"?:
      guard (1...12).contains(hour) else { return nil }
      return ClockTime(hour: hour % 12 + 12, minute: minute)
    default:
      return ClockTime(hour: hour, minute: minute)
    }
  }
}

extension Character {
  /// Whether it is one of the ASCII digits 0 to 9.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
