extension Trip {
  /// Why an idea, of this trip or from outside it, may not be put at
  /// `position`, or `nil` when it may.
  ///
  /// The rules are a move's: the trip's days, a travel idea's days, the
  /// day's positions, then its games, with positions counted as they will
  /// be with the idea there. An idea from outside must also have an id of
  /// its own and a title with something to say, and may not be a game.
  public func refusal(adding idea: Idea, at position: Position) -> Refusal? {
    if ideaIndexByID[idea.id] == nil {
      if case .game = idea.kind { return .gameIsFixed(idea.id) }
      if case .fixed = idea.kind { return .itemIsFixed(idea.id) }
      if indexByID[idea.id] != nil || idea.id.rawValue.isEmpty { return .idTaken(idea.id) }
      if TextCleaning.isBlank(idea.title) { return .blankTitle }
      if let travel = idea.travel,
        let missing = [travel.after, travel.before].compactMap({ $0 }).first(where: {
          item($0)?.isFixed != true
        })
      {
        return .noSuchItem(missing)
      }
    }
    return refusal(moving: idea.unplaced, to: position)
  }

  /// Why a new fixed item or game may not be put at
  /// `position`, or `nil` when it may.
  ///
  /// It must have an id of its own and a title with something to say, and
  /// stand on one of the trip's days, at a position the day has with it
  /// there. It keeps that place: a fixed item never moves, and travel legs
  /// around it keep their own anchors.
  public func refusal(placingFixed idea: Idea, at position: Position) -> Refusal? {
    if indexByID[idea.id] != nil || ideaIndexByID[idea.id] != nil || idea.id.rawValue.isEmpty {
      return .idTaken(idea.id)
    }
    if TextCleaning.isBlank(idea.title) { return .blankTitle }
    guard hasDay(position.day) else { return .noSuchDay(position.day, dayCount: dayCount) }
    let slots = 1...(itemCount(onDay: position.day) + 1)
    guard slots.contains(position.rank) else {
      return .noSuchPosition(position.rank, day: position.day, available: slots)
    }
    return nil
  }

  /// The nearest fixed items (games or fixed) before and after an item put
  /// at `position`, in trip order: the anchors of a new travel leg there.
  ///
  /// It looks outward from the position, day by day, through each day's
  /// fixed items alone, and stops at the first fixed item each way.
  public func fixedItems(around position: Position) -> (after: ItemID?, before: ItemID?) {
    guard hasDay(position.day) else { return (nil, nil) }
    // The day's own fixed items, few, by their ranks now; then the nearest
    // day each way that has one: no item between is read.
    var after: ItemID?
    var before: ItemID?
    for id in fixedByDay[position.day - 1] {
      VisitCounter.visit(1)
      guard let rank = self.position(of: id)?.rank else { continue }
      if rank < position.rank {
        after = id
      } else {
        before = id
        break
      }
    }
    var day = position.day - 1
    while after == nil, day >= 1 {
      VisitCounter.visit(1)
      after = fixedByDay[day - 1].last
      day -= 1
    }
    day = position.day + 1
    while before == nil, day <= dayCount {
      VisitCounter.visit(1)
      before = fixedByDay[day - 1].first
      day += 1
    }
    return (after, before)
  }

  /// Puts an idea at a position of a day, counted as it will be with the
  /// idea there, and returns the edit.
  ///
  /// An idea of the trip (``ideas``) leaves the ideas; any other becomes a
  /// new item, and must have an id no item or idea has. The idea gets a
  /// sortOrder between its new neighbours, `preferring` when that one fits;
  /// a day with no gap left is renumbered, as a move does. A refused add
  /// throws and changes nothing.
  @discardableResult
  public mutating func add(_ idea: Idea, at position: Position, preferring sortOrder: Double? = nil)
    throws(Refusal) -> ItemEdit
  {
    if let refusal = refusal(adding: idea, at: position) { throw refusal }
    return add(checked: idea, at: position, preferring: sortOrder)
  }

  /// ``add(_:at:preferring:)`` of an add the caller has checked with
  /// ``refusal(adding:at:)``: the command layer checks every add before it
  /// makes it, to say why one is refused.
  package mutating func add(
    checked idea: Idea, at position: Position, preferring sortOrder: Double?
  )
    -> ItemEdit
  {
    let ideaSlot = ideaIndexByID[idea.id]
    let kind: ItemEdit.Kind = ideaSlot == nil ? .created : .added
    let known = ideaSlot.map { ideas[$0] } ?? idea
    let slot = position.rank - 1
    let (below, above) = dayOrder[position.day - 1].sortOrders.withUnsafeBufferPointer {
      (slot > 0 ? $0[slot - 1] : nil, slot < $0.count ? $0[slot] : nil)
    }
    let index = items.count
    if let fitting = Trip.sortOrder(between: below, and: above, preferring: sortOrder) {
      let item = known.item(at: Placement(day: position.day, sortOrder: fitting))
      let edit = ItemEdit(kind: kind, item: item, itemSlot: index, ideaSlot: ideaSlot)
      put(edit)
      return edit
    }
    // No gap: the item lands at the slot and its day is renumbered.
    let start = Placement(day: position.day, sortOrder: below ?? 0)
    if let ideaSlot { takeIdea(at: ideaSlot) }
    if ideaSlot == nil, let travel = known.travel { countAnchors(of: travel, by: 1) }
    items.append(known.item(at: start))
    indexByID[idea.id] = index
    dayOrder[position.day - 1].insert(index, sortOrder: start.sortOrder, at: slot)
    let renumbered = Array(renumber(day: position.day, moving: [(index, start)]).dropFirst())
    if items[index].isFixed { listFixed(items[index]) }
    return ItemEdit(
      kind: kind, item: items[index], renumbered: renumbered, itemSlot: index, ideaSlot: ideaSlot)
  }

  /// Takes an item off its day into the ideas (`keepingIdea`, the default),
  /// or out of the trip, and returns the edit.
  ///
  /// A game is fixed and is never taken off.
  @discardableResult
  public mutating func remove(_ id: ItemID, keepingIdea: Bool = true) throws(Refusal) -> ItemEdit {
    guard let index = indexByID[id] else { throw .noSuchItem(id) }
    let item = items[index]
    if item.isFixed { throw item.isGame ? .gameIsFixed(id) : .itemIsFixed(id) }
    let edit = ItemEdit(
      kind: keepingIdea ? .removed : .deleted, item: item, itemSlot: index,
      ideaSlot: keepingIdea ? ideas.count : nil)
    takeOff(edit)
    return edit
  }

  /// Gives an item, or an idea, a new title, and returns the edit.
  ///
  /// The title must have something to say. A title no different from the
  /// item's is refused as ``Refusal/sameTitle``; the command layer says so
  /// as a no-op.
  @discardableResult
  public mutating func rename(_ id: ItemID, to title: String) throws(Refusal) -> ItemEdit {
    guard let index = indexByID[id] else { throw .noSuchItem(id) }
    if TextCleaning.isBlank(title) { throw .blankTitle }
    let old = items[index].title
    if old == title { throw .sameTitle }
    items[index].title = title
    return ItemEdit(kind: .renamed(from: old), item: items[index], itemSlot: index, ideaSlot: nil)
  }

  /// Fixes a custom item to its place (kind ``Item/Kind/fixed``), or makes
  /// a fixed one custom again, and returns the edit.
  ///
  /// A calendar's timed events come in fixed; a traveller decides which
  /// may move. Only these two kinds change: a game stays a game and travel
  /// stays travel (``Refusal/kindKept(_:)``), and a fixed item that travel
  /// is anchored to stays fixed (``Refusal/anchorOf(_:travel:)``).
  @discardableResult
  public mutating func setFixed(_ id: ItemID, _ fixed: Bool) throws(Refusal) -> ItemEdit {
    guard let index = indexByID[id] else { throw .noSuchItem(id) }
    let item = items[index]
    switch (item.kind, fixed) {
    case (.custom, true), (.fixed, false): break
    case (.fixed, true), (.custom, false): throw .sameKind
    case (.game, _), (.travel, _): throw .kindKept(id)
    }
    if !fixed, isAnchor(id) { throw .anchorOf(id, travel: anchoredTravel(to: id) ?? id) }
    var now = item
    now.kind = fixed ? .fixed : .custom
    let edit = ItemEdit(kind: .rekinded(from: item.kind), item: now, itemSlot: index, ideaSlot: nil)
    rekind(edit)
    return edit
  }

  /// The first travel item or idea anchored to `id`, in the order of
  /// ``items`` and then ``ideas``.
  public func anchoredTravel(to id: ItemID) -> ItemID? {
    guard isAnchor(id) else { return nil }
    func anchored(_ kind: Item.Kind) -> Bool {
      guard case .travel(let travel) = kind else { return false }
      return travel.after == id || travel.before == id
    }
    return items.first { anchored($0.kind) }?.id ?? ideas.first { anchored($0.kind) }?.id
  }

  /// Gives an item a time, or takes its time away (`nil`), and returns the
  /// edit.
  ///
  /// A time no different from the item's is refused as
  /// ``Refusal/sameTime``; the command layer says so as a no-op.
  @discardableResult
  public mutating func setTime(_ id: ItemID, to time: ClockTime?) throws(Refusal) -> ItemEdit {
    guard let index = indexByID[id] else { throw .noSuchItem(id) }
    let old = items[index].time
    if old == time { throw .sameTime }
    items[index].time = time
    return ItemEdit(kind: .retimed(from: old), item: items[index], itemSlot: index, ideaSlot: nil)
  }
}
