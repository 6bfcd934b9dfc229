/// Why an item may not be moved to a position.
///
/// Each case carries the facts a sentence needs; the words a listener hears
/// are made by the command layer's renderer.
public enum Refusal: Error, Hashable, Sendable {
  /// No item has this id.
  case noSuchItem(ItemID)
  /// The item is a game, and games are fixed.
  case gameIsFixed(ItemID)
  /// The item is of kind fixed: it never moves.
  case itemIsFixed(ItemID)
  /// The day is not one of the trip's days, which are 1 to `dayCount`.
  case noSuchDay(Int, dayCount: Int)
  /// A travel item may only stand on `allowed` days; `day` is not one.
  case mustStayWithinDays(ClosedRange<Int>, day: Int)
  /// The day has no such position; the item could go to `available`.
  case noSuchPosition(Int, day: Int, available: ClosedRange<Int>)
  /// A travel item must stay strictly after this game.
  case mustStayAfter(game: ItemID)
  /// A travel item must stay strictly before this game.
  case mustStayBefore(game: ItemID)
  /// An item from outside the trip has an id an item or an idea of the trip
  /// has already (or none).
  case idTaken(ItemID)
  /// A title has nothing to say: it is empty, or only spaces and control codes.
  case blankTitle
  /// A rename to the title the item has already.
  case sameTitle
  /// A time the item has already (or no time, for an item without one).
  case sameTime
  /// A kind the item has already: fixing a fixed item, or making a custom
  /// one custom.
  case sameKind
  /// A travel item's kind is its route, and a game's is its match: only a
  /// custom item is fixed, and only a fixed one made custom.
  case kindKept(ItemID)
  /// A fixed item that travel is anchored to stays fixed; this travel item
  /// is one.
  case anchorOf(ItemID, travel: ItemID)
}
