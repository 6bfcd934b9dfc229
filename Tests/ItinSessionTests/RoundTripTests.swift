import Foundation
import ItinSession
import ItineraryCore
import SessionTestSupport
import Testing
import TripTestSupport

@Suite("A file keeps what itin-a11y does not know, through open, moves and save")
struct RoundTripTests {
  static let text = """
    {
      "format": 1, "app": {"name": "planner", "build": [1, 2.50, null, true]},
      "title": "Fidelity",
      "days": [
        {"label": "One", "weather": {"high": 31.0, "unit": "C"}},
        {"label": "Two", "notes": []}
      ],
      "items": [
        {"id": "a", "kind": "custom", "title": "A", "day": 1, "sortOrder": 1.000, "price": 1e2},
        {"id": "g", "kind": "game", "title": "G", "day": 1, "sortOrder": 2E0, "tv": "local"},
        {"id": "b", "kind": "custom", "title": "B", "day": 1, "sortOrder": 3.50, "tags": ["x"]},
        {"id": "c", "kind": "custom", "title": "C", "day": 2, "sortOrder": -0.0, "extra": {"deep": [{"k": 1}]}}
      ],
      "trailer": "kept"
    }
    """

  @Test("Unknown fields at every level, and the literal numbers of untouched sortOrders, survive")
  func unknownFieldsAndNumbers() throws {
    let path = Sample.folder() + "/trip.json"
    _ = FileManager.default.createFile(atPath: path, contents: Data(Self.text.utf8))
    var session = Session(document: try TripDocument.open(atPath: path), path: path)
    #expect(session.say("focus B", "top") == "B moved to position 1 of day 1.")
    #expect(session.say("move to day 2") == "B moved to position 2 of day 2.")
    session.type("undo")
    #expect(session.say("save") == "Saved trip.json.")
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    for kept in [
      #""app": {"name": "planner", "build": [1, 2.50, null, true]}"#,
      #""weather": {"high": 31.0, "unit": "C"}"#, #""notes": []"#, #""price": 1e2"#,
      #""tv": "local""#, #""tags": ["x"]"#, #""extra": {"deep": [{"k": 1}]}"#,
      #""trailer": "kept""#,
      // Untouched sortOrders keep their literal text.
      #""sortOrder": 1.000"#, #""sortOrder": 2E0"#, #""sortOrder": -0.0"#,
    ] {
      #expect(saved.contains(kept), "kept: \(kept)")
    }
    #expect(!saved.contains(#""sortOrder": 3.50"#), "B moved to the top")
    // Only B's sortOrder differs from the file that was opened.
    let reread = try TripDocument.open(atPath: path)
    #expect(reread.trip == session.trip)
    session.type("undo")
    #expect(session.say("save") == "Saved trip.json.")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.text)
  }
}
