import Foundation
import ItinExport
import ItinSession
import ItineraryCore
import ReorderCommands
import Testing

/// The examples of the README and the overviews of each library.
extension Snippets {
  func readmeInAnApp() throws {
    // snippet: readme-in-an-app
    var editor = Editor(trip: try SampleTrip.document().trip)
    let renderer = AnnouncementRenderer()

    let said = editor.perform(.toDay(2), on: "lunch")
    print(renderer.text(for: said))
    // Lunch at Lou Malnati's moved to position 4 of day 2.

    // The moves that would succeed now, for a VoiceOver action menu.
    let menu = editor.actions(for: "lunch")
    print(menu.map(\.label).joined(separator: ", "))
    // Move up, Move down, Move to top, Move to day 1, Move to day 3, Move to day 4, Move to day 5

    print(renderer.text(for: editor.undo()))
    // Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.
    // end snippet
  }

  func anyList() throws {
    // snippet: any-list
    // A board: its columns are the list's groups, said by their names.
    let board = try Trip(
      title: "Sprint board",
      days: [Day(label: "To do"), Day(label: "Doing"), Day(label: "Done")],
      items: [
        Item(
          id: "login", title: "Fix login", kind: .custom, placement: Placement(day: 1, sortOrder: 1)
        ),
        Item(
          id: "csv", title: "CSV export", kind: .custom, placement: Placement(day: 1, sortOrder: 2)),
        Item(
          id: "ship", title: "Ship 2.0", kind: .custom, placement: Placement(day: 3, sortOrder: 1)),
      ])
    var editor = Editor(trip: board)
    editor.renderer.groupNames = board.days.map(\.label)
    // The board's own rule, in its own words, obeyed by every move.
    editor.moveRule = MoveRuleFunction { item, position, _ in
      item.id == "csv" && position.day == 3 ? "a blocked card can't go to Done" : nil
    }

    print(editor.renderer.text(for: editor.perform(.toDay(3), on: "login")))
    // Fix login moved to position 2 of Done.
    print(editor.renderer.text(for: editor.perform(.toDay(3), on: "csv")))
    // Can't move CSV export to Done. A blocked card can't go to Done.
    print(editor.actions(for: "csv").map(\.label).joined(separator: ", "))
    // Move down, Move to Doing
    // end snippet
  }

  func coreOverview() throws {
    // snippet: core-overview
    var trip = try SampleTrip.document().trip
    let target = Position(day: 3, rank: 1)

    // Ask first: a Refusal carries the facts; ReorderCommands words them.
    if case .mustStayWithinDays(let days, _)? = trip.refusal(moving: "to-milwaukee", to: target) {
      print("Drive to Milwaukee may go no later than day \(days.upperBound).")
      // Drive to Milwaukee may go no later than day 2.
    }
    print(trip.refusal(moving: "brewery", to: target) == nil)
    // true

    let changes = try trip.move("brewery", to: target)
    print(trip.position(of: "brewery") == target)
    // true

    // Keep the changes to undo the move, to the bit.
    try trip.restore(changes)
    print(trip.position(of: "brewery") == Position(day: 2, rank: 2))
    // true
    // end snippet
  }

  func commandsOverview() throws {
    // snippet: commands-overview
    var editor = Editor(trip: try SampleTrip.document().trip)
    let renderer = AnnouncementRenderer()

    print(renderer.text(for: editor.perform(.down)))
    // Lunch at Lou Malnati's moved to position 2 of day 1.
    print(renderer.text(for: editor.perform(.up, on: "cubs")))
    // Can't move Brewers at Cubs. Games are fixed.
    print(renderer.text(for: editor.undo()))
    // Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.
    // end snippet
  }

  func export() throws {
    // snippet: export-markdown
    let trip = try SampleTrip.document().trip
    let page = try TripExporter(catalog: .english).text(of: trip, as: .md)
    print(page.split(separator: "\n")[0])
    // # Midwest ballpark road trip
    // end snippet
  }

  func editor() throws {
    // snippet: editor
    var editor = Editor(trip: try SampleTrip.document().trip)
    let said = editor.perform(.toDay(2), on: "lunch")
    print(AnnouncementRenderer().text(for: said))
    // Lunch at Lou Malnati's moved to position 4 of day 2.
    // end snippet
  }

  func bytesInBytesOut() throws {
    // snippet: bytes-in-bytes-out
    // What the document picker, or FileDocument's configuration, read.
    let read = Array(SampleTrip.json.utf8)
    let document = try TripDocument(bytes: read)
    var trip = document.trip
    try trip.move("brewery", to: Position(day: 3, rank: 1))
    // What fileWrapper(configuration:) hands back to write.
    let written = try document.bytes(saving: trip)
    print(written.count - read.count, try TripDocument(bytes: written).trip == trip)
    // 0 true
    // end snippet
  }

  func tripDocument() throws {
    // snippet: trip-document
    var document = try TripDocument.open(atPath: path)
    var trip = document.trip
    try trip.move("lunch", to: Position(day: 2, rank: 1))
    document = try document.save(trip, toPath: path)
    let reopened = try TripDocument.open(atPath: path)
    print(reopened.trip.position(of: "lunch") == Position(day: 2, rank: 1))
    // true
    // end snippet
  }

  func session() throws {
    // snippet: session
    var session = Session(document: try SampleTrip.document(), path: nil)
    print(session.handle("down").lines[0])
    // Lunch at Lou Malnati's moved to position 2 of day 1.
    // end snippet
  }
}
