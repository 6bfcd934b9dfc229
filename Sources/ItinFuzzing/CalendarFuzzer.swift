import ItinExport
import ItineraryCore

/// Feeds fuzzer bytes to the calendar reader, and stops
/// the process at the first broken promise.
///
/// Any bytes are read or refused, never a crash or a hang. A calendar read
/// is a trip that keeps every rule, of at most 1,000 days and 10,000 items,
/// none of whose days is past December 30, 9999; exported as a calendar
/// again, it reads back as the same trip.
public enum CalendarFuzzer {
  public static func run(_ bytes: [UInt8]) {
    let trip: Trip
    do {
      trip = try CalendarReader().trip(from: bytes, title: "Fuzzed")
    } catch {
      return
    }
    guard Trip.problems(days: trip.days, items: trip.items, ideas: trip.ideas).isEmpty,
      trip.dayCount >= 1, trip.dayCount <= Trip.maximumDayCount,
      trip.items.count <= CalendarReader.maximumItems, let start = trip.start,
      Trip.firstDayPastTheCalendar(start: start, dayCount: trip.dayCount) == nil
    else { fatalError("A calendar read into a trip that breaks a rule") }
    do {
      let exported = try TripExporter().bytes(of: trip, as: .ics)
      let back = try CalendarReader().trip(from: exported, title: "Unused")
      // Each day's items in order, field by field; not the sort orders,
      // which a calendar carries as positions.
      func sameItems(_ one: Trip, _ other: Trip) -> Bool {
        (1...one.dayCount).allSatisfy { day in
          one.items(onDay: day).elementsEqual(other.items(onDay: day)) {
            $0.id == $1.id && $0.title == $1.title && $0.kind == $1.kind && $0.time == $1.time
          }
        }
      }
      guard back.title == trip.title, back.start == trip.start, back.days == trip.days,
        sameItems(back, trip)
      else { fatalError("A calendar read, exported and read again is another trip") }
    } catch {
      fatalError("A trip read from a calendar did not export and read back: \(error)")
    }
  }
}
