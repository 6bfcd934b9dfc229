import ItineraryCore
import ReorderCommands

/// An event as read: its lines, and the line it starts at.
struct Event {
  var line: Int
  var properties: [CalendarReader.ContentLine] = []

  func first(_ name: String) -> CalendarReader.ContentLine? {
    properties.first { $0.name == name }
  }

  func all(_ name: String) -> [CalendarReader.ContentLine] {
    properties.filter { $0.name == name }
  }
}

/// When an event is: its date, and its time unless it is all day.
struct When: Hashable {
  var date: TripDate
  var time: ClockTime?
}

/// A calendar as read, before it is a trip.
struct Parsed {
  var properties: [CalendarReader.ContentLine] = []
  var events: [Event] = []
  var eventCount = 0
  /// Each `VTIMEZONE`'s `TZID`, and its `X-LIC-LOCATION` when it has one.
  var timeZones: [(id: String, location: String?)] = []
  /// Each `VTIMEZONE` whole, its lines as the file has them, by its `TZID`:
  /// the rules of a zone the file defines under a name of its own.
  var zoneDefinitions: [String: [String]] = [:]
  /// Where its zones are looked for.
  var lookup = ZoneLookup.shared

  func first(_ name: String) -> CalendarReader.ContentLine? {
    properties.first { $0.name == name }
  }

  func reading(
    title fallback: String, dates: ClosedRange<TripDate>? = nil, work: inout CalendarWork
  ) throws(CalendarProblem) -> CalendarReading {
    guard !events.isEmpty else { throw .noEvents }
    if let line = first("X-ITIN-START"), let start = Parsed.date(line.value),
      let exported = try exportedTrip(start: start, line: line.number)
    {
      return CalendarReading(trip: exported, notes: CalendarNotes())
    }
    return try readTrip(title: fallback, dates: dates, work: &work)
  }

  /// One item to be: when it falls (in the trip's zone), its title, and
  /// the event it comes from.
  private struct Planned {
    var when: When
    var title: String
    var order: Int
  }

  /// Any other calendar: a day a date from the first item's to the last's.
  ///
  /// An event that ends before it begins is left out and counted. Each
  /// time is converted into the trip's zone (``tripZone``); a repeat
  /// adds each of its dates less its exceptions (`EXDATE`) and with its
  /// extra dates (`RDATE`); an all-day event of several nights is on each
  /// of them; a repeat without end is cut at the last day the others reach.
  private func readTrip(
    title fallback: String, dates asked: ClosedRange<TripDate>?, work: inout CalendarWork
  ) throws(CalendarProblem) -> CalendarReading {
    var notes = CalendarNotes()
    let zones = ZoneReading(calendar: self, lookup: lookup)
    notes.zone = zones.tripZone
    var occurrences: [Planned] = []
    var endless: [(event: Event, written: Written, title: String, order: Int)] = []
    // Each event and each of its repeats one item: made only while the
    // items stay within the bound, so that a short file whose rules would
    // make millions costs what its bound does.
    var room = CalendarReader.maximumItems
    var outside: Set<Int> = []
    var kept: Set<Int> = []
    func take(_ written: Written, _ title: String, _ order: Int) throws(CalendarProblem) {
      var said = notes
      let when = zones.convert(written, notes: &said)
      // Outside the dates asked for: left out, and nothing else said of
      // it; the events none of whose occasions are within are counted.
      if let asked, !asked.contains(when.date) {
        outside.insert(order)
        return
      }
      kept.insert(order)
      notes = said
      room -= 1
      guard room >= 0 else { throw .tooManyItems }
      occurrences.append(Planned(when: when, title: title, order: order))
    }
    // The local dates a repeat is made between when dates are asked for: a
    // day either side, for the zones' difference.
    let madeFrom = asked.flatMap { $0.lowerBound.adding(days: -2) }
    let madeUntil = asked.flatMap { $0.upperBound.adding(days: 2) }
    let superseded = supersededEvents()
    let moved = movedInstances(leaving: superseded)
    var firstBroken: CalendarProblem?
    for (order, event) in events.enumerated() where !superseded.contains(order) {
      let written: Written
      do {
        written = try Parsed.written(of: event)
      } catch {
        // One event with no date, or a date that is not one, is left out
        // and said; the calendar is refused only when it has no other.
        notes.brokenDates += 1
        firstBroken = firstBroken ?? error
        continue
      }
      // One bad event is left out and said, not a reason to refuse the rest.
      if Parsed.endsBeforeStart(event) {
        notes.endsBeforeStart += 1
        continue
      }
      let title = event.first("SUMMARY").map { CalendarReader.text($0.value) } ?? ""
      let nights = try Parsed.nights(of: event, from: written)
      if nights > 1 {
        notes.stays += 1
        notes.stayNights += nights
      }
      let rules = event.all("RRULE").map(\.value)
      guard !rules.isEmpty else {
        for night in 0..<nights { try take(written.later(by: night), title, order) }
        continue
      }
      let start = Occasion(date: written.date, time: written.time)
      let local = { zones.local(atUTC: $0, as: written.zone) }
      guard
        let made = Parsed.repeats(
          of: start, rules: rules, from: madeFrom, until: madeUntil, atMost: room + 2, local: local)
      else {
        endless.append((event, written, title, order))
        continue
      }
      let replaced = Set(
        (moved[event.first("UID")?.value ?? ""] ?? []).map {
          zones.occasion(of: $0, as: written.zone)
        })
      for date in try datesOf(
        event, written: written, repeats: Parsed.withFirst(start, made), atMost: room + 2,
        notes: &notes, work: &work, local: local, moved: replaced)
      {
        for night in 0..<nights { try take(date.later(by: night), title, order) }
      }
    }
    // The trip's dates are those the other events reach; a repeat without
    // end is cut at the last of them (its first date counts in).
    // With dates asked for, the last of them.
    let reached =
      occurrences.map(\.when.date) + endless.map { zones.convert($0.written).date }
      + (asked.map { [$0.upperBound] } ?? [])
    guard let last = reached.max() else { throw firstBroken ?? .noEvents }
    for item in endless {
      // Past the last day in the calendar's own dates too: a date that
      // converts to the last day is kept, the one after it is not.
      let limit = last.adding(days: 2) ?? last
      let start = Occasion(date: item.written.date, time: item.written.time)
      let local = { zones.local(atUTC: $0, as: item.written.zone) }
      let dates = Parsed.withFirst(
        start,
        Parsed.repeats(
          of: start, rules: item.event.all("RRULE").map(\.value), from: madeFrom, until: limit,
          atMost: room + 2, endless: true, local: local))
      notes.endlessCut += 1
      let replaced = Set(
        (moved[item.event.first("UID")?.value ?? ""] ?? []).map {
          zones.occasion(of: $0, as: item.written.zone)
        })
      for date in try datesOf(
        item.event, written: item.written, repeats: dates, atMost: room + 2, notes: &notes,
        work: &work, local: local, moved: replaced)
      {
        let when = zones.convert(date)
        guard when.date <= last else { continue }
        try take(date, item.title, item.order)
      }
    }
    notes.outsideDates = outside.subtracting(kept).count
    let dates = occurrences.map(\.when.date)
    // The endless repeats were cut at `last`: no date is later.
    guard let earliest = dates.min(), let latest = dates.max() else { throw .noEvents }
    // A time converted across the calendar's last day.
    guard latest <= TripDate.latestTripDay else { throw .pastLatestDate(line: events[0].line) }
    let span = Parsed.days(from: earliest, to: latest)
    guard span < Trip.maximumDayCount else { throw .tooManyDays }
    // All-day events first, then by time, then as the file has them.
    occurrences.sort { left, right in
      if left.when.date != right.when.date { return left.when.date < right.when.date }
      switch (left.when.time, right.when.time) {
      case (nil, .some): return true
      case (.some, nil): return false
      case (let one?, let other?) where one != other: return one < other
      default: return left.order < right.order
      }
    }
    let items = Parsed.items(of: occurrences.map { ($0.when, $0.title, $0.order) }, from: earliest)
    let title =
      first("X-WR-CALNAME").map { CalendarReader.text($0.value) }
      .flatMap { TextCleaning.isBlank($0) ? nil : $0 } ?? fallback
    do {
      var trip = try Trip(
        title: title, days: Array(repeating: Day(), count: span + 1), items: items, start: earliest)
      if let zone = notes.zone { _ = try? trip.setZone(zone) }
      return CalendarReading(trip: trip, notes: notes)
    } catch {
      throw .noEvents
    }
  }

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
      // `P3D`, `P1W`.
      let digits = duration.drop { !$0.isNumber }.prefix { $0.isNumber }
      guard let count = Int(digits) else { return 1 }
      let days = duration.hasSuffix("W") ? count * 7 : count
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
