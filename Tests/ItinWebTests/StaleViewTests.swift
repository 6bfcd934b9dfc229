import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@testable import ItinWeb

/// A key pressed on a view someone else has changed since is never carried
/// on from where the page showed the item.
@Suite("serve: a key on a stale view")
struct StaleViewTests {
  static func move(_ id: String, _ direction: String, revision: String) -> String {
    #"{"act":"move","id":"\#(id)","move":"\#(direction)","revision":"\#(revision)"}"#
  }

  @Test(
    "A move of an item another moved since the page's view is refused, naming who and where it is now; another item's goes through"
  )
  func movedSince() async throws {
    let host = try TripHostTests.host()
    let seen = await host.trip(in: .english, for: "Ana", page: "1/a").status.revision
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"lunch","move":"down"}"#, from: "2/s", by: "Sam")
    #expect(await host.session.trip.position(of: "lunch") == Position(day: 1, rank: 2))
    let refused = try #require(
      try await TripHostTests.perform(
        host, StaleViewTests.move("lunch", "down", revision: seen), from: "1/a", by: "Ana"))
    #expect(
      refused.said == [
        "Can't move Lunch at Lou Malnati's. Sam moved it since, to position 2 of day 1."
      ])
    #expect(refused.assertive && refused.full)
    #expect(await host.session.trip.position(of: "lunch") == Position(day: 1, rank: 2))
    // Another item, from the same old view: moved.
    let other = try #require(
      try await TripHostTests.perform(
        host, StaleViewTests.move("falls", "up", revision: seen), from: "1/a", by: "Ana"))
    #expect(other.said.first?.hasPrefix("Walk at Minnehaha Falls moved") == true, "\(other.said)")
    // From the view as it is now: moved.
    let now = await host.session.editor.revision
    let current = try #require(
      try await TripHostTests.perform(
        host, StaleViewTests.move("lunch", "down", revision: String(now)), from: "1/a", by: "Ana"))
    #expect(current.said == ["Lunch at Lou Malnati's moved to position 3 of day 1."])
  }

  @Test("One's own change since the view does not make it stale")
  func ownChange() async throws {
    let host = try TripHostTests.host()
    let seen = await host.trip(in: .english, for: "Ana", page: "1/a").status.revision
    _ = try await TripHostTests.perform(
      host, StaleViewTests.move("lunch", "down", revision: seen), from: "1/a", by: "Ana")
    let again = try #require(
      try await TripHostTests.perform(
        host, StaleViewTests.move("lunch", "down", revision: seen), from: "1/a", by: "Ana"))
    #expect(again.said == ["Lunch at Lou Malnati's moved to position 3 of day 1."])
  }
}
