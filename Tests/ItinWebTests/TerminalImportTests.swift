import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@testable import ItinWeb

/// A calendar imported at serve's terminal, while the pages go on.
@Suite("Serve's terminal imports while the pages go on")
struct TerminalImportTests {
  /// A calendar of `count` events, one a day at nine, each with a long
  /// title: seconds to read in a debug build.
  static func largeCalendar(events count: Int) -> String {
    var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//itin-a11y tests//EN"]
    let padding = String(repeating: "x", count: 400)
    let first = TripDate(year: 2027, month: 5, day: 1) ?? .epoch
    for index in 0..<count {
      let day = first.adding(days: index % 300) ?? first
      let date = String(format: "%04d%02d%02d", day.year, day.month, day.day)
      lines += [
        "BEGIN:VEVENT", "UID:event-\(index)", "SUMMARY:Meeting \(index) \(padding)",
        "DTSTART;TZID=Europe/Lisbon:\(date)T090000", "END:VEVENT",
      ]
    }
    lines.append("END:VCALENDAR")
    return lines.joined(separator: "\r\n") + "\r\n"
  }

  @Test("A large calendar is read away from the trip: pages are answered while it is read")
  func pagesGoOnDuringImport() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("terminal-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("year.ics").path
    try Data(TerminalImportTests.largeCalendar(events: 6_000).utf8).write(
      to: URL(fileURLWithPath: path))

    let session = Session(
      document: try TripDocument(bytes: Array(SampleTrip.json.utf8)), path: nil)
    let server = WebServer(session: session, person: "Sam")
    let host = server.tripHost
    let finished = ImportFinished()
    let importing = Task {
      let reply = await server.handle("import \(path)")
      await finished.set()
      return reply
    }
    // Each page's move, answered while the import is still being read.
    var answeredMeanwhile = 0
    var moves = 0
    while await !finished.value, moves < 10_000 {
      let direction = moves.isMultiple(of: 2) ? "down" : "up"
      let answer = try await TripHostTests.perform(
        host, #"{"act":"move","id":"lunch","move":"\#(direction)"}"#, from: "a", by: "Ana")
      moves += 1
      if answer != nil, await !finished.value { answeredMeanwhile += 1 }
    }
    var reply = await importing.value
    // With the pages' moves unsaved (an odd count of them), the import asks
    // first, as the REPL does, and only the terminal may answer.
    if reply.lines.first?.hasSuffix("Yes or no.") == true {
      let page = try await TripHostTests.perform(
        host, #"{"act":"move","id":"lunch","move":"down"}"#, from: "a", by: "Ana")
      #expect(page?.said == ["Can't change the trip yet. Sam is answering a question first."])
      reply = await server.handle("yes")
    }
    #expect(reply.lines.first?.hasPrefix("Imported year.ics.") == true, "\(reply.lines)")
    #expect(await host.terminalSession.editor.trip.items.count == 6_000)
    // Reading took seconds; the pages were answered many times meanwhile,
    // where on the trip's actor they would have waited for it all.
    #expect(answeredMeanwhile >= 5, "\(answeredMeanwhile) answers while the calendar was read")
  }

  @Test("What the terminal reads first is what the import would read, and nothing it refuses")
  func calendarToRead() throws {
    var session = Session(
      document: try TripDocument(bytes: Array(SampleTrip.json.utf8)), path: nil)
    session.today = TripDate(year: 2027, month: 1, day: 10)!
    let plain = try #require(session.calendarToRead(forLine: "import ~/a.ics"))
    #expect(plain.path.hasSuffix("/a.ics") && !plain.path.hasPrefix("~") && plain.dates == nil)
    let between = try #require(
      session.calendarToRead(forLine: "import a.ics from 2027-05-01 to 2027-05-31"))
    #expect(
      between.dates == TripDate(year: 2027, month: 5, day: 1)!...TripDate(
        year: 2027, month: 5, day: 31)!)
    #expect(session.calendarToRead(forLine: "import a.ics from 2027-05-31 to 2027-05-01") == nil)
    #expect(session.calendarToRead(forLine: "move lunch down") == nil)
    session.confinement = FileManager.default.temporaryDirectory.path
    #expect(session.calendarToRead(forLine: "import /etc/a.ics") == nil)
  }
}

/// Whether the import has answered.
private actor ImportFinished {
  var value = false
  func set() { value = true }
}
