import ItineraryCore

/// How many items and ideas of a trip have each title, and one of them:
/// the check that a new title does not repeat another, at the cost of one
/// look-up.
///
/// Titles are compared as a listener hears them: without regard to case,
/// so "Picnic" repeats "picnic".
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
    let key = TitleIndex.key(title)
    guard let entry = holders[key] else { return nil }
    let held = trip.item(entry.one)?.title ?? trip.idea(entry.one)?.title
    if entry.one != id, held.map(TitleIndex.key) == key {
      return entry.one
    }
    guard entry.count > (id == nil ? 0 : 1) else { return nil }
    // The one it kept has gone or is `id`: another is found, once, by a look
    // at every item; only a refusal pays for it.
    VisitCounter.visit(trip.items.count + trip.ideas.count)
    return trip.items.first { TitleIndex.key($0.title) == key && $0.id != id }?.id
      ?? trip.ideas.first { TitleIndex.key($0.title) == key && $0.id != id }?.id
  }

  /// A title as the index compares it.
  static func key(_ title: String) -> String {
    TextCleaning.clean(title).lowercased()
  }

  mutating func add(_ title: String, _ id: ItemID) {
    holders[TitleIndex.key(title), default: (0, id)].count += 1
  }

  mutating func remove(_ title: String) {
    let key = TitleIndex.key(title)
    guard let entry = holders[key] else { return }
    holders[key] = entry.count > 1 ? (entry.count - 1, entry.one) : nil
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
    case .added, .removed, .retimed: break
    }
  }
}
