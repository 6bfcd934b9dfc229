import Foundation
import ItineraryCore
import ReorderCommands

/// The trip's start and its days, from the REPL.
extension Session {
  /// `start DATE` or `start none`.
  mutating func start(_ typed: TypedDate?) -> Reply {
    guard let typed else { return reply(saying: editor.perform(.start(nil))) }
    guard let date = typed.date(from: today) else {
      let said =
        [String(typed.day), renderer.monthName(typed.month)]
        + (typed.year.map { [String($0)] } ?? [])
      return Reply(lines: [line(text.notADate(said.joined(separator: " ")), hinting: .start)])
    }
    return reply(saying: editor.perform(.start(date)))
  }

  /// Today's date on the computer's clock, in its time zone.
  static func todayOnTheClock() -> TripDate {
    let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
    if let year = parts.year, let month = parts.month, let day = parts.day,
      let today = TripDate(year: year, month: month, day: day)
    {
      return today
    }
    // A clock that gives no date: day 0 of the epoch, 1970-01-01.
    return TripDate.epoch
  }
}
