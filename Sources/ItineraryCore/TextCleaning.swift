/// Text from a trip file made fit to say: the one cleaning that the core's
/// rules (a title must have something to say) and every spoken sentence
/// share.
package enum TextCleaning {
  /// `text` with whole terminal control sequences removed, every other
  /// control character and run of white space made one space, and no space
  /// at either end.
  ///
  /// Bidirectional controls (which would turn the rest of a line around on
  /// a terminal that honours them) and invisible characters (a zero-width
  /// space, a word joiner, a byte-order mark, a soft hyphen) are removed:
  /// they have nothing to say, and could make one title look like another.
  /// A zero-width joiner or non-joiner stays only between two letters or
  /// symbols outside ASCII, where it shapes an emoji or a script's letters.
  package static func clean(_ text: String) -> String {
    if isCleanASCII(text) { return text }
    // Written as UTF-8 bytes: appending scalars to a string one by one
    // costs several times more.
    var cleaned: [UInt8] = []
    cleaned.reserveCapacity(text.utf8.count)
    // A space is owed between two kept scalars that white space parted,
    // and never written at the end.
    var spaceOwed = false
    // The last scalar kept, or a space once one is owed.
    var last: Unicode.Scalar?
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      if ControlSequence.skip(startingWith: scalar, in: &scalars) { continue }
      if isInvisible(scalar, after: last, before: scalars.first) { continue }
      let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      if isControl || isWhiteSpace(scalar) {
        if last != nil, !spaceOwed {
          spaceOwed = true
          last = " "
        }
      } else {
        if spaceOwed { cleaned.append(space) }
        spaceOwed = false
        UTF8.encode(scalar) { cleaned.append($0) }
        last = scalar
      }
    }
    return String(decoding: cleaned, as: UTF8.self)
  }

  /// `text` cleaned as ``clean(_:)`` cleans it, line by line, its line
  /// breaks (CR LF, CR or LF) kept as LF: for text a file keeps, such as a
  /// calendar's, where a title written on two lines stays on two.
  package static func cleanKeepingLineBreaks(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return clean(text) }
    return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
      .map { clean(String($0)) }.joined(separator: "\n")
  }

  /// Whether `scalar` has Unicode's White_Space property.
  ///
  /// The property's 25 characters, in a switch rather than looked up in
  /// the property tables for every scalar; a test compares the two on every
  /// scalar, so a Unicode that changed the set would be noticed.
  package static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000:
      return true
    default:
      return false
    }
  }

  /// Whether `scalar` is a bidirectional control or an invisible
  /// character that cleaning removes, between `previous` (kept) and `next`.
  private static func isInvisible(
    _ scalar: Unicode.Scalar, after previous: Unicode.Scalar?, before next: Unicode.Scalar?
  ) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:  // Bidirectional controls.
      return true
    case 0x00AD, 0x180E, 0x200B, 0x2060...0x2064, 0xFEFF:  // Invisible, with nothing to say.
      return true
    case 0x200C, 0x200D:  // Joiners: kept where they join two characters outside ASCII.
      guard let previous, let next else { return true }
      return previous.isASCII || next.isASCII || next.value == 0x200C || next.value == 0x200D
    default:
      return false
    }
  }

  /// Whether `text` has nothing to say once cleaned: it is empty, or only
  /// white space, control codes and invisible format characters.
  package static func isBlank(_ text: String) -> Bool {
    // Nearly every title starts with a printable ASCII character, which is
    // said: its first byte tells, with no scalar decoded.
    if let first = text.utf8.first, first > 0x20, first < 0x7F { return false }
    // Before any control character, cleaning removes nothing but white
    // space and invisible characters, so the first other scalar is said.
    for scalar in text.unicodeScalars {
      if scalar.value > 0x20, scalar.value < 0x7F { return false }
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { break }
      if isWhiteSpace(scalar) || scalar.properties.generalCategory == .format { continue }
      return false
    }
    let cleaned = clean(text)
    // Nearly every title has a printable ASCII character: it has something
    // to say, and its characters need not be looked up one by one.
    if cleaned.utf8.contains(where: { $0 > 0x20 && $0 < 0x7F }) { return false }
    // Invisible characters (a zero-width space, a word joiner, a byte-order
    // mark) have nothing to say either.
    return cleaned.unicodeScalars.allSatisfy {
      $0.properties.generalCategory == .format || isWhiteSpace($0)
    }
  }

  /// Whether ``clean(_:)`` would give `text` back as it is, seen byte by byte.
  ///
  /// It must be printable ASCII with no space at either end or beside
  /// another. Most titles are.
  private static func isCleanASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.first != space, bytes.last != space else { return false }
      var previous: UInt8 = 0
      for byte in bytes {
        guard byte >= space, byte < 0x7F, !(byte == space && previous == space) else {
          return false
        }
        previous = byte
      }
      return true
    }
  }

  private static let space = UInt8(ascii: " ")
}

/// The terminal control sequences of ECMA-48 that text from a file may
/// hold, found so that they are removed whole rather than said.
private enum ControlSequence {
  /// Skips the rest of a control sequence that starts with `first`, taking
  /// it from `rest`; false, with nothing taken, when `first` starts none.
  static func skip(startingWith first: Unicode.Scalar, in rest: inout ArraySlice<Unicode.Scalar>)
    -> Bool
  {
    switch first.value {
    case 0x1B:
      guard let next = rest.first else { return false }
      switch next.value {
      case 0x5B:  // ESC [: a control sequence (CSI).
        rest.removeFirst()
        skipControlSequenceBody(&rest)
      case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ESC ] (OSC), P (DCS), X, ^, _: a string.
        rest.removeFirst()
        skipString(&rest)
      case 0x20...0x2F:  // Intermediate bytes, then one final byte.
        while let byte = rest.first, (0x20...0x2F).contains(byte.value) { rest.removeFirst() }
        if let last = rest.first, (0x30...0x7E).contains(last.value) { rest.removeFirst() }
      case 0x30...0x7E:  // A two-character escape, such as ESC c.
        rest.removeFirst()
      default:
        return false
      }
      return true
    case 0x9B:
      skipControlSequenceBody(&rest)
      return true
    case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
      skipString(&rest)
      return true
    default:
      return false
    }
  }

  /// Parameter and intermediate bytes, then the final byte, of a CSI.
  ///
  /// A sequence cut short by another character ends before it.
  private static func skipControlSequenceBody(_ rest: inout ArraySlice<Unicode.Scalar>) {
    while let byte = rest.first, (0x20...0x3F).contains(byte.value) { rest.removeFirst() }
    if let final = rest.first, (0x40...0x7E).contains(final.value) { rest.removeFirst() }
  }

  /// A command string, up to and with its terminator: BEL, ESC \\ or ST.
  ///
  /// A string with no terminator keeps its text: only its start is
  /// removed, so nothing that may be words is lost.
  private static func skipString(_ rest: inout ArraySlice<Unicode.Scalar>) {
    guard let end = rest.firstIndex(where: { [0x07, 0x9C, 0x1B].contains($0.value) }) else {
      return
    }
    let terminator = rest[end]
    rest = rest[rest.index(after: end)...]
    if terminator.value == 0x1B, rest.first == "\\" { rest.removeFirst() }
  }
}
