import ItineraryCore
import ReorderCommands

/// The values an event's lines write: dates, times, nights and ids.
extension Parsed {
  /// Whether an event ends before it begins: its `DURATION` is negative
  /// (`-P3D`), which RFC 5545 does not allow an event.
  static func endsBeforeStart(_ event: Event) -> Bool {
    event.first("DURATION")?.value.drop { $0 == " " }.first == "-"
  }

  /// How many nights an all-day event covers: its `DTEND`'s date less its
  /// start's, or its `DURATION` in days or weeks; 1 for an event at a
  /// time, or one of a day.
  static func nights(of event: Event, from written: Written) throws(CalendarProblem) -> Int {
    guard written.time == nil else { return 1 }
    if let end = event.first("DTEND") {
      guard let date = date(String(end.value.prefix(8))) else { throw .badDate(line: end.number) }
      return min(max(1, days(from: written.date, to: date)), Trip.maximumDayCount)
    }
    if let duration = event.first("DURATION")?.value.uppercased() {
      // `P3D`, `P1W`, `P1DT12H`: the days, or weeks, before its time;
      // `PT10H`, hours alone, is one day.
      let date = duration.prefix { $0 != "T" }
      let digits = date.drop { !$0.isNumber }.prefix { $0.isNumber }
      guard let count = Int(digits) else { return 1 }
      let days = date.hasSuffix("W") ? count * 7 : date.hasSuffix("D") ? count : 1
      return min(max(1, days), Trip.maximumDayCount)
    }
    return 1
  }

  /// The items of the occurrences, in their order: each on its day from
  /// `earliest`, an id made of its title.
  static func items(of occurrences: [(When, String, Int)], from earliest: TripDate) -> [Item] {
    // An id is the title's slug, then `-2`, `-3`… past any taken, even
    // by another title ("Lunch 2" beside two lunches).
    var used: Set<String> = []
    var lastSuffix: [String: Int] = [:]
    // Each event's slug, made once for all its repeats.
    var slugs: [Int: String] = [:]
    var rankOfDay: [Int: Int] = [:]
    return occurrences.map { occurrence -> Item in
      let (when, written, order) = occurrence
      let day = Parsed.days(from: earliest, to: when.date) + 1
      let rank = (rankOfDay[day] ?? 0) + 1
      rankOfDay[day] = rank
      let title = written.isEmpty ? "Event" : written
      let slug = slugs[order] ?? Parsed.slug(title)
      slugs[order] = slug
      var suffix = lastSuffix[slug] ?? 0
      var id = slug
      while !used.insert(id).inserted {
        suffix = max(suffix, 1) + 1
        id = "\(slug)-\(suffix)"
      }
      lastSuffix[slug] = suffix
      return Item(
        id: ItemID(id), title: title, kind: when.time == nil ? .custom : .fixed,
        placement: Placement(day: day, sortOrder: Double(rank)), time: when.time)
    }
  }

  /// When an event is as written: its DTSTART, a date or a date and time,
  /// read as written, in no zone: what an itin-a11y export writes in the
  /// day's own zone.
  static func when(of event: Event) throws(CalendarProblem) -> When {
    let written = try Parsed.written(of: event)
    return When(date: written.date, time: written.time)
  }

  /// An event's DTSTART as written: its date, its time unless all day,
  /// and the zone the time is in (`TZID`, UTC for a time ending `Z`, none
  /// for a floating one).
  static func written(of event: Event) throws(CalendarProblem) -> Written {
    guard let start = event.first("DTSTART") else { throw .eventWithoutDate(line: event.line) }
    return try written(start)
  }

  /// When an event starts: its `DTSTART` as written, or its `DTEND` when
  /// that is the earlier time in the same zone (the two written the wrong
  /// way round).
  static func start(of event: Event) throws(CalendarProblem) -> Written {
    let start = try written(of: event)
    guard let time = start.time, let line = event.first("DTEND"),
      let end = try? written(line), end.zone == start.zone, let until = end.time,
      Occasion(date: end.date, time: until).seconds < Occasion(date: start.date, time: time).seconds
    else { return start }
    return end
  }

  /// The date, time and zone a property such as `DTSTART` or
  /// `RECURRENCE-ID` writes.
  static func written(_ start: CalendarReader.ContentLine) throws(CalendarProblem) -> Written {
    let value = start.value
    guard let date = date(String(value.prefix(8))) else { throw .badDate(line: start.number) }
    // An event on the calendar's last day would end in the year 10000.
    guard date <= TripDate.latestTripDay else { throw .pastLatestDate(line: start.number) }
    if start.parameters["VALUE"]?.uppercased() == "DATE" || value.count == 8 {
      return Written(date: date, time: nil, zone: .floating)
    }
    guard value.count >= 15, value.dropFirst(8).first == "T", let time = clock(value) else {
      throw .badDate(line: start.number)
    }
    let zone: Written.Zone =
      value.hasSuffix("Z") ? .utc : start.parameters["TZID"].map { .named($0) } ?? .floating
    return Written(date: date, time: time, zone: zone)
  }

  /// The time of a DATE-TIME value, `20270410T193000`.
  static func clock(_ value: String) -> ClockTime? {
    let clock = value.dropFirst(9)
    guard let hour = Int(clock.prefix(2)), let minute = Int(clock.dropFirst(2).prefix(2)) else {
      return nil
    }
    return ClockTime(hour: hour, minute: minute)
  }

  /// A DATE value, `20270410`.
  static func date(_ value: String) -> TripDate? {
    guard value.count == 8, value.allSatisfy(\.isASCII), let number = Int(value) else {
      return nil
    }
    return TripDate(year: number / 10_000, month: number / 100 % 100, day: number % 100)
  }

  /// How many days `last` is after `first`.
  static func days(from first: TripDate, to last: TripDate) -> Int {
    last.dayNumber - first.dayNumber
  }

  /// An event's id: the title's, as a new item's is made (`Editor`).
  static func slug(_ title: String) -> String {
    let slug = Editor.slug(of: title)
    return slug.isEmpty ? "event" : slug
  }
}
