/// Writes the parts of a save about dates and days: the trip's start and
/// its days' labels and cities.
extension DocumentWriter {
  /// Writes the trip's start as `date`: its value written anew, added just
  /// after the title (with the separator the file puts after it), or taken
  /// out for none.
  mutating func writeStart(_ date: TripDate?) throws(DocumentMismatch) {
    let places = origin.days
    try writeTopMember(
      "start", date.map { TripDocument.string($0.fileText) }, at: places.start,
      removal: places.startRemoval, insertion: places.startInsertion)
  }

  /// Writes the trip's time zone as `name`, as ``writeStart(_:)`` writes
  /// the start; one added goes just after the start, else the title.
  mutating func writeZone(_ name: String?) throws(DocumentMismatch) {
    let places = origin.days
    try writeTopMember(
      "zone", name.map(TripDocument.string), at: places.zone, removal: places.zoneRemoval,
      insertion: places.zoneInsertion)
  }

  /// Writes a top member's value anew where the file has it, adds it at
  /// `insertion` (with the separator the file puts after its title), or
  /// takes it out for none.
  private mutating func writeTopMember(
    _ key: String, _ value: [UInt8]?, at span: Range<Int>?, removal: Range<Int>?,
    insertion: Int?
  ) throws(DocumentMismatch) {
    let places = origin.days
    if let span {
      if let value {
        try copy(upTo: span.lowerBound)
        output += value
        try skip(to: span.upperBound)
      } else {
        guard let removal else { throw DocumentMismatch() }
        try copy(upTo: removal.lowerBound)
        try skip(to: removal.upperBound)
      }
      return
    }
    guard let value else { return }
    guard let at = insertion else { throw DocumentMismatch() }
    try copy(upTo: at)
    // The white space the file puts between its title and the member after
    // it, or one space.
    var space = Array(" ".utf8)[...]
    if let next = places.afterTitle, let title = places.startInsertion, title <= next {
      let between = origin.bytes[title..<next]
      if let comma = between.firstIndex(of: UInt8(ascii: ",")) {
        space = between[(comma + 1)...]
      }
    }
    output += Array(",".utf8) + space + Array("\"\(key)\": ".utf8) + value
  }

  /// Writes the inside of `days`: each day of the file where it stands now,
  /// its label and city patched where they changed and every other byte
  /// kept; each day added written anew.
  mutating func writeDays(of trip: Trip) throws(DocumentMismatch) {
    let places = origin.days
    let first = origin.trip.days
    var used = Set<Int>()
    var elements: [(origin: Int?, body: Body)] = []
    elements.reserveCapacity(trip.days.count)
    for day in trip.days {
      guard let slot = day.fileSlot, slot < first.count, slot < places.objects.count,
        used.insert(slot).inserted
      else {
        var writer = JSONWriter()
        TripDocument.write(day, to: &writer)
        elements.append((nil, .bytes(writer.bytes)))
        continue
      }
      let object = places.objects[slot]
      guard
        day.label != first[slot].label || day.city != first[slot].city
          || day.zone != first[slot].zone
      else {
        elements.append((slot, .copy(object)))
        continue
      }
      // Each field changed in turn, on the object as the last change left
      // it: a label and a city may both come into empty braces, or both go.
      var bytes = Array(origin.bytes[object])
      if day.label != first[slot].label {
        bytes = try DocumentWriter.setting(
          "label", to: day.label.map(TripDocument.string), in: bytes)
      }
      if day.city != first[slot].city {
        bytes = try DocumentWriter.setting(
          "city", to: day.city.map(TripDocument.string), in: bytes)
      }
      if day.zone != first[slot].zone {
        bytes = try DocumentWriter.setting(
          "zone", to: day.zone.map(TripDocument.string), in: bytes)
      }
      elements.append((slot, .bytes(bytes)))
    }
    writeList(elements, firstObjects: places.objects, inside: places.list.inside)
  }
}
