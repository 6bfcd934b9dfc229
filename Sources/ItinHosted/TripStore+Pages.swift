import ItinWeb
import PostgresNIO

/// The keys of the pages opened: an address is traded once for a page's
/// key, kept as its hash, so that any process of the service, and any
/// restart, knows the page.
extension TripStore {
  /// A page of a stored trip: which trip, whose, and its number, never
  /// secret, that names its key's pages among the trip's.
  public struct StoredPage: Sendable, Hashable {
    public var trip: String
    public var person: String
    public var number: Int
  }

  /// Trades an address's key for a new page's key: the page, and its key
  /// to keep in the browser's cookie; `nil` when the address opens
  /// nothing (never given, taken back, or opened already).
  ///
  /// One transaction: the address is spent, and the page's key kept as its
  /// hash, or neither.
  public func trade(_ typed: String) async throws(StoreProblem) -> (
    page: StoredPage, key: String
  )? {
    guard let words = SpokenSecret.words(in: typed) else { return nil }
    let address = TripStore.hash(words)
    let key = ServeToken.random().text
    let hash = TripStore.hash(key)
    let page = try await bounded { client -> StoredPage? in
      try await client.withTransaction(logger: TripStore.quiet) { connection in
        let spent = try await connection.query(
          """
          UPDATE itin_people SET address_hash = NULL WHERE address_hash = \(address)
          RETURNING trip, name
          """, logger: TripStore.quiet)
        var found: (trip: String, name: String)?
        for try await (trip, name) in spent.decode((String, String).self) { found = (trip, name) }
        guard let found else { return nil }
        let rows = try await connection.query(
          """
          INSERT INTO itin_pages (key_hash, trip, person) VALUES (\(hash), \(found.trip), \(found.name))
          RETURNING number
          """, logger: TripStore.quiet)
        for try await number in rows.decode(Int.self) {
          return StoredPage(trip: found.trip, person: found.name, number: number)
        }
        return nil
      }
    }
    return page.map { ($0, key) }
  }

  /// The page a key opens, or `nil` when it opens none (its person
  /// uninvited, say).
  public func page(opening key: String) async throws(StoreProblem) -> StoredPage? {
    let hash = TripStore.hash(key)
    return try await bounded { client -> StoredPage? in
      let rows = try await client.query(
        "SELECT trip, person, number FROM itin_pages WHERE key_hash = \(hash)",
        logger: TripStore.quiet)
      for try await (trip, person, number) in rows.decode((String, String, Int).self) {
        return StoredPage(trip: trip, person: person, number: number)
      }
      return nil
    }
  }

  /// Which of the pages numbered `numbers` are open still: a person
  /// uninvited takes their pages' keys with them.
  public func pagesOpen(_ numbers: [Int]) async throws(StoreProblem) -> Set<Int> {
    guard !numbers.isEmpty else { return [] }
    return try await bounded { client -> Set<Int> in
      let rows = try await client.query(
        "SELECT number FROM itin_pages WHERE number = ANY(\(numbers))", logger: TripStore.quiet)
      var open: Set<Int> = []
      for try await number in rows.decode(Int.self) { open.insert(number) }
      return open
    }
  }
}
