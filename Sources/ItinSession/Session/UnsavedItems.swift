import ItineraryCore
import ReorderCommands

/// The items and ideas that differ from the file's, kept up to date from
/// what each step touches.
///
/// Whether a trip has unsaved changes is asked after every change (the
/// recovery journal is removed when the trip is back as its file holds it),
/// so the answer must not cost a look at every item of a large trip.
/// Counting from scratch is only needed when the trip or its file is
/// replaced: on open, save and restore.
struct UnsavedItems: Sendable {
  private var ids: Set<ItemID> = []
  /// Whether the trip's start or its time zone differs from the file's.
  private var startOrZoneDiffers = false
  /// Whether the trip has more or fewer days than the file.
  private var dayCountDiffers = false
  /// The days whose label or city differ from the file's day of that
  /// number, or that the file does not have: kept up to date one day at a
  /// time, so that a label costs one day's look, not the trip's.
  private var differingDays: Set<Int> = []

  /// Whether the trip's start or days differ from the file's.
  var daysDiffer: Bool { startOrZoneDiffers || dayCountDiffers || !differingDays.isEmpty }

  /// The items and ideas of `trip` that `document` does not hold as they
  /// are now, and those `document` holds that `trip` has not.
  init(document: TripDocument, trip: Trip) {
    let filed = document.trip
    startOrZoneDiffers = trip.start != filed.start || trip.zone != filed.zone
    dayCountDiffers = trip.dayCount != filed.dayCount
    for day in 1...max(trip.dayCount, 1) { updateDay(day, trip: trip, filed: filed) }
    // Nearly always the trip is the file's, its items and ideas in the
    // file's order: they are compared side by side, each read where it
    // stands rather than copied out.
    let (items, filedItems) = (trip.items, filed.items)
    let (ideas, filedIdeas) = (trip.ideas, filed.ideas)
    if items.count == filedItems.count, ideas.count == filedIdeas.count,
      items.indices.allSatisfy({ items[$0].id == filedItems[$0].id }),
      ideas.indices.allSatisfy({ ideas[$0].id == filedIdeas[$0].id })
    {
      for index in items.indices
      where !items[index].placement.isIdentical(to: filedItems[index].placement)
        || items[index].title != filedItems[index].title
        || items[index].time != filedItems[index].time
        || items[index].kind != filedItems[index].kind
      {
        ids.insert(items[index].id)
      }
      for index in ideas.indices where ideas[index] != filedIdeas[index] {
        ids.insert(ideas[index].id)
      }
      return
    }
    for id in trip.items.lazy.map(\.id) + trip.ideas.map(\.id)
    where UnsavedItems.differs(id, in: trip, from: filed) {
      ids.insert(id)
    }
    for id in filed.items.lazy.map(\.id) + filed.ideas.map(\.id)
    where !trip.contains(id) && trip.idea(id) == nil {
      ids.insert(id)
    }
  }

  var isEmpty: Bool { ids.isEmpty && !daysDiffer }

  /// Compares day `day` of `trip` with the file's day of that number.
  private mutating func updateDay(_ day: Int, trip: Trip, filed: Trip) {
    if trip.hasDay(day), !filed.hasDay(day) || trip.days[day - 1] != filed.days[day - 1] {
      differingDays.insert(day)
    } else {
      differingDays.remove(day)
    }
  }

  /// How many items and ideas are not as the file holds them.
  var count: Int { ids.count }

  /// Whether the file holds `id` otherwise.
  func contains(_ id: ItemID) -> Bool { ids.contains(id) }

  /// Takes in a step just made, undone or redone: each item it touched is
  /// compared with the file again.
  mutating func update(with step: HistoryStep, trip: Trip, document: TripDocument) {
    if let edit = step.tripEdit {
      let filed = document.trip
      switch edit.kind {
      case .started, .zoneChanged(nil, _, _):
        startOrZoneDiffers = trip.start != filed.start || trip.zone != filed.zone
      case .labeled(let day, _, _), .cityChanged(let day, _, _), .zoneChanged(let day?, _, _):
        updateDay(day, trip: trip, filed: filed)
      case .addedDay(let day, _, let ideas), .removedDay(let day, _, let ideas):
        // The last day, added or taken out, renumbers nothing: only it, and
        // its items, made ideas or put back, are compared again.
        let last =
          if case .addedDay = edit.kind { day == trip.dayCount } else { day > trip.dayCount }
        guard last else {
          // Every day and item after it has a new number: counted again,
          // at a cost that grows with the trip, as the change itself does.
          self = UnsavedItems(document: document, trip: trip)
          return
        }
        dayCountDiffers = trip.dayCount != filed.dayCount
        updateDay(day, trip: trip, filed: filed)
        for idea in ideas { update(idea.item.id, trip: trip, document: document) }
      }
      return
    }
    for change in step.changes { update(change.item, trip: trip, document: document) }
    if let edit = step.edit {
      update(edit.item.id, trip: trip, document: document)
      for change in edit.renumbered { update(change.item, trip: trip, document: document) }
    }
  }

  private mutating func update(_ id: ItemID, trip: Trip, document: TripDocument) {
    if UnsavedItems.differs(id, in: trip, from: document.trip) {
      ids.insert(id)
    } else {
      ids.remove(id)
    }
  }

  /// Whether `trip` holds `id` otherwise than `filed`: placed, titled or
  /// timed otherwise, an idea or not, or there or not.
  private static func differs(_ id: ItemID, in trip: Trip, from filed: Trip) -> Bool {
    if let placement = trip.placement(of: id) {
      guard let was = filed.placement(of: id) else { return true }
      // The titles are compared only for an item back at the file's place:
      // a move, the common step, reads no more than two placements.
      guard placement.isIdentical(to: was) else { return true }
      let item = trip.item(id)
      let filedItem = filed.item(id)
      return item?.title != filedItem?.title || item?.time != filedItem?.time
        || item?.kind != filedItem?.kind
    }
    if let idea = trip.idea(id) { return filed.idea(id) != idea }
    return filed.contains(id) || filed.idea(id) != nil
  }
}
