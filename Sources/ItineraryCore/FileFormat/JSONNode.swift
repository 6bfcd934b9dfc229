/// A JSON value as read from a file, with where it stands in the bytes.
///
/// Objects keep their members in file order (duplicates included, so they can
/// be reported) and numbers keep their literal text, so that saving can leave
/// everything it does not change exactly as it was.
package struct JSONNode: Sendable {
  package enum Value: Sendable {
    case object([Member])
    case array([JSONNode])
    case string(String)
    /// The number's literal text, as in the file.
    case number(String)
    case bool(Bool)
    case null
  }

  package struct Member: Sendable {
    package var key: String
    /// The byte offset of the key's opening quote.
    package var keyStart: Int
    package var value: JSONNode
  }

  package var value: Value
  /// The byte offsets of the value's text, from its first byte to past its last.
  package var span: Range<Int>

  /// The JSON type's name as a listener hears it in a problem.
  var typeName: JSONType {
    switch value {
    case .object: .object
    case .array: .array
    case .string: .string
    case .number: .number
    case .bool: .bool
    case .null: .null
    }
  }
}

/// The kinds of JSON value, for saying what a field holds or should hold.
public enum JSONType: String, Hashable, Sendable {
  case object
  case array
  case string
  case number
  case bool
  case null
  /// A number with no fraction, such as a day.
  case wholeNumber
}
