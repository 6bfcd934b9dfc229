import ItineraryCore

/// An item as an announcement names it: its id for code, its title for
/// people.
public struct ItemReference: Hashable, Sendable {
  /// The item's id; never spoken.
  public var id: ItemID
  /// The item's title, as the trip gives it.
  public var title: String

  public init(id: ItemID, title: String) {
    self.id = id
    self.title = title
  }

  /// A reference to an item of a trip.
  public init(_ item: Item) {
    self.init(id: item.id, title: item.title)
  }
}
