/// A trip: a title, days numbered 1 to N, and items placed on them.
///
/// A trip is always valid: ``init(title:days:items:ideas:start:)`` refuses one that breaks a
/// rule, and ``move(_:to:)``, ``restore(_:)`` and ``reapply(_:)`` keep it so.
/// Items keep the order they were given in (the file order); each day's items
/// are also kept sorted by sortOrder, so a position is a binary search and a
/// move costs one remove and one insert in a day's list, whatever the size of
/// the trip.
public struct Trip: Sendable {
  /// The trip's title.
  public private(set) var title: String
  /// The days; day `n` is `days[n - 1]`.
  public internal(set) var days: [Day]
  /// The date of day 1, if the trip has one; day N is
  /// this date plus N − 1 days.
  public internal(set) var start: TripDate?
  /// The trip's time zone, an IANA name such as `Europe/Lisbon`, if any.
  ///
  /// Its times are that zone's local times. A day may have its
  /// own (``Day/zone``), where the trip crosses zones. Without one, the
  /// times are floating: the same clock time wherever the traveller is.
  public internal(set) var zone: String?
  /// The items, in the order they were given (the file order) until an edit.
  ///
  /// An item added comes last, and an item taken off is replaced by the
  /// last one, so that no edit shifts the others. For the order of the plan,
  /// use ``itemsInTripOrder`` or ``items(onDay:)``.
  public internal(set) var items: [Item]
  /// The ideas: items on no day, in the order they were given until an
  /// edit, which changes it as it changes ``items``.
  public internal(set) var ideas: [Idea]

  /// Where each id sits in `items`.
  var indexByID: [ItemID: Int]
  /// Where each idea's id sits in `ideas`.
  var ideaIndexByID: [ItemID: Int]
  /// For each day, its items by sortOrder.
  var dayOrder: [DayOrder]
  /// How many travel items and ideas name each fixed item as an anchor.
  ///
  /// A new fixed item taken back must have none, asked without reading
  /// every item. Kept in step by every item that comes into or leaves the
  /// trip.
  var anchorCount: [ItemID: Int] = [:]
  /// For each day, its fixed items (games and fixed items) in day order.
  ///
  /// A new travel leg's anchors are the fixed items nearest its place
  /// (``fixedItems(around:)``): found in these short lists, not by reading
  /// every item between. Fixed items never move, so their order on a day
  /// holds; kept in step by every item that comes onto a day or leaves it,
  /// and every day that comes or goes.
  var fixedByDay: [[ItemID]] = []

  /// Makes a trip, or throws every rule the items and ideas break.
  ///
  /// `start` is the date of day 1, if the trip has one; the last day must
  /// fall on or before ``TripDate/latestTripDay``.
  public init(
    title: String, days: [Day], items: [Item], ideas: [Idea] = [], start: TripDate? = nil
  ) throws(TripProblems) {
    var problems = Trip.problems(days: days, items: items, ideas: ideas)
    if let start, let day = Trip.firstDayPastTheCalendar(start: start, dayCount: days.count) {
      problems.append(.startTooLate(start, day: day))
    }
    guard problems.isEmpty else { throw TripProblems(problems) }
    self.init(checked: title, days: days, items: items, ideas: ideas, start: start)
  }

  /// The date of day `day`, when the trip has a start and the day is one
  /// of its days (and before the year 10000).
  public func date(ofDay day: Int) -> TripDate? {
    guard hasDay(day) else { return nil }
    return start?.adding(days: day - 1)
  }

  /// Where the item with this id stands in ``items``, if the trip has it.
  package func slot(of id: ItemID) -> Int? {
    indexByID[id]
  }

  /// Where the idea with this id stands in ``ideas``, if the trip has it.
  package func ideaSlot(of id: ItemID) -> Int? {
    ideaIndexByID[id]
  }

  /// The idea with this id, if the trip has it.
  public func idea(_ id: ItemID) -> Idea? {
    ideaIndexByID[id].map { ideas[$0] }
  }

  /// This trip, with the storage a move or an edit writes to (its items,
  /// its days' orders, its ideas and its tables of ids) its own rather than
  /// shared with the copy it was made from.
  ///
  /// Copies of a trip share their storage until one of them changes, and
  /// the first change then copies all of it: a cost that grows with the
  /// trip, paid by whichever move comes first. An editor, and a document
  /// that keeps the trip as it was saved, each take their own at the start,
  /// so that every move costs the same whatever the size of the trip.
  package func withOwnStorage() -> Trip {
    var copy = self
    copy.items = items.map { $0 }
    copy.dayOrder = dayOrder.map { $0 }
    copy.fixedByDay = fixedByDay.map { $0 }
    // An edit writes the tables of ids and the ideas too: asking for room
    // in a table shared with another trip makes it the copy's own.
    copy.indexByID.reserveCapacity(indexByID.count)
    copy.ideas = ideas.map { $0 }
    copy.ideaIndexByID.reserveCapacity(ideaIndexByID.count)
    return copy
  }

  /// A trip whose days and items the caller has checked with
  /// ``problems(days:items:)`` and found sound: the file decoder, which
  /// reports those problems with their lines, and need not look twice.
  package init(
    checked title: String, days: [Day], items: [Item], ideas: [Idea] = [], start: TripDate? = nil
  ) {
    assert(
      Trip.problems(days: days, items: items, ideas: ideas).isEmpty, "the trip breaks a rule")
    self.title = title
    self.start = start
    // Each day knows where it stands in the days given: a file's, for a
    // document, whose save keeps each day's bytes when days come and go.
    self.days = days.enumerated().map { slot, day in
      var day = day
      day.fileSlot = slot
      return day
    }
    self.items = items
    self.ideas = ideas
    self.ideaIndexByID = Dictionary(
      ideas.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.indexByID = [:]
    self.indexByID.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      indexByID[item.id] = index
    }
    var byDay: [[(index: Int, sortOrder: Double)]] = Array(repeating: [], count: days.count)
    for (index, item) in items.enumerated() {
      byDay[item.placement.day - 1].append((index, item.placement.sortOrder))
    }
    self.dayOrder = byDay.map { day in
      var order = DayOrder()
      order.add(day)
      return order
    }
    for travel in items.lazy.compactMap(\.travel) { countAnchors(of: travel, by: 1) }
    for travel in ideas.lazy.compactMap(\.travel) { countAnchors(of: travel, by: 1) }
    self.fixedByDay = dayOrder.map { order in
      order.indexes.lazy.filter { items[$0].isFixed }.map { items[$0].id }
    }
  }

  /// Counts a travel leg's anchors in or out of ``anchorCount``.
  ///
  /// One lookup an anchor whose count stays, changed in place; a second
  /// only for one whose count reaches zero, which goes.
  mutating func countAnchors(of travel: Travel, by step: Int) {
    func counted(_ value: inout Int) -> Int {
      value += step
      return value
    }
    func count(_ anchor: ItemID?) {
      guard let anchor else { return }
      if counted(&anchorCount[anchor, default: 0]) <= 0 { anchorCount[anchor] = nil }
    }
    count(travel.after)
    count(travel.before)
  }

  /// How many days the trip has.
  public var dayCount: Int { days.count }

  /// The trip's day numbers, `1...dayCount`.
  public var dayNumbers: ClosedRange<Int>? {
    dayCount > 0 ? 1...dayCount : nil
  }

  /// Whether `day` is one of the trip's days.
  public func hasDay(_ day: Int) -> Bool {
    day >= 1 && day <= dayCount
  }

  /// The item with this id.
  public func item(_ id: ItemID) -> Item? {
    indexByID[id].map { items[$0] }
  }

  /// The placement of the item with this id, read where it stands.
  package func placement(of id: ItemID) -> Placement? {
    indexByID[id].map { items[$0].placement }
  }

  /// Whether an item has this id.
  public func contains(_ id: ItemID) -> Bool {
    indexByID[id] != nil
  }

  /// How many items stand on a day; 0 for a day the trip does not have.
  public func itemCount(onDay day: Int) -> Int {
    hasDay(day) ? dayOrder[day - 1].count : 0
  }

  /// The items of a day, in order; empty for a day the trip does not have.
  public func items(onDay day: Int) -> [Item] {
    guard hasDay(day) else { return [] }
    VisitCounter.visit(dayOrder[day - 1].count)
    return dayOrder[day - 1].indexes.map { items[$0] }
  }

  /// The items of the whole trip in trip order: by day, then by sortOrder.
  public var itemsInTripOrder: [Item] {
    VisitCounter.visit(items.count)
    return dayOrder.flatMap { $0.indexes.map { items[$0] } }
  }

  /// The games and fixed items in trip order, each with its day: read
  /// from the days' orders, as ``itemsInTripOrder`` is, without copying
  /// the other items.
  package var fixedItemsInTripOrder: [(id: ItemID, day: Int)] {
    var found: [(id: ItemID, day: Int)] = []
    for (slot, order) in dayOrder.enumerated() {
      for index in order.indexes where items[index].isFixed {
        found.append((items[index].id, slot + 1))
      }
    }
    return found
  }

  /// The indexes of ``items`` in trip order: read from the days' orders,
  /// as ``itemsInTripOrder`` is, without copying an item.
  package var slotsInTripOrder: [Int] {
    VisitCounter.visit(items.count)
    return dayOrder.flatMap(\.indexes)
  }

  /// The item at a position, if there is one.
  public func item(at position: Position) -> Item? {
    guard hasDay(position.day) else { return nil }
    let order = dayOrder[position.day - 1]
    guard position.rank >= 1, position.rank <= order.count else { return nil }
    return items[order.indexes[position.rank - 1]]
  }

  /// The time of the item at a position, when one stands there and has a
  /// time: read in place, without a copy of the item.
  package func time(at position: Position) -> ClockTime? {
    guard hasDay(position.day), position.rank >= 1,
      position.rank <= dayOrder[position.day - 1].count
    else { return nil }
    return items[dayOrder[position.day - 1].indexes[position.rank - 1]].time
  }

  /// The position of an item: its rank among the items of its day.
  public func position(of id: ItemID) -> Position? {
    itemAndPosition(id)?.position
  }

  /// An item and its position, found with one lookup of its id.
  package func itemAndPosition(_ id: ItemID) -> (item: Item, position: Position)? {
    guard let index = indexByID[id] else { return nil }
    let item = items[index]
    let placement = item.placement
    return (item, Position(day: placement.day, rank: rank(ofIndex: index, in: placement) + 1))
  }

  /// The 0-based rank of `items[index]` in its day, by binary search.
  func rank(ofIndex index: Int, in placement: Placement) -> Int {
    let rank = dayOrder[placement.day - 1].insertionRank(of: placement.sortOrder)
    assert(dayOrder[placement.day - 1].indexes[rank] == index, "day order out of step")
    return rank
  }
}

/// Two trips are equal when they hold the same title, start, zone, days, items and ideas
/// in the same order of ``Trip/items`` and ``Trip/ideas``: an undo gives the
/// very trip back, order and all. A trip saved and read again holds the
/// same items in the file's order, which edits do not keep (see
/// ``Trip/items``): compare such trips by their items' and ideas' sets, or
/// ask the document with ``TripDocument/hasChanges(in:)``.
extension Trip: Hashable {
  public static func == (lhs: Trip, rhs: Trip) -> Bool {
    lhs.title == rhs.title && lhs.start == rhs.start && lhs.zone == rhs.zone
      && lhs.days == rhs.days
      && lhs.items == rhs.items && lhs.ideas == rhs.ideas
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(start)
    hasher.combine(zone)
    hasher.combine(days)
    hasher.combine(items)
    hasher.combine(ideas)
  }
}
