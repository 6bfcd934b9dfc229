/// A change to the trip itself rather than to one item:
/// its start date, a day's label or city, a day added or removed.
///
/// Returned by the change, and given back to ``Trip/undo(_:)-(TripEdit)``
/// and ``Trip/redo(_:)-(TripEdit)``, which take it back and make it again.
public struct TripEdit: Hashable, Sendable {
  /// What changed.
  public enum Kind: Hashable, Sendable {
    /// The trip's start changed from `from` to `to` (`nil` for none).
    case started(from: TripDate?, to: TripDate?)
    /// A day's label changed from `from` to `to` (`nil` for none).
    case labeled(day: Int, from: String?, to: String?)
    /// A day's city changed from `from` to `to` (`nil` for none).
    case cityChanged(day: Int, from: String?, to: String?)
    /// The trip's time zone (`day` `nil`) or a day's changed from `from`
    /// to `to`, IANA names (`nil` for none, or for a day, the trip's).
    case zoneChanged(day: Int?, from: String?, to: String?)
    /// A day was put in as day `day`, the days from there on moving one
    /// later, and then `ideas` put back on it, the last first: empty for a
    /// day added, the items of a day removed for its undo.
    case addedDay(Int, Day, ideas: [ItemEdit])
    /// Day `day` was taken out, its items made ideas first (`ideas`, in
    /// the order they were taken off); the days after it moved one earlier.
    case removedDay(Int, Day, ideas: [ItemEdit])
  }

  /// What changed.
  public var kind: Kind

  public init(kind: Kind) {
    self.kind = kind
  }

  /// The day the edit is about; `nil` for a change of the start.
  public var day: Int? {
    switch kind {
    case .started: nil
    case .zoneChanged(let day, _, _): day
    case .labeled(let day, _, _), .cityChanged(let day, _, _): day
    case .addedDay(let day, _, _), .removedDay(let day, _, _): day
    }
  }

  /// The item edits this one makes, in the order it makes them: the items
  /// of a day removed made ideas, or put back on a day added for an undo;
  /// none for any other change.
  public var itemEdits: [ItemEdit] {
    switch kind {
    case .removedDay(_, _, let ideas): ideas
    case .addedDay(_, _, let ideas): ideas.reversed().map(\.reversed)
    case .started, .labeled, .cityChanged, .zoneChanged: []
    }
  }

  /// The edit that takes this one back.
  public var reversed: TripEdit {
    switch kind {
    case .started(let from, let to): TripEdit(kind: .started(from: to, to: from))
    case .labeled(let day, let from, let to): TripEdit(kind: .labeled(day: day, from: to, to: from))
    case .cityChanged(let day, let from, let to):
      TripEdit(kind: .cityChanged(day: day, from: to, to: from))
    case .zoneChanged(let day, let from, let to):
      TripEdit(kind: .zoneChanged(day: day, from: to, to: from))
    case .addedDay(let day, let added, let ideas):
      TripEdit(kind: .removedDay(day, added, ideas: ideas))
    case .removedDay(let day, let removed, let ideas):
      TripEdit(kind: .addedDay(day, removed, ideas: ideas))
    }
  }
}

/// Why a change to the trip's days or start was refused.
///
/// Nothing changed.
public enum DayRefusal: Error, Hashable, Sendable {
  /// The day is not one of the trip's days, which are 1 to `dayCount`.
  case noSuchDay(Int, dayCount: Int)
  /// The day holds a fixed item (a game or kind `fixed`), which never
  /// moves, so the day cannot go.
  case holdsFixed(day: Int, ItemID)
  /// The trip has one day, and a trip needs one.
  case lastDay
  /// The trip has ``Trip/maximumDayCount`` days already.
  case tooManyDays(limit: Int)
  /// A label or a city with nothing to say: only spaces or control codes.
  case blankText
  /// The trip, or the day, is so already.
  case unchanged
  /// The trip's last day would fall after ``TripDate/latestTripDay``.
  case pastTheCalendar
  /// The name is not a time zone of the system's zone data.
  case unknownZone(String)
}

/// A trip edit that does not fit the trip it is given to.
///
/// The trip is not as the edit left it (for an undo) or found it (for a
/// redo). Nothing changed.
public struct TripEditMismatch: Error, Hashable, Sendable {
  /// The edit that did not fit.
  public var edit: TripEdit

  public init(edit: TripEdit) {
    self.edit = edit
  }
}

extension Trip {
  /// The most days a trip may have: adding one more is refused.
  public static let maximumDayCount = 1000

  /// The first day of a trip starting `start` that would fall after
  /// ``TripDate/latestTripDay``, or `nil` when its `dayCount` days all fall
  /// on or before it.
  public static func firstDayPastTheCalendar(start: TripDate, dayCount: Int) -> Int? {
    let room = TripDate.latestTripDay.dayNumber - start.dayNumber + 1
    return dayCount > room ? max(room, 0) + 1 : nil
  }

  /// Gives the trip its first date, or takes it away (`nil`), and returns
  /// the edit.
  ///
  /// Day N is then that date plus N − 1 days.
  @discardableResult
  public mutating func setStart(_ date: TripDate?) throws(DayRefusal) -> TripEdit {
    guard date != start else { throw .unchanged }
    if let date, Trip.firstDayPastTheCalendar(start: date, dayCount: dayCount) != nil {
      throw .pastTheCalendar
    }
    let edit = TripEdit(kind: .started(from: start, to: date))
    start = date
    return edit
  }

  /// Gives day `day` a label, or takes its label away (`nil`), and returns
  /// the edit.
  @discardableResult
  public mutating func setLabel(_ label: String?, ofDay day: Int) throws(DayRefusal) -> TripEdit {
    let from = try set(\.label, to: label, ofDay: day)
    return TripEdit(kind: .labeled(day: day, from: from, to: label))
  }

  /// Gives day `day` a city, or takes its city away (`nil`), and returns
  /// the edit.
  @discardableResult
  public mutating func setCity(_ city: String?, ofDay day: Int) throws(DayRefusal) -> TripEdit {
    let from = try set(\.city, to: city, ofDay: day)
    return TripEdit(kind: .cityChanged(day: day, from: from, to: city))
  }

  /// Sets a day's label or city, and returns what it was: refused for a day
  /// the trip does not have, text with nothing to say, or no change.
  private mutating func set(
    _ field: WritableKeyPath<Day, String?>, to text: String?, ofDay day: Int
  ) throws(DayRefusal) -> String? {
    guard hasDay(day) else { throw .noSuchDay(day, dayCount: dayCount) }
    if let text, TextCleaning.isBlank(text) { throw .blankText }
    let was = days[day - 1][keyPath: field]
    guard text != was else { throw .unchanged }
    days[day - 1][keyPath: field] = text
    return was
  }

  /// Why adding an empty day as day `day` (1 to ``dayCount`` + 1) would be
  /// refused, or `nil` when it would not.
  public func refusal(addingDayAt day: Int) -> DayRefusal? {
    guard day >= 1, day <= dayCount + 1 else { return .noSuchDay(day, dayCount: dayCount) }
    guard dayCount < Trip.maximumDayCount else {
      return .tooManyDays(limit: Trip.maximumDayCount)
    }
    if let start, Trip.firstDayPastTheCalendar(start: start, dayCount: dayCount + 1) != nil {
      return .pastTheCalendar
    }
    return nil
  }

  /// Puts an empty day in as day `day` (``dayCount`` + 1 for the end), and
  /// returns the edit.
  ///
  /// The days from `day` on, and their items, move one day later, at a
  /// cost that grows with their items.
  @discardableResult
  public mutating func addDay(at day: Int) throws(DayRefusal) -> TripEdit {
    if let refusal = refusal(addingDayAt: day) { throw refusal }
    let added = Day()
    insertDay(added, at: day)
    return TripEdit(kind: .addedDay(day, added, ideas: []))
  }

  /// Why removing day `day` would be refused, or `nil` when it would not:
  /// the first fixed item of the day in its order, if it holds one.
  public func refusal(removingDay day: Int) -> DayRefusal? {
    guard hasDay(day) else { return .noSuchDay(day, dayCount: dayCount) }
    guard dayCount > 1 else { return .lastDay }
    for index in dayOrder[day - 1].indexes where items[index].isFixed {
      return .holdsFixed(day: day, items[index].id)
    }
    return nil
  }

  /// Takes day `day` out of the trip, and returns the edit.
  ///
  /// Its items become ideas, and the later days, with their items, move one
  /// day earlier. A day holding a fixed item, or a trip's only day, is
  /// refused.
  @discardableResult
  public mutating func removeDay(_ day: Int) throws(DayRefusal) -> TripEdit {
    if let refusal = refusal(removingDay: day) { throw refusal }
    var ideas: [ItemEdit] = []
    ideas.reserveCapacity(dayOrder[day - 1].count)
    // Last first, each read where it stands now: taking an item off moves
    // the last of ``items`` into its slot.
    while let index = dayOrder[day - 1].indexes.last {
      let edit = ItemEdit(
        kind: .removed, item: items[index], itemSlot: index, ideaSlot: self.ideas.count)
      takeOff(edit)
      ideas.append(edit)
    }
    let removed = takeOutDay(day)
    return TripEdit(kind: .removedDay(day, removed, ideas: ideas))
  }

  /// Makes a trip edit again, as it was first made: the trip must be as the
  /// edit's ``undo(_:)-(TripEdit)`` left it.
  public mutating func redo(_ edit: TripEdit) throws(TripEditMismatch) {
    switch edit.kind {
    case .started(let from, let to):
      guard start == from,
        to.flatMap({ Trip.firstDayPastTheCalendar(start: $0, dayCount: dayCount) }) == nil
      else { throw TripEditMismatch(edit: edit) }
      start = to
    case .labeled(let day, let from, let to), .cityChanged(let day, let from, let to):
      let field: WritableKeyPath<Day, String?> =
        if case .labeled = edit.kind { \.label } else { \.city }
      guard hasDay(day), days[day - 1][keyPath: field] == from else {
        throw TripEditMismatch(edit: edit)
      }
      days[day - 1][keyPath: field] = to
    case .zoneChanged(let day, let from, let to):
      if let day {
        guard hasDay(day), days[day - 1].zone == from else { throw TripEditMismatch(edit: edit) }
        days[day - 1].zone = to
      } else {
        guard zone == from else { throw TripEditMismatch(edit: edit) }
        zone = to
      }
    case .addedDay(let day, let added, let ideas):
      guard day >= 1, day <= dayCount + 1, dayCount < Trip.maximumDayCount,
        start.flatMap({ Trip.firstDayPastTheCalendar(start: $0, dayCount: dayCount + 1) }) == nil
      else { throw TripEditMismatch(edit: edit) }
      guard !ideas.isEmpty else {
        insertDay(added, at: day)
        return
      }
      // Items coming back: tried on a copy, so that a mismatch changes
      // nothing.
      var trial = self
      trial.insertDay(added, at: day)
      for idea in ideas.reversed() {
        do {
          try trial.undo(idea)
        } catch {
          throw TripEditMismatch(edit: edit)
        }
      }
      self = trial
    case .removedDay(let day, let removed, let ideas):
      guard hasDay(day), dayCount > 1, days[day - 1] == removed,
        dayOrder[day - 1].count == ideas.count
      else { throw TripEditMismatch(edit: edit) }
      if !ideas.isEmpty {
        var trial = self
        for idea in ideas {
          do {
            try trial.redo(idea)
          } catch {
            throw TripEditMismatch(edit: edit)
          }
        }
        guard trial.dayOrder[day - 1].count == 0 else { throw TripEditMismatch(edit: edit) }
        self = trial
      }
      _ = takeOutDay(day)
    }
  }

  /// Takes a trip edit back: the trip must be as the edit left it, and is
  /// afterwards as it was before, to the bit and the order of its items
  /// and ideas.
  public mutating func undo(_ edit: TripEdit) throws(TripEditMismatch) {
    do {
      try redo(edit.reversed)
    } catch {
      throw TripEditMismatch(edit: edit)
    }
  }

  /// Puts `day` in at number `number`, moving the later days' items one
  /// day on.
  private mutating func insertDay(_ day: Day, at number: Int) {
    days.insert(day, at: number - 1)
    dayOrder.insert(DayOrder(), at: number - 1)
    fixedByDay.insert([], at: number - 1)
    renumberDays(from: number + 1)
  }

  /// Takes out the empty day `number`, moving the later days' items one day
  /// back, and returns it.
  private mutating func takeOutDay(_ number: Int) -> Day {
    assert(dayOrder[number - 1].count == 0, "a day taken out must be empty")
    let removed = days.remove(at: number - 1)
    dayOrder.remove(at: number - 1)
    fixedByDay.remove(at: number - 1)
    renumberDays(from: number)
    return removed
  }

  /// Writes each item's day number again from day `first` on, after days
  /// came or went before them: one write an item.
  private mutating func renumberDays(from first: Int) {
    guard first <= dayCount else { return }
    VisitCounter.visit(dayOrder[(first - 1)...].reduce(0) { $0 + $1.count })
    for day in first...dayCount {
      for index in dayOrder[day - 1].indexes {
        items[index].placement.day = day
      }
    }
  }
}
