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
    switch word {
    case "prev": self = .previous
    case "go": self = .focus
    case "exit", "q": self = .quit
    case "at": self = .time
    case "save!": self = .save
    default:
      guard let name = CommandName.byWord[word] else { return nil }
      self = name
    }
  }

  /// Every command by the word that names it: one lookup for a line's
  /// first word, not a comparison with each name in turn.
  private static let byWord = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// Whether the command is its name alone, with nothing typed after it:
  /// one with no usage of its own in the catalogs (`session.usage.NAME`).
  var takesNothing: Bool {
    Catalog.english.text(for: "session.usage." + rawValue) == nil
  }
}
