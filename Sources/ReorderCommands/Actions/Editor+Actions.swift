import ItineraryCore

extension Editor {
  /// The moves that would succeed for an item right now (the focused one
  /// when `id` is `nil`), in a stable order: up, down, top, bottom, then
  /// "Move to day N" for each other day it may go to.
  ///
  /// An action is listed only when performing it now would move the item;
  /// one that would be refused, or change nothing, never is. Labels come
  /// from `renderer`.
  public func actions(
    for id: ItemID? = nil, renderer: AnnouncementRenderer = AnnouncementRenderer()
  ) -> [Action] {
    actionMenu(for: id, renderer: renderer).available
  }

  /// An item's whole menu: the actions that would succeed, and those that
  /// would not, each with the sentence that performing it would give.
  public func actionMenu(
    for id: ItemID? = nil, renderer: AnnouncementRenderer = AnnouncementRenderer()
  ) -> ActionMenu {
    var menu = ActionMenu(available: [], unavailable: [])
    guard let id = id ?? focus, trip.contains(id), let days = trip.dayNumbers else { return menu }
    let current = trip.position(of: id)?.day
    let moves: [Move] =
      [.up, .down, .toTop, .toBottom] + days.filter { $0 != current }.map(Move.toDay)
    for move in moves {
      let action = Action(
        id: Editor.identifier(of: move), item: id, move: move, label: renderer.label(for: move))
      switch attempt(move, on: id) {
      case .move:
        menu.available.append(action)
      case .answer(let outcome):
        menu.unavailable.append(
          UnavailableAction(action: action, outcome: outcome, reason: renderer.text(for: outcome)))
      }
    }
    return menu
  }

  /// Performs a menu action, as ``perform(_:on:)`` would: if the trip has
  /// changed since the menu was made, the answer says so.
  public mutating func perform(_ action: Action) -> Announcement {
    perform(action.move, on: action.item)
  }

  /// The stable identifier of a menu move.
  static func identifier(of move: Move) -> String {
    switch move {
    case .up: "move-up"
    case .down: "move-down"
    case .toTop: "move-to-top"
    case .toBottom: "move-to-bottom"
    case .toDay(let day): "move-to-day-\(day)"
    case .toPosition(let position): "move-to-day-\(position.day)-position-\(position.rank)"
    case .before(let other): "move-before-\(other.rawValue)"
    case .after(let other): "move-after-\(other.rawValue)"
    }
  }
}
