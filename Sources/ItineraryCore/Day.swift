/// One day of a trip.
///
/// Days are numbered by their place in the trip, from 1.
public struct Day: Hashable, Sendable {
  /// A label such as "Friday, June 5", if the trip gives one.
  public var label: String?
  /// The city the day is spent in, if the trip gives one.
  public var city: String?

  public init(label: String? = nil, city: String? = nil) {
    self.label = label
    self.city = city
  }
}
