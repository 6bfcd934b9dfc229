/// Something that could go on the plan but is on no day: an item of the
/// file's `ideas`.
///
/// An idea is a custom or a travel item without a place; a game is fixed to
/// its day, and is never an idea. A travel idea names the games it must come
/// between, as a travel item does, and obeys them once it is put on a day.
public struct Idea: Hashable, Sendable {
  public var id: ItemID
  public var title: String
  /// `custom` or `travel`; never `game`.
  public var kind: Item.Kind
  /// When it would happen, kept while it is an idea.
  public var time: ClockTime?

  public init(id: ItemID, title: String, kind: Item.Kind, time: ClockTime? = nil) {
    self.id = id
    self.title = title
    self.kind = kind
    self.time = time
  }

  /// The item this idea becomes at `placement`.
  public func item(at placement: Placement) -> Item {
    Item(id: id, title: title, kind: kind, placement: placement, time: time)
  }
}

extension Item {
  /// The idea this item becomes once it is taken off its day.
  public var idea: Idea {
    Idea(id: id, title: title, kind: kind, time: time)
  }
}

extension Idea {
  /// The item this idea would be, on no day yet: day 0 counts as no day in
  /// the rules, so every day offers it one more position.
  var unplaced: Item { item(at: Placement(day: 0, sortOrder: 0)) }

  /// The travel details, for a travel idea.
  public var travel: Travel? {
    if case .travel(let travel) = kind { return travel }
    return nil
  }
}
