/// "Position P of day D": an item's 1-based rank among all the items of its
/// day, ordered by sortOrder, games included.
public struct Position: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The day, from 1.
  public var day: Int
  /// The rank within the day, from 1.
  public var rank: Int

  public init(day: Int, rank: Int) {
    self.day = day
    self.rank = rank
  }

  public static func < (lhs: Position, rhs: Position) -> Bool {
    (lhs.day, lhs.rank) < (rhs.day, rhs.rank)
  }

  public var description: String { "position \(rank) of day \(day)" }
}
