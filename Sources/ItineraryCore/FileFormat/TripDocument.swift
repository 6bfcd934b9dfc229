/// A trip together with the exact bytes of its file.
///
/// Every save is made from the file as it was first read and the trip as it
/// is: an item keeps its place in the file's `items` and only its values
/// that changed are written anew (`day`, `sortOrder`, a renamed `title`);
/// an idea put on a day moves to `items` with its `day` and `sortOrder`
/// added, an item taken off its day moves to `ideas` without them, and new
/// items and ideas come after the others. Everything else — unknown fields,
/// white space, the spelling of untouched numbers — stays as it was, so a
/// trip brought back to its first state (by undo, say) is saved as the very
/// bytes first read.
///
/// ```swift
/// var document = try TripDocument.open(atPath: path)
/// var trip = document.trip
/// try trip.move("lunch", to: Position(day: 2, rank: 1))
/// document = try document.save(trip, toPath: path)
/// let reopened = try TripDocument.open(atPath: path)
/// print(reopened.trip.position(of: "lunch") == Position(day: 2, rank: 1))
/// // true
/// ```
public struct TripDocument: Sendable {
  /// Where an item's object and the values a save may change stand in the
  /// bytes; an idea has no `day` or `sortOrder`.
  struct Spans: Hashable, Sendable {
    var object: Range<Int>
    var title: Range<Int>
    var day: Range<Int>?
    var sortOrder: Range<Int>?
    /// The value of `time`, when the object has one.
    var time: Range<Int>?
  }

  /// Where a list of the file (`items` or `ideas`) stands: from just after
  /// its `[` to its `]`.
  struct ListSpan: Hashable, Sendable {
    var inside: Range<Int>
  }

  /// Where the days and the start stand in the file.
  struct DayPlaces: Hashable, Sendable {
    /// The inside of `days`.
    var list: ListSpan
    /// Each day's object, in file order.
    var objects: [Range<Int>]
    /// The value of `start`, when the file has one.
    var start: Range<Int>?
    /// What taking `start` out removes: the member and the comma before it
    /// (or after it, when it comes first).
    var startRemoval: Range<Int>?
    /// Where a start would be added: just after the title's value.
    var startInsertion: Int?
    /// The value of `zone`, when the file has one.
    var zone: Range<Int>?
    /// What taking `zone` out removes, as for `start`.
    var zoneRemoval: Range<Int>?
    /// Where a zone would be added: just after the start's value, else the
    /// title's.
    var zoneInsertion: Int?
    /// Where the member after the title starts, if one does.
    var afterTitle: Int?
  }

  /// The trip as the bytes hold it.
  public let trip: Trip
  /// The file's bytes.
  public let bytes: [UInt8]
  /// The file as it was first read, from which every save is made.
  let origin: Origin

  /// What a document keeps of the file first read.
  struct Origin: Sendable {
    /// The trip as first read: its items and ideas in file order.
    let trip: Trip
    let bytes: [UInt8]
    /// Each item's spans, in file order.
    let items: [Spans]
    /// Each idea's spans, in file order.
    let ideas: [Spans]
    let itemList: ListSpan
    /// `nil` when the file has no `ideas`.
    let ideaList: ListSpan?
    let days: DayPlaces
  }

  /// Whether `trip` differs from what these bytes hold: its start, zone or days
  /// otherwise, an item placed, titled or timed otherwise, or an item or an
  /// idea more or fewer.
  public func hasChanges(in trip: Trip) -> Bool {
    let saved = self.trip
    guard trip.start == saved.start, trip.zone == saved.zone, trip.days == saved.days,
      trip.items.count == saved.items.count,
      trip.ideas.count == saved.ideas.count
    else {
      return true
    }
    VisitCounter.visit(trip.items.count + trip.ideas.count)
    return trip.items.contains { item in
      guard let was = saved.item(item.id) else { return true }
      return !item.placement.isIdentical(to: was.placement) || item.title != was.title
        || item.time != was.time || item.kind != was.kind
    } || trip.ideas.contains { saved.idea($0.id) != $0 }
  }
}

/// The trip given to a document is not the document's trip, edited.
///
/// Its title or days differ, or an item has changed its kind. Nothing was
/// written.
public struct DocumentMismatch: Error, Hashable, Sendable {
  public init() {}
}
