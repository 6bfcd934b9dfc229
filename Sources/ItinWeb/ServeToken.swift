/// A random secret of one `serve`: the token of an address said on its
/// terminal, good for one page load, or the key a page holds in its
/// cookie (``PageKeys``).
public struct ServeToken: Sendable, Hashable {
  /// 24 characters of 32 lowercase letters and digits, 120 random bits.
  ///
  /// A screen reader reads the token a character at a time when serve
  /// says its address: 64 hexadecimal digits took 28 seconds to hear at
  /// 175 words a minute. Letters that sound or look alike (l, o, 0, 1)
  /// are left out.
  public let text: String

  /// The 32 characters a token is made of.
  static let alphabet = Array("abcdefghijkmnpqrstuvwxyz23456789")

  /// A token from the system's random source.
  public static func random() -> ServeToken {
    var generator = SystemRandomNumberGenerator()
    return ServeToken(
      text: String((0..<24).map { _ in alphabet.randomElement(using: &generator) ?? "a" }))
  }

  /// Whether `given` is the token, compared in a time that does not
  /// depend on where the two differ.
  public func matches(_ given: String?) -> Bool {
    guard let given else { return false }
    return ServeToken.sameBytes(given, text)
  }

  /// Whether `given` and `expected` are the same bytes, in a time that
  /// depends on their lengths alone.
  static func sameBytes(_ given: String, _ expected: String) -> Bool {
    let expected = Array(expected.utf8)
    let bytes = Array(given.utf8)
    guard bytes.count == expected.count else { return false }
    var difference: UInt8 = 0
    for (one, other) in zip(bytes, expected) { difference |= one ^ other }
    return difference == 0
  }
}
