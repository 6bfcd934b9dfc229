import Foundation
import ItineraryCore
import ReorderCommands

/// The trip's start and its days, from the REPL.
extension Session {
  /// What `zone` alone says: the trip's time zone with its offset on day
  /// 1, or that it has none, then each day that has its own.
  mutating func zoneLines() -> [String] {
    let trip = editor.trip
    var lines = [
      trip.zone.flatMap { editor.zoneDescription($0, onDay: nil) }.map {
        renderer.text(for: .zoneSet(day: nil, zone: $0, tripZone: nil))
      } ?? line(text(.noZone), hinting: .zone)
    ]
    for day in 1...max(trip.dayCount, 1) where trip.hasDay(day) {
      guard let own = trip.days[day - 1].zone, let zone = editor.zoneDescription(own, onDay: day)
      else { continue }
      lines.append(renderer.text(for: .zoneSet(day: day, zone: zone, tripZone: nil)))
    }
    return lines
  }

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

  /// A change of the days, done, saying which fixed items it re-dated.
  ///
  /// Where it gives a fixed item another date, the answer says so ("Porto
  /// vs Benfica is now on Tuesday, May 11."), as a question would have
  /// before it.
  ///
  /// After a question that named them (`asked`), they are not said again.
  mutating func changeDays(_ change: TripChange, asked: Bool = false) -> Reply {
    let moved = asked ? [] : redatedFixedItems(by: change)
    let said = editor.perform(change)
    if case .dayAdded(let day, _) = said { dayInView = day }
    var reply = reply(saying: said)
    let changed: Bool
    switch said {
    case .dayAdded, .dayRemoved: changed = true
    default: changed = false
    }
    if changed, let first = moved.first, let date = trip.date(ofDay: first.day),
      !reply.lines.isEmpty
    {
      let title = SpokenText.clean(first.item.title)
      let others = moved.count - 1
      reply.lines[0] +=
        " "
        + (others == 0
          ? text(.redated, ["title": title, "date": renderer.date(date)])
          : text(
            .redatedMore, count: others,
            ["title": title, "date": renderer.date(date), "count": String(others)]))
    }
    return reply
  }

  /// The question a change of the days asks first, when it gives fixed
  /// items other dates.
  ///
  /// "Removing day 3 moves Porto vs Benfica to Tuesday, May 11. Remove it?
  /// Yes or no."; `nil` when it moves none.
  func redatingQuestion(for change: TripChange) -> String? {
    let moved = redatedFixedItems(by: change)
    guard let first = moved.first, let start = trip.start,
      let date = start.adding(days: first.day - 1)
    else { return nil }
    let title = SpokenText.clean(first.item.title)
    let others = moved.count - 1
    let day: Int
    let removing: Bool
    switch change {
    case .removeDay(let number): (day, removing) = (number, true)
    case .addDay(.before(let number)), .addDay(.after(let number)):
      (day, removing) = (number, false)
    default: return nil
    }
    let values: KeyValuePairs<String, String> = [
      "day": String(day), "title": title, "date": renderer.date(date), "count": String(others),
    ]
    switch (removing, others) {
    case (true, 0): return text(.redatingRemoveQuestion, values)
    case (true, _): return text(.redatingRemoveQuestionMore, count: others, values)
    case (false, 0): return text(.redatingAddQuestion, values)
    case (false, _): return text(.redatingAddQuestionMore, count: others, values)
    }
  }

  /// The fixed items a change of the days would give another date, each
  /// with the day it would then be on, in trip order; none when the trip
  /// has no start or the change would be refused.
  func redatedFixedItems(by change: TripChange) -> [(item: Item, day: Int)] {
    guard trip.start != nil else { return [] }
    let shift: (from: Int, by: Int)
    switch change {
    case .removeDay(let day):
      guard trip.hasDay(day), trip.dayCount > 1,
        !trip.items(onDay: day).contains(where: \.isFixed)
      else { return [] }
      shift = (day + 1, -1)
    case .addDay(.before(let day)):
      guard trip.hasDay(day) else { return [] }
      shift = (day, 1)
    case .addDay(.after(let day)):
      guard trip.hasDay(day) else { return [] }
      shift = (day + 1, 1)
    default:
      return []
    }
    guard shift.from <= trip.dayCount else { return [] }
    return (shift.from...trip.dayCount).flatMap { day in
      trip.items(onDay: day).filter(\.isFixed).map { (item: $0, day: day + shift.by) }
    }
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
