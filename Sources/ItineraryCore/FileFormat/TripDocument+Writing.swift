extension TripDocument {
  /// A new document for a trip made in code, written the way itin-a11y
  /// writes files: two-space indents, one day and one item to a line.
  ///
  /// The spans every later save is made from are noted as the bytes are
  /// written, where reading the bytes back would find them: the file holds
  /// exactly the trip, which keeps every rule. A trip with a start or a
  /// time zone is read back instead, as a zone's name or a start the
  /// calendar cannot hold is refused by the reading (a debug build reads
  /// every trip back, and checks the spans against it).
  public init(trip: Trip) {
    if trip.start != nil || trip.zone != nil || trip.days.contains(where: { $0.zone != nil }) {
      self.init(readingBack: trip)
      return
    }
    var writer = JSONWriter()
    writer.append("{\n  \"format\": \(TripDocument.formatVersion),\n  \"title\": ")
    writer.appendString(trip.title)
    let titleEnd = writer.bytes.count
    writer.append(",\n  ")
    // The member after the title is the days, and its key starts here.
    let afterTitle = writer.bytes.count
    writer.append("\"days\": ")
    let days = writer.list(of: trip.days) { day, writer in
      let start = writer.bytes.count
      TripDocument.write(day, to: &writer)
      return start..<writer.bytes.count
    }
    writer.append(",\n  \"items\": ")
    let items = writer.list(of: trip.items) { item, writer in
      TripDocument.write(item.idea, at: item.placement, to: &writer)
    }
    // A trip without ideas is written without the field, as before ideas.
    var ideas: (list: ListSpan, spans: [Spans])?
    if !trip.ideas.isEmpty {
      writer.append(",\n  \"ideas\": ")
      ideas = writer.list(of: trip.ideas) { idea, writer in
        TripDocument.write(idea, at: nil, to: &writer)
      }
    }
    writer.append("\n}\n")
    // The trip as reading the bytes would give it: its days numbered by
    // their place in the file.
    let read = Trip(checked: trip.title, days: trip.days, items: trip.items, ideas: trip.ideas)
    let places = DayPlaces(
      list: days.list, objects: days.spans, startInsertion: titleEnd, zoneInsertion: titleEnd,
      afterTitle: afterTitle)
    let origin = Origin(
      trip: read, bytes: writer.bytes, items: items.spans, ideas: ideas?.spans ?? [],
      itemList: items.list, ideaList: ideas?.list, days: places)
    assert(origin.isRead(from: TripDocument(readingBack: trip)), "the spans are not those read")
    self.init(trip: trip.withOwnStorage(), bytes: writer.bytes, origin: origin)
  }

  /// A new document for a trip made in code, its spans found by reading
  /// its bytes back.
  init(readingBack trip: Trip) {
    var writer = JSONWriter()
    writer.append("{\n  \"format\": \(TripDocument.formatVersion),\n  \"title\": ")
    writer.appendString(trip.title)
    if let start = trip.start {
      writer.append(",\n  \"start\": ")
      writer.appendString(start.fileText)
    }
    if let zone = trip.zone {
      writer.append(",\n  \"zone\": ")
      writer.appendString(zone)
    }
    writer.append(",\n  \"days\": ")
    writer.list(of: trip.days) { day, writer in TripDocument.write(day, to: &writer) }
    writer.append(",\n  \"items\": ")
    writer.list(of: trip.items) { item, writer in
      TripDocument.write(item.idea, at: item.placement, to: &writer)
    }
    if !trip.ideas.isEmpty {
      writer.append(",\n  \"ideas\": ")
      writer.list(of: trip.ideas) { idea, writer in TripDocument.write(idea, at: nil, to: &writer) }
    }
    writer.append("\n}\n")
    // Read back, the bytes give the spans every later save is made from;
    // they hold exactly the trip, which keeps every rule.
    do {
      let read = try TripDocument(bytes: writer.bytes)
      self.init(trip: trip.withOwnStorage(), bytes: read.bytes, origin: read.origin)
    } catch {
      preconditionFailure("a trip written in code does not read back: \(error)")
    }
  }
}

extension JSONWriter {
  /// Writes a list, one element to a line, each written by `write`; the
  /// list's inside, and what `write` gave for each element.
  @discardableResult
  mutating func list<Element, Span>(
    of elements: [Element], _ write: (Element, inout JSONWriter) -> Span
  ) -> (list: TripDocument.ListSpan, spans: [Span]) {
    bytes.append(UInt8(ascii: "["))
    let inside = bytes.count
    var spans: [Span] = []
    spans.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      append(ascii: index == 0 ? "\n    " : ",\n    ")
      spans.append(write(element, &self))
    }
    if !elements.isEmpty { append(ascii: "\n  ") }
    let list = TripDocument.ListSpan(inside: inside..<bytes.count)
    bytes.append(UInt8(ascii: "]"))
    return (list, spans)
  }
}

extension TripDocument.Origin {
  /// Whether this is what reading `document`'s bytes gave it: the same
  /// bytes, spans and trip, to every bit of every placement.
  func isRead(from document: TripDocument) -> Bool {
    let other = document.origin
    return bytes == other.bytes && items == other.items && ideas == other.ideas
      && itemList == other.itemList && ideaList == other.ideaList && days == other.days
      && trip == other.trip && trip.days.map(\.fileSlot) == other.trip.days.map(\.fileSlot)
      && zip(trip.items, other.trip.items).allSatisfy {
        $0.placement.isIdentical(to: $1.placement)
      }
  }
}
