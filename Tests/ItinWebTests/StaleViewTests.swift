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

  @Test("A move refused for a stale view changes nothing: another's grab goes on")
  func refusedChangesNothing() async throws {
    let host = try TripHostTests.host()
    let seen = await host.trip(in: .english, for: "Ana", page: "1/a").status.revision
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"lunch","move":"down"}"#, from: "2/s", by: "Sam")
    _ = await host.handle("focus falls", by: "Lee", in: .english)
    _ = await host.handle("grab", by: "Lee", in: .english)
    let refused = try #require(
      try await TripHostTests.perform(
        host, StaleViewTests.move("lunch", "down", revision: seen), from: "1/a", by: "Ana"))
    #expect(refused.said.first?.hasPrefix("Can't move Lunch") == true, "\(refused.said)")
    // The terminal's grab was not ended by a request that did nothing.
    #expect(await host.session.editor.grab?.item.id == "falls")
    #expect(
      await host.handle("down", by: "Lee", in: .english).lines.first?.contains("moved") == true)
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

/// Who is here, heard by the others.
@Suite("serve: joining, leaving and stopping are heard")
struct PresenceTests {
  static func told(_ bytes: [UInt8]?) -> String? {
    let text = String(decoding: bytes ?? [], as: UTF8.self)
    let json = String(text.dropFirst("data: ".count))
    let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    return (object?["told"] as? [String: Any])?["said"] as? String
  }

  @Test(
    "A person's first page says they joined, to the others and the terminal; a reload says nothing; their last page gone says they left"
  )
  func joinAndLeave() async throws {
    let host = try TripHostTests.host()
    var sam = await host.listen(page: "1/s", person: "Sam", in: .english).makeAsyncIterator()
    _ = await sam.next()
    var terminal = await host.listenAtTerminal(
      page: TripHost.terminalPage, in: .english, brief: false
    )
    .makeAsyncIterator()
    var ana: AsyncStream<[UInt8]>? = await host.listen(page: "2/a", person: "Ana", in: .english)
    #expect(PresenceTests.told(await sam.next()) == "Ana joined the trip.")
    #expect(
      await terminal.next().map { String(decoding: $0, as: UTF8.self) } == "Ana joined the trip.")
    // A second page of hers: nothing more is said.
    var again: AsyncStream<[UInt8]>? = await host.listen(page: "2/b", person: "Ana", in: .english)
    // Both gone: said once the grace has passed, and not before.
    ana = nil
    again = nil
    _ = (ana, again)
    #expect(PresenceTests.told(await sam.next()) == "Ana left the trip.")
    #expect(
      await terminal.next().map { String(decoding: $0, as: UTF8.self) } == "Ana left the trip.")
  }

  @Test("Stopping tells every page at once, and ends their streams")
  func stopping() async throws {
    let host = try TripHostTests.host()
    var ana = await host.listen(page: "2/a", person: "Ana", in: .english).makeAsyncIterator()
    _ = await ana.next()
    _ = await host.stop(in: .english, by: "Sam")
    #expect(
      PresenceTests.told(await ana.next())
        == "The trip is no longer served. Sam stopped it, and changes here are not kept.")
    #expect(await ana.next() == nil)
  }
}

/// serve stopping, heard by a page as it happens.
@Suite("serve: a page hears at once that serve stopped", .serialized)
struct StoppingHeardTests {
  @Test("Control-C at serve's terminal: every page's stream says so, then ends")
  func stopHeard() throws {
    let served = try ServedTrip([], stateFolder: Scratch.folder("web-stop-heard"))
    let key = served.key
    let curl = Process()
    curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    curl.arguments = [
      "curl", "-s", "-N", "--max-time", "20", "-H", "Cookie: itin-a11y-\(served.port)=\(key)",
      served.origin + "/api/events?page=a",
    ]
    let output = Pipe()
    curl.standardOutput = output
    try curl.run()
    usleep(800_000)
    let stopped = served.stop()
    #expect(stopped.status == 0)
    curl.waitUntilExit()
    let heard = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(
      heard.contains(
        #""said":"The trip is no longer served. Host stopped it, and changes here are not kept.""#),
      "\(heard)")
  }
}
