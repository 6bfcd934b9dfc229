import ItineraryCore
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
  /// `move NAME up`, `move NAME to day 3`, `move NAME before OTHER`…: the
  /// item a name matches is focused, then moved.
  case moveNamed(String, NamedMove)
  case grab
  case drop
  case cancel
  case undo
  case redo
  /// `undo 3` or `undo all`.
  case undoSteps(Steps)
  /// `redo 3` or `redo all`.
  case redoSteps(Steps)
  case history
  /// `changes`: what moved since the file was opened or saved.
  case changes
  /// `actions`, or `actions all` with the unavailable moves too.
  case actions(all: Bool)
  /// `ideas`: the trip's ideas, numbered.
  case ideas
  /// `add NAME …`: the idea a name matches, put where the move says, or
  /// right after the focused item (`nil`).
  case add(String, NamedMove?)
  /// `new TITLE …`: a new item, put where the move says, or right after the
  /// focused item (`nil`).
  case new(String, NamedMove?)
  /// `remove`: the focused item becomes an idea.
  case remove
  /// `delete`: the focused item leaves the trip.
  case delete
  /// `zone` alone: the trip's time zone, and each day's own.
  case zones
  /// `fix` (`true`): the focused custom item stays where it is; `unfix`:
  /// the focused fixed item may move again.
  case fix(Bool)
  /// `rename TITLE`, with the title as typed.
  case rename(String)
  /// `new fixed TITLE …`, `new game TITLE …`, `new travel TITLE from CITY
  /// to CITY …`: a new item of that kind.
  case newOfKind(String, NamedMove?, NewItemKind)
  /// `new trip TITLE`: an empty trip of one day.
  case newTrip(String)
  /// `time TIME`, `at TIME`, `time none`: the focused item's time, or none
  ///.
  case time(ClockTime?)
  /// `start DATE` or `start none`: the date as typed,
  /// its year left out for the next such date.
  case start(TypedDate?)
  /// `add day`, `add day before|after N`, `remove day N`, `label day N
  /// TEXT|none`, `city day N TEXT|none`.
  case changeTrip(TripChange)
  /// `select`, or `select NAME` with the name as typed.
  case select(String?)
  /// `unselect`, or `unselect NAME` with the name as typed.
  case unselect(String?)
  /// `selection`: how many items are selected, and which.
  case selection
  /// `clear`: the selection emptied.
  case clearSelection
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
  /// `export PATH`: the trip written to a file to take along.
  case export(String)
  /// `import PATH.ics`: a new trip from a calendar; `import PATH.ics from
  /// DATE to DATE`, from its events between the two dates.
  case importCalendar(String, from: TypedDate? = nil, to: TypedDate? = nil)
  /// `help`, or `help COMMAND` with the rest of the line.
  case help(String?)
  case quit
}

extension SessionCommand {
  /// What the command is to the people sharing a session: whether it only
  /// reads, answers, saves, ends a grab, moves or grabs the focused item,
  /// or changes the trip otherwise.
  public var seatRequest: SeatRequest {
    switch self {
    case .history, .changes, .actions, .ideas, .zones, .selection, .where, .list, .verbosity,
      .help:
      .reads
    case .save, .saveAs, .export: .saves
    case .drop, .cancel: .endsGrab
    case .move, .moveToPositionInDay: .moves(nil, shown: nil)
    case .grab: .grabs(nil)
    default: .changes
    }
  }

  /// Whether the command only reads the trip and the session, changing
  /// neither, nor where the focus is.
  package var onlyReads: Bool { seatRequest == .reads }
}

/// How many steps `undo N` or `redo N` takes.
public enum Steps: Hashable, Sendable {
  case count(Int)
  case all
}

/// The move of `move NAME …`, made once the name has found its item.
public enum NamedMove: Hashable, Sendable {
  /// A move that needs no other item.
  case move(Move)
  /// `to position P`, of the named item's own day.
  case toPositionInDay(Int)
  /// `before OTHER` or `after OTHER`, with the other name as typed.
  case nextTo(String, after: Bool)
}

/// Where a number was wanted, for the sentence that says what numbers there
/// are when the one typed cannot be (a fraction, below 1, too large).
public enum NumberSlot: Hashable, Sendable {
  case day
  /// A position of a day: the day typed, or the focused item's.
  case position(day: Int?)
  /// An entry of the numbered list just heard.
  case entry
  /// How many steps `undo` or `redo` takes.
  case steps
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
  /// A number was typed that no day, position or entry can have: below 1
  /// or with a fraction or too large.
  /// `move` when it was a move's number, `named` when of `move NAME …`.
  case unusableNumber(NumberSlot, move: Bool = false, named: Bool = false)
  /// Words after a command that takes none, or an unknown ending.
  case extraWords(CommandName)
  /// `verbosity` with a level that does not exist.
  case unknownVerbosity(String)
  /// `time` with words that are no time of day: "25:00", "half past".
  case notATime(String)
  /// `new travel TITLE` without `from CITY to CITY`.
  case travelNeedsCities
  /// `start` with words that are no date: "February 30", "next week".
  case notADate(String)
  /// `import PATH.ics from …` without two dates after `from` and `to`.
  case notImportDates
  /// `zone` with words that name no time zone: "Atlantis".
  case noSuchZone(String)
}

/// A date as typed: a day of a month, and a year unless it was left out.
public struct TypedDate: Hashable, Sendable {
  public var year: Int?
  public var month: Int
  public var day: Int

  public init(year: Int?, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date: with its year, or the first such date on or after `today`.
  public func date(from today: TripDate) -> TripDate? {
    guard let year else {
      // February 29 waits for the next leap year: at most eight years on.
      for year in today.year...(today.year + 8) {
        if let date = TripDate(year: year, month: month, day: day), date >= today { return date }
      }
      return nil
    }
    return TripDate(year: year, month: month, day: day)
  }
}

// MARK: Commands read from a field

extension SessionCommand {
  /// A time field read as the REPL reads the words after `time`.
  ///
  /// "7 pm", "19:30", "19 30", "noon", or "none" to take the time away.
  /// Perform what it gives with the session's `perform(_:)` of a read.
  public static func time(typed text: String) -> Result<SessionCommand, ParseFailure> {
    CommandParser().readTime(field(text), from: 0)
  }

  /// A date field read as the REPL reads the words after `start`.
  ///
  /// "2027-05-14", "May 14 2027", "14 mai 2027", or "none".
  public static func start(typed text: String) -> Result<SessionCommand, ParseFailure> {
    CommandParser().readStart(field(text), from: 0)
  }

  /// A day's label field read as the REPL reads the words after `label day N`.
  ///
  /// "none", or nothing, takes the label away.
  public static func label(typed text: String, day: Int) -> Result<SessionCommand, ParseFailure> {
    dayText(.label, text, day: day)
  }

  /// A day's city field read as the REPL reads the words after `city day N`.
  ///
  /// "none", or nothing, takes the city away.
  public static func city(typed text: String, day: Int) -> Result<SessionCommand, ParseFailure> {
    dayText(.city, text, day: day)
  }

  /// A field's words, its dictated end taken off as a typed line's is.
  private static func field(_ text: String) -> Tokens {
    Tokens(CommandParser.withoutDictatedEnd(text))
  }

  private static func dayText(_ name: CommandName, _ text: String, day: Int) -> Result<
    SessionCommand, ParseFailure
  > {
    let tokens = field(text)
    if tokens.count == 0 {
      return .success(.changeTrip(name == .label ? .label(nil, day: day) : .city(nil, day: day)))
    }
    return CommandParser().readDayText(name, tokens, from: 0, day: day)
  }
}
