/// A rule of the trip model that a set of days and items breaks.
///
/// Each case carries the facts a sentence needs, and names the item it is
/// about.
public enum TripProblem: Hashable, Sendable {
  /// Which side of a travel item an anchor game is on.
  public enum Anchor: String, Hashable, Sendable {
    case after
    case before
  }

  /// A trip needs at least one day.
  case noDays
  /// The item at this place in the list (from 1) has an empty id.
  case emptyID(itemNumber: Int)
  /// The item's title is blank: empty, or only white space and control
  /// codes, so there is nothing to say for it.
  case emptyTitle(ItemID)
  /// More than one item has this id.
  case duplicateID(ItemID, count: Int)
  /// The item's day is not one of the trip's days.
  case dayOutOfRange(ItemID, day: Int, dayCount: Int)
  /// The item's sortOrder is infinite or not a number.
  case sortOrderNotFinite(ItemID)
  /// These items share one sortOrder on one day.
  case sharedSortOrder([ItemID], day: Int, sortOrder: Double)
  /// A travel item's `after` or `before` names no item.
  case anchorNotFound(ItemID, anchor: Anchor, named: ItemID)
  /// A travel item's `after` or `before` names an item that is not a game.
  case anchorNotAGame(ItemID, anchor: Anchor, named: ItemID)
  /// A travel item does not stand strictly after its `after` game.
  case mustComeAfter(ItemID, game: ItemID)
  /// A travel item does not stand strictly before its `before` game.
  case mustComeBefore(ItemID, game: ItemID)
  /// An idea is a game; a game is fixed to its day, and is never an idea.
  case gameIdea(ItemID)
  /// An idea is of kind fixed, which stays on its day.
  case fixedIdea(ItemID)
  /// The trip starts so late that its day `day` (and any after) would
  /// fall after ``TripDate/latestTripDay``.
  case startTooLate(TripDate, day: Int)
}

/// Every rule a set of days and items breaks, in the order of the items.
public struct TripProblems: Error, Hashable, Sendable {
  public var problems: [TripProblem]

  public init(_ problems: [TripProblem]) {
    self.problems = problems
  }
}

extension TripProblem {
  /// The item a problem is about, if it is about one.
  public var itemID: ItemID? {
    switch self {
    case .noDays, .emptyID, .startTooLate: nil
    case .emptyTitle(let id), .duplicateID(let id, _), .dayOutOfRange(let id, _, _),
      .sortOrderNotFinite(let id), .anchorNotFound(let id, _, _), .anchorNotAGame(let id, _, _),
      .mustComeAfter(let id, _), .mustComeBefore(let id, _), .gameIdea(let id), .fixedIdea(let id):
      id
    case .sharedSortOrder(let ids, _, _): ids.first
    }
  }
}
