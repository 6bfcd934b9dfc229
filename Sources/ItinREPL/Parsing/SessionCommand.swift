import ReorderCommands

/// One line of input, understood: what the user asked the session to do.
///
/// Names and paths keep the case they were typed in; everything else is
/// matched without regard to case.
public enum SessionCommand: Hashable, Sendable {
  /// A move of the focused item that needs no other item.
  case move(Move)
  /// `move to position P`: position P of the focused item's own day.
  case moveToPositionInDay(Int)
  /// `move before NAME` or `move after NAME`, with the name as typed.
  case moveNextTo(String, after: Bool)
  case grab
  case drop
  case cancel
  case undo
  case redo
  case history
  /// `actions`, or `actions all` with the unavailable moves too.
  case actions(all: Bool)
  /// A bare number: one entry of the last numbered list.
  case choose(Int)
  case `where`
  case next
  case previous
  case first
  case last
  /// `day N`: focus the first item of day N.
  case day(Int)
  /// `focus NAME`, with the name as typed.
  case focus(String)
  case list(ListScope)
  /// `verbosity LEVEL`, or `verbosity` alone to hear the level.
  case verbosity(Verbosity?)
  case `repeat`
  case open(String)
  /// `save`, or `save anyway` (`save!`), which replaces a file that changed
  /// on disk without asking.
  case save(force: Bool)
  case saveAs(String)
  /// `help`, or `help COMMAND` with the rest of the line.
  case help(String?)
  case quit
}

/// What `list` reads.
public enum ListScope: Hashable, Sendable {
  /// The focused item's day.
  case focusedDay
  case day(Int)
  case all
}

/// Why a line is not a command, with the facts a sentence needs.
public enum ParseFailure: Error, Hashable, Sendable {
  /// The first word is no command.
  case unknown(String)
  /// A command that needs more: `move`, `day`, `focus`, `open`.
  case incomplete(CommandName)
  /// A number was wanted and `text` is not one.
  case notANumber(CommandName, String)
  /// Words after a command that takes none, or an unknown ending.
  case extraWords(CommandName)
  /// `verbosity` with a level that does not exist.
  case unknownVerbosity(String)
}
