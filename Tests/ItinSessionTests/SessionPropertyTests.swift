import Foundation
import ItinSession
import ItineraryCore
import SessionTestSupport
import Testing
import TripTestSupport

@Suite("Random sessions on random trips, typed as a person or a script would")
struct SessionPropertyTests {
  /// A line a person might type on `trip`: moves of every kind, grab, undo,
  /// redo, focus, menus and their numbers, edits, selections (so that
  /// moves and grabs are often of several items), and some nonsense.
  static func randomLine(for trip: Trip, using random: inout SplitMix64) -> String {
    let days = trip.days.count
    let day = Int.random(in: 0...days + 1, using: &random)
    let position = Int.random(in: 0...8, using: &random)
    let title = trip.items.randomElement(using: &random)?.title ?? "x"
    let idea = trip.ideas.randomElement(using: &random)?.title ?? "x"
    let lines = [
      // Edits, with titles other items have too.
      "remove", "remove", "delete", "ideas", "add \(idea)", "add \(idea) to day \(day)",
      "add \(idea) to day \(day) position \(position)", "add \(idea) before \(title)",
      "new Picnic \(position)", "new Picnic to day \(day)", "rename \(title)",
      "rename Picnic \(position)", "changes",
      // Selections: moves of a selected item move them all.
      "select", "select", "select \(title)", "select \(title)", "unselect", "unselect \(title)",
      "selection", "clear", "focus \(title)", "top", "bottom", "move to day \(day)",
      "up", "down", "top", "bottom", "move to day \(day)", "move to position \(position)",
      "move to day \(day) position \(position)", "move before \(title)", "move after \(title)",
      "grab", "drop", "cancel", "undo", "undo", "redo", "next", "previous", "first", "last",
      "day \(day)", "focus \(title)", "actions", "actions all", "\(position)", "where", "list",
      "history", "move", "move to day x", "\u{1}\u{7f}", String(repeating: "up ", count: 50),
      "undo 2", "redo all", "undo all", "move \(title) to day \(day)", "move \(title) up",
      "move to the bottom", "day two", "go to day \(day)",
    ]
    return lines.randomElement(using: &random) ?? "down"
  }

  @Test(
    "Every line keeps every rule of the trip; undoing it all then saving gives the same bytes",
    arguments: 0..<8)
  func randomSessions(seed: UInt64) throws {
    var random = SplitMix64(seed: 1000 + seed)
    for _ in 0..<25 {
      let start = try RandomTrip.make(using: &random)
      let path = Sample.folder() + "/trip.json"
      _ = FileManager.default.createFile(
        atPath: path, contents: Data(TripDocument(trip: start).bytes))
      var session = Session(document: try TripDocument.open(atPath: path), path: path)
      #expect(session.say("save") == "Saved trip.json.")
      let before = try #require(FileManager.default.contents(atPath: path))
      for _ in 0..<Int.random(in: 1...60, using: &random) {
        let line = Self.randomLine(for: session.trip, using: &random)
        let answer = session.handle(line).lines
        #expect(
          !answer.isEmpty || line.allSatisfy(\.isWhitespace), "every line is answered: \(line)")
        expectInvariants(session.trip)
        // A game keeps its day; its sortOrder changes only when a crowded
        // day is renumbered, which keeps every item's order.
        for item in start.items where item.isGame {
          #expect(session.trip.item(item.id)?.placement.day == item.placement.day)
        }
      }
      session.type("drop")
      while session.say("undo") != "Nothing to undo." {}
      #expect(session.say("save") == "Saved trip.json.")
      #expect(FileManager.default.contents(atPath: path) == before)
    }
  }
}
