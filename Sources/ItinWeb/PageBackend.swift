import Hummingbird
import ItinSession
import ItineraryCore
import ReorderCommands

/// What a trip's pages ask of it: the trip `serve` shares, or one trip of
/// many that a hosted service keeps.
///
/// ``TripHost`` answers them itself; a hosted trip answers through its
/// host, and keeps each change in its store before anyone is told of it.
package protocol PageTrip: Sendable {
  /// The whole trip as `person`'s page `page` shows it.
  func trip(in catalog: Catalog, for person: String?, page: String?) async -> TripView
  /// The Move menu of an item, or `nil` for no item of the trip.
  func menu(for id: ItemID, in catalog: Catalog, for person: String?) async -> MenuView?
  /// The positions a move of `id` may take on `day`.
  func positions(for id: ItemID, onDay day: Int) async -> PositionsView?
  /// The trip's changes as steps, after the first `after`; all of them,
  /// with their start, when `generation` is not the steps' own now.
  func followed(after: Int, generation: Int?) async -> TripHost.Followed
  /// The changes others make, as server-sent events, for as long as the
  /// page listens.
  func listen(page: String?, person: String?, in catalog: Catalog) async -> AsyncStream<[UInt8]>
  /// Does what the page asked, and says what the REPL would; `nil` for a
  /// request the server does not know.
  func perform(
    _ request: WebRequest, from page: String?, by person: String?, in catalog: Catalog
  ) async -> WebAnswer?
}

extension TripHost: PageTrip {}

/// The page a request comes from: the trip its key opens, and whose key
/// it is.
package struct PageAccess: Sendable {
  package var trip: any PageTrip
  package var holder: PageKeys.Holder

  package init(trip: any PageTrip, holder: PageKeys.Holder) {
    self.trip = trip
    self.holder = holder
  }

  /// The page the request being answered opens, once ``RequestCheck``
  /// has found it: a route takes it from here rather than asking the
  /// backend a second time.
  @TaskLocal package static var checked: PageAccess?
}

extension PageBackend {
  /// The page `request` opens: the one its check found, else asked now.
  package func page(of request: Request) async -> Result<PageAccess, PageRefused> {
    if let checked = PageAccess.checked { return .success(checked) }
    return await access(request)
  }
}

/// Why a request opens no page: it shows no key (the sentence `nil`), or
/// the trip its key opens cannot be served now.
package struct PageRefused: Error, Sendable {
  /// The sentence the page says, in the request's language.
  package var sentence: (@Sendable (Catalog) -> String)?
  /// Whether the page may never be answered (no key: 403), or the trip
  /// only cannot be served now (503).
  package var forbidden: Bool

  package init(sentence: (@Sendable (Catalog) -> String)? = nil, forbidden: Bool = false) {
    self.sentence = sentence
    self.forbidden = forbidden
  }

  /// The answer a request so refused gets.
  package func response(to request: Request) -> Response {
    guard let sentence else { return WebServer.refusal(.noToken, request) }
    var response = Page.json(SaidOnly(said: [sentence(WebServer.language(of: request))]))
    response.status = forbidden ? .forbidden : .serviceUnavailable
    return response
  }
}

/// Where the pages' requests go: which trip a page's key opens, and how
/// an address is traded for a key.
///
/// `serve` has one trip and keeps its keys in memory; a hosted service
/// keeps many trips and their keys in a store, so that any of its
/// processes, and any restart, takes them.
package protocol PageBackend: Sendable {
  /// The page a request's key opens, or why it opens none.
  func access(_ request: Request) async -> Result<PageAccess, PageRefused>
  /// Trades the address's token a request carries for a page's key: the
  /// answer that sets it in a cookie, or the refusal.
  func enter(_ request: Request) async -> Response
}

/// The pages of the one trip `serve` shares, their keys kept in memory.
struct ServedPages: PageBackend {
  let tripHost: TripHost
  let keys: PageKeys
  let served: ServedAddress

  func access(_ request: Request) -> Result<PageAccess, PageRefused> {
    guard
      let holder = keys.holder(
        of: PageKeys.cookie(served.cookieName, in: request.headers), at: served.scope)
    else { return .failure(PageRefused()) }
    return .success(PageAccess(trip: tripHost, holder: holder))
  }

  func enter(_ request: Request) async -> Response {
    // An address's token, traded once for this page's key.
    guard
      let key = keys.trade(
        RequestCheck<BasicRequestContext>.header(
          RequestCheck<BasicRequestContext>.tokenField, of: request), at: served.scope)
    else {
      // Too many secrets never said: serve's terminal hears that every
      // address waiting was taken back.
      if keys.takeRetired() != nil {
        await tripHost.tellTerminal(.guessesRetired, ["count": String(PageKeys.guessesAllowed)])
      }
      return WebServer.refusal(.usedAddress, request)
    }
    return WebServer.entered(cookie: served.cookieName, key: key.text, secure: served.isSecure)
  }
}
