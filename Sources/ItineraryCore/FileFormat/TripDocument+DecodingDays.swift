/// The decoding of a file's days and its start.
extension TripDecoder {
  mutating func decodeDays(_ node: JSONNode?, root: JSONNode) -> [Day]? {
    guard let node else {
      report(.file, at: root, .missingField("days"))
      return nil
    }
    guard case .array(let elements) = node.value else {
      report(.file, at: node, .wrongType(field: "days", expected: .array, found: node.typeName))
      return nil
    }
    var days: [Day] = []
    var sound = true
    for (index, element) in elements.enumerated() {
      let subject = FileProblem.Subject.day(index + 1)
      guard case .object(let members) = element.value else {
        report(
          subject, at: element, .wrongType(field: "day", expected: .object, found: element.typeName)
        )
        sound = false
        continue
      }
      let dayFields = fields(of: element, members, subject: subject)
      let before = problems.count
      let label = string(
        dayFields["label"], "label", subject: subject, in: element, required: false)
      let city = string(dayFields["city"], "city", subject: subject, in: element, required: false)
      let zone = decodeZone(dayFields["zone"], subject: subject, in: element)
      sound = sound && problems.count == before
      days.append(Day(label: label, city: city, zone: zone))
    }
    return sound ? days : nil
  }

  /// A `zone`, the trip's or a day's, when it has one: text naming a time
  /// zone of the system's zone data; anything else is a problem, named.
  mutating func decodeZone(_ node: JSONNode?, subject: FileProblem.Subject, in parent: JSONNode)
    -> String?
  {
    guard let node, let name = string(node, "zone", subject: subject, in: parent, required: false)
    else { return nil }
    if zonesRead[name] == nil { zonesRead[name] = ZoneRules.named(name) != nil }
    guard zonesRead[name] == true else {
      report(subject, at: node, .badZone(name))
      return nil
    }
    return name
  }

  /// The trip's `start`, when it has one: text, a date written
  /// `2027-04-10`; anything else is a problem, named.
  mutating func decodeStart(_ node: JSONNode?, root: JSONNode) -> TripDate? {
    guard let node, let text = string(node, "start", subject: .file, in: root, required: false)
    else { return nil }
    guard let date = TripDate(fileText: text) else {
      report(.file, at: node, .badStart(text))
      return nil
    }
    return date
  }
}

extension TripDocument.DayPlaces {
  /// Where the days and the start stand in a file's top object.
  init(root: JSONNode, members: [JSONNode.Member], days: JSONNode) {
    list = TripDocument.ListSpan(days)
    if case .array(let elements) = days.value {
      objects = elements.map(\.span)
    } else {
      objects = []
    }
    (start, startRemoval) = TripDocument.DayPlaces.member("start", of: members)
    (zone, zoneRemoval) = TripDocument.DayPlaces.member("zone", of: members)
    // A start added goes just after the title, a zone after the start.
    let title = members.firstIndex(where: { $0.key == "title" })
    startInsertion = title.map { members[$0].value.span.upperBound }
    zoneInsertion = start?.upperBound ?? startInsertion
    afterTitle = title.flatMap { $0 + 1 < members.count ? members[$0 + 1].keyStart : nil }
  }

  /// The value of the top member `key`, and what taking it out removes:
  /// the member with the comma before it, or, first, up to the next key.
  private static func member(_ key: String, of members: [JSONNode.Member]) -> (
    value: Range<Int>?, removal: Range<Int>?
  ) {
    guard let number = members.lastIndex(where: { $0.key == key }) else { return (nil, nil) }
    let value = members[number].value.span
    if number > 0 {
      return (value, members[number - 1].value.span.upperBound..<value.upperBound)
    }
    if members.count > 1 {
      return (value, members[number].keyStart..<members[number + 1].keyStart)
    }
    return (value, nil)
  }
}
