/// One change to what a trip holds: an item put on a day, taken off it, or
/// renamed (shared/SPEC.md section 8).
///
/// Every edit of ``Trip`` returns one, and ``Trip/undo(_:)-(ItemEdit)`` and
/// ``Trip/redo(_:)-(ItemEdit)`` take it back and make it again exactly: the trip after
/// an undo equals the trip before the edit, the order of ``Trip/items`` and
/// ``Trip/ideas`` included. An edit is a fact about one state of one trip;
/// applied to any other, it throws ``EditMismatch`` and changes nothing.
public struct ItemEdit: Hashable, Sendable {
  /// What happened to the item.
  public enum Kind: Hashable, Sendable {
    /// An idea of the trip was put on a day.
    case added
    /// An item that was not in the trip, as an item or an idea, was put on a day.
    case created
    /// The item was taken off its day, and is one of the trip's ideas now.
    case removed
    /// The item was taken off its day and out of the trip.
    case deleted
    /// The item's title changed from `from` to the item's title.
    case renamed(from: String)
    /// The item's time changed from `from` (none when `nil`) to the item's
    /// time.
    case retimed(from: ClockTime?)
  }

  /// What happened.
  public var kind: Kind
  /// The item as it stands on its day: after an add or a rename, or before a
  /// removal or a deletion.
  public var item: Item
  /// The other items whose placements the edit changed: an add to a day
  /// whose sortOrders left no gap renumbers it.
  public var renumbered: [PlacementChange]
  /// Where the item stands, or stood, in ``Trip/items``.
  package var itemSlot: Int
  /// Where the idea stands, or stood, in ``Trip/ideas``, for an add or a
  /// removal.
  package var ideaSlot: Int?

  package init(
    kind: Kind, item: Item, renumbered: [PlacementChange] = [], itemSlot: Int, ideaSlot: Int?
  ) {
    self.kind = kind
    self.item = item
    self.renumbered = renumbered
    self.itemSlot = itemSlot
    self.ideaSlot = ideaSlot
  }

  /// The edit that takes this one back.
  ///
  /// An add and a removal undo each other, a creation and a deletion too,
  /// and a rename is undone by the rename back. Renumbered neighbours go
  /// back to their old placements.
  public var reversed: ItemEdit {
    var reversed = self
    reversed.renumbered = renumbered.reversed().map(\.reversed)
    switch kind {
    case .added: reversed.kind = .removed
    case .removed: reversed.kind = .added
    case .created: reversed.kind = .deleted
    case .deleted: reversed.kind = .created
    case .renamed(let old):
      reversed.kind = .renamed(from: item.title)
      reversed.item.title = old
    case .retimed(let old):
      reversed.kind = .retimed(from: item.time)
      reversed.item.time = old
    }
    return reversed
  }
}

/// An edit that does not fit the trip it is applied to.
///
/// The item does not stand where the edit says, or the trip does not hold
/// what it names. Nothing was changed.
public struct EditMismatch: Error, Hashable, Sendable {
  /// The edit that does not fit.
  public var edit: ItemEdit

  public init(edit: ItemEdit) {
    self.edit = edit
  }
}

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
      if SpeakableText.isBlank(idea.title) { return .blankTitle }
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
    if SpeakableText.isBlank(idea.title) { return .blankTitle }
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
    if SpeakableText.isBlank(title) { throw .blankTitle }
    let old = items[index].title
    if old == title { throw .sameTitle }
    items[index].title = title
    return ItemEdit(kind: .renamed(from: old), item: items[index], itemSlot: index, ideaSlot: nil)
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

  /// Makes an edit again, as it was first made: the trip must be as the
  /// edit's ``undo(_:)-(ItemEdit)`` left it.
  public mutating func redo(_ edit: ItemEdit) throws(EditMismatch) {
    guard fits(edit) else { throw EditMismatch(edit: edit) }
    apply(edit)
  }

  /// Takes an edit back: the trip must be as the edit left it, and is
  /// afterwards as it was before the edit, to the bit and the order of its
  /// items and ideas.
  public mutating func undo(_ edit: ItemEdit) throws(EditMismatch) {
    try redo(edit.reversed)
  }

  /// Whether `edit` can be made on this trip, as it stands now.
  private func fits(_ edit: ItemEdit) -> Bool {
    let id = edit.item.id
    switch edit.kind {
    case .added, .created:
      guard indexByID[id] == nil, (0...items.count).contains(edit.itemSlot),
        hasDay(edit.item.placement.day),
        edit.item.placement.sortOrder.isFinite
      else { return false }
      if case .added = edit.kind {
        guard let slot = edit.ideaSlot, let index = ideaIndexByID[id], index == slot,
          ideas[index] == edit.item.idea
        else { return false }
      } else if ideaIndexByID[id] != nil {
        return false
      }
      // The renumbered items stand where the renumbering found them, and the
      // item's sortOrder is free on its day once they have moved.
      guard renumberedFit(edit.renumbered) else { return false }
      let order = dayOrder[edit.item.placement.day - 1]
      let rank = order.insertionRank(of: edit.item.placement.sortOrder)
      let taken = rank < order.count && order.sortOrders[rank] == edit.item.placement.sortOrder
      return !taken || edit.renumbered.contains { $0.item == items[order.indexes[rank]].id }
    case .removed, .deleted:
      // A fixed item is never an idea; it leaves the trip only as a new one
      // taken back, which nothing is anchored to.
      guard let index = indexByID[id], index == edit.itemSlot, items[index] == edit.item,
        !edit.item.isFixed || (edit.kind == .deleted && !isAnchor(id))
      else { return false }
      if case .removed = edit.kind {
        guard let slot = edit.ideaSlot, (0...ideas.count).contains(slot) else { return false }
      }
      return renumberedFit(edit.renumbered)
    case .renamed(let old):
      guard let index = indexByID[id], index == edit.itemSlot else { return false }
      var was = edit.item
      was.title = old
      return items[index] == was && !SpeakableText.isBlank(edit.item.title)
    case .retimed(let old):
      guard let index = indexByID[id], index == edit.itemSlot else { return false }
      var was = edit.item
      was.time = old
      return items[index] == was
    }
  }

  /// Whether every renumbered item stands at its old placement, no item twice.
  private func renumberedFit(_ changes: [PlacementChange]) -> Bool {
    var seen: Set<ItemID> = []
    return changes.allSatisfy { change in
      guard let index = indexByID[change.item] else { return false }
      return items[index].placement.isIdentical(to: change.old)
        && hasDay(change.new.day) && change.new.sortOrder.isFinite
        && seen.insert(change.item).inserted
    }
  }

  /// Makes an edit that ``fits(_:)``.
  private mutating func apply(_ edit: ItemEdit) {
    switch edit.kind {
    case .added, .created:
      // Neighbours first, to their renumbered places; then the item lands.
      placeRenumbered(edit.renumbered)
      put(edit)
    case .removed, .deleted:
      takeOff(edit)
      placeRenumbered(edit.renumbered)
    case .renamed:
      items[edit.itemSlot].title = edit.item.title
    case .retimed:
      items[edit.itemSlot].time = edit.item.time
    }
  }

  /// Moves renumbered neighbours; ``fits(_:)`` has checked them.
  private mutating func placeRenumbered(_ changes: [PlacementChange]) {
    guard !changes.isEmpty else { return }
    do {
      try reapply(changes)
    } catch {
      preconditionFailure("checked renumbering does not fit: \(error)")
    }
  }

  /// Puts the edit's item at its slot of ``items`` (the item there going to
  /// the end: the opposite of ``takeOff(_:)``) and on its day, taking it
  /// out of the ideas at the edit's slot when it is one.
  private mutating func put(_ edit: ItemEdit) {
    if let slot = edit.ideaSlot, case .added = edit.kind { takeIdea(at: slot) }
    if case .created = edit.kind, let travel = edit.item.travel {
      countAnchors(of: travel, by: 1)
    }
    let index = edit.itemSlot
    if index < items.count {
      let displaced = items[index]
      let end = items.count
      items.append(displaced)
      indexByID[displaced.id] = end
      let day = displaced.placement.day - 1
      dayOrder[day].setIndex(
        end, at: dayOrder[day].insertionRank(of: displaced.placement.sortOrder))
      items[index] = edit.item
    } else {
      items.append(edit.item)
    }
    indexByID[edit.item.id] = index
    let placement = edit.item.placement
    let order = dayOrder[placement.day - 1]
    dayOrder[placement.day - 1].insert(
      index, sortOrder: placement.sortOrder, at: order.insertionRank(of: placement.sortOrder))
    if edit.item.isFixed { listFixed(edit.item) }
  }

  /// Puts a fixed item just placed on its day into ``fixedByDay``, after
  /// the day's fixed items that stand before it.
  private mutating func listFixed(_ item: Item) {
    let day = item.placement.day - 1
    let slot =
      fixedByDay[day].firstIndex {
        (placement(of: $0)?.sortOrder ?? -.infinity) > item.placement.sortOrder
      } ?? fixedByDay[day].count
    fixedByDay[day].insert(item.id, at: slot)
  }

  /// Takes the edit's item off its day and out of ``items``, the last item
  /// taking its slot; a removal puts it in the ideas at the edit's slot.
  mutating func takeOff(_ edit: ItemEdit) {
    let index = edit.itemSlot
    let item = items[index]
    let order = dayOrder[item.placement.day - 1]
    dayOrder[item.placement.day - 1].remove(at: order.insertionRank(of: item.placement.sortOrder))
    if item.isFixed { fixedByDay[item.placement.day - 1].removeAll { $0 == item.id } }
    indexByID[item.id] = nil
    let last = items.count - 1
    if index != last {
      let moved = items[last]
      items[index] = moved
      indexByID[moved.id] = index
      let day = moved.placement.day - 1
      dayOrder[day].setIndex(index, at: dayOrder[day].insertionRank(of: moved.placement.sortOrder))
    }
    items.removeLast()
    if case .removed = edit.kind, let slot = edit.ideaSlot { insertIdea(item.idea, at: slot) }
    if case .deleted = edit.kind, let travel = item.travel { countAnchors(of: travel, by: -1) }
  }

  /// Takes the idea at `slot` out of ``ideas``, the last idea taking its slot.
  private mutating func takeIdea(at slot: Int) {
    ideaIndexByID[ideas[slot].id] = nil
    let last = ideas.count - 1
    if slot != last {
      ideas[slot] = ideas[last]
      ideaIndexByID[ideas[slot].id] = slot
    }
    ideas.removeLast()
  }

  /// Puts an idea at `slot` of ``ideas``, the idea there going to the end:
  /// the opposite of ``takeIdea(at:)``.
  private mutating func insertIdea(_ idea: Idea, at slot: Int) {
    if slot < ideas.count {
      ideas.append(ideas[slot])
      ideaIndexByID[ideas[ideas.count - 1].id] = ideas.count - 1
      ideas[slot] = idea
    } else {
      ideas.append(idea)
    }
    ideaIndexByID[idea.id] = slot
  }
}

extension Trip {
  /// The position a placement falls at on its day, counted with an item
  /// there: after every item whose sortOrder is lower.
  package func insertionPosition(of placement: Placement) -> Position {
    Position(
      day: placement.day,
      rank: dayOrder[placement.day - 1].insertionRank(of: placement.sortOrder) + 1)
  }
}

extension Idea {
  /// The item this idea would be, on no day yet: day 0 counts as no day in
  /// the rules, so every day offers it one more position.
  var unplaced: Item { item(at: Placement(day: 0, sortOrder: 0)) }

  /// The travel details, for a travel idea.
  public var travel: Travel? {
    if case .travel(let travel) = kind { return travel }
    return nil
  }
}

extension Trip {
  /// Whether a travel item or idea is anchored to `id`.
  func isAnchor(_ id: ItemID) -> Bool {
    anchorCount[id] != nil
  }
}
