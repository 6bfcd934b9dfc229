/// The stable identity of an item, as written in the file's `id` field.
///
/// Ids are for files and code; what a listener hears is always the item's title.
public struct ItemID: RawRepresentable, Hashable, Sendable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  public var description: String { rawValue }

  public static func < (lhs: ItemID, rhs: ItemID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
