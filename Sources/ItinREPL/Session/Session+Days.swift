import Foundation
import ItineraryCore
import ReorderCommands

/// The trip's start and its days, from the REPL (SPEC section 12).
extension Session {
  /// `start DATE` or `start none`.
  mutating func start(_ typed: TypedDate?) -> Reply {
    guard let typed else { return say(editor.perform(.start(nil))) }
    guard let date = typed.date(from: today) else {
      let said =
        [String(typed.day), renderer.monthName(typed.month)]
        + (typed.year.map { [String($0)] } ?? [])
      return Reply(lines: [line(text.notADate(said.joined(separator: " ")), hinting: .start)])
    }
    return say(editor.perform(.start(date)))
  }

  /// Today's date on the computer's clock, in its time zone.
  static func todayOnTheClock() -> TripDate {
    let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
    return TripDate(year: parts.year ?? 2026, month: parts.month ?? 1, day: parts.day ?? 1)
      ?? TripDate(year: 2026, month: 1, day: 1)!
  }
}
