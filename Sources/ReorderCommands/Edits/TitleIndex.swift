import ItineraryCore

/// How many items and ideas of a trip have each title, and one of them:
/// the check that a new title does not repeat another, at the cost of one
/// look-up.
///
/// An editor makes it the first time a title is given, and keeps it in step
/// with every edit after.
struct TitleIndex: Sendable {
  private var holders: [String: (count: Int, one: ItemID)] = [:]

  init(_ trip: Trip) {
    holders.reserveCapacity(trip.items.count + trip.ideas.count)
    VisitCounter.visit(trip.items.count + trip.ideas.count)
    for item in trip.items { add(item.title, item.id) }
    for idea in trip.ideas { add(idea.title, idea.id) }
  }

  /// One item or idea with this title, other than `id`, if any has it.
  func holder(of title: String, besides id: ItemID?, in trip: Trip) -> ItemID? {
    guard let entry = holders[title] else { return nil }
    if entry.one != id, (trip.item(entry.one)?.title ?? trip.idea(entry.one)?.title) == title {
      return entry.one
    }
    guard entry.count > (id == nil ? 0 : 1) else { return nil }
    // The one it kept has gone or is `id`: another is found, once, by a look
    // at every item; only a refusal pays for it.
    VisitCounter.visit(trip.items.count + trip.ideas.count)
    return trip.items.first { $0.title == title && $0.id != id }?.id
      ?? trip.ideas.first { $0.title == title && $0.id != id }?.id
  }

  mutating func add(_ title: String, _ id: ItemID) {
    holders[title, default: (0, id)].count += 1
  }

  mutating func remove(_ title: String) {
    guard let entry = holders[title] else { return }
    holders[title] = entry.count > 1 ? (entry.count - 1, entry.one) : nil
  }
}

extension TitleIndex {
  /// Keeps the index in step with an edit just made, or undone (its
  /// ``ItemEdit/reversed``).
  mutating func record(_ edit: ItemEdit) {
    switch edit.kind {
    case .created: add(edit.item.title, edit.item.id)
    case .deleted: remove(edit.item.title)
    case .renamed(let old):
      remove(old)
      add(edit.item.title, edit.item.id)
    case .added, .removed: break
    }
  }
}
