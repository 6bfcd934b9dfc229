import Foundation
import ItinSession
import ItineraryCore
import SessionTestSupport
import Testing
import TripTestSupport

/// Guards the cost of a typed command without timing it.
///
/// What the core looks at (counted in debug builds) must not grow with the
/// trip, with the recovery journal on, as it is for a trip opened from a file.
@Suite("A typed command looks at the same number of items on a trip a hundred times larger")
struct SessionCostTests {
  static let lines = [
    "focus Item 5 5", "down", "up", "move to day 3", "undo", "redo", "undo", "undo",
    "grab", "down", "down", "drop", "where", "next", "previous", "top", "bottom",
    "move before Item 2 4", "actions", "1", "actions all", "history", "save", "down", "undo",
    // An exact title, the start of two titles, the start of too many to list.
    "focus Item 4 4", "focus Item 5 2", "focus Item 7", "move after Item 3 3",
    "move to day 2 position 1", "undo 2", "redo 2", "changes", "day 3", "first", "last",
    "grab", "up", "cancel", "list day 3", "repeat", "verbosity terse", "down",
    "verbosity normal", "help", "help move",
    // Edits, and names looked up after them.
    "focus Item 5 5", "remove", "ideas", "add Item 5 5 to day 2", "undo", "undo", "redo",
    "new Picnic", "rename Picnic two", "focus Item 4 4", "focus picnic", "focus Item 6", "undo",
    "undo", "focus Item 5 3", "delete", "undo", "redo", "actions", "1", "new Lunch to day 2",
    "add Item 5 5", "history", "changes",
  ]

  /// What each line looked at, on a trip of `days` days of 20 items, opened
  /// from a file with a recovery folder.
  static func visits(days: Int) throws -> [Int] {
    var items: [Item] = []
    for day in 1...days {
      for rank in 1...20 {
        items.append(
          Item(
            id: ItemID("d\(day)-\(rank)"), title: "Item \(day) \(rank)",
            kind: rank == 10 ? .game : .custom,
            placement: Placement(day: day, sortOrder: Double(rank))))
      }
    }
    let trip = try Trip(title: "Guard", days: (1...days).map { _ in Day() }, items: items)
    let folder = Scratch.folder("itin-cost")
    let path = folder + "/trip.json"
    let document = try TripDocument(trip: trip).save(trip, toPath: path)
    var session = Session(document: document, path: path, recoveryFolder: folder + "/recovery")
    // The title indexes are made the first time each is needed, once for
    // the trip: an exact title, the start of a title, a word of a title.
    for name in ["Item 1 1", "Item 9", "1 item"] { _ = session.handle("focus " + name) }
    // So is the index of titles a new title is checked against.
    for line in ["new Warm up", "undo"] { _ = session.handle(line) }
    return lines.map { line in VisitCounter.counting { session.handle(line) }.visits }
  }

  @Test("Every line of a session counts the same on 10 and 1,000 days, journal and all")
  func countsDoNotGrowWithTheTrip() throws {
    let small = try SessionCostTests.visits(days: 10)
    let large = try SessionCostTests.visits(days: 1_000)
    for (index, line) in SessionCostTests.lines.enumerated() where line != "save" {
      #expect(large[index] == small[index], "\(line)")
    }
    #expect(small.contains { $0 > 0 })
  }

  @Test("No line of a session copies the trip's items, not even the first move after a save")
  func linesDoNotCopyTheTrip() throws {
    let folder = Scratch.folder("itin-cost-copy")
    let path = folder + "/trip.json"
    let trip = try SampleTrip.document().trip
    let document = try TripDocument(trip: trip).save(trip, toPath: path)
    var session = Session(document: document, path: path, recoveryFolder: folder + "/recovery")
    func address() -> UnsafePointer<Item>? {
      session.trip.items.withUnsafeBufferPointer { $0.baseAddress }
    }
    let start = address()
    // Edits that leave the trip no larger: an add past the items' capacity
    // may grow them, once in a while, as any array grows.
    let lines = [
      "down", "save", "down", "undo", "undo", "redo", "actions", "1", "save", "up",
      "remove", "save", "undo", "redo", "undo", "rename Lunch two", "undo", "delete", "undo",
    ]
    for line in lines {
      _ = session.handle(line)
      #expect(address() == start, "\(line)")
    }
  }
}
