import ItineraryCore

extension Editor {
  /// The menu of the items that move with `id`:
  /// up, down, top, bottom, and, `withDays`, a move to each other day, each
  /// of them all, in the ``ActionCategory/selection`` category.
  func menu(
    _ together: Trip.Together, on id: ItemID, renderer: AnnouncementRenderer, withDays: Bool
  ) -> ActionMenu {
    var menu = ActionMenu(available: [], unavailable: [])
    let count = together.members.count
    func add(_ move: Move) {
      let action = menuAction(move, for: id, movingTogether: count, renderer: renderer)
      switch previewTogether(move, together, on: id) {
      case .doesNotMove(let outcome):
        menu.add(action, unavailableBecause: outcome, renderer: renderer)
      default: menu.available.append(action)
      }
    }
    for move in [Move.up, .down, .toTop, .toBottom] { add(move) }
    guard withDays, let days = trip.dayNumbers, let current = trip.position(of: id)?.day else {
      return menu
    }
    // The item's own day is left out, as in one item's menu: bottom moves
    // them there.
    for day in days where day != current {
      VisitCounter.visit(1)
      add(.toDay(day))
    }
    return menu
  }

  /// ``dayMoves(for:renderer:)`` of the items that move with `id`: the days
  /// where they may all go, as runs.
  ///
  /// The day of `id` is left out, as an item's own day is: `bottom` moves
  /// them there. A run ends wherever one item's days begin or end, and the
  /// first and last day they may all take (where a game may leave them
  /// fewer places) are runs of their own; one move is planned for each run,
  /// so the cost grows with the items, not with the trip.
  func dayMoves(_ together: Trip.Together, on id: ItemID, renderer: AnnouncementRenderer)
    -> DayMoves?
  {
    guard let days = trip.dayNumbers, let current = trip.position(of: id)?.day else { return nil }
    var bounds: Set<Int> = [days.lowerBound, days.upperBound + 1, current, current + 1]
    var common = days
    for (item, _) in together.members where item.travel != nil {
      guard let valid = trip.validDays(for: item) else { continue }
      bounds.formUnion([valid.lowerBound, valid.upperBound + 1])
      common = max(common.lowerBound, valid.lowerBound)...min(common.upperBound, valid.upperBound)
    }
    bounds.formUnion([
      common.lowerBound, common.lowerBound + 1, common.upperBound, common.upperBound + 1,
    ])
    let sorted = bounds.filter { days.lowerBound...(days.upperBound + 1) ~= $0 }.sorted()
    var moves = DayMoves(current: current, allowedDays: [], refusedDays: [])
    for (first, end) in zip(sorted, sorted.dropFirst()) where first != current {
      let run = first...(end - 1)
      let move = Move.toDay(first)
      switch previewTogether(move, together, on: id) {
      case .doesNotMove(let outcome):
        moves.refusedDays.append(
          RefusedDays(days: run, outcome: outcome, reason: renderer.menuReason(for: outcome)))
      default:
        if let last = moves.allowedDays.last, last.upperBound + 1 == run.lowerBound {
          moves.allowedDays[moves.allowedDays.count - 1] = last.lowerBound...run.upperBound
        } else {
          moves.allowedDays.append(run)
        }
      }
    }
    return moves
  }

  /// The action a menu offers for `move` of the item `id` and the items
  /// that move with it, `count` in all.
  func menuAction(
    _ move: Move, for id: ItemID, movingTogether count: Int, renderer: AnnouncementRenderer
  ) -> Action {
    Action(
      id: "selection-" + Editor.identifier(of: move), item: id, move: move,
      label: renderer.label(for: move, movingTogether: count), revision: revision,
      category: .selection)
  }
}

extension AnnouncementRenderer {
  /// The label of a menu action that moves `count` items together: "Move 3
  /// items up", "Move 3 items to day 2".
  public func label(for move: Move, movingTogether count: Int) -> String {
    var values: Template.Values = ["items": items(count)]
    switch move {
    case .up: return fill(.itemsActionUp, values)
    case .down: return fill(.itemsActionDown, values)
    case .toTop: return fill(.itemsActionToTop, values)
    case .toBottom: return fill(.itemsActionToBottom, values)
    case .toDay(let day):
      values["day"] = String(day)
      return fill(.itemsActionToDay, values)
    case .toPosition, .before, .after:
      return label(for: move)
    }
  }
}

extension AnnouncementRenderer {
  /// The label of the "Move to day…" entry of a menu of `count` items
  /// moved together: "Move 3 items to day…".
  public func label(forChoosingDayMoving count: Int) -> String {
    fill(.itemsActionChooseDay, ["items": items(count)])
  }
}
