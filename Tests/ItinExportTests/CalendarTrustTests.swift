import Foundation
import ItinExport
import ItineraryCore
import Testing

/// Calendars made to cost the reader much, or to mislead it: each is read
/// with work that grows as the file does, within the reader's bounds, and
/// what it cannot be is left out or refused.
@Suite("A calendar made to cost or mislead is read within bounds")
struct CalendarTrustTests {
  static let head = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN"]

  /// The calendar of these lines, read, with what reading it took.
  static func read(_ lines: [String]) throws(CalendarProblem) -> (CalendarReading, CalendarWork) {
    var work = CalendarWork()
    let reading = try CalendarReader().reading(
      from: Array((head + lines + ["END:VCALENDAR"]).joined(separator: "\r\n").utf8), title: "x",
      work: &work)
    return (reading, work)
  }

  /// A repeat of one date with these extra dates, all day.
  static func extraDates(_ values: [String]) -> [String] {
    [
      "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270101", "SUMMARY:Swim", "RRULE:FREQ=DAILY;COUNT=1",
      "RDATE;VALUE=DATE:" + values.joined(separator: ","), "END:VEVENT",
    ]
  }

  @Test(
    "40,000 extra dates, most of them repeated, are each looked up once, and each date is kept once"
  )
  func extraDatesCostTheirCount() throws {
    let start = try #require(TripDate(year: 2027, month: 1, day: 1))
    // 40,000 dates over 1,000 days, in an order of their own.
    let offsets = (0..<40_000).map { $0 * 7_919 % 1_000 }
    let values = offsets.map { offset in
      (start.adding(days: offset) ?? start).fileText.filter { $0 != "-" }
    }
    let (reading, work) = try Self.read(Self.extraDates(values))
    #expect(work.extraDatesRead == 40_000)
    #expect(work.datesCompared <= 40_000)
    #expect(reading.notes.added == 999)
    #expect(reading.trip.dayCount == 1_000)
    #expect((1...1_000).allSatisfy { reading.trip.items(onDay: $0).count == 1 })
  }
}
