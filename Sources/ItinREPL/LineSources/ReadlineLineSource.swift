import CItinReadline
import Foundation
import ItinSession

/// Lines from a terminal through GNU readline: line editing, history kept in
/// a file, Tab completion of commands, titles and day numbers, and a short
/// plain prompt.
///
/// Nothing of ours draws on the screen: bracketed paste and the meta-key
/// code are off, completions are listed one to a line, and with `NO_COLOR`
/// the colour settings a `~/.inputrc` may turn on are off too. Ctrl-C clears
/// the line and keeps the program; Ctrl-D on an empty line is the end of
/// input.
///
/// Readline has one line editor per process, so there is one of these at a
/// time.
public struct ReadlineLineSource: LineSource {
  private let prompt: String
  private let historyPath: String?
  private var lastAdded: String?
  /// Whether the next line answers a yes-or-no question, and so is kept
  /// out of the history.
  private var answering = false
  /// What others sharing the session did, said between lines.
  private let notices: NoticeBoard?

  /// - Parameters:
  ///   - prompt: Said before each line.
  ///   - historyPath: The history file, or `nil` to keep no history file.
  ///   - noColor: Whether `NO_COLOR` is set.
  ///   - notices: Lines from elsewhere, said between lines typed: at once
  ///     while nothing is typed, else after the answer. Closing it ends the
  ///     input.
  ///   - catchesInterrupts: Whether Ctrl-C clears the line (the REPL's);
  ///     else it is left to the program (serve's stops it).
  public init(
    prompt: String = "itin ", historyPath: String?, noColor: Bool, notices: NoticeBoard? = nil,
    catchesInterrupts: Bool = true
  ) {
    self.prompt = prompt
    self.notices = notices
    citin_set_readline_name()
    citin_set_catch_signals(0)
    // Defaults a ~/.inputrc may change: one completion to a line.
    rl_variable_bind("completion-display-width", "0")
    // Tab lists the candidates at once when there are several, with no
    // second Tab to guess at.
    rl_variable_bind("show-all-if-ambiguous", "on")
    rl_initialize()
    // Not left to ~/.inputrc: codes a screen reader would read.
    rl_variable_bind("enable-bracketed-paste", "off")
    rl_variable_bind("enable-meta-key", "off")
    if noColor {
      rl_variable_bind("colored-stats", "off")
      rl_variable_bind("colored-completion-prefix", "off")
    }
    citin_set_completion(completeLine)
    citin_set_display_matches(displayMatches)
    if catchesInterrupts { _ = citin_catch_interrupts() }
    using_history()
    stifle_history(HistoryFile.maximumLines)
    if let path = historyPath, HistoryFile.prepare(path) {
      self.historyPath = path
      _ = read_history(path)
      _ = history_truncate_file(path, HistoryFile.maximumLines)
    } else {
      self.historyPath = nil
    }
  }

  public mutating func nextLine() -> String? {
    ReadlineBridge.line = nil
    ReadlineBridge.finished = false
    // What came while the last line was typed, after its answer.
    sayNotices()
    rl_callback_handler_install(prompt, receiveLine)
    while !ReadlineBridge.finished {
      if notices?.isClosed == true {
        rl_callback_handler_remove()
        echo("\n")
        return nil
      }
      if citin_take_interrupt() != 0 {
        clearLine()
        continue
      }
      // Ctrl-C usually ends the wait at once. If it came while a key was
      // being handled, the wait ends within a quarter second all the same.
      var requests = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: notices?.wakeDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&requests, 2, 250)
      if ready == 0 || (ready < 0 && errno == EINTR) { continue }
      if ready < 0 {
        rl_callback_handler_remove()
        return nil
      }
      // Nothing typed: others' changes are said at once, on lines of their
      // own below the prompt, and the prompt comes again.
      if requests[1].revents != 0, notices?.hasLines == true, citin_line_length() == 0 {
        rl_callback_handler_remove()
        echo("\n")
        sayNotices()
        rl_callback_handler_install(prompt, receiveLine)
      }
      if requests[0].revents != 0 { rl_callback_read_char() }
    }
    // Tab is over. Holding the trip while the session changes it would make
    // every move copy the whole trip.
    ReadlineBridge.completer = nil
    guard let line = ReadlineBridge.line else {
      // Ctrl-D leaves the cursor after the prompt: the answer starts below.
      echo("\n")
      return nil
    }
    if !answering { remember(line) }
    return line
  }

  public mutating func sessionChanged(_ session: Session) {
    ReadlineBridge.completer = Completer(trip: session.trip)
    answering = session.isAsking
  }

  /// Says the notices waiting, each on a line of its own.
  private func sayNotices() {
    guard let notices else { return }
    for line in notices.take() {
      echo(line + "\n")
    }
  }

  /// Ctrl-C: drops what was typed and starts a new line with the prompt.
  private func clearLine() {
    rl_free_line_state()
    rl_callback_sigcleanup()
    rl_cleanup_after_signal()
    rl_callback_handler_remove()
    rl_replace_line("", 0)
    echo("\n")
    rl_callback_handler_install(prompt, receiveLine)
  }

  /// Keeps a line for the up arrow, here and in the history file; blank
  /// lines, a repeat of the line before and the answers to questions are
  /// not kept.
  private mutating func remember(_ line: String) {
    guard !line.allSatisfy(\.isWhitespace), line != lastAdded else { return }
    lastAdded = line
    add_history(line)
    if let historyPath { _ = append_history(1, historyPath) }
  }
}

/// What readline's C callbacks reach.
///
/// Readline has one line editor per process, and it calls back on the thread that reads.
enum ReadlineBridge {
  nonisolated(unsafe) static var line: String?
  nonisolated(unsafe) static var finished = false
  nonisolated(unsafe) static var completer: Completer?
  /// What every completion of the line being completed starts with, left
  /// out when they are listed.
  nonisolated(unsafe) static var lead = ""
}

/// Readline's list of completions, ours: each candidate alone on its line
/// (a title, a day, a file), without the command typed before it; then the
/// prompt and the line again, as readline shows them after any list.
private func displayMatches(
  _ matches: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ count: Int32, _ longest: Int32
) {
  guard let matches else { return }
  let lead = ReadlineBridge.lead
  rl_crlf()
  for index in 1...max(1, Int(count)) {
    guard let match = matches[index] else { continue }
    let text = String(cString: match)
    let shown =
      text.lowercased().hasPrefix(lead.lowercased()) ? String(text.dropFirst(lead.count)) : text
    citin_write_out(shown)
    rl_crlf()
  }
  rl_forced_update_display()
}

/// Readline's line handler: keeps the line and stops the callback loop,
/// so readline does not print the prompt again before the answer.
private func receiveLine(_ raw: UnsafeMutablePointer<CChar>?) {
  rl_callback_handler_remove()
  ReadlineBridge.finished = true
  guard let raw else { return }
  ReadlineBridge.line = String(
    decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self)
  free(raw)
}

/// Readline's completion function: whole-line completions from the
/// ``Completer``, in readline's form (the common start first, then each
/// match, then a null).
private func completeLine(
  _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
  citin_set_attempted_completion_over(1)
  guard let text, let completer = ReadlineBridge.completer else { return nil }
  let typed = String(cString: text)
  let found = completer.completions(for: typed)
  ReadlineBridge.lead = Completer.lead(of: typed)
  guard let first = found.first else { return nil }
  let single = found.count == 1
  let opensMore = first.hasSuffix(" ") || first.hasSuffix("/")
  citin_set_completion_append_character(single && !opensMore ? 32 : 0)
  let matches = single ? found : [Completer.commonStart(of: found, typed: typed)] + found
  let size = MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (matches.count + 1)
  guard let memory = malloc(size) else { return nil }
  let array = memory.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: matches.count + 1)
  for (index, match) in matches.enumerated() { array[index] = strdup(match) }
  array[matches.count] = nil
  return array
}
