import ItineraryCore

/// A trip shown as one list: each day a header row, then its items in order,
/// as the seeds' table shows it and a SwiftUI `List` without sections would.
///
/// It turns a list's offsets into the positions the editor moves by, and
/// back, so that a drag in a list (SwiftUI's `onMove`, UIKit's
/// `moveRowAt`) becomes a ``Move/toPosition(_:)`` with the same rules,
/// refusals and announcements as any other move. Made once for a trip as it
/// is (make it again after a change), at a cost that grows with its days;
/// each look-up is a binary search over the days.
///
/// Offsets count from 0, as list offsets and index path rows do; positions
/// count from 1, as the editor's do.
public struct ItineraryRows: Hashable, Sendable {
  /// A row of the list.
  public enum Row: Hashable, Sendable {
    /// The header of a day.
    case day(Int)
    /// An item, and its position.
    case item(ItemID, Position)
  }

  /// For each day, the offset of its header.
  private var headers: [Int]
  /// The trip the rows show.
  private let trip: Trip

  /// The rows of `trip`.
  public init(trip: Trip) {
    self.trip = trip
    headers = []
    headers.reserveCapacity(trip.dayCount)
    var offset = 0
    for day in trip.dayNumbers ?? 1...0 {
      headers.append(offset)
      offset += 1 + trip.itemCount(onDay: day)
    }
    count = offset
  }

  /// How many rows the list has: a header for each day, and each item.
  public let count: Int

  /// The row at `offset`, or `nil` past the list's ends.
  public func row(at offset: Int) -> Row? {
    guard offset >= 0, offset < count else { return nil }
    let day = self.day(containing: offset)
    let rank = offset - headers[day - 1]
    if rank == 0 { return .day(day) }
    let position = Position(day: day, rank: rank)
    return trip.item(at: position).map { .item($0.id, position) }
  }

  /// The offset of the item at `position`, or `nil` when there is none.
  public func offset(of position: Position) -> Int? {
    guard trip.hasDay(position.day), position.rank >= 1,
      position.rank <= trip.itemCount(onDay: position.day)
    else { return nil }
    return headers[position.day - 1] + position.rank
  }

  /// The offset of the item `id`, or `nil` when the trip has no such item.
  public func offset(of id: ItemID) -> Int? {
    trip.position(of: id).flatMap(offset(of:))
  }

  /// The offset of day `day`'s header, or `nil` when the trip has no such day.
  public func offset(ofDay day: Int) -> Int? {
    trip.hasDay(day) ? headers[day - 1] : nil
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

  /// The position an item takes when a list of one day's items (a section)
  /// moves it from `source` to stand before `destination`, both counted from
  /// 0 and before it is taken out, as SwiftUI's `onMove` counts them.
  public static func rank(fromOffset source: Int, toOffset destination: Int) -> Int {
    destination > source ? destination : destination + 1
  }

  /// The day whose header is at or before `offset`.
  private func day(containing offset: Int) -> Int {
    var low = 0
    var high = headers.count
    while low < high {
      let middle = (low + high) / 2
      if headers[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
