import Foundation
import ItinExport
import ItineraryCore
import Testing
import TripTestSupport

/// Zones a calendar defines under names of its own, read as Python's
/// icalendar reads them.
@Suite("A zone the calendar defines itself: its times converted, never kept as written")
struct CalendarOwnZoneTests {
  /// Each zone's name and its definition's lines, as Outlook, Exchange and
  /// older servers write them: rules from 1601, or a fixed offset.
  static let zones: [(id: String, lines: [String])] = [
    (
      "US-Eastern",
      [
        "BEGIN:STANDARD", "DTSTART:16011104T020000", "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
        "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:16010311T020000", "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
        "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "END:DAYLIGHT",
      ]
    ),
    (
      "Mitteleuropäische Zeit",
      [
        "BEGIN:STANDARD", "DTSTART:16011028T030000", "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
        "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:16010325T020000", "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
        "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT",
      ]
    ),
    (
      "(UTC+10:00) Canberra, Melbourne, Sydney",
      [
        "BEGIN:STANDARD", "DTSTART:16010401T030000", "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=4",
        "TZOFFSETFROM:+1100", "TZOFFSETTO:+1000", "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:16011007T020000", "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=10",
        "TZOFFSETFROM:+1000", "TZOFFSETTO:+1100", "END:DAYLIGHT",
      ]
    ),
    // Australia's clocks before 2008, as Outlook kept them: no zone of
    // the system keeps these rules in 2027.
    (
      "Canberra, Melbourne, Sydney",
      [
        "BEGIN:STANDARD", "DTSTART:20010325T030000", "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
        "TZOFFSETFROM:+1100", "TZOFFSETTO:+1000", "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:20001029T020000", "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
        "TZOFFSETFROM:+1000", "TZOFFSETTO:+1100", "END:DAYLIGHT",
      ]
    ),
    (
      "Mars",
      [
        "BEGIN:STANDARD", "DTSTART:16010101T000000", "TZOFFSETFROM:+0317", "TZOFFSETTO:+0317",
        "END:STANDARD",
      ]
    ),
    (
      "India",
      [
        "BEGIN:STANDARD", "DTSTART:16010101T000000", "TZOFFSETFROM:+0530", "TZOFFSETTO:+0530",
        "END:STANDARD",
      ]
    ),
  ]

  /// A calendar of the zones, with events at local times on either side
  /// of each change in 2027, in `tripZone` (`X-WR-TIMEZONE`) when given.
  static func calendar(tripZone: String?) -> [UInt8] {
    var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN"]
    if let tripZone { lines.append("X-WR-TIMEZONE:\(tripZone)") }
    for zone in zones {
      lines += ["BEGIN:VTIMEZONE", "TZID:\(zone.id)"] + zone.lines + ["END:VTIMEZONE"]
    }
    let times = [
      "20270313T083000", "20270315T083000", "20270327T230000", "20270329T083000",
      "20270403T120000", "20270405T120000", "20270601T090000", "20271030T220000",
      "20271101T083000", "20271106T120000", "20271108T083000",
    ]
    for (index, zone) in zones.enumerated() {
      for (number, time) in times.enumerated() {
        lines += [
          "BEGIN:VEVENT", "UID:\(index)-\(number)", "DTSTART;TZID=\"\(zone.id)\":\(time)",
          "SUMMARY:\(index)-\(number)", "END:VEVENT",
        ]
      }
    }
    lines.append("END:VCALENDAR")
    return Array(lines.joined(separator: "\r\n").utf8)
  }

  @Test("Each event's instant is the one Python's icalendar reads with the calendar's own zones")
  func instantsMatchPython() throws {
    let bytes = Self.calendar(tripZone: "UTC")
    let script = """
      import sys, icalendar, datetime
      calendar = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
      for event in calendar.walk("VEVENT"):
          moment = event["DTSTART"].dt.astimezone(datetime.timezone.utc)
          print(str(event["SUMMARY"]), moment.strftime("%Y%m%dT%H%M"))
      """
    let run = try Executable.run(
      program: URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script], data: Data(bytes),
      in: FileManager.default.temporaryDirectory, environment: ProcessInfo.processInfo.environment)
    try #require(run.status == 0, "make test installs python3-icalendar: \(run.errors)")
    let theirs = Dictionary(
      uniqueKeysWithValues: run.lines.map { line in
        let parts = line.split(separator: " ")
        return (String(parts[0]), String(parts[1]))
      })
    let reading = try CalendarReader().reading(from: bytes, title: "x")
    #expect(reading.notes.keptAsWritten == 0)
    #expect(reading.trip.zone == "UTC")
    var ours: [String: String] = [:]
    for day in 1...reading.trip.dayCount {
      let date = try #require(reading.trip.date(ofDay: day))
      for item in reading.trip.items(onDay: day) {
        let time = try #require(item.time)
        ours[item.title] = String(
          format: "%04d%02d%02dT%02d%02d", date.year, date.month, date.day, time.hour, time.minute)
      }
    }
    #expect(theirs.count == Self.zones.count * 11)
    #expect(ours == theirs)
  }

  @Test("A calendar whose zone is its own gets the system's zone that keeps the same clocks")
  func tripZoneIsTheSystems() throws {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:VTIMEZONE", "TZID:US-Eastern",
    ]
    lines += Self.zones[0].lines + ["END:VTIMEZONE"]
    lines += [
      "BEGIN:VEVENT", "DTSTART;TZID=US-Eastern:20270315T083000", "SUMMARY:Call", "END:VEVENT",
      "END:VCALENDAR",
    ]
    let reading = try CalendarReader().reading(
      from: Array(lines.joined(separator: "\r\n").utf8), title: "x")
    #expect(reading.trip.zone == "America/New_York")
    #expect(reading.trip.items(onDay: 1).first?.time == ClockTime(hour: 8, minute: 30))
    #expect(reading.notes.keptAsWritten == 0)
  }

  @Test(
    "A definition no zone of the system keeps: times converted by its own rules into the nearest zone"
  )
  func ownRulesConverted() throws {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:VTIMEZONE",
      "TZID:Canberra, Melbourne, Sydney",
    ]
    lines += Self.zones[3].lines + ["END:VTIMEZONE"]
    lines += [
      // Its own rules: standard time from the last Sunday of March (+10).
      // Sydney's keep summer time to the first Sunday of April (+11).
      "BEGIN:VEVENT", "DTSTART;TZID=\"Canberra, Melbourne, Sydney\":20270401T100000",
      "SUMMARY:Ferry", "END:VEVENT",
      "BEGIN:VEVENT", "DTSTART;TZID=\"Canberra, Melbourne, Sydney\":20270530T150000",
      "SUMMARY:Dinner", "END:VEVENT", "END:VCALENDAR",
    ]
    let reading = try CalendarReader().reading(
      from: Array(lines.joined(separator: "\r\n").utf8), title: "x")
    #expect(reading.notes.keptAsWritten == 0)
    let zone = try #require(reading.trip.zone)
    #expect(["Australia/Sydney", "Australia/Melbourne", "Australia/Canberra"].contains(zone))
    // 10:00 at +10 is 00:00 UTC, 11:00 on Sydney's clock; in May both say +10.
    #expect(
      reading.trip.items.map(\.time) == [
        ClockTime(hour: 11, minute: 0), ClockTime(hour: 15, minute: 0),
      ])
    #expect(reading.notes.converted == 2)
    #expect(reading.notes.convertedFrom == ["Canberra, Melbourne, Sydney"])
  }
}
