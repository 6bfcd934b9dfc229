import ItineraryCore

/// An item's menu short enough for a VoiceOver rotor: at most
/// ``maximumCount`` entries on a trip of any length.
///
/// It holds the moves that matter most, those that would succeed now: up,
/// down, top, bottom, and to the day before and the day after. The other
/// days the item could go to are one more entry, "Move to another day",
/// which an app answers by asking for a day (a picker of
/// ``DayMoves/available``) and performing ``Editor/action(_:for:renderer:)``
/// for it. ``Editor/actionMenu(for:renderer:)`` keeps every move, for an app
/// that wants them all.
public struct CompactMenu: Hashable, Sendable {
  /// The most entries a compact menu has: up, down, top, bottom, the day
  /// before, the day after, and "Move to another day".
  public static let maximumCount = 7

  /// The moves that would succeed now, in this order: up, down, to top, to
  /// bottom, to the day before, to the day after.
  public var actions: [Action]
  /// The days the item could move to besides the neighbouring ones, when
  /// there are any: the "Move to another day" entry.
  public var otherDays: DayMoves?
  /// What the "Move to another day" entry is called.
  public var otherDaysLabel: String
  /// Why the moves that are not in the menu would fail, each reason once,
  /// as ``ActionMenu/reasons(renderer:)`` says them: a game's menu is
  /// empty, and says "Can't move Opening keynote: games are fixed." once.
  public var reasons: [String]

  public init(actions: [Action], otherDays: DayMoves?, otherDaysLabel: String, reasons: [String]) {
    self.actions = actions
    self.otherDays = otherDays
    self.otherDaysLabel = otherDaysLabel
    self.reasons = reasons
  }

  /// How many entries the menu has, "Move to another day" included.
  public var count: Int { actions.count + (otherDays == nil ? 0 : 1) }
}

extension Editor {
  /// An item's menu for a rotor (the focused item's when `id` is `nil`), at
  /// a cost that does not grow with the trip.
  public func compactMenu(
    for id: ItemID? = nil, renderer: AnnouncementRenderer = AnnouncementRenderer()
  ) -> CompactMenu {
    let steps = stepMenu(for: id, renderer: renderer)
    var menu = CompactMenu(
      actions: steps.available, otherDays: nil,
      otherDaysLabel: renderer.template(for: .actionChooseDay),
      reasons: steps.reasons(renderer: renderer))
    guard var days = dayMoves(for: id, renderer: renderer), let item = id ?? focus else {
      return menu
    }
    // The neighbouring days, when a move there would succeed, come first;
    // the rest stay in the picker.
    var others: [ClosedRange<Int>] = []
    for run in days.available {
      var rest: [ClosedRange<Int>] = [run]
      for neighbour in [days.current - 1, days.current + 1] where run.contains(neighbour) {
        if let action = action(.toDay(neighbour), for: item, renderer: renderer) {
          menu.actions.append(action)
        }
        rest = rest.flatMap { part -> [ClosedRange<Int>] in
          guard part.contains(neighbour) else { return [part] }
          var split: [ClosedRange<Int>] = []
          if part.lowerBound < neighbour { split.append(part.lowerBound...(neighbour - 1)) }
          if neighbour < part.upperBound { split.append((neighbour + 1)...part.upperBound) }
          return split
        }
      }
      others += rest
    }
    menu.reasons = ActionMenu.reasons(
      for: steps.unavailable.map { ($0.outcome, ActionMenu.reason(of: $0, renderer: renderer), 1) }
        + days.unavailable.map { ($0.outcome, $0.reason, $0.days.count) },
      renderer: renderer)
    days.available = others
    if days.availableCount > 0 { menu.otherDays = days }
    return menu
  }
}
