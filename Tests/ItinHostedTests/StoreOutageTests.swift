import Foundation
import ItinHosted
import ItineraryCore
import Testing
import TripTestSupport

/// The store while its PostgreSQL is stopped and started again.
@Suite("The store through an outage: said at once while PostgreSQL is down, then on again")
struct StoreOutageTests {
  @Test(
    "While PostgreSQL is stopped each call says the store cannot be reached, within seconds; started again, the same store goes on"
  )
  func stoppedAndStarted() async throws {
    let server = try PostgresServer()
    defer { server.stop() }
    let address = try #require(StoreAddress(url: server.url))
    try await TripStore.with(address) { store in
      let trip = try await store.add(tripFile: Array(SampleTrip.json.utf8), owner: "Ana").trip.id
      #expect(try await store.claim(trip, as: "one", seconds: 60))
      server.stop()
      let clock = ContinuousClock()
      let started = clock.now
      await #expect(throws: StoreProblem.unreachable) {
        _ = try await store.trip(trip)
      }
      let waited = clock.now - started
      // Within seconds (5 of patience, then three probes), where the pool
      // alone waits about a minute; half that, for a machine loaded with
      // a build beside the tests, which took 15.1 s once.
      #expect(waited < .seconds(30), "\(waited)")
      try server.start()
      var back: Int?
      for _ in 0..<100 where back == nil {
        back = try? await store.trip(trip).revision
        if back == nil { try await Task.sleep(for: .milliseconds(200)) }
      }
      #expect(back == 0)
      let revision = try await store.record(
        trip, from: 0, document: Array(SampleTrip.json.utf8), step: "{}", author: "Ana",
        holder: "one")
      #expect(revision == 1)
    }
  }
}
