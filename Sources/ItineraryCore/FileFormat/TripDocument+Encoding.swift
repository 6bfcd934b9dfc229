extension TripDocument {
  /// Writes a day as one object on one line: `{ "label": …, "city": … }`,
  /// `{}` for a day with neither.
  static func write(_ day: Day, to writer: inout JSONWriter) {
    writer.append("{")
    var fields: [(String, String)] = []
    if let label = day.label { fields.append(("label", label)) }
    if let city = day.city { fields.append(("city", city)) }
    if let zone = day.zone { fields.append(("zone", zone)) }
    for (number, (key, value)) in fields.enumerated() {
      writer.append(number == 0 ? " " : ", ")
      writer.appendString(key)
      writer.append(": ")
      writer.appendString(value)
    }
    writer.append(fields.isEmpty ? "}" : " }")
  }

  /// Writes an item (with its placement) or an idea (without) as one
  /// object on one line.
  ///
  /// Returns where the object and the values a save may change stand in
  /// the writer's bytes.
  @discardableResult
  static func write(_ idea: Idea, at placement: Placement?, to writer: inout JSONWriter) -> Spans {
    let object = writer.bytes.count
    writer.append(ascii: "{ \"id\": ")
    writer.appendString(idea.id.rawValue)
    writer.append(ascii: ", \"kind\": ")
    switch idea.kind {
    case .game: writer.appendString("game")
    case .fixed: writer.appendString("fixed")
    case .custom: writer.appendString("custom")
    case .travel: writer.appendString("travel")
    }
    writer.append(ascii: ", \"title\": ")
    let title = writer.bytes.count
    writer.appendString(idea.title)
    var spans = Spans(object: object..<object, title: title..<writer.bytes.count)
    if case .travel(let travel) = idea.kind {
      writer.append(ascii: ", \"from\": ")
      writer.appendString(travel.from)
      writer.append(ascii: ", \"to\": ")
      writer.appendString(travel.to)
      if let after = travel.after {
        writer.append(ascii: ", \"after\": ")
        writer.appendString(after.rawValue)
      }
      if let before = travel.before {
        writer.append(ascii: ", \"before\": ")
        writer.appendString(before.rawValue)
      }
    }
    if let placement {
      writer.append(ascii: ", \"day\": ")
      let day = writer.bytes.count
      writer.append(placement.day)
      spans.day = day..<writer.bytes.count
      writer.append(ascii: ", \"sortOrder\": ")
      let sortOrder = writer.bytes.count
      writer.append(TripDocument.literal(for: placement.sortOrder))
      spans.sortOrder = sortOrder..<writer.bytes.count
    }
    if let time = idea.time {
      writer.append(ascii: ", \"time\": ")
      let start = writer.bytes.count
      writer.appendString(time.fileText)
      spans.time = start..<writer.bytes.count
    }
    writer.append(ascii: " }")
    spans.object = object..<writer.bytes.count
    return spans
  }

  /// The bytes of this document with `trip` saved into it: see
  /// ``saved(_:)``.
  public func bytes(saving trip: Trip) throws(DocumentMismatch) -> [UInt8] {
    try saved(trip).bytes
  }

  /// The document as it is once `trip` is saved into it.
  ///
  /// `trip` must be this document's trip, edited: the same title, and
  /// every item or idea the file first held of the same kind. The bytes
  /// are made from the file as first read, as the type's summary says.
  public func saved(_ trip: Trip) throws(DocumentMismatch) -> TripDocument {
    let first = origin.trip
    guard trip.title == first.title else { throw DocumentMismatch() }
    var writer = DocumentWriter(origin: origin)
    writer.output.reserveCapacity(origin.bytes.count + 64)
    // Every part a save may write, in the order it stands in the file; the
    // bytes between them are copied.
    enum Part {
      case start, zone, days, items, ideas

      var rank: Int {
        switch self {
        case .start: 0
        case .zone: 1
        case .days: 2
        case .items: 3
        case .ideas: 4
        }
      }
    }
    var parts: [(at: Int, part: Part)] = [(origin.itemList.inside.lowerBound, .items)]
    let places = origin.days
    if trip.start != first.start {
      guard let at = places.start?.lowerBound ?? places.startInsertion else {
        throw DocumentMismatch()
      }
      parts.append((places.startRemoval?.lowerBound ?? at, .start))
    }
    if trip.zone != first.zone {
      guard let at = places.zone?.lowerBound ?? places.zoneInsertion else {
        throw DocumentMismatch()
      }
      parts.append((places.zoneRemoval?.lowerBound ?? at, .zone))
    }
    if trip.days != first.days || !trip.days.indices.allSatisfy({ trip.days[$0].fileSlot == $0 }) {
      parts.append((places.list.inside.lowerBound, .days))
    }
    // A file without ideas gets them, when there are any, just after the
    // items.
    if let ideaList = origin.ideaList?.inside {
      parts.append((ideaList.lowerBound, .ideas))
    }
    // At one place, a start is written before a zone, as a new file has
    // them.
    for (_, part) in parts.sorted(by: { ($0.at, $0.part.rank) < ($1.at, $1.part.rank) }) {
      switch part {
      case .start:
        try writer.writeStart(trip.start)
      case .zone:
        try writer.writeZone(trip.zone)
      case .days:
        try writer.copy(upTo: places.list.inside.lowerBound)
        try writer.writeDays(of: trip)
      case .items:
        let itemList = origin.itemList.inside
        try writer.copy(upTo: itemList.lowerBound)
        try writer.writeItems(of: trip, in: itemList)
        if origin.ideaList == nil, !trip.ideas.isEmpty {
          // Past the items' `]`.
          try writer.copy(upTo: itemList.upperBound + 1)
          writer.output += Array(",\n  \"ideas\": [".utf8)
          try writer.writeIdeas(of: trip, in: nil)
          writer.output += Array("]".utf8)
        }
      case .ideas:
        guard let ideaList = origin.ideaList?.inside else { continue }
        try writer.copy(upTo: ideaList.lowerBound)
        try writer.writeIdeas(of: trip, in: ideaList)
      }
    }
    try writer.copy(upTo: origin.bytes.count)
    // The document keeps a copy of its own, or the editor's next move would
    // copy the whole trip.
    return TripDocument(trip: trip.withOwnStorage(), bytes: writer.output, origin: origin)
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

  /// A writer with room for `capacity` bytes before it must grow: a line
  /// written after every change is not copied to a bigger buffer each
  /// time it outgrows one.
  package init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends `text` as it is: JSON punctuation, or a number.
  package mutating func append(_ text: String) {
    bytes += text.utf8
  }

  /// Appends JSON punctuation, or any ASCII written in the code.
  package mutating func append(ascii text: StaticString) {
    // Punctuation is a byte or three: appended one by one, without the
    // general path's cost for a run of bytes.
    let count = text.utf8CodeUnitCount
    guard count > 4 else {
      for index in 0..<count { bytes.append(text.utf8Start[index]) }
      return
    }
    bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: count))
  }

  /// Appends a whole number in decimal digits.
  package mutating func append(_ number: Int) {
    appendDigits(of: UInt64(number.magnitude), radix: 10, negative: number < 0)
  }

  /// Appends the digits of `value` in `radix` (up to 16), lower case.
  package mutating func appendDigits(of value: UInt64, radix: UInt64, negative: Bool = false) {
    if negative { bytes.append(UInt8(ascii: "-")) }
    // Lowest digit first, then turned around where they stand.
    let start = bytes.count
    var rest = value
    repeat {
      let digit = UInt8(truncatingIfNeeded: rest % radix)
      bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
      rest /= radix
    } while rest > 0
    bytes.withUnsafeMutableBufferPointer { buffer in
      var low = start
      var high = buffer.count - 1
      while low < high {
        buffer.swapAt(low, high)
        low += 1
        high -= 1
      }
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
