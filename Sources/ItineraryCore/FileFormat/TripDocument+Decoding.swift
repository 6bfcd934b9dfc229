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
    var trip = Trip(
      checked: decoded.title, days: decoded.days, items: decoded.items, ideas: decoded.ideas,
      start: decoded.start)
    trip.zone = decoded.zone
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
  var zone: String?
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
  /// Whether each zone name met is one: each looked up once a file.
  var zonesRead: [String: Bool] = [:]

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
    let zone = decodeZone(top["zone"], subject: .file, in: root)
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
      title: title, start: start, zone: zone, days: days, items: items, ideas: ideas, spans: spans,
      ideaSpans: ideaSpans, itemList: TripDocument.ListSpan(itemsNode), ideaList: ideaList,
      dayPlaces: TripDocument.DayPlaces(root: root, members: members, days: daysNode))
  }
}
