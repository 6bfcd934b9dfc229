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
    var endless: [(event: Event, written: Written, title: String, order: Int, nights: Int)] = []
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
    let left = superseded.union(deletedEdits(leaving: superseded))
    let moved = movedInstances(leaving: left)
    let futures = futureEdits(leaving: left)
    // The occasions of a series that events of their own stand in for,
    // and its edits from one occasion on, in the series' own time.
    func edits(of event: Event, _ written: Written, _ title: String) -> (
      replaced: Set<Occasion>, future: [FutureEdit]
    ) {
      let uid = event.first("UID")?.value ?? ""
      let replaced = Set(
        (moved[uid] ?? []).map { zones.occasion(of: $0, inSeriesOf: written) })
      let future = (futures[uid] ?? []).compactMap { edit -> FutureEdit? in
        guard let start = try? Parsed.start(of: edit.event) else { return nil }
        let from = zones.occasion(of: edit.id, inSeriesOf: written)
        let to = zones.occasion(of: start, inSeriesOf: written)
        let named = edit.event.first("SUMMARY").map { CalendarReader.text($0.value) } ?? title
        return FutureEdit(from: from, shift: to.seconds - from.seconds, title: named)
      }
      return (replaced, future.sorted { $0.from.seconds < $1.from.seconds })
    }
    var firstBroken: CalendarProblem?
    for (order, event) in events.enumerated() where !left.contains(order) {
      let written: Written
      do {
        written = try Parsed.start(of: event)
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
      // An event that stands in for one occasion of a series is that
      // occasion alone: a rule it carries is the series', not its own.
      let standsIn = event.first("RECURRENCE-ID").map { (try? Parsed.written($0)) != nil } ?? false
      let rules = standsIn ? [] : event.all("RRULE").map(\.value)
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
        endless.append((event, written, title, order, nights))
        continue
      }
      let (replaced, future) = edits(of: event, written, title)
      let dates = try datesOf(
        event, written: written, repeats: Parsed.withFirst(start, made), atMost: room + 2,
        notes: &notes, work: &work, local: local, moved: replaced)
      for (date, named) in Parsed.edited(
        dates, by: future, title: title, zone: written.zone,
        occasion: { zones.occasion(of: $0, inSeriesOf: written) })
      {
        for night in 0..<nights { try take(date.later(by: night), named, order) }
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
      let (replaced, future) = edits(of: item.event, item.written, item.title)
      let kept = try datesOf(
        item.event, written: item.written, repeats: dates, atMost: room + 2, notes: &notes,
        work: &work, local: local, moved: replaced)
      for (date, named) in Parsed.edited(
        kept, by: future, title: item.title, zone: item.written.zone,
        occasion: { zones.occasion(of: $0, inSeriesOf: item.written) })
      {
        // A stay's nights, each on its day up to the last.
        for night in 0..<item.nights {
          let stay = date.later(by: night)
          guard zones.convert(stay).date <= last else { break }
          try take(stay, named, item.order)
        }
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
}
