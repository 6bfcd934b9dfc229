import Foundation
import Hummingbird
import ItinSession
import ItinWeb
import ItineraryCore
import ReorderCommands

/// The pages of every stored trip, in one process of a hosted service:
/// which trip a page's key opens, each trip opened in this process on its
/// first page, and the keys kept in the store.
///
/// A page names its trip (`X-Itin-Trip`, or `trip=` for its stream of
/// others' changes) and shows that trip's key, in a cookie of its own, so
/// that one browser may have pages of several trips open at once.
actor HostedPages: PageBackend {
  let store: TripStore
  /// This process's name: the holder of the leases of the trips it opens.
  nonisolated let process: String
  let served: ServedAddress
  /// The trips open here, or being opened, by name.
  var trips: [String: Task<HostedTrip?, Never>] = [:]
  /// The pages known here, by their key's hash: checked against the store
  /// every few seconds (``sweep()``), so that a person uninvited by any
  /// process loses their pages here too.
  private var known: [String: TripStore.StoredPage] = [:]
  /// The streams of others' changes relayed from here to the process that
  /// holds their trip, by trip (``HostedPages/follow(_:from:_:)``).
  var relayed: [String: [ObjectIdentifier: RelayedStream]] = [:]
  /// The trips another process serves, as last asked of the store, and
  /// until when that answer is taken as known.
  var elsewhere: [String: (place: Place, until: ContinuousClock.Instant)] = [:]
  /// How long a trip's lease runs: a process gone hands its trips on
  /// within it.
  static let leaseSeconds = 6
  /// How often a process renews its leases: thrice in a lease's time, so
  /// that a slow store or a busy moment never loses one.
  static let renewal = Duration.seconds(2)

  init(store: TripStore, served: ServedAddress) {
    self.store = store
    self.served = served
    process =
      "itin-a11y " + ProcessInfo.processInfo.hostName + " "
      + String(ProcessInfo.processInfo.processIdentifier) + " " + ServeToken.random().text
  }

  /// A request that shows no key of its trip: its person's address is to
  /// come from the trip's owner, not from a terminal.
  static let noKey = PageRefused(sentence: { HostedText(catalog: $0)(.noKey) }, forbidden: true)

  /// The cookie a page's key of `trip` is kept in.
  static func cookieName(of trip: String) -> String { "itin-a11y-" + trip }

  func access(_ request: Request) async -> Result<PageAccess, PageRefused> {
    guard
      let trip = RequestCheck<BasicRequestContext>.header("x-itin-trip", of: request)
        ?? request.uri.queryParameters["trip"].map(String.init),
      let key = PageKeys.cookie(HostedPages.cookieName(of: trip), in: request.headers),
      let page = await page(opening: key), page.trip == trip
    else { return .failure(HostedPages.noKey) }
    guard let hosted = await open(trip) else {
      return .failure(
        PageRefused(sentence: { HostedText(catalog: $0)(.elsewhere, ["trip": trip]) }))
    }
    return .success(
      PageAccess(trip: hosted, holder: PageKeys.Holder(number: page.number, person: page.person)))
  }

  func enter(_ request: Request) async -> Response {
    let token = RequestCheck<BasicRequestContext>.header(
      RequestCheck<BasicRequestContext>.tokenField, of: request)
    let traded: (page: TripStore.StoredPage, key: String)?
    do {
      traded = try await store.trade(token ?? "")
    } catch {
      let language = WebServer.language(of: request)
      return PageRefused(sentence: { _ in
        HostedText(catalog: language)(
          .unreachable, ["store": HostedText(catalog: language).store(self.store.address)])
      }).response(to: request)
    }
    guard let traded else {
      return PageRefused(
        sentence: { HostedText(catalog: $0)(.usedAddress) }, forbidden: true
      ).response(to: request)
    }
    known[TripStore.hash(traded.key)] = traded.page
    return WebServer.entered(
      cookie: HostedPages.cookieName(of: traded.page.trip), key: traded.key,
      secure: served.isSecure, trip: traded.page.trip)
  }

  /// The page `key` opens: known here, else asked of the store.
  ///
  /// While the store cannot be reached, a page known here still opens.
  private func page(opening key: String) async -> TripStore.StoredPage? {
    let hash = TripStore.hash(key)
    if let page = known[hash] { return page }
    guard let page = try? await store.page(opening: key) else { return nil }
    known[hash] = page
    return page
  }

  /// Where the trip `id` is served: here, or by the process at an
  /// address; `nil` while the store cannot say.
  enum Place: Sendable, Equatable {
    case here
    /// Served by the process named `process`, reached at `host`:`port`.
    case there(process: String, host: String, port: Int)
  }

  /// Where the trip `id` is served now: here when it is open here, or
  /// when its lease is free (a process gone, or none yet) and this process
  /// takes it; else where the process that holds it is reached.
  ///
  /// Another process's place is remembered for a second
  /// (``elsewhereKept``), so that a burst of requests relayed there does
  /// not ask the store each time; it is forgotten sooner when that process
  /// cannot be reached (``forget(_:)``) or another writes the trip.
  func place(of id: String) async -> Place? {
    if trips[id] == nil, let known = elsewhere[id], ContinuousClock.now < known.until {
      return known.place
    }
    elsewhere[id] = nil
    if await open(id) != nil { return .here }
    guard let holder = try? await store.holder(of: id) else { return nil }
    let address = holder.address
    guard let colon = address.lastIndex(of: ":"),
      let port = Int(address[address.index(after: colon)...])
    else { return nil }
    let place = Place.there(
      process: holder.process, host: String(address[..<colon]), port: port)
    elsewhere[id] = (place, ContinuousClock.now + HostedPages.elsewhereKept)
    return place
  }

  /// How long another process's place of a trip is taken as known.
  static let elsewhereKept = Duration.seconds(1)

  /// Forgets where the trip `id` was served elsewhere: that process could
  /// not be reached, or did not answer.
  func forget(_ id: String) {
    elsewhere[id] = nil
  }

  /// The trip `id`, open in this process: opened once its lease is this
  /// process's; `nil` while another process holds it, or the store cannot
  /// be reached.
  private func open(_ id: String) async -> HostedTrip? {
    // Requests come together: each waits for the one opening under way,
    // and only the request that began an opening ever drops it, so that a
    // trip is never open twice in one process.
    while let opening = trips[id] {
      if let trip = await opening.value {
        guard await trip.isBehind else { return trip }
        if trips[id] == opening {
          trips[id] = nil
          await trip.close()
        }
      } else if trips[id] == opening {
        trips[id] = nil
      }
    }
    let store = self.store
    let process = self.process
    let reached = served.origin ?? ""
    let opening = Task<HostedTrip?, Never> {
      guard
        let claimed = try? await store.claim(id, as: process, seconds: HostedPages.leaseSeconds),
        claimed
      else { return nil }
      guard let trip = try? await HostedTrip.open(id, in: store, as: process, reachedAt: reached)
      else {
        // Its lease taken, its file not read: the lease is given up.
        try? await store.release(id, as: process)
        return nil
      }
      return trip
    }
    trips[id] = opening
    let trip = await opening.value
    if trip == nil, trips[id] == opening { trips[id] = nil }
    return trip
  }

  /// Keeps the leases of the trips open here, and lets go the pages of a
  /// trip whose lease another process has taken (this one was stalled
  /// past its lease): they read the trip again from its new writer.
  func renewLeases() async {
    // One statement for every lease, however many trips are open here.
    guard let held = try? await store.renew(as: process, seconds: HostedPages.leaseSeconds)
    else {
      // The store cannot be reached: the leases run on as they may.
      return
    }
    for (id, opening) in trips where !held.contains(id) {
      guard let trip = await opening.value else { continue }
      if trips[id] == opening { trips[id] = nil }
      await trip.close()
    }
  }

  /// Takes back the pages whose keys the store no longer has: their
  /// person was uninvited, by this process or another.
  func sweep() async {
    let numbers = known.values.map(\.number)
    guard let open = try? await store.pagesOpen(numbers) else { return }
    var gone: [String: Set<Int>] = [:]
    for (hash, page) in known where !open.contains(page.number) {
      known[hash] = nil
      gone[page.trip, default: []].insert(page.number)
    }
    for (id, numbers) in gone {
      guard let trip = await trips[id]?.value else { continue }
      await trip.takeBack(numbers)
    }
  }

  /// Says where this process is reached, for the others to relay pages
  /// to it.
  func register(at address: String) async {
    try? await store.register(process, at: address)
  }

  /// Gives up the leases of the trips open here.
  ///
  /// The next process to ask takes each at once. Their pages' streams end.
  func closeAll() async {
    for (id, opening) in trips {
      trips[id] = nil
      guard let trip = await opening.value else { continue }
      await trip.close()
      try? await store.release(id, as: process)
    }
    try? await store.unregister(process)
  }
}
