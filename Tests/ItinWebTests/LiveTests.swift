import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@testable import ItinWeb

/// Every page hears what another page changed, as it happens.
@Suite("serve: a change on one page is told to every other page")
struct LiveTests {
  /// The event's JSON, without its `data: ` and its blank line.
  static func change(_ bytes: [UInt8]?) throws -> [String: Any] {
    let text = String(decoding: try #require(bytes), as: UTF8.self)
    #expect(text.hasPrefix("data: {") && text.hasSuffix("}\n\n"), "\(text)")
    #expect(!text.dropLast(2).contains("\n"), "one line of data")
    let json = Data(text.dropFirst("data: ".count).utf8)
    return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
  }

  @Test(
    "A move is told to the other pages in their languages, with its rows and its mover's name, and not to its own; once they pause, what they did"
  )
  func othersHear() async throws {
    let host = try TripHostTests.host()
    let german = try #require(Catalog.shipped(language: "de"))
    var other = await host.listen(page: "B", in: german).makeAsyncIterator()
    var own = await host.listen(page: "A", in: .english).makeAsyncIterator()
    #expect(await host.listenerCount == 2)
    // Each stream opens with a comment, for the page to know it is heard,
    // and the revision it starts from.
    let before = await host.session.editor.revision
    let opening = Array(": listening\n\ndata: {\"at\":\"\(before)\"}\n\n".utf8)
    #expect(await other.next() == opening)
    #expect(await own.next() == opening)
    // The revision a page's trip says: a page that has just loaded the
    // trip reads it again only when a change came between.
    #expect(await host.trip(in: .english).status.revision == String(before))
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"lunch","move":"down"}"#, from: "A", by: "Ana")
    let heard = try Self.change(await other.next())
    #expect(heard["since"] as? String == String(before))
    let answer = try #require(heard["answer"] as? [String: Any])
    #expect(
      answer["said"] as? [String] == [
        "Ana hat Lunch at Lou Malnati's an Position 2 von Tag 1 verschoben."
      ])
    #expect(answer["assertive"] as? Bool == false)
    let days = try #require(answer["days"] as? [[String: Any]])
    #expect(days.map { $0["day"] as? Int } == [1])
    let rows = try #require(days.first?["items"] as? [[String: Any]])
    #expect(rows.compactMap { $0["id"] as? String } == ["cubs", "lunch"])
    let status = try #require(answer["status"] as? [String: Any])
    #expect(status["revision"] as? String == String(await host.session.editor.revision))
    // A drag's target changes nothing: no one is told. The next thing the
    // first page hears is the second page's move, not its own.
    _ = try await TripHostTests.perform(host, #"{"act":"drag-start","id":"brewery"}"#, from: "B")
    _ = try await TripHostTests.perform(
      host, #"{"act":"drag-over","day":2,"position":0}"#, from: "B")
    _ = try await TripHostTests.perform(host, #"{"act":"drag-cancel"}"#, from: "B")
    _ = try await TripHostTests.perform(host, #"{"act":"undo"}"#, from: "B")
    let undone = try #require(try Self.change(await own.next())["answer"] as? [String: Any])
    #expect(
      (undone["said"] as? [String])?.first
        == "Someone undid a move. Lunch at Lou Malnati's is back at position 1 of day 1.",
      "\(undone["said"] ?? "")")
    // The second page heard nothing of its own undo: its next is the first's.
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"brewery","move":"up"}"#, from: "A", by: "Ana")
    let moved = try #require(try Self.change(await other.next())["answer"] as? [String: Any])
    #expect(
      (moved["said"] as? [String])?.first
        == "Ana hat Brewery tour an Position 1 von Tag 2 verschoben.")
    // Ana's two quick changes, on two days, are told as one, once she
    // pauses; the first page is told the second's undo, alone.
    let told = try #require(try Self.change(await other.next())["told"] as? [String: Any])
    #expect(told["said"] as? String == "Ana hat 2 Änderungen gemacht.")
    #expect(told["brief"] as? String == "Ana hat 2 Änderungen gemacht.")
    #expect(told["count"] as? Int == 2)
    let toldFirst = try #require(try Self.change(await own.next())["told"] as? [String: Any])
    #expect(
      toldFirst["said"] as? String
        == "Someone undid a move. Lunch at Lou Malnati's is back at position 1 of day 1.")
    #expect(toldFirst["brief"] as? String == "Someone made 1 change on day 1.")
  }

  @Test(
    "A grab another's change ends stays where it was heard: its holder is told at once, its next key is refused with who, and its undo is its own"
  )
  func grabEndedByAnother() async throws {
    let host = try TripHostTests.host()
    var holder = await host.listen(page: "A", in: .english).makeAsyncIterator()
    _ = await holder.next()
    let lunch = ItemID("lunch")
    _ = try await TripHostTests.perform(host, #"{"act":"grab","id":"lunch"}"#, from: "A", by: "Ana")
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"lunch","move":"down"}"#, from: "A", by: "Ana")
    // Bo moves another item: Ana's grab ends where lunch stands.
    let moved = try await TripHostTests.perform(
      host, #"{"act":"move","id":"falls","move":"up"}"#, from: "B", by: "Bo")
    #expect(moved?.said == ["Walk at Minnehaha Falls moved to position 2 of day 3."])
    #expect(await host.session.editor.grab == nil)
    #expect(await host.session.trip.position(of: lunch) == Position(day: 1, rank: 2))
    let sentence =
      "Bo changed the trip while you held Lunch at Lou Malnati's. It is now at position 2 of day 1. Undo puts it back."
    let told = try Self.change(await holder.next())
    #expect(told["ended"] as? String == sentence)
    // Ana's Enter drops nothing: it is refused, saying why, at once.
    let dropped = try #require(
      try await TripHostTests.perform(host, #"{"act":"drop"}"#, from: "A", by: "Ana"))
    #expect(dropped.said == [sentence] && dropped.assertive)
    #expect(await host.session.trip.position(of: lunch) == Position(day: 1, rank: 2))
    // Her undo takes back her grab's move, past Bo's later one.
    let undone = try await TripHostTests.perform(host, #"{"act":"undo"}"#, from: "A", by: "Ana")
    #expect(undone?.said == ["Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1."])
    #expect(await host.session.trip.position(of: "falls") == Position(day: 3, rank: 2))
    // The terminal's grab, ended by a page, the same way.
    _ = await host.handle("grab", by: "Sam", in: .english)
    _ = await host.handle("down", by: "Sam", in: .english)
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"barbecue","move":"up"}"#, from: "B", by: "Bo")
    let refused = await host.handle("drop", by: "Sam", in: .english)
    #expect(
      refused.lines == [
        "Bo changed the trip while you held Lunch at Lou Malnati's. It is now at position 2 of day 1. Undo puts it back."
      ])
    #expect(await host.session.editor.grab == nil)
  }

  @Test(
    "Two people drag the same item at once: each drag is its own, the first drop moves it, the other's is refused as stale"
  )
  func twoDrags() async throws {
    let host = try TripHostTests.host()
    let lunch = ItemID("lunch")
    _ = try await TripHostTests.perform(
      host, #"{"act":"drag-start","id":"lunch"}"#, from: "A", by: "Ana")
    _ = try await TripHostTests.perform(
      host, #"{"act":"drag-start","id":"lunch"}"#, from: "B", by: "Bo")
    // Each page's target is its own: Ana's over day 2, Bo's over day 3.
    let overA = try await TripHostTests.perform(
      host, #"{"act":"drag-over","day":2,"position":0}"#, from: "A", by: "Ana")
    let overB = try await TripHostTests.perform(
      host, #"{"act":"drag-over","day":3,"position":0}"#, from: "B", by: "Bo")
    #expect(overA?.allowed == true && overB?.allowed == true)
    #expect(overA?.said.first?.contains("day 2") == true, "\(overA?.said ?? [])")
    #expect(overB?.said.first?.contains("day 3") == true, "\(overB?.said ?? [])")
    let dropA = try #require(
      try await TripHostTests.perform(
        host, #"{"act":"drag-drop","day":2,"position":0}"#, from: "A", by: "Ana"))
    #expect(
      dropA.said.first?.hasPrefix("Lunch at Lou Malnati's moved to position 1 of day 2") == true)
    let dropB = try #require(
      try await TripHostTests.perform(
        host, #"{"act":"drag-drop","day":3,"position":0}"#, from: "B", by: "Bo"))
    #expect(dropB.said == ["Can't drop Lunch at Lou Malnati's. The trip changed during the drag."])
    #expect(dropB.assertive && dropB.allowed == false)
    #expect(await host.session.trip.position(of: lunch) == Position(day: 2, rank: 1))
    #expect(await host.drags.isEmpty)
  }

  @Test("A drop after another page's change is refused with why, and nothing moves")
  func staleDrop() async throws {
    let host = try TripHostTests.host()
    let lunch = ItemID("lunch")
    let start = await host.session.trip.position(of: lunch)
    _ = try await TripHostTests.perform(host, #"{"act":"drag-start","id":"lunch"}"#, from: "B")
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"brewery","move":"up"}"#, from: "A")
    let dropped = try #require(
      try await TripHostTests.perform(
        host, #"{"act":"drag-drop","day":2,"position":0}"#, from: "B"))
    #expect(
      dropped.said == ["Can't drop Lunch at Lou Malnati's. The trip changed during the drag."])
    #expect(dropped.assertive && dropped.allowed == false)
    #expect(await host.session.trip.position(of: lunch) == start)
    // The drag is over; one begun after the change drops where it is let go.
    #expect(
      try await TripHostTests.perform(host, #"{"act":"drag-drop","day":2,"position":0}"#) == nil)
    _ = try await TripHostTests.perform(host, #"{"act":"drag-start","id":"lunch"}"#, from: "B")
    let again = try #require(
      try await TripHostTests.perform(
        host, #"{"act":"drag-drop","day":2,"position":0}"#, from: "B"))
    #expect(again.allowed == true)
    #expect(await host.session.trip.position(of: lunch) == Position(day: 2, rank: 1))
    // In German, and for several items together.
    _ = try await TripHostTests.perform(host, #"{"act":"toggle-select","id":"lunch"}"#)
    _ = try await TripHostTests.perform(host, #"{"act":"toggle-select","id":"brewery"}"#)
    _ = try await TripHostTests.perform(host, #"{"act":"drag-start","id":"lunch"}"#, from: "B")
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"falls","move":"up"}"#, from: "A")
    let german = try #require(Catalog.shipped(language: "de"))
    let refused = try #require(
      await host.perform(
        try TripHostTests.request(#"{"act":"drag-drop","day":4,"position":0}"#), from: "B",
        in: german))
    #expect(
      refused.said == [
        "2 Einträge können nicht abgelegt werden. Die Reise hat sich während des Ziehens geändert."
      ])
  }

  @Test("A page that goes stops listening")
  func pagesGo() async throws {
    let host = try TripHostTests.host()
    let stream = await host.listen(page: "B", in: .english)
    let reading = Task { for await _ in stream {} }
    #expect(await host.listenerCount == 1)
    reading.cancel()
    var waited = 0
    while await host.listenerCount > 0, waited < 200 {
      try await Task.sleep(for: .milliseconds(10))
      waited += 1
    }
    #expect(await host.listenerCount == 0)
  }
}
