import ReorderCommands

/// Every command the session knows, by its first word: the vocabulary that
/// help, suggestions and completion share.
public enum CommandName: String, CaseIterable, Hashable, Sendable {
  case up, down, top, bottom, move
  case grab, drop, cancel
  case undo, redo, history, changes
  case actions
  case ideas, add, new, remove, delete, rename, time, fix, unfix
  case start, label, city, zone
  case select, unselect, selection, clear
  case `where`, next, previous, first, last, day, focus
  case list, verbosity, `repeat`
  case open, save, export, `import`
  case help, quit

  /// The command a first word names, case already folded: its name, or a
  /// synonym such as `prev`, `exit` or `q`.
  init?(word: String) {
    // A word of ASCII, as nearly every first word is, is found by its
    // bytes among the names' and synonyms': equal strings of ASCII are
    // equal bytes.
    var ascii = word
    let found = ascii.withUTF8 { bytes -> (isASCII: Bool, name: CommandName?) in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return (false, nil) }
      guard let first = bytes.first else { return (true, nil) }
      let name = CommandName.byFirstByte[Int(first)].first { $0.bytes.elementsEqual(bytes) }
      return (true, name?.name)
    }
    if found.isASCII {
      guard let name = found.name else { return nil }
      self = name
      return
    }
    // Any other word is compared as a string, which a name it is
    // canonically equal to is too.
    if let (_, name) = CommandName.synonyms.first(where: { $0.0 == word }) {
      self = name
    } else if let name = CommandName.byWord[word] {
      self = name
    } else {
      return nil
    }
  }

  /// Every command by the word that names it: one lookup for a line's
  /// first word, not a comparison with each name in turn.
  private static let byWord = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// The synonyms, each with its command.
  private static let synonyms: [(String, CommandName)] = [
    ("prev", .previous), ("go", .focus), ("exit", .quit), ("q", .quit), ("at", .time),
    ("save!", .save),
  ]

  /// Every name and synonym as bytes, by its first byte: the few a word of
  /// ASCII is compared with.
  private static let byFirstByte: [[(bytes: [UInt8], name: CommandName)]] = {
    var table: [[(bytes: [UInt8], name: CommandName)]] = Array(repeating: [], count: 128)
    for (word, name) in allCases.map({ ($0.rawValue, $0) }) + synonyms {
      let bytes = Array(word.utf8)
      table[Int(bytes[0])].append((bytes, name))
    }
    return table
  }()

  /// Whether the command is its name alone, with nothing typed after it:
  /// one with no usage of its own in the catalogs (`session.usage.NAME`).
  var takesNothing: Bool {
    Catalog.english.text(for: "session.usage." + rawValue) == nil
  }
}
