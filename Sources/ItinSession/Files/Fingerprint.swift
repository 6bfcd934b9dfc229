/// FNV-1a, 64 bits: a fingerprint of bytes.
///
/// It tells one file's contents, or one path, from another. Not for security.
package struct Fingerprint: Hashable, Sendable {
  package var value: UInt64 = 0xcbf2_9ce4_8422_2325

  package init(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }

  /// Sixteen hex digits.
  package var text: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
