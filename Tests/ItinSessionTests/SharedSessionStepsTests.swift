import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// A device that follows a shared session: the session's changes, as steps
/// with their authors and revisions, taken in by a device's editor.
@Suite("A shared session's changes as steps a device follows")
struct SharedSessionStepsTests {
  let sam = SharedSession.Seat(holder: "terminal")
  let ana = SharedSession.Seat(holder: "1", tab: "a")

  @Test(
    "Moves, edits, grabs, each person's undo and redo: a follower on the start ends with the session's list"
  )
  func followerEndsEqual() throws {
    var random = SplitMix64(seed: 4242)
    let lines = [
      "move down", "move up", "move to day 3", "move to top", "move to bottom", "undo", "redo",
      "grab", "down", "drop", "grab", "up", "cancel", "rename Deep dish", "remove", "add day",
      "next", "previous", "undo", "undo", "redo", "time 7 pm",
    ]
    let session = Session(document: try SampleTrip.document(), path: nil)
    var shared = SharedSession(session: session)
    let start = shared.stepsStart
    var follower = SharedEditor(Editor(trip: start), device: "phone", author: "Ben")
    var sent = 0
    for turn in 0..<200 {
      let (seat, person) = Bool.random(using: &random) ? (sam, "Sam") : (ana, "Ana")
      let line = try #require(lines.randomElement(using: &random))
      _ = shared.handle(line, at: seat, by: person, in: .english)
      // Steps arrive in batches, the newest first and some twice.
      if turn % 7 == 6 {
        let batch = Array(shared.steps[max(0, sent - 2)...])
        follower.receive(batch.reversed())
        sent = shared.steps.count
        if shared.session.editor.grab == nil {
          #expect(follower.editor.trip == shared.session.editor.trip, "after \(line)")
        }
      }
    }
    _ = shared.handle("cancel", at: sam, by: "Sam", in: .english)
    _ = shared.handle("cancel", at: ana, by: "Ana", in: .english)
    follower.receive(shared.steps)
    #expect(follower.editor.trip == shared.session.editor.trip)
    #expect(identicalPlacements(follower.editor.trip, shared.session.editor.trip))
    #expect(shared.steps.count > 40)
    #expect(shared.steps.contains { if case .undid = $0.kind { true } else { false } })
    #expect(shared.steps.contains { if case .redid = $0.kind { true } else { false } })
    #expect(Set(shared.steps.compactMap(\.author)) == ["Sam", "Ana"])
    // What the follower heard says who made each change.
    #expect(shared.steps.map(\.revision) == Array(1...shared.steps.count))
  }

  @Test("Steps are JSON a device reads, and a follower hears them with names")
  func stepsAreHeard() throws {
    let session = Session(document: try SampleTrip.document(), path: nil)
    var shared = SharedSession(session: session)
    var follower = SharedEditor(Editor(trip: shared.stepsStart), device: "phone", author: "Ben")
    _ = shared.handle("focus museum", at: ana, by: "Ana", in: .english)
    _ = shared.handle("move to day 3", at: ana, by: "Ana", in: .english)
    let data = try JSONEncoder().encode(shared.steps)
    let heard = follower.receive(try JSONDecoder().decode([SharedStep].self, from: data))
    #expect(
      heard.map(follower.renderer.text(of:)) == [
        "Ana moved Mill City Museum to position 4 of day 3."
      ])
  }
}
