import ItineraryCore

/// The days an item's "Move to day N" would take it to right now, and the
/// days it would not, as runs of days.
///
/// It is what ``ActionMenu`` says of moves to other days, made at a cost that
/// does not grow with the trip: a 365-day trip has one run or two, not 364
/// actions. Build a "Move to day…" picker from ``allowedDays``, or a rotor that
/// names the runs ("days 2 to 365"), and make the chosen move with
/// ``Editor/action(_:for:renderer:)``.
public struct DayMoves: Hashable, Sendable {
  /// The day the item stands on now, which no run holds.
  public var current: Int
  /// The runs of days a move would take the item to, in day order.
  public var allowedDays: [ClosedRange<Int>]
  /// The runs of days a move would be refused, in day order, each with what
  /// a move to its first day says; every day of a run is refused for the
  /// same reason.
  public var refusedDays: [RefusedDays]

  public init(current: Int, allowedDays: [ClosedRange<Int>], refusedDays: [RefusedDays]) {
    self.current = current
    self.allowedDays = allowedDays
    self.refusedDays = refusedDays
  }

  /// How many days a move would take the item to.
  public var allowedDayCount: Int {
    allowedDays.reduce(0) { $0 + $1.count }
  }

  /// How many days a move would be refused.
  public var refusedDayCount: Int {
    refusedDays.reduce(0) { $0 + $1.days.count }
  }

  /// The allowed day at `offset` (from 0), in day order: the day of a
  /// menu's `offset`-th move to another day.
  public func day(at offset: Int) -> Int? {
    guard offset >= 0 else { return nil }
    var rest = offset
    for run in allowedDays {
      if rest < run.count { return run.lowerBound + rest }
      rest -= run.count
    }
    return nil
  }
}

/// A run of days a move to would be refused, and why.
public struct RefusedDays: Hashable, Sendable {
  /// The days.
  public var days: ClosedRange<Int>
  /// What a move to the first of them says.
  public var outcome: Announcement
  /// That outcome as a sentence.
  public var reason: String

  public init(days: ClosedRange<Int>, outcome: Announcement, reason: String) {
    self.days = days
    self.outcome = outcome
    self.reason = reason
  }
}

extension Editor {
  /// The days an item (the focused one when `id` is `nil`) can be moved to
  /// now, and those it cannot, as runs: what ``actionMenu(for:renderer:)``
  /// says of moves to other days, at a cost that does not grow with the
  /// trip.
  ///
  /// A travel item may go to the days between its games, a custom item to
  /// any day, a game to none; the days split into at most four runs (before
  /// the item's days, its days before and after its own, after its days),
  /// and one move is planned for each run. `nil` when there is no such item.
  public func dayMoves(
    for id: ItemID? = nil, renderer: AnnouncementRenderer? = nil
  ) -> DayMoves? {
    let renderer = renderer ?? self.renderer
    guard let id = id ?? focus, let (item, current) = trip.itemAndPosition(id),
      let days = trip.dayNumbers
    else { return nil }
    // An app's rule may refuse any day: each is asked.
    if moveRule != nil { return dayMovesOneByOne(id, from: current.day, days, renderer: renderer) }
    if let together = movingTogether(with: id) {
      return dayMoves(together, on: id, renderer: renderer)
    }
    let from = DetailedPosition(at: current, in: trip)
    let valid = trip.validDays(for: item) ?? current.day...current.day
    let bounds = [
      days.lowerBound, valid.lowerBound, current.day, current.day + 1, valid.upperBound + 1,
      days.upperBound + 1,
    ]
    var moves = DayMoves(current: current.day, allowedDays: [], refusedDays: [])
    for (start, end) in zip(bounds, bounds.dropFirst()) {
      // Each run: the days from `start` up to, not with, `end`, less the item's own.
      let first = max(start, days.lowerBound)
      let last = min(end - 1, days.upperBound)
      guard first <= last, !(first...last).contains(current.day) else { continue }
      let move = Move.toDay(first)
      let planned = plan(move, for: item, at: current)
      if case .target = planned {
        moves.allowedDays.append(first...last)
        continue
      }
      guard case .answer(let outcome) = attempt(move, on: item, at: from, planned: planned) else {
        continue
      }
      moves.refusedDays.append(
        RefusedDays(days: first...last, outcome: outcome, reason: renderer.menuReason(for: outcome))
      )
    }
    return moves
  }

  /// The day picker's days, each day's move asked on its own.
  ///
  /// Each is a dry run (``preview(_:on:)-(Move,ItemID?)``), neighbouring
  /// days that answer alike kept together: what an app's rule
  /// (``moveRule``), which may refuse any day, needs. It costs a dry run a
  /// day.
  private func dayMovesOneByOne(
    _ id: ItemID, from current: Int, _ days: ClosedRange<Int>, renderer: AnnouncementRenderer
  ) -> DayMoves {
    var moves = DayMoves(current: current, allowedDays: [], refusedDays: [])
    for day in days where day != current {
      switch preview(.toDay(day), on: id) {
      case .doesNotMove(let outcome):
        let reason = renderer.menuReason(for: outcome)
        if let last = moves.refusedDays.last, last.days.upperBound + 1 == day,
          Editor.reason(of: last.outcome) == Editor.reason(of: outcome)
        {
          moves.refusedDays[moves.refusedDays.count - 1].days = last.days.lowerBound...day
        } else {
          moves.refusedDays.append(RefusedDays(days: day...day, outcome: outcome, reason: reason))
        }
      default:
        if let last = moves.allowedDays.last, last.upperBound + 1 == day {
          moves.allowedDays[moves.allowedDays.count - 1] = last.lowerBound...day
        } else {
          moves.allowedDays.append(day...day)
        }
      }
    }
    return moves
  }

  /// Why a move was refused, whatever day it was to; `nil` for any other
  /// answer.
  static func reason(of outcome: Announcement) -> RefusalReason? {
    switch outcome {
    case .refused(_, _, let reason, _, _): reason
    case .itemsRefused(_, _, let reason, _, _): reason
    default: nil
    }
  }

  /// A menu action for `move` of an item (the focused one when `id` is
  /// `nil`), made for the trip as it is now.
  ///
  /// It is what a "Move to day…" picker performs once a day is chosen.
  /// `nil` when there is no such item.
  public func action(
    _ move: Move, for id: ItemID? = nil, renderer: AnnouncementRenderer? = nil
  ) -> Action? {
    let renderer = renderer ?? self.renderer
    guard let id = id ?? focus, trip.contains(id) else { return nil }
    if let together = movingTogether(with: id) {
      return menuAction(move, for: id, movingTogether: together.members.count, renderer: renderer)
    }
    return menuAction(move, for: id, renderer: renderer)
  }

  /// The action a menu offers for `move` of the item `id`, made for the
  /// trip as it is now.
  func menuAction(_ move: Move, for id: ItemID, renderer: AnnouncementRenderer) -> Action {
    Action(
      id: Editor.identifier(of: move), item: id, move: move, label: renderer.label(for: move),
      revision: revision)
  }
}

extension Editor {
  /// The positions an item (the focused one when `id` is `nil`) could be
  /// moved to on `day` now, counted as they would be with the item there:
  /// with ``dayMoves(for:renderer:)``, the data of a "Move to…" dialog.
  ///
  /// It is the trip's `Trip.validPositions(for:onDay:)`, while no other
  /// item is grabbed, its ends trimmed where an app's rule (``moveRule``)
  /// refuses them (a position inside that the rule refuses stays in the
  /// range, and a move there is refused with the rule's words); `nil` when
  /// the item may not stand on that day (by the trip's rules or the app's), is a
  /// game (which never moves), is unknown, or another item is grabbed. The
  /// item's own position is among them when it stands on `day`. For a
  /// selected item, while two or more are selected, they are the positions
  /// where the first of them may stand, the others after it.
  public func validPositions(for id: ItemID? = nil, onDay day: Int) -> ClosedRange<Int>? {
    guard let id = id ?? focus, let item = trip.item(id), !item.isFixed else { return nil }
    if let together = movingTogether(with: id) {
      // Where the first of them may stand, the others after it.
      return trip.validIndexes(for: together, onDay: day).map {
        ($0.lowerBound + 1)...($0.upperBound + 1)
      }
    }
    if let grab, grab.item.id != id { return nil }
    guard var range = trip.validPositions(for: id, onDay: day) else { return nil }
    // An app's rule trims the ends it refuses: the first and the last
    // positions the item may take, both rules asked.
    if let moveRule {
      let allowed = { (rank: Int) in
        moveRule.refusal(moving: item, to: Position(day: day, rank: rank), in: self.trip) == nil
      }
      guard let first = range.first(where: allowed),
        let last = range.reversed().first(where: allowed)
      else { return nil }
      range = first...last
    }
    return range
  }
}
