// The web server needs Hummingbird, which the REPL trait brings: without
// it, an app on the libraries builds this target as nothing.
#if REPL
import ItinSession
import ItineraryCore
import ReorderCommands

/// Serve's terminal: a person of the session like each page, who types the
/// REPL's commands into the same session, history and journal.
extension TripHost {
  /// The name serve's terminal goes by among the pages: its own changes
  /// are not told back to it.
  package static let terminalPage = "terminal"

  /// A line typed at serve's terminal by `person`, done as the REPL does
  /// it, in `catalog`'s language; the pages hear what it changed, with
  /// `person`'s name.
  ///
  /// The terminal's focus is its own: where a page's change moved the
  /// editor's, it is put back on the terminal's item first.
  package func handle(_ line: String, by person: String, in catalog: Catalog) -> Reply {
    session.switchLanguage(to: catalog)
    session.person = person
    let command = CommandParser().parse(line).flatMap { try? $0.get() }
    // A page's question is answered on that page; meanwhile the terminal
    // reads, and waits to change anything.
    if session.isAsking, let asker = questionAsker, asker.holder != TripHost.terminalPage {
      let answers = Session.answer(line, in: catalog) != nil
      if !answers, let read = session.handleBesideQuestion(line) { return read }
      let message: WebMessage = answers ? .questionNotYours : .waitForAnswer
      return Reply(lines: [WebText(catalog: catalog)(message, ["person": asker.name(in: catalog)])])
    }
    // A grab a page holds is dropped or put back there alone.
    if command == .drop || command == .cancel,
      let refusal = grabRefusal(from: TripHost.terminalPage, in: catalog)
    {
      return Reply(lines: [refusal])
    }
    // A grab a page's change ended: its next key here is refused, with who.
    let endsGrab: Bool =
      switch command {
      case .drop?, .cancel?, .move?, .moveToPositionInDay?: true
      default: false
      }
    if let ended = endedGrab(of: TripHost.terminalPage, endingWith: endsGrab, in: catalog) {
      return Reply(lines: [ended])
    }
    if !(command?.onlyReads ?? true) { endGrab(ofOthersThan: TripHost.terminalPage, by: person) }
    session.keepFocus(on: terminalFocus)
    session.lastAnnouncement = nil
    let before = Snapshot(session, concerning: [])
    let reply = session.handle(line)
    noteQuestion(from: TripHost.terminalPage, by: person)
    tellEndedGrab()
    terminalFocus = session.editor.focus
    if session.editor.grab != nil, grabOwner == nil {
      grabOwner = TripHost.terminalPage
      grabPerson = person
    } else if session.editor.grab == nil, grabOwner == TripHost.terminalPage {
      grabOwner = nil
    }
    let announcement = session.editor.revision == before.revision ? nil : session.lastAnnouncement
    tellOthers(
      announcement, lines: reply.lines, since: before, from: TripHost.terminalPage, by: person)
    return reply
  }

  /// The trip as serve's terminal sees it, for completing titles and days.
  package var terminalSession: Session { session }

  /// Whether serve's terminal hears only how many changes others made.
  package func setTerminalBrief(_ brief: Bool) {
    for id in listeners.keys where listeners[id]?.toldOnly == true { listeners[id]?.brief = brief }
  }
}
#endif
