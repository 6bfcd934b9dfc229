/// The random token of one `serve`: every request about the trip carries
/// it, in the `X-Itin-Token` header, as the page read it from its address.
public struct ServeToken: Sendable, Hashable {
  /// 32 random bytes, as 64 hexadecimal digits.
  public let text: String

  /// A token from the system's random source.
  public static func random() -> ServeToken {
    var generator = SystemRandomNumberGenerator()
    return ServeToken(
      text: (0..<32).map { _ in
        let byte = UInt8.random(in: 0...255, using: &generator)
        return String(byte >> 4, radix: 16) + String(byte & 0xF, radix: 16)
      }.joined())
  }

  /// Whether `given` is the token, compared in a time that does not
  /// depend on where the two differ.
  public func matches(_ given: String?) -> Bool {
    guard let given else { return false }
    let expected = Array(text.utf8)
    let bytes = Array(given.utf8)
    guard bytes.count == expected.count else { return false }
    var difference: UInt8 = 0
    for (one, other) in zip(bytes, expected) { difference |= one ^ other }
    return difference == 0
  }
}
