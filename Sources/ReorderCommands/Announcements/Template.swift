/// Fills `{name}` placeholders in a message's text.
enum Template {
  /// `template` with each `{name}` replaced by its value.
  ///
  /// A placeholder with no value, or a brace with no partner, is kept as
  /// written, so a mistyped replacement shows itself instead of vanishing.
  /// A placeholder written with a capital, `{Reason}`, is the value of
  /// `reason` with its first letter a capital: a clause said as a sentence.
  /// The braces, which are ASCII, are found in the template's UTF-8 bytes.
  static func fill(_ template: String, with values: some PlaceholderValues) -> String {
    var text = template
    return text.withUTF8 { bytes in
      guard bytes.contains(openBrace) else { return template }
      // One walk of the template, each value looked up once, into a buffer
      // with room for the usual values.
      var filled: [UInt8] = []
      filled.reserveCapacity(bytes.count + 128)
      pieces(of: bytes, with: values) { filled.append(contentsOf: $0) }
      return String(decoding: filled, as: UTF8.self)
    }
  }

  /// Calls `body` with each piece of the filled template in turn: the text
  /// between placeholders, and each placeholder's value.
  private static func pieces(
    of template: UnsafeBufferPointer<UInt8>, with values: some PlaceholderValues,
    _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    scan(template, lookup: values.value(named:), text: body) { value, capitalized in
      var value = capitalized ? Template.capitalized(value) : value
      value.withUTF8(body)
    }
  }

  /// Walks a template's placeholders, the one reading that filling a
  /// template and reading it once (``Parsed``) share.
  ///
  /// A placeholder is `{name}` that `lookup` knows, or `{Name}` whose name
  /// in small letters it knows: a value said with its first letter a
  /// capital. A brace with no partner, or a name it does not know, is text.
  /// `text` is given each run of text, `slot` each placeholder's value and
  /// whether it is capitalized.
  static func scan<Slot>(
    _ template: UnsafeBufferPointer<UInt8>, lookup: (UnsafeBufferPointer<UInt8>) -> Slot?,
    text: (UnsafeBufferPointer<UInt8>) -> Void, slot: (Slot, _ capitalized: Bool) -> Void
  ) {
    var copied = 0
    var searchFrom = 0
    while let open = template[searchFrom...].firstIndex(of: openBrace),
      let close = template[(open + 1)...].firstIndex(of: closeBrace)
    {
      searchFrom = close + 1
      let name = UnsafeBufferPointer(rebasing: template[(open + 1)..<close])
      guard let (value, capitalized) = find(name, lookup: lookup) else { continue }
      text(UnsafeBufferPointer(rebasing: template[copied..<open]))
      slot(value, capitalized)
      copied = close + 1
    }
    text(UnsafeBufferPointer(rebasing: template[copied...]))
  }

  /// `value` with its first letter a capital: a clause said as a sentence.
  static func capitalized(_ value: String) -> String {
    guard let letter = value.first else { return value }
    return letter.uppercased() + value.dropFirst()
  }

  /// What `lookup` has for `name`, or for `Name` (a capital, then the
  /// name it has in small letters), and whether it was capitalized.
  private static func find<Slot>(
    _ name: UnsafeBufferPointer<UInt8>, lookup: (UnsafeBufferPointer<UInt8>) -> Slot?
  ) -> (Slot, Bool)? {
    if let found = lookup(name) { return (found, false) }
    guard let first = name.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else {
      return nil
    }
    var lower = Array(name)
    lower[0] = first + 32
    return lower.withUnsafeBufferPointer { lookup($0) }.map { ($0, true) }
  }

  /// Whether two names are the same bytes: their lengths first, then
  /// their bytes.
  static func same(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard one.count == other.count else { return false }
    for index in 0..<one.count where one[index] != other[index] { return false }
    return true
  }

  private static let openBrace = UInt8(ascii: "{")
  private static let closeBrace = UInt8(ascii: "}")

  /// Values by name given in code at run time, for a program's own
  /// messages (``Catalog/text(for:count:filling:)``): `count` also fills
  /// `{count}` when no value is given for it.
  struct NamedValues: PlaceholderValues {
    var values: KeyValuePairs<String, String>
    /// The count, as the language writes it.
    var count: String?

    func value(named name: UnsafeBufferPointer<UInt8>) -> String? {
      if let pair = values.first(where: { NamedValues.same($0.key, name) }) { return pair.value }
      guard let count, NamedValues.same("count", name) else { return nil }
      return count
    }

    /// Whether `key` is the bytes of `name`: their lengths first, then
    /// their bytes where they lie, not one by one through the string.
    private static func same(_ key: String, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
      guard key.utf8.count == name.count else { return false }
      return key.utf8.withContiguousStorageIfAvailable { Template.same($0, name) }
        ?? key.utf8.elementsEqual(name)
    }
  }

  /// The values of a template's placeholders, by name.
  ///
  /// A sentence has a handful, so they are kept in a small list: looking one
  /// up compares a few short names, with no hashing. Names are written in
  /// the code, as literals.
  struct Values: PlaceholderValues, ExpressibleByDictionaryLiteral {
    /// The first value's name, kept apart with its value so that one value
    /// needs no array.
    private var firstName: StaticString?
    private var firstValue = ""
    private var rest: [(name: StaticString, value: String)] = []

    /// One value: the common case of a phrase, made with no allocation.
    init(_ name: StaticString, _ value: String) {
      firstName = name
      firstValue = value
    }

    /// These values and one more: `Values("from", a).with("to", b)` makes
    /// two values without the array a literal is built from.
    func with(_ name: StaticString, _ value: String) -> Values {
      var values = self
      values[name] = value
      return values
    }

    // Inlined where a sentence is made, so that the literal's elements need
    // no array on the heap.
    @inline(__always)
    init(dictionaryLiteral elements: (StaticString, String)...) {
      for (name, value) in elements { self[name] = value }
    }

    subscript(name: StaticString) -> String? {
      get { value(named: Values.bytes(of: name)) }
      set {
        let wanted = Values.bytes(of: name)
        if let firstName, Values.bytes(of: firstName).elementsEqual(wanted) {
          if let newValue {
            firstValue = newValue
          } else {
            self.firstName = nil
            firstValue = ""
          }
          return
        }
        let index = rest.firstIndex { Values.bytes(of: $0.name).elementsEqual(wanted) }
        switch (index, newValue) {
        case (let index?, let value?): rest[index].value = value
        case (let index?, nil): rest.remove(at: index)
        case (nil, let value?) where firstName == nil:
          firstName = name
          firstValue = value
        case (nil, let value?):
          if rest.isEmpty { rest.reserveCapacity(5) }
          rest.append((name, value))
        case (nil, nil): break
        }
      }
    }

    /// The value of the placeholder whose name has these UTF-8 bytes: the
    /// names compared where they lie, no value copied but the one found.
    func value(named name: UnsafeBufferPointer<UInt8>) -> String? {
      if let firstName, Template.same(Values.bytes(of: firstName), name) { return firstValue }
      for index in rest.indices where Template.same(Values.bytes(of: rest[index].name), name) {
        return rest[index].value
      }
      return nil
    }

    private static func bytes(of name: StaticString) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    }

    /// These values with `other`'s added; `other` wins a name both have.
    func merging(_ other: Values) -> Values {
      var merged = self
      if let name = other.firstName { merged[name] = other.firstValue }
      for pair in other.rest { merged[pair.name] = pair.value }
      return merged
    }
  }
}

/// What fills a template's placeholders: the value of each name, found by
/// its UTF-8 bytes.
protocol PlaceholderValues {
  func value(named name: UnsafeBufferPointer<UInt8>) -> String?
}
