import ItineraryCore

/// The time zones of a calendar: a `VTIMEZONE` for each zone a timed item
/// is in, made from the system's zone data for the trip's dates.
extension ICalendar {
  /// The zones of the days that hold a timed item, each once, in the
  /// order of the days: the zones the events' `TZID`s name.
  var zonesInUse: [ZoneRules] {
    var names: [String] = []
    var seen: Set<String> = []
    for day in 1...max(trip.dayCount, 1) where trip.hasDay(day) {
      guard let name = trip.zone(ofDay: day), !seen.contains(name),
        trip.items(onDay: day).contains(where: { $0.time != nil })
      else { continue }
      seen.insert(name)
      names.append(name)
    }
    return names.compactMap(ZoneRules.named)
  }

  /// Writes a zone's `VTIMEZONE`: the observance in force when the trip
  /// begins, from the change that started it, then each change until the
  /// day after the trip ends, with its offsets before and after and its
  /// abbreviation.
  func timeZone(_ zone: ZoneRules, into file: inout Lines) {
    // From the day before the trip to the day after it, in UTC.
    let first = Int64(start.dayNumber - 1) * 86_400
    let last = Int64(start.dayNumber + trip.dayCount + 1) * 86_400
    file.line("BEGIN:VTIMEZONE")
    file.line("TZID:", text: zone.name)
    file.line("X-LIC-LOCATION:", text: zone.name)
    // The change before the trip that set the offset it begins in: looked
    // for over the last fifty years, else the offset since 1970.
    let inForce = zone.offset(atUTC: first)
    if let before = zone.transitions(from: first - 50 * 366 * 86_400, to: first).last {
      observance(before, in: zone, into: &file)
    } else {
      observance(
        ZoneTransition(at: 0, from: inForce, to: inForce), in: zone, into: &file)
    }
    for change in zone.transitions(from: first, to: last) {
      observance(change, in: zone, into: &file)
    }
    file.line("END:VTIMEZONE")
  }

  /// One `STANDARD` or `DAYLIGHT` observance: from the local time of the
  /// change (in the offset before it), the offsets either side, the name.
  private func observance(_ change: ZoneTransition, in zone: ZoneRules, into file: inout Lines) {
    let kind = change.to.isDaylight ? "DAYLIGHT" : "STANDARD"
    file.line("BEGIN:" + kind)
    file.line("DTSTART:" + ICalendar.localDateTime(change.at + Int64(change.from.seconds)))
    file.line("TZOFFSETFROM:" + ICalendar.offset(change.from.seconds))
    file.line("TZOFFSETTO:" + ICalendar.offset(change.to.seconds))
    if !change.to.abbreviation.isEmpty { file.line("TZNAME:", text: change.to.abbreviation) }
    file.line("END:" + kind)
  }

  /// A DATE-TIME of local time, `20270328T010000`, from seconds since
  /// 1970 read as local.
  static func localDateTime(_ local: Int64) -> String {
    let days = local.dividedRoundingDown(by: 86_400)
    let seconds = Int(local - days * 86_400)
    let date = TripDate.epoch.adding(days: Int(days)) ?? .epoch
    return ICalendar.date(date) + "T" + pad(seconds / 3600, 2) + pad(seconds / 60 % 60, 2)
      + pad(seconds % 60, 2)
  }

  /// A UTC-OFFSET value: `+0100`, `-0330`, `+053000` when it has seconds.
  static func offset(_ seconds: Int) -> String {
    let size = abs(seconds)
    let text = (seconds < 0 ? "-" : "+") + pad(size / 3600, 2) + pad(size / 60 % 60, 2)
    return size % 60 == 0 ? text : text + pad(size % 60, 2)
  }
}
