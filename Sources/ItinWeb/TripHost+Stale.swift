// The web server needs Hummingbird, which the REPL trait brings: without
// it, an app on the libraries builds this target as nothing.
#if REPL
import ItinSession
import ItineraryCore
import ReorderCommands

/// A key pressed on a view another person has changed since: a move of an
/// item they moved is refused, naming who and where it is now, rather than
/// carried on from a place the listener has not heard of; a move of
/// another item goes through.
extension TripHost {
  /// A change the pages were told of: the revisions before and after it,
  /// whose it was, and the items it moved.
  struct Told {
    let before: Int
    let after: Int
    let person: String?
    let items: Set<ItemID>
  }

  /// How many changes are remembered: a page further behind than these
  /// is not refused for it, and gets the whole trip with its answer.
  static let toldKept = 256

  /// Remembers a change since `before` by `person`, when it changed the
  /// trip: the items its steps moved, and those of a grab under way.
  func remember(since before: Snapshot, by person: String?) {
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
    if told.count > TripHost.toldKept { told.removeFirst(told.count - TripHost.toldKept) }
  }

  /// The refusal of a key move of `id` by `person` from a page that shows
  /// revision `shown`, when someone else has moved the item since; `nil`
  /// when no one has, or the page shows the trip as it is.
  func staleMove(of id: ItemID, shown: String?, by person: String?, in catalog: Catalog)
    -> String?
  {
    guard let shown = shown.flatMap({ Int($0) }), shown != session.editor.revision,
      let since = told.lastIndex(where: { $0.before == shown }),
      let mover = told[since...].last(where: { $0.person != person && $0.items.contains(id) }),
      let item = session.trip.item(id), let position = session.trip.position(of: id)
    else { return nil }
    let who =
      mover.person.flatMap(WebServer.personName(typed:))
      ?? AnnouncementRenderer(catalog: catalog).someone
    return WebText(catalog: catalog)(
      .movedSince,
      [
        "person": who, "title": SpokenText.clean(item.title), "position": String(position.rank),
        "day": String(position.day),
      ])
  }
}
#endif
