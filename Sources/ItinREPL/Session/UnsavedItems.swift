import ItineraryCore

/// The items whose placement differs from the file's, kept up to date from
/// the changes each step makes.
///
/// Whether a trip has unsaved changes is asked after every change (the
/// recovery journal is removed when the trip is back as its file holds it),
/// so the answer must not cost a look at every item of a large trip.
/// Counting from scratch is only needed when the trip or its file is
/// replaced: on open, save and restore.
struct UnsavedItems: Sendable {
  private var ids: Set<ItemID> = []

  /// The items of `trip` that `document` does not hold where they are now.
  ///
  /// `trip` is the document's trip moved about: its items come in the same
  /// order.
  init(document: TripDocument, trip: Trip) {
    for (item, filed) in zip(trip.items, document.trip.items)
    where !item.placement.isIdentical(to: filed.placement) {
      ids.insert(item.id)
    }
  }

  var isEmpty: Bool { ids.isEmpty }

  /// How many items are not where the file holds them.
  var count: Int { ids.count }

  /// Whether the file holds `id` somewhere else.
  func contains(_ id: ItemID) -> Bool { ids.contains(id) }

  /// Takes in changes made to the trip, each item now at its `new` placement.
  mutating func update(with changes: [PlacementChange], document: TripDocument) {
    for change in changes {
      if change.new.isIdentical(to: document.placement(of: change.item)) {
        ids.remove(change.item)
      } else {
        ids.insert(change.item)
      }
    }
  }
}

extension TripDocument {
  /// Where the file holds an item; `nil` for an item it does not have.
  fileprivate func placement(of id: ItemID) -> Placement? {
    trip.item(id)?.placement
  }
}

extension Placement {
  fileprivate func isIdentical(to other: Placement?) -> Bool {
    other.map(isIdentical(to:)) ?? false
  }
}
