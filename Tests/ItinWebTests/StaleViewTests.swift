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

/// A grab ended by another's move of its own item.
@Suite("serve: a grab ended by another's move says where the item is now")
struct GrabEndedWhereTests {
  static func change(_ bytes: [UInt8]?) throws -> [String: Any] {
    let text = String(decoding: bytes ?? [], as: UTF8.self)
    let json = String(text.dropFirst("data: ".count)).trimmingCharacters(
      in: .whitespacesAndNewlines)
    return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  @Test(
    "Another's move of the grabbed item: the holder hears where it is after that move, with no promise their undo cannot keep; their next Enter is refused"
  )
  func movedItself() async throws {
    let host = try TripHostTests.host()
    var holder = await host.listen(page: "1/a", person: "Ana", in: .english).makeAsyncIterator()
    _ = await holder.next()
    _ = try await TripHostTests.perform(
      host, #"{"act":"grab","id":"lunch"}"#, from: "1/a", by: "Ana")
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"lunch","move":"down"}"#, from: "1/a", by: "Ana")
    // Bo moves lunch itself, down again.
    let moved = try await TripHostTests.perform(
      host, #"{"act":"move","id":"lunch","move":"down"}"#, from: "2/b", by: "Bo")
    #expect(moved?.said == ["Lunch at Lou Malnati's moved to position 3 of day 1."])
    let sentence =
      "Bo changed the trip while you held Lunch at Lou Malnati's. It is now at position 3 of day 1."
    let told = try GrabEndedWhereTests.change(await holder.next())
    #expect(told["ended"] as? String == sentence)
    // Her Enter picks nothing up: refused, with the same sentence.
    let entered = try #require(
      try await TripHostTests.perform(host, #"{"act":"grab","id":"lunch"}"#, from: "1/a", by: "Ana")
    )
    #expect(entered.said == [sentence] && entered.assertive)
    #expect(await host.session.editor.grab == nil)
    // And her undo is indeed refused, as no promise said otherwise.
    let undone = try #require(
      try await TripHostTests.perform(host, #"{"act":"undo"}"#, from: "1/a", by: "Ana"))
    #expect(undone.said.first?.hasPrefix("Can't undo.") == true, "\(undone.said)")
  }
}
