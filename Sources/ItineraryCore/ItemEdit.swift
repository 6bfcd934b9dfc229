/// One change to what a trip holds: an item put on a day, taken off it, or
/// renamed.
///
/// Every edit of ``Trip`` returns one, and ``Trip/undo(_:)-(ItemEdit)`` and
/// ``Trip/redo(_:)-(ItemEdit)`` take it back and make it again exactly: the trip after
/// an undo equals the trip before the edit, the order of ``Trip/items`` and
/// ``Trip/ideas`` included. An edit is a fact about one state of one trip;
/// applied to any other, it throws ``EditMismatch`` and changes nothing.
public struct ItemEdit: Hashable, Sendable {
  /// What happened to the item.
  public enum Kind: Hashable, Sendable {
    /// An idea of the trip was put on a day.
    case added
    /// An item that was not in the trip, as an item or an idea, was put on a day.
    case created
    /// The item was taken off its day, and is one of the trip's ideas now.
    case removed
    /// The item was taken off its day and out of the trip.
    case deleted
    /// The item's title changed from `from` to the item's title.
    case renamed(from: String)
    /// The item's time changed from `from` (none when `nil`) to the item's
    /// time.
    case retimed(from: ClockTime?)
    /// The item's kind changed from `from` to the item's kind: a custom
    /// item fixed, or a fixed one made custom again.
    case rekinded(from: Item.Kind)
  }

  /// What happened.
  public var kind: Kind
  /// The item as it stands on its day: after an add or a rename, or before a
  /// removal or a deletion.
  public var item: Item
  /// The other items whose placements the edit changed: an add to a day
  /// whose sortOrders left no gap renumbers it.
  public var renumbered: [PlacementChange]
  /// Where the item stands, or stood, in ``Trip/items``.
  package var itemSlot: Int
  /// Where the idea stands, or stood, in ``Trip/ideas``, for an add or a
  /// removal.
  package var ideaSlot: Int?

  package init(
    kind: Kind, item: Item, renumbered: [PlacementChange] = [], itemSlot: Int, ideaSlot: Int?
  ) {
    self.kind = kind
    self.item = item
    self.renumbered = renumbered
    self.itemSlot = itemSlot
    self.ideaSlot = ideaSlot
  }

  /// The edit that takes this one back.
  ///
  /// An add and a removal undo each other, a creation and a deletion too,
  /// and a rename is undone by the rename back. Renumbered neighbours go
  /// back to their old placements.
  public var reversed: ItemEdit {
    var reversed = self
    reversed.renumbered = renumbered.reversed().map(\.reversed)
    switch kind {
    case .added: reversed.kind = .removed
    case .removed: reversed.kind = .added
    case .created: reversed.kind = .deleted
    case .deleted: reversed.kind = .created
    case .renamed(let old):
      reversed.kind = .renamed(from: item.title)
      reversed.item.title = old
    case .retimed(let old):
      reversed.kind = .retimed(from: item.time)
      reversed.item.time = old
    case .rekinded(let old):
      reversed.kind = .rekinded(from: item.kind)
      reversed.item.kind = old
    }
    return reversed
  }
}
