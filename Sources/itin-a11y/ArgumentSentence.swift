import ArgumentParser
import Foundation
import ItinREPL
import ItinSession
import ReorderCommands

/// A mistake in the arguments, said as one sentence a screen reader reads
/// without a symbol on the way: no usage block, no quotes around words.
///
/// The usage block is for `--help`; after a mistake, one sentence says what
/// is wrong and where the options are, in the language asked for.
struct ArgumentSentence {
  /// The language the sentence is said in.
  let catalog: Catalog
  /// The command whose arguments these are: `itin-a11y`, or `itin-a11y
  /// host`, whose own `--help` the sentence points to.
  var command = "itin-a11y"

  /// The sentences, in the catalog's words.
  private var said: SessionText { SessionText(catalog: catalog) }

  /// The sentence for what the argument parser said of a mistake: its
  /// English is read here, never said (the lines marked "not said").
  func sentence(for message: String) -> String {
    let seeHelp = said(.argumentSeeHelp, ["command": command])
    let missing = "Missing expected argument "  // not said
    if let argument = ArgumentSentence.quoted(in: message, after: missing) {
      // `--store <url>`: said as `--store URL`, with no angle bracket.
      let spoken = argument.replacingOccurrences(of: "<", with: "").replacingOccurrences(
        of: ">", with: ""
      ).split(separator: " ").enumerated().map { $0 == 0 ? String($1) : $1.uppercased() }
        .joined(separator: " ")
      return said(.argumentMissing, ["command": command, "argument": spoken]) + " " + seeHelp
    }
    if let option = ArgumentSentence.quoted(in: message, after: "Unknown option ") {  // not said
      return said(.argumentUnknownOption, ["option": option]) + " " + seeHelp
    }
    let unexpected = "Unexpected argument "  // not said
    if let argument = ArgumentSentence.quoted(in: message, after: unexpected) {
      return said(.argumentOneTooMany, ["argument": argument]) + " " + seeHelp
    }
    if let option = ArgumentSentence.quoted(in: message, after: "Missing value for ") {  // not said
      let parts = option.split(separator: " ")
      let name = parts.first.map(String.init) ?? option
      return said(
        .argumentNeedsValue, ["option": name, "value": value(named: parts.dropFirst().first)])
        + " " + seeHelp
    }
    if message.hasPrefix("The value "), message.contains("--verbosity") {  // not said
      return said(.unknownVerbosity) + " " + seeHelp
    }
    // A mistake of ours (ValidationError), already a sentence.
    let plain = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
    return plain + " " + seeHelp
  }

  /// The shipped languages, said as a list: "de, en, es and fr".
  var languages: String {
    AnnouncementRenderer(catalog: catalog).list(Catalog.shippedLanguages)
  }

  /// A mistake of ours, found once the arguments parsed.
  func refusal(_ message: SessionMessage, _ values: KeyValuePairs<String, String> = [:])
    -> ValidationError
  {
    ValidationError(said(message, values))
  }

  /// That an answer could not be written, and the system's reason.
  func cannotWrite(_ reason: String) -> String {
    said(.cannotWrite, ["reason": reason])
  }

  /// The language the command line asks for, `--language X` or
  /// `--language=X`, read before the arguments are parsed, or `nil`.
  static func asked(in arguments: [String] = CommandLine.arguments) -> String? {
    for (index, argument) in arguments.enumerated() {
      if argument == "--language", index + 1 < arguments.count { return arguments[index + 1] }
      if argument.hasPrefix("--language=") { return String(argument.dropFirst(11)) }
    }
    return nil
  }

  /// A language tag as typed, said back: its letters and dashes, at most 12.
  static func echo(_ text: String) -> String {
    String(text.filter { $0.isLetter || $0 == "-" }.prefix(12))
  }

  /// What a date as typed is said as: its letters, digits and hyphens,
  /// twelve at most ("2027-02-30", "tomorrow").
  static func echo(date text: String) -> String {
    String(text.filter { ($0.isLetter || $0.isNumber || $0 == "-") && $0.isASCII }.prefix(12))
  }

  /// The text in single quotes right after `lead`.
  private static func quoted(in message: String, after lead: String) -> String? {
    guard let start = message.range(of: lead + "'") else { return nil }
    let rest = message[start.upperBound...]
    guard let end = rest.firstIndex(of: "'") else { return nil }
    return String(rest[..<end])
  }

  /// What an option's value is, in words: `<file>` is "a file".
  private func value(named name: Substring?) -> String {
    switch name?.trimmingCharacters(in: ["<", ">"]) {
    case "file": said(.argumentValueFile)
    case "prompt": said(.argumentValuePrompt)
    case "verbosity": said(.argumentValueVerbosity)
    case "language": said(.argumentValueLanguage, ["languages": languages])
    default: said(.argumentValueOther)
    }
  }
}
