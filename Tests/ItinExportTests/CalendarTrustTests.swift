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

  @Test(
    "Extra dates count toward the 10,000-item bound as a repeat's dates do, and reading stops there"
  )
  func extraDatesWithinTheItemBound() throws {
    let start = try #require(TripDate(year: 2027, month: 1, day: 1))
    // Each a time of its own: 40 a day, on the hour and the half hour.
    func values(_ count: Int) -> [String] {
      (0..<count).map { index in
        let date = (start.adding(days: index / 40) ?? start).fileText.filter { $0 != "-" }
        let slot = index % 40
        return date + "T" + (slot / 2 < 10 ? "0" : "") + "\(slot / 2)"
          + (slot % 2 == 0 ? "00" : "30")
          + "00"
      }
    }
    func event(_ count: Int) -> [String] {
      Self.extraDates(values(count)).map {
        $0.replacingOccurrences(of: "RDATE;VALUE=DATE:", with: "RDATE:")
      }
    }
    // The event's first date and 9,999 extra ones: 10,000 items.
    let (reading, _) = try Self.read(event(9_999))
    #expect(reading.trip.items.count == 10_000)
    #expect(throws: CalendarProblem.tooManyItems) { try Self.read(event(10_000)) }
    // 40,000 are refused once the bound is passed, the rest never read.
    var work = CalendarWork()
    let bytes = Array(
      (Self.head + event(40_000) + ["END:VCALENDAR"]).joined(separator: "\r\n").utf8)
    #expect(throws: CalendarProblem.tooManyItems) {
      try CalendarReader().reading(from: bytes, title: "x", work: &work)
    }
    #expect(work.extraDatesRead <= CalendarReader.maximumItems + 2)
  }

  @Test(
    "Each zone a calendar names is looked for in the zone data once, found or not, however often it is read"
  )
  func zonesLookedForOnce() throws {
    let zones = ZoneLookup()
    let reader = CalendarReader(zones: zones)
    let events = (1...50).flatMap { number in
      [
        "BEGIN:VEVENT", "DTSTART;TZID=Nowhere/Place-\(number):20270410T100000", "SUMMARY:Walk",
        "END:VEVENT",
      ]
    }
    let bytes = Array(
      (Self.head + [
        "BEGIN:VEVENT", "DTSTART;TZID=Europe/Lisbon:20270410T090000", "SUMMARY:Tram", "END:VEVENT",
      ] + events + ["END:VCALENDAR"]).joined(separator: "\r\n").utf8)
    let first = try reader.reading(from: bytes, title: "x")
    #expect(first.notes.unknownZones.count == 50)
    #expect(first.notes.zone == "Europe/Lisbon")
    // The tables of zones by country once; each name (the id, its last
    // part) and Lisbon once.
    #expect(zones.tableReads == 1)
    let reads = zones.reads
    #expect(reads <= 1 + 2 * 50 + 1)
    // Read again, nothing is read from the zone data.
    let again = try reader.reading(from: bytes, title: "x")
    #expect(again == first)
    #expect(zones.reads == reads)
  }

  @Test("What the zone lookup remembers is bounded: past its capacity it forgets, and finds again")
  func zoneLookupBounded() {
    let zones = ZoneLookup(capacity: 8)
    for number in 1...100 {
      #expect(zones.rules(named: "Nowhere/Place-\(number)") == nil)
      #expect(zones.resolve("Nowhere \(number)") == nil)
    }
    #expect(zones.remembered <= 16)
    #expect(zones.rules(named: "Europe/Lisbon")?.name == "Europe/Lisbon")
    #expect(zones.resolve("lisbon") == "Europe/Lisbon")
    #expect(zones.remembered <= 16)
  }

  @Test(
    "Files of the zone data that are no zone (localtime, Factory, posixrules, posix/, right/) are unknown zones"
  )
  func filesThatAreNoZoneRefused() throws {
    let ids = [
      "localtime", "Factory", "posixrules", "posix/Europe/Lisbon", "right/Europe/Lisbon",
      "LocalTime", "factory",
    ]
    for id in ids {
      #expect(ZoneRules.named(id)?.name == nil, "\(id)")
      // What `zone NAME` finds.
      #expect(ZoneRules.resolve(id) == nil, "\(id)")
    }
    let events = ids.flatMap { id in
      ["BEGIN:VEVENT", "DTSTART;TZID=\(id):20270410T100000", "SUMMARY:Walk", "END:VEVENT"]
    }
    let (reading, _) = try Self.read(
      [
        "BEGIN:VEVENT", "DTSTART;TZID=Europe/Lisbon:20270410T090000", "SUMMARY:Tram",
        "END:VEVENT",
      ] + events)
    #expect(reading.notes.zone == "Europe/Lisbon")
    #expect(reading.notes.unknownZones == ids)
    #expect(reading.notes.keptAsWritten == ids.count)
    #expect(reading.notes.converted == 0)
  }

  @Test(
    "An event whose duration is negative is left out and said, never read as nights; the others are read"
  )
  func negativeDurationLeftOut() throws {
    let (reading, _) = try Self.read([
      "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270410", "DURATION:-P3D", "SUMMARY:Backwards",
      "END:VEVENT",
      "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270410", "DURATION:P2D", "SUMMARY:Hotel", "END:VEVENT",
      "BEGIN:VEVENT", "DTSTART:20270411T100000", "DURATION:-PT1H", "SUMMARY:Earlier",
      "END:VEVENT",
      "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270411", "DURATION:+P1D", "SUMMARY:Museum",
      "END:VEVENT",
    ])
    #expect(reading.trip.items.map(\.title).sorted() == ["Hotel", "Hotel", "Museum"])
    #expect(reading.trip.dayCount == 2)
    #expect(reading.notes.endsBeforeStart == 2)
    #expect(reading.notes.stays == 1)
    // A calendar of nothing else has no event to read.
    #expect(throws: CalendarProblem.noEvents) {
      try Self.read([
        "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270410", "DURATION:-P3D", "END:VEVENT",
      ])
    }
  }
}
