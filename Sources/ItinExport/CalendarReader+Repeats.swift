import CICal
import ItineraryCore

/// A moment of a repeating event in its own local time: a date, and for
/// an event at a time, the time.
struct Occasion: Hashable {
  var date: TripDate
  var time: ClockTime?

  /// The instant a date and time written in UTC name (`…T140000Z`).
  static func instant(ofUTC date: TripDate, _ time: ClockTime) -> Int64 {
    Occasion(date: date, time: time).seconds
  }

  /// The occasion as seconds from 1970-01-01 on its own clock: for the
  /// distance between two occasions in one local time, and their order.
  var seconds: Int64 {
    Int64(date.dayNumber) * 86_400 + Int64((time?.hour ?? 0) * 3600 + (time?.minute ?? 0) * 60)
  }
}

extension Occasion {
  /// The occasion `seconds` names on its own clock: at a time when
  /// `timed`, else its date alone.
  init?(seconds: Int64, timed: Bool) {
    let days = seconds.dividedRoundingDown(by: 86_400)
    let minutes = Int(seconds - days * 86_400) / 60
    guard let date = TripDate.epoch.adding(days: Int(days)) else { return nil }
    self.init(
      date: date, time: timed ? ClockTime(hour: minutes / 60, minute: minutes % 60) : nil)
  }
}

/// The occasions a repeating event falls on, as libical expands its rule.
extension Parsed {
  /// The occasions a repeat rule (`RRULE`) gives from `start`, at most up
  /// to `limit`, and at most `atMost` of them: any more are never made.
  ///
  /// libical, the field's iCalendar library, expands the rule: every
  /// frequency from hourly to yearly, with its interval and every `BY`
  /// part (`BYDAY=2TH` the second Thursday, `BYMONTHDAY`, `BYMONTH`,
  /// `BYSETPOS`, …), in the event's own local time, as RFC 5545 has it.
  /// An `UNTIL` in UTC is first put in that local time (`local`), so that
  /// it is compared with each occasion's time, not its date alone.
  ///
  /// `nil` for a rule without end (no `COUNT`, no `UNTIL`), unless
  /// `endless` asks for its occasions up to `limit`. A rule libical cannot
  /// read, or one that repeats more often than hourly (an event every
  /// minute is no plan), gives none: the event is on its first date alone.
  ///
  /// With `earliest`, the occasions before it are passed over, and not
  /// counted in `atMost`: a rule without a count starts there at once.
  static func repeats(
    of start: Occasion, rule: String, from earliest: TripDate? = nil, until limit: TripDate?,
    atMost: Int, endless: Bool = false, local: (Int64) -> Occasion
  ) -> [Occasion]? {
    var recur = icalrecurrencetype_from_string(rule)
    guard recur.freq != ICAL_NO_RECURRENCE else { return [] }
    let hasCount = recur.count > 0
    let hasUntil = icaltime_is_null_time(recur.until) == 0
    // A repeat without end is made only when asked, up to `limit`.
    guard hasCount || hasUntil || (endless && limit != nil) else { return nil }
    guard recur.freq != ICAL_SECONDLY_RECURRENCE, recur.freq != ICAL_MINUTELY_RECURRENCE else {
      return []
    }
    if hasUntil {
      recur.until = Parsed.untilInLocalTime(recur.until, start: start, local: local)
    } else if !hasCount, let limit {
      // An endless repeat, cut at `limit`'s end.
      recur.until = Parsed.icalTime(Occasion(date: limit, time: ClockTime(hour: 23, minute: 59)))
      recur.until.second = 59
      recur.until.is_date = start.time == nil ? 1 : 0
    }
    guard let iterator = icalrecur_iterator_new(recur, Parsed.icalTime(start)) else { return [] }
    defer { icalrecur_iterator_free(iterator) }
    if let earliest, earliest > start.date, !hasCount {
      var from = Parsed.icalTime(Occasion(date: earliest, time: start.time))
      from.is_date = start.time == nil ? 1 : 0
      _ = icalrecur_iterator_set_start(iterator, from)
    }
    var occasions: [Occasion] = []
    // Occasions passed over before `earliest` are bounded too: a count of
    // a billion is never walked through.
    var passedOver = 0
    while occasions.count < atMost, passedOver < Parsed.mostPassedOver {
      let next = icalrecur_iterator_next(iterator)
      guard icaltime_is_null_time(next) == 0,
        let date = TripDate(year: Int(next.year), month: Int(next.month), day: Int(next.day))
      else { break }
      if let limit, date > limit { break }
      if let earliest, date < earliest {
        passedOver += 1
        continue
      }
      let time = start.time == nil ? nil : ClockTime(hour: Int(next.hour), minute: Int(next.minute))
      occasions.append(Occasion(date: date, time: time))
    }
    return occasions
  }

  /// The occasions of several rules, each once, in the order of time.
  ///
  /// RFC 2445 let an event have more than one `RRULE`, and some calendars
  /// still write them. `nil` when one is without end and not asked to be
  /// cut, as ``repeats(of:rule:from:until:atMost:endless:local:)``.
  static func repeats(
    of start: Occasion, rules: [String], from earliest: TripDate? = nil, until limit: TripDate?,
    atMost: Int, endless: Bool = false, local: (Int64) -> Occasion
  ) -> [Occasion]? {
    var all: [Occasion] = []
    for rule in rules {
      guard
        let made = repeats(
          of: start, rule: rule, from: earliest, until: limit, atMost: atMost, endless: endless,
          local: local)
      else { return nil }
      all += made
    }
    guard rules.count > 1 else { return all }
    var seen: Set<Occasion> = []
    let sorted = all.sorted { $0.seconds < $1.seconds }
    return Array(sorted.filter { seen.insert($0).inserted }.prefix(atMost))
  }

  /// The most occasions a repeat passes over before the dates asked for.
  static let mostPassedOver = 1_000_000

  /// A rule's `UNTIL` in the event's own local time, in the form its start
  /// has: a date for an all-day event, else a time (the end of its day
  /// for a date alone).
  static func untilInLocalTime(
    _ until: icaltimetype, start: Occasion, local: (Int64) -> Occasion
  ) -> icaltimetype {
    guard let date = TripDate(year: Int(until.year), month: Int(until.month), day: Int(until.day))
    else { return until }
    var occasion = Occasion(date: date, time: nil)
    var second: Int32 = 0
    if until.is_date == 0 {
      let written = ClockTime(hour: Int(until.hour), minute: Int(until.minute))
      occasion.time = written
      second = until.second
      if icaltime_is_utc(until) != 0, let written {
        occasion = local(Occasion.instant(ofUTC: date, written))
      }
    }
    if start.time == nil {
      occasion.time = nil
    } else if occasion.time == nil {
      occasion.time = ClockTime(hour: 23, minute: 59)
      second = 59
    }
    var converted = icalTime(occasion)
    converted.second = second
    return converted
  }

  /// An occasion as libical's time, floating (no zone): a date alone for
  /// an all-day event.
  static func icalTime(_ occasion: Occasion) -> icaltimetype {
    var time = icaltime_null_time()
    time.year = Int32(occasion.date.year)
    time.month = Int32(occasion.date.month)
    time.day = Int32(occasion.date.day)
    if let clock = occasion.time {
      time.hour = Int32(clock.hour)
      time.minute = Int32(clock.minute)
      time.is_date = 0
    } else {
      time.is_date = 1
    }
    return time
  }
}
