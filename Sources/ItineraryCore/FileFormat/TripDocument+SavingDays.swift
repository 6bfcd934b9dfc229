/// Writes the parts of a save about dates and days: the trip's start and
/// its days' labels and cities.
extension DocumentWriter {
  /// Writes the trip's start as `date`: its value written anew, added just
  /// after the title (with the separator the file puts after it), or taken
  /// out for none.
  mutating func writeStart(_ date: TripDate?) throws(DocumentMismatch) {
    let places = origin.days
    let value = date.map { TripDocument.string($0.fileText) }
    if let span = places.start {
      if let value {
        try copy(upTo: span.lowerBound)
        output += value
        try skip(to: span.upperBound)
      } else {
        guard let removal = places.startRemoval else { throw DocumentMismatch() }
        try copy(upTo: removal.lowerBound)
        try skip(to: removal.upperBound)
      }
      return
    }
    guard let value else { return }
    guard let at = places.startInsertion else { throw DocumentMismatch() }
    try copy(upTo: at)
    // The white space the file puts before its next member, or one space.
    var space = Array(" ".utf8)[...]
    if let next = places.afterTitle {
      let between = origin.bytes[at..<next]
      if let comma = between.firstIndex(of: UInt8(ascii: ",")) {
        space = between[(comma + 1)...]
      }
    }
    output += Array(",".utf8) + space + Array("\"start\": ".utf8) + value
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
      guard day.label != first[slot].label || day.city != first[slot].city else {
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
      elements.append((slot, .bytes(bytes)))
    }
    writeList(elements, firstObjects: places.objects, inside: places.list.inside)
  }
}
