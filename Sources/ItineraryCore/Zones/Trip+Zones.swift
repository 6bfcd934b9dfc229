extension Trip {
  /// Gives the trip a time zone, or takes it away (`nil`), and returns the
  /// edit: `zone` is an IANA name of the system's zone data
  /// (``ZoneRules/named(_:)``).
  ///
  /// With `day`, gives that day its own zone where the trip crosses into
  /// another, or gives it back the trip's (`nil`). The items' clock times
  /// stay as they are: they are read in the new zone.
  @discardableResult
  public mutating func setZone(_ zone: String?, ofDay day: Int? = nil) throws(DayRefusal)
    -> TripEdit
  {
    if let zone, ZoneRules.named(zone) == nil { throw .unknownZone(zone) }
    if let day {
      guard hasDay(day) else { throw .noSuchDay(day, dayCount: dayCount) }
      let was = days[day - 1].zone
      guard was != zone else { throw .unchanged }
      days[day - 1].zone = zone
      return TripEdit(kind: .zoneChanged(day: day, from: was, to: zone))
    }
    let was = self.zone
    guard was != zone else { throw .unchanged }
    self.zone = zone
    return TripEdit(kind: .zoneChanged(day: nil, from: was, to: zone))
  }

  /// The time zone day `day`'s times are in: its own, else the trip's;
  /// `nil` when neither has one (floating times).
  public func zone(ofDay day: Int) -> String? {
    guard hasDay(day) else { return zone }
    return days[day - 1].zone ?? zone
  }
}
