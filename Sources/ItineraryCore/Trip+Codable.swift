/// A trip and its parts as `Codable` values, with stable keys: what an app
/// keeps to bring a trip back after a relaunch (with the editor's history,
/// in the command layer).
///
/// The encoding is not the trip file's (``TripDocument`` keeps that, byte for
/// byte); it is a plain encoding of the values, the same in any coder. A
/// sortOrder is kept as a number, which JSON and property lists keep exactly.
/// Decoding a trip checks every rule, as ``Trip/init(title:days:items:ideas:start:)``
/// does, and a trip that breaks one is refused with the problems in the
/// error's description.
extension ItemID: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

extension Placement: Codable {
  private enum CodingKeys: String, CodingKey {
    case day, sortOrder
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      day: try container.decode(Int.self, forKey: .day),
      sortOrder: try container.decode(Double.self, forKey: .sortOrder))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(day, forKey: .day)
    try container.encode(sortOrder, forKey: .sortOrder)
  }
}

extension Position: Codable {
  private enum CodingKeys: String, CodingKey {
    case day, rank
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      day: try container.decode(Int.self, forKey: .day),
      rank: try container.decode(Int.self, forKey: .rank))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(day, forKey: .day)
    try container.encode(rank, forKey: .rank)
  }
}

extension PlacementChange: Codable {
  private enum CodingKeys: String, CodingKey {
    case item, old, new
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      item: try container.decode(ItemID.self, forKey: .item),
      old: try container.decode(Placement.self, forKey: .old),
      new: try container.decode(Placement.self, forKey: .new))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(item, forKey: .item)
    try container.encode(old, forKey: .old)
    try container.encode(new, forKey: .new)
  }
}

extension Day: Codable {
  private enum CodingKeys: String, CodingKey {
    case label, city, zone
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      label: try container.decodeIfPresent(String.self, forKey: .label),
      city: try container.decodeIfPresent(String.self, forKey: .city),
      zone: try container.decodeIfPresent(String.self, forKey: .zone))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(label, forKey: .label)
    try container.encodeIfPresent(city, forKey: .city)
    try container.encodeIfPresent(zone, forKey: .zone)
  }
}

/// The keys of an item and of an idea: `id`, `title`, `kind` (`game`,
/// `fixed`, `travel` or `custom`), a travel item's `from`, `to`, `after` and
/// `before`, and an item's `day` and `sortOrder`, as the trip file names them.
private enum ItemKeys: String, CodingKey {
  case id, title, kind, from, to, after, before, day, sortOrder, time
}

extension Item.Kind {
  fileprivate init(from container: KeyedDecodingContainer<ItemKeys>) throws {
    switch try container.decode(String.self, forKey: .kind) {
    case "game": self = .game
    case "fixed": self = .fixed
    case "custom": self = .custom
    case "travel":
      self = .travel(
        Travel(
          from: try container.decode(String.self, forKey: .from),
          to: try container.decode(String.self, forKey: .to),
          after: try container.decodeIfPresent(ItemID.self, forKey: .after),
          before: try container.decodeIfPresent(ItemID.self, forKey: .before)))
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container,
        debugDescription: "An item's kind is game, fixed, travel or custom, not \(other).")
    }
  }

  fileprivate func encode(to container: inout KeyedEncodingContainer<ItemKeys>) throws {
    switch self {
    case .game: try container.encode("game", forKey: .kind)
    case .fixed: try container.encode("fixed", forKey: .kind)
    case .custom: try container.encode("custom", forKey: .kind)
    case .travel(let travel):
      try container.encode("travel", forKey: .kind)
      try container.encode(travel.from, forKey: .from)
      try container.encode(travel.to, forKey: .to)
      try container.encodeIfPresent(travel.after, forKey: .after)
      try container.encodeIfPresent(travel.before, forKey: .before)
    }
  }
}

extension Item: Codable {
  /// An item is one flat object, with the keys the trip file gives it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ItemKeys.self)
    self.init(
      id: try container.decode(ItemID.self, forKey: .id),
      title: try container.decode(String.self, forKey: .title),
      kind: try Kind(from: container),
      placement: Placement(
        day: try container.decode(Int.self, forKey: .day),
        sortOrder: try container.decode(Double.self, forKey: .sortOrder)),
      time: try container.decodeTime())
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ItemKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try kind.encode(to: &container)
    try container.encode(placement.day, forKey: .day)
    try container.encode(placement.sortOrder, forKey: .sortOrder)
    try container.encodeIfPresent(time?.fileText, forKey: .time)
  }
}

extension KeyedDecodingContainer<ItemKeys> {
  /// An item's or an idea's `time`, `"19:05"`, when it has one.
  fileprivate func decodeTime() throws -> ClockTime? {
    guard let text = try decodeIfPresent(String.self, forKey: .time) else { return nil }
    guard let time = ClockTime(file: text) else {
      throw DecodingError.dataCorruptedError(
        forKey: .time, in: self, debugDescription: "Not a time of day: \(text)")
    }
    return time
  }
}

extension Idea: Codable {
  /// An idea is encoded as an item is, without `day` and `sortOrder`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ItemKeys.self)
    self.init(
      id: try container.decode(ItemID.self, forKey: .id),
      title: try container.decode(String.self, forKey: .title),
      kind: try Item.Kind(from: container), time: try container.decodeTime())
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ItemKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try kind.encode(to: &container)
    try container.encodeIfPresent(time?.fileText, forKey: .time)
  }
}

extension Trip: Codable {
  private enum CodingKeys: String, CodingKey {
    case title, start, zone, days, items, ideas
  }

  /// A trip from its encoding, every rule checked.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        title: try container.decode(String.self, forKey: .title),
        days: try container.decode([Day].self, forKey: .days),
        items: try container.decode([Item].self, forKey: .items),
        ideas: try container.decodeIfPresent([Idea].self, forKey: .ideas) ?? [],
        start: try container.decodeIfPresent(TripDate.self, forKey: .start))
    } catch let problems as TripProblems {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "The trip breaks its rules: \(problems.problems)"))
    }
    // Each zone must be one of this machine's zone data.
    let zones = [try container.decodeIfPresent(String.self, forKey: .zone)] + days.map(\.zone)
    for case let zone? in zones where ZoneRules.named(zone) == nil {
      throw DecodingError.dataCorruptedError(
        forKey: .zone, in: container, debugDescription: "\(zone) is not a time zone")
    }
    zone = zones[0]
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(start, forKey: .start)
    try container.encodeIfPresent(zone, forKey: .zone)
    try container.encode(days, forKey: .days)
    try container.encode(items, forKey: .items)
    if !ideas.isEmpty { try container.encode(ideas, forKey: .ideas) }
  }
}

extension ItemEdit: Codable {
  /// `kind` (`added`, `created`, `removed`, `deleted`, `renamed`, `retimed`
  /// or `rekinded`), `from` (a rename's old title, a time's old time, a
  /// kind's old kind, `custom` or `fixed`), `item`, `renumbered`, and where the item and
  /// the idea stand in the trip's lists, `itemSlot` and `ideaSlot`.
  private enum CodingKeys: String, CodingKey {
    case kind, from, item, renumbered, itemSlot, ideaSlot
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind: Kind
    switch try container.decode(String.self, forKey: .kind) {
    case "added": kind = .added
    case "created": kind = .created
    case "removed": kind = .removed
    case "deleted": kind = .deleted
    case "renamed": kind = .renamed(from: try container.decode(String.self, forKey: .from))
    case "retimed":
      let old = try container.decodeIfPresent(String.self, forKey: .from)
      guard let time = old.map({ ClockTime(file: $0) }) ?? .some(nil) else {
        throw DecodingError.dataCorruptedError(
          forKey: .from, in: container, debugDescription: "Not a time: \(old ?? "")")
      }
      kind = .retimed(from: time)
    case "rekinded":
      // Only custom and fixed items change their kind.
      switch try container.decode(String.self, forKey: .from) {
      case "custom": kind = .rekinded(from: .custom)
      case "fixed": kind = .rekinded(from: .fixed)
      case let old:
        throw DecodingError.dataCorruptedError(
          forKey: .from, in: container, debugDescription: "Not a kind that changes: \(old)")
      }
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "Unknown edit \(other).")
    }
    self.init(
      kind: kind, item: try container.decode(Item.self, forKey: .item),
      renumbered: try container.decode([PlacementChange].self, forKey: .renumbered),
      itemSlot: try container.decode(Int.self, forKey: .itemSlot),
      ideaSlot: try container.decodeIfPresent(Int.self, forKey: .ideaSlot))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch kind {
    case .added: try container.encode("added", forKey: .kind)
    case .created: try container.encode("created", forKey: .kind)
    case .removed: try container.encode("removed", forKey: .kind)
    case .deleted: try container.encode("deleted", forKey: .kind)
    case .renamed(let old):
      try container.encode("renamed", forKey: .kind)
      try container.encode(old, forKey: .from)
    case .retimed(let old):
      try container.encode("retimed", forKey: .kind)
      try container.encodeIfPresent(old?.fileText, forKey: .from)
    case .rekinded(let old):
      try container.encode("rekinded", forKey: .kind)
      try container.encode(old == .fixed ? "fixed" : "custom", forKey: .from)
    }
    try container.encode(item, forKey: .item)
    try container.encode(renumbered, forKey: .renumbered)
    try container.encode(itemSlot, forKey: .itemSlot)
    try container.encodeIfPresent(ideaSlot, forKey: .ideaSlot)
  }
}
