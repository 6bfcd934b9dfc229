/// A trip together with the exact bytes of its file.
///
/// Saving writes the file as it was, with only the `day` and `sortOrder`
/// values that changed replaced: item order, unknown fields, white space and
/// the spelling of untouched numbers all stay as they were, and a save with no
/// change writes the same bytes again.
///
/// ```swift
/// var document = try TripDocument.open(atPath: "trip.json")
/// var trip = document.trip
/// try trip.move("dinner", to: Position(day: 2, rank: 1))
/// document = try document.save(trip, toPath: "trip.json")
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

  /// Whether `trip` has placements that these bytes do not hold.
  public func hasChanges(in trip: Trip) -> Bool {
    guard trip.items.count == self.trip.items.count else { return true }
    return zip(trip.items, self.trip.items).contains { !$0.placement.isIdentical(to: $1.placement) }
  }
}

/// The trip given to a document is not the document's trip moved about.
///
/// Its items, title or days differ. Nothing was written.
public struct DocumentMismatch: Error, Hashable, Sendable {
  public init() {}
}
