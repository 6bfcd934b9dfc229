import Foundation

/// A time zone's rules, read from the system's zone data: the files of the
/// IANA time zone database (TZif, RFC 8536) under `/usr/share/zoneinfo`,
/// or the folder `TZDIR` names.
///
/// A trip's zone, and a day's, is an IANA name such as `Europe/Lisbon`;
/// these rules turn its local times into instants and back, and give the
/// changes of offset a calendar's `VTIMEZONE` lists. Past the file's last
/// change the rule at its end (a POSIX `TZ` string) gives the rest.
public struct ZoneRules: Hashable, Sendable {
  /// The zone's IANA name, as its file is named: `Europe/Lisbon`.
  public let name: String
  /// The instants, in seconds since 1970 in UTC, at which the offset
  /// changes, in order, each with the offset from then on.
  let changes: [(at: Int64, offset: ZoneOffset)]
  /// The offset before the first change.
  let initial: ZoneOffset
  /// The rule past the last change, when the file gives one.
  let rule: PosixRule?

  /// The rules of the zone named `name`, read from the system's zone
  /// data; `nil` when there is no such zone, the name is not one (an
  /// empty part, `..`, a character a zone's name never has), its file is
  /// not zone data, or it is a file of the zone data that is no zone
  /// (`localtime`, `Factory`, `posixrules`, `posix/…`, `right/…`).
  ///
  /// Each name's file is read once, whether there is a zone or not, and
  /// remembered (`ZoneLookup`).
  public static func named(_ name: String) -> ZoneRules? {
    ZoneLookup.shared.rules(named: name)
  }

  /// The rules of the zone named `name`, read from its file in `folder`
  /// now, as ``named(_:)`` finds them.
  static func read(_ name: String, in folder: String) -> ZoneRules? {
    guard isWellFormed(name) else { return nil }
    let path = folder + "/" + name
    guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else {
      return nil
    }
    return ZoneRules(name: name, tzif: [UInt8](data))
  }

  /// The folder of the system's zone data: `TZDIR`, else
  /// `/usr/share/zoneinfo`.
  public static var directory: String {
    if let folder = ProcessInfo.processInfo.environment["TZDIR"], !folder.isEmpty {
      return folder
    }
    return "/usr/share/zoneinfo"
  }

  /// Whether `name` names a file of the zone data that is no zone.
  ///
  /// `localtime` (this computer's own zone, another on the next),
  /// `Factory`, `posixrules`, and the copies under `posix/` and `right/`
  /// (the last counting leap seconds, which no clock does). In any case,
  /// as a file system may find them.
  package static func isNotAZone(_ name: String) -> Bool {
    let name = name.lowercased()
    return ["localtime", "factory", "posixrules"].contains(name) || name.hasPrefix("posix/")
      || name.hasPrefix("right/")
  }

  /// Whether `name` could name a zone: parts of letters, digits, `_`, `-`,
  /// `+` and `.` between slashes, none empty and none `.` or `..`.
  static func isWellFormed(_ name: String) -> Bool {
    guard !name.isEmpty, name.utf8.count <= 100 else { return false }
    for part in name.split(separator: "/", omittingEmptySubsequences: false) {
      guard !part.isEmpty, part != ".", part != "..",
        part.unicodeScalars.allSatisfy({ scalar in
          scalar.isASCII
            && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
              || ("0"..."9").contains(scalar) || "_-+.".unicodeScalars.contains(scalar))
        })
      else { return false }
    }
    return true
  }

  /// The offset from UTC, and its abbreviation, at an instant (seconds
  /// since 1970 in UTC).
  public func offset(atUTC instant: Int64) -> ZoneOffset {
    guard let last = changes.last else { return rule?.offset(atUTC: instant) ?? initial }
    if instant >= last.at, let rule { return rule.offset(atUTC: instant) }
    guard instant >= changes[0].at else { return initial }
    // The last change at or before the instant.
    var low = 0
    var high = changes.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if changes[middle].at <= instant { low = middle } else { high = middle - 1 }
    }
    return changes[low].offset
  }

  /// The instant (seconds since 1970 in UTC) of a local date and time in
  /// this zone.
  ///
  /// A local time that happens twice, when clocks go back, is the first;
  /// one that never happens, when clocks go forward, is read with the
  /// offset before the change (so 2:30 on a spring morning is 3:30).
  public func instant(of date: TripDate, _ time: ClockTime) -> Int64 {
    let local = ZoneRules.seconds(date, time)
    // The offsets in force a day either side: a reading with one of them
    // is the local time when the zone has that offset at that instant.
    let before = Int64(offset(atUTC: local - 86_400).seconds)
    var earliest: Int64?
    for candidate in [
      before, Int64(offset(atUTC: local).seconds),
      Int64(offset(atUTC: local + 86_400).seconds),
    ] {
      let reading = local - candidate
      guard Int64(offset(atUTC: reading).seconds) == candidate else { continue }
      // Clocks went back: two readings are the local time; the first is
      // the earlier instant.
      earliest = min(earliest ?? reading, reading)
    }
    // Clocks went forward past it: the time is read with the offset
    // before the change.
    return earliest ?? local - before
  }

  /// The local date and time of an instant in this zone.
  public func local(atUTC instant: Int64) -> (date: TripDate, time: ClockTime)? {
    let local = instant + Int64(offset(atUTC: instant).seconds)
    let days = Int(local.dividedRoundingDown(by: 86_400))
    let minutes = Int(local - Int64(days) * 86_400) / 60
    guard let date = TripDate.epoch.adding(days: days),
      let time = ClockTime(hour: minutes / 60, minute: minutes % 60)
    else { return nil }
    return (date, time)
  }

  /// The changes of offset from `start` up to `end` (instants in UTC), in
  /// order, each with the offset before and after it.
  public func transitions(from start: Int64, to end: Int64) -> [ZoneTransition] {
    var found: [ZoneTransition] = []
    var before = initial
    for change in changes {
      if change.at >= end { return found }
      if change.at >= start, change.offset != before {
        found.append(ZoneTransition(at: change.at, from: before, to: change.offset))
      }
      before = change.offset
    }
    guard let rule, rule.daylight != nil else { return found }
    let from = max(start, changes.last?.at ?? start)
    let firstYear = ZoneRules.year(of: from) - 1
    let lastYear = ZoneRules.year(of: end) + 1
    guard firstYear <= lastYear else { return found }
    for year in firstYear...lastYear {
      for transition in rule.transitions(inYear: year)
      where transition.at >= from && transition.at < end && transition.at >= start {
        found.append(transition)
      }
    }
    return found.sorted { $0.at < $1.at }
  }

  /// Seconds since 1970 of a date and time read as UTC.
  static func seconds(_ date: TripDate, _ time: ClockTime) -> Int64 {
    Int64(date.dayNumber) * 86_400 + Int64(time.hour * 3600 + time.minute * 60)
  }

  /// The year an instant in UTC falls in.
  static func year(of instant: Int64) -> Int {
    let days = Int(instant.dividedRoundingDown(by: 86_400))
    return TripDate.epoch.adding(days: days)?.year ?? (instant < 0 ? 1 : 9999)
  }

  public static func == (left: ZoneRules, right: ZoneRules) -> Bool { left.name == right.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// An offset from UTC: its seconds east of Greenwich, whether it is summer
/// (daylight saving) time, and its abbreviation (`WEST`, `+0530`).
public struct ZoneOffset: Hashable, Sendable {
  /// Seconds east of UTC: 3600 for UTC+1.
  public var seconds: Int
  /// Whether it is daylight saving (summer) time.
  public var isDaylight: Bool
  /// Its abbreviation, as the zone data gives it.
  public var abbreviation: String

  public init(seconds: Int, isDaylight: Bool, abbreviation: String) {
    self.seconds = seconds
    self.isDaylight = isDaylight
    self.abbreviation = abbreviation
  }

  /// The offset written as people read it: `UTC+1`, `UTC+5:30`, `UTC−3`
  /// (a minus sign, which a speech synthesizer says, where a hyphen is
  /// read as nothing), `UTC` for none.
  public var spoken: String {
    guard seconds != 0 else { return "UTC" }
    let minutes = abs(seconds) / 60
    let sign = seconds < 0 ? "\u{2212}" : "+"
    let hours = "UTC\(sign)\(minutes / 60)"
    return minutes % 60 == 0
      ? hours : hours + ":" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
  }
}

/// A change of a zone's offset: the instant (seconds since 1970 in UTC),
/// and the offsets before and after.
public struct ZoneTransition: Hashable, Sendable {
  public var at: Int64
  public var from: ZoneOffset
  public var to: ZoneOffset

  public init(at: Int64, from: ZoneOffset, to: ZoneOffset) {
    self.at = at
    self.from = from
    self.to = to
  }
}

extension Int64 {
  /// The quotient rounded toward minus infinity.
  package func dividedRoundingDown(by divisor: Int64) -> Int64 {
    let quotient = self / divisor
    return self % divisor < 0 ? quotient - 1 : quotient
  }
}

extension ZoneRules {
  /// The offset of the zone's standard (winter) time now: its rule's, or
  /// its last change's to a time that is not summer time.
  public var standardOffset: ZoneOffset {
    if let rule { return rule.standard }
    return changes.last(where: { !$0.offset.isDaylight })?.offset ?? initial
  }

  /// The city a zone is named after, as said: the name's last part, its
  /// underscores spaces (`America/New_York` is "New York").
  public static func city(of name: String) -> String {
    String(name.split(separator: "/").last ?? Substring(name)).replacingOccurrences(
      of: "_", with: " ")
  }
}

extension ZoneRules {
  /// Rules that change at the instants `changes` lists, each with the
  /// offset from then on, `initial` before the first, and the last for
  /// ever after: a zone that a calendar defines for itself, named as it
  /// names it.
  ///
  /// Such a zone is no trip's zone (``named(_:)`` does not know it); its
  /// times are converted into one that is.
  package init(
    definedAs name: String, initial: ZoneOffset, changes: [(at: Int64, offset: ZoneOffset)]
  ) {
    self.name = name
    self.initial = initial
    self.changes = changes.sorted { $0.at < $1.at }
    self.rule = nil
  }
}
