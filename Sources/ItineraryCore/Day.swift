/// A day of a trip: its optional label and city.
///
/// Days are numbered from 1 by where they stand in ``Trip/days``.
public struct Day: Hashable, Sendable {
  /// A label such as "Friday, June 5", if the trip gives one.
  public var label: String?
  /// The city the day is spent in, if the trip gives one.
  public var city: String?
  /// Where the day stood in the file's `days` when it was read, so that a
  /// save after days were added or removed keeps each day's own bytes; not
  /// part of the day's value.
  package var fileSlot: Int?

  public init(label: String? = nil, city: String? = nil) {
    self.label = label
    self.city = city
  }

  public static func == (lhs: Day, rhs: Day) -> Bool {
    lhs.label == rhs.label && lhs.city == rhs.city
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(city)
  }
}
