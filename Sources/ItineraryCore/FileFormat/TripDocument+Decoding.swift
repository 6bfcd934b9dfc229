extension TripDocument {
  /// The only file format this version reads and writes.
  public static let formatVersion = 1

  /// Reads a trip from the bytes of a file, or throws every problem in it.
  ///
  /// A file that is not JSON has one problem, where the reading stopped.
  /// Otherwise every field is checked and every rule of the trip model, and
  /// the file is refused whole if anything is wrong. Problems come in the
  /// order of their lines.
  public init(bytes: [UInt8]) throws(TripFileError) {
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      throw .invalid([FileProblem(subject: .file, line: nil, kind: .empty)])
    }
    let root: JSONNode
    do {
      root = try JSONReader.read(bytes)
    } catch {
      let lines = LineMap(bytes)
      let (line, column) = lines.lineAndColumn(ofOffset: error.offset)
      throw .invalid([
        FileProblem(
          subject: .file, line: line, kind: .notJSON(error.expected, column: column))
      ])
    }
    var decoder = TripDecoder(bytes: bytes)
    guard let decoded = decoder.decode(root) else {
      // In the order of the file, as someone fixing it would go through it.
      throw .invalid(
        decoder.problems.enumerated()
          .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }
          .map(\.element))
    }
    // The decoder reported every rule the items break; none did.
    let trip = Trip(
      checked: decoded.title, days: decoded.days, items: decoded.items, ideas: decoded.ideas,
      start: decoded.start)
    let origin = Origin(
      trip: trip, bytes: bytes, items: decoded.spans, ideas: decoded.ideaSpans,
      itemList: decoded.itemList, ideaList: decoded.ideaList, days: decoded.dayPlaces)
    self.init(trip: trip, bytes: bytes, origin: origin)
  }
}

/// What a decoder read from a file that broke no rule of its own.
struct DecodedTrip {
  var title: String
  var start: TripDate?
  var days: [Day]
  var items: [Item]
  var ideas: [Idea]
  var spans: [TripDocument.Spans]
  var ideaSpans: [TripDocument.Spans]
  var itemList: TripDocument.ListSpan
  var ideaList: TripDocument.ListSpan?
  var dayPlaces: TripDocument.DayPlaces
}

extension TripDocument.ListSpan {
  /// The inside of an array node: from just after its `[` to its `]`.
  init(_ node: JSONNode) {
    inside = (node.span.lowerBound + 1)..<(node.span.upperBound - 1)
  }
}

/// Walks a file's JSON, collecting every problem instead of stopping at one.
struct TripDecoder {
  let lines: LineMap
  var problems: [FileProblem] = []

  init(bytes: [UInt8]) {
    lines = LineMap(bytes)
  }

  mutating func report(
    _ subject: FileProblem.Subject, at node: JSONNode, _ kind: FileProblem.Kind
  ) {
    problems.append(
      FileProblem(
        subject: subject, line: lines.lineAndColumn(ofOffset: node.span.lowerBound).line, kind: kind
      ))
  }

  /// The object's fields by name, reporting any written twice.
  mutating func fields(
    of node: JSONNode, _ members: [JSONNode.Member], subject: FileProblem.Subject
  ) -> Fields {
    let fields = Fields(members)
    for (index, member) in members.enumerated() where fields.firstIndex(of: member.key) != index {
      report(subject, at: member.value, .duplicateField(member.key))
    }
    return fields
  }

  /// Returns the trip when the file breaks no rule; otherwise `problems` says why.
  mutating func decode(_ root: JSONNode) -> DecodedTrip? {
    guard case .object(let members) = root.value else {
      report(.file, at: root, .notATrip(found: root.typeName))
      return nil
    }
    let top = fields(of: root, members, subject: .file)
    // A format this version cannot read stops here: its fields may mean
    // something else. A missing or mistyped one is reported with the rest.
    guard checkFormat(top["format"], root: root) else { return nil }
    let title = string(top["title"], "title", subject: .file, in: root, required: true)
    let days = decodeDays(top["days"], root: root)
    let start = decodeStart(top["start"], root: root)
    if let start, let days, let node = top["start"],
      let day = Trip.firstDayPastTheCalendar(start: start, dayCount: days.count)
    {
      report(.file, at: node, .rule(.startTooLate(start, day: day)))
    }
    guard let itemsNode = top["items"] else {
      report(.file, at: root, .missingField("items"))
      return nil
    }
    guard case .array(let elements) = itemsNode.value else {
      report(
        .file, at: itemsNode,
        .wrongType(field: "items", expected: .array, found: itemsNode.typeName))
      return nil
    }

    var items: [Item] = []
    var spans: [TripDocument.Spans] = []
    // Every item that has an id, a day and a sortOrder, read or stood in
    // for where a field is wrong: the rules of the trip are checked on them
    // all, so that one run reports every problem of every item.
    var placed: [Item] = []
    // For each id: how many items have it, and the first of them, whose
    // line a problem names.
    var idsSeen: [ItemID: (count: Int, element: Int)] = [:]
    idsSeen.reserveCapacity(elements.count)
    // Items whose place or kind could not be read: what names them is not
    // checked further.
    var unplaced: Set<ItemID> = []
    var kindUnknown: Set<ItemID> = []
    items.reserveCapacity(elements.count)
    spans.reserveCapacity(elements.count)
    placed.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let decoded = decodeItem(element, number: index + 1)
      if let id = decoded.id {
        idsSeen[id, default: (0, index)].count += 1
      }
      if let item = decoded.item, let itemSpans = decoded.spans {
        items.append(item)
        spans.append(itemSpans)
      }
      if let stand = decoded.standIn {
        placed.append(stand.item)
        if !stand.kindIsKnown { kindUnknown.insert(stand.item.id) }
      } else if let id = decoded.id {
        unplaced.insert(id)
      }
    }

    // The ideas, when the file has them: items on no day.
    var ideas: [Idea] = []
    var ideaStandIns: [Idea] = []
    var ideaElements: [JSONNode] = []
    var ideaSeen: [ItemID: Int] = [:]
    var ideaSpans: [TripDocument.Spans] = []
    var ideaList: TripDocument.ListSpan?
    if let ideasNode = top["ideas"] {
      if case .array(let list) = ideasNode.value {
        ideaList = TripDocument.ListSpan(ideasNode)
        ideaElements = list
        for (index, element) in list.enumerated() {
          let decoded = decodeIdea(element, number: index + 1)
          if let id = decoded.id {
            if idsSeen[id] != nil || ideaSeen[id] != nil {
              idsSeen[id, default: (0, -1)].count += 1
            } else {
              idsSeen[id] = (1, -1)
            }
            if ideaSeen[id] == nil { ideaSeen[id] = index }
          }
          if let idea = decoded.idea, let spans = decoded.spans {
            ideas.append(idea)
            ideaSpans.append(spans)
          }
          if let standIn = decoded.standIn { ideaStandIns.append(standIn) }
        }
      } else {
        report(
          .file, at: ideasNode,
          .wrongType(field: "ideas", expected: .array, found: ideasNode.typeName))
      }
    }

    let lines = self.lines
    func lineOfItem(_ id: ItemID) -> Int? {
      if let seen = idsSeen[id], seen.element >= 0 {
        return lines.lineAndColumn(ofOffset: elements[seen.element].span.lowerBound).line
      }
      return ideaSeen[id].map {
        lines.lineAndColumn(ofOffset: ideaElements[$0].span.lowerBound).line
      }
    }
    /// An id is an idea's when no item has it.
    func subject(of id: ItemID) -> FileProblem.Subject {
      if let seen = idsSeen[id], seen.element >= 0 { return .item(id) }
      return ideaSeen[id] != nil ? .idea(id) : .item(id)
    }

    // Ids are counted over every item that has one, placed or not.
    for (id, seen) in idsSeen where seen.count > 1 {
      problems.append(
        FileProblem(
          subject: subject(of: id), line: lineOfItem(id),
          kind: .rule(.duplicateID(id, count: seen.count))))
    }
    // The rules of the trip model. A problem that only follows from another
    // one already reported is left out.
    let daysAreSound = days != nil
    for problem in Trip.problems(days: days ?? [], items: placed, ideas: ideaStandIns) {
      switch problem {
      case .noDays where !daysAreSound, .dayOutOfRange where !daysAreSound:
        continue
      case .anchorNotFound(_, _, let named):
        if unplaced.contains(named) { continue }
      case .anchorNotAGame(_, _, let named):
        if unplaced.contains(named) || kindUnknown.contains(named) { continue }
      case .duplicateID:
        continue
      default:
        break
      }
      let about = problem.itemID.map(subject(of:)) ?? .file
      let line = problem.itemID.flatMap { lineOfItem($0) }
      problems.append(FileProblem(subject: about, line: line, kind: .rule(problem)))
    }
    guard problems.isEmpty, let title, let days, let daysNode = top["days"] else { return nil }
    return DecodedTrip(
      title: title, start: start, days: days, items: items, ideas: ideas, spans: spans,
      ideaSpans: ideaSpans, itemList: TripDocument.ListSpan(itemsNode), ideaList: ideaList,
      dayPlaces: TripDocument.DayPlaces(root: root, members: members, days: daysNode))
  }

  /// What an item and an idea both have: an id (a problem names the object
  /// by it once it has one, by its number before), the fields, a title with
  /// something to say, and a kind.
  private mutating func decodeHead(
    _ node: JSONNode, _ members: [JSONNode.Member], number: Int,
    subject numbered: (Int) -> FileProblem.Subject,
    named: (ItemID) -> FileProblem.Subject
  ) -> (id: ItemID?, fields: Fields, title: String?, kind: (known: Item.Kind?, partial: Item.Kind?))
  {
    var subject = numbered(number)
    var id: ItemID?
    let idNode = members.first { $0.key == "id" }?.value
    if let idNode, case .string(let text) = idNode.value {
      if text.isEmpty {
        report(subject, at: idNode, .emptyID)
      } else {
        id = ItemID(text)
        subject = named(ItemID(text))
      }
    } else {
      _ = string(idNode, "id", subject: subject, in: node, required: true)
    }
    let fields = fields(of: node, members, subject: subject)
    let title = string(fields["title"], "title", subject: subject, in: node, required: true)
    if let title, let titleNode = fields["title"], SpeakableText.isBlank(title) {
      report(subject, at: titleNode, .rule(.emptyTitle(id ?? ItemID(""))))
    }
    return (id, fields, title, decodeKind(fields, subject: subject, in: node))
  }

  /// An idea of the file: an object like an item, without `day` and `sortOrder`.
  ///
  /// `standIn` is what the trip's rules are checked on, with what could be
  /// read.
  private mutating func decodeIdea(_ node: JSONNode, number: Int) -> (
    id: ItemID?, idea: Idea?, standIn: Idea?, spans: TripDocument.Spans?
  ) {
    guard case .object(let members) = node.value else {
      report(
        .ideaNumber(number), at: node,
        .wrongType(field: "idea", expected: .object, found: node.typeName))
      return (nil, nil, nil, nil)
    }
    let before = problems.count
    let (id, ideaFields, title, kind) = decodeHead(
      node, members, number: number, subject: FileProblem.Subject.ideaNumber,
      named: FileProblem.Subject.idea)
    guard let id else { return (nil, nil, nil, nil) }
    let time = decodeTime(ideaFields, subject: .idea(id), in: node)
    let standIn = Idea(id: id, title: "idea", kind: kind.known ?? kind.partial ?? .custom)
    guard problems.count == before, let title, let known = kind.known,
      let titleSpan = ideaFields["title"]?.span
    else {
      return (id, nil, standIn, nil)
    }
    return (
      id, Idea(id: id, title: title, kind: known, time: time), standIn,
      TripDocument.Spans(object: node.span, title: titleSpan, time: ideaFields["time"]?.span)
    )
  }

  private mutating func checkFormat(_ node: JSONNode?, root: JSONNode) -> Bool {
    guard let node else {
      report(.file, at: root, .missingField("format"))
      return true
    }
    guard case .number(let literal) = node.value else {
      report(
        .file, at: node, .wrongType(field: "format", expected: .wholeNumber, found: node.typeName))
      return true
    }
    guard Double(literal) == Double(TripDocument.formatVersion) else {
      report(.file, at: node, .unsupportedFormat(literal))
      return false
    }
    return true
  }

  /// A string field, or `nil`.
  ///
  /// A problem is reported when the field is required and missing, or is not
  /// a string. An optional field may also be `null`.
  mutating func string(
    _ node: JSONNode?, _ field: String, subject: FileProblem.Subject, in parent: JSONNode,
    required: Bool
  ) -> String? {
    guard let node else {
      if required { report(subject, at: parent, .missingField(field)) }
      return nil
    }
    switch node.value {
    case .string(let text): return text
    case .null where !required: return nil
    default:
      report(subject, at: node, .wrongType(field: field, expected: .string, found: node.typeName))
      return nil
    }
  }

  private mutating func number(
    _ node: JSONNode?, _ field: String, subject: FileProblem.Subject, in parent: JSONNode,
    whole: Bool
  ) -> Double? {
    let expected: JSONType = whole ? .wholeNumber : .number
    guard let node else {
      report(subject, at: parent, .missingField(field))
      return nil
    }
    guard case .number(let literal) = node.value else {
      report(subject, at: node, .wrongType(field: field, expected: expected, found: node.typeName))
      return nil
    }
    guard let value = Double(literal), value.isFinite else {
      report(subject, at: node, .numberTooLarge(field: field))
      return nil
    }
    if whole, Int(exactly: value) == nil {
      report(subject, at: node, .wrongType(field: field, expected: .wholeNumber, found: .number))
      return nil
    }
    return value
  }

  /// An item as read: its id when it has one; the item when nothing in it
  /// is wrong; and, when it has an id, a day and a sortOrder, an item that
  /// stands in for it in the trip's rules, with what could be read.
  private struct DecodedItem {
    var id: ItemID?
    var item: Item?
    var spans: TripDocument.Spans?
    var standIn: (item: Item, kindIsKnown: Bool)?
  }

  private mutating func decodeItem(_ node: JSONNode, number: Int) -> DecodedItem {
    guard case .object(let members) = node.value else {
      report(
        .itemNumber(number), at: node,
        .wrongType(field: "item", expected: .object, found: node.typeName))
      return DecodedItem()
    }
    let before = problems.count
    let (id, itemFields, title, kind) = decodeHead(
      node, members, number: number, subject: FileProblem.Subject.itemNumber,
      named: FileProblem.Subject.item)
    let subject = id.map(FileProblem.Subject.item) ?? .itemNumber(number)
    let day = self.number(itemFields["day"], "day", subject: subject, in: node, whole: true)
    let sortOrder = self.number(
      itemFields["sortOrder"], "sortOrder", subject: subject, in: node, whole: false)
    let time = decodeTime(itemFields, subject: subject, in: node)

    guard let id, let day, let sortOrder else { return DecodedItem(id: id) }
    let placement = Placement(day: Int(day), sortOrder: sortOrder)
    let standIn = Item(
      id: id, title: "item", kind: kind.known ?? kind.partial ?? .custom, placement: placement)
    var decoded = DecodedItem(
      id: id, standIn: (standIn, kindIsKnown: kind.known != nil || kind.partial != nil))
    guard problems.count == before, let title, let known = kind.known,
      let daySpan = itemFields["day"]?.span, let sortOrderSpan = itemFields["sortOrder"]?.span,
      let titleSpan = itemFields["title"]?.span
    else { return decoded }
    decoded.item = Item(id: id, title: title, kind: known, placement: placement, time: time)
    decoded.spans = TripDocument.Spans(
      object: node.span, title: titleSpan, day: daySpan, sortOrder: sortOrderSpan,
      time: itemFields["time"]?.span)
    return decoded
  }

  /// An item's or an idea's `time`, when it has one: text, `HH:MM` on the
  /// 24-hour clock; anything else is a problem, named.
  private mutating func decodeTime(
    _ fields: Fields, subject: FileProblem.Subject, in node: JSONNode
  ) -> ClockTime? {
    guard let timeNode = fields["time"],
      let text = string(timeNode, "time", subject: subject, in: node, required: false)
    else { return nil }
    guard let time = ClockTime(file: text) else {
      report(subject, at: timeNode, .badTime(text))
      return nil
    }
    return time
  }

  /// An item's kind: `known` when every field of it reads; `partial`, for
  /// a travel item with a field wrong, what its rules can still be checked
  /// with (its `after` and `before`).
  private mutating func decodeKind(
    _ fields: Fields, subject: FileProblem.Subject, in node: JSONNode
  ) -> (known: Item.Kind?, partial: Item.Kind?) {
    guard let name = string(fields["kind"], "kind", subject: subject, in: node, required: true)
    else {
      return (nil, nil)
    }
    switch name {
    case "game": return (.game, nil)
    case "fixed": return (.fixed, nil)
    case "custom": return (.custom, nil)
    case "travel":
      let before = problems.count
      let from = string(fields["from"], "from", subject: subject, in: node, required: true)
      let to = string(fields["to"], "to", subject: subject, in: node, required: true)
      let after = string(fields["after"], "after", subject: subject, in: node, required: false)
      let beforeGame = string(
        fields["before"], "before", subject: subject, in: node, required: false)
      let travel = Travel(
        from: from ?? "", to: to ?? "", after: after.map { ItemID($0) },
        before: beforeGame.map { ItemID($0) })
      return problems.count == before ? (.travel(travel), nil) : (nil, .travel(travel))
    default:
      if let kindNode = fields["kind"] { report(subject, at: kindNode, .unknownKind(name)) }
      return (nil, nil)
    }
  }
}

extension TripProblem {
  /// The item a problem is about, if it is about one.
  public var itemID: ItemID? {
    switch self {
    case .noDays, .emptyID, .startTooLate: nil
    case .emptyTitle(let id), .duplicateID(let id, _), .dayOutOfRange(let id, _, _),
      .sortOrderNotFinite(let id), .anchorNotFound(let id, _, _), .anchorNotAGame(let id, _, _),
      .mustComeAfter(let id, _), .mustComeBefore(let id, _), .gameIdea(let id), .fixedIdea(let id):
      id
    case .sharedSortOrder(let ids, _, _): ids.first
    }
  }
}

/// Turns byte offsets into lines and columns, for problems.
struct LineMap {
  private let bytes: [UInt8]
  private let lineStarts: [Int]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// The line (from 1) and column (in characters, from 1) of a byte offset.
  func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count
    while low + 1 < high {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle }
    }
    let start = lineStarts[low]
    let end = min(offset, bytes.count)
    // Count characters, not bytes: continuation bytes do not start one.
    let column = bytes[start..<max(start, end)].lazy.filter { $0 & 0xC0 != 0x80 }.count + 1
    return (low + 1, column)
  }
}

/// The members of a JSON object by name, the first of each: what the decoder
/// asks of an item, a day or the trip.
///
/// A trip's objects have a handful of members, looked up by comparing names;
/// a big object (only a strange file has one) gets an index, so that a file
/// with thousands of fields in one object is not read in quadratic time.
struct Fields {
  private let members: [JSONNode.Member]
  private let index: [String: Int]?

  init(_ members: [JSONNode.Member]) {
    self.members = members
    if members.count > 16 {
      var index: [String: Int] = [:]
      for (position, member) in members.enumerated() where index[member.key] == nil {
        index[member.key] = position
      }
      self.index = index
    } else {
      self.index = nil
    }
  }

  /// Where the first member named `key` stands.
  func firstIndex(of key: String) -> Int? {
    if let index { return index[key] }
    return members.firstIndex { $0.key == key }
  }

  subscript(key: String) -> JSONNode? {
    firstIndex(of: key).map { members[$0].value }
  }
}
