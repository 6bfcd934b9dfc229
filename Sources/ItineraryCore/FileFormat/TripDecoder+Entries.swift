/// The reading of a file's items and ideas: their ids, fields, titles,
/// kinds and times.
extension TripDecoder {
  /// What an item and an idea both have: an id (a problem names the object
  /// by it once it has one, by its number before), the fields, a title with
  /// something to say, and a kind.
  mutating func decodeHead(
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
    if let title, let titleNode = fields["title"], TextCleaning.isBlank(title) {
      report(subject, at: titleNode, .rule(.emptyTitle(id ?? ItemID(""))))
    }
    return (id, fields, title, decodeKind(fields, subject: subject, in: node))
  }

  /// An idea of the file: an object like an item, without `day` and `sortOrder`.
  ///
  /// `standIn` is what the trip's rules are checked on, with what could be
  /// read.
  mutating func decodeIdea(_ node: JSONNode, number: Int) -> (
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

  /// An item as read: its id when it has one; the item when nothing in it
  /// is wrong; and, when it has an id, a day and a sortOrder, an item that
  /// stands in for it in the trip's rules, with what could be read.
  struct DecodedItem {
    var id: ItemID?
    var item: Item?
    var spans: TripDocument.Spans?
    var standIn: (item: Item, kindIsKnown: Bool)?
  }

  mutating func decodeItem(_ node: JSONNode, number: Int) -> DecodedItem {
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
  mutating func decodeTime(
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
  mutating func decodeKind(
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
