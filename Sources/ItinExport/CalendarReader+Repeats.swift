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
}
