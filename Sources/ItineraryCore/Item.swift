/// Something on the plan: a game, a fixed item, a travel leg or a custom item.
public struct Item: Hashable, Sendable {
  /// The item's kind and the rules that come with it.
  public enum Kind: Hashable, Sendable {
    /// Fixed: a game never moves. Other items may pass it.
    case game
    /// Fixed as a game is: a flight, a booked tour, a
    /// concert. It never moves, travel may be anchored to it; only its words
    /// differ, so that a trip without games is never told about games.
    case fixed
    /// May only stand strictly between the games it connects.
    case travel(Travel)
    /// Free: any position of any day.
    case custom
  }

  public var id: ItemID
  public var title: String
  public var kind: Kind
  public var placement: Placement
  /// When it happens, if the trip says; it never reorders
  /// anything.
  public var time: ClockTime?

  public init(
    id: ItemID, title: String, kind: Kind, placement: Placement, time: ClockTime? = nil
  ) {
    self.id = id
    self.title = title
    self.kind = kind
    self.placement = placement
    self.time = time
  }

  /// Whether the item is a game; a game is fixed (``isFixed``).
  public var isGame: Bool {
    if case .game = kind { return true }
    return false
  }

  /// Whether the item never moves: a game, or an item of kind ``Kind/fixed``.
  ///
  /// Travel is anchored to such items.
  public var isFixed: Bool { kind.isFixed }

  /// The travel details, for a travel item.
  public var travel: Travel? {
    if case .travel(let travel) = kind { return travel }
    return nil
  }
}

extension Item.Kind {
  /// Whether an item of this kind never moves: a game, or a fixed item.
  public var isFixed: Bool {
    switch self {
    case .game, .fixed: true
    case .travel, .custom: false
    }
  }
}

/// A travel leg from one city to another, bounded by the fixed items (games,
/// or items of kind fixed) it connects.
public struct Travel: Hashable, Sendable {
  /// The city the leg starts in.
  public var from: String
  /// The city the leg ends in.
  public var to: String
  /// The game the leg must come strictly after; `nil` for the trip's start.
  public var after: ItemID?
  /// The game the leg must come strictly before; `nil` for the trip's end.
  public var before: ItemID?

  public init(from: String, to: String, after: ItemID? = nil, before: ItemID? = nil) {
    self.from = from
    self.to = to
    self.after = after
    self.before = before
  }
}
