import ItineraryCore

/// A trip shown as one list: each day a header row, then its items in order,
/// as a table of the trip shows it and a SwiftUI `List` without sections
/// would.
///
/// It turns a list's offsets into the positions the editor moves by, and
/// back, so that a drag in a list (SwiftUI's `onMove`, UIKit's
/// `moveRowAt`) becomes a ``Move/toPosition(_:)`` with the same rules,
/// refusals and announcements as any other move. Made once for a trip as it
/// is (make it again after a change, as the list reloads), at a cost that
/// grows with its items, as the list's does. It keeps the rows, not the
/// trip: a copy of the trip would share the editor's storage, and the
/// editor's next move would then copy all of it.
///
/// Offsets count from 0, as list offsets and index path rows do; positions
/// count from 1, as the editor's do. The rows are a random-access collection
/// of ``Row``, each ``Row/id`` the same before and after any move: give them
/// to `ForEach(rows)` as they are, and a moved row keeps its identity (its
/// animation, and VoiceOver's focus on it).
public struct ItineraryRows: Hashable, Sendable, RandomAccessCollection {
  /// A row of the list.
  public enum Row: Hashable, Sendable, Identifiable {
    /// The header of a day.
    case day(Int)
    /// An item, and its position.
    case item(ItemID, Position)

    /// What a row is, whatever its place: a day's header by its day, an
    /// item by its id.
    ///
    /// A row's position is not part of it, so a move changes no row's
    /// identity.
    public enum ID: Hashable, Sendable {
      case day(Int)
      case item(ItemID)
    }

    public var id: ID {
      switch self {
      case .day(let day): .day(day)
      case .item(let item, _): .item(item)
      }
    }
  }

  /// Every row, in order.
  private let rows: [Row]
  /// For each day, the offset of its header.
  private let headers: [Int]
  /// Each item's offset.
  private let offsets: [ItemID: Int]

  /// The rows of `trip`.
  public init(trip: Trip) {
    var rows: [Row] = []
    var headers: [Int] = []
    var offsets: [ItemID: Int] = [:]
    rows.reserveCapacity(trip.dayCount + trip.items.count)
    headers.reserveCapacity(trip.dayCount)
    offsets.reserveCapacity(trip.items.count)
    for day in trip.dayNumbers ?? 1...0 {
      headers.append(rows.count)
      rows.append(.day(day))
      for (index, item) in trip.items(onDay: day).enumerated() {
        offsets[item.id] = rows.count
        rows.append(.item(item.id, Position(day: day, rank: index + 1)))
      }
    }
    self.rows = rows
    self.headers = headers
    self.offsets = offsets
  }

  /// How many rows the list has: a header for each day, and each item.
  public var count: Int { rows.count }

  public var startIndex: Int { 0 }
  public var endIndex: Int { rows.count }

  /// The row at `offset`, which must be one of the list's.
  public subscript(offset: Int) -> Row { rows[offset] }

  /// The row at `offset`, or `nil` past the list's ends.
  public func row(at offset: Int) -> Row? {
    rows.indices.contains(offset) ? rows[offset] : nil
  }

  /// The offset of the item at `position`, or `nil` when there is none.
  public func offset(of position: Position) -> Int? {
    guard headers.indices.contains(position.day - 1), position.rank >= 1 else { return nil }
    let offset = headers[position.day - 1] + position.rank
    guard case .item(_, let found)? = row(at: offset), found == position else { return nil }
    return offset
  }

  /// The offset of the item `id`, or `nil` when the trip has no such item.
  public func offset(of id: ItemID) -> Int? {
    offsets[id]
  }

  /// The offset of day `day`'s header, or `nil` when the trip has no such day.
  public func offset(ofDay day: Int) -> Int? {
    headers.indices.contains(day - 1) ? headers[day - 1] : nil
  }

  /// The move a list asks for when it moves the row at `source` so that it
  /// stands before the row at `destination`, counted before the row is taken
  /// out: SwiftUI's `onMove(fromOffsets:toOffset:)`.
  ///
  /// `nil` when `source` is not an item's row (a day header does not move)
  /// or `destination` is past the list's end. A destination of 0, above the
  /// first header, is the first position of day 1.
  public func move(fromOffset source: Int, toOffset destination: Int) -> (ItemID, Move)? {
    guard destination >= 0, destination <= count else { return nil }
    return move(from: source, toFinalOffset: destination > source ? destination - 1 : destination)
  }

  /// The move a list asks for when the row at `source` ends at `destination`,
  /// counted once it is there: UIKit's
  /// `tableView(_:moveRowAt:to:)`, whose destination index path is the row's
  /// new place.
  ///
  /// `nil` when `source` is not an item's row or `destination` is not a row.
  public func move(fromOffset source: Int, toFinalOffset destination: Int) -> (ItemID, Move)? {
    guard destination >= 0, destination < count else { return nil }
    return move(from: source, toFinalOffset: destination)
  }

  private func move(from source: Int, toFinalOffset destination: Int) -> (ItemID, Move)? {
    guard case .item(let id, let from)? = row(at: source) else { return nil }
    // The row that will stand just above the moved one, once it is moved,
    // counted in the list as it is now.
    let above = destination <= source ? destination - 1 : destination
    guard above >= 0, let row = row(at: above) else {
      return (id, .toPosition(Position(day: 1, rank: 1)))
    }
    switch row {
    case .day(let day):
      return (id, .toPosition(Position(day: day, rank: 1)))
    case .item(_, let position):
      // Counted without the moved item: one fewer when it stood above on that day.
      let shift = from.day == position.day && from.rank < position.rank ? 1 : 0
      return (id, .toPosition(Position(day: position.day, rank: position.rank - shift + 1)))
    }
  }

  /// The move a list asks for when it moves the rows at `sources` together
  /// so that they stand before the row at `destination`, counted before they
  /// are taken out: SwiftUI's `onMove(fromOffsets:toOffset:)` with several
  /// rows.
  ///
  /// The items are the rows', in trip order, and the move is of them all,
  /// side by side, the first at the position it names: select them with
  /// ``Editor/select(only:)`` and perform the move on any of them. `nil` when
  /// a source is not an item's row or `destination` is past the list's end.
  public func move(fromOffsets sources: some Sequence<Int>, toOffset destination: Int)
    -> (items: [ItemID], move: Move)?
  {
    let moving = Set(sources)
    guard !moving.isEmpty, destination >= 0, destination <= count else { return nil }
    var items: [(id: ItemID, position: Position)] = []
    for offset in moving.sorted() {
      guard case .item(let id, let position)? = row(at: offset) else { return nil }
      items.append((id, position))
    }
    let ids = items.map(\.id)
    // The gap the destination is, in the day of the row just above it: a
    // header's day before its first item, an item's day after it.
    guard destination > 0, let row = row(at: destination - 1) else {
      return (ids, .toPosition(Position(day: 1, rank: 1)))
    }
    let (day, gap) =
      switch row {
      case .day(let day): (day, 0)
      case .item(_, let position): (position.day, position.rank)
      }
    let leaving = Set(items.map(\.position).filter { $0.day == day }.map(\.rank))
    return (ids, .toPosition(ItineraryRows.position(afterGap: gap, ofDay: day, leaving: leaving)))
  }

  /// The move that drops `items` into the gap `gap` of `day` (0 before its
  /// first item, its count after its last), counted as the day is with the
  /// items still in it: what a drag and drop of rows asks for, as
  /// ``move(fromOffsets:toOffset:)`` reads it, worked out from the items'
  /// places alone, without the list's rows.
  ///
  /// The move is of them all, side by side, the first at the position it
  /// names. A gap past the day's ends is taken as its nearest end.
  public static func move(of items: [ItemID], intoGap gap: Int, ofDay day: Int, in trip: Trip)
    -> Move
  {
    guard trip.hasDay(day) else {
      return .toPosition(Position(day: day, rank: Swift.max(gap, 0) + 1))
    }
    let gap = Swift.min(Swift.max(gap, 0), trip.itemCount(onDay: day))
    let leaving = Set(
      items.compactMap { trip.position(of: $0) }.filter { $0.day == day }.map(\.rank))
    return .toPosition(position(afterGap: gap, ofDay: day, leaving: leaving))
  }

  /// Where moved items go when dropped into the gap `gap` of `day`, whose
  /// items at the ranks `leaving` move with them: after the nearest row
  /// above the gap that stays, counted without those that leave.
  private static func position(afterGap gap: Int, ofDay day: Int, leaving: Set<Int>) -> Position {
    var above = gap
    while above > 0, leaving.contains(above) { above -= 1 }
    let before = leaving.filter { $0 < above }.count
    return Position(day: day, rank: above - before + 1)
  }

  /// Where something dropped in from outside the list goes when it is
  /// inserted at `offset`, standing before the row there: SwiftUI's
  /// `dropDestination(for:action:)` and `onInsert(of:perform:)` offsets, and
  /// the row of UIKit's `destinationIndexPath`.
  ///
  /// Just below a day's header is position 1 of that day, below an item the
  /// position after it; an offset of 0, above the first header, is position 1
  /// of day 1. `nil` past the list's end. Make the add with
  /// ``Edit/add(_:_:)``, which refuses a travel idea outside its games.
  public func destination(forInsertingAt offset: Int) -> Destination? {
    guard offset >= 0, offset <= count else { return nil }
    guard offset > 0, let above = row(at: offset - 1) else {
      return .position(Position(day: 1, rank: 1))
    }
    switch above {
    case .day(let day): return .position(Position(day: day, rank: 1))
    case .item(_, let position):
      return .position(Position(day: position.day, rank: position.rank + 1))
    }
  }

  /// The position an item takes when a list of one day's items (a section)
  /// moves it from `source` to stand before `destination`, both counted from
  /// 0 and before it is taken out, as SwiftUI's `onMove` counts them.
  public static func rank(fromOffset source: Int, toOffset destination: Int) -> Int {
    destination > source ? destination : destination + 1
  }
}
