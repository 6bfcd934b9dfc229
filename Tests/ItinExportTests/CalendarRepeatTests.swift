import Foundation
import ItinExport
import ItineraryCore
import Testing
import TripTestSupport

/// Repeat rules as a calendar writes them, expanded as python-dateutil,
/// a reader no one here wrote, expands them.
@Suite("A calendar's repeats, every instance as dateutil has it")
struct CalendarRepeatTests {
  /// Each a start (floating, or a date alone) and a rule that the start
  /// matches, as calendars write them.
  static let cases: [(start: String, rule: String)] = [
    // The second Thursday of each month: not the 13th of each.
    ("20270513T190000", "FREQ=MONTHLY;BYDAY=2TH;COUNT=6"),
    ("20270510T090000", "FREQ=HOURLY;INTERVAL=5;COUNT=12"),
    ("20270510T073000", "FREQ=DAILY;BYDAY=MO,WE,FR;COUNT=9"),
    ("20270328T100000", "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU;COUNT=2"),
    ("20270531", "FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=6"),
    ("20270531T170000", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=6"),
    ("20270511T080000", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20270720T080000"),
    // Until 08:30 on the 10th: the 09:00 that day is past it.
    ("20270501T090000", "FREQ=DAILY;UNTIL=20270510T083000"),
    ("20270131", "FREQ=MONTHLY;BYMONTHDAY=31;COUNT=5"),
    ("20280129", "FREQ=MONTHLY;BYMONTH=1,2,3;BYMONTHDAY=29,30;COUNT=6"),
    ("20270502T120000", "FREQ=WEEKLY;INTERVAL=2;COUNT=6;WKST=SU;BYDAY=SU,TU"),
    ("20270503", "FREQ=MONTHLY;BYDAY=1MO,3MO;COUNT=6"),
    ("20270517T090000", "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO;COUNT=2"),
    ("20270601", "FREQ=DAILY;INTERVAL=10;BYMONTH=6,7;COUNT=7"),
    // In New York: the end in UTC is 18:00 there, on the last Wednesday;
    // the week of June 2, left out in UTC, is June 2 at 18:00 there.
    ("America/New_York:20270512T180000", "FREQ=WEEKLY;BYDAY=WE;UNTIL=20270630T220000Z"),
    ("America/New_York:20271020T200000", "FREQ=DAILY;UNTIL=20271110T010000Z"),
  ]
  /// Exceptions (`EXDATE`) of the rules, as the calendar writes them.
  static let exceptions = [
    "America/New_York:20270512T180000": "EXDATE:20270602T220000Z",
    "America/New_York:20271020T200000": "EXDATE:20271101T000000Z,20271105T010000Z",
  ]

  /// The occasions a one-event calendar's trip holds, each `YYYYMMDD` and,
  /// for an event at a time, `THHMM`.
  static func occasions(start: String, rule: String) throws -> [String] {
    let dtstart =
      start.count == 8
      ? "DTSTART;VALUE=DATE:\(start)"
      : start.contains(":") ? "DTSTART;TZID=\(start)" : "DTSTART:\(start)"
    let lines =
      [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:VEVENT", dtstart,
        "SUMMARY:R", "RRULE:\(rule)",
      ] + (exceptions[start].map { [$0] } ?? []) + ["END:VEVENT", "END:VCALENDAR"]
    let trip = try CalendarReader().trip(
      from: Array(lines.joined(separator: "\r\n").utf8), title: "x")
    var found: [String] = []
    for day in 1...trip.dayCount {
      let date = try #require(trip.date(ofDay: day))
      for item in trip.items(onDay: day) {
        let written = String(format: "%04d%02d%02d", date.year, date.month, date.day)
        found.append(
          written + (item.time.map { String(format: "T%02d%02d", $0.hour, $0.minute) } ?? ""))
      }
    }
    return found
  }

  @Test(
    "Every rule's instances are dateutil's: BYDAY with a number, HOURLY, BYSETPOS, UNTIL at a time")
  func instancesMatchDateutil() throws {
    let script = """
      import sys, zoneinfo
      from datetime import datetime, timezone
      from dateutil.rrule import rrulestr
      for line in sys.stdin.read().splitlines():
          start, rule, exdate = line.split(" ")
          zone = None
          if ":" in start:
              name, start = start.split(":")
              zone = zoneinfo.ZoneInfo(name)
          timed = "T" in start
          first = datetime.strptime(start, "%Y%m%dT%H%M%S" if timed else "%Y%m%d")
          first = first.replace(tzinfo=zone) if zone else first
          text = "RRULE:" + rule
          if exdate != "-":
              text += "\\nEXDATE:" + exdate
          dates = list(rrulestr(text, dtstart=first, forceset=True))
          assert dates[0] == first, line
          print(",".join(d.strftime("%Y%m%dT%H%M" if timed else "%Y%m%d") for d in dates))
      """
    let input = Self.cases.map {
      "\($0.start) \($0.rule) \(Self.exceptions[$0.start]?.dropFirst(7) ?? "-")"
    }.joined(separator: "\n")
    // Debian's python3, with the dateutil its icalendar package brings.
    let run = try Executable.run(
      program: URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script], data: Data(input.utf8),
      in: FileManager.default.temporaryDirectory, environment: ProcessInfo.processInfo.environment)
    try #require(run.status == 0, "make test installs python3-icalendar: \(run.errors)")
    try #require(run.lines.count == Self.cases.count)
    for (index, expected) in run.lines.enumerated() {
      let (start, rule) = Self.cases[index]
      let ours = try Self.occasions(start: start, rule: rule)
      #expect(ours == expected.split(separator: ",").map(String.init), "\(rule)")
    }
  }

  @Test(
    "A rule more often than hourly, or one libical cannot read, leaves the event on its first date")
  func finerThanHourly() throws {
    #expect(
      try Self.occasions(start: "20270410T060000", rule: "FREQ=MINUTELY;INTERVAL=90;COUNT=3")
        == ["20270410T0600"])
    #expect(try Self.occasions(start: "20270410", rule: "FREQ=FORTNIGHTLY;COUNT=3") == ["20270410"])
  }

  @Test("An end that is a date alone, on an event at a time, keeps that day's occasion")
  func untilADate() throws {
    // RFC 5545 wants a time there; a calendar that wrote "until June 30"
    // showed the 30th. dateutil reads the date as its midnight, and
    // leaves the 30th out.
    let ours = try Self.occasions(
      start: "20270512T180000", rule: "FREQ=WEEKLY;BYDAY=WE;UNTIL=20270630")
    #expect(ours.last == "20270630T1800")
    #expect(ours.count == 8)
  }
}

@Suite("A calendar's moved instances: each once, where it was moved to")
struct MovedInstanceTests {
  @Test(
    "An event with a RECURRENCE-ID stands in for the occasion it names, in any zone it is written in"
  )
  func movedOnce() throws {
    let lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN",
      "BEGIN:VEVENT", "UID:standup", "DTSTART;TZID=America/New_York:20270503T100000",
      "SUMMARY:Standup", "RRULE:FREQ=WEEKLY;COUNT=4", "END:VEVENT",
      // May 10 at 10:00 moved to May 11 at 15:00, named in its own zone.
      "BEGIN:VEVENT", "UID:standup", "RECURRENCE-ID;TZID=America/New_York:20270510T100000",
      "DTSTART;TZID=America/New_York:20270511T150000", "SUMMARY:Standup, moved", "END:VEVENT",
      // May 17 at 10:00 (14:00 UTC) moved to May 18 at 9:00, named in UTC.
      "BEGIN:VEVENT", "UID:standup", "RECURRENCE-ID:20270517T140000Z",
      "DTSTART;TZID=America/New_York:20270518T090000", "SUMMARY:Standup, early", "END:VEVENT",
      // Another series' moved instance does not touch this one.
      "BEGIN:VEVENT", "UID:other", "RECURRENCE-ID;TZID=America/New_York:20270524T100000",
      "DTSTART;TZID=America/New_York:20270525T100000", "SUMMARY:Other", "END:VEVENT",
      "END:VCALENDAR",
    ]
    let trip = try CalendarReader().trip(
      from: Array(lines.joined(separator: "\r\n").utf8), title: "x")
    var found: [String] = []
    for day in 1...trip.dayCount {
      let date = try #require(trip.date(ofDay: day))
      for item in trip.items(onDay: day) {
        let time = try #require(item.time)
        found.append(
          String(format: "%02d %02d:%02d ", date.day, time.hour, time.minute) + item.title)
      }
    }
    #expect(
      found == [
        "03 10:00 Standup", "11 15:00 Standup, moved", "18 09:00 Standup, early",
        "24 10:00 Standup", "25 10:00 Other",
      ])
  }
}

extension MovedInstanceTests {
  @Test("Two copies of one event, as edited and as it was: the higher SEQUENCE is read, once")
  func editedCopyOnce() throws {
    let copy = { (sequence: Int, title: String, extra: String) in
      [
        "BEGIN:VEVENT", "UID:walk", "SEQUENCE:\(sequence)", "DTSTART;VALUE=DATE:20270705",
        "SUMMARY:\(title)", "RRULE:FREQ=WEEKLY;COUNT=3",
      ] + (extra.isEmpty ? [] : [extra]) + ["END:VEVENT"]
    }
    let lines =
      ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN"]
      + copy(2, "Walk, edited", "EXDATE;VALUE=DATE:20270712") + copy(1, "Walk", "")
      + ["END:VCALENDAR"]
    let trip = try CalendarReader().trip(
      from: Array(lines.joined(separator: "\r\n").utf8), title: "x")
    #expect(trip.items.map(\.title) == ["Walk, edited", "Walk, edited"])
    #expect(trip.dayCount == 15)
  }
}
