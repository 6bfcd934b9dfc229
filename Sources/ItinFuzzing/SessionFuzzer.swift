import ItinSession
import ItineraryCore
import ReorderCommands

/// Feeds fuzzer bytes to a session as typed lines, and stops the process
/// at the first broken promise: a crash, an unanswered line, a control code
/// in an answer, a trip that breaks a rule, a game or fixed item of the
/// trip that moved or went, a selection that holds a game or an item not on a day, or an undo that does not give the trip and its file's bytes back.
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
    var document =
      input.choose(0...1) == 0 ? sample : TripDocument(trip: input.trip())
    var session = Session(document: document, path: nil)
    session.confinement = confinement
    var start = session.trip
    // The trip is checked whenever it has changed: a line that changes
    // nothing leaves it as it was checked last.
    var checked = session.editor.revision
    let text = String(decoding: input.rest, as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(400) {
      let line = String(line)
      let wasNew = session.isNewTrip
      let reply = session.handle(line)
      check(reply, for: line)
      // `new trip TITLE` puts another trip in the session: the checks start
      // again from it.
      if session.isNewTrip, !wasNew || session.document.bytes != document.bytes {
        document = session.document
        start = session.trip
      }
      if session.editor.revision != checked {
        check(session.trip, against: start)
        check(session.editor)
        checked = session.editor.revision
      }
    }
    // A question still asked (`new trip` with unsaved changes) is answered
    // no, as the end of a pipe would leave it.
    _ = session.handle("no")
    _ = session.handle("drop")
    while session.editor.history.canUndo {
      let steps = session.editor.history.undoSteps.count
      _ = session.handle("undo")
      guard session.editor.history.undoSteps.count < steps else {
        fatalError("An undo that could undo took no step back")
      }
    }
    guard !document.hasChanges(in: session.trip) else {
      fatalError("Undoing every step did not give the trip back")
    }
    // Adds, removals and renames undone, the file is as it was to the byte.
    guard (try? document.bytes(saving: session.trip)) == document.bytes else {
      fatalError("Undoing every step did not give the file's bytes back")
    }
  }

  public static func check(_ reply: Reply, for line: String) {
    if reply.lines.isEmpty, !line.allSatisfy(\.isWhitespace) {
      fatalError("No answer to \(line.debugDescription)")
    }
    for said in reply.lines {
      if said.isEmpty
        || said.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
      {
        fatalError(
          "A line not fit to speak: \(said.debugDescription), the answer to \(line.debugDescription)"
        )
      }
    }
  }

  public static func check(_ editor: Editor) {
    for id in editor.selection where editor.trip.item(id).map(\.isFixed) ?? true {
      fatalError("The selection holds \(id), a game or an item not on a day")
    }
  }

  public static func check(_ trip: Trip, against start: Trip) {
    let problems = Trip.problems(days: trip.days, items: trip.items, ideas: trip.ideas)
    guard problems.isEmpty else { fatalError("The trip breaks its rules: \(problems)") }
    // Items come and go (new, delete). A game or fixed item of the start
    // never goes, and keeps its place among the others: its day number
    // changes only as days are added or removed before it, which
    // renumbers them all alike. One comes only as a new item
    // (`new fixed`, `new game`), which no item of the start was.
    let startFixed = start.itemsInTripOrder.filter(\.isFixed).map(\.id)
    for id in startFixed where trip.item(id)?.isFixed != true {
      fatalError("A game or fixed item went")
    }
    let known = Set(startFixed)
    guard trip.itemsInTripOrder.map(\.id).filter(known.contains) == startFixed else {
      fatalError("A game or fixed item changed its place among the others")
    }
    if trip.dayCount == start.dayCount, trip.days == start.days {
      for id in startFixed where trip.placement(of: id)?.day != start.placement(of: id)?.day {
        fatalError("A game or fixed item changed days with the days as they were")
      }
    }
    for fixed in trip.items where fixed.isFixed && start.item(fixed.id) == nil {
      guard start.idea(fixed.id) == nil else { fatalError("An idea became a game") }
    }
  }
}
