import ArgumentParser
import Foundation
import ReorderCommands

/// A mistake in the arguments, said as one sentence a screen reader reads
/// without a symbol on the way: no usage block, no quotes around words.
///
/// The usage block is for `--help`; after a mistake, one sentence says what
/// is wrong and where the options are, in the language asked for.
struct ArgumentSentence {
  /// The language the sentence is said in.
  let catalog: Catalog

  /// A message of the catalog's `session.argument.` messages, filled.
  private func said(_ name: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
    let key = "session.argument." + name
    return catalog.text(for: key, filling: values)
      ?? Catalog.english.text(for: key, filling: values) ?? ""
  }

  /// The sentence for what the argument parser said of a mistake: its
  /// English is read here, never said (the lines marked "not said").
  func sentence(for message: String) -> String {
    let seeHelp = said("seeHelp")
    if let option = ArgumentSentence.quoted(in: message, after: "Unknown option ") {  // not said
      return said("unknownOption", ["option": option]) + " " + seeHelp
    }
    let unexpected = "Unexpected argument "  // not said
    if let argument = ArgumentSentence.quoted(in: message, after: unexpected) {
      return said("oneTooMany", ["argument": argument]) + " " + seeHelp
    }
    if let option = ArgumentSentence.quoted(in: message, after: "Missing value for ") {  // not said
      let parts = option.split(separator: " ")
      let name = parts.first.map(String.init) ?? option
      return said("needsValue", ["option": name, "value": value(named: parts.dropFirst().first)])
        + " " + seeHelp
    }
    if message.hasPrefix("The value "), message.contains("--verbosity") {  // not said
      return (catalog.text(for: "session.unknownVerbosity") ?? "") + " " + seeHelp
    }
    // A mistake of ours (ValidationError), already a sentence.
    let plain = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
    return plain + " " + seeHelp
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
    String(text.filter { ($0.isASCII && $0.isLetter) || $0 == "-" }.prefix(12))
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
    case "file": said("value.file")
    case "prompt": said("value.prompt")
    case "verbosity": said("value.verbosity")
    case "language":
      said(
        "value.language",
        ["languages": AnnouncementRenderer(catalog: catalog).list(Catalog.shippedLanguages)])
    default: said("value.other")
    }
  }
}
