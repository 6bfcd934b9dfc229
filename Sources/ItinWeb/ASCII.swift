/// Headers read as the bytes they are: a cookie, a media type.
enum ASCII {
  /// `bytes` without spaces and tabs at either end.
  static func trimmed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<
    UnsafeBufferPointer<UInt8>
  > {
    var bytes = bytes
    while let first = bytes.first, isBlank(first) { bytes = bytes.dropFirst() }
    while let last = bytes.last, isBlank(last) { bytes = bytes.dropLast() }
    return bytes
  }

  static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// A letter A to Z in small letters; any other byte as it is.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }

  /// Whether `byte` is an ASCII letter or digit.
  static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
