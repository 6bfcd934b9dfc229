/// Writes a save of a trip from the file as first read: the lists of items
/// and ideas anew, everything between them copied.
struct DocumentWriter {
  let origin: TripDocument.Origin
  var output: [UInt8] = []
  /// How far the first bytes have been written out.
  private(set) var copied = 0

  init(origin: TripDocument.Origin) {
    self.origin = origin
  }

  /// What an element of a list is written as.
  enum Body {
    /// An object of the first file, unchanged.
    case copy(Range<Int>)
    case bytes([UInt8])
  }

  /// Copies the first bytes from where the writing stands to `end`.
  mutating func copy(upTo end: Int) throws(DocumentMismatch) {
    guard copied <= end else { throw DocumentMismatch() }
    output += origin.bytes[copied..<end]
    copied = end
  }

  /// Leaves out the first bytes from where the writing stands to `end`.
  mutating func skip(to end: Int) throws(DocumentMismatch) {
    guard copied <= end else { throw DocumentMismatch() }
    copied = end
  }

  /// Writes the inside of `items`: the first file's items still on a day,
  /// in their order, then the ideas put on a day and the new items.
  mutating func writeItems(of trip: Trip, in inside: Range<Int>) throws(DocumentMismatch) {
    let first = origin.trip
    var elements: [(origin: Int?, body: Body)] = []
    elements.reserveCapacity(trip.items.count)
    VisitCounter.visit(first.items.count + trip.items.count)
    for (index, was) in first.items.enumerated() {
      guard let now = trip.item(was.id) else { continue }
      let kind = try DocumentWriter.kindChange(now.kind, from: was.kind)
      let spans = origin.items[index]
      var patches: [(Range<Int>, [UInt8])] = []
      if now.title != was.title { patches.append((spans.title, TripDocument.string(now.title))) }
      if let day = spans.day, now.placement.day != was.placement.day {
        patches.append((day, Array(String(now.placement.day).utf8)))
      }
      if let sortOrder = spans.sortOrder,
        now.placement.sortOrder.bitPattern != was.placement.sortOrder.bitPattern
      {
        patches.append((sortOrder, Array(TripDocument.literal(for: now.placement.sortOrder).utf8)))
      }
      elements.append(
        (index, try body(of: spans.object, patches, time: now.time, was: was.time, kind: kind)))
    }
    if trip.items.count > elements.count {
      for item in trip.items where first.item(item.id) == nil {
        if let index = first.ideaIndexByID[item.id] {
          let kind = try DocumentWriter.kindChange(item.kind, from: first.ideas[index].kind)
          elements.append((nil, .bytes(try kind.setting(in: placed(idea: index, as: item)))))
        } else {
          var writer = JSONWriter()
          TripDocument.write(item.idea, at: item.placement, to: &writer)
          elements.append((nil, .bytes(writer.bytes)))
        }
      }
    }
    writeList(elements, firstObjects: origin.items.lazy.map(\.object), inside: inside)
  }

  /// Writes the inside of `ideas` (`inside` is `nil` for a list the first
  /// file did not have): its ideas still ideas, then the items taken off
  /// their day and the new ideas.
  mutating func writeIdeas(of trip: Trip, in inside: Range<Int>?) throws(DocumentMismatch) {
    let first = origin.trip
    var elements: [(origin: Int?, body: Body)] = []
    for (index, was) in first.ideas.enumerated() {
      guard let now = trip.idea(was.id) else { continue }
      let kind = try DocumentWriter.kindChange(now.kind, from: was.kind)
      let spans = origin.ideas[index]
      var patches: [(Range<Int>, [UInt8])] = []
      if now.title != was.title { patches.append((spans.title, TripDocument.string(now.title))) }
      elements.append(
        (index, try body(of: spans.object, patches, time: now.time, was: was.time, kind: kind)))
    }
    if trip.ideas.count > elements.count {
      for idea in trip.ideas where first.idea(idea.id) == nil {
        if let index = first.indexByID[idea.id] {
          let kind = try DocumentWriter.kindChange(idea.kind, from: first.items[index].kind)
          elements.append((nil, .bytes(try kind.setting(in: unplaced(item: index, as: idea)))))
        } else {
          var writer = JSONWriter()
          TripDocument.write(idea, at: nil, to: &writer)
          elements.append((nil, .bytes(writer.bytes)))
        }
      }
    }
    writeList(elements, firstObjects: origin.ideas.lazy.map(\.object), inside: inside)
  }

  /// Writes a list's elements with the first file's white space: its
  /// opening and closing space, each first element's separator before it
  /// again, and the first file's usual separator before a new one.
  mutating func writeList<Objects: RandomAccessCollection<Range<Int>>>(
    _ elements: [(origin: Int?, body: Body)], firstObjects ranges: Objects,
    inside: Range<Int>?
  ) where Objects.Index == Int {
    let bytes = origin.bytes
    defer { if let inside { copied = inside.upperBound } }
    guard !elements.isEmpty else {
      if let inside, ranges.isEmpty { output += bytes[inside] }
      return
    }
    let newLine = Array(",\n    ".utf8)
    var leading = Array("\n    ".utf8)[...]
    var trailing = Array("\n  ".utf8)[...]
    var separator = newLine[...]
    if let inside, let firstRange = ranges.first, let lastRange = ranges.last {
      leading = bytes[inside.lowerBound..<firstRange.lowerBound]
      trailing = bytes[lastRange.upperBound..<inside.upperBound]
      if ranges.count >= 2 {
        separator = bytes[firstRange.upperBound..<ranges[ranges.startIndex + 1].lowerBound]
      } else {
        separator = (Array(",".utf8) + leading)[...]
      }
    }
    for (number, element) in elements.enumerated() {
      if number == 0 {
        output += leading
      } else if let index = element.origin, index > 0 {
        output += bytes[ranges[index - 1].upperBound..<ranges[index].lowerBound]
      } else {
        output += separator
      }
      switch element.body {
      case .copy(let range): output += bytes[range]
      case .bytes(let written): output += written
      }
    }
    output += trailing
  }

  /// The bytes of `object` with each patch's range replaced by its bytes;
  /// the patches are in byte order and do not overlap.
  private func patched(_ object: Range<Int>, _ patches: [(Range<Int>, [UInt8])]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(object.count + 32)
    var at = object.lowerBound
    for (range, replacement) in patches.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) {
      result += origin.bytes[at..<range.lowerBound]
      result += replacement
      at = range.upperBound
    }
    result += origin.bytes[at..<object.upperBound]
    return result
  }

  /// The members of an object of the first file: where each key starts and
  /// its value ends, read again from its bytes.
  private func members(of object: Range<Int>) throws(DocumentMismatch) -> [(
    key: String, keyStart: Int, value: Range<Int>
  )] {
    guard let node = try? JSONReader.read(Array(origin.bytes[object])),
      case .object(let members) = node.value
    else { throw DocumentMismatch() }
    let base = object.lowerBound
    return members.map {
      (
        $0.key, base + $0.keyStart,
        (base + $0.value.span.lowerBound)..<(base + $0.value.span.upperBound)
      )
    }
  }

  /// An object of the first file as it is written now: copied when nothing
  /// changed; else with `patches` made and, when its time changed, its
  /// `time` set as ``setting(_:to:in:)`` sets a member.
  private func body(
    of object: Range<Int>, _ patches: [(Range<Int>, [UInt8])], time: ClockTime?,
    was: ClockTime?, kind: KindChange
  ) throws(DocumentMismatch) -> Body {
    var bytes = patches.isEmpty ? nil : patched(object, patches)
    if time != was {
      bytes = try DocumentWriter.setting(
        "time", to: time.map { TripDocument.string($0.fileText) },
        in: bytes ?? Array(origin.bytes[object]))
    }
    if kind.name != nil { bytes = try kind.setting(in: bytes ?? Array(origin.bytes[object])) }
    return bytes.map(Body.bytes) ?? .copy(object)
  }

  /// A change of an item's kind, as a save writes it: `fix` and `unfix`
  /// change a custom item to fixed and back, and nothing else.
  struct KindChange {
    /// The kind's name in the file, `fixed` or `custom`; `nil` for none.
    var name: String?

    /// An object's bytes with its `kind` written anew, when it changed.
    func setting(in object: [UInt8]) throws(DocumentMismatch) -> [UInt8] {
      guard let name else { return object }
      return try DocumentWriter.setting("kind", to: TripDocument.string(name), in: object)
    }
  }

  /// The change from the file's kind `was` to `now`: none, or custom to
  /// fixed and back; any other is not this document's trip, edited.
  static func kindChange(_ now: Item.Kind, from was: Item.Kind) throws(DocumentMismatch)
    -> KindChange
  {
    switch (was, now) {
    case _ where now == was: return KindChange(name: nil)
    case (.custom, .fixed): return KindChange(name: "fixed")
    case (.fixed, .custom): return KindChange(name: "custom")
    default: throw DocumentMismatch()
    }
  }

  /// An object's bytes with the member `key` set to `value`: its value
  /// written anew, added after its last member (inside the braces when it
  /// has none), or, for `nil`, taken out with the comma before it (or after
  /// it, when it comes first); every other byte kept.
  static func setting(_ key: String, to value: [UInt8]?, in object: [UInt8])
    throws(DocumentMismatch) -> [UInt8]
  {
    guard let node = try? JSONReader.read(object), case .object(let members) = node.value,
      object.count >= 2
    else { throw DocumentMismatch() }
    func replacing(_ range: Range<Int>, with bytes: [UInt8]) -> [UInt8] {
      Array(object[..<range.lowerBound]) + bytes + Array(object[range.upperBound...])
    }
    let inside = (node.span.lowerBound + 1)..<(node.span.upperBound - 1)
    if let number = members.lastIndex(where: { $0.key == key }) {
      let span = members[number].value.span
      if let value { return replacing(span, with: value) }
      if number > 0 {
        return replacing(members[number - 1].value.span.upperBound..<span.upperBound, with: [])
      }
      if members.count > 1 {
        return replacing(members[number].keyStart..<members[number + 1].keyStart, with: [])
      }
      return replacing(inside, with: [])
    }
    guard let value else { return object }
    let member = TripDocument.string(key) + Array(": ".utf8) + value
    guard let last = members.last else {
      return replacing(inside, with: Array(" ".utf8) + member + Array(" ".utf8))
    }
    let end = last.value.span.upperBound
    return replacing(end..<end, with: Array(", ".utf8) + member)
  }

  /// An idea of the first file, on a day now: its object with its title as
  /// it is, and `day` and `sortOrder` set (written after its last field when
  /// it has none), every other field kept.
  private func placed(idea index: Int, as item: Item) throws(DocumentMismatch) -> [UInt8] {
    let spans = origin.ideas[index]
    let members = try members(of: spans.object)
    guard let last = members.last else { throw DocumentMismatch() }
    var patches: [(Range<Int>, [UInt8])] = []
    if item.title != origin.trip.ideas[index].title {
      patches.append((spans.title, TripDocument.string(item.title)))
    }
    var added: [UInt8] = []
    let values: [(String, String)] = [
      ("day", String(item.placement.day)),
      ("sortOrder", TripDocument.literal(for: item.placement.sortOrder)),
    ]
    for (key, value) in values {
      if let member = members.last(where: { $0.key == key }) {
        patches.append((member.value, Array(value.utf8)))
      } else {
        added += Array(", \"\(key)\": \(value)".utf8)
      }
    }
    if !added.isEmpty { patches.append((last.value.upperBound..<last.value.upperBound, added)) }
    return patched(spans.object, patches)
  }

  /// An item of the first file, an idea now: its object with its title as
  /// it is and without `day` and `sortOrder`, every other field kept.
  private func unplaced(item index: Int, as idea: Idea) throws(DocumentMismatch) -> [UInt8] {
    let spans = origin.items[index]
    let members = try members(of: spans.object)
    var patches: [(Range<Int>, [UInt8])] = []
    if idea.title != origin.trip.items[index].title {
      patches.append((spans.title, TripDocument.string(idea.title)))
    }
    let leaving = members.map { $0.key == "day" || $0.key == "sortOrder" }
    guard leaving.contains(false) else { throw DocumentMismatch() }
    for (number, member) in members.enumerated() where leaving[number] {
      // With a field kept before it, a field goes with the comma before
      // it; otherwise up to the next field's key.
      if leaving[..<number].contains(false) {
        patches.append((members[number - 1].value.upperBound..<member.value.upperBound, []))
      } else {
        patches.append((member.keyStart..<members[number + 1].keyStart, []))
      }
    }
    return patched(spans.object, patches)
  }
}

extension TripDocument {
  /// A JSON string's bytes.
  static func string(_ text: String) -> [UInt8] {
    var writer = JSONWriter()
    writer.appendString(text)
    return writer.bytes
  }
}
