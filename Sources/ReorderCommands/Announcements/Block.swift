import ItineraryCore

/// Where items moved together stand side by side (SPEC section 9): a day,
/// the positions they take on it, and what a verbose announcement says
/// about them.
public struct Block: Hashable, Sendable {
  /// The day.
  public var day: Int
  /// The positions the items take, the first item's first.
  public var positions: ClosedRange<Int>
  /// The day's label, such as "Saturday, June 6", if the trip gives one.
  public var dayLabel: String?
  /// The day's city, if the trip gives one.
  public var dayCity: String?
  /// How many items the day has, these included.
  public var itemsInDay: Int
  /// The item just before the first of them on the same day.
  public var previous: ItemReference?
  /// The item just after the last of them on the same day.
  public var next: ItemReference?

  public init(
    day: Int, positions: ClosedRange<Int>, dayLabel: String? = nil, dayCity: String? = nil,
    itemsInDay: Int, previous: ItemReference? = nil, next: ItemReference? = nil
  ) {
    self.day = day
    self.positions = positions
    self.dayLabel = dayLabel
    self.dayCity = dayCity
    self.itemsInDay = itemsInDay
    self.previous = previous
    self.next = next
  }

  /// The block of `count` items of `trip` from `first` on.
  init(from first: Position, count: Int, in trip: Trip) {
    let day = trip.days[first.day - 1]
    let last = first.rank + count - 1
    self.init(
      day: first.day, positions: first.rank...last, dayLabel: day.label, dayCity: day.city,
      itemsInDay: trip.itemCount(onDay: first.day),
      previous: trip.item(at: Position(day: first.day, rank: first.rank - 1)).map(
        ItemReference.init),
      next: trip.item(at: Position(day: first.day, rank: last + 1)).map(ItemReference.init))
  }

  /// The spot a verbose announcement describes: the first position, with
  /// the neighbours of the whole block.
  var spot: Spot {
    Spot(
      position: Position(day: day, rank: positions.lowerBound), dayLabel: dayLabel,
      dayCity: dayCity, itemsInDay: itemsInDay, previous: previous, next: next)
  }
}
