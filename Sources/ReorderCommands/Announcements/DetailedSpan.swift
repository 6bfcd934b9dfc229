import ItineraryCore

/// Where items moved together stand side by side: a day,
/// the positions they take on it, and what a verbose announcement says
/// about them.
public struct DetailedSpan: Hashable, Sendable {
  /// The first item's spot, with the block's neighbours: ``DetailedPosition/previous``
  /// stands before the first item, ``DetailedPosition/next`` after the last.
  public var spot: DetailedPosition
  /// How many items stand side by side.
  public var count: Int

  public init(spot: DetailedPosition, count: Int) {
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
    self.init(spot: DetailedPosition(first, in: trip, nextRank: first.rank + count), count: count)
  }
}
