import Foundation
import Logging
import PostgresNIO

/// A trip's changes in the store: one writer at a time, each change one
/// transaction of the trip's document, its revision and its step, and
/// every process told of it.
extension TripStore {
  /// The channel every change is told on: a JSON object of its trip, the
  /// revision it starts from and the one it makes, and the process that
  /// wrote it (``Change``).
  static let channel = "itin_changes"

  /// One change of a trip, as every process listening hears it
  /// (``listen(_:)``).
  public struct Change: Sendable, Equatable, Decodable {
    /// The trip's name in the store.
    public var trip: String
    /// The revision the change was made on: a listener that has another
    /// has missed a change, and reads the trip again.
    public var from: Int
    /// The revision the change made.
    public var revision: Int
    /// The process that wrote it: the holder of the trip's lease.
    public var writer: String

    /// A change of `trip` from the revision `from` to `revision`, written
    /// by `writer`.
    public init(trip: String, from: Int, revision: Int, writer: String) {
      self.trip = trip
      self.from = from
      self.revision = revision
      self.writer = writer
    }
  }

  /// Takes the trip `id`'s lease for `holder` (a process), for `seconds`,
  /// or keeps it for longer when `holder` has it already.
  ///
  /// Whether `holder` writes the trip now: `false` while another process's
  /// lease runs. A lease that ran out passes to whoever asks next, so a
  /// process that is gone hands the trip on within its lease's seconds.
  public func claim(_ id: String, as holder: String, seconds: Int) async throws(StoreProblem)
    -> Bool
  {
    let claimed = try await bounded { client -> Bool in
      let rows = try await client.query(
        """
        INSERT INTO itin_leases (trip, holder, until)
        SELECT id, \(holder), now() + make_interval(secs => \(seconds)) FROM itin_trips
        WHERE id = \(id)
        ON CONFLICT (trip) DO UPDATE SET holder = excluded.holder, until = excluded.until
        WHERE itin_leases.until < now() OR itin_leases.holder = excluded.holder
        RETURNING holder
        """, logger: TripStore.quiet)
      for try await _ in rows.decode(String.self) { return true }
      return false
    }
    if claimed { return true }
    guard try await revision(of: id) != nil else { throw .noSuchTrip(id) }
    return false
  }

  /// Keeps every lease `holder` has for `seconds` more, in one statement,
  /// and says the trips it still holds: a trip whose lease another process
  /// took (this one was stalled past its lease) is not among them.
  public func renew(as holder: String, seconds: Int) async throws(StoreProblem) -> Set<String> {
    try await bounded { client -> Set<String> in
      let rows = try await client.query(
        """
        UPDATE itin_leases SET until = now() + make_interval(secs => \(seconds))
        WHERE holder = \(holder) RETURNING trip
        """, logger: TripStore.quiet)
      var held: Set<String> = []
      for try await trip in rows.decode(String.self) { held.insert(trip) }
      return held
    }
  }

  /// Gives up `holder`'s lease on the trip `id`, when it has it: the next
  /// process to ask takes it at once.
  public func release(_ id: String, as holder: String) async throws(StoreProblem) {
    try await bounded { client in
      _ = try await client.query(
        "DELETE FROM itin_leases WHERE trip = \(id) AND holder = \(holder)",
        logger: TripStore.quiet)
    }
  }

  /// The trip `id`'s file as the store has it, and its revision.
  public func trip(_ id: String) async throws(StoreProblem) -> (document: [UInt8], revision: Int) {
    let found = try await bounded { client -> (document: [UInt8], revision: Int)? in
      let rows = try await client.query(
        "SELECT document, revision FROM itin_trips WHERE id = \(id)", logger: TripStore.quiet)
      for try await (document, revision) in rows.decode((String, Int).self) {
        return (Array(document.utf8), revision)
      }
      return nil
    }
    guard let found else { throw .noSuchTrip(id) }
    return found
  }

  /// Records one change of the trip `id`, and returns the trip's new
  /// revision.
  ///
  /// The change, made by `author` on the trip's revision `from`, is the
  /// trip's file after it and the change's step, written in one
  /// transaction, so that the store never holds one without the other.
  /// Every process listening is told (``listen(_:)``) once it is stored.
  /// Only the lease's holder records, and only on the revision the store
  /// has: a change made on an older one is refused
  /// (``StoreProblem/stale(trip:revision:)``), and nothing is written.
  public func record(
    _ id: String, from revision: Int, document: [UInt8], step: String, author: String,
    holder: String
  ) async throws(StoreProblem) -> Int {
    let text = String(decoding: document, as: UTF8.self)
    let recorded = try await bounded { client -> Int? in
      try await client.withTransaction(logger: TripStore.quiet) { connection in
        let rows = try await connection.query(
          """
          UPDATE itin_trips SET document = \(text), revision = revision + 1
          WHERE id = \(id) AND revision = \(revision) AND EXISTS (
            SELECT 1 FROM itin_leases WHERE trip = \(id) AND holder = \(holder) AND until > now())
          RETURNING revision
          """, logger: TripStore.quiet)
        var new: Int?
        for try await value in rows.decode(Int.self) { new = value }
        guard let new else { return nil }
        try await connection.query(
          "INSERT INTO itin_steps (trip, revision, author, step) VALUES (\(id), \(new), \(author), \(step))",
          logger: TripStore.quiet)
        // Told once the transaction commits, never for one rolled back.
        try await connection.query(
          """
          SELECT pg_notify(\(TripStore.channel), json_build_object(
            'trip', \(id)::text, 'from', \(revision)::int, 'revision', \(new)::int,
            'writer', \(holder)::text)::text)
          """, logger: TripStore.quiet)
        return new
      }
    }
    if let recorded { return recorded }
    // Nothing written: say why.
    guard let now = try await self.revision(of: id) else { throw .noSuchTrip(id) }
    guard now == revision else { throw .stale(trip: id, revision: now) }
    throw .notHolder(trip: id)
  }

  /// The steps of the trip `id` after its revision `revision`, in order:
  /// what a page or a process behind catches up with.
  public func steps(of id: String, after revision: Int) async throws(StoreProblem) -> [(
    revision: Int, author: String, step: String
  )] {
    try await bounded { client in
      let rows = try await client.query(
        """
        SELECT revision, author, step FROM itin_steps
        WHERE trip = \(id) AND revision > \(revision) ORDER BY revision
        """, logger: TripStore.quiet)
      var steps: [(revision: Int, author: String, step: String)] = []
      for try await (number, author, step) in rows.decode((Int, String, String).self) {
        steps.append((number, author, step))
      }
      return steps
    }
  }

  /// Hears every change any process records, this one's too, and calls
  /// `heard` with each, in the order they were stored.
  ///
  /// It goes on until the task is cancelled or the store is gone, on a
  /// connection of its own. Changes stored while it was not listening (the
  /// store out of reach, say) are not heard.
  public func listen(_ heard: @escaping @Sendable (Change) async -> Void)
    async throws(StoreProblem)
  {
    do {
      try await client.withConnection { connection in
        try await connection.listen(on: TripStore.channel) { notifications in
          let decoder = JSONDecoder()
          for try await notification in notifications {
            guard
              let change = try? decoder.decode(
                Change.self, from: Data(notification.payload.utf8))
            else { continue }
            await heard(change)
          }
        }
      }
    } catch is CancellationError {
      return
    } catch {
      throw .unreachable
    }
  }

  /// The revision the store has of the trip `id`, or `nil` when it has no
  /// such trip.
  func revision(of id: String) async throws(StoreProblem) -> Int? {
    try await bounded { client -> Int? in
      let rows = try await client.query(
        "SELECT revision FROM itin_trips WHERE id = \(id)", logger: TripStore.quiet)
      for try await revision in rows.decode(Int.self) { return revision }
      return nil
    }
  }
}

/// The processes that serve the store's trips, and where each is reached:
/// a page of a trip another process holds is relayed there.
extension TripStore {
  /// Says that the process `name` serves at `address` (`HOST:PORT`).
  ///
  /// A process that served there before and was killed, leaving its row,
  /// is forgotten: one address is one process's. Its leases have run out
  /// or soon will, and then pass to whoever asks.
  public func register(_ name: String, at address: String) async throws(StoreProblem) {
    try await bounded { client in
      try await client.withTransaction(logger: TripStore.quiet) { connection in
        try await connection.query(
          "DELETE FROM itin_processes WHERE address = \(address) AND name <> \(name)",
          logger: TripStore.quiet)
        try await connection.query(
          """
          INSERT INTO itin_processes (name, address) VALUES (\(name), \(address))
          ON CONFLICT (name) DO UPDATE SET address = excluded.address
          """, logger: TripStore.quiet)
      }
    }
  }

  /// Where each process that serves the store says it is reached, by
  /// name: those that stopped are gone, one killed stays until another
  /// process registers at its address.
  public func processes() async throws(StoreProblem) -> [String: String] {
    try await bounded { client in
      let rows = try await client.query(
        "SELECT name, address FROM itin_processes", logger: TripStore.quiet)
      var found: [String: String] = [:]
      for try await (name, address) in rows.decode((String, String).self) {
        found[name] = address
      }
      return found
    }
  }

  /// Says that the process `name` serves no more.
  public func unregister(_ name: String) async throws(StoreProblem) {
    try await bounded { client in
      _ = try await client.query(
        "DELETE FROM itin_processes WHERE name = \(name)", logger: TripStore.quiet)
    }
  }

  /// The process that holds the trip `id`'s lease, and where it is
  /// reached (`HOST:PORT`), or `nil` when no lease runs.
  public func holder(of id: String) async throws(StoreProblem) -> (
    process: String, address: String
  )? {
    try await bounded { client -> (process: String, address: String)? in
      let rows = try await client.query(
        """
        SELECT p.name, p.address FROM itin_leases l JOIN itin_processes p ON p.name = l.holder
        WHERE l.trip = \(id) AND l.until > now()
        """, logger: TripStore.quiet)
      for try await (name, address) in rows.decode((String, String).self) {
        return (name, address)
      }
      return nil
    }
  }
}
