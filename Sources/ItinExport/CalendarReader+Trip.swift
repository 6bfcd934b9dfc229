import ItineraryCore
import ReorderCommands

/// An event as read: its lines, and the line it starts at.
struct Event {
  var line: Int
  var properties: [CalendarReader.ContentLine] = []

  func first(_ name: String) -> CalendarReader.ContentLine? {
    properties.first { $0.name == name }
  }
}

/// When an event is: its date, and its time unless it is all day.
struct When {
  var date: TripDate
  var time: ClockTime?
}

/// A calendar as read, before it is a trip.
struct Parsed {
  var properties: [CalendarReader.ContentLine] = []
  var events: [Event] = []
  var eventCount = 0

  func first(_ name: String) -> CalendarReader.ContentLine? {
    properties.first { $0.name == name }
  }

  func trip(title fallback: String) throws(CalendarProblem) -> Trip {
    guard !events.isEmpty else { throw .noEvents }
    if let line = first("X-ITIN-START"), let start = Parsed.date(line.value),
      let exported = try exportedTrip(start: start, line: line.number)
    {
      return exported
    }
    return try readTrip(title: fallback)
  }

  /// A calendar itin-a11y exported: the trip it says, field by field.
  private func exportedTrip(start: TripDate, line: Int) throws(CalendarProblem) -> Trip? {
    guard let days = first("X-ITIN-DAYS").flatMap({ Int($0.value) }), days >= 1,
      days <= Trip.maximumDayCount
    else { return nil }
    if Trip.firstDayPastTheCalendar(start: start, dayCount: days) != nil {
      throw .pastLatestDate(line: line)
    }
    var dayList = Array(repeating: Day(), count: days)
    for line in properties where line.name == "X-ITIN-DAY" {
      let fields = CalendarReader.fields(line.value)
      guard (3...4).contains(fields.count), let number = Int(fields[0]), (1...days).contains(number)
      else { continue }
      // A day's own zone, a fourth field, when this computer knows it.
      let zone = fields.count == 4 ? fields[3] : nil
      dayList[number - 1] = Day(
        label: fields[1].isEmpty ? nil : fields[1], city: fields[2].isEmpty ? nil : fields[2],
        zone: zone.flatMap { ZoneRules.named($0)?.name })
    }
    var items: [Item] = []
    for event in events {
      guard let item = event.first("X-ITIN-ITEM").map({ CalendarReader.fields($0.value) }),
        let place = event.first("X-ITIN-PLACE")?.value.split(separator: ";"), place.count == 2,
        let day = Int(place[0]), let rank = Int(place[1]),
        let kind = Parsed.kind(item), item.count >= 3
      else { return nil }
      let when = try Parsed.when(of: event)
      items.append(
        Item(
          id: ItemID(item[0]), title: item[1], kind: kind,
          placement: Placement(day: day, sortOrder: Double(rank)), time: when.time))
    }
    let ideas = properties.filter { $0.name == "X-ITIN-IDEA" }.compactMap { line -> Idea? in
      let fields = CalendarReader.fields(line.value)
      guard fields.count >= 3, let kind = Parsed.kind(fields) else { return nil }
      return Idea(id: ItemID(fields[0]), title: fields[1], kind: kind)
    }
    let title = first("X-ITIN-TITLE").map { CalendarReader.text($0.value) } ?? "Trip"
    guard
      var trip = try? Trip(title: title, days: dayList, items: items, ideas: ideas, start: start)
    else { return nil }
    if let zone = first("X-ITIN-ZONE").map({ CalendarReader.text($0.value) }) {
      _ = try? trip.setZone(zone)
    }
    return trip
  }

  /// An item's kind from its fields: id, title, kind, then for travel its
  /// cities and anchors.
  private static func kind(_ fields: [String]) -> Item.Kind? {
    switch fields.count >= 3 ? fields[2] : "" {
    case "game": .game
    case "fixed": .fixed
    case "custom": .custom
    case "travel" where fields.count >= 7:
      .travel(
        Travel(
          from: fields[3], to: fields[4], after: fields[5].isEmpty ? nil : ItemID(fields[5]),
          before: fields[6].isEmpty ? nil : ItemID(fields[6])))
    default: nil
    }
  }

  /// Any other calendar: a day a date from the first event's to the last's.
  private func readTrip(title fallback: String) throws(CalendarProblem) -> Trip {
    var occurrences: [(when: When, title: String, order: Int)] = []
    var firsts: [TripDate] = []
    var repeating: [(event: Event, first: When, rule: String, title: String, order: Int)] = []
    for (order, event) in events.enumerated() {
      let when = try Parsed.when(of: event)
      let title = event.first("SUMMARY").map { CalendarReader.text($0.value) } ?? ""
      firsts.append(when.date)
      if let rule = event.first("RRULE")?.value {
        repeating.append((event, when, rule, title, order))
      } else {
        occurrences.append((when, title, order))
      }
    }
    guard let earliest = firsts.min(), let last = firsts.max() else { throw .noEvents }
    // The trip's dates are its events' first dates; a repeat adds the
    // days of those dates it falls on, and one without end is refused.
    for item in repeating
    where Parsed.repeats(of: item.first.date, rule: item.rule, until: item.first.date, atMost: 1)
      == nil
    {
      throw .endlessRepeat(line: item.event.line)
    }
    let span = Parsed.days(from: earliest, to: last)
    guard span < Trip.maximumDayCount else { throw .tooManyDays }
    // Each event is an item, and each repeat of it another: the repeats
    // are made only while the items stay within the bound, so a short file
    // whose rules would make millions costs what its bound does.
    var room = CalendarReader.maximumItems - events.count
    for item in repeating {
      // Its first date, and one repeat more than there is room for.
      let dates =
        Parsed.repeats(of: item.first.date, rule: item.rule, until: last, atMost: room + 2) ?? []
      for date in dates where date != item.first.date {
        room -= 1
        guard room >= 0 else { throw .tooManyItems }
        occurrences.append((When(date: date, time: item.first.time), item.title, item.order))
      }
      occurrences.append((item.first, item.title, item.order))
    }
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
    // An id is the title's slug, then `-2`, `-3`… past any taken, even
    // by another title ("Lunch 2" beside two lunches).
    var used: Set<String> = []
    var lastSuffix: [String: Int] = [:]
    // Each event's slug, made once for all its repeats.
    var slugs: [Int: String] = [:]
    var rankOfDay: [Int: Int] = [:]
    let items = occurrences.map { occurrence -> Item in
      let day = Parsed.days(from: earliest, to: occurrence.when.date) + 1
      let rank = (rankOfDay[day] ?? 0) + 1
      rankOfDay[day] = rank
      let title = occurrence.title.isEmpty ? "Event" : occurrence.title
      let slug = slugs[occurrence.order] ?? Parsed.slug(title)
      slugs[occurrence.order] = slug
      var suffix = lastSuffix[slug] ?? 0
      var id = slug
      while !used.insert(id).inserted {
        suffix = max(suffix, 1) + 1
        id = "\(slug)-\(suffix)"
      }
      lastSuffix[slug] = suffix
      return Item(
        id: ItemID(id), title: title, kind: occurrence.when.time == nil ? .custom : .fixed,
        placement: Placement(day: day, sortOrder: Double(rank)), time: occurrence.when.time)
    }
    let title =
      first("X-WR-CALNAME").map { CalendarReader.text($0.value) }
      .flatMap { TextCleaning.isBlank($0) ? nil : $0 } ?? fallback
    do {
      return try Trip(
        title: title, days: Array(repeating: Day(), count: span + 1), items: items, start: earliest)
    } catch {
      throw .noEvents
    }
  }

  /// The dates a repeat rule gives from `start`, at most up to `until`,
  /// and at most `atMost` of them: any more are never made.
  ///
  /// `nil` for a rule without end (no COUNT, no UNTIL). Daily, weekly,
  /// monthly and yearly repeats, with an interval.
  static func repeats(
    of start: TripDate, rule: String, until limit: TripDate?, atMost: Int
  ) -> [TripDate]? {
    var parts: [String: String] = [:]
    for part in rule.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1)
      if pair.count == 2 { parts[pair[0].uppercased()] = String(pair[1]) }
    }
    let count = parts["COUNT"].flatMap { Int($0) }
    let until = parts["UNTIL"].flatMap { date(String($0.prefix(8))) }
    guard count != nil || until != nil else { return nil }
    let interval = max(1, parts["INTERVAL"].flatMap { Int($0) } ?? 1)
    let frequency = parts["FREQ"]?.uppercased()
    var dates: [TripDate] = []
    var index = 0
    repeating: while dates.count < atMost {
      if let count, index >= count { break }
      // Every number comes from the file: the arithmetic reports its
      // overflow, which, like a date past the year 9999, ends the repeats.
      switch Parsed.occurrence(index, of: start, every: interval, frequency) {
      case .on(let next):
        if let until, next > until { break repeating }
        if let limit, next > limit { break repeating }
        dates.append(next)
      case .noSuchDay: break
      case .pastTheCalendar: break repeating
      }
      index += 1
    }
    return dates
  }

  /// Where the `index`th occurrence of a repeat every `interval` days,
  /// weeks (`WEEKLY`), months (`MONTHLY`) or years (`YEARLY`) from `start`
  /// falls.
  static func occurrence(
    _ index: Int, of start: TripDate, every interval: Int, _ frequency: String?
  ) -> Occurrence {
    let steps = interval.multipliedReportingOverflow(by: index)
    guard !steps.overflow else { return .pastTheCalendar }
    switch frequency {
    case "MONTHLY":
      let months = steps.partialValue.addingReportingOverflow(start.month - 1)
      guard !months.overflow, months.partialValue / 12 <= 9999 - start.year else {
        return .pastTheCalendar
      }
      let year = start.year + months.partialValue / 12
      return TripDate(year: year, month: months.partialValue % 12 + 1, day: start.day)
        .map(Occurrence.on) ?? .noSuchDay
    case "YEARLY":
      guard steps.partialValue <= 9999 - start.year else { return .pastTheCalendar }
      return TripDate(year: start.year + steps.partialValue, month: start.month, day: start.day)
        .map(Occurrence.on) ?? .noSuchDay
    default:
      let days = steps.partialValue.multipliedReportingOverflow(by: frequency == "WEEKLY" ? 7 : 1)
      guard !days.overflow, let date = start.adding(days: days.partialValue) else {
        return .pastTheCalendar
      }
      return .on(date)
    }
  }

  /// Where an occurrence of a repeat falls.
  enum Occurrence {
    /// On this date.
    case on(TripDate)
    /// On a day the calendar does not have, such as February 30: skipped.
    case noSuchDay
    /// After the year 9999, where this and every later occurrence would be.
    case pastTheCalendar
  }

  /// When an event is: its DTSTART, a date or a date and time.
  ///
  /// A time with a TZID is written in the local time of that zone, where
  /// the event happens, and is taken as it is; a time in UTC or a floating
  /// one is kept as written.
  static func when(of event: Event) throws(CalendarProblem) -> When {
    guard let start = event.first("DTSTART") else { throw .eventWithoutDate(line: event.line) }
    let value = start.value
    guard let date = date(String(value.prefix(8))) else { throw .badDate(line: start.number) }
    // An event on the calendar's last day would end in the year 10000.
    guard date <= TripDate.latestTripDay else { throw .pastLatestDate(line: start.number) }
    if start.parameters["VALUE"]?.uppercased() == "DATE" || value.count == 8 {
      return When(date: date, time: nil)
    }
    let clock = value.dropFirst(9)
    guard value.count >= 15, value.dropFirst(8).first == "T",
      let hour = Int(clock.prefix(2)), let minute = Int(clock.dropFirst(2).prefix(2)),
      let time = ClockTime(hour: hour, minute: minute)
    else { throw .badDate(line: start.number) }
    // With a TZID the time written is already the local time where the
    // event happens; in UTC or floating, it is kept as written.
    return When(date: date, time: time)
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
