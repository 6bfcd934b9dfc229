import ItinREPL
import ItineraryCore
import ReorderCommands

/// Feeds fuzzer bytes to a session as typed lines, and stops the process
/// at the first broken promise: a crash, an unanswered line, a control code
/// in an answer, a trip that breaks a rule, a game that moved, came or
/// went, a selection that holds a game or an item not on a day, or an undo that does not give the trip and its file's bytes back.
///
/// The first byte picks the trip: even, the sample trip; odd, a trip the
/// next bytes describe. The rest is lines. The session is kept in a folder
/// that does not exist (``Session/confinement``), so lines that would touch
/// files (`open`, `save`, `save as`) are refused with a sentence, as a
/// replay refuses a path outside its copy, and no file is read or written.
public enum SessionFuzzer {
  /// The sample trip, read once for the whole run: it is the same every time.
  static let sample: TripDocument = {
    do {
      return try SampleTrip.document()
    } catch {
      fatalError("The sample trip does not open: \(error)")
    }
  }()

  /// The folder the session is kept in: none, so no path is inside it.
  static let confinement = "/nonexistent/itin-fuzz-session-confinement"

  public static func run(_ bytes: [UInt8]) {
    var input = FuzzInput(bytes[...])
    let document =
      input.choose(0...1) == 0 ? sample : TripDocument(trip: input.trip())
    var session = Session(document: document, path: nil)
    session.confinement = confinement
    let start = session.trip
    // The trip is checked whenever it has changed: a line that changes
    // nothing leaves it as it was checked last.
    var checked = session.editor.revision
    let text = String(decoding: input.rest, as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(400) {
      let line = String(line)
      let reply = session.handle(line)
      check(reply, for: line)
      if session.editor.revision != checked {
        check(session.trip, against: start)
        check(session.editor)
        checked = session.editor.revision
      }
    }
    _ = session.handle("drop")
    while session.editor.history.canUndo { _ = session.handle("undo") }
    guard !document.hasChanges(in: session.trip) else {
      fatalError("Undoing every step did not give the trip back")
    }
    // Adds, removals and renames undone, the file is as it was to the byte.
    guard (try? document.bytes(saving: session.trip)) == document.bytes else {
      fatalError("Undoing every step did not give the file's bytes back")
    }
  }

  static func check(_ reply: Reply, for line: String) {
    if reply.lines.isEmpty, !line.allSatisfy(\.isWhitespace) {
      fatalError("No answer to \(line.debugDescription)")
    }
    for said in reply.lines {
      if said.isEmpty
        || said.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
      {
        fatalError("A line not fit to speak: \(said.debugDescription)")
      }
    }
  }

  static func check(_ editor: Editor) {
    for id in editor.selection where editor.trip.item(id).map(\.isFixed) ?? true {
      fatalError("The selection holds \(id), a game or an item not on a day")
    }
  }

  static func check(_ trip: Trip, against start: Trip) {
    let problems = Trip.problems(days: trip.days, items: trip.items, ideas: trip.ideas)
    guard problems.isEmpty else { fatalError("The trip breaks its rules: \(problems)") }
    // Items come and go (new, delete), but never a game.
    let games = trip.items.filter(\.isFixed)
    guard games.count == start.items.filter(\.isFixed).count else {
      fatalError("A game came or went")
    }
    for game in games {
      guard start.item(game.id)?.placement.day == game.placement.day else {
        fatalError("A game changed days")
      }
    }
  }
}
