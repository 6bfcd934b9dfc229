/// Fills `{name}` placeholders in a message's text.
enum Template {
  /// `template` with each `{name}` replaced by its value.
  ///
  /// A placeholder with no value, or a brace with no partner, is kept as
  /// written, so a mistyped replacement shows itself instead of vanishing.
  /// The braces, which are ASCII, are found in the template's UTF-8 bytes.
  static func fill(_ template: String, with values: Values) -> String {
    var text = template
    return text.withUTF8 { bytes in
      guard bytes.contains(openBrace) else { return template }
      var length = 0
      pieces(of: bytes, with: values) { length += $0.count }
      return String(unsafeUninitializedCapacity: length) { output in
        var written = 0
        pieces(of: bytes, with: values) { piece in
          guard let source = piece.baseAddress, let target = output.baseAddress else { return }
          (target + written).update(from: source, count: piece.count)
          written += piece.count
        }
        return written
      }
    }
  }

  /// Calls `body` with each piece of the filled template in turn: the text
  /// between placeholders, and each placeholder's value.
  ///
  /// Filling walks the template twice, once to measure and once to write,
  /// so that the sentence is made with one allocation.
  private static func pieces(
    of template: UnsafeBufferPointer<UInt8>, with values: Values,
    _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var copied = 0
    var searchFrom = 0
    while let open = template[searchFrom...].firstIndex(of: openBrace),
      let close = template[(open + 1)...].firstIndex(of: closeBrace)
    {
      searchFrom = close + 1
      let name = UnsafeBufferPointer(rebasing: template[(open + 1)..<close])
      guard var value = values.value(named: name) else { continue }
      body(UnsafeBufferPointer(rebasing: template[copied..<open]))
      value.withUTF8(body)
      copied = close + 1
    }
    body(UnsafeBufferPointer(rebasing: template[copied...]))
  }

  /// The text before and after the one `{name}` placeholder of `template`,
  /// so that many values can be put in without filling it each time; `nil`
  /// when `template` has `{name}` other than once.
  static func split(_ template: String, around name: StaticString) -> (String, String)? {
    var text = template
    return text.withUTF8 { bytes in
      let wanted = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
      var found: (open: Int, close: Int)?
      var searchFrom = 0
      while let open = bytes[searchFrom...].firstIndex(of: openBrace),
        let close = bytes[(open + 1)...].firstIndex(of: closeBrace)
      {
        searchFrom = close + 1
        guard UnsafeBufferPointer(rebasing: bytes[(open + 1)..<close]).elementsEqual(wanted) else {
          continue
        }
        if found != nil { return nil }
        found = (open, close)
      }
      guard let (open, close) = found else { return nil }
      return (
        String(decoding: bytes[..<open], as: UTF8.self),
        String(decoding: bytes[(close + 1)...], as: UTF8.self)
      )
    }
  }

  /// `head`, the decimal digits of `number`, then `tail`, made in one go:
  /// a menu labels hundreds of days this way, and a result of up to 15
  /// bytes is made with no allocation at all.
  static func joined(_ head: String, _ number: Int, _ tail: String) -> String {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    return withUnsafeMutableBytes(of: &digits) { scratch in
      // The digits, written from the end of a 24-byte scratch buffer.
      var value = number.magnitude
      var start = scratch.count
      repeat {
        start -= 1
        scratch[start] = UInt8(ascii: "0") + UInt8(value % 10)
        value /= 10
      } while value > 0
      if number < 0 {
        start -= 1
        scratch[start] = UInt8(ascii: "-")
      }
      let number = UnsafeRawBufferPointer(rebasing: scratch[start...])
      var head = head
      var tail = tail
      return head.withUTF8 { head in
        tail.withUTF8 { tail in
          String(unsafeUninitializedCapacity: head.count + number.count + tail.count) { output in
            var written = 0
            func copy(_ part: UnsafeRawBufferPointer) {
              for byte in part {
                output[written] = byte
                written += 1
              }
            }
            copy(UnsafeRawBufferPointer(head))
            copy(number)
            copy(UnsafeRawBufferPointer(tail))
            return written
          }
        }
      }
    }
  }

  private static let openBrace = UInt8(ascii: "{")
  private static let closeBrace = UInt8(ascii: "}")

  /// The values of a template's placeholders, by name.
  ///
  /// A sentence has a handful, so they are kept in a small list: looking one
  /// up compares a few short names, with no hashing. Names are written in
  /// the code, as literals.
  struct Values: ExpressibleByDictionaryLiteral {
    /// The first value, kept apart so that one value needs no array.
    private var first: (name: StaticString, value: String)?
    private var rest: [(name: StaticString, value: String)] = []

    /// One value: the common case of a phrase, made with no allocation.
    init(_ name: StaticString, _ value: String) {
      first = (name, value)
    }

    init(dictionaryLiteral elements: (StaticString, String)...) {
      for (name, value) in elements { self[name] = value }
    }

    subscript(name: StaticString) -> String? {
      get { value(named: Values.bytes(of: name)) }
      set {
        let wanted = Values.bytes(of: name)
        if let first, Values.bytes(of: first.name).elementsEqual(wanted) {
          self.first = newValue.map { (name, $0) }
          return
        }
        let index = rest.firstIndex { Values.bytes(of: $0.name).elementsEqual(wanted) }
        switch (index, newValue) {
        case (let index?, let value?): rest[index].value = value
        case (let index?, nil): rest.remove(at: index)
        case (nil, let value?) where first == nil: first = (name, value)
        case (nil, let value?):
          if rest.isEmpty { rest.reserveCapacity(5) }
          rest.append((name, value))
        case (nil, nil): break
        }
      }
    }

    /// The value of the placeholder whose name has these UTF-8 bytes.
    func value(named name: UnsafeBufferPointer<UInt8>) -> String? {
      if let first, Values.bytes(of: first.name).elementsEqual(name) { return first.value }
      return rest.first { Values.bytes(of: $0.name).elementsEqual(name) }?.value
    }

    private static func bytes(of name: StaticString) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    }

    /// These values with `other`'s added; `other` wins a name both have.
    func merging(_ other: Values) -> Values {
      var merged = self
      if let first = other.first { merged[first.name] = first.value }
      for pair in other.rest { merged[pair.name] = pair.value }
      return merged
    }
  }
}
