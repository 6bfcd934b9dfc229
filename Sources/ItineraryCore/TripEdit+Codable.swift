/// A trip edit as `Codable`, with stable keys: `kind` (`started`,
/// `labeled`, `cityChanged`, `zoneChanged`, `addedDay` or `removedDay`);
/// `from` and `to` for a change of the start (dates written `2027-04-10`),
/// a label, a city or a time zone; `day` for a change of a day (none for
/// the trip's zone); `value` (the day itself) and `ideas`
/// (its items made ideas, or put back) for a day added or removed.
extension TripEdit: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, from, to, day, value, ideas
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(String.self, forKey: .kind)
    func day() throws -> Int { try container.decode(Int.self, forKey: .day) }
    func text(_ key: CodingKeys) throws -> String? {
      try container.decodeIfPresent(String.self, forKey: key)
    }
    switch kind {
    case "started":
      self.init(
        kind: .started(
          from: try container.decodeIfPresent(TripDate.self, forKey: .from),
          to: try container.decodeIfPresent(TripDate.self, forKey: .to)))
    case "labeled":
      self.init(kind: .labeled(day: try day(), from: try text(.from), to: try text(.to)))
    case "cityChanged":
      self.init(kind: .cityChanged(day: try day(), from: try text(.from), to: try text(.to)))
    case "zoneChanged":
      self.init(
        kind: .zoneChanged(
          day: try container.decodeIfPresent(Int.self, forKey: .day), from: try text(.from),
          to: try text(.to)))
    case "addedDay", "removedDay":
      let value = try container.decode(Day.self, forKey: .value)
      let ideas = try container.decodeIfPresent([ItemEdit].self, forKey: .ideas) ?? []
      self.init(
        kind: kind == "addedDay"
          ? .addedDay(try day(), value, ideas: ideas) : .removedDay(try day(), value, ideas: ideas))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "Unknown trip edit \(kind)")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch kind {
    case .started(let from, let to):
      try container.encode("started", forKey: .kind)
      try container.encodeIfPresent(from, forKey: .from)
      try container.encodeIfPresent(to, forKey: .to)
    case .labeled(let day, let from, let to), .cityChanged(let day, let from, let to):
      if case .labeled = kind {
        try container.encode("labeled", forKey: .kind)
      } else {
        try container.encode("cityChanged", forKey: .kind)
      }
      try container.encode(day, forKey: .day)
      try container.encodeIfPresent(from, forKey: .from)
      try container.encodeIfPresent(to, forKey: .to)
    case .zoneChanged(let day, let from, let to):
      try container.encode("zoneChanged", forKey: .kind)
      try container.encodeIfPresent(day, forKey: .day)
      try container.encodeIfPresent(from, forKey: .from)
      try container.encodeIfPresent(to, forKey: .to)
    case .addedDay(let day, let value, let ideas), .removedDay(let day, let value, let ideas):
      if case .addedDay = kind {
        try container.encode("addedDay", forKey: .kind)
      } else {
        try container.encode("removedDay", forKey: .kind)
      }
      try container.encode(day, forKey: .day)
      try container.encode(value, forKey: .value)
      if !ideas.isEmpty { try container.encode(ideas, forKey: .ideas) }
    }
  }
}
