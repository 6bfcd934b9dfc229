import Foundation
import ItinExport
import ItineraryCore
import Testing
import TripTestSupport

/// What a calendar file may be besides plain UTF-8, and a broken event in
/// it: read, not refused whole.
@Suite("A calendar with a byte-order mark, in UTF-16, or with one broken event among good ones")
struct CalendarBytesTests {
  static let text = [
    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN",
    "BEGIN:VEVENT", "DTSTART:20270410T093000", "SUMMARY:Café in São Paulo", "END:VEVENT",
    "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270411", "SUMMARY:Museu", "END:VEVENT",
    "END:VCALENDAR",
  ].joined(separator: "\r\n")

  static func utf16(_ text: String, little: Bool, mark: Bool) -> [UInt8] {
    var bytes: [UInt8] = mark ? (little ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
    for unit in text.utf16 {
      let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      bytes += little ? pair : pair.reversed()
    }
    return bytes
  }

  @Test("A UTF-8 byte-order mark, and UTF-16 either way with or without one, read as UTF-8 is")
  func encodings() throws {
    let plain = try CalendarReader().trip(from: Array(Self.text.utf8), title: "x")
    let files: [[UInt8]] = [
      [0xEF, 0xBB, 0xBF] + Array(Self.text.utf8),
      Self.utf16(Self.text, little: true, mark: true),
      Self.utf16(Self.text, little: false, mark: true),
      Self.utf16(Self.text, little: true, mark: false),
      Self.utf16(Self.text, little: false, mark: false),
    ]
    for bytes in files {
      let trip = try CalendarReader().trip(from: bytes, title: "x")
      #expect(trip == plain)
      #expect(trip.items(onDay: 1).map(\.title) == ["Café in São Paulo"])
    }
  }

  @Test("One event with a date that is not one is left out and counted; with no other, refused")
  func brokenEventAmongGood() throws {
    let broken = Self.text.replacingOccurrences(
      of: "END:VCALENDAR",
      with:
        "BEGIN:VEVENT\r\nDTSTART:20271345T250000\r\nSUMMARY:Broken\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:No date\r\nEND:VEVENT\r\nEND:VCALENDAR"
    )
    let reading = try CalendarReader().reading(from: Array(broken.utf8), title: "x")
    #expect(reading.notes.brokenDates == 2)
    #expect(reading.trip.items.map(\.title).sorted() == ["Café in São Paulo", "Museu"])
    let only = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN",
      "BEGIN:VEVENT", "DTSTART:20271345T250000", "SUMMARY:Broken", "END:VEVENT", "END:VCALENDAR",
    ].joined(separator: "\r\n")
    #expect(throws: CalendarProblem.badDate(line: 5)) {
      try CalendarReader().reading(from: Array(only.utf8), title: "x")
    }
  }
}

extension CalendarBytesTests {
  @Test("An event alone, with no calendar around it, is a calendar of that event")
  func eventAlone() throws {
    let lines = [
      "BEGIN:VEVENT", "UID:x", "DTSTART;VALUE=DATE:20270410", "SUMMARY:Picnic", "END:VEVENT",
    ]
    let trip = try CalendarReader().trip(
      from: Array(lines.joined(separator: "\r\n").utf8), title: "x")
    #expect(trip.items.map(\.title) == ["Picnic"])
    #expect(throws: CalendarProblem.notACalendar) {
      try CalendarReader().trip(from: Array("BEGIN:VCARD\r\nFN:Ana\r\nEND:VCARD".utf8), title: "x")
    }
  }

  @Test("An event with two repeat rules has the occasions of both, each once")
  func twoRules() throws {
    let lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:VEVENT",
      "DTSTART;VALUE=DATE:20270503", "SUMMARY:Class", "RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=3",
      "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=2", "END:VEVENT", "END:VCALENDAR",
    ]
    let trip = try CalendarReader().trip(
      from: Array(lines.joined(separator: "\r\n").utf8), title: "x")
    // Mondays May 3, 10 and 17, and Wednesday May 5.
    #expect((1...trip.dayCount).filter { !trip.items(onDay: $0).isEmpty } == [1, 3, 8, 15])
  }
}

extension CalendarBytesTests {
  @Test("A time the clocks skip, in the trip's own zone, is the time it names: an hour on")
  func skippedTime() throws {
    let lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:VEVENT",
      "DTSTART;TZID=America/New_York:20270314T023000", "SUMMARY:Gap", "END:VEVENT",
      "BEGIN:VEVENT", "DTSTART;TZID=America/New_York:20270314T090000", "SUMMARY:Later",
      "END:VEVENT",
      "END:VCALENDAR",
    ]
    let reading = try CalendarReader().reading(
      from: Array(lines.joined(separator: "\r\n").utf8), title: "x")
    #expect(
      reading.trip.items(onDay: 1).map(\.time)
        == [3, 9].map { ClockTime(hour: $0, minute: $0 == 3 ? 30 : 0) })
    #expect(reading.notes.converted == 0)
  }
}
