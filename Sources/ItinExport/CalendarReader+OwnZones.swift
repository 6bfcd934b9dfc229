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
    guard let zone = DefinedZone(definition) else { return nil }
    let offset = zone.offset(atUTC:)
    // Noon of each day: a change of the clocks on another day shows.
    let noons = days.map { Int64($0) * 86_400 + 43_200 }
    let theirs = noons.map { offset($0) }
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

  /// The rules `definition` (a `VTIMEZONE`'s lines) gives, as libical
  /// reads it.
  ///
  /// Over `days` (day numbers from 1970-01-01): its offset at noon each
  /// day, and each change between, found to the second. Before the days
  /// its first offset holds, after them its last.
  ///
  /// For a zone no zone of the system keeps (Microsoft's rules for a
  /// country before it changed them): its times are converted with the
  /// file's own rules, into a zone the system knows (``nearest(to:days:named:in:)``).
  /// `nil` when libical cannot read the definition.
  static func rules(of definition: [String], named name: String, days: ClosedRange<Int>)
    -> ZoneRules?
  {
    guard let zone = DefinedZone(definition) else { return nil }
    let offsets = { (instant: Int64) -> ZoneOffset in
      let (seconds, daylight) = zone.offsetAndDaylight(atUTC: instant)
      return ZoneOffset(seconds: seconds, isDaylight: daylight, abbreviation: "")
    }
    var noon = Int64(days.lowerBound) * 86_400 + 43_200
    let initial = offsets(noon)
    var before = initial
    var changes: [(at: Int64, offset: ZoneOffset)] = []
    for _ in days.dropFirst() {
      let next = noon + 86_400
      let after = offsets(next)
      if after.seconds != before.seconds {
        // The first second at which the offset is the new one.
        var low = noon
        var high = next
        while high - low > 1 {
          let middle = low + (high - low) / 2
          if offsets(middle).seconds == before.seconds { low = middle } else { high = middle }
        }
        changes.append((at: high, offset: after))
      }
      before = after
      noon = next
    }
    return ZoneRules(definedAs: name, initial: initial, changes: changes)
  }

  /// The zone of the system nearest to `own`, a zone a calendar defines
  /// for itself: the one `named` gives (the location its definition
  /// names, or the zone a Windows name stands for) when that has the same
  /// offset on most `days`, else the zone among those Windows names stand
  /// for that has it on the most, else UTC.
  ///
  /// A trip's zone must be one the system knows; its times, converted from
  /// the file's own rules, are the instants the file means, on that
  /// zone's clock.
  static func nearest(
    to own: ZoneRules, days: ClosedRange<Int>, named hints: [String], in lookup: ZoneLookup
  ) -> ZoneRules? {
    let noons = stride(from: days.lowerBound, through: days.upperBound, by: 7).map {
      Int64($0) * 86_400 + 43_200
    }
    let theirs = noons.map { own.offset(atUTC: $0).seconds }
    let agreeing = { (rules: ZoneRules) in
      zip(noons, theirs).count { rules.offset(atUTC: $0).seconds == $1 }
    }
    for hint in hints {
      if let rules = lookup.rules(named: hint), agreeing(rules) * 2 > noons.count { return rules }
    }
    var best: (rules: ZoneRules, count: Int)?
    for name in WindowsZones.zones {
      guard let rules = lookup.rules(named: name) else { continue }
      let count = agreeing(rules)
      if count > best?.count ?? 0 { best = (rules, count) }
    }
    return best?.rules ?? lookup.rules(named: "UTC")
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

/// A `VTIMEZONE` as libical reads it: its offset from UTC at any instant.
final class DefinedZone {
  private let zone: OpaquePointer

  /// The zone `definition`'s lines define; `nil` when libical cannot
  /// read them as one.
  init?(_ definition: [String]) {
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
    self.zone = zone
  }

  deinit { icaltimezone_free(zone, 1) }

  /// The offset from UTC, in seconds, at an instant in UTC.
  func offset(atUTC instant: Int64) -> Int { offsetAndDaylight(atUTC: instant).seconds }

  /// The offset from UTC, in seconds, at an instant in UTC, and whether
  /// it is the definition's daylight time.
  func offsetAndDaylight(atUTC instant: Int64) -> (seconds: Int, daylight: Bool) {
    let day = instant.dividedRoundingDown(by: 86_400)
    guard let date = TripDate.epoch.adding(days: Int(day)) else { return (.min, false) }
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
    let offset = Int(icaltimezone_get_utc_offset_of_utc_time(zone, &time, &daylight))
    return (offset, daylight != 0)
  }
}
