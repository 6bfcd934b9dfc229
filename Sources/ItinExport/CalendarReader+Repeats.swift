import ItineraryCore

/// The dates a repeating event falls on.
extension Parsed {
  /// The dates a repeat rule gives from `start`, at most up to `until`,
  /// and at most `atMost` of them: any more are never made.
  ///
  /// `nil` for a rule without end (no COUNT, no UNTIL), unless `endless`
  /// asks for its dates up to `limit`. Daily, weekly,
  /// monthly and yearly repeats, with an interval.
  static func repeats(
    of start: TripDate, rule: String, until limit: TripDate?, atMost: Int, endless: Bool = false
  ) -> [TripDate]? {
    var parts: [String: String] = [:]
    for part in rule.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1)
      if pair.count == 2 { parts[pair[0].uppercased()] = String(pair[1]) }
    }
    let count = parts["COUNT"].flatMap { Int($0) }
    let until = parts["UNTIL"].flatMap { date(String($0.prefix(8))) }
    // A repeat without end is made only when asked, up to `limit`.
    guard count != nil || until != nil || (endless && limit != nil) else { return nil }
    let interval = max(1, parts["INTERVAL"].flatMap { Int($0) } ?? 1)
    let frequency = parts["FREQ"]?.uppercased()
    if frequency == "WEEKLY", let byDay = parts["BYDAY"], let weekdays = Parsed.weekdays(byDay) {
      return weekly(
        from: start, on: weekdays, every: interval, count: count,
        until: [until, limit].compactMap { $0 }.min(), atMost: atMost)
    }
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

  /// The ISO weekdays (1 Monday to 7 Sunday) of a `BYDAY` list such as
  /// `MO,WE,FR`; `nil` when a day has a number before it (`2SA`, the
  /// second Saturday), which only a monthly or yearly repeat has.
  static func weekdays(_ list: String) -> Set<Int>? {
    let codes = ["MO": 1, "TU": 2, "WE": 3, "TH": 4, "FR": 5, "SA": 6, "SU": 7]
    var days: Set<Int> = []
    for code in list.uppercased().split(separator: ",") {
      guard let day = codes[String(code)] else { return nil }
      days.insert(day)
    }
    return days.isEmpty ? nil : days
  }

  /// The dates of a weekly repeat on some days of the week (`BYDAY`), every
  /// `interval` weeks from the week of `start` (weeks start on Monday, as
  /// RFC 5545 has them unless `WKST` says otherwise), from `start` on, up
  /// to `count` of them, up to `until`, and at most `atMost`.
  static func weekly(
    from start: TripDate, on weekdays: Set<Int>, every interval: Int, count: Int?,
    until: TripDate?, atMost: Int
  ) -> [TripDate] {
    let days = weekdays.sorted()
    var dates: [TripDate] = []
    let weekLength = interval.multipliedReportingOverflow(by: 7)
    guard !weekLength.overflow, let monday = start.adding(days: 1 - start.weekday) else {
      return dates
    }
    var week = 0
    while dates.count < atMost {
      // Every number comes from the file: an overflow ends the repeats.
      let offset = week.multipliedReportingOverflow(by: weekLength.partialValue)
      guard !offset.overflow, let weekStart = monday.adding(days: offset.partialValue) else {
        break
      }
      for day in days {
        guard let date = weekStart.adding(days: day - 1) else { return dates }
        if date < start { continue }
        if let until, date > until { return dates }
        if let count, dates.count >= count { return dates }
        guard dates.count < atMost else { return dates }
        dates.append(date)
      }
      week += 1
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
}
