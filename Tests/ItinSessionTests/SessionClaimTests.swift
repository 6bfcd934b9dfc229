import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

@Suite("Two sessions on one file: the second is told, and each keeps its own journal")
struct SessionClaimTests {
  /// A trip file and a recovery folder of their own.
  struct Place {
    let path: String
    let state: String

    init() {
      let folder = Sample.folder()
      path = folder + "/trip.json"
      state = folder + "/state"
      Sample.write(to: path)
    }

    func session(
      interactive: Bool = false, openAnyway: Bool = false, owner: SessionToken = .mine()
    ) throws -> Session {
      Session(
        document: try TripDocument.open(atPath: path), path: path, isInteractive: interactive,
        recoveryFolder: state, openAnyway: openAnyway, owner: owner)
    }

    func files(_ suffix: String) -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: state)) ?? []).filter {
        $0.hasSuffix(suffix)
      }.sorted()
    }
  }

  @Test("Through a pipe, a file open in another session is refused with a sentence and exit 1")
  func pipeRefuses() throws {
    let place = Place()
    var first = try place.session()
    #expect(first.start() == Reply(lines: []))
    #expect(place.files(".open").count == 1)
    var second = try place.session()
    #expect(
      second.start()
        == Reply(
          lines: [
            "Can't open trip.json. Another itin-a11y session has it open. Add --open-anyway to open it all the same."
          ], quits: true, exitStatus: 1))
    var anyway = try place.session(openAnyway: true)
    #expect(anyway.start() == Reply(lines: []))
    first.close()
    anyway.close()
    #expect(place.files(".open").isEmpty)
    var third = try place.session()
    #expect(third.start() == Reply(lines: []))
  }

  @Test(
    "On a terminal the second session is asked; no ends it, yes opens with a journal of its own")
  func terminalAsks() throws {
    let place = Place()
    var first = try place.session()
    _ = first.start()
    let question = "Another itin-a11y session has trip.json open. Open it anyway? Yes or no."
    var declined = try place.session(interactive: true)
    #expect(declined.start().lines == [question])
    #expect(declined.handle("").lines == [question])
    #expect(declined.handle("no") == Reply(lines: ["Nothing was opened."], quits: true))

    var second = try place.session(interactive: true)
    _ = second.start()
    // The trip's opening waits for the answer.
    #expect(
      second.handle("yes")
        == Reply(lines: [
          "Midwest ballpark road trip. 5 days, 15 items.", "Type help for the commands.",
        ]))
    #expect(place.files(".open").count == 2)
    first.type("down")
    let firstJournal = try #require(place.files(".journal").first)
    let firstBytes = FileManager.default.contents(atPath: place.state + "/" + firstJournal)
    second.type("move to day 3", "move to day 4")
    #expect(place.files(".journal").count == 2, "each session keeps its own journal")
    #expect(FileManager.default.contents(atPath: place.state + "/" + firstJournal) == firstBytes)
  }

  @Test("Two sessions started in the same instant: one opens, the other is told")
  func sameInstant() throws {
    final class Outcomes: @unchecked Sendable {
      let lock = NSLock()
      var refused = [Int](repeating: 0, count: 60)
      func refuse(_ index: Int) { lock.withLock { refused[index] += 1 } }
    }
    let outcomes = Outcomes()
    for index in 0..<60 {
      let place = Place()
      let sessions = try (0..<2).map { _ in try place.session() }
      DispatchQueue.concurrentPerform(iterations: 2) { which in
        var session = sessions[which]
        if session.start().exitStatus == 1 { outcomes.refuse(index) }
      }
    }
    #expect(outcomes.refused.allSatisfy { $0 == 1 }, "\(outcomes.refused)")
  }

  @Test("A marker left by a session that no longer runs is stale: cleared, and not told")
  func staleMarkerCleared() throws {
    let place = Place()
    var killed = try place.session(owner: .ended())
    _ = killed.start()
    killed.type("down")
    #expect(place.files(".open").count == 1)
    var next = try place.session()
    // Its moves are offered back; the marker is gone.
    #expect(
      next.start().lines == [
        "trip.json has 1 unsaved change from a session that did not end. Restore it? Yes or no."
      ])
    #expect(place.files(".open").count == 1, "only the new session's own marker")
    #expect(next.say("yes") == "Restored 1 unsaved change.")
  }

  @Test("open and save as refuse a file open in another session, through a pipe")
  func openAndSaveAsRefuse() throws {
    let place = Place()
    var holder = try place.session()
    _ = holder.start()
    var other = Session(document: Sample.document, path: nil, recoveryFolder: place.state)
    #expect(
      other.say("open \(place.path)")
        == "Can't open trip.json. Another itin-a11y session has it open.")
    other.type("down")
    #expect(
      other.say("save as \(place.path)")
        == "Can't save to trip.json. Another itin-a11y session has it open.")
    #expect(FileManager.default.contents(atPath: place.path) == Data(SampleTrip.json.utf8))
    holder.close()
    #expect(
      other.say("save as \(place.path)") == "trip.json already exists. Replace it? Yes or no.")
  }
}
