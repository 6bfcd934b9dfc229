/// Fills `{name}` placeholders in a message's text.
enum Template {
  /// `template` with each `{name}` replaced by its value.
  ///
  /// A placeholder with no value, or a brace with no partner, is kept as
  /// written, so a mistyped replacement shows itself instead of vanishing.
  /// The braces, which are ASCII, are found in the template's UTF-8 bytes.
  static func fill(_ template: String, with values: Values) -> String {
    guard template.utf8.contains(openBrace) else { return template }
    var template = template
    return template.withUTF8 { bytes in
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

  private static let openBrace = UInt8(ascii: "{")
  private static let closeBrace = UInt8(ascii: "}")

  /// The values of a template's placeholders, by name.
  ///
  /// A sentence has a handful, so they are kept in a small list: looking one
  /// up compares a few short names, with no hashing.
  struct Values: ExpressibleByDictionaryLiteral {
    private var pairs: [(name: String, value: String)]

    init(dictionaryLiteral elements: (String, String)...) {
      pairs = elements.map { (name: $0.0, value: $0.1) }
    }

    subscript(name: String) -> String? {
      get { pairs.first { $0.name == name }?.value }
      set {
        let index = pairs.firstIndex { $0.name == name }
        switch (index, newValue) {
        case (let index?, let value?): pairs[index].value = value
        case (let index?, nil): pairs.remove(at: index)
        case (nil, let value?): pairs.append((name: name, value: value))
        case (nil, nil): break
        }
      }
    }

    /// The value of the placeholder whose name has these UTF-8 bytes.
    func value(named name: UnsafeBufferPointer<UInt8>) -> String? {
      pairs.first { $0.name.utf8.elementsEqual(name) }?.value
    }

    /// These values with `other`'s added; `other` wins a name both have.
    func merging(_ other: Values) -> Values {
      var merged = self
      for pair in other.pairs { merged[pair.name] = pair.value }
      return merged
    }
  }
}
