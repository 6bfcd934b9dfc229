import Foundation
import ItineraryCore
import ReorderCommands

/// A trip read from an iCalendar file (RFC 5545).
///
/// The days run from the first event's date to the last's; an event at a
/// time is a fixed item at that time, an all-day event a custom item; each
/// day's items are in time order, all-day ones first. A time with a zone
/// (`TZID`) is the local time where the event happens, a time in UTC or a
/// floating one is kept as written. A calendar that itin-a11y exported comes
/// back whole: kinds, travel cities, anchors, order, times, ids, the days'
/// labels and cities, and the ideas. A repeating event adds each of its
/// occasions, as libical expands its rule (every frequency from hourly to
/// yearly, and every part of a rule), less its exceptions; one that
/// repeats without end is cut at the last day the other events reach.
public struct CalendarReader: Sendable {
  /// The most events a calendar may hold.
  public static let maximumEvents = 10_000
  /// The most items a calendar may make, each event, each of its repeats
  /// and each of its extra dates (`RDATE`) one: the same bound as the
  /// events', so that repeats cannot make a small file cost more than a
  /// large one.
  public static let maximumItems = 10_000
  /// The most bytes a calendar may have.
  public static let maximumBytes = 10 << 20

  /// Where the zones a calendar names are looked for, remembered
  /// between calendars.
  let lookup: ZoneLookup

  public init() {
    lookup = .shared
  }

  /// A reader that looks for zones in `lookup`: for tests of how often
  /// the system's zone data is read.
  package init(zones lookup: ZoneLookup) {
    self.lookup = lookup
  }

  /// The trip the calendar's bytes hold, titled `title` unless the
  /// calendar names itself, with what was converted, cut or left out on
  /// the way; or the first problem, its line named.
  ///
  /// With `dates`, only the events and repeats that fall within them (in
  /// the trip's zone) are read: a calendar of years is taken in part, and
  /// ``CalendarNotes/outsideDates`` counts what was left out.
  public func reading(
    from bytes: [UInt8], title: String, dates: ClosedRange<TripDate>? = nil
  ) throws(CalendarProblem) -> CalendarReading {
    var work = CalendarWork()
    return try reading(from: bytes, title: title, dates: dates, work: &work)
  }

  /// The trip the calendar's bytes hold, as ``reading(from:title:)``
  /// reads it, counting in `work` what reading it took.
  package func reading(
    from bytes: [UInt8], title: String, dates: ClosedRange<TripDate>? = nil,
    work: inout CalendarWork
  ) throws(CalendarProblem) -> CalendarReading {
    guard bytes.count <= CalendarReader.maximumBytes else { throw .tooLarge }
    let lines = CalendarReader.contentLines(of: CalendarReader.utf8(bytes))
    guard let first = lines.first, first.name == "BEGIN",
      ["VCALENDAR", "VEVENT"].contains(first.value.uppercased())
    else { throw .notACalendar }
    var calendar = Parsed(lookup: lookup)
    var event: Event?
    var inTimeZone = false
    var zoneLines: [String] = []
    // An event alone, as some programs keep one a file, is read as a
    // calendar of that event: its lines are where a calendar's events are.
    var depth = first.value.uppercased() == "VEVENT" ? 1 : 0
    for line in lines {
      if inTimeZone, depth >= 2 { zoneLines.append(CalendarReader.text(of: line)) }
      switch line.name {
      case "BEGIN":
        depth += 1
        if depth == 2, line.value.uppercased() == "VEVENT" {
          event = Event(line: line.number)
          calendar.eventCount += 1
          guard calendar.eventCount <= CalendarReader.maximumEvents else { throw .tooManyEvents }
        }
        if depth == 2, line.value.uppercased() == "VTIMEZONE" {
          inTimeZone = true
          calendar.timeZones.append((id: "", location: nil))
          zoneLines = [CalendarReader.text(of: line)]
        }
      case "END":
        if depth == 2, let done = event {
          calendar.events.append(done)
          event = nil
        }
        if depth == 2, inTimeZone, let id = calendar.timeZones.last?.id, !id.isEmpty,
          calendar.zoneDefinitions[id] == nil
        {
          calendar.zoneDefinitions[id] = zoneLines
        }
        if depth == 2 { inTimeZone = false }
        depth -= 1
      default:
        if depth == 2, event != nil {
          event?.properties.append(line)
        } else if depth == 2, inTimeZone, line.name == "TZID" {
          calendar.timeZones[calendar.timeZones.count - 1].id = line.value
        } else if depth == 2, inTimeZone, line.name == "X-LIC-LOCATION" {
          calendar.timeZones[calendar.timeZones.count - 1].location = line.value
        } else if depth == 1 {
          calendar.properties.append(line)
        }
      }
    }
    return try calendar.reading(title: title, dates: dates, work: &work)
  }

  /// A calendar's bytes as UTF-8, as RFC 5545 has them.
  ///
  /// A byte-order mark is taken off, and UTF-16 (with its mark, or without
  /// one, as `BEGIN`'s zero bytes show) made UTF-8. Any other bytes are as
  /// they were.
  static func utf8(_ bytes: [UInt8]) -> [UInt8] {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
    let little: Bool
    var body = bytes[...]
    if bytes.starts(with: [0xFF, 0xFE]) {
      little = true
      body = body.dropFirst(2)
    } else if bytes.starts(with: [0xFE, 0xFF]) {
      little = false
      body = body.dropFirst(2)
    } else if bytes.count >= 2, bytes[0] != 0, bytes[1] == 0 {
      little = true
    } else if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 {
      little = false
    } else {
      return bytes
    }
    var units: [UInt16] = []
    units.reserveCapacity(body.count / 2)
    var index = body.startIndex
    while index + 1 < body.endIndex {
      let first = UInt16(body[index])
      let second = UInt16(body[index + 1])
      units.append(little ? first | second << 8 : first << 8 | second)
      index += 2
    }
    return Array(String(decoding: units, as: UTF16.self).utf8)
  }

  /// The trip the calendar's bytes hold, titled `title` unless the
  /// calendar names itself; or the first problem, its line named.
  public func trip(from bytes: [UInt8], title: String) throws(CalendarProblem) -> Trip {
    try reading(from: bytes, title: title).trip
  }
}

/// What reading a calendar took, counted: for tests of how it grows with
/// what the file holds, which a clock would measure only roughly.
package struct CalendarWork: Sendable {
  /// The extra dates (`RDATE`) read.
  package var extraDatesRead = 0
  /// The dates an extra date was compared with, to keep each date once.
  package var datesCompared = 0

  package init() {}
}

/// A calendar read: the trip, and what was done to its events on the way
/// that a traveller should be told.
public struct CalendarReading: Hashable, Sendable {
  /// The trip the calendar holds.
  public var trip: Trip
  /// What was converted, cut, added or left out.
  public var notes: CalendarNotes
}

/// What reading a calendar did beside making an item of each event.
///
/// Counted, so that the traveller is told: times converted from another
/// zone, repeats without end cut, dates a calendar's exceptions left out
/// or added, stays kept on each night. All zero for an itin-a11y export
/// read back whole.
public struct CalendarNotes: Hashable, Sendable {
  /// The zone the trip's times are in, when the calendar says one: its own
  /// (`X-WR-TIMEZONE`, its `VTIMEZONE`), the events', or UTC.
  public var zone: String?
  /// The times converted into that zone from another zone or from UTC.
  public var converted = 0
  /// The zones they were converted from, as the calendar names them
  /// (`UTC`, `GMT Standard Time`), each once.
  public var convertedFrom: [String] = []
  /// The times kept as written, their zone being one this computer does
  /// not know.
  public var keptAsWritten = 0
  /// The zones not known, as the calendar names them, each once.
  public var unknownZones: [String] = []
  /// The repeats without end, cut at the trip's last day.
  public var endlessCut = 0
  /// The dates left out because a repeat's exceptions (`EXDATE`) say so.
  public var excluded = 0
  /// The dates added because a repeat's extra dates (`RDATE`) say so.
  public var added = 0
  /// The all-day events of more than one night.
  public var stays = 0
  /// The items those stays made, one a night.
  public var stayNights = 0
  /// The events left out because they have no date, or a date or time
  /// that is not one (`DTSTART:2027-13-45`).
  ///
  /// One such event among good ones is left out and said; a calendar of
  /// none but these is refused, with the first one's line.
  public var brokenDates = 0
  /// The events left out because they fall outside the dates asked for:
  /// those none of whose occasions fall within them.
  public var outsideDates = 0
  /// The events left out because they end before they begin.
  ///
  /// A negative `DURATION`, which RFC 5545 does not allow an event. The
  /// others are read.
  public var endsBeforeStart = 0

  public init() {}

  /// Whether there is nothing to say.
  public var isEmpty: Bool { self == CalendarNotes() }
}

/// Why a calendar was not read: nothing is made of it.
public enum CalendarProblem: Error, Hashable, Sendable {
  /// Its first line is not `BEGIN:VCALENDAR`.
  case notACalendar
  /// It is larger than ``CalendarReader/maximumBytes``.
  case tooLarge
  /// It holds more than ``CalendarReader/maximumEvents`` events.
  case tooManyEvents
  /// Its events and their repeats make more than
  /// ``CalendarReader/maximumItems`` items.
  case tooManyItems
  /// It holds no event.
  case noEvents
  /// The event that starts at this line has no date.
  case eventWithoutDate(line: Int)
  /// The date or time at this line is not one.
  case badDate(line: Int)
  /// The event that starts at this line repeats without end. No longer
  /// reported: such a repeat is cut at the trip's last day, and
  /// ``CalendarNotes/endlessCut`` counts it.
  case endlessRepeat(line: Int)
  /// The dates from this line go past ``TripDate/latestTripDay``: an
  /// event's, or the days of a trip itin-a11y exported.
  case pastLatestDate(line: Int)
  /// Its events span more days than a trip may have.
  case tooManyDays
}
