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
/// days inside the trip's dates, which its first day counts in, and one
/// that repeats without end is refused.
public struct CalendarReader: Sendable {
  /// The most events a calendar may hold.
  public static let maximumEvents = 10_000
  /// The most items a calendar may make, each event and each of its
  /// repeats one: the same bound as the events', so that repeats cannot
  /// make a small file cost more than a large one.
  public static let maximumItems = 10_000
  /// The most bytes a calendar may have.
  public static let maximumBytes = 10 << 20

  public init() {}

  /// The trip the calendar's bytes hold, titled `title` unless the
  /// calendar names itself; or the first problem, its line named.
  public func trip(from bytes: [UInt8], title: String) throws(CalendarProblem) -> Trip {
    guard bytes.count <= CalendarReader.maximumBytes else { throw .tooLarge }
    let lines = CalendarReader.contentLines(of: bytes)
    guard let first = lines.first, first.name == "BEGIN", first.value.uppercased() == "VCALENDAR"
    else { throw .notACalendar }
    var calendar = Parsed()
    var event: Event?
    var depth = 0
    for line in lines {
      switch line.name {
      case "BEGIN":
        depth += 1
        if depth == 2, line.value.uppercased() == "VEVENT" {
          event = Event(line: line.number)
          calendar.eventCount += 1
          guard calendar.eventCount <= CalendarReader.maximumEvents else { throw .tooManyEvents }
        }
      case "END":
        if depth == 2, let done = event {
          calendar.events.append(done)
          event = nil
        }
        depth -= 1
      default:
        if depth == 2, event != nil {
          event?.properties.append(line)
        } else if depth == 1 {
          calendar.properties.append(line)
        }
      }
    }
    return try calendar.trip(title: title)
  }
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
  /// The event that starts at this line repeats without end.
  case endlessRepeat(line: Int)
  /// The dates from this line go past ``TripDate/latestTripDay``: an
  /// event's, or the days of a trip itin-a11y exported.
  case pastLatestDate(line: Int)
  /// Its events span more days than a trip may have.
  case tooManyDays
}
