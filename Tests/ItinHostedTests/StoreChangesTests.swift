import Foundation
import ItinHosted
import ItineraryCore
import Testing
import TripTestSupport

/// A trip's changes in the store: one writer, one transaction each, told
/// to every process.
@Suite("The store's changes: a lease for one writer, a change a transaction, told to all")
struct StoreChangesTests {
  /// The sample trip stored for Ana on `server`: its id.
  static func stored(on address: StoreAddress) async throws -> String {
    try await TripStore.with(address) { store in
      try await store.add(tripFile: Array(SampleTrip.json.utf8), owner: "Ana").trip.id
    }
  }

  @Test("One process writes a trip at a time; a lease that runs out, or is given up, passes on")
  func leases() async throws {
    let server = try PostgresServer()
    defer { server.stop() }
    let address = try #require(StoreAddress(url: server.url))
    let trip = try await Self.stored(on: address)
    let (first, second, again, released) = try await TripStore.with(address) { store in
      (
        try await store.claim(trip, as: "one", seconds: 30),
        try await store.claim(trip, as: "two", seconds: 30),
        try await store.claim(trip, as: "one", seconds: 1),
        try await { () async throws -> Bool in
          try await store.release(trip, as: "one")
          return try await store.claim(trip, as: "two", seconds: 1)
        }()
      )
    }
    #expect(first && !second && again && released)
    // Two's lease of a second runs out: one takes the trip back.
    try await Task.sleep(for: .milliseconds(1_300))
    let after = try await TripStore.with(address) { store in
      try await store.claim(trip, as: "one", seconds: 30)
    }
    #expect(after)
    await #expect(throws: StoreProblem.noSuchTrip("lisbon")) {
      try await TripStore.with(address) { store in
        try await store.claim("lisbon", as: "one", seconds: 5)
      }
    }
  }

  @Test(
    "A change is its trip's file and its step in one transaction; one made on an old revision writes nothing"
  )
  func changes() async throws {
    let server = try PostgresServer()
    defer { server.stop() }
    let address = try #require(StoreAddress(url: server.url))
    let trip = try await Self.stored(on: address)
    let changed = Array(
      SampleTrip.json.replacingOccurrences(of: "Brewery tour", with: "Brewery visit").utf8)
    await #expect(throws: StoreProblem.notHolder(trip: trip)) {
      try await TripStore.with(address) { store in
        try await store.record(
          trip, from: 0, document: changed, step: "{}", author: "Ana", holder: "one")
      }
    }
    let outcome = try await TripStore.with(address) { store in
      _ = try await store.claim(trip, as: "one", seconds: 30)
      let revision = try await store.record(
        trip, from: 0, document: changed, step: #"{"rename":"brewery"}"#, author: "Ana",
        holder: "one")
      var stale: StoreProblem?
      do {
        _ = try await store.record(
          trip, from: 0, document: Array(SampleTrip.json.utf8), step: "{}", author: "Bo",
          holder: "one")
      } catch let problem as StoreProblem {
        stale = problem
      }
      return (
        revision, stale, try await store.trip(trip), try await store.steps(of: trip, after: 0)
      )
    }
    #expect(outcome.0 == 1)
    #expect(outcome.1 == StoreProblem.stale(trip: trip, revision: 1))
    #expect(outcome.2.revision == 1 && outcome.2.document == changed)
    #expect(outcome.3.count == 1)
    #expect(outcome.3.first?.author == "Ana" && outcome.3.first?.step == #"{"rename":"brewery"}"#)
  }

  @Test(
    "A process renews all its leases at once, and learns which trip another process took meanwhile"
  )
  func renewals() async throws {
    let server = try PostgresServer()
    defer { server.stop() }
    let address = try #require(StoreAddress(url: server.url))
    let kept = try await Self.stored(on: address)
    let taken = try await Self.stored(on: address)
    let claimed = try await TripStore.with(address) { store in
      (
        try await store.claim(kept, as: "one", seconds: 1),
        try await store.claim(taken, as: "one", seconds: 1)
      )
    }
    #expect(claimed.0 && claimed.1)
    // One stalls past its leases; two takes one trip, and one renews.
    try await Task.sleep(for: .milliseconds(1_300))
    let (twoTook, held) = try await TripStore.with(address) { store in
      (
        try await store.claim(taken, as: "two", seconds: 30),
        try await store.renew(as: "one", seconds: 30)
      )
    }
    #expect(twoTook)
    #expect(held == [kept])
    let stillTwos = try await TripStore.with(address) { store in
      try await store.claim(taken, as: "one", seconds: 30)
    }
    #expect(!stillTwos)
  }

  @Test(
    "A process says where it is reached; one registering at the address of one killed takes its place, and the holder of a trip is found by its lease"
  )
  func processes() async throws {
    let server = try PostgresServer()
    defer { server.stop() }
    let address = try #require(StoreAddress(url: server.url))
    let trip = try await Self.stored(on: address)
    let found = try await TripStore.with(address) { store in
      try await store.register("one", at: "10.0.0.1:8080")
      try await store.register("two", at: "10.0.0.2:8080")
      _ = try await store.claim(trip, as: "two", seconds: 30)
      let holder = try await store.holder(of: trip)
      // "one" was killed; a new process starts at its address.
      try await store.register("three", at: "10.0.0.1:8080")
      return (holder, try await store.processes())
    }
    #expect(found.0?.process == "two" && found.0?.address == "10.0.0.2:8080")
    #expect(found.1 == ["two": "10.0.0.2:8080", "three": "10.0.0.1:8080"])
    let after = try await TripStore.with(address) { store in
      try await store.unregister("two")
      return (try await store.holder(of: trip), try await store.processes())
    }
    // A holder that says it stopped is no longer where its trip is served.
    #expect(after.0 == nil)
    #expect(after.1 == ["three": "10.0.0.1:8080"])
  }

  @Test("Every process hears each change another records, with its trip and revision")
  func othersHear() async throws {
    let server = try PostgresServer()
    defer { server.stop() }
    let address = try #require(StoreAddress(url: server.url))
    let trip = try await Self.stored(on: address)
    let heard = Heard()
    let listening = Task {
      try await TripStore.with(address) { store in
        try await store.listen { change in await heard.add(change) }
      }
    }
    // Listening once a change told before it started is missed: wait until
    // the listener is there, by changing until it hears one.
    var revision = 0
    try await TripStore.with(address) { store in
      _ = try await store.claim(trip, as: "writer", seconds: 30)
    }
    for _ in 0..<100 where await heard.all.isEmpty {
      revision = try await TripStore.with(address) { [revision] store in
        try await store.record(
          trip, from: revision, document: Array(SampleTrip.json.utf8), step: "{}", author: "Ana",
          holder: "writer")
      }
      try await Task.sleep(for: .milliseconds(100))
    }
    let first = try #require(await heard.all.first)
    #expect(first.trip == trip && first.revision >= 1 && first.from == first.revision - 1)
    #expect(first.writer == "writer")
    let next = try await TripStore.with(address) { [revision] store in
      try await store.record(
        trip, from: revision, document: Array(SampleTrip.json.utf8), step: "{}", author: "Bo",
        holder: "writer")
    }
    for _ in 0..<100 where await !heard.all.contains(where: { $0.revision == next }) {
      try await Task.sleep(for: .milliseconds(20))
    }
    // Each says the revision it starts from: a listener that has another
    // knows it missed a change.
    #expect(
      await heard.all.contains(
        TripStore.Change(trip: trip, from: revision, revision: next, writer: "writer")))
    listening.cancel()
  }
}

/// The changes a listener heard.
private actor Heard {
  var all: [TripStore.Change] = []
  func add(_ change: TripStore.Change) { all.append(change) }
}
