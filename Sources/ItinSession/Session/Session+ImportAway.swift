import ItinExport
import ItineraryCore
import ReorderCommands

/// Why an import is refused before its calendar is read.
enum ImportRefusal: Error {
  /// A grab is under way: said as the grab's own answer.
  case grabWaiting(Announcement)
  /// Said as it is.
  case refused(Reply)
}

/// A calendar read for an import before the import is done: by a host that
/// reads it away from the trip, so that the trip's other people go on
/// while a large calendar is read.
public struct CalendarReadAway: Sendable {
  /// The path read, as the session resolves the one typed.
  public var path: String
  /// The dates asked for, when some were.
  public var dates: ClosedRange<TripDate>?
  /// The trip it holds, or what to say instead.
  public var reading: Result<CalendarReading, OpenFailure>

  /// Reads the calendar at `path`, between `dates`, in `catalog`'s
  /// language, as `import` does: with no session, anywhere.
  public init(path: String, dates: ClosedRange<TripDate>?, catalog: Catalog) {
    self.path = path
    self.dates = dates
    self.reading = CalendarImport.reading(path: path, catalog: catalog, dates: dates)
  }
}

extension CalendarImport {
  /// A calendar already read for the import being done: the session takes
  /// it in place of reading the same path between the same dates again.
  ///
  /// Set around the line that imports (``CalendarReadAway``), so that the
  /// line is done as any other, with its questions and refusals, once the
  /// slow part is over.
  @TaskLocal public static var readAway: CalendarReadAway?
}

extension Session {
  /// The calendar a typed line would import, and between which dates: for
  /// a host to read it first, away from the trip (``CalendarReadAway``).
  ///
  /// `nil` when the line is no import, or one refused before a calendar is
  /// read: a grab waiting, a path that hides characters or is outside the
  /// folder the session is kept to, dates that are not dates.
  public func calendarToRead(forLine line: String) -> (
    path: String, dates: ClosedRange<TripDate>?
  )? {
    guard
      case .success(.importCalendar(let typed, let first, let last)) = CommandParser().parse(line)
    else { return nil }
    let path = TypedPath.resolve(typed)
    guard !TypedPath.hidesCharacters(path),
      case .success(let dates) = importDates(for: path, first, last)
    else { return nil }
    return (path, dates)
  }
}
