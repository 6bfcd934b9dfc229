import Dispatch
import Foundation
import ItinREPL
import ItinSession
import ItinWeb
import ReorderCommands

/// Serve's terminal: one of the people planning, who types the REPL's
/// commands into the session the pages share.
///
/// On a terminal it reads with readline, and says what others did between
/// lines: at once while nothing is typed, else after the answer to the
/// line being typed. Through a pipe (or a terminal that cannot be drawn
/// on) it says them as they come, each line whole. `invite NAME` says an
/// address for another person, `uninvite NAME` takes back every address and
/// page of theirs; `others brief` and `others each` choose
/// how their changes are said; `quit` stops serving, as Control-C does.
/// The end of the input (a pipe closed) leaves serve serving.
final class ServeTerminal: @unchecked Sendable {
  private let server: WebServer
  private let catalog: Catalog
  private let prompt: String
  private let historyPath: String?
  /// One line said at a time, whoever says it.
  private let output = NSLock()
  private let notices = NoticeBoard()
  private let finished = DispatchSemaphore(value: 0)
  private let state = NSLock()
  /// Whether readline holds the terminal, which must be given back before
  /// serve's last lines.
  private var readsWithReadline = false
  private var isReading = false
  /// The trip's revision when `history` or `changes` last listed it here:
  /// what others did until then is not said again.
  private var listedThrough = -1

  init(server: WebServer, catalog: Catalog, prompt: String, historyPath: String?) {
    self.server = server
    self.catalog = catalog
    self.prompt = prompt
    self.historyPath = historyPath
  }

  /// Says a line of the server's: its address, and its last lines, for
  /// which the terminal's wait for a line ends first.
  func sayFromServer(_ line: String) {
    let reading = state.withLock { isReading }
    if reading {
      notices.close()
      if state.withLock({ readsWithReadline }) { _ = finished.wait(timeout: .now() + 2) }
      state.withLock { isReading = false }
    }
    say(line)
  }

  /// Starts taking commands, on a thread of its own.
  func start() {
    state.withLock { isReading = true }
    Thread.detachNewThread { [self] in
      converse()
      finished.signal()
    }
  }

  private func say(_ line: String) {
    output.withLock { Launch.say(line) }
  }

  private func converse() {
    let environment = ProcessInfo.processInfo.environment
    let usesReadline = isatty(STDIN_FILENO) == 1 && environment["TERM"] != "dumb"
    state.withLock { readsWithReadline = usesReadline }
    let server = self.server
    let notices = self.notices
    Task { [self] in
      for await notice in await server.othersChanges(brief: false) {
        // What `history` or `changes` has listed since is not said again.
        let isStale: @Sendable () -> Bool = { [self] in
          guard let revision = notice.revision else { return false }
          return state.withLock { revision <= listedThrough }
        }
        if usesReadline {
          notices.post(notice.line, unless: isStale)
        } else if !isStale() {
          say(notice.line)
        }
      }
    }
    if usesReadline {
      var source = ReadlineLineSource(
        prompt: prompt, historyPath: historyPath,
        noColor: environment["NO_COLOR"].map { !$0.isEmpty } ?? false, notices: notices,
        catchesInterrupts: false)
      read(from: &source)
    } else if isatty(STDIN_FILENO) == 1 {
      var source = PlainTerminalLineSource(prompt: prompt)
      read(from: &source)
    } else {
      var source = PipeLineSource()
      read(from: &source)
    }
  }

  private func read(from source: inout some LineSource) {
    source.sessionChanged(blocking { await self.server.session() })
    while let line = source.nextLine() {
      let lines = answer(line)
      let session = blocking { await self.server.session() }
      if Self.lists(line) {
        let revision = session.editor.revision
        state.withLock { listedThrough = max(listedThrough, revision) }
      }
      output.withLock { lines.forEach(Launch.say) }
      source.sessionChanged(session)
    }
  }

  /// Whether `line` lists the changes made (`history`, `changes`), others'
  /// among them.
  private static func lists(_ line: String) -> Bool {
    switch CommandParser().parse(line) {
    case .success(.history)?, .success(.changes)?: true
    default: false
    }
  }

  /// The commands serve's terminal takes beside the REPL's.
  private let serveCommands: Set<String> = ["invite", "uninvite", "others"]

  /// What a line typed here says: serve's own commands first, then the
  /// REPL's.
  private func answer(_ line: String) -> [String] {
    let text = WebText(catalog: catalog)
    let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
      .map(String.init)
    switch words.first?.lowercased() {
    case "invite":
      let name = words.count > 1 ? WebServer.personName(typed: words[1]) : nil
      guard let address = name.map({ server.invite(for: $0) }) ?? server.invite() else {
        return []
      }
      return [
        name.map { text(.inviteFor, ["person": $0, "address": address]) }
          ?? text(.invite, ["address": address])
      ]
    case "uninvite":
      let name = words.count > 1 ? words[1] : ""
      return blocking { await self.server.uninvite(name) }
    // Serve's own commands, by their English words as every command's.
    case "help" where words.count > 1 && serveCommands.contains(words[1].lowercased()):
      return [text(.helpServe)]
    case "help" where words.count == 1:
      return blocking { await self.server.handle(line) }.lines + [text(.helpServe)]
    case "others":
      let mode = words.count > 1 ? words[1].lowercased() : ""
      guard mode == "each" || mode == "brief" else { return [text(.othersUsage)] }
      blocking { await self.server.hearOthers(brief: mode == "brief") }
      return [text(mode == "brief" ? .othersSaidBrief : .othersSaidEach)]
    default:
      // Quitting stops serving, as Control-C does, saying what is left.
      if case .success(.quit)? = CommandParser().parse(line) {
        kill(getpid(), SIGINT)
        return []
      }
      return blocking { await self.server.handle(line) }.lines
    }
  }
}
