import Crypto
import ItinWeb
import PostgresNIO

/// The people a trip is shared with: each a name and the hash of their
/// address's key.
extension TripStore {
  /// A new address for `name` on the trip `id`.
  ///
  /// Its key is said once and its hash kept. An address given before to
  /// the same name is taken back.
  public func invite(_ name: String, to id: String) async throws(StoreProblem) -> SpokenSecret {
    let key = SpokenSecret.random()
    let hash = TripStore.hash(key.text)
    let stored = try await bounded { client -> Bool in
      let rows = try await client.query(
        """
        INSERT INTO itin_people (trip, name, address_hash)
        SELECT id, \(name), \(hash) FROM itin_trips WHERE id = \(id)
        ON CONFLICT (trip, name) DO UPDATE SET address_hash = excluded.address_hash
        RETURNING name
        """, logger: TripStore.quiet)
      for try await _ in rows.decode(String.self) { return true }
      return false
    }
    guard stored else { throw .noSuchTrip(id) }
    return key
  }

  /// Takes back `name`'s place on the trip `id`.
  ///
  /// Their address no longer opens it. The owner's place cannot be taken.
  public func uninvite(_ name: String, from id: String) async throws(StoreProblem) {
    let found = try await bounded { client -> (owner: String, shared: Bool)? in
      let rows = try await client.query(
        """
        SELECT t.owner, EXISTS (SELECT 1 FROM itin_people p WHERE p.trip = t.id AND p.name = \(name))
        FROM itin_trips t WHERE t.id = \(id)
        """, logger: TripStore.quiet)
      for try await (owner, shared) in rows.decode((String, Bool).self) { return (owner, shared) }
      return nil
    }
    guard let found else { throw .noSuchTrip(id) }
    guard name != found.owner else { throw .ownerStays(name) }
    guard found.shared else { throw .noSuchPerson(name, trip: id) }
    try await bounded { client in
      _ = try await client.query(
        "DELETE FROM itin_people WHERE trip = \(id) AND name = \(name)", logger: TripStore.quiet)
    }
  }

  /// The person and trip an address's key opens, or `nil` when it opens
  /// none: found by its hash, as it is kept.
  public func person(opening key: String) async throws(StoreProblem) -> (
    trip: String, name: String
  )? {
    guard let words = SpokenSecret.words(in: key) else { return nil }
    let hash = TripStore.hash(words)
    return try await bounded { client -> (trip: String, name: String)? in
      let rows = try await client.query(
        "SELECT trip, name FROM itin_people WHERE address_hash = \(hash)",
        logger: TripStore.quiet)
      for try await (trip, name) in rows.decode((String, String).self) { return (trip, name) }
      return nil
    }
  }

  /// The people the trip `id` is shared with, its owner first.
  public func people(of id: String) async throws(StoreProblem) -> [String] {
    let people = try await bounded { client -> [String]? in
      let rows = try await client.query(
        """
        SELECT coalesce(array_agg(p.name ORDER BY p.name = t.owner DESC, p.name)
          FILTER (WHERE p.name IS NOT NULL), '{}')
        FROM itin_trips t LEFT JOIN itin_people p ON p.trip = t.id
        WHERE t.id = \(id) GROUP BY t.id
        """, logger: TripStore.quiet)
      for try await people in rows.decode([String].self) { return people }
      return nil
    }
    guard let people else { throw .noSuchTrip(id) }
    return people
  }

  /// The hash a key is kept as: SHA-256, in hexadecimal.
  ///
  /// A key is 7 words of a list of thousands, drawn at random, too many to
  /// try one by one.
  static func hash(_ key: String) -> String {
    SHA256.hash(data: Array(key.utf8)).map { byte in
      let text = String(byte, radix: 16)
      return byte < 16 ? "0" + text : text
    }.joined()
  }
}
