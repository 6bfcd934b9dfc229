import Foundation
import ItineraryCore

/// A start as the calendar writes it: its date, its time unless all day,
/// and the zone its time is in.
struct Written: Hashable {
  /// The zone a time is written in.
  enum Zone: Hashable {
    /// No zone: the same clock time wherever one is.
    case floating
    /// UTC, a time ending `Z`.
    case utc
    /// The zone a `TZID` names, as written.
    case named(String)
  }

  var date: TripDate
  var time: ClockTime?
  var zone: Zone

  /// The same start `days` later, for the nights of a stay.
  func later(by days: Int) -> Written {
    guard days > 0, let date = date.adding(days: days) else { return self }
    var later = self
    later.date = date
    return later
  }
}

/// The zones of a calendar: the one its trip's times are in, and each
/// zone its events name, found in the system's zone data.
struct ZoneReading {
  /// The zone the trip's times are put in: the calendar's own
  /// (`X-WR-TIMEZONE`, else its first `VTIMEZONE`), else the first event's,
  /// else UTC when a time is written in UTC; `nil` when every time floats.
  let tripZone: String?
  private let trip: ZoneRules?
  /// The zone each `TZID` written names, or `nil` for one this computer
  /// does not know: each looked up once.
  private let byID: [String: ZoneRules?]

  init(calendar: Parsed, lookup: ZoneLookup) {
    let locations = Dictionary(
      calendar.timeZones.compactMap { zone in zone.location.map { (zone.id, $0) } },
      uniquingKeysWith: { first, _ in first })
    // A zone the file defines under a name of its own: its definition,
    // and the days to compare it over.
    // Each is compared with the system's zones once, and only the first
    // few: a file of thousands of made-up zones costs what a few do.
    // One that no zone of the system keeps is read as the file defines
    // it, and its times converted into the nearest zone the system knows.
    let days = OwnZones.days(of: calendar)
    var compared = 0
    let defined = { (id: String) -> ZoneRules? in
      let trimmed = id.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
      let definition = calendar.zoneDefinitions[id] ?? calendar.zoneDefinitions[trimmed]
      guard let days, let definition, compared < OwnZones.mostCompared else { return nil }
      compared += 1
      if let match = OwnZones.match(definition, days: days, in: lookup) { return match }
      return OwnZones.rules(of: definition, named: trimmed, days: days)
    }
    var byID: [String: ZoneRules?] = [:]
    var firstNamed: String?
    var anyUTC = false
    for event in calendar.events {
      for line in event.properties
      where ["DTSTART", "RDATE", "RECURRENCE-ID", "EXDATE"].contains(line.name) {
        if line.value.hasSuffix("Z"), line.name == "DTSTART" || line.name == "RDATE" {
          anyUTC = true
        }
        guard let id = line.parameters["TZID"] else { continue }
        if byID[id] == nil {
          byID[id] = ZoneReading.resolve(id, locations: locations, own: defined, in: lookup)
        }
        if firstNamed == nil, line.name == "DTSTART", byID[id] ?? nil != nil { firstNamed = id }
      }
    }
    let own =
      calendar.first("X-WR-TIMEZONE").flatMap {
        ZoneReading.resolve(
          CalendarReader.text($0.value), locations: locations, own: defined, in: lookup)
      }
      ?? calendar.timeZones.lazy.compactMap {
        ZoneReading.resolve($0.id, locations: locations, own: defined, in: lookup)
      }
      .first
    var zone =
      own ?? firstNamed.flatMap { byID[$0] ?? nil } ?? (anyUTC ? ZoneRules.named("UTC") : nil)
    // A zone read by the file's own rules is one the system does not know
    // by its name: a name it knows is found before the file's rules.
    if let found = zone, lookup.rules(named: found.name) == nil, let days {
      let hints = [locations[found.name], WindowsZones.zone(for: found.name)].compactMap { $0 }
      zone = OwnZones.nearest(to: found, days: days, named: hints, in: lookup)
    }
    self.trip = zone
    self.tripZone = zone?.name
    self.byID = byID
  }

  /// The zone a `TZID` names.
  ///
  /// An IANA name; a Windows name (by CLDR's table); the location its `VTIMEZONE` gives; the IANA name at the end
  /// of a path (`/freeassociation.sourceforge.net/Europe/Lisbon`); or a
  /// name in any case, or a city. `nil` when it is none of these, or a
  /// file of the zone data that is no zone (`localtime`, `right/…`). Each
  /// name is looked for in the system's zone data once (`lookup`).
  static func resolve(
    _ written: String, locations: [String: String], own: (String) -> ZoneRules? = { _ in nil },
    in lookup: ZoneLookup
  ) -> ZoneRules? {
    let id = written.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    // A file of the zone data that is no zone, even at the end of a path.
    guard !id.isEmpty, !ZoneRules.isNotAZone(id) else { return nil }
    if let rules = lookup.rules(named: id) { return rules }
    if let name = WindowsZones.zone(for: id), let rules = lookup.rules(named: name) {
      return rules
    }
    if let location = locations[written] ?? locations[id], location != id,
      let rules = lookup.rules(named: location)
    {
      return rules
    }
    let parts = id.split(separator: "/")
    for count in stride(from: min(3, parts.count - 1), through: 1, by: -1) {
      if let rules = lookup.rules(named: parts.suffix(count).joined(separator: "/")) {
        return rules
      }
    }
    if let found = lookup.resolve(id).flatMap(lookup.rules(named:)) { return found }
    // `Europe_Berlin`, `America_New_York`: the first underscore is the
    // slash of an IANA name.
    if let underscore = id.firstIndex(of: "_"),
      let rules = lookup.rules(
        named: id.replacingCharacters(in: underscore...underscore, with: "/"))
    {
      return rules
    }
    // `IndianReunion`: a region and a city run together.
    let capitals = id.indices.filter { id[$0].isUppercase }
    if capitals.count == 2, capitals[0] == id.startIndex, id.allSatisfy(\.isLetter),
      let rules = lookup.rules(named: id[..<capitals[1]] + "/" + id[capitals[1]...])
    {
      return rules
    }
    return own(written)
  }

  /// The local time in `zone` of an instant in UTC.
  ///
  /// It is for a repeat's end or an exception written in UTC, compared
  /// with the event's own times. A floating time, or one in a zone not
  /// known, is taken as UTC's.
  func local(atUTC instant: Int64, as zone: Written.Zone) -> Occasion {
    var rules = ZoneRules.named("UTC")
    if case .named(let id) = zone, let known = byID[id] ?? nil { rules = known }
    if let local = rules?.local(atUTC: instant) {
      return Occasion(date: local.date, time: local.time)
    }
    return Occasion(seconds: instant, timed: true)
      ?? Occasion(date: .epoch, time: ClockTime(hour: 0, minute: 0))
  }

  /// A time as written (a `RECURRENCE-ID`), as the occasion it names in
  /// `zone`, the series' own.
  ///
  /// One in UTC or in another known zone is put in `zone`'s local time;
  /// a date alone, a floating time, or one in a zone not known, as
  /// written.
  func occasion(of written: Written, as zone: Written.Zone) -> Occasion {
    let asWritten = Occasion(date: written.date, time: written.time)
    guard let time = written.time, written.zone != zone else { return asWritten }
    let seconds = Occasion.instant(ofUTC: written.date, time)
    switch written.zone {
    case .floating: return asWritten
    case .utc: return local(atUTC: seconds, as: zone)
    case .named(let id):
      guard let rules = byID[id] ?? nil else { return asWritten }
      return local(atUTC: rules.instant(of: written.date, time), as: zone)
    }
  }

  /// A time as written (a `RECURRENCE-ID`, an edit's start), as the
  /// occasion it names in the series that starts at `series`: in the
  /// series' local time, or, for a series of all-day events, its date as
  /// written, whatever its time.
  func occasion(of written: Written, inSeriesOf series: Written) -> Occasion {
    guard series.time != nil else { return Occasion(date: written.date, time: nil) }
    return occasion(of: written, as: series.zone)
  }

  /// When a start falls in the trip's zone, said nowhere.
  func convert(_ written: Written) -> When {
    var notes = CalendarNotes()
    return convert(written, notes: &notes)
  }

  /// When a start falls in the trip's zone.
  ///
  /// A time in another zone or in UTC is converted to the same instant there, which may be on another
  /// date; a floating time, or one in a zone not known, as written. Each
  /// time converted or kept as written is counted in `notes`.
  func convert(_ written: Written, notes: inout CalendarNotes) -> When {
    let asWritten = When(date: written.date, time: written.time)
    guard let time = written.time else { return asWritten }
    let source: ZoneRules
    let sourceName: String
    switch written.zone {
    case .floating: return asWritten
    case .utc:
      guard let utc = ZoneRules.named("UTC") else { return asWritten }
      source = utc
      sourceName = "UTC"
    case .named(let id):
      guard let known = byID[id] ?? nil else {
        notes.keptAsWritten += 1
        if !notes.unknownZones.contains(id) { notes.unknownZones.append(id) }
        return asWritten
      }
      source = known
      sourceName = id.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    }
    guard let trip else { return asWritten }
    // In the trip's own zone, a time the clocks skip (2:30 as they go
    // forward at 2:00) is the time it names, an hour on (3:30), as RFC 5545
    // reads it: not a conversion, and not said as one.
    guard trip.name != source.name else {
      guard let local = trip.local(atUTC: trip.instant(of: written.date, time)) else {
        return asWritten
      }
      return When(date: local.date, time: local.time)
    }
    guard let local = trip.local(atUTC: source.instant(of: written.date, time)) else {
      return asWritten
    }
    notes.converted += 1
    if !notes.convertedFrom.contains(sourceName) { notes.convertedFrom.append(sourceName) }
    return When(date: local.date, time: local.time)
  }
}
