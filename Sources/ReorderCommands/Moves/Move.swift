import ItineraryCore

/// A way to move an item: up, down, to the top or bottom of its day, to
/// another day, to a position, or before or after another item.
///
/// A move says where to go relative to where the item is now; the editor works
/// out the position, or why the item cannot go there.
public enum Move: Hashable, Sendable {
  /// One slot earlier in trip order: past the item above, or from position 1
  /// of a day to the end of the day before.
  case up
  /// One slot later: past the item below, or from the last position of a day
  /// to position 1 of the next.
  case down
  /// The first valid position of the item's day.
  case toTop
  /// The last valid position of the item's day.
  case toBottom
  /// The last valid position of another day. On the item's own day it
  /// changes nothing.
  case toDay(Int)
  /// Exactly this position, counted as it will be after the move.
  case toPosition(Position)
  /// Just before another item.
  case before(ItemID)
  /// Just after another item.
  case after(ItemID)
}
