/// Why some bytes are not JSON, and where: the byte offset of the trouble.
package struct JSONSyntaxError: Error, Hashable, Sendable {
  package var offset: Int
  package var expected: JSONSyntaxProblem
}

/// What a JSON reader found wrong, in terms a sentence can use.
public enum JSONSyntaxProblem: Hashable, Sendable {
  /// Something else stands where a value should start.
  case expectedValue
  /// Something else stands where `,` or `}` should.
  case expectedCommaOrBrace
  /// Something else stands where `,` or `]` should.
  case expectedCommaOrBracket
  /// Something else stands where `:` should.
  case expectedColon
  /// Something else stands where a quoted field name should.
  case expectedFieldName
  /// The text ends inside a value.
  case unexpectedEnd
  /// More text follows the end of the trip.
  case extraText
  /// A string holds a control character, a bad escape or a lone surrogate.
  case badString
  /// A number is not written the way JSON writes numbers.
  case badNumber
  /// The bytes are not valid UTF-8.
  case notUTF8
  /// Values are nested more deeply than a trip ever needs.
  case tooDeep
}

/// Reads JSON from UTF-8 bytes into ``JSONNode``s, strictly as RFC 8259 says.
package struct JSONReader {
  /// How deeply arrays and objects may nest.
  static let maximumDepth = 200

  private let bytes: UnsafeBufferPointer<UInt8>
  private var offset = 0
  private var depth = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Reads one JSON value that fills `bytes`, white space aside.
  package static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    let result: Result<JSONNode, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(buffer)
      return Result { () throws(JSONSyntaxError) -> JSONNode in
        if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
        let node = try reader.readValue()
        reader.skipWhiteSpace()
        guard reader.offset == buffer.count else { throw reader.fail(.extraText) }
        return node
      }
    }
    return try result.get()
  }

  private func fail(_ problem: JSONSyntaxProblem) -> JSONSyntaxError {
    JSONSyntaxError(offset: offset, expected: offset >= bytes.count ? .unexpectedEnd : problem)
  }

  private var current: UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  private mutating func skipWhiteSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      offset += 1
    }
  }

  private mutating func readValue() throws(JSONSyntaxError) -> JSONNode {
    skipWhiteSpace()
    let start = offset
    guard let byte = current else { throw fail(.unexpectedEnd) }
    let value: JSONNode.Value
    switch byte {
    case UInt8(ascii: "{"): value = .object(try readObject())
    case UInt8(ascii: "["): value = .array(try readArray())
    case UInt8(ascii: "\""): value = .string(try readString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try readNumber())
    case UInt8(ascii: "t"):
      try readWord("true")
      value = .bool(true)
    case UInt8(ascii: "f"):
      try readWord("false")
      value = .bool(false)
    case UInt8(ascii: "n"):
      try readWord("null")
      value = .null
    default: throw fail(byte >= 0x80 ? .notUTF8 : .expectedValue)
    }
    return JSONNode(value: value, span: start..<offset)
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= JSONReader.maximumDepth else { throw fail(.tooDeep) }
  }

  private mutating func readObject() throws(JSONSyntaxError) -> [JSONNode.Member] {
    var members: [JSONNode.Member] = []
    try readList(closing: UInt8(ascii: "}"), otherwise: .expectedCommaOrBrace) {
      (reader: inout JSONReader) throws(JSONSyntaxError) in
      reader.skipWhiteSpace()
      guard reader.current == UInt8(ascii: "\"") else { throw reader.fail(.expectedFieldName) }
      let keyStart = reader.offset
      let key = try reader.readString()
      reader.skipWhiteSpace()
      guard reader.current == UInt8(ascii: ":") else { throw reader.fail(.expectedColon) }
      reader.offset += 1
      members.append(JSONNode.Member(key: key, keyStart: keyStart, value: try reader.readValue()))
    }
    return members
  }

  private mutating func readArray() throws(JSONSyntaxError) -> [JSONNode] {
    var elements: [JSONNode] = []
    try readList(closing: UInt8(ascii: "]"), otherwise: .expectedCommaOrBracket) {
      (reader: inout JSONReader) throws(JSONSyntaxError) in
      elements.append(try reader.readValue())
    }
    return elements
  }

  /// Reads the comma-separated elements of an object or an array, from its
  /// opening byte to `closing`, one `element` at a time.
  private mutating func readList(
    closing: UInt8, otherwise problem: JSONSyntaxProblem,
    _ element: (inout JSONReader) throws(JSONSyntaxError) -> Void
  ) throws(JSONSyntaxError) {
    try enter()
    offset += 1
    skipWhiteSpace()
    if current == closing {
      offset += 1
      depth -= 1
      return
    }
    while true {
      try element(&self)
      skipWhiteSpace()
      switch current {
      case UInt8(ascii: ","): offset += 1
      case closing:
        offset += 1
        depth -= 1
        return
      default: throw fail(problem)
      }
    }
  }

  private mutating func readWord(_ word: String) throws(JSONSyntaxError) {
    let start = offset
    for expected in word.utf8 {
      guard current == expected else {
        // Point at the start of the word, where a reader would look.
        offset = start
        throw fail(.expectedValue)
      }
      offset += 1
    }
  }

  private mutating func readNumber() throws(JSONSyntaxError) -> String {
    let start = offset
    func digits(_ reader: inout JSONReader) -> Int {
      let first = reader.offset
      while let byte = reader.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        reader.offset += 1
      }
      return reader.offset - first
    }
    if current == UInt8(ascii: "-") { offset += 1 }
    if current == UInt8(ascii: "0") {
      offset += 1
    } else if digits(&self) == 0 {
      throw fail(.badNumber)
    }
    if current == UInt8(ascii: ".") {
      offset += 1
      guard digits(&self) > 0 else { throw fail(.badNumber) }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      offset += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
      guard digits(&self) > 0 else { throw fail(.badNumber) }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
  }

  private mutating func readString() throws(JSONSyntaxError) -> String {
    offset += 1
    let start = offset
    // The common case: no escapes, so the bytes are the string.
    while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
      offset += 1
    }
    if current == UInt8(ascii: "\"") {
      let text = UnsafeBufferPointer(rebasing: bytes[start..<offset])
      offset += 1
      guard let string = JSONReader.string(validating: text) else {
        offset = start
        throw fail(.notUTF8)
      }
      return string
    }
    var scalars: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
    while true {
      guard let byte = current else { throw fail(.unexpectedEnd) }
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        guard let string = JSONReader.string(validating: scalars) else {
          offset = start
          throw fail(.notUTF8)
        }
        return string
      case UInt8(ascii: "\\"):
        offset += 1
        try readEscape(into: &scalars)
      case 0..<0x20:
        throw fail(.badString)
      default:
        scalars.append(byte)
        offset += 1
      }
    }
  }

  /// The string `bytes` hold, or `nil` when they are not UTF-8.
  ///
  /// `String(validating:as:)` came with iOS 18 and macOS 15; decoding repairs
  /// what is not UTF-8, so a string whose bytes are not the ones given was
  /// repaired, and they were not UTF-8.
  static func string(validating bytes: some Collection<UInt8>) -> String? {
    let string = String(decoding: bytes, as: UTF8.self)
    return string.utf8.elementsEqual(bytes) ? string : nil
  }

  private mutating func readEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
    guard let byte = current else { throw fail(.unexpectedEnd) }
    offset += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      var code = try readHex4()
      if (0xD800..<0xDC00).contains(code) {
        guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count,
          bytes[offset + 1] == UInt8(ascii: "u")
        else { throw fail(.badString) }
        offset += 2
        let low = try readHex4()
        guard (0xDC00..<0xE000).contains(low) else { throw fail(.badString) }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(code) {
        throw fail(.badString)
      }
      guard let scalar = Unicode.Scalar(code) else { throw fail(.badString) }
      utf8 += Array(String(Character(scalar)).utf8)
    default:
      offset -= 1
      throw fail(.badString)
    }
  }

  private mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current else { throw fail(.unexpectedEnd) }
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw fail(.badString)
      }
      value = value << 4 | digit
      offset += 1
    }
    return value
  }
}
