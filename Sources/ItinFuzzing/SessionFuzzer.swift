import Foundation
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
    var start = Landmarks(session.trip)
    // The trip is checked whenever it has changed: a line that changes
    // nothing leaves it as it was checked last.
    var checked = session.editor.revision
    for line in lines(of: String(decoding: input.rest, as: UTF8.self), upTo: 400) {
      let wasNew = session.isNewTrip
      let reply = session.handle(line)
      check(reply, for: line)
      // `new trip TITLE` puts another trip in the session: the checks start
      // again from it.
      if session.isNewTrip, !wasNew || session.document.bytes != document.bytes {
        document = session.document
        start = Landmarks(session.trip)
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
    guard let saved = try? document.bytes(saving: session.trip), same(saved, document.bytes)
    else {
      fatalError("Undoing every step did not give the file's bytes back")
    }
  }

  /// Whether two runs of bytes are the same, compared where they lie.
  static func same(_ one: [UInt8], _ other: [UInt8]) -> Bool {
    guard one.count == other.count else { return false }
    return one.withUnsafeBytes { one in
      other.withUnsafeBytes { other in
        guard let first = one.baseAddress, let second = other.baseAddress else { return true }
        return memcmp(first, second, one.count) == 0
      }
    }
  }

  public static func check(_ reply: Reply, for line: String) {
    if reply.lines.isEmpty, !line.allSatisfy(\.isWhitespace) {
      fatalError("No answer to \(line.debugDescription)")
    }
    for said in reply.lines {
      // A control code is a byte below 0x20 or 0x7F of UTF-8, and such a
      // byte is always that code: its bytes are read where they lie, not
      // its scalars.
      let hasControl =
        said.utf8.withContiguousStorageIfAvailable(hasControlCode)
        ?? said.utf8.contains { $0 < 0x20 || $0 == 0x7F }
      if said.isEmpty || hasControl {
        fatalError(
          "A line not fit to speak: \(said.debugDescription), the answer to \(line.debugDescription)"
        )
      }
    }
  }

  /// Whether `bytes` hold a byte below 0x20 or 0x7F: eight at a time, as
  /// one number, each of whose bytes is tested at once.
  static func hasControlCode(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    if let start = bytes.baseAddress {
      let raw = UnsafeRawPointer(start)
      while index + 8 <= bytes.count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        // A byte below 0x20 borrows, as does 0x7F made zero: either sets
        // the high bit of a byte whose own high bit was clear.
        let below = (word &- ones &* 0x20) & ~word & highs
        let delete = word ^ (ones &* 0x7F)
        if below | ((delete &- ones) & ~delete & highs) != 0 { return true }
        index += 8
      }
    }
    return bytes[index...].contains { $0 < 0x20 || $0 == 0x7F }
  }

  public static func check(_ editor: Editor) {
    for id in editor.selection where editor.trip.item(id).map(\.isFixed) ?? true {
      fatalError("The selection holds \(id), a game or an item not on a day")
    }
  }

  public static func check(_ trip: Trip, against start: Trip) {
    check(trip, against: Landmarks(start))
  }

  /// The lines of `text`, at most `limit` of them: as splitting it at each
  /// line feed Character would give them, a line feed after a carriage
  /// return being one Character with it and no break, but read on bytes.
  static func lines(of text: String, upTo limit: Int) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
      var lines: [String] = []
      var start = 0
      for index in bytes.indices where lines.count < limit {
        guard bytes[index] == UInt8(ascii: "\n"), index == 0 || bytes[index - 1] != 0x0D
        else { continue }
        let line = UnsafeBufferPointer(rebasing: bytes[start..<index])
        lines.append(String(decoding: line, as: UTF8.self))
        start = index + 1
      }
      if lines.count < limit {
        let line = UnsafeBufferPointer(rebasing: bytes[start...])
        lines.append(String(decoding: line, as: UTF8.self))
      }
      return lines
    }
  }

  /// What the checks of a trip need of the trip its session started from,
  /// worked out once for it rather than at every change: its games and
  /// fixed items in trip order, with their days.
  public struct Landmarks {
    let start: Trip
    let fixed: [(id: ItemID, day: Int)]
    let known: Set<ItemID>

    public init(_ start: Trip) {
      self.start = start
      self.fixed = start.fixedItemsInTripOrder
      self.known = Set(fixed.map(\.id))
    }
  }

  public static func check(_ trip: Trip, against landmarks: Landmarks) {
    let problems = Trip.problems(days: trip.days, items: trip.items, ideas: trip.ideas)
    guard problems.isEmpty else { fatalError("The trip breaks its rules: \(problems)") }
    // Items come and go (new, delete). A game or fixed item of the start
    // never goes, and keeps its place among the others: its day number
    // changes only as days are added or removed before it, which
    // renumbers them all alike. One comes only as a new item
    // (`new fixed`, `new game`), which no item of the start was.
    let start = landmarks.start
    // The trip's games and fixed items in order, the start's among them:
    // each, in turn, is the start's next one, or one the start did not
    // have as fixed, which then was no idea of it. Only such a one, which
    // is new, is looked up.
    var next = 0
    var inOrder = true
    var sameDays = true
    var ideaBecameGame = false
    for (id, day) in trip.fixedItemsInTripOrder {
      if next < landmarks.fixed.count, id == landmarks.fixed[next].id {
        if day != landmarks.fixed[next].day { sameDays = false }
        next += 1
      } else if landmarks.known.contains(id) {
        inOrder = false
      } else if !start.contains(id), start.idea(id) != nil {
        ideaBecameGame = true
      }
    }
    // The start's games and fixed items, in the order the trip's games and
    // fixed items come in: all of them there, and fixed, in their order.
    if !inOrder || next < landmarks.fixed.count {
      for (id, _) in landmarks.fixed where trip.item(id)?.isFixed != true {
        fatalError("A game or fixed item went")
      }
      fatalError("A game or fixed item changed its place among the others")
    }
    if !sameDays, trip.dayCount == start.dayCount, trip.days == start.days {
      fatalError("A game or fixed item changed days with the days as they were")
    }
    guard !ideaBecameGame else { fatalError("An idea became a game") }
  }
}
