import ItineraryCore
import ReorderCommands

/// A key pressed on a view another person has changed since: a move of an
/// item they moved is refused, naming who and where it is now, rather than
/// carried on from a place the listener has not heard of; a move of
/// another item goes through.
extension SharedSession {
  /// A change made: the revisions before and after it, whose it was, and
  /// the items it moved.
  struct Told: Sendable {
    let before: Int
    let after: Int
    let person: String?
    let items: Set<ItemID>
  }

  /// Remembers a change since `before` by `person`, when it changed the
  /// trip: the items its steps moved, and those of a grab under way.
  mutating func remember(since before: Before, by person: String?) {
    let editor = session.editor
    guard editor.revision != before.revision else { return }
    var items = Set<ItemID>()
    for taken in editor.history.steps(takenSince: before.undoCount) {
      items.insert(taken.step.item.id)
      items.formUnion(taken.step.group.map(\.id))
      items.formUnion(taken.step.changes.map(\.item))
    }
    if let grab = editor.grab {
      items.insert(grab.item.id)
      items.formUnion(grab.group.map(\.id))
    }
    told.append(
      Told(before: before.revision, after: editor.revision, person: person, items: items))
    if told.count > SharedSession.toldKept {
      told.removeFirst(told.count - SharedSession.toldKept)
    }
  }

  /// The refusal of a move of `id` by `person` from a view of revision
  /// `shown`, when someone else has moved the item since; `nil` when no one
  /// has, or the view shows the trip as it is.
  func staleMove(of id: ItemID, shown: Int?, by person: String?, in catalog: Catalog)
    -> String?
  {
    guard let shown, shown != session.editor.revision,
      let since = told.lastIndex(where: { $0.before == shown }),
      let mover = told[since...].last(where: { $0.person != person && $0.items.contains(id) }),
      let item = session.trip.item(id), let position = session.trip.position(of: id)
    else { return nil }
    return SessionText(catalog: catalog)(
      .movedSince,
      [
        "person": SharedSession.spoken(mover.person, in: catalog),
        "title": SpokenText.clean(item.title), "position": String(position.rank),
        "day": String(position.day),
      ])
  }
}
