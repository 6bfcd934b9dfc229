import ItinSession
import ItineraryCore
import ReorderCommands

/// What belongs to whom: a key's pages, streams and drags are bounded and
/// go when the key is taken back.
///
/// A page is named by its key's number, a slash and the tab it names itself
/// (``WebServer/page(of:tab:)``); serve's terminal is ``terminalPage``, a
/// name no page can take. Each is a seat of the shared session
/// (``seat(of:)``), whose holder is its key: a question belongs to the key
/// (or the terminal) that asked it, so that a reload of the page that asked
/// still answers it; a grab to the tab that began it.
extension TripHost {
  /// The most event streams one key may hold open: a further one ends its
  /// oldest (whose page reconnects, if it is still open).
  static let streamsPerKey = 8
  /// The most pointer drags one key's tabs may have under way, and all
  /// pages together: a further one ends the oldest.
  static let dragsPerKey = 4
  static let dragsInAll = 256

  /// The key part of a page's name: what comes before its slash, or the
  /// whole name (serve's terminal, a library's own page).
  static func holder(of page: String) -> Substring {
    page.firstIndex(of: "/").map { page[..<$0] } ?? page[...]
  }

  // MARK: Bounds

  /// Makes room for a new drag of `page`: the oldest of its key's past
  /// ``dragsPerKey``, and the oldest of all past ``dragsInAll``, end.
  func admitDrag(of page: String) {
    let holder = TripHost.holder(of: page)
    let same = drags.filter { TripHost.holder(of: $0.key) == holder }
    if same.count >= TripHost.dragsPerKey,
      let oldest = same.min(by: { $0.value.order < $1.value.order })
    {
      drags[oldest.key] = nil
    }
    if drags.count >= TripHost.dragsInAll,
      let oldest = drags.min(by: { $0.value.order < $1.value.order })
    {
      drags[oldest.key] = nil
    }
    dragsBegun += 1
  }

  /// Makes room for a new event stream of `page`: the oldest of its key's
  /// past ``streamsPerKey`` ends.
  func admitStream(of page: String?) {
    guard let page else { return }
    let holder = TripHost.holder(of: page)
    let same = listeners.filter { $0.value.page.map(TripHost.holder(of:)) == holder }
    guard same.count >= TripHost.streamsPerKey, let oldest = same.keys.min() else { return }
    listeners[oldest]?.continuation.finish()
    listeners[oldest] = nil
  }

  // MARK: Keys taken back

  /// Ends everything of the keys numbered `keys`, and says what the
  /// terminal hears of it.
  ///
  /// Their event streams end, their drags end, their grab is dropped
  /// where it stands (as its holder's step), and a question they asked is
  /// asked again at serve's terminal, which answers it now.
  package func takeBack(keys: Set<Int>, terminalPerson: String, in catalog: Catalog) -> [String] {
    let holders = Set(keys.map(String.init))
    func taken(_ page: String?) -> Bool {
      page.map { holders.contains(String(TripHost.holder(of: $0))) } ?? false
    }
    for (id, listener) in listeners where taken(listener.page) {
      listener.continuation.finish()
      listeners[id] = nil
    }
    for page in drags.keys where taken(page) { drags[page] = nil }
    return shared.takeBack(
      holders: holders, to: TripHost.terminalSeat, by: terminalPerson, in: catalog)
  }
}
