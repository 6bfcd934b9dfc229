import ItineraryCore

/// An app's own rule of where items may go, beside the trip's: a kanban
/// board's "a blocked card may not go to Done", a playlist's "the encore
/// stays last".
///
/// Give it to an editor (``Editor/moveRule``) and every path that moves
/// obeys it: ``Editor/perform(_:on:)-(Move,ItemID?)``, the dry run
/// ``Editor/preview(_:on:)-(Move,ItemID?)``, every menu and its reasons,
/// the day picker (``Editor/dayMoves(for:renderer:)``), grab mode, drags of
/// one item and of several, and ``DragSpeech``, which says the refusal over
/// a forbidden place and the way back to a good one. A move the rule
/// refuses is said with the app's words as its reason: "Can't move CSV
/// export to position 1 of day 3. A blocked card can't go to Done.", or,
/// with the groups named (``AnnouncementRenderer/groupNames``), "Can't move
/// CSV export to position 1 of Done. A blocked card can't go to Done."
///
/// The moves that choose a place themselves (up, down, to top, to bottom,
/// to day N) take the nearest place the rule allows, in their own
/// direction: with a rule that keeps a depot first, to top is the place
/// after it, and down from a group's last item is the next group's first
/// allowed place. ``Editor/validPositions(for:onDay:)`` leaves out the ends
/// the rule refuses.
///
/// A rule is a type with one method, or a function given to
/// ``MoveRuleFunction``: `MoveRuleFunction { item, position, trip in … }`
/// returns the clause for a card that is blocked and a position in the
/// Done column, and `nil` for every other move.
public protocol MoveRule: Sendable {
  /// Why `item` may not stand at `position` (its day, and its place among
  /// the day's items once it is there) in `trip`, as a clause in the app's
  /// words ("a blocked card can't go to Done"), or `nil` when it may.
  ///
  /// Asked after the trip's own rules, only of moves they allow; for items
  /// moved together, of each of them where it would land.
  ///
  /// Keep the clause short: at normal verbosity a refusal keeps to
  /// ``AnnouncementRenderer/maximumMoveWords`` with the item's whole name
  /// and the move, and the reason is the part that gives way
  /// (`refused.withoutReason`); a group's name with its article counts too.
  /// A verbose renderer, and an action menu's reasons, say it whole.
  func refusal(moving item: Item, to position: Position, in trip: Trip) -> String?
}

/// A ``MoveRule`` made of a function, for a rule that needs no type of its
/// own.
public struct MoveRuleFunction: MoveRule {
  private let check: @Sendable (Item, Position, Trip) -> String?

  /// The rule `check` says: a clause in the app's words, or `nil`.
  public init(_ check: @escaping @Sendable (Item, Position, Trip) -> String?) {
    self.check = check
  }

  public func refusal(moving item: Item, to position: Position, in trip: Trip) -> String? {
    check(item, position, trip)
  }
}
