import ItineraryCore

/// The trip said day by day, one short sentence to a line.
public struct TripOverview: Sendable {
  public init() {}

  /// The opening line: the trip's title and size.
  public func summary(of trip: Trip) -> String {
    "\(SpokenText.clean(trip.title)). \(size(of: trip))."
  }

  /// The trip's size: "5 days, 15 items", and "2 ideas" when it has any.
  public func size(of trip: Trip) -> String {
    let size =
      "\(SpokenText.count(trip.dayCount, "day")), \(SpokenText.count(trip.items.count, "item"))"
    return trip.ideas.isEmpty ? size : size + ", " + SpokenText.count(trip.ideas.count, "idea")
  }

  /// A day's heading: its number, label, city and how many items it has.
  public func heading(ofDay day: Int, in trip: Trip) -> String {
    let info = trip.hasDay(day) ? trip.days[day - 1] : Day()
    let items = trip.itemCount(onDay: day)
    return SpokenText.phrase(["Day \(day)", info.label, info.city]) + ". "
      + (items == 0 ? "No items." : "\(SpokenText.count(items, "item")).")
  }

  /// One item of a day: its position, title and kind words.
  public func line(for item: Item, at rank: Int) -> String {
    "\(rank). \(SpokenText.clean(item.title)), \(kindWords(for: item))."
  }

  /// ``line(for:at:)`` of an item that may be selected (SPEC section 9):
  /// "2. Brewery tour, custom, selected."
  public func line(for item: Item, at rank: Int, selected: Bool) -> String {
    guard selected else { return line(for: item, at: rank) }
    return "\(rank). \(SpokenText.clean(item.title)), \(kindWords(for: item)), selected."
  }

  /// The kind words of SPEC section 4: "game, fixed", "travel from X to Y",
  /// "custom"; the same words as ``AnnouncementRenderer/kindWords(_:)``.
  public func kindWords(for item: Item) -> String {
    AnnouncementRenderer().kindWords(item.kind)
  }

  /// The whole trip: the summary, then each day's heading and items.
  public func lines(for trip: Trip) -> [String] {
    var lines = [summary(of: trip)]
    for day in 1...max(trip.dayCount, 1) where trip.hasDay(day) {
      lines.append(heading(ofDay: day, in: trip))
      for (rank, item) in trip.items(onDay: day).enumerated() {
        lines.append(line(for: item, at: rank + 1))
      }
    }
    return lines
  }

}
