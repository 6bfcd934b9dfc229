/// A trip together with the exact bytes of its file.
///
/// Saving writes the file as it was, with only the `day` and `sortOrder`
/// values that changed replaced: item order, unknown fields, white space and
/// the spelling of untouched numbers all stay as they were, and a save with no
/// change writes the same bytes again.
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
  /// Where the values a move can change stand in the bytes.
  struct Spans: Hashable, Sendable {
    var day: Range<Int>
    var sortOrder: Range<Int>
  }

  /// The trip as the bytes hold it.
  public let trip: Trip
  /// The file's bytes.
  public let bytes: [UInt8]
  /// For each item, in file order, where its day and sortOrder stand.
  let spans: [Spans]
  /// The document as it was first read, whose literal numbers a value
  /// changed back to its first value is written with again; `nil` when
  /// this document is that one.
  let origin: Origin?

  /// What a document keeps of the one first read.
  struct Origin: Sendable {
    let trip: Trip
    let bytes: [UInt8]
    let spans: [Spans]

    /// The literal text of `field` of item `index`, if it still has its first value.
    func literal(
      _ field: KeyPath<Spans, Range<Int>>, of index: Int, for placement: Placement
    ) -> String? {
      let first = trip.items[index].placement
      let same =
        field == \Spans.day
        ? first.day == placement.day
        : first.sortOrder.bitPattern == placement.sortOrder.bitPattern
      return same ? String(decoding: bytes[spans[index][keyPath: field]], as: UTF8.self) : nil
    }
  }

  init(trip: Trip, bytes: [UInt8], spans: [Spans], origin: Origin? = nil) {
    self.trip = trip
    self.bytes = bytes
    self.spans = spans
    self.origin = origin
  }

  /// Whether `trip` has placements that these bytes do not hold.
  public func hasChanges(in trip: Trip) -> Bool {
    guard trip.items.count == self.trip.items.count else { return true }
    VisitCounter.visit(trip.items.count)
    return zip(trip.items, self.trip.items).contains { !$0.placement.isIdentical(to: $1.placement) }
  }
}

/// The trip given to a document is not the document's trip moved about.
///
/// Its items, title or days differ. Nothing was written.
public struct DocumentMismatch: Error, Hashable, Sendable {
  public init() {}
}
