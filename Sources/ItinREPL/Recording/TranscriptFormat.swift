import ItinSession

/// The plain-text transcript format of docs/transcripts.md: each line starts
/// with a keyword and a colon, so no meaning rests on indentation.
///
/// ```
/// Note: Moving the lunch to day 2 and back.
/// Start: sample trip
/// Flags: --verbosity normal
///
/// Type: focus lunch
/// Hear: Lunch at Lou Malnati's, custom, position 1 of day 1.
/// ```
public enum TranscriptFormat {
  public static let type = "Type: "
  public static let hear = "Hear: "
  public static let note = "Note: "
  public static let start = "Start: "
  public static let flags = "Flags: "
  /// The start that opens the sample trip.
  public static let sampleTrip = "sample trip"
  /// The start that opens a file, before its path.
  public static let fileStart = "file "
  /// The start that only checks a file (`itin-a11y --check`), before its path.
  public static let checkStart = "check "
  /// The start that makes a new trip (`itin-a11y --new`), before its path.
  public static let newStart = "new "
  /// The exit status expected, when it is not 0.
  public static let exitStatus = "Exit status: "
  /// The line after which input ends; `Hear` lines after it are what is said
  /// at the end of input.
  public static let endOfInput = "End of input."

  /// Typed text as one transcript line: each control character, and the
  /// backslash, written as `\u{HEX}`, so that the file holds only plain
  /// lines and what was typed comes back exactly.
  public static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\\" {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The text that ``escape(_:)`` wrote.
  public static func unescape(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let slash = rest.range(of: "\\u{") {
      result += rest[..<slash.lowerBound]
      let after = rest[slash.upperBound...]
      guard let close = after.firstIndex(of: "}"), let value = UInt32(after[..<close], radix: 16),
        let scalar = Unicode.Scalar(value)
      else {
        result += rest[slash]
        rest = after
        continue
      }
      result.unicodeScalars.append(scalar)
      rest = after[after.index(after: close)...]
    }
    return result + rest
  }
}
