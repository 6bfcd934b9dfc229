import ItineraryCore

/// Where an item stands, with what a verbose announcement says about it: the
/// day's label and city, how many items the day has, and the neighbours.
public struct DetailedPosition: Hashable, Sendable {
  /// The item's position.
  public var position: Position
  /// The day's label, such as "Saturday, June 6", if the trip gives one.
  public var dayLabel: String?
  /// The day's city, if the trip gives one.
  public var dayCity: String?
  /// The day's date, when the trip has a start: said
  /// when the day has no label.
  public var dayDate: TripDate?
  /// The time of the item at the spot, if it has one; `nil` for the gap an
  /// item left.
  public var time: ClockTime?
  /// How many items the day has, this one included.
  public var itemsInDay: Int
  /// The item just before it on the same day.
  public var previous: ItemReference?
  /// The item just after it on the same day.
  public var next: ItemReference?

  public init(
    position: Position, dayLabel: String? = nil, dayCity: String? = nil,
    dayDate: TripDate? = nil, time: ClockTime? = nil, itemsInDay: Int,
    previous: ItemReference? = nil, next: ItemReference? = nil
  ) {
    self.position = position
    self.dayLabel = dayLabel
    self.dayCity = dayCity
    self.dayDate = dayDate
    self.time = time
    self.itemsInDay = itemsInDay
    self.previous = previous
    self.next = next
  }

  /// Where an item of `trip` stands now; `nil` for an unknown item.
  public init?(of id: ItemID, in trip: Trip) {
    guard let position = trip.position(of: id) else { return nil }
    self.init(at: position, in: trip)
  }

  /// The spot at a position where an item of `trip` stands.
  init(at position: Position, in trip: Trip) {
    self.init(position, in: trip, nextRank: position.rank + 1)
  }

  /// The spot an item left at `position`: its day as it is now, between the
  /// items that were its neighbours.
  init(gapAt position: Position, in trip: Trip) {
    self.init(position, in: trip, nextRank: position.rank)
  }

  /// A spot on its day as `trip` has it, its next neighbour at `nextRank`.
  init(_ position: Position, in trip: Trip, nextRank: Int) {
    let day = trip.days[position.day - 1]
    let before = trip.item(at: Position(day: position.day, rank: position.rank - 1))
    let after = trip.item(at: Position(day: position.day, rank: nextRank))
    self.init(
      position: position, dayLabel: day.label, dayCity: day.city,
      dayDate: trip.date(ofDay: position.day),
      // The time of the item standing there; none for a gap.
      time: nextRank > position.rank ? trip.time(at: position) : nil,
      itemsInDay: trip.itemCount(onDay: position.day),
      previous: before.map(ItemReference.init), next: after.map(ItemReference.init))
  }
}

extension DetailedPosition {
  /// The spot with no time: for an answer that says the time already.
  var withoutTime: DetailedPosition {
    var spot = self
    spot.time = nil
    return spot
  }
}
