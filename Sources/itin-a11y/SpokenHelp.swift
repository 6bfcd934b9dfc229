/// `--help` as a screen reader should hear it: ArgumentParser's text with
/// no colon, bracket or angle bracket read aloud.
///
/// Orca, at its default punctuation level, reads "colon", "less than" and
/// "left bracket". The headings become sentences ("Options."), a value's
/// name is written in capitals instead of between angle brackets (`--check
/// FILE`, padded to keep the columns), the usage line says which parts are
/// optional in words, and "(values: a, b; default: c)" becomes "Values a, b.
/// By default c."
enum SpokenHelp {
  /// `help` said, its usage line naming `command` (`itin-a11y serve`),
  /// then `usage` when the command gives its own (what follows its name),
  /// else a FILE to open and optional options.
  static func text(_ help: String, command: String = "itin-a11y", usage: String? = nil)
    -> String
  {
    help.split(separator: "\n", omittingEmptySubsequences: false).map {
      line(String($0), command: command, usage: usage)
    }
    .joined(separator: "\n")
  }

  static func line(_ line: String, command: String = "itin-a11y", usage: String? = nil)
    -> String
  {
    var line = line
    if line.hasPrefix("OVERVIEW: ") { return String(line.dropFirst("OVERVIEW: ".count)) }
    if line.hasPrefix("USAGE: ") {
      return "Usage. \(command), then "
        + (usage ?? "a FILE to open, or the options below, each optional") + "."
    }
    for (heading, said) in [("ARGUMENTS:", "Arguments."), ("OPTIONS:", "Options.")]
    where line == heading {
      return said
    }
    // A value's name: `<file>` becomes `FILE  `, the same width.
    while let open = line.firstIndex(of: "<"), let close = line[open...].firstIndex(of: ">") {
      let name = line[line.index(after: open)..<close].uppercased()
      line.replaceSubrange(open...close, with: name + "  ")
    }
    // "(values: a, b; default: c)", on a line of its own or at a line's end.
    if let start = line.range(of: "(values: "), line.hasSuffix(")") {
      let inside = line[start.upperBound..<line.index(before: line.endIndex)]
      let parts = inside.components(separatedBy: "; default: ")
      var said = "Values " + parts[0] + "."
      if parts.count == 2 { said += " By default " + parts[1] + "." }
      line.replaceSubrange(start.lowerBound..<line.endIndex, with: said)
    } else if let start = line.range(of: "(default: "), line.hasSuffix(")") {
      let value = line[start.upperBound..<line.index(before: line.endIndex)]
      line.replaceSubrange(start.lowerBound..<line.endIndex, with: "By default \(value).")
    }
    return line
  }
}

/// A command whose usage line is not a FILE to open: what follows its name.
protocol SpokenUsage {
  static var usage: String { get }
}
