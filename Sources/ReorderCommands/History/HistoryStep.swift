import ItineraryCore

/// One undo step: a move, or everything from a grab to its drop.
///
/// A step keeps what changed (every old and new placement, renumbered
/// neighbours included), never a copy of the trip.
public struct HistoryStep: Hashable, Sendable {
  /// The item that was moved.
  public var item: ItemReference
  /// Where the item stood before the step.
  public var from: Position
  /// Where the item stood after the step.
  public var to: Position
  /// Every placement the step changed, the moved item's first.
  public var changes: [PlacementChange]

  public init(item: ItemReference, from: Position, to: Position, changes: [PlacementChange]) {
    self.item = item
    self.from = from
    self.to = to
    self.changes = changes
  }
}
