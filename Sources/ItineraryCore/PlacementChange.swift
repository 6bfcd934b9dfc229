/// One item's placement before and after a change.
///
/// A move returns every change it made, renumbered neighbours included, so a
/// history can undo and redo it exactly with ``Trip/restore(_:)`` and
/// ``Trip/reapply(_:)``.
public struct PlacementChange: Hashable, Sendable {
  public var item: ItemID
  public var old: Placement
  public var new: Placement

  public init(item: ItemID, old: Placement, new: Placement) {
    self.item = item
    self.old = old
    self.new = new
  }

  /// The same change the other way round.
  public var reversed: PlacementChange {
    PlacementChange(item: item, old: new, new: old)
  }
}
