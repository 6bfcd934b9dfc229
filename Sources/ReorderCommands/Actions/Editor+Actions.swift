import ItineraryCore

extension Editor {
  /// The moves that would succeed for an item right now (the focused one
  /// when `id` is `nil`), in a stable order: up, down, top, bottom, then
  /// "Move to day N" for each other day it may go to.
  ///
  /// An action is listed only when performing it now would move the item;
  /// one that would be refused, or change nothing, never is. Labels come
  /// from `renderer`, or, when the call names none, from the editor's
  /// ``renderer``, as every menu's do.
  public func actions(
    for id: ItemID? = nil, renderer: AnnouncementRenderer? = nil
  ) -> [Action] {
    actionMenu(for: id, renderer: renderer ?? self.renderer).available
  }

  /// An item's whole menu: the actions that would succeed, and those that
  /// would not, each with the sentence that performing it would give.
  ///
  /// It holds the moves; ``editingMenu(for:renderer:)`` holds "Remove",
  /// and ``compactMenu(for:renderer:)`` both.
  ///
  /// It holds a move to every other day: on a long trip, build menus from
  /// ``stepMenu(for:renderer:)`` and ``dayMoves(for:renderer:)``, which say
  /// the same at a cost that does not grow with the trip.
  public func actionMenu(
    for id: ItemID? = nil, renderer: AnnouncementRenderer? = nil
  ) -> ActionMenu {
    menu(for: id, renderer: renderer ?? self.renderer, withDays: true)
  }

  /// The first four candidates of ``actionMenu(for:renderer:)``: up, down,
  /// top and bottom, each available or not.
  public func stepMenu(
    for id: ItemID? = nil, renderer: AnnouncementRenderer? = nil
  ) -> ActionMenu {
    menu(for: id, renderer: renderer ?? self.renderer, withDays: false)
  }

  private func menu(for id: ItemID?, renderer: AnnouncementRenderer, withDays: Bool)
    -> ActionMenu
  {
    var menu = ActionMenu(available: [], unavailable: [])
    guard let id = id ?? focus, let (item, current) = trip.itemAndPosition(id),
      let days = trip.dayNumbers
    else { return menu }
    if let together = movingTogether(with: id) {
      return self.menu(together, on: id, renderer: renderer, withDays: withDays)
    }
    let from = DetailedPosition(at: current, in: trip)
    func add(_ move: Move) {
      let action = menuAction(move, for: id, renderer: renderer)
      // Most moves are available, and need no words: only the plan.
      let planned = plan(move, for: item, at: current)
      if case .target = planned {
        menu.available.append(action)
        return
      }
      switch attempt(move, on: item, at: from, planned: planned) {
      case .move: menu.available.append(action)
      case .answer(let outcome): menu.add(action, unavailableBecause: outcome, renderer: renderer)
      }
    }
    for move in [Move.up, .down, .toTop, .toBottom] { add(move) }
    guard withDays else { return menu }
    menu.available.reserveCapacity(days.count + 3)
    for day in days where day != current.day {
      // Counted, so that the cost guards see a menu that grows with the trip.
      VisitCounter.visit(1)
      add(.toDay(day))
    }
    return menu
  }

  /// Performs a menu action: its move as ``perform(_:on:)-(Move,ItemID?)`` would,
  /// its edit as ``perform(_:on:)-(Edit,_)``, "Select" and "Unselect" as
  /// ``select(_:)`` and ``unselect(_:focusing:)``; "Move to day…" moves
  /// nothing and says to choose a day (``Announcement/choosingDay(_:)``).
  ///
  /// An action made for an earlier state of the trip (its
  /// ``Action/revision`` is not the editor's) is refused with
  /// ``Announcement/staleAction(_:)`` (an editing action with
  /// ``Announcement/staleEdit(_:edit:)``), and nothing changes: the item may
  /// have moved since the menu was heard, and the action would act from a
  /// place the user does not know.
  public mutating func perform(_ action: Action) -> Announcement {
    if let made = action.revision, made != revision {
      if action.category == .selection {
        let moving = movingTogether(with: action.item)?.members.map { ItemReference($0.item) }
        if let moving { return .itemsStaleAction(moving) }
      }
      let reference =
        trip.item(action.item).map(ItemReference.init)
        ?? trip.idea(action.item).map { ItemReference(id: $0.id, title: $0.title) }
      guard let reference else { return .noSuchItem(action.item) }
      if let edit = action.edit { return .staleEdit(reference, edit: edit.kind) }
      return .staleAction(reference)
    }
    switch action.kind {
    case .move(let move): return perform(move, on: action.item)
    case .edit(let edit): return perform(edit, on: action.item)
    case .select: return select(action.item)
    case .unselect: return unselect(action.item)
    case .chooseTime:
      guard trip.contains(action.item) else { return .noSuchItem(action.item) }
      return .choosingTime(trip.reference(to: action.item))
    case .chooseDay:
      guard trip.contains(action.item) else { return .noSuchItem(action.item) }
      let moving = itemsMovingTogether(with: action.item)
      return .choosingDay(
        moving.isEmpty ? [trip.reference(to: action.item)] : moving.map(ItemReference.init))
    }
  }

  /// The editing actions of an item (the focused one when `id` is `nil`):
  /// "Remove", available unless the item is fixed or another is grabbed,
  /// with why when it is not; "Set time…" (``ActionKind/chooseTime``),
  /// "Clear the time" when it has one, and "Fix in place" for a custom item
  /// or "Let it move" for a fixed one (not while travel is anchored to it).
  public func editingMenu(
    for id: ItemID? = nil, renderer: AnnouncementRenderer? = nil
  ) -> ActionMenu {
    let renderer = renderer ?? self.renderer
    var menu = ActionMenu(available: [], unavailable: [])
    guard let id = id ?? focus, trip.contains(id), movingTogether(with: id) == nil else {
      return menu
    }
    let action = Action(
      id: "remove", item: id, edit: .remove, label: renderer.template(for: .actionRemove),
      revision: revision)
    menu.add(action, outcome: preview(.remove, on: id), renderer: renderer)
    // A time never moves anything: the time actions wait only for a grab.
    guard grab == nil else { return menu }
    menu.available.append(
      Action(
        id: "set-time", item: id, kind: .chooseTime,
        label: renderer.template(for: .actionSetTime), revision: revision, category: .editing))
    if trip.item(id)?.time != nil {
      menu.available.append(
        Action(
          id: "clear-time", item: id, edit: .setTime(nil),
          label: renderer.template(for: .actionClearTime), revision: revision))
    }
    // A custom item may be fixed where it is, and a fixed one let go (not
    // a game, nor travel); an anchor of travel is offered, with why not.
    switch trip.item(id)?.kind {
    case .custom?, .fixed?:
      let fixed = trip.item(id)?.kind == .custom
      let edit = Edit.setFixed(fixed)
      let action = Action(
        id: fixed ? "fix" : "unfix", item: id, edit: edit,
        label: renderer.template(for: fixed ? .actionFix : .actionUnfix), revision: revision)
      menu.add(action, outcome: preview(edit, on: id), renderer: renderer)
    default: break
    }
    return menu
  }

  /// The actions of an idea of the trip: "Add to day N" for each day, each
  /// putting it at the last position it may take there, available or not.
  ///
  /// It holds an entry for every day: on a long trip, offer the days an
  /// idea may go to as a picker, and make the action for the day chosen
  /// with ``Action/init(id:item:edit:label:revision:)``.
  public func ideaMenu(
    for id: ItemID, renderer: AnnouncementRenderer? = nil
  ) -> ActionMenu {
    let renderer = renderer ?? self.renderer
    var menu = ActionMenu(available: [], unavailable: [])
    guard let idea = trip.idea(id), let days = trip.dayNumbers else { return menu }
    for day in days {
      VisitCounter.visit(1)
      let edit = Edit.add(idea, .day(day))
      let action = Action(
        id: "add-to-day-" + String(day), item: id, edit: edit,
        label: renderer.fill(.actionAddToDay, Template.Values("day", String(day))),
        revision: revision)
      menu.add(action, outcome: preview(edit), renderer: renderer)
    }
    return menu
  }

  /// The identifiers of "Move to day N" for days 0 to 399, made once for the
  /// program: a long trip's menu has one for every day.
  private static let dayMoveIdentifiers: [String] = (0..<400).map { "move-to-day-" + String($0) }

  /// The stable identifier of a menu move.
  static func identifier(of move: Move) -> String {
    switch move {
    case .up: "move-up"
    case .down: "move-down"
    case .toTop: "move-to-top"
    case .toBottom: "move-to-bottom"
    case .toDay(let day):
      dayMoveIdentifiers.indices.contains(day) ? dayMoveIdentifiers[day] : "move-to-day-\(day)"
    case .toPosition(let position): "move-to-day-\(position.day)-position-\(position.rank)"
    case .before(let other): "move-before-\(other.rawValue)"
    case .after(let other): "move-after-\(other.rawValue)"
    }
  }
}

extension ActionMenu {
  /// Adds an editing action: available when its preview would change the
  /// trip, otherwise with the sentence its preview gives.
  mutating func add(_ action: Action, outcome: EditPreview, renderer: AnnouncementRenderer) {
    if case .changesNothing(let refusal) = outcome {
      add(action, unavailableBecause: refusal, renderer: renderer)
    } else {
      available.append(action)
    }
  }

  /// Adds an action that would not succeed now, with its sentence.
  mutating func add(
    _ action: Action, unavailableBecause outcome: Announcement, renderer: AnnouncementRenderer
  ) {
    unavailable.append(
      UnavailableAction(action: action, outcome: outcome, reason: renderer.menuReason(for: outcome))
    )
  }
}
