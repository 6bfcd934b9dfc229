import ItinSession
import ItineraryCore
import ReorderCommands

/// A change kept somewhere before anyone hears of it: a hosted trip's host
/// stores each change first, and only a change stored is told to the
/// other pages; one the store refused is taken back, as if never made.
extension TripHost {
  /// What the host was before the change under way, and what others are
  /// to be told of it once it is kept.
  struct Keeping {
    var shared: SharedSession
    var drags: [String: Drag]
    var dragsBegun: Int
    /// What others would have been told, in order.
    var telling: [() -> Void] = []
  }

  /// Begins a change that is told only once it is kept: what follows
  /// until ``tellKept()`` or ``takeBackUnkept()`` tells no one.
  package func holdTelling() {
    keeping = Keeping(shared: shared, drags: drags, dragsBegun: dragsBegun)
  }

  /// The change is kept: others are told it now, as they would have been.
  package func tellKept() {
    let telling = keeping?.telling ?? []
    keeping = nil
    for tell in telling { tell() }
  }

  /// The change could not be kept: the host is again as it was before
  /// it, and no one is told of it.
  package func takeBackUnkept() {
    guard let kept = keeping else { return }
    keeping = nil
    shared = kept.shared
    drags = kept.drags
    dragsBegun = kept.dragsBegun
  }

  /// Whether telling is held now; if it is, `tell` waits for the change
  /// to be kept.
  func held(_ tell: @escaping () -> Void) -> Bool {
    guard keeping != nil else { return false }
    keeping?.telling.append(tell)
    return true
  }

  /// The trip as it stands, its revision in this session (which every
  /// change moves on), whether an item is held, and the steps made since
  /// the first `after` of them: what a store keeps of a change.
  package func kept(after: Int) -> (
    trip: Trip, revision: Int, grabbed: Bool, steps: [SharedStep]
  ) {
    let steps = shared.steps
    return (
      session.trip, session.editor.revision, session.editor.grab != nil,
      Array(steps[min(after, steps.count)...])
    )
  }
}

extension TripHost {
  /// An answer that says `sentence` and changes nothing, for `person`'s
  /// page `page`: a change its store could not keep, say.
  package func answer(
    saying sentence: String, to page: String?, of person: String?, in catalog: Catalog
  ) -> WebAnswer {
    currentPage = page ?? ""
    currentPerson = person
    return answer(
      said: [sentence], assertive: true, since: SharedSession.Before(session.editor), in: catalog)
  }

  /// Ends every page's stream, as when serve stops: a page then reads
  /// the trip again from wherever it is served next.
  package func letPagesGo() {
    for listener in listeners.values { listener.continuation.finish() }
    listeners.removeAll()
  }
}
