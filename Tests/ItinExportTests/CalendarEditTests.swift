import Foundation
import ItinExport
import ItineraryCore
import Testing

/// A calendar's edits of its own series, as calendar programs write them.
@Suite("A calendar's edits: one occasion, the occasions after one, and edits since deleted")
struct CalendarEditTests {
  /// The calendar of `events`' lines, read.
  static func read(_ events: [[String]]) throws -> CalendarReading {
    let lines =
      ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN"]
      + events.flatMap { ["BEGIN:VEVENT"] + $0 + ["END:VEVENT"] } + ["END:VCALENDAR"]
    return try CalendarReader().reading(
      from: Array(lines.joined(separator: "\r\n").utf8), title: "x")
  }

  /// Each item as `MM-DD HH:MM Title` (or `MM-DD Title` all day), in order.
  static func said(_ trip: Trip) throws -> [String] {
    var found: [String] = []
    for day in 1...trip.dayCount {
      let date = try #require(trip.date(ofDay: day))
      for item in trip.items(onDay: day) {
        let when =
          item.time.map { String(format: " %02d:%02d", $0.hour, $0.minute) } ?? ""
        found.append(String(format: "%02d-%02d", date.month, date.day) + when + " " + item.title)
      }
    }
    return found
  }

  @Test("An event standing in for one occasion is that occasion alone, whatever rule it carries")
  func editIsOneOccasion() throws {
    // As khal keeps them: two edits of a series not in the file, each with
    // the series' rule copied in.
    let reading = try Self.read([
      [
        "UID:work", "SUMMARY:Work", "RRULE:FREQ=WEEKLY;UNTIL=20290925T053000",
        "RECURRENCE-ID:20270714T053000", "DTSTART:20270712T073000",
      ],
      [
        "UID:work", "SUMMARY:Work", "RRULE:FREQ=WEEKLY;UNTIL=20290925T053000",
        "RECURRENCE-ID:20270721T053000", "DTSTART:20270719T083000",
      ],
    ])
    #expect(try Self.said(reading.trip) == ["07-12 07:30 Work", "07-19 08:30 Work"])
    #expect(reading.notes.endlessCut == 0)
  }

  @Test("An edit of an occasion the series has since deleted (its EXDATE) is left out")
  func deletedEditLeftOut() throws {
    let reading = try Self.read([
      [
        "UID:swim", "SUMMARY:Swim", "DTSTART:20270705T180000",
        "RRULE:FREQ=WEEKLY;COUNT=3", "EXDATE:20270712T180000", "SEQUENCE:3",
      ],
      [
        "UID:swim", "SUMMARY:Swim, moved", "RECURRENCE-ID:20270712T180000",
        "DTSTART:20270713T190000", "SEQUENCE:2",
      ],
    ])
    #expect(try Self.said(reading.trip) == ["07-05 18:00 Swim", "07-19 18:00 Swim"])
  }

  @Test(
    "An all-day series' edit named at a time in a zone (as Exchange writes it) replaces its day")
  func allDayEditByDate() throws {
    // Midnight in London is 23:00 the day before in UTC: the day written
    // is the occasion, not the day in UTC.
    let reading = try Self.read([
      [
        "UID:bins", "SUMMARY:Bins", "DTSTART;VALUE=DATE:20270401",
        "RRULE:FREQ=WEEKLY;COUNT=3", "EXDATE;TZID=Europe/London:20270415T000000",
      ],
      [
        "UID:bins", "SUMMARY:Bins, late", "RECURRENCE-ID;TZID=Europe/London:20270408T000000",
        "DTSTART;VALUE=DATE:20270409",
      ],
    ])
    #expect(try Self.said(reading.trip) == ["04-01 Bins", "04-09 Bins, late"])
    #expect(reading.notes.excluded == 1)
  }

  @Test("An edit of an occasion and all after it moves each later one as far, with its title")
  func thisAndFuture() throws {
    let reading = try Self.read([
      [
        "UID:class", "SUMMARY:Class", "DTSTART:20270901T120000Z",
        "RRULE:FREQ=DAILY;INTERVAL=2;COUNT=8", "RDATE:20270908T090000Z",
      ],
      // From Sep 5 on, three hours earlier.
      [
        "UID:class", "SUMMARY:Class, early", "RECURRENCE-ID;RANGE=THISANDFUTURE:20270905T120000Z",
        "DTSTART:20270905T090000Z",
      ],
      // Sep 7 alone, moved to the evening.
      [
        "UID:class", "SUMMARY:Class, evening", "RECURRENCE-ID:20270907T120000Z",
        "DTSTART:20270907T170000Z",
      ],
      // From Sep 11 on, a day and 2 hours 22 minutes later.
      [
        "UID:class", "SUMMARY:Class, moved", "RECURRENCE-ID;RANGE=THISANDFUTURE:20270911T120000Z",
        "DTSTART:20270912T142200Z",
      ],
    ])
    #expect(
      try Self.said(reading.trip) == [
        "09-01 12:00 Class", "09-03 12:00 Class", "09-05 09:00 Class, early",
        "09-07 17:00 Class, evening", "09-08 06:00 Class, early", "09-09 09:00 Class, early",
        "09-12 14:22 Class, moved", "09-14 14:22 Class, moved", "09-16 14:22 Class, moved",
      ])
  }

  @Test("A stay that repeats without end is on each of its nights, up to the last day")
  func endlessStayNights() throws {
    let reading = try Self.read([
      [
        "UID:cabin", "SUMMARY:Cabin", "DTSTART;VALUE=DATE:20270701",
        "DTEND;VALUE=DATE:20270704", "RRULE:FREQ=WEEKLY;INTERVAL=2",
      ],
      ["UID:end", "SUMMARY:Home", "DTSTART;VALUE=DATE:20270716"],
    ])
    #expect(
      try Self.said(reading.trip) == [
        "07-01 Cabin", "07-02 Cabin", "07-03 Cabin", "07-15 Cabin", "07-16 Cabin", "07-16 Home",
      ])
    #expect(reading.notes.endlessCut == 1)
  }

  @Test(
    "A duration of hours is one day; of days or weeks, that many nights",
    arguments: [("PT10H", 1), ("P1DT12H", 1), ("P3D", 3), ("P1W", 7), ("P2DT0H", 2)])
  func durationNights(duration: String, nights: Int) throws {
    let reading = try Self.read([
      ["UID:a", "SUMMARY:Away", "DTSTART;VALUE=DATE:20270701", "DURATION:\(duration)"]
    ])
    #expect(reading.trip.items.count == nights)
  }

  @Test("An event that ends before it starts starts at the earlier of the two")
  func swappedStartAndEnd() throws {
    let reading = try Self.read([
      [
        "UID:a", "SUMMARY:Coffee", "DTSTART;TZID=Europe/Paris:20271218T234500",
        "DTEND;TZID=Europe/Paris:20271218T233000",
      ]
    ])
    #expect(try Self.said(reading.trip) == ["12-18 23:30 Coffee"])
  }
}
