import ItinSession
import ItineraryCore
import ReorderCommands

/// Serve's terminal: a person of the session like each page, who types the
/// REPL's commands into the same session, history and journal.
extension TripHost {
  /// The name serve's terminal goes by among the pages: its own changes
  /// are not told back to it.
  package static let terminalPage = "terminal"

  /// The terminal's seat in the shared session.
  static let terminalSeat = SharedSession.Seat(holder: terminalPage)

  /// A line typed at serve's terminal by `person`, done as the REPL does
  /// it, in `catalog`'s language; the pages hear what it changed, with
  /// `person`'s name.
  ///
  /// The terminal's focus is its own: where a page's change moved the
  /// editor's, it is put back on the terminal's item first.
  ///
  /// `readAway`: the calendar the line imports, already read away from
  /// this actor (``calendarToRead(forLine:)``).
  package func handle(
    _ line: String, by person: String, in catalog: Catalog, readAway: CalendarReadAway? = nil
  ) -> Reply {
    let (reply, change) = CalendarImport.$readAway.withValue(readAway) {
      shared.handle(line, at: TripHost.terminalSeat, by: person, in: catalog)
    }
    guard let change else { return reply }
    if let ended = change.endedGrabOf { tellEndedGrab(to: ended) }
    let announcement =
      session.editor.revision == change.before.revision ? nil : session.lastAnnouncement
    tellOthers(
      announcement, lines: reply.lines, since: change.before, from: TripHost.terminalPage,
      by: person)
    return reply
  }

  /// The calendar a line typed at serve's terminal would import, and
  /// between which dates, for reading it before the line is done.
  package func calendarToRead(forLine line: String) -> (
    path: String, dates: ClosedRange<TripDate>?
  )? {
    shared.session.calendarToRead(forLine: line)
  }

  /// The trip as serve's terminal sees it, for completing titles and days.
  package var terminalSession: Session { session }

  /// Whether serve's terminal hears only how many changes others made.
  package func setTerminalBrief(_ brief: Bool) {
    for id in listeners.keys where listeners[id]?.toldOnly == true { listeners[id]?.brief = brief }
  }
}
