import PostgresNIO

/// The store's tables, made by the first process that opens an empty
/// store.
extension TripStore {
  /// The tables, made when missing: trips, the people each is shared
  /// with, each change's step, the pages opened, the processes serving, and
  /// each trip's writer.
  ///
  /// Made under an advisory lock, in one transaction: two processes
  /// starting on an empty store at once make them once.
  func prepare() async throws {
    try await client.withTransaction(logger: TripStore.quiet) { connection in
      try await connection.query("SELECT pg_advisory_xact_lock(7305001)", logger: TripStore.quiet)
      for table in TripStore.tables {
        try await connection.query(PostgresQuery(unsafeSQL: table), logger: TripStore.quiet)
      }
    }
  }

  /// The statements that make the tables.
  static let tables = [
    """
    CREATE TABLE IF NOT EXISTS itin_trips (
      id text PRIMARY KEY,
      title text NOT NULL,
      owner text NOT NULL,
      document text NOT NULL,
      revision bigint NOT NULL DEFAULT 0,
      added timestamptz NOT NULL DEFAULT now()
    )
    """,
    """
    CREATE TABLE IF NOT EXISTS itin_people (
      trip text NOT NULL REFERENCES itin_trips (id) ON DELETE CASCADE,
      name text NOT NULL,
      address_hash text,
      PRIMARY KEY (trip, name)
    )
    """,
    """
    CREATE TABLE IF NOT EXISTS itin_steps (
      trip text NOT NULL REFERENCES itin_trips (id) ON DELETE CASCADE,
      revision bigint NOT NULL,
      author text NOT NULL,
      step text NOT NULL,
      PRIMARY KEY (trip, revision)
    )
    """,
    """
    CREATE TABLE IF NOT EXISTS itin_pages (
      key_hash text PRIMARY KEY,
      trip text NOT NULL,
      person text NOT NULL,
      number bigserial UNIQUE,
      FOREIGN KEY (trip, person) REFERENCES itin_people (trip, name) ON DELETE CASCADE
    )
    """,
    """
    CREATE TABLE IF NOT EXISTS itin_processes (
      name text PRIMARY KEY,
      address text NOT NULL,
      started timestamptz NOT NULL DEFAULT now()
    )
    """,
    """
    CREATE TABLE IF NOT EXISTS itin_leases (
      trip text PRIMARY KEY REFERENCES itin_trips (id) ON DELETE CASCADE,
      holder text NOT NULL,
      until timestamptz NOT NULL
    )
    """,
  ]
}
