import ItineraryCore

/// An item's menu short enough for a VoiceOver rotor: at most
/// ``maximumCount`` entries on a trip of any length.
///
/// It holds the moves that matter most, those that would succeed now: up,
/// down, top, bottom, and to the nearest earlier and later days that accept
/// the item; "Move to day…" for the other days, an ``Action`` of kind
/// ``ActionKind/chooseDay(_:)`` that an app answers by asking for a day (a
/// picker of ``DayMoves/allowedDays``, and of
/// ``Editor/validPositions(for:onDay:)`` for a position) and performing
/// ``Editor/action(_:for:renderer:)`` for it; "Select" or "Unselect"; and "Remove". Where all nine would come,
/// the nearest earlier day is left to the picker. ``Editor/actionMenu(for:renderer:)``
/// keeps every move, for an app that wants them all.
public struct CompactMenu: Hashable, Sendable {
  /// The most entries a compact menu has: few enough to hear through.
  public static let maximumCount = 8

  /// The actions, in this order: up, down, to top, to bottom, to the
  /// nearest earlier day, to the nearest later day, "Move to day…",
  /// "Select" or "Unselect", and "Remove"; each only when it would
  /// succeed now.
  public var actions: [Action]
  /// Every day the item could move to, the nearest ones included: what
  /// the "Move to day…" action offers, when the menu has it (when a day the
  /// item may go to is not in the menu).
  public var otherDays: DayMoves?
  /// What the "Move to day…" entry is called (it was `otherDaysLabel`).
  public var chooseDayLabel: String
  /// Why the moves that are not in the menu would fail, each reason once,
  /// as ``ActionMenu/reasons(renderer:)`` says them.
  ///
  /// A game's menu is empty, and says "Can't move Opening keynote. Games
  /// are fixed." once.
  public var reasons: [String]

  public init(actions: [Action], otherDays: DayMoves?, chooseDayLabel: String, reasons: [String]) {
    self.actions = actions
    self.otherDays = otherDays
    self.chooseDayLabel = chooseDayLabel
    self.reasons = reasons
  }

  /// How many entries the menu has.
  public var count: Int { actions.count }
}

extension Editor {
  /// An item's menu for a rotor (the focused item's when `id` is `nil`), at
  /// a cost that does not grow with the trip.
  public func compactMenu(
    for id: ItemID? = nil, renderer: AnnouncementRenderer? = nil
  ) -> CompactMenu {
    let renderer = renderer ?? self.renderer
    let steps = stepMenu(for: id, renderer: renderer)
    var menu = CompactMenu(
      actions: steps.available, otherDays: nil,
      chooseDayLabel: renderer.fill(.actionChooseDay),
      reasons: steps.reasons(renderer: renderer))
    guard let days = dayMoves(for: id, renderer: renderer), let item = id ?? focus else {
      return menu
    }
    // The nearest earlier and later days that accept the item come first;
    // the rest stay in the picker.
    // Found from the runs, not day by day: a run holds many days.
    let earlier = days.allowedDays.last { $0.lowerBound < days.current }.map {
      min($0.upperBound, days.current - 1)
    }
    let later = days.allowedDays.first { $0.upperBound > days.current }.map {
      max($0.lowerBound, days.current + 1)
    }
    let nearest = [earlier, later].compactMap { $0 }
    // The other days: the runs, less the nearest days, which split a run.
    let others = days.allowedDays.flatMap { run -> [ClosedRange<Int>] in
      var parts: [ClosedRange<Int>] = []
      var start = run.lowerBound
      for day in nearest where run.contains(day) {
        if start < day { parts.append(start...(day - 1)) }
        start = day + 1
      }
      if start <= run.upperBound { parts.append(start...run.upperBound) }
      return parts
    }
    let together = movingTogether(with: item)
    func dayAction(_ day: Int) -> Action {
      together.map {
        menuAction(.toDay(day), for: item, movingTogether: $0.members.count, renderer: renderer)
      } ?? menuAction(.toDay(day), for: item, renderer: renderer)
    }
    if let together {
      menu.chooseDayLabel = renderer.label(forChoosingDayMoving: together.members.count)
    }
    // Of the editing actions, "Remove": a time is set with its own picker,
    // from the editing menu, and eight entries leave no room for it, nor
    // for fixing an item in place.
    var editing = editingMenu(for: item, renderer: renderer)
    editing.available.removeAll { $0.id != "remove" }
    editing.unavailable.removeAll { $0.action.id != "remove" }
    let toggle = selectionToggle(for: item, renderer: renderer)
    // Up to eight entries: the steps, the nearest days, "Move to day…", the
    // selection's toggle and "Remove". Where all nine would come, the
    // nearest earlier day is left to "Move to day…", which offers every day.
    var nearestDays = nearest
    let full =
      steps.available.count + nearest.count + (others.isEmpty ? 0 : 1) + toggle.count
      + editing.available.count
    if full > CompactMenu.maximumCount, earlier != nil, nearest.count == 2 {
      nearestDays = [nearest[1]]
    }
    menu.actions += nearestDays.map(dayAction)
    menu.reasons = ActionMenu.reasons(
      for: steps.unavailable.map { ($0.outcome, ActionMenu.reason(of: $0, renderer: renderer), 1) }
        + days.refusedDays.map { ($0.outcome, $0.reason, $0.days.count) }
        + editing.unavailable.map { ($0.outcome, $0.reason, 1) },
      renderer: renderer)
    // "Move to day…" comes when a day is not in the menu; its picker offers
    // them all, the nearest ones too, as a picker of days should.
    if !others.isEmpty || nearestDays.count < nearest.count {
      menu.otherDays = days
      menu.actions.append(
        Action(
          id: "choose-day", item: item, kind: .chooseDay(days), label: menu.chooseDayLabel,
          revision: revision, category: together == nil ? .toAnotherDay : .selection))
    }
    menu.actions += toggle
    menu.actions += editing.available
    return menu
  }
}

extension Editor {
  /// "Select" or "Unselect" of an item, as an action of its menu; none for
  /// a game, which cannot be selected, or while an item is grabbed.
  func selectionToggle(for id: ItemID, renderer: AnnouncementRenderer) -> [Action] {
    guard grab == nil, let item = trip.item(id), !item.isFixed else { return [] }
    let selected = isSelected(id)
    return [
      Action(
        id: selected ? "unselect" : "select", item: id, kind: selected ? .unselect : .select,
        label: renderer.template(for: selected ? .actionUnselect : .actionSelect),
        revision: revision, category: .selection)
    ]
  }
}
