import ItineraryCore

/// One entry of an item's action menu: a move, or an edit, that would
/// succeed right now.
///
/// Map each to a `UIAccessibilityCustomAction`, or to SwiftUI's
/// `accessibilityAction(named:)`, with ``label`` as its name, and perform it
/// with ``Editor/perform(_:)-(Action)``.
public struct Action: Identifiable, Hashable, Sendable {
  /// A stable identifier: `move-up`, `move-down`, `move-to-top`,
  /// `move-to-bottom`, `move-to-day-3`, `choose-day`; `remove`, or
  /// `add-to-day-3` for an idea; `select` or `unselect`.
  public var id: String
  /// The item the action moves or edits: for "Add to day N", the idea.
  public var item: ItemID
  /// What performing it does.
  public var kind: ActionKind
  /// What a listener hears: "Move up", "Move to day 3".
  public var label: String
  /// The ``Editor/revision`` of the trip the action was made for; `nil` for
  /// an action made by hand, which is planned afresh whenever it is
  /// performed.
  ///
  /// An action from a menu is refused once the trip has changed since the
  /// menu was made: it never moves the item from a place the user did not
  /// hear.
  public var revision: Int?
  /// Which group of a menu the action belongs to, for
  /// VoiceOver's grouped actions; ``AnnouncementRenderer/name(of:)`` says
  /// its name.
  public var category: ActionCategory

  public init(
    id: String, item: ItemID, move: Move, label: String, revision: Int? = nil,
    category: ActionCategory? = nil
  ) {
    self.init(
      id: id, item: item, kind: .move(move), label: label, revision: revision,
      category: category ?? ActionCategory(of: move))
  }

  /// An editing action: "Remove" of an item, or "Add to day N" of an idea.
  public init(id: String, item: ItemID, edit: Edit, label: String, revision: Int? = nil) {
    self.init(
      id: id, item: item, kind: .edit(edit), label: label, revision: revision, category: .editing)
  }

  /// An action of any kind, in the category given.
  public init(
    id: String, item: ItemID, kind: ActionKind, label: String, revision: Int? = nil,
    category: ActionCategory
  ) {
    self.id = id
    self.item = item
    self.kind = kind
    self.label = label
    self.revision = revision
    self.category = category
  }

  /// The move it makes; `nil` for an action of another kind.
  public var move: Move? {
    if case .move(let move) = kind { move } else { nil }
  }

  /// The edit it makes: "Remove", or "Add to day N" of an
  /// idea; `nil` for an action of another kind.
  public var edit: Edit? {
    if case .edit(let edit) = kind { edit } else { nil }
  }
}

/// What an ``Action`` does when it is performed.
public enum ActionKind: Hashable, Sendable {
  /// Moves the item, or the items moving with it.
  case move(Move)
  /// Adds, removes or renames.
  case edit(Edit)
  /// "Move to day…": the app asks for a day, from the days given (and, for
  /// a day, a position from ``Editor/validPositions(for:onDay:)``), then
  /// performs ``Editor/action(_:for:renderer:)`` for it. Performed as it
  /// is, it moves nothing and says what to do ("Choose a day for Brewery
  /// tour.").
  case chooseDay(DayMoves)
  /// Adds the item to the selection.
  case select
  /// Takes the item out of the selection.
  case unselect
  /// "Set time…": the app asks for a time, with its time
  /// picker, then performs ``Edit/setTime(_:)`` with it. Performed as it
  /// is, it changes nothing and says what to do ("Choose a time for
  /// Dinner.").
  case chooseTime
}

/// The groups of a menu's actions.
///
/// An app maps each to VoiceOver's grouped actions (SwiftUI's `AccessibilityActionCategory`,
/// UIKit's `UIAccessibilityCustomAction.category`, iOS 18) and keeps one flat
/// list on older systems.
public enum ActionCategory: String, Hashable, Sendable, CaseIterable {
  /// Up, down, to top, to bottom: moves within the item's day.
  case withinDay
  /// Moves to another day, or to a position on one.
  case toAnotherDay
  /// Adding, removing and renaming.
  case editing
  /// Moves of a selection of items.
  case selection

  /// The group of a move.
  public init(of move: Move) {
    switch move {
    case .up, .down, .toTop, .toBottom: self = .withinDay
    case .toDay, .toPosition, .before, .after: self = .toAnotherDay
    }
  }
}

/// A menu entry that would not succeed now, and what performing it would
/// say instead.
public struct UnavailableAction: Hashable, Sendable {
  /// The action, as it would be listed: its `label` is the entry's name,
  /// "Move up", for a list of what cannot be done now and why.
  public var action: Action
  /// The refusal, or the "already there", that performing it gives now.
  public var outcome: Announcement
  /// That outcome as a sentence.
  ///
  /// For example: "Can't move Drive to Milwaukee up. It must stay after
  /// Brewers at Cubs."
  public var reason: String

  public init(action: Action, outcome: Announcement, reason: String) {
    self.action = action
    self.outcome = outcome
    self.reason = reason
  }
}

/// An item's action menu: the moves that would succeed now, in a stable
/// order, and the ones that would not, with why.
public struct ActionMenu: Hashable, Sendable {
  /// Up, down, top, bottom, then "Move to day N" for each other day, keeping
  /// only those that would move the item.
  public var available: [Action]
  /// The same candidates that would be refused or change nothing, in the
  /// same order.
  public var unavailable: [UnavailableAction]

  public init(available: [Action], unavailable: [UnavailableAction]) {
    self.available = available
    self.unavailable = unavailable
  }
}

extension ActionMenu {
  /// Why the unavailable moves are not available: each reason once, in the
  /// order the entries come.
  ///
  /// A reason one entry gives is its sentence (a move that would change
  /// nothing is named by its label: "Move to bottom, not now. It is already there.");
  /// a reason several give is said once without a move. A game's eight entries on a five-day trip are
  /// "Can't move Opening keynote. Games are fixed." once, and a travel item's
  /// moves to days outside its games are "Can't move Drive to Milwaukee. It
  /// must stay within days 1 and 2."
  public func reasons(renderer: AnnouncementRenderer = AnnouncementRenderer()) -> [String] {
    ActionMenu.reasons(
      for: unavailable.map { ($0.outcome, ActionMenu.reason(of: $0, renderer: renderer), 1) },
      renderer: renderer)
  }

  /// The reason an entry gives: its refusal's sentence, or, for a move
  /// that would change nothing, its label and why, which names the move a
  /// "why not" list leaves out.
  ///
  /// Such a reason reads "Move to bottom, not now. It is already there."
  static func reason(of entry: UnavailableAction, renderer: AnnouncementRenderer) -> String {
    switch entry.outcome {
    case .alreadyThere, .itemsAlreadyThere: break
    default: return entry.reason
    }
    guard let clause = renderer.reasonClause(for: entry.outcome) else { return entry.reason }
    return renderer.fill(.actionUnavailable, ["label": entry.action.label, "reason": clause])
  }

  /// The reasons of entries given as their outcome, their sentence, and
  /// how many entries give it.
  static func reasons(
    for entries: [(outcome: Announcement, reason: String, count: Int)],
    renderer: AnnouncementRenderer
  ) -> [String] {
    var order: [String] = []
    var groups: [String: (outcome: Announcement, reason: String, count: Int)] = [:]
    for entry in entries {
      let clause = renderer.reasonClause(for: entry.outcome) ?? entry.reason
      if let group = groups[clause] {
        groups[clause]?.count = group.count + entry.count
      } else {
        order.append(clause)
        groups[clause] = entry
      }
    }
    return order.compactMap { clause in
      guard let group = groups[clause] else { return nil }
      guard group.count > 1, let shared = group.outcome.withoutMove else { return group.reason }
      return renderer.text(for: shared)
    }
  }
}
