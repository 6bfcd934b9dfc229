extension TripDocument {
  /// A new document for a trip made in code, written the way itin-a11y
  /// writes files: two-space indents, one day and one item to a line.
  public init(trip: Trip) {
    var writer = JSONWriter()
    writer.append("{\n  \"format\": \(TripDocument.formatVersion),\n  \"title\": ")
    writer.appendString(trip.title)
    writer.append(",\n  \"days\": [")
    for (index, day) in trip.days.enumerated() {
      writer.append(index == 0 ? "\n    {" : ",\n    {")
      var fields: [(String, String)] = []
      if let label = day.label { fields.append(("label", label)) }
      if let city = day.city { fields.append(("city", city)) }
      for (number, (key, value)) in fields.enumerated() {
        writer.append(number == 0 ? " " : ", ")
        writer.appendString(key)
        writer.append(": ")
        writer.appendString(value)
      }
      writer.append(fields.isEmpty ? "}" : " }")
    }
    writer.append(trip.days.isEmpty ? "],\n  \"items\": [" : "\n  ],\n  \"items\": [")
    var spans: [Spans] = []
    spans.reserveCapacity(trip.items.count)
    for (index, item) in trip.items.enumerated() {
      writer.append(index == 0 ? "\n    { \"id\": " : ",\n    { \"id\": ")
      TripDocument.write(item.id, item.kind, item.title, to: &writer)
      writer.append(", \"day\": ")
      let day = writer.appendRecordingSpan(String(item.placement.day))
      writer.append(", \"sortOrder\": ")
      let sortOrder = writer.appendRecordingSpan(
        TripDocument.literal(for: item.placement.sortOrder))
      writer.append(" }")
      spans.append(Spans(day: day, sortOrder: sortOrder))
    }
    writer.append(trip.items.isEmpty ? "]" : "\n  ]")
    // A trip without ideas is written without the field, as before ideas.
    if !trip.ideas.isEmpty {
      writer.append(",\n  \"ideas\": [")
      for (index, idea) in trip.ideas.enumerated() {
        writer.append(index == 0 ? "\n    { \"id\": " : ",\n    { \"id\": ")
        TripDocument.write(idea.id, idea.kind, idea.title, to: &writer)
        writer.append(" }")
      }
      writer.append("\n  ]")
    }
    writer.append("\n}\n")
    self.init(trip: trip, bytes: writer.bytes, spans: spans)
  }

  /// Writes an item's or an idea's id (its value only), kind, title, and a
  /// travel item's fields.
  private static func write(
    _ id: ItemID, _ kind: Item.Kind, _ title: String, to writer: inout JSONWriter
  ) {
    writer.appendString(id.rawValue)
    writer.append(", \"kind\": ")
    switch kind {
    case .game: writer.appendString("game")
    case .custom: writer.appendString("custom")
    case .travel: writer.appendString("travel")
    }
    writer.append(", \"title\": ")
    writer.appendString(title)
    if case .travel(let travel) = kind {
      writer.append(", \"from\": ")
      writer.appendString(travel.from)
      writer.append(", \"to\": ")
      writer.appendString(travel.to)
      if let after = travel.after {
        writer.append(", \"after\": ")
        writer.appendString(after.rawValue)
      }
      if let before = travel.before {
        writer.append(", \"before\": ")
        writer.appendString(before.rawValue)
      }
    }
  }

  /// The bytes of this document with `trip`'s placements written in: only
  /// the `day` and `sortOrder` values that differ are replaced.
  ///
  /// `trip` must be this document's trip, moved about: the same title, days
  /// and items in the same order, differing only in placements.
  public func bytes(saving trip: Trip) throws(DocumentMismatch) -> [UInt8] {
    try saved(trip).bytes
  }

  /// The document as it is once `trip` is saved into it.
  public func saved(_ trip: Trip) throws(DocumentMismatch) -> TripDocument {
    let old = self.trip
    guard trip.title == old.title, trip.days == old.days, trip.items.count == old.items.count,
      trip.ideas == old.ideas
    else {
      throw DocumentMismatch()
    }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 64)
    var newSpans = spans
    var copied = 0
    let origin = self.origin ?? Origin(trip: old, bytes: bytes, spans: spans)
    // Items stand in the file in their order, so walking each item's two
    // values in byte order walks every value of the file in byte order.
    for index in trip.items.indices {
      let item = trip.items[index]
      let was = old.items[index]
      guard item.id == was.id, item.title == was.title, item.kind == was.kind else {
        throw DocumentMismatch()
      }
      // A value back at its first value is written as the first file wrote it.
      let day: String? =
        item.placement.day == was.placement.day
        ? nil
        : origin.literal(\.day, of: index, for: item.placement) ?? String(item.placement.day)
      let sortOrder: String? =
        item.placement.sortOrder.bitPattern == was.placement.sortOrder.bitPattern
        ? nil
        : origin.literal(\.sortOrder, of: index, for: item.placement)
          ?? TripDocument.literal(for: item.placement.sortOrder)
      var values: [(span: WritableKeyPath<Spans, Range<Int>>, text: String?)] = [
        (\.day, day), (\.sortOrder, sortOrder),
      ]
      if spans[index].sortOrder.lowerBound < spans[index].day.lowerBound { values.reverse() }
      for (span, text) in values {
        let range = spans[index][keyPath: span]
        // Everything up to here is written; this value moves by what the
        // edits before it added or took away.
        let shift = output.count - copied
        guard let text else {
          newSpans[index][keyPath: span] = (range.lowerBound + shift)..<(range.upperBound + shift)
          continue
        }
        output += bytes[copied..<range.lowerBound]
        let start = output.count
        output += text.utf8
        newSpans[index][keyPath: span] = start..<output.count
        copied = range.upperBound
      }
    }
    output += bytes[copied...]
    // The document keeps a copy of its own, or the editor's next move would
    // copy the whole trip.
    return TripDocument(
      trip: trip.withOwnStorage(), bytes: output, spans: newSpans, origin: origin)
  }

  /// How a sortOrder is written: whole numbers without a fraction, others in
  /// the shortest form that reads back as the same number.
  static func literal(for value: Double) -> String {
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992, let whole = Int(exactly: value)
    {
      return value.sign == .minus && whole == 0 ? "-0" : String(whole)
    }
    return String(describing: value)
  }
}

/// Builds JSON text as UTF-8 bytes.
package struct JSONWriter {
  package var bytes: [UInt8] = []

  package init() {}

  /// Appends `text` as it is: JSON punctuation, or a number.
  package mutating func append(_ text: String) {
    bytes += text.utf8
  }

  /// Appends JSON punctuation, or any ASCII written in the code.
  package mutating func append(ascii text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends a whole number in decimal digits.
  package mutating func append(_ number: Int) {
    appendDigits(of: UInt64(number.magnitude), radix: 10, negative: number < 0)
  }

  /// Appends the digits of `value` in `radix` (up to 16), lower case.
  package mutating func appendDigits(of value: UInt64, radix: UInt64, negative: Bool = false) {
    if negative { bytes.append(UInt8(ascii: "-")) }
    var count = 1
    var probe = value / radix
    while probe > 0 {
      count += 1
      probe /= radix
    }
    let end = bytes.count + count
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
    bytes.withUnsafeMutableBufferPointer { buffer in
      var rest = value
      var index = end
      repeat {
        index -= 1
        let digit = UInt8(truncatingIfNeeded: rest % radix)
        buffer[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
        rest /= radix
      } while rest > 0
    }
  }

  /// Appends `text` and returns the byte range it took.
  mutating func appendRecordingSpan(_ text: String) -> Range<Int> {
    let start = bytes.count
    bytes += text.utf8
    return start..<bytes.count
  }

  /// Appends a JSON string, escaped as RFC 8259 requires.
  package mutating func appendString(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var clean = 0
      for (index, byte) in utf8.enumerated()
      where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean..<index]))
        clean = index + 1
        switch byte {
        case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        default:
          let hex = Array("0123456789abcdef".utf8)
          bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
        }
      }
      // The runs between escapes are copied whole, not byte by byte.
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
