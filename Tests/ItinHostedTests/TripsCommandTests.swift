import Foundation
import ItinHosted
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// `itin-a11y trips`, on a PostgreSQL server of the test's own.
@Suite("trips: a store of trips in PostgreSQL, each shared by addresses kept hashed")
struct TripsCommandTests {
  /// The sample trip's file, written to a scratch path.
  static func sampleFile() throws -> String {
    let path = Scratch.path("sample", suffix: ".json")
    try Data(SampleTrip.json.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// `itin-a11y trips --store URL` and `arguments`.
  static func trips(_ server: PostgresServer, _ arguments: [String]) throws -> Executable.Outcome {
    try Executable.run(["trips", "--store", server.url] + arguments)
  }

  /// The address at the end of a sentence: the service's, then 7 words.
  static func key(in sentence: String) throws -> String {
    let address = try #require(sentence.split(separator: " ").last).dropLast()
    return try #require(address.split(separator: "/").last.map(String.init))
  }

  @Test(
    "add stores a trip for its owner and says the owner's address; list and export give it back")
  func addListExport() throws {
    let server = try PostgresServer()
    defer { server.stop() }
    let file = try Self.sampleFile()
    let added = try Self.trips(
      server, ["add", file, "--owner", "Ana", "--public", "https://trips.example"])
    #expect(added.status == 0, "\(added.errors)")
    let said = added.output.trimmingCharacters(in: .newlines)
    #expect(
      said.hasPrefix(
        "Stored Midwest ballpark road trip as trip midwest-ballpark-road-trip. Ana can open https://trips.example/"
      ))
    let key = try Self.key(in: said)
    #expect(key.split(separator: "-").count == 7)

    let again = try Self.trips(server, ["add", file, "--owner", "Bo"])
    #expect(
      again.output.hasPrefix(
        "Stored Midwest ballpark road trip as trip midwest-ballpark-road-trip-2. Bo can open http://localhost:8080/"
      ))

    let listed = try Self.trips(server, ["list"])
    #expect(
      listed.output
        == "midwest-ballpark-road-trip, Midwest ballpark road trip, for Ana.\nmidwest-ballpark-road-trip-2, Midwest ballpark road trip, for Bo.\n"
    )

    // Two trips share the title: it names neither, and says theirs.
    let shared = try Self.trips(
      server, ["export", "Midwest ballpark road trip", Scratch.path("either", suffix: ".json")])
    #expect(shared.status == 1)
    #expect(
      shared.errors
        == "2 trips are titled Midwest ballpark road trip. Name one by its name, one of midwest-ballpark-road-trip and midwest-ballpark-road-trip-2.\n"
    )
    let out = Scratch.path("exported", suffix: ".json")
    let exported = try Self.trips(server, ["export", "midwest-ballpark-road-trip", out])
    #expect(
      exported.output
        == "Wrote trip midwest-ballpark-road-trip to \(URL(fileURLWithPath: out).lastPathComponent).\n"
    )
    #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == Data(SampleTrip.json.utf8))
    #expect(try Executable.run(["--check", out]).status == 0)
    // Never over a file, unless asked.
    let twice = try Self.trips(server, ["export", "midwest-ballpark-road-trip", out])
    #expect(twice.status == 1 && twice.errors.contains("already exists"), "\(twice.errors)")
  }

  @Test(
    "The store keeps a hash of each address, never the address; invite and uninvite give and take back"
  )
  func addressesHashed() async throws {
    let server = try PostgresServer()
    defer { server.stop() }
    let added = try Self.trips(server, ["add", try Self.sampleFile(), "--owner", "Ana"])
    let owners = try Self.key(in: added.output.trimmingCharacters(in: .newlines))
    let invited = try Self.trips(server, ["invite", "midwest-ballpark-road-trip", "Bo"])
    #expect(invited.output.hasPrefix("Bo can open http://localhost:8080/"), "\(invited.output)")
    let bos = try Self.key(in: invited.output.trimmingCharacters(in: .newlines))

    // What the database holds: no key, in any form.
    let dump = try PostgresServer.run(
      PostgresServer.programs().appendingPathComponent("pg_dump").path,
      ["-h", "127.0.0.1", "-p", String(server.port), "-U", "itin", "postgres"], in: server.folder)
    try #require(dump.status == 0, "\(dump.errors)")
    for key in [owners, bos] {
      #expect(!dump.output.contains(key))
      #expect(!dump.output.contains(key.split(separator: "-").joined(separator: " ")))
    }

    let address = try #require(StoreAddress(url: server.url))
    let opened = try await TripStore.with(address) { store in
      (try await store.person(opening: owners), try await store.person(opening: bos))
    }
    #expect(opened.0?.trip == "midwest-ballpark-road-trip" && opened.0?.name == "Ana")
    #expect(opened.1?.trip == "midwest-ballpark-road-trip" && opened.1?.name == "Bo")

    let listed = try Self.trips(server, ["list"])
    #expect(
      listed.output == "midwest-ballpark-road-trip, Midwest ballpark road trip, for Ana and Bo.\n")

    // A trip is named by its name, or by its title where no other has it.
    let byTitle = try Self.trips(server, ["invite", "Midwest Ballpark Road Trip", "Cy"])
    #expect(byTitle.output.hasPrefix("Cy can open http://localhost:8080/"), "\(byTitle.errors)")
    _ = try Self.trips(server, ["uninvite", "midwest-ballpark-road-trip", "Cy"])
    let uninvited = try Self.trips(server, ["uninvite", "midwest-ballpark-road-trip", "Bo"])
    #expect(uninvited.output == "Bo can no longer open trip midwest-ballpark-road-trip.\n")
    let after = try await TripStore.with(address) { store in try await store.person(opening: bos) }
    #expect(after == nil)

    let owner = try Self.trips(server, ["uninvite", "midwest-ballpark-road-trip", "Ana"])
    #expect(owner.status == 1 && owner.errors == "Ana owns the trip and keeps it.\n")
    let nobody = try Self.trips(server, ["uninvite", "midwest-ballpark-road-trip", "Cy"])
    #expect(
      nobody.status == 1
        && nobody.errors == "Trip midwest-ballpark-road-trip is not shared with Cy.\n")
    let noTrip = try Self.trips(server, ["invite", "lisbon", "Cy"])
    #expect(noTrip.status == 1 && noTrip.errors == "The store has no trip lisbon.\n")
  }

  @Test("A file that is no trip is refused, and nothing is stored")
  func notATrip() throws {
    let server = try PostgresServer()
    defer { server.stop() }
    let path = Scratch.path("broken", suffix: ".json")
    try Data("{\"format\": 1, \"title\": ".utf8).write(to: URL(fileURLWithPath: path))
    let refused = try Self.trips(server, ["add", path, "--owner", "Ana"])
    #expect(refused.status == 1)
    #expect(refused.errors == "Can't store the file. It is not a trip file.\n")
    #expect(try Self.trips(server, ["list"]).output == "The store has no trips.\n")
  }

  @Test("A store that cannot be reached is said, with where, and never its password")
  func unreachable() throws {
    let port = try PostgresServer.freePort()
    let refused = try Executable.run([
      "trips", "--store", "postgresql://itin:secret-word@127.0.0.1:\(port)/trips", "list",
    ])
    #expect(refused.status == 1)
    #expect(refused.errors == "Can't reach the store, database trips on 127.0.0.1, port \(port).\n")
    #expect(!(refused.output + refused.errors).contains("secret-word"))
    let bad = try Executable.run(["trips", "--store", "trips.example", "list"])
    #expect(bad.status == 64)
    #expect(bad.errors.contains("Give the store as a PostgreSQL URL"), "\(bad.errors)")
  }

  @Test(
    "A store that refuses the user, or has no such database, says so at once, not that it cannot be reached"
  )
  func refused() throws {
    let server = try PostgresServer()
    defer { server.stop() }
    let port = server.port
    for (store, sentence) in [
      (
        "postgresql://nobody:secret-word@127.0.0.1:\(port)/postgres",
        "The store refused the user nobody, database postgres on 127.0.0.1, port \(port). Check the user and password in the store's address."
      ),
      (
        "postgresql://itin@127.0.0.1:\(port)/journeys",
        "There is no database journeys on 127.0.0.1, port \(port). Make it first, with createdb."
      ),
    ] {
      let refused = try Executable.run(["trips", "--store", store, "list"])
      #expect(refused.status == 1)
      #expect(refused.errors == sentence + "\n")
      #expect(!(refused.output + refused.errors).contains("secret-word"))
    }
  }
}

@Suite("A store's address: a PostgreSQL URL")
struct StoreAddressTests {
  @Test("A URL's user, password, host, port and database, escapes read")
  func parts() throws {
    let full = try #require(StoreAddress(url: "postgresql://ana:p%40ss@db.example:6543/trips"))
    #expect(full.user == "ana" && full.password == "p@ss" && full.host == "db.example")
    #expect(full.port == 6543 && full.database == "trips")
    let short = try #require(StoreAddress(url: "postgres://ana@[::1]/trips?sslmode=disable"))
    #expect(short.host == "::1" && short.port == 5432 && short.password == nil)
    for bad in [
      "mysql://ana@db/trips", "postgresql://db/trips", "postgresql://ana@db",
      "postgresql://ana@db:99999/t",
      "postgresql://ana@/trips",
    ] {
      #expect(StoreAddress(url: bad) == nil, "\(bad)")
    }
  }

  @Test("Every shipped language says every hosted message itself", arguments: ["es", "de", "fr"])
  func everyLanguage(language: String) throws {
    let catalog = try #require(Catalog.shipped(language: language))
    let english = Set(Catalog.english.keys.filter { $0.hasPrefix("hosted.") })
    #expect(english == Set(HostedMessage.allCases.map(\.rawValue)))
    for message in HostedMessage.allCases {
      let text = try #require(catalog.text(for: message.rawValue))
      #expect(text != Catalog.english.text(for: message.rawValue), "\(language) \(message)")
    }
  }
}
