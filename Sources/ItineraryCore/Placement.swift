/// Where an item stands: a day number and a finite number that orders the
/// items inside that day.
///
/// Placements are the truth of a trip; positions are derived from them.
/// Placements compare in trip order: by day, then by sortOrder.
public struct Placement: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The day, from 1.
  public var day: Int
  /// Orders the items of a day; any finite number, unique within the day.
  public var sortOrder: Double

  public init(day: Int, sortOrder: Double) {
    self.day = day
    self.sortOrder = sortOrder
  }

  public static func < (lhs: Placement, rhs: Placement) -> Bool {
    (lhs.day, lhs.sortOrder) < (rhs.day, rhs.sortOrder)
  }

  /// Whether two placements are the same to the bit, which `==` is not for
  /// `0.0` and `-0.0`.
  public func isIdentical(to other: Placement) -> Bool {
    day == other.day && sortOrder.bitPattern == other.sortOrder.bitPattern
  }

  public var description: String { "day \(day), sortOrder \(sortOrder)" }
}
