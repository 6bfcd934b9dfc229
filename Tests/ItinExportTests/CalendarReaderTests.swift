import Foundation
import ItinExport
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@Suite("Reading a calendar into a trip")
struct CalendarReaderTests {
  /// The same trip, field for field: title, start, days, and each day's
  /// items in order, with ids, titles, kinds, times; and the ideas.
  static func same(_ one: Trip, _ other: Trip) -> Bool {
    func items(_ trip: Trip) -> [String] {
      (1...trip.dayCount).flatMap { day in
        trip.items(onDay: day).map {
          "\(day) \($0.id) \($0.title) \($0.kind) \(String(describing: $0.time))"
        }
      }
    }
    return one.title == other.title && one.start == other.start && one.days == other.days
      && items(one) == items(other) && Set(one.ideas) == Set(other.ideas)
  }

  @Test("An exported trip comes back whole: kinds, cities, anchors, order, times, ids, days, ideas")
  func roundTrip() throws {
    let trip = try ICalendarTests.trip()
    let bytes = try TripExporter(stamp: ICalendarTests.stamp).bytes(of: trip, as: .ics)
    let back = try CalendarReader().trip(from: bytes, title: "Unused")
    #expect(Self.same(back, trip))
    // And the sample trip, its travel legs anchored to its games.
    var sample = try SampleTrip.document().trip
    _ = try sample.setStart(TripDate(year: 2027, month: 6, day: 5))
    let again = try CalendarReader().trip(
      from: try TripExporter().bytes(of: sample, as: .ics), title: "Unused")
    #expect(Self.same(again, sample))
  }

  @Test(
    "A combining mark after a fold's space, a semicolon or a colon is read as written (found by the fuzzer)"
  )
  func combiningMarks() throws {
    // U+07F3, a combining mark: as characters, a space or a semicolon
    // before it is one with it, and the fold or the field was missed.
    let mark = "\u{07F3}"
    let trip = try Trip(
      title: "Trip" + mark,
      days: [Day(label: mark + "label", city: "City")],
      items: [
        Item(
          id: "a", title: String(repeating: "é", count: 25) + " " + mark + mark + "x\nline",
          kind: .custom, placement: Placement(day: 1, sortOrder: 1)),
        Item(
          id: "b", title: mark + "starts with a mark", kind: .fixed,
          placement: Placement(day: 1, sortOrder: 2), time: ClockTime(hour: 9, minute: 0)),
      ],
      start: TripDate(year: 2027, month: 6, day: 1))
    let bytes = try TripExporter(stamp: ICalendarTests.stamp).bytes(of: trip, as: .ics)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("\r\n " + mark) || text.contains(";" + mark))
    let back = try CalendarReader().trip(from: bytes, title: "Unused")
    #expect(Self.same(back, trip))
    // The calendar the fuzzer found it with: read, exported and read again,
    // the same trip.
    let found = try #require(
      FileManager.default.contents(
        atPath: PageCheckers.package.appendingPathComponent(
          "Tests/FuzzCorpus/calendar/found-combining-mark-after-fold.ics"
        ).path))
    let read = try CalendarReader().trip(from: Array(found), title: "Found")
    let again = try CalendarReader().trip(
      from: try TripExporter().bytes(of: read, as: .ics), title: "Unused")
    #expect(Self.same(again, read))
  }

  @Test(
    "Another program's calendar: a day a date, times in its own zone, all-day ones first, every repeat"
  )
  func otherCalendars() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Transcripts/fixtures/lisbon.ics").path
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let trip = try CalendarReader().trip(from: bytes, title: "lisbon")
    #expect(trip.title == "Lisbon in spring")
    // The daily pastry, ten times, reaches past the last single event.
    #expect(trip.start == TripDate(year: 2027, month: 4, day: 10) && trip.dayCount == 11)
    #expect(trip.zone == "Europe/Lisbon")
    let said = (1...4).map { day in
      trip.items(onDay: day).map { "\($0.title) \($0.kind) \($0.time?.fileText ?? "all day")" }
    }
    #expect(
      said == [
        ["Arrive in Lisbon custom all day", "Fado at Clube de Fado, Alfama fixed 19:30"],
        [
          "Pastéis de Belém custom all day",
          // 08:30 in UTC is 09:30 in Lisbon in April.
          "Tram 28 to São Jorge, the castle on the hill above the old town of Lisbon fixed 09:30",
        ],
        ["Pastéis de Belém custom all day"],
        ["Pastéis de Belém custom all day", "Flight TP 1351 to London fixed 11:00"],
      ])
    #expect(
      (5...11).map { trip.items(onDay: $0).map(\.title) }
        == Array(repeating: ["Pastéis de Belém"], count: 7))
    // Ids made from titles, one each.
    #expect(Set(trip.items.map(\.id)).count == trip.items.count)
  }

  /// The trip in a fixture calendar, a line an item: day, title, kind, time.
  static func read(_ name: String) throws -> (trip: Trip, items: [String]) {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Transcripts/fixtures/" + name).path
    let trip = try CalendarReader().trip(
      from: Array(try Data(contentsOf: URL(fileURLWithPath: path))), title: "fallback")
    let items = (1...trip.dayCount).flatMap { day in
      trip.items(onDay: day).map {
        "\(day) \($0.title) \($0.kind) \($0.time?.fileText ?? "all day")"
      }
    }
    return (trip, items)
  }

  @Test("Apple's, Outlook's and an airline's calendars, in their published shapes, are read")
  func realWorldShapes() throws {
    // Apple: zones, a structured location folded in mid-parameter, an
    // alarm with an attachment, non-ASCII titles, an all-day stay.
    let apple = try Self.read("apple.ics")
    #expect(
      apple.trip.title == "Kyoto" && apple.trip.start == TripDate(year: 2027, month: 11, day: 2))
    // The stay covers three nights, an item on each.
    #expect(
      apple.items == [
        "1 Ryokan stay, Gion custom all day", "2 Ryokan stay, Gion custom all day",
        "2 伏見稲荷大社 at dawn fixed 06:30", "3 Ryokan stay, Gion custom all day",
      ])
    // Outlook: a Windows zone's name in quotes, a repeat until a UTC time,
    // an organizer whose name has a comma in quotes.
    let outlook = try Self.read("outlook.ics")
    #expect(outlook.trip.title == "fallback" && outlook.trip.dayCount == 3)
    #expect(
      outlook.items == [
        "1 ITB Berlin, Tag 1 fixed 09:00", "2 ITB Berlin, Tag 1 fixed 09:00",
        "3 Rückflug custom all day", "3 ITB Berlin, Tag 1 fixed 09:00",
      ])
    // An airline's booking: times in UTC, kept as written; a base64
    // attachment folded over lines; days between the flights kept empty.
    let airline = try Self.read("airline.ics")
    #expect(airline.trip.dayCount == 5)
    #expect(
      airline.items == [
        "1 Flight EA 123 Lisbon (LIS) → Reykjavík (KEF) fixed 07:45",
        "5 Flight EA 124 Reykjavík (KEF) → Lisbon (LIS) fixed 16:00",
      ])
  }

  @Test("What a calendar cannot be is refused with its line, and nothing is made")
  func problems() throws {
    func read(_ lines: [String]) -> CalendarProblem? {
      do {
        _ = try CalendarReader().trip(from: Array(lines.joined(separator: "\r\n").utf8), title: "x")
        return nil
      } catch {
        return error
      }
    }
    let head = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN"]
    #expect(read(["{ \"title\": \"trip\" }"]) == .notACalendar)
    #expect(read(head + ["END:VCALENDAR"]) == .noEvents)
    #expect(
      read(head + ["BEGIN:VEVENT", "UID:a", "SUMMARY:No date", "END:VEVENT", "END:VCALENDAR"])
        == .eventWithoutDate(line: 4))
    #expect(
      read(head + ["BEGIN:VEVENT", "UID:a", "DTSTART:2027041", "END:VEVENT", "END:VCALENDAR"])
        == .badDate(line: 6))
    #expect(
      read(head + ["BEGIN:VEVENT", "DTSTART:20270230T100000", "END:VEVENT", "END:VCALENDAR"])
        == .badDate(line: 5))
    let far =
      head + [
        "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270410", "END:VEVENT",
        "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20300410", "END:VEVENT", "END:VCALENDAR",
      ]
    #expect(read(far) == .tooManyDays)
    let many =
      head
      + Array(
        repeating: ["BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270410", "END:VEVENT"], count: 10_001
      ).flatMap { $0 } + ["END:VCALENDAR"]
    #expect(read(many) == .tooManyEvents)
    #expect(
      (try? CalendarReader().trip(from: Array(repeating: 0x41, count: (10 << 20) + 1), title: "x"))
        == nil)
  }

  @Test(
    "A repeat's interval and count may be any whole number: read or refused, never a crash",
    arguments: ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"])
  func hugeRepeatNumbers(_ frequency: String) throws {
    for rule in [
      "COUNT=5;INTERVAL=2000000000000000000", "COUNT=5;INTERVAL=\(Int.max)",
      "COUNT=\(Int.max);INTERVAL=\(Int.max / 2)", "COUNT=-5;INTERVAL=-3",
      "UNTIL=99991231;INTERVAL=4611686018427387904",
    ] {
      let lines = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN",
        "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270410", "SUMMARY:Yoga",
        "RRULE:FREQ=\(frequency);\(rule)", "END:VEVENT",
        "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270412", "SUMMARY:Swim", "END:VEVENT",
        "END:VCALENDAR",
      ]
      let trip = try CalendarReader().trip(
        from: Array(lines.joined(separator: "\r\n").utf8), title: "x")
      // Its next occurrence is far past the trip's dates, or past the
      // calendar's: only its first is on the trip.
      #expect(trip.items.map(\.title).sorted() == ["Swim", "Yoga"], "\(rule)")
    }
    // The calendar that crashed, kept for the fuzzer to replay.
    let found = try #require(
      FileManager.default.contents(
        atPath: PageCheckers.package.appendingPathComponent(
          "Tests/FuzzCorpus/calendar/found-huge-repeat-interval.ics"
        ).path))
    #expect(try CalendarReader().trip(from: Array(found), title: "Found").items.count == 1)
  }

  /// The worst calendars of at most 10 MB for the reader.
  ///
  /// Each with the problem it is refused with, or none for the one that is
  /// read: what a file holds is bounded, and so is what its rules make.
  /// `docs/reliability.md` has each one's time and memory, measured on the
  /// program.
  static func worstCases() -> [(name: String, bytes: [UInt8], problem: CalendarProblem?)] {
    let head = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\n"
    let tail = "END:VCALENDAR\r\n"
    func event(_ date: String, _ rule: String? = nil) -> String {
      "BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:\(date)\r\n"
        + (rule.map { "RRULE:\($0)\r\n" } ?? "") + "SUMMARY:Yoga\r\nEND:VEVENT\r\n"
    }
    func file(_ body: String) -> [UInt8] { Array((head + body + tail).utf8) }
    // 9,999 events on 1,000 days, each repeating every day: ten million
    // repeats, in 1.2 MB.
    let repeats = (0..<9_999).map { index in
      let date = TripDate(year: 2027, month: 1, day: 1)?.adding(days: index % 1000)
      return event(
        (date ?? TripDate.epoch).fileText.filter { $0 != "-" }, "FREQ=DAILY;COUNT=10000")
    }.joined()
    // Tiny events up to 10 MB: far more than 10,000.
    let tiny = "BEGIN:VEVENT\r\nDTSTART:20270410\r\nEND:VEVENT\r\n"
    let manyTiny = String(
      repeating: tiny, count: (CalendarReader.maximumBytes - head.utf8.count - 20) / tiny.utf8.count
    )
    // One event of 10 MB, its title one line folded every 74 octets: read,
    // one item with a long title.
    let foldedTitle = String(
      repeating: "\r\n " + String(repeating: "x", count: 73),
      count: (CalendarReader.maximumBytes - 200) / 76)
    let huge = "BEGIN:VEVENT\r\nDTSTART:20270410\r\nSUMMARY:x" + foldedTitle + "\r\nEND:VEVENT\r\n"
    // Events a year apart.
    let farApart = (1...9_000).map { event(String(format: "%04d0101", $0)) }.joined()
    // One event repeating daily until the year 9999, beside 9,001 events
    // 999 days later: 999 repeats inside the trip's dates, one too many.
    let until =
      event("20270101", "FREQ=DAILY;UNTIL=99991231")
      + String(repeating: event("20290926"), count: 9_001)
    return [
      ("9,999 events repeating 10,000 times", file(repeats), .tooManyItems),
      ("10 MB of tiny events", file(manyTiny), .tooManyEvents),
      ("one event of 10 MB, folded", file(huge), nil),
      ("9,000 events a year apart", file(farApart), .tooManyDays),
      ("a repeat until 9999 beside 9,001 events", file(until), .tooManyItems),
    ]
  }

  @Test("The worst calendars of 10 MB are read or refused, each refusal naming its bound")
  func worstCasesRefused() throws {
    // ITIN_WORST_CALENDARS=folder writes them there, to be measured.
    let folder = ProcessInfo.processInfo.environment["ITIN_WORST_CALENDARS"]
    for (number, worst) in Self.worstCases().enumerated() {
      if let folder {
        _ = FileManager.default.createFile(
          atPath: "\(folder)/worst-\(number + 1).ics", contents: Data(worst.bytes))
      }
      #expect(worst.bytes.count <= CalendarReader.maximumBytes, "\(worst.name)")
      if let problem = worst.problem {
        #expect(throws: problem, "\(worst.name)") {
          try CalendarReader().trip(from: worst.bytes, title: "x")
        }
      } else {
        let trip = try CalendarReader().trip(from: worst.bytes, title: "x")
        #expect(trip.items.count == 1 && trip.items[0].title.count > 7_000_000, "\(worst.name)")
      }
    }
    // 10,000 items are made; one more is refused.
    let lines = { (count: Int) in
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\n"
        + "BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20270101\r\nRRULE:FREQ=DAILY;COUNT=\(count)\r\n"
        + "END:VEVENT\r\n"
        + String(
          repeating: "BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20290926\r\nEND:VEVENT\r\n", count: 9_001)
        + "END:VCALENDAR\r\n"
    }
    let read = try CalendarReader().trip(from: Array(lines(999).utf8), title: "x")
    #expect(read.items.count == 10_000)
    #expect(throws: CalendarProblem.tooManyItems) {
      try CalendarReader().trip(from: Array(lines(1_000).utf8), title: "x")
    }
  }

  @Test("Dates past December 30, 9999, where an event could not end, are refused with their line")
  func pastTheCalendar() throws {
    func read(_ lines: [String]) throws -> Trip {
      try CalendarReader().trip(from: Array(lines.joined(separator: "\r\n").utf8), title: "x")
    }
    let head = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN"]
    #expect(throws: CalendarProblem.pastLatestDate(line: 5)) {
      try read(head + ["BEGIN:VEVENT", "DTSTART:99991231T100000", "END:VEVENT", "END:VCALENDAR"])
    }
    #expect(
      try read(head + ["BEGIN:VEVENT", "DTSTART:99991230T230000", "END:VEVENT", "END:VCALENDAR"])
        .start == TripDate(year: 9999, month: 12, day: 30))
    // A calendar itin-a11y exported, whose 15 days would run past it.
    #expect(throws: CalendarProblem.pastLatestDate(line: 4)) {
      try read(
        head + [
          "X-ITIN-START:99991230", "X-ITIN-DAYS:15", "BEGIN:VEVENT", "DTSTART;VALUE=DATE:99991230",
          "X-ITIN-ITEM:a;A;custom", "X-ITIN-PLACE:1;1", "END:VEVENT", "END:VCALENDAR",
        ])
    }
  }

  @Test("Titles whose ids would meet get ids of their own: two lunches beside a Lunch 2")
  func idsNeverMeet() throws {
    func event(_ summary: String, _ time: String) -> [String] {
      ["BEGIN:VEVENT", "DTSTART:20270410T\(time)00", "SUMMARY:\(summary)", "END:VEVENT"]
    }
    let lines =
      ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN"] + event("Lunch", "1100")
      + event("Lunch", "1200") + event("Lunch 2", "1300") + event("lunch-2", "1400")
      + event("Lunch", "1500")
      + [
        // Its second day is after the others: the trip reaches it.
        "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270411", "SUMMARY:Lunch", "RRULE:FREQ=DAILY;COUNT=2",
        "END:VEVENT", "END:VCALENDAR",
      ]
    let trip = try CalendarReader().trip(
      from: Array(lines.joined(separator: "\r\n").utf8), title: "x")
    #expect(trip.items(onDay: 1).map(\.title) == ["Lunch", "Lunch", "Lunch 2", "lunch-2", "Lunch"])
    #expect(trip.items(onDay: 2).map(\.title) == ["Lunch"])
    #expect(
      trip.items.map(\.id.rawValue).sorted()
        == ["lunch", "lunch-2", "lunch-2-2", "lunch-2-3", "lunch-3", "lunch-4", "lunch-5"])
  }
}

@Suite("A phone's calendar, read as a traveller expects")
struct PhoneCalendarTests {
  @Test(
    "Times come into the calendar's own zone, stays cover each night, exceptions and extra dates count, an endless repeat is cut, and each is said"
  )
  func phone() throws {
    let (trip, items) = try CalendarReaderTests.read("phone.ics")
    #expect(trip.title == "Lisbon and Porto" && trip.zone == "Europe/Lisbon")
    #expect(trip.start == TripDate(year: 2027, month: 5, day: 8) && trip.dayCount == 6)
    #expect(
      items == [
        "1 Hotel in Alfama custom all day",
        // GMT Standard Time is London's: 10:15 there is 10:15 in Lisbon.
        "1 Flight from London fixed 10:15",
        "2 Hotel in Alfama custom all day", "2 Breakfast at the hotel fixed 08:30",
        // 20:30 in UTC is 21:30 in Lisbon in May.
        "2 Concert at the Gulbenkian fixed 21:30",
        "3 Hotel in Alfama custom all day", "3 Breakfast at the hotel fixed 08:30",
        "3 Lunch at Time Out Market fixed 12:30",
        // The breakfast of May 11 is an exception.
        "4 Hotel in Ribeira custom all day", "4 Train to Porto fixed 09:10",
        "5 Hotel in Ribeira custom all day", "5 Breakfast at the hotel fixed 08:30",
        // The extra date, at its own time.
        "5 Lunch at Time Out Market fixed 13:00",
        // A zone no one knows: as written.
        "5 Porto vs Benfica fixed 19:30",
        // The breakfast every day, cut at the last day the others reach.
        "6 Breakfast at the hotel fixed 08:30", "6 Flight home fixed 18:00",
      ])
    let path = PageCheckers.package.appendingPathComponent("Transcripts/fixtures/phone.ics").path
    let notes = try CalendarReader().reading(
      from: Array(try Data(contentsOf: URL(fileURLWithPath: path))), title: "x"
    ).notes
    var expected = CalendarNotes()
    expected.zone = "Europe/Lisbon"
    expected.converted = 3
    expected.convertedFrom = ["GMT Standard Time", "UTC"]
    expected.keptAsWritten = 1
    expected.unknownZones = ["Mars Standard Time"]
    expected.endlessCut = 1
    expected.excluded = 1
    expected.added = 1
    expected.stays = 2
    expected.stayNights = 5
    #expect(notes == expected)
  }

  @Test(
    "A calendar with no zone of its own takes its first event's, else UTC's; floating stays as written"
  )
  func zonesFromEvents() throws {
    func trip(_ starts: [String]) throws -> (Trip, CalendarNotes) {
      let lines =
        ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN"]
        + starts.enumerated().flatMap { index, start in
          ["BEGIN:VEVENT", start, "SUMMARY:Event \(index)", "END:VEVENT"]
        } + ["END:VCALENDAR"]
      let reading = try CalendarReader().reading(
        from: Array(lines.joined(separator: "\r\n").utf8), title: "x")
      return (reading.trip, reading.notes)
    }
    // New York's 23:00 is the next day in Madrid.
    let (madrid, notes) = try trip([
      "DTSTART;TZID=Europe/Madrid:20270601T100000", "DTSTART;TZID=America/New_York:20270601T230000",
    ])
    #expect(madrid.zone == "Europe/Madrid")
    #expect(madrid.items(onDay: 2).map(\.time) == [ClockTime(hour: 5, minute: 0)])
    #expect(notes.converted == 1 && notes.convertedFrom == ["America/New_York"])
    let (utc, _) = try trip(["DTSTART:20270601T100000Z"])
    #expect(utc.zone == "UTC" && utc.items[0].time == ClockTime(hour: 10, minute: 0))
    let (floating, none) = try trip(["DTSTART:20270601T100000"])
    #expect(floating.zone == nil && none.isEmpty)
    // A Windows name, and a path ending in an IANA name.
    let (paths, _) = try trip([
      "DTSTART;TZID=\"Romance Standard Time\":20270601T100000",
      "DTSTART;TZID=/freeassociation.sourceforge.net/Tzfile/Europe/London:20270601T100000",
    ])
    #expect(paths.zone == "Europe/Paris")
    // London's 10:00 is 11:00 in Paris.
    #expect(paths.items(onDay: 1).map(\.time) == [10, 11].map { ClockTime(hour: $0, minute: 0) })
  }
}

@Suite("A weekly repeat on some days of the week, as phones write 'every weekday'")
struct WeeklyByDayTests {
  func trip(_ rule: String, start: String = "20270510") throws -> Trip {
    let lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN",
      "BEGIN:VEVENT", "DTSTART;VALUE=DATE:\(start)", "SUMMARY:Class", "RRULE:\(rule)", "END:VEVENT",
      "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270523", "SUMMARY:Home", "END:VEVENT", "END:VCALENDAR",
    ]
    return try CalendarReader().trip(from: Array(lines.joined(separator: "\r\n").utf8), title: "x")
  }

  /// The days of the trip (from May 10, a Monday) that hold the class.
  func classDays(_ trip: Trip) -> [Int] {
    (1...trip.dayCount).filter { day in trip.items(onDay: day).contains { $0.title == "Class" } }
  }

  @Test("Each listed weekday of each week is a date, from the start, within the count or the end")
  func weekdays() throws {
    // Monday to Friday, two weeks: May 10 to 14 and 17 to 21.
    #expect(
      classDays(try trip("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=10"))
        == [1, 2, 3, 4, 5, 8, 9, 10, 11, 12])
    // Every other week, Tuesday and Thursday, until May 20; the start,
    // a Monday, is a date too, as RFC 5545 has it.
    #expect(classDays(try trip("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20270520")) == [1, 2, 4])
    // Without end: cut at the last day the other event reaches, May 23.
    #expect(classDays(try trip("FREQ=WEEKLY;BYDAY=SA,SU")) == [1, 6, 7, 13, 14])
    // Starting on a Wednesday: the Monday and Tuesday before it are not dates.
    #expect(
      classDays(try trip("FREQ=WEEKLY;BYDAY=MO,WE;COUNT=3", start: "20270512")).map { $0 + 2 }
        == [3, 8, 10])
    // A huge interval ends the repeats, never the program.
    #expect(classDays(try trip("FREQ=WEEKLY;INTERVAL=\(Int.max);BYDAY=MO;COUNT=5")) == [1])
  }
}
