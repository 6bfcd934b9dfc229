/// Lowering text whose every scalar is ASCII, a Latin letter or sign
/// (U+0080 to U+027F) or U+FFFD, read from a table made once.
///
/// `String.lowercased()` lowers scalar by scalar, each to its Unicode
/// lowercase mapping, and looks each one's up as it goes: the mappings of
/// these scalars, the ones typed lines nearly always hold, are read once
/// for the program, and a run of them lowered on its bytes. The result is
/// the bytes `lowercased()` gives.
package enum PlainLowering {
  /// The UTF-8 of the lowercase mapping of U+0080 to U+027F, by scalar
  /// value less 0x80.
  private static let latin: [[UInt8]] = (0x80...0x27F).map { value in
    Unicode.Scalar(UInt32(value)).map { Array($0.properties.lowercaseMapping.utf8) } ?? []
  }

  /// `bytes` of valid UTF-8 lowered, as `String.lowercased()` lowers them,
  /// or `nil` when a scalar is outside ASCII, U+0080 to U+027F and U+FFFD.
  static func lowered(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var lowered: [UInt8] = []
    lowered.reserveCapacity(bytes.count + 4)
    let table = latin
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x41...0x5A:
        lowered.append(byte | 0x20)
        index += 1
      case ..<0x80:
        lowered.append(byte)
        index += 1
      case 0xC2...0xC9:
        let value = Int(byte & 0x1F) << 6 | Int(bytes[index + 1] & 0x3F)
        lowered.append(contentsOf: table[value - 0x80])
        index += 2
      case 0xEF where bytes[index + 1] == 0xBF && bytes[index + 2] == 0xBD:
        // U+FFFD is its own lowercase.
        lowered.append(contentsOf: bytes[index..<(index + 3)])
        index += 3
      default:
        return nil
      }
    }
    return String(decoding: lowered, as: UTF8.self)
  }

  /// `text` lowered, as ``lowered(_:)`` lowers its bytes; `nil` as it is.
  package static func lowered(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { lowered($0) }
  }
}
