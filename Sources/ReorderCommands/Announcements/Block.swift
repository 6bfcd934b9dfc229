import ItineraryCore

/// Where items moved together stand side by side: a day,
/// the positions they take on it, and what a verbose announcement says
/// about them.
public struct Block: Hashable, Sendable {
  /// The first item's spot, with the block's neighbours: ``Spot/previous``
  /// stands before the first item, ``Spot/next`` after the last.
  public var spot: Spot
  /// How many items stand side by side.
  public var count: Int

  public init(spot: Spot, count: Int) {
    self.spot = spot
    self.count = count
  }

  /// The day.
  public var day: Int { spot.position.day }

  /// The positions the items take, the first item's first.
  public var positions: ClosedRange<Int> {
    spot.position.rank...(spot.position.rank + count - 1)
  }

  /// The block of `count` items of `trip` from `first` on.
  init(from first: Position, count: Int, in trip: Trip) {
    self.init(spot: Spot(first, in: trip, nextRank: first.rank + count), count: count)
  }
}
