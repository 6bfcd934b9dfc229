import ArgumentParser

/// A mistake in the arguments, said as one sentence a screen reader reads
/// without a symbol on the way: no usage block, no quotes around words.
///
/// The usage block is for `--help`; after a mistake, one sentence says what
/// is wrong and where the options are.
enum ArgumentSentence {
  static let seeHelp = "Type itin-a11y --help for the options."

  /// The sentence for what the argument parser said of a mistake.
  static func sentence(for message: String) -> String {
    if let option = quoted(in: message, after: "Unknown option ") {
      return "There is no option \(option). " + seeHelp
    }
    if let argument = quoted(in: message, after: "Unexpected argument ") {
      return "\(argument) is one argument too many. " + seeHelp
    }
    if let option = quoted(in: message, after: "Missing value for ") {
      let parts = option.split(separator: " ")
      let name = parts.first.map(String.init) ?? option
      return "\(name) needs \(value(named: parts.dropFirst().first)) after it. " + seeHelp
    }
    if message.hasPrefix("The value "), message.contains("--verbosity") {
      return "Verbosity can be terse, normal or verbose. " + seeHelp
    }
    // A mistake of ours (ValidationError), already a sentence.
    let plain = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
    return plain + " " + seeHelp
  }

  /// The text in single quotes right after `lead`.
  private static func quoted(in message: String, after lead: String) -> String? {
    guard let start = message.range(of: lead + "'") else { return nil }
    let rest = message[start.upperBound...]
    guard let end = rest.firstIndex(of: "'") else { return nil }
    return String(rest[..<end])
  }

  /// What an option's value is, in words: `<file>` is "a file".
  private static func value(named name: Substring?) -> String {
    switch name?.trimmingCharacters(in: ["<", ">"]) {
    case "file": "a file"
    case "prompt": "a prompt"
    case "verbosity": "terse, normal or verbose"
    default: "a value"
    }
  }
}
