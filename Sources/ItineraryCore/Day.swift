/// A day of a trip: its optional label, city and time zone.
///
/// Days are numbered from 1 by where they stand in ``Trip/days``.
public struct Day: Hashable, Sendable {
  /// A label such as "Friday, June 5", if the trip gives one.
  public var label: String?
  /// The city the day is spent in, if the trip gives one.
  public var city: String?
  /// The day's own time zone, an IANA name such as `Europe/Madrid`, where
  /// it differs from the trip's (``Trip/zone``); `nil` for the trip's.
  public var zone: String?
  /// Where the day stood in the file's `days` when it was read, so that a
  /// save after days were added or removed keeps each day's own bytes; not
  /// part of the day's value.
  package var fileSlot: Int?

  public init(label: String? = nil, city: String? = nil, zone: String? = nil) {
    self.label = label
    self.city = city
    self.zone = zone
  }

  public static func == (lhs: Day, rhs: Day) -> Bool {
    lhs.label == rhs.label && lhs.city == rhs.city && lhs.zone == rhs.zone
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(city)
    hasher.combine(zone)
  }
}
