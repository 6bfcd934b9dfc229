import ItineraryCore
import Testing

@Suite("fix and unfix: a custom item fixed where it is, a fixed one let go")
struct KindChangeTests {
  let json = """
    {
      "format": 1,
      "title": "Kinds",
      "days": [
        {}
      ],
      "items": [
        { "id": "walk", "kind": "custom", "title": "Walk", "day": 1, "sortOrder": 1, "note": "kept" },
        { "id": "flight", "kind": "fixed", "title": "Flight", "day": 1, "sortOrder": 2 },
        { "id": "bus", "kind": "travel", "title": "Bus", "from": "A", "to": "B", "after": "show", "day": 1, "sortOrder": 4 },
        { "id": "show", "kind": "fixed", "title": "Show", "day": 1, "sortOrder": 3 },
        { "id": "match", "kind": "game", "title": "Match", "day": 1, "sortOrder": 5 }
      ]
    }

    """

  @Test("Custom and fixed change places; a game, travel and an anchor keep their kind")
  func rules() throws {
    var trip = try TripDocument(bytes: Array(json.utf8)).trip
    let before = trip
    let fix = try trip.setFixed("walk", true)
    #expect(trip.item("walk")?.kind == .fixed)
    #expect(throws: Refusal.itemIsFixed("walk")) {
      try trip.move("walk", to: Position(day: 1, rank: 2))
    }
    let unfix = try trip.setFixed("flight", false)
    #expect(trip.item("flight")?.kind == .custom)
    try trip.undo(unfix)
    try trip.undo(fix)
    #expect(trip == before)
    #expect(throws: Refusal.sameKind) { try trip.setFixed("flight", true) }
    #expect(throws: Refusal.kindKept("match")) { try trip.setFixed("match", false) }
    #expect(throws: Refusal.kindKept("bus")) { try trip.setFixed("bus", true) }
    #expect(throws: Refusal.anchorOf("show", travel: "bus")) { try trip.setFixed("show", false) }
    #expect(trip == before)
    // Fixed, the walk anchors a travel leg made after it.
    try trip.setFixed("walk", true)
    #expect(trip.fixedItems(around: Position(day: 1, rank: 2)).after == "walk")
  }

  @Test("A save writes the new kind in place, every other byte kept; undone, the file's bytes")
  func save() throws {
    let document = try TripDocument(bytes: Array(json.utf8))
    var trip = document.trip
    let fix = try trip.setFixed("walk", true)
    let unfix = try trip.setFixed("flight", false)
    let text = String(decoding: try document.bytes(saving: trip), as: UTF8.self)
    #expect(
      text
        == json.replacingOccurrences(
          of: #""id": "walk", "kind": "custom""#, with: #""id": "walk", "kind": "fixed""#
        ).replacingOccurrences(
          of: #""id": "flight", "kind": "fixed""#, with: #""id": "flight", "kind": "custom""#))
    #expect(try TripDocument(bytes: Array(text.utf8)).trip.item("walk")?.kind == .fixed)
    try trip.undo(unfix)
    try trip.undo(fix)
    #expect(try document.bytes(saving: trip) == Array(json.utf8))
    // Let go and taken off its day, the flight is an idea of kind custom.
    try trip.setFixed("flight", false)
    try trip.remove("flight", keepingIdea: true)
    let idea = String(decoding: try document.bytes(saving: trip), as: UTF8.self)
    #expect(idea.contains(#"{ "id": "flight", "kind": "custom", "title": "Flight" }"#), "\(idea)")
  }
}
