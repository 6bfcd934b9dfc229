import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@testable import ItinWeb

/// A person's quick changes are told to the others as one: a key pressed
/// again once its answer is heard belongs to the same run, and moves of one
/// item are told as where it ended.
@Suite("serve: a person's quick changes are gathered")
struct GatheringTests {
  /// The next event on `events` that tells what someone did, skipping the
  /// changes drawn in place.
  static func nextTold(_ events: inout AsyncStream<[UInt8]>.Iterator) async throws -> [String: Any]
  {
    while let bytes = await events.next() {
      let change = try LiveTests.change(bytes)
      if let told = change["told"] as? [String: Any] { return told }
    }
    Issue.record("the stream ended before anything was told")
    return [:]
  }

  @Test(
    "Moves of one item 0.8 s apart are told once, as where the item ended; at a terminal too"
  )
  func oneItemRepeated() async throws {
    let host = try TripHostTests.host()
    var page = await host.listen(page: "B", in: .english).makeAsyncIterator()
    _ = await page.next()
    var terminal = await host.listenAtTerminal(page: "T", in: .english, brief: false)
      .makeAsyncIterator()
    for _ in 0..<3 {
      _ = try await TripHostTests.perform(
        host, #"{"act":"move","id":"lunch","move":"down"}"#, from: "A", by: "Ana")
      try await Task.sleep(for: .milliseconds(800))
    }
    let told = try await Self.nextTold(&page)
    let position = try #require(await host.session.trip.position(of: "lunch"))
    let sentence =
      "Ana moved Lunch at Lou Malnati's to position \(position.rank) of day \(position.day)."
    #expect(told["count"] as? Int == 3)
    #expect(told["said"] as? String == sentence)
    #expect(told["brief"] as? String != sentence)
    let line = TripHost.terminalNotice(try #require(await terminal.next()))
    #expect(line.line == sentence)
    // With the revision it tells of, for a terminal that listed it already.
    #expect(line.revision == (await host.session.editor.revision))
  }

  @Test("Quick changes of two items are told as how many, on which day")
  func twoItems() async throws {
    let host = try TripHostTests.host()
    var page = await host.listen(page: "B", in: .english).makeAsyncIterator()
    _ = await page.next()
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"lunch","move":"down"}"#, from: "A", by: "Ana")
    try await Task.sleep(for: .milliseconds(800))
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"lunch","move":"up"}"#, from: "A", by: "Ana")
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"wrigleyville","move":"up"}"#, from: "A", by: "Ana")
    let told = try await Self.nextTold(&page)
    #expect(told["count"] as? Int == 3)
    #expect(told["said"] as? String == "Ana made 3 changes on day 1.")
  }
}
