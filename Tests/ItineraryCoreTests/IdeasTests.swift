import Foundation
import ItineraryCore
import Testing
import TripTestSupport

@Suite("Ideas: items on no day, in the file and the trip")
struct IdeasTests {
  static let file = """
    {
      "format": 1,
      "title": "Ideas",
      "days": [{ "label": "Saturday" }, { "label": "Sunday" }],
      "items": [
        { "id": "cubs", "kind": "game", "title": "Brewers at Cubs", "day": 1, "sortOrder": 1 },
        { "id": "lunch", "kind": "custom", "title": "Lunch", "day": 1, "sortOrder": 2 },
        { "id": "brewers", "kind": "game", "title": "Cubs at Brewers", "day": 2, "sortOrder": 1 }
      ],
      "ideas": [
        { "id": "drive", "kind": "travel", "title": "Drive", "from": "Chicago", "to": "Milwaukee",
          "after": "cubs", "before": "brewers", "note": "kept" },
        { "id": "pier", "kind": "custom", "title": "Navy Pier" }
      ]
    }
    """

  @Test("A file's ideas are read, and saving its moves leaves them as they were, byte for byte")
  func ideasAreReadAndKept() throws {
    let bytes = Array(IdeasTests.file.utf8)
    let document = try TripDocument(bytes: bytes)
    #expect(
      document.trip.ideas == [
        Idea(
          id: "drive", title: "Drive",
          kind: .travel(Travel(from: "Chicago", to: "Milwaukee", after: "cubs", before: "brewers"))),
        Idea(id: "pier", title: "Navy Pier", kind: .custom),
      ])
    #expect(document.trip.idea("pier")?.title == "Navy Pier")
    #expect(document.trip.idea("lunch") == nil)
    var trip = document.trip
    try trip.move("lunch", to: Position(day: 2, rank: 2))
    let saved = try document.bytes(saving: trip)
    let ideas = { (text: [UInt8]) in
      String(decoding: text, as: UTF8.self).components(separatedBy: "\"ideas\"").last
    }
    #expect(ideas(saved) == ideas(bytes))
    #expect(try TripDocument(bytes: saved).trip.ideas == document.trip.ideas)
  }

  @Test("A trip made in code writes its ideas, and reads them back")
  func newFileWithIdeas() throws {
    let document = try TripDocument(bytes: Array(IdeasTests.file.utf8))
    let written = TripDocument(trip: document.trip)
    #expect(try TripDocument(bytes: written.bytes).trip == document.trip)
    // A trip without ideas is written without the field.
    let plain = try Trip(title: "Plain", days: [Day()], items: [])
    #expect(!String(decoding: TripDocument(trip: plain).bytes, as: UTF8.self).contains("ideas"))
    // And a trip keeps its ideas through its Codable form too.
    let coded = try JSONDecoder().decode(
      Trip.self, from: try JSONEncoder().encode(document.trip))
    #expect(coded == document.trip)
  }

  @Test("The rules of ideas: no game, one id across items and ideas, travel naming games, a title")
  func ideaRules() {
    let items = [
      Item(id: "cubs", title: "Cubs", kind: .game, placement: Placement(day: 1, sortOrder: 1)),
      Item(id: "lunch", title: "Lunch", kind: .custom, placement: Placement(day: 1, sortOrder: 2)),
    ]
    func problems(_ ideas: [Idea]) -> [TripProblem] {
      Trip.problems(days: [Day()], items: items, ideas: ideas)
    }
    #expect(problems([Idea(id: "pier", title: "Pier", kind: .custom)]) == [])
    #expect(problems([Idea(id: "game", title: "Game", kind: .game)]) == [.gameIdea("game")])
    #expect(
      problems([Idea(id: "lunch", title: "Again", kind: .custom)]) == [
        .duplicateID("lunch", count: 2)
      ])
    #expect(
      problems([Idea(id: "a", title: "A", kind: .custom), Idea(id: "a", title: "B", kind: .custom)])
        == [.duplicateID("a", count: 2)])
    #expect(
      problems([
        Idea(
          id: "drive", title: "Drive",
          kind: .travel(Travel(from: "X", to: "Y", after: "lunch", before: "nowhere")))
      ]) == [
        .anchorNotAGame("drive", anchor: .after, named: "lunch"),
        .anchorNotFound("drive", anchor: .before, named: "nowhere"),
      ])
    #expect(
      problems([Idea(id: "blank", title: " \u{1B}[0m ", kind: .custom)]) == [.emptyTitle("blank")])
    #expect(throws: TripProblems.self) {
      try Trip(
        title: "T", days: [Day()], items: items, ideas: [Idea(id: "g", title: "G", kind: .game)])
    }
  }

  @Test("An idea becomes an item at a placement, and an item an idea, keeping id, title and kind")
  func ideaAndItem() {
    let idea = Idea(id: "pier", title: "Navy Pier", kind: .custom)
    let item = idea.item(at: Placement(day: 2, sortOrder: 3))
    #expect(item.placement == Placement(day: 2, sortOrder: 3))
    #expect(item.idea == idea)
  }
}
