import ItinSession
import ItinWeb
import ItineraryCore
import Logging
import PostgresNIO

/// Many trips, and the people each is shared with, kept in a PostgreSQL
/// database: what `itin-a11y trips` fills and a hosted service serves.
///
/// A trip is its file's bytes (the file `--check` reads) with its revision
/// and owner. A person of a trip is a name with the hash of the key of the
/// address given to them: the key itself is said once, to whoever gives
/// the address, and never kept, so the store read by another holds no
/// key that opens a trip.
public actor TripStore {
  /// The client, running while the store is open.
  let client: PostgresClient
  /// Where the store is, as said in a refusal.
  public nonisolated let address: StoreAddress
  /// Queries say nothing: nothing of a key may reach a log.
  static let quiet = Logger(label: "itin-a11y.store", factory: { _ in SwiftLogNoOpLogHandler() })

  init(client: PostgresClient, address: StoreAddress) {
    self.client = client
    self.address = address
  }

  /// Opens the store at `address`, makes its tables when it has none,
  /// and runs `body` with it; the connections end with `body`.
  public static func with<Result: Sendable>(
    _ address: StoreAddress, _ body: @Sendable (TripStore) async throws -> Result
  ) async throws(StoreProblem) -> Result {
    var configuration = PostgresClient.Configuration(
      host: address.host, port: address.port, username: address.user,
      password: address.password, database: address.database, tls: .disable)
    configuration.options.connectTimeout = .seconds(5)
    configuration.options.keepAliveBehavior = nil
    // One connection first: a server that is not there, or refuses the
    // user, is said at once, where the client's pool would try again and
    // again for a minute.
    if let problem = await refusal(at: address) { throw problem }
    let client = PostgresClient(configuration: configuration, backgroundLogger: quiet)
    let store = TripStore(client: client, address: address)
    do {
      return try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { await client.run() }
        defer { group.cancelAll() }
        try await store.prepare()
        return try await body(store)
      }
    } catch let problem as StoreProblem {
      throw problem
    } catch {
      throw StoreProblem.unreachable
    }
  }

  /// How long a call waits for the store before it asks whether the store
  /// is there at all: while PostgreSQL is down, a query would wait a
  /// minute for the client's next try to connect.
  public static let patience: Duration = .seconds(5)

  /// Whether a connection to the store at `address` can be made now
  /// (``refusal(at:)`` finds none).
  static func reachable(_ address: StoreAddress) async -> Bool {
    await refusal(at: address) == nil
  }

  /// Why no connection to the store at `address` can be made now, or `nil`
  /// when one can: PostgreSQL refused the user or has no such database,
  /// which trying again will not mend, or it did not answer (up to three
  /// tries, half a second apart, so that a machine too busy to answer in
  /// time is not taken for a store that is gone).
  static func refusal(at address: StoreAddress) async -> StoreProblem? {
    var single = PostgresConnection.Configuration(
      host: address.host, port: address.port, username: address.user,
      password: address.password, database: address.database, tls: .disable)
    single.options.connectTimeout = .seconds(5)
    for attempt in 1...3 {
      do {
        let connection = try await PostgresConnection.connect(
          configuration: single, id: 0, logger: quiet)
        try? await connection.close()
        return nil
      } catch let error as PSQLError {
        // PostgreSQL's own answer: its SQLSTATE says why.
        switch error.serverInfo?[.sqlState] {
        case "28000", "28P01": return .refusedUser(address.user)
        case "3D000": return .noDatabase(address.database)
        default: break
        }
      } catch {}
      if attempt < 3 { try? await Task.sleep(for: .milliseconds(500)) }
    }
    return .unreachable
  }

  /// `work`, done with the client, or ``StoreProblem/unreachable`` when it
  /// fails, or when it is still waiting after ``patience`` and the store
  /// then takes no connection.
  ///
  /// A store that takes connections is waited for, however busy: a slow
  /// answer is never said as none.
  func bounded<Result: Sendable>(
    _ work: @escaping @Sendable (PostgresClient) async throws -> Result
  ) async throws(StoreProblem) -> Result {
    let client = self.client
    let address = self.address
    do {
      return try await withThrowingTaskGroup(of: Result?.self) { group in
        group.addTask { try await work(client) }
        group.addTask {
          repeat {
            try await Task.sleep(for: TripStore.patience)
          } while await TripStore.reachable(address)
          return nil
        }
        defer { group.cancelAll() }
        guard case let result?? = try await group.next() else { throw StoreProblem.unreachable }
        return result
      }
    } catch let problem as StoreProblem {
      throw problem
    } catch {
      throw .unreachable
    }
  }

  /// A trip of the store: its id, title, owner and revision.
  public struct StoredTrip: Sendable, Hashable {
    public var id: String
    public var title: String
    public var owner: String
    public var revision: Int
    /// The people it is shared with, the owner first.
    public var people: [String]
  }

  /// Stores the trip `bytes` hold (a trip file, as `--check` reads it) for
  /// `owner`: its id, made of its title, and the key of the owner's
  /// address, which is said once and kept only as its hash.
  public func add(tripFile bytes: [UInt8], owner: String) async throws(StoreProblem) -> (
    trip: StoredTrip, key: SpokenSecret
  ) {
    let document: TripDocument
    do {
      document = try TripDocument(bytes: bytes)
    } catch {
      throw .notATrip
    }
    let title = document.trip.title
    let base = TripStore.slug(title)
    let key = SpokenSecret.random()
    let taken = try await ids(startingWith: base)
    var free = base
    var number = 1
    while taken.contains(free) {
      number += 1
      free = "\(base)-\(number)"
    }
    let id = free
    let text = String(decoding: bytes, as: UTF8.self)
    let hash = TripStore.hash(key.text)
    try await bounded { client in
      try await client.withTransaction(logger: TripStore.quiet) { connection in
        try await connection.query(
          "INSERT INTO itin_trips (id, title, owner, document) VALUES (\(id), \(title), \(owner), \(text))",
          logger: TripStore.quiet)
        try await connection.query(
          "INSERT INTO itin_people (trip, name, address_hash) VALUES (\(id), \(owner), \(hash))",
          logger: TripStore.quiet)
      }
    }
    return (StoredTrip(id: id, title: title, owner: owner, revision: 0, people: [owner]), key)
  }

  /// The ids already taken that start with `base`.
  private func ids(startingWith base: String) async throws(StoreProblem) -> Set<String> {
    try await bounded { client in
      let rows = try await client.query(
        "SELECT id FROM itin_trips WHERE id = \(base) OR id LIKE \(base + "-%")",
        logger: TripStore.quiet)
      var found: Set<String> = []
      for try await id in rows.decode(String.self) { found.insert(id) }
      return found
    }
  }

  /// Every trip of the store, in the order of their ids.
  public func list() async throws(StoreProblem) -> [StoredTrip] {
    try await bounded { client in
      let rows = try await client.query(
        """
        SELECT t.id, t.title, t.owner, t.revision,
          coalesce(array_agg(p.name ORDER BY p.name = t.owner DESC, p.name)
            FILTER (WHERE p.name IS NOT NULL), '{}')
        FROM itin_trips t LEFT JOIN itin_people p ON p.trip = t.id
        GROUP BY t.id ORDER BY t.id
        """, logger: TripStore.quiet)
      var trips: [StoredTrip] = []
      for try await (id, title, owner, revision, people) in rows.decode(
        (String, String, String, Int, [String]).self)
      {
        trips.append(
          StoredTrip(id: id, title: title, owner: owner, revision: revision, people: people))
      }
      return trips
    }
  }

  /// The trip file of the trip `id`, as it stands in the store.
  public func export(_ id: String) async throws(StoreProblem) -> [UInt8] {
    let found = try await bounded { client -> [UInt8]? in
      let rows = try await client.query(
        "SELECT document FROM itin_trips WHERE id = \(id)", logger: TripStore.quiet)
      for try await document in rows.decode(String.self) { return Array(document.utf8) }
      return nil
    }
    guard let found else { throw .noSuchTrip(id) }
    return found
  }

  /// The id of the trip `typed` names: its id, or its title when no
  /// other trip has that title (in any case); `typed` as it is when it
  /// names none, for the refusal to say.
  public func trip(named typed: String) async throws(StoreProblem) -> String {
    let found = try await bounded { client -> [String] in
      let rows = try await client.query(
        """
        SELECT id FROM itin_trips WHERE id = \(typed)
        UNION ALL
        SELECT id FROM itin_trips WHERE lower(title) = lower(\(typed))
          AND NOT EXISTS (SELECT 1 FROM itin_trips WHERE id = \(typed))
        """, logger: TripStore.quiet)
      var ids: [String] = []
      for try await id in rows.decode(String.self) { ids.append(id) }
      return ids
    }
    if found.count > 1 { throw .manyTitled(typed, trips: found.sorted()) }
    return found.count == 1 ? found[0] : typed
  }

  /// A trip's id, made of its title: lowercase letters and digits with
  /// hyphens, `trip` when none is left.
  static func slug(_ title: String) -> String {
    var slug = ""
    for character in title.lowercased() {
      if character.isASCII, character.isLetter || character.isNumber {
        slug.append(character)
      } else if !slug.isEmpty, slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.last == "-" { slug.removeLast() }
    return slug.isEmpty ? "trip" : String(slug.prefix(40))
  }
}

/// Why the store did not do what was asked: nothing was changed.
public enum StoreProblem: Error, Hashable, Sendable {
  /// The database could not be reached.
  case unreachable
  /// PostgreSQL refused the user: no such role, or the wrong password.
  case refusedUser(String)
  /// PostgreSQL has no database of this name.
  case noDatabase(String)
  /// The file is not a trip file.
  case notATrip
  /// No trip has this id.
  case noSuchTrip(String)
  /// Several trips have the title given for one.
  case manyTitled(String, trips: [String])
  /// The trip is not shared with this name.
  case noSuchPerson(String, trip: String)
  /// The owner's place cannot be taken back.
  case ownerStays(String)
  /// The trip has changed since the revision a change was made on: it is
  /// at this revision now.
  case stale(trip: String, revision: Int)
  /// Another process writes the trip now: its lease is another's.
  case notHolder(trip: String)
}
