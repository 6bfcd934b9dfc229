import ItineraryCore

/// What a move would do, worked out without doing it: the position the item
/// would go to, or what performing it would say instead.
public enum MovePreview: Hashable, Sendable {
  /// The move would take the item from `from` to `to`.
  case moves(ItemReference, from: Position, to: Position)
  /// The move would take the items selected with the item, in trip
  /// order, side by side to `to`: the first's position.
  case movesTogether([ItemReference], to: Position)
  /// The move would not move the item: the refusal, or the "already there",
  /// that performing it would give. (It was `stays` before.)
  case doesNotMove(Announcement)

  /// Where the move would put the item, when it would move it.
  public var target: Position? {
    switch self {
    case .moves(_, _, let to), .movesTogether(_, let to): to
    case .doesNotMove: nil
    }
  }

  /// Whether performing the move would move the item.
  public var isAllowed: Bool { target != nil }
}

extension Editor {
  /// What `move` of an item (the focused one when `id` is `nil`) would do
  /// now, without doing it: a dry run.
  ///
  /// It asks exactly what ``perform(_:on:)-(Move,ItemID?)`` asks, with the same rules and
  /// reasons, grab included: while an item is grabbed, a move of another
  /// item stays, because the grabbed one "is still grabbed". A drop delegate asks it for
  /// each position a drag hovers over (`dropSessionDidUpdate`) and forbids
  /// the drop where it is not allowed; the outcome of a move that stays is
  /// the sentence to say.
  ///
  /// A move of a selected item, while two or more are selected, is of them
  /// all: its preview is ``MovePreview/movesTogether(_:to:)``.
  public func preview(_ move: Move, on id: ItemID? = nil) -> MovePreview {
    if let id = id ?? focus, let together = movingTogether(with: id) {
      return previewTogether(move, together, on: id)
    }
    switch attempt(move, on: id) {
    case .move(let item, let from, let to): return .moves(item, from: from.position, to: to)
    case .answer(let announcement): return .doesNotMove(announcement)
    }
  }
}
