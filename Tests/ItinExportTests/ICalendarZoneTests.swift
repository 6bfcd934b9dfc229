import Foundation
import ItinExport
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@Suite("The calendar export of a trip with time zones")
struct ICalendarZoneTests {
  /// The planned trip in Pacific time, its third day in Denver's, with an
  /// item at 1:30 on the night clocks go forward (March 14, 2027) on its
  /// first day.
  static func trip() throws -> Trip {
    var trip = try TripExporterTests.plannedTrip()
    try trip.setStart(TripDate(year: 2027, month: 3, day: 14))
    try trip.setZone("America/Los_Angeles")
    try trip.setZone("America/Denver", ofDay: 3)
    _ = try trip.add(
      Idea(id: "owl", title: "Night owl", kind: .custom), at: Position(day: 1, rank: 1))
    _ = try trip.setTime("owl", to: ClockTime(hour: 1, minute: 30))
    _ = try trip.add(Idea(id: "hike", title: "Hike", kind: .custom), at: Position(day: 3, rank: 1))
    _ = try trip.setTime("hike", to: ClockTime(hour: 9, minute: 0))
    return trip
  }

  @Test(
    "Each time is written in its day's zone, and Python's icalendar and vobject read the instant")
  func independentParsers() throws {
    let path = Scratch.path("zoned", suffix: ".ics")
    try TripExporter(stamp: ICalendarTests.stamp).export(try Self.trip(), as: .ics, to: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("DTSTART;TZID=America/Los_Angeles:20270314T114000\r\n"))
    #expect(text.contains("DTSTART;TZID=America/Denver:20270316T090000\r\n"))
    #expect(text.contains("X-WR-TIMEZONE:America/Los_Angeles\r\n"))
    #expect(text.components(separatedBy: "BEGIN:VTIMEZONE").count == 3)
    let script = """
      import sys, datetime, icalendar, vobject
      data = open(sys.argv[1], 'rb').read()
      utc = datetime.timezone.utc
      for event in icalendar.Calendar.from_ical(data).walk('VEVENT'):
          start = event.decoded('DTSTART')
          if isinstance(start, datetime.datetime):
              print('icalendar', event['SUMMARY'], start.astimezone(utc).isoformat())
      for event in vobject.readOne(data.decode('utf-8')).vevent_list:
          start = event.dtstart.value
          if isinstance(start, datetime.datetime):
              print('vobject', event.summary.value, start.astimezone(utc).isoformat())
      """
    let python = try PageCheckers.python(importing: "icalendar, vobject")
    let run = try Executable.run(
      program: python, ["-c", script, path], data: Data(),
      in: FileManager.default.temporaryDirectory, environment: Executable.environment())
    #expect(
      run.status == 0, "make test installs python3-icalendar and python3-vobject: \(run.errors)")
    for parser in ["icalendar", "vobject"] {
      #expect(
        Set(run.lines.filter { $0.hasPrefix(parser + " ") }) == [
          // 1:30 never happens that night: clocks go from 2:00 to 3:00, so
          // it is read with the winter offset, as the system's own
          // libraries read it.
          "\(parser) Night owl 2027-03-14T09:30:00+00:00",
          // 11:40 Pacific daylight time, UTC−7.
          "\(parser) Flight to Seattle 2027-03-14T18:40:00+00:00",
          "\(parser) Train to Portland 2027-03-15T15:00:00+00:00",
          "\(parser) Timbers at Sounders 2027-03-16T02:30:00+00:00",
          // Day 3 in Denver, UTC−6.
          "\(parser) Hike 2027-03-16T15:00:00+00:00",
        ], "\(run.output)")
    }
  }

  @Test("An exported trip with zones comes back with them, the trip's and the day's")
  func roundTrip() throws {
    let trip = try Self.trip()
    let bytes = try TripExporter(stamp: ICalendarTests.stamp).bytes(of: trip, as: .ics)
    let read = try CalendarReader().trip(from: bytes, title: "x")
    #expect(read.zone == "America/Los_Angeles")
    #expect(read.days.map(\.zone) == [nil, nil, "America/Denver"])
    #expect(read.itemsInTripOrder.map(\.time) == trip.itemsInTripOrder.map(\.time))
  }

  @Test("A zone's VTIMEZONE gives the offset in force when the trip begins and each change in it")
  func observances() throws {
    let text = String(
      decoding: try TripExporter(stamp: ICalendarTests.stamp).bytes(of: try Self.trip(), as: .ics),
      as: UTF8.self)
    let pacific = try #require(
      text.components(separatedBy: "BEGIN:VTIMEZONE\r\n").first {
        $0.hasPrefix("TZID:America/Los_Angeles")
      })
    #expect(
      pacific.hasPrefix(
        """
        TZID:America/Los_Angeles\r
        X-LIC-LOCATION:America/Los_Angeles\r
        BEGIN:STANDARD\r
        DTSTART:20261101T020000\r
        TZOFFSETFROM:-0700\r
        TZOFFSETTO:-0800\r
        TZNAME:PST\r
        END:STANDARD\r
        BEGIN:DAYLIGHT\r
        DTSTART:20270314T020000\r
        TZOFFSETFROM:-0800\r
        TZOFFSETTO:-0700\r
        TZNAME:PDT\r
        END:DAYLIGHT\r
        END:VTIMEZONE\r\n
        """))
  }
}
