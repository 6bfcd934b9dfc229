import Foundation
import ItinExport
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@Suite("The calendar export: RFC 5545, read by independent parsers")
struct ICalendarTests {
  /// When the calendars of these tests are made.
  static let stamp = Date(timeIntervalSince1970: 1_795_000_000)

  /// The planned trip of the text tests, with a long non-ASCII title and
  /// an item late enough that its hour ends the next day.
  static func trip() throws -> Trip {
    var trip = try TripExporterTests.plannedTrip()
    let late = try #require(ClockTime(hour: 23, minute: 30))
    let long = String(repeating: "Café, crème; brûlée \\ ", count: 6) + "終わり"
    _ = try trip.add(Idea(id: "late", title: long, kind: .custom), at: Position(day: 1, rank: 3))
    _ = try trip.setTime("late", to: late)
    return trip
  }

  static func calendar() throws -> [UInt8] {
    try TripExporter(stamp: stamp).bytes(of: try trip(), as: .ics)
  }

  @Test("Lines end in CRLF, none longer than 75 octets, no character split; text escaped")
  func folding() throws {
    let bytes = try Self.calendar()
    let text = try #require(String(validating: bytes, as: UTF8.self))
    #expect(
      text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//itin-a11y//itin-a11y 0.2//EN\r\n")
    )
    #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    let lines = text.components(separatedBy: "\r\n").dropLast()
    #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "no bare line feed")
    for line in lines {
      #expect(line.utf8.count <= 75, "\(line)")
    }
    // Unfolded, the long title is whole, its commas, semicolons and
    // backslashes escaped.
    let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
    let summary = String(repeating: "Café\\, crème\\; brûlée \\\\ ", count: 6) + "終わり"
    #expect(unfolded.contains("\r\nSUMMARY:" + summary + "\r\n"))
    #expect(lines.contains { $0.hasPrefix(" ") }, "the long title is folded")
  }

  @Test("Timed items are floating times an hour long; others all day; UIDs stable; a stamp in UTC")
  func events() throws {
    let text = String(decoding: try Self.calendar(), as: UTF8.self)
      .replacingOccurrences(of: "\r\n ", with: "")
    #expect(text.contains("\r\nUID:flight.cascadia-spring@itin-a11y\r\n"))
    #expect(text.contains("\r\nDTSTART:20270514T114000\r\nDTEND:20270514T124000\r\n"))
    #expect(text.contains("\r\nDTSTART:20270514T233000\r\nDTEND:20270515T003000\r\n"))
    #expect(text.contains("\r\nDTSTART;VALUE=DATE:20270514\r\nDTEND;VALUE=DATE:20270515\r\n"))
    #expect(text.contains("\r\nDTSTAMP:20261118T"))
    #expect(text.contains("\r\nDESCRIPTION:travel from Seattle to Portland\r\n"))
    #expect(
      text.contains(
        "\r\nX-ITIN-ITEM:train;Train to Portland;travel;Seattle;Portland;flight;game\r\n"))
    #expect(text.contains("\r\nX-ITIN-DAY:2;Travel day;Portland\r\n"))
    #expect(text.contains("\r\nX-ITIN-IDEA:zoo;Oregon Zoo;custom\r\n"))
    // The same trip exported again, later: the same events but their stamps.
    let again = String(
      decoding: try TripExporter(stamp: Self.stamp + 3_600).bytes(of: try Self.trip(), as: .ics),
      as: UTF8.self
    ).replacingOccurrences(of: "\r\n ", with: "")
    let withoutStamps = { (text: String) in
      text.components(separatedBy: "\r\n").filter { !$0.hasPrefix("DTSTAMP:") }
    }
    #expect(withoutStamps(again) == withoutStamps(text))
    // In another language, the descriptions are its words.
    let german = try #require(Catalog.shipped(language: "de"))
    let deutsch = String(
      decoding: try TripExporter(catalog: german, stamp: Self.stamp).bytes(
        of: try Self.trip(), as: .ics),
      as: UTF8.self)
    #expect(deutsch.contains("DESCRIPTION:Spiel\\, fest"), "\(deutsch)")
  }

  @Test(
    "Escape codes, NUL and bidirectional controls in any text of the trip reach no line of its calendar"
  )
  func controlsCleaned() throws {
    // ESC [ 31 m, a colour code; NUL; U+202E, which turns the rest of a
    // line around.
    func dirty(_ text: String) -> String { "\u{1B}[31m" + text + "\u{0}\u{202E}tail" }
    func trip(_ text: (String) -> String) throws -> Trip {
      try Trip(
        title: text("Trip"),
        days: [Day(label: text("Arrival"), city: text("Seattle")), Day()],
        items: [
          Item(
            id: "game", title: text("Game"), kind: .game,
            placement: Placement(day: 1, sortOrder: 1), time: ClockTime(hour: 19, minute: 5)),
          Item(
            id: "train", title: text("Train"),
            kind: .travel(Travel(from: text("Seattle"), to: text("Portland"), after: "game")),
            placement: Placement(day: 1, sortOrder: 2)),
        ],
        ideas: [Idea(id: "zoo", title: text("Zoo"), kind: .custom)],
        start: TripDate(year: 2027, month: 5, day: 14))
    }
    let bytes = try TripExporter(stamp: Self.stamp).bytes(of: try trip(dirty), as: .ics)
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.components(separatedBy: "\r\n") {
      #expect(
        !line.unicodeScalars.contains {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
        }, "\(line.debugDescription)")
    }
    #expect(text.contains("\r\nX-ITIN-DAY:1;Arrival tail;Seattle tail\r\n"))
    // Read back, the trip is the one cleaned text makes.
    let back = try CalendarReader().trip(from: bytes, title: "Unused")
    #expect(CalendarReaderTests.same(back, try trip { SpokenText.clean(dirty($0)) }))
    #expect(back.title == "Trip tail")
    // Another program's calendar is read cleaned the same way.
    let foreign = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "X-WR-CALNAME:" + dirty("Away"),
      "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270410", "SUMMARY:" + dirty("Tea"), "END:VEVENT",
      "END:VCALENDAR",
    ]
    let read = try CalendarReader().trip(
      from: Array(foreign.joined(separator: "\r\n").utf8), title: "x")
    #expect(read.title == "Away tail")
    #expect(read.items.map(\.title) == ["Tea tail"])
  }

  @Test("A trip with no start date has no calendar")
  func noStart() throws {
    let trip = try Trip(title: "Someday", days: [Day()], items: [])
    #expect(throws: ExportError.noStartDate) { try TripExporter().bytes(of: trip, as: .ics) }
    let path = Scratch.path("someday", suffix: ".ics")
    #expect(throws: ExportError.noStartDate) { try TripExporter().export(trip, as: .ics, to: path) }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("Python's icalendar and vobject read every event, with its time, date and title")
  func independentParsers() throws {
    let path = Scratch.path("trip", suffix: ".ics")
    try TripExporter(stamp: Self.stamp).export(try Self.trip(), as: .ics, to: path)
    let script = """
      import sys, icalendar, vobject
      data = open(sys.argv[1], 'rb').read()
      cal = icalendar.Calendar.from_ical(data)
      for event in cal.walk('VEVENT'):
          print('icalendar', event['UID'], event.decoded('DTSTART').isoformat(), event.decoded('DTEND').isoformat(), event['SUMMARY'])
      parsed = vobject.readOne(data.decode('utf-8'))
      for event in parsed.vevent_list:
          print('vobject', event.uid.value, event.dtstart.value.isoformat(), event.dtend.value.isoformat(), event.summary.value)
      """
    // The Python on the path, else the system's, where Debian's packages go.
    let python =
      ["python3", "/usr/bin/python3"].first { candidate in
        let probe = try? Executable.run(
          program: URL(fileURLWithPath: "/usr/bin/env"),
          [candidate, "-c", "import icalendar, vobject"], data: Data(),
          in: FileManager.default.temporaryDirectory, environment: Executable.environment())
        return probe?.status == 0
      } ?? "python3"
    let run = try Executable.run(
      program: URL(fileURLWithPath: "/usr/bin/env"), [python, "-c", script, path], data: Data(),
      in: FileManager.default.temporaryDirectory, environment: Executable.environment())
    #expect(
      run.status == 0, "make test installs python3-icalendar and python3-vobject: \(run.errors)")
    let said = run.output
    let lines = said.split(separator: "\n").map(String.init)
    let long = String(repeating: "Café, crème; brûlée \\ ", count: 6) + "終わり"
    for parser in ["icalendar", "vobject"] {
      let events = lines.filter { $0.hasPrefix(parser + " ") }
      #expect(
        events == [
          "\(parser) flight.cascadia-spring@itin-a11y 2027-05-14T11:40:00 2027-05-14T12:40:00 Flight to Seattle",
          "\(parser) market.cascadia-spring@itin-a11y 2027-05-14 2027-05-15 Pike Place [market] & <coffee>",
          "\(parser) late.cascadia-spring@itin-a11y 2027-05-14T23:30:00 2027-05-15T00:30:00 \(long)",
          "\(parser) train.cascadia-spring@itin-a11y 2027-05-15T08:00:00 2027-05-15T09:00:00 Train to Portland",
          "\(parser) game.cascadia-spring@itin-a11y 2027-05-15T19:30:00 2027-05-15T20:30:00 Timbers at Sounders",
        ], "\(events)")
    }
  }
}
