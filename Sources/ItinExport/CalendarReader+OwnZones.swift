import CICal
import ItineraryCore

/// A zone a calendar defines under a name of its own (`US-Eastern`, an
/// Outlook display name, "Mitteleuropäische Zeit"), found among the zones
/// the world's Windows names stand for by what its rules give.
///
/// libical reads the calendar's `VTIMEZONE`; the first zone of the system's
/// zone data whose offsets are the same on every day of the calendar's
/// dates, and at every change of its clocks, is the one its times are in.
/// The trip then has a zone the system knows, and every time is converted
/// with the system's rules, as a named zone's are.
enum OwnZones {
  /// The most zones of its own a calendar has compared: past these, a
  /// zone the system does not know by name is kept as written.
  static let mostCompared = 16

  /// The zone whose offsets are those `definition` (a `VTIMEZONE`'s lines)
  /// gives over `days` (day numbers from 1970-01-01), or `nil` when none
  /// of the zones Windows names stand for agrees, or libical cannot read
  /// the definition.
  ///
  /// Before the definition's first observance (its earliest `DTSTART`) it
  /// says nothing, and libical's offset there is a guess: the days compared
  /// start there. One with no rule (`RRULE`), only changes on given dates,
  /// says nothing past its last change either: they end a day after it
  /// (one with a single observance, a fixed offset, holds for ever).
  static func match(_ definition: [String], days asked: ClosedRange<Int>, in lookup: ZoneLookup)
    -> ZoneRules?
  {
    let changes = definition.compactMap { line -> Int? in
      guard line.hasPrefix("DTSTART") else { return nil }
      let value = line.split(separator: ":", maxSplits: 1).last.map(String.init) ?? ""
      return Parsed.date(String(value.prefix(8)))?.dayNumber
    }
    let first = max(asked.lowerBound, changes.min() ?? asked.lowerBound)
    var last = asked.upperBound
    if changes.count > 1, !definition.contains(where: { $0.hasPrefix("RRULE") }),
      let changed = changes.max()
    {
      last = min(last, changed + 1)
    }
    guard first <= last else { return nil }
    let days = first...last
    let text = definition.joined(separator: "\r\n") + "\r\n"
    guard let component = icalparser_parse_string(text) else { return nil }
    guard icalcomponent_isa(component) == ICAL_VTIMEZONE_COMPONENT, let zone = icaltimezone_new()
    else {
      icalcomponent_free(component)
      return nil
    }
    guard icaltimezone_set_component(zone, component) != 0 else {
      icaltimezone_free(zone, 0)
      icalcomponent_free(component)
      return nil
    }
    // The zone owns the component now, and frees it with itself.
    defer { icaltimezone_free(zone, 1) }
    let offset = { (instant: Int64) -> Int in
      let day = instant.dividedRoundingDown(by: 86_400)
      guard let date = TripDate.epoch.adding(days: Int(day)) else { return .min }
      let seconds = Int32(instant - day * 86_400)
      var time = icaltime_null_time()
      time.year = Int32(date.year)
      time.month = Int32(date.month)
      time.day = Int32(date.day)
      time.hour = seconds / 3600
      time.minute = seconds / 60 % 60
      time.second = seconds % 60
      time.zone = icaltimezone_get_utc_timezone()
      var daylight: Int32 = 0
      return Int(icaltimezone_get_utc_offset_of_utc_time(zone, &time, &daylight))
    }
    // Noon of each day: a change of the clocks on another day shows.
    let noons = days.map { Int64($0) * 86_400 + 43_200 }
    let theirs = noons.map(offset)
    let from = Int64(days.lowerBound) * 86_400
    let to = Int64(days.upperBound + 1) * 86_400
    for name in WindowsZones.zones {
      guard let rules = lookup.rules(named: name),
        zip(noons, theirs).allSatisfy({ rules.offset(atUTC: $0).seconds == $1 })
      else { continue }
      // Each change at the same instant: a second before it and at it.
      let changes = rules.transitions(from: from, to: to)
      if changes.allSatisfy({
        offset($0.at - 1) == $0.from.seconds && offset($0.at) == $0.to.seconds
      }) {
        return rules
      }
    }
    return nil
  }

  /// The days to compare a calendar's own zone over: a year either side
  /// of its events' dates, at most 3,000 days.
  static func days(of calendar: Parsed) -> ClosedRange<Int>? {
    var first: Int?
    var last: Int?
    for event in calendar.events {
      guard let value = event.first("DTSTART")?.value,
        let date = Parsed.date(String(value.prefix(8)))
      else { continue }
      first = min(first ?? date.dayNumber, date.dayNumber)
      last = max(last ?? date.dayNumber, date.dayNumber)
    }
    guard let first, let last else { return nil }
    return (first - 366)...min(last + 366, first - 366 + 3000)
  }
}
