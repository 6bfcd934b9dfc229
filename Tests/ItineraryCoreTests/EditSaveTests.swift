import Testing
import TripTestSupport

@testable import ItineraryCore

@Suite(
  "Saving adds, removals and renames: only what changed is written, and undo gives the first bytes")
struct EditSaveTests {
  /// A file with ideas, unknown fields and white space of its own.
  static let file = """
    {
      "format": 1,
      "title": "Ideas",
      "days": [{ "label": "Saturday" }, { "label": "Sunday" }],
      "items": [
        { "id": "cubs", "kind": "game", "title": "Brewers at Cubs", "day": 1, "sortOrder": 1 },
        { "id": "lunch", "kind": "custom", "title": "Lunch", "day": 1, "sortOrder": 2.50, "note": "x" },
        { "id": "brewers", "kind": "game", "title": "Cubs at Brewers", "day": 2, "sortOrder": 1 }
      ],
      "ideas": [
        { "id": "drive", "kind": "travel", "title": "Drive", "from": "Chicago", "to": "Milwaukee",
          "after": "cubs", "before": "brewers", "note": "kept" },
        { "id": "pier", "kind": "custom", "title": "Navy Pier" }
      ],
      "extra": true
    }
    """

  /// The file's text with `edits` made in it, each (old, new) once.
  static func text(_ edits: [(String, String)], in file: String = file) -> String {
    var text = file
    for (old, new) in edits {
      #expect(text.components(separatedBy: old).count == 2, "\(old) is not once in the file")
      text = text.replacingOccurrences(of: old, with: new)
    }
    return text
  }

  static func saved(_ trip: Trip, from document: TripDocument) throws -> String {
    String(decoding: try document.bytes(saving: trip), as: UTF8.self)
  }

  @Test("An idea put on a day moves to items with its day and sortOrder, its other fields kept")
  func addedIdeaMoves() throws {
    let document = try TripDocument(bytes: Array(EditSaveTests.file.utf8))
    var trip = document.trip
    let drive = try #require(trip.idea("drive"))
    let edit = try trip.add(drive, at: Position(day: 1, rank: 2))
    #expect(edit.kind == .added)
    #expect(trip.position(of: "drive") == Position(day: 1, rank: 2))
    #expect(trip.idea("drive") == nil)
    let expected = EditSaveTests.text([
      (
        """
            { "id": "brewers", "kind": "game", "title": "Cubs at Brewers", "day": 2, "sortOrder": 1 }
          ],
        """,
        """
            { "id": "brewers", "kind": "game", "title": "Cubs at Brewers", "day": 2, "sortOrder": 1 },
            { "id": "drive", "kind": "travel", "title": "Drive", "from": "Chicago", "to": "Milwaukee",
              "after": "cubs", "before": "brewers", "note": "kept", "day": 1, "sortOrder": 1.75 }
          ],
        """
      ),
      (
        """
          "ideas": [
            { "id": "drive", "kind": "travel", "title": "Drive", "from": "Chicago", "to": "Milwaukee",
              "after": "cubs", "before": "brewers", "note": "kept" },
            { "id": "pier"
        """,
        """
          "ideas": [
            { "id": "pier"
        """
      ),
    ])
    #expect(try EditSaveTests.saved(trip, from: document) == expected)
    try trip.undo(edit)
    #expect(trip == document.trip)
    #expect(try document.bytes(saving: trip) == document.bytes)
  }

  @Test(
    "An item taken off its day moves to ideas without its day and sortOrder; a new file gets ideas")
  func removedItemMoves() throws {
    let document = try TripDocument(bytes: Array(EditSaveTests.file.utf8))
    var trip = document.trip
    let edit = try trip.remove("lunch")
    #expect(edit.kind == .removed)
    #expect(trip.idea("lunch") == Idea(id: "lunch", title: "Lunch", kind: .custom))
    let expected = EditSaveTests.text([
      (
        """
            { "id": "lunch", "kind": "custom", "title": "Lunch", "day": 1, "sortOrder": 2.50, "note": "x" },

        """, ""
      ),
      (
        """
            { "id": "pier", "kind": "custom", "title": "Navy Pier" }
        """,
        """
            { "id": "pier", "kind": "custom", "title": "Navy Pier" },
            { "id": "lunch", "kind": "custom", "title": "Lunch", "note": "x" }
        """
      ),
    ])
    #expect(try EditSaveTests.saved(trip, from: document) == expected)
    // The saved file reads back as the trip.
    let reread = try TripDocument(bytes: Array(expected.utf8)).trip
    #expect(Set(reread.ideas) == Set(trip.ideas))
    #expect(Set(reread.items) == Set(trip.items))

    // A file with no ideas gets the field, and loses it again on undo.
    let plain = try TripDocument(bytes: Array(SampleTrip.json.utf8))
    var sample = plain.trip
    let removal = try sample.remove("lunch")
    let written = try EditSaveTests.saved(sample, from: plain)
    #expect(written.contains("\"ideas\": [\n    {"))
    let back = try TripDocument(bytes: Array(written.utf8)).trip
    #expect(back.idea("lunch")?.title == "Lunch at Lou Malnati's")
    try sample.undo(removal)
    #expect(try plain.bytes(saving: sample) == plain.bytes)
  }

  @Test("A rename writes the title alone; a deletion and a new item write what they must")
  func renameDeleteAndCreate() throws {
    let document = try TripDocument(bytes: Array(EditSaveTests.file.utf8))
    var trip = document.trip
    let rename = try trip.rename("lunch", to: "Lunch \"downtown\"")
    #expect(
      try EditSaveTests.saved(trip, from: document)
        == EditSaveTests.text([("\"title\": \"Lunch\"", "\"title\": \"Lunch \\\"downtown\\\"\"")]))
    let created = try trip.add(
      Idea(id: "tour", title: "Tour", kind: .custom), at: Position(day: 2, rank: 1))
    #expect(created.kind == .created)
    #expect(throws: Refusal.gameIsFixed("cubs")) { try trip.remove("cubs", keepingIdea: false) }
    let deletion = try trip.remove("lunch", keepingIdea: false)
    #expect(deletion.kind == .deleted)
    #expect(trip.idea("lunch") == nil && !trip.contains("lunch"))
    let expected = EditSaveTests.text([
      (
        """
            { "id": "lunch", "kind": "custom", "title": "Lunch", "day": 1, "sortOrder": 2.50, "note": "x" },

        """, ""
      ),
      (
        """
            { "id": "brewers", "kind": "game", "title": "Cubs at Brewers", "day": 2, "sortOrder": 1 }
          ],
        """,
        """
            { "id": "brewers", "kind": "game", "title": "Cubs at Brewers", "day": 2, "sortOrder": 1 },
            { "id": "tour", "kind": "custom", "title": "Tour", "day": 2, "sortOrder": 0 }
          ],
        """
      ),
    ])
    #expect(try EditSaveTests.saved(trip, from: document) == expected)
    try trip.undo(deletion)
    try trip.undo(created)
    try trip.undo(rename)
    #expect(trip == document.trip)
    #expect(try document.bytes(saving: trip) == document.bytes)
  }

  @Test(
    "Random edits and moves, saved after each: the file reads back as the trip, and undoing all writes the first bytes",
    arguments: 0..<4)
  func randomRoundTrips(batch: UInt64) throws {
    var random = SplitMix64(seed: 9100 + batch)
    for _ in 0..<25 {
      let first = try RandomTrip.make(using: &random)
      // Written by itin-a11y's own writer, with a few of its items made ideas.
      var start = first
      for item in first.items where !item.isFixed && Int.random(in: 0..<4, using: &random) == 0 {
        try start.remove(item.id)
      }
      let document = TripDocument(trip: start)
      var trip = document.trip
      var undo: [(inout Trip) throws -> Void] = []
      var saved = document
      for step in 0..<30 {
        let items = trip.items.filter { !$0.isFixed }
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
          if let idea = trip.ideas.randomElement(using: &random) {
            let day = Int.random(in: 1...trip.dayCount, using: &random)
            let rank = Int.random(in: 1...(trip.itemCount(onDay: day) + 1), using: &random)
            if let edit = try? trip.add(idea, at: Position(day: day, rank: rank)) {
              undo.append { try $0.undo(edit) }
            }
          }
        case 1:
          if let item = items.randomElement(using: &random) {
            let edit = try trip.remove(item.id, keepingIdea: Bool.random(using: &random))
            undo.append { try $0.undo(edit) }
          }
        case 2:
          if let item = trip.items.randomElement(using: &random) {
            let edit = try trip.rename(item.id, to: "Renamed \(step) \u{e9}")
            undo.append { try $0.undo(edit) }
          }
        case 3:
          let day = Int.random(in: 1...trip.dayCount, using: &random)
          let edit = try trip.add(
            Idea(id: ItemID("new\(step)"), title: "New \(step)", kind: .custom),
            at: Position(day: day, rank: 1))
          undo.append { try $0.undo(edit) }
        default:
          if let item = items.randomElement(using: &random) {
            let day = Int.random(in: 1...trip.dayCount, using: &random)
            let rank = Int.random(in: 1...(trip.itemCount(onDay: day) + 1), using: &random)
            if let changes = try? trip.move(item.id, to: Position(day: day, rank: rank)) {
              undo.append { try $0.restore(changes) }
            }
          }
        }
        expectInvariants(trip)
        saved = try saved.saved(trip)
        let reread = try TripDocument(bytes: saved.bytes).trip
        #expect(Set(reread.items) == Set(trip.items))
        #expect(Set(reread.ideas) == Set(trip.ideas))
        #expect(!saved.hasChanges(in: trip))
      }
      for step in undo.reversed() { try step(&trip) }
      #expect(trip == document.trip)
      #expect(try saved.saved(trip).bytes == document.bytes)
    }
  }
}

/// The storage an edit writes to, seen from inside the core.
@Suite("An edit, like a move, writes to storage its trip does not share")
struct EditStorageTests {
  /// A dictionary's storage, by its one reference.
  static func storage<Key, Value>(_ table: [Key: Value]) -> UInt {
    unsafeBitCast(table, to: UInt.self)
  }

  @Test("A trip's own storage shares no table of ids and no ideas with the trip it came from")
  func ownStorage() throws {
    let document = try TripDocument(bytes: Array(EditSaveTests.file.utf8))
    let shared = document.trip
    var trip = shared.withOwnStorage()
    #expect(EditStorageTests.storage(trip.indexByID) != EditStorageTests.storage(shared.indexByID))
    #expect(
      EditStorageTests.storage(trip.ideaIndexByID)
        != EditStorageTests.storage(shared.ideaIndexByID))
    // So the first edit changes the tables in place.
    let before = EditStorageTests.storage(trip.indexByID)
    let edit = try trip.remove("lunch")
    try trip.undo(edit)
    #expect(EditStorageTests.storage(trip.indexByID) == before)
    #expect(trip == shared)
  }
}
