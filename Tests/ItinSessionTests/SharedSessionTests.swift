import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

/// The rules of seats, as an app calls them: no server, no page.
@Suite("A shared session: seats with their own focus, grab and question")
struct SharedSessionTests {
  let sam = SharedSession.Seat(holder: "terminal")
  let ana = SharedSession.Seat(holder: "1", tab: "a")
  let anaOther = SharedSession.Seat(holder: "1", tab: "b")

  func shared() throws -> SharedSession {
    SharedSession(
      session: Session(document: try SampleTrip.document(), path: nil),
      starter: SharedSession.Seat(holder: "terminal"))
  }

  /// The lines of a request through the rules, or its refusal.
  func said(_ outcome: SharedSession.Outcome<Reply>) -> [String] {
    switch outcome {
    case .refused(let sentence): ["refused: " + sentence]
    case .done(let reply, _): reply.lines
    }
  }

  @Test(
    "A grab is its seat's: another seat's drop is refused with who holds it; its change ends it")
  func grabIsTheSeats() throws {
    var shared = try shared()
    let focused = try #require(shared.session.editor.focusedItem)
    _ = shared.handle("grab", at: sam, by: "Sam", in: .english)
    #expect(shared.grabSeat == sam)
    let drop = shared.perform(.endsGrab, at: ana, by: "Ana", in: .english) {
      $0.change { $0.drop() }.reply
    }
    let title = SpokenText.clean(focused.title)
    #expect(
      said(drop) == [
        "refused: " + SessionText()(.grabNotYours, ["person": "Sam", "title": title])
      ])
    #expect(shared.session.editor.grab != nil)
    // Ana moves another item: Sam's grab ends where it stands, as his step.
    let other = try #require(
      shared.session.trip.items(onDay: 2).first { !$0.isFixed && $0.id != focused.id })
    let moved = shared.perform(.moves(other.id, shown: nil), at: ana, by: "Ana", in: .english) {
      $0.change { $0.perform(.down, on: other.id) }.reply
    }
    guard case .done(_, let change) = moved else {
      Issue.record("Ana's move was refused: \(said(moved))")
      return
    }
    #expect(change.endedGrabOf == sam)
    #expect(shared.session.editor.grab == nil)
    #expect(shared.session.editor.history.undoSteps.map(\.author).contains("Ana"))
    // Sam's next key of the grab is refused, once, saying who and where.
    let position = try #require(shared.session.trip.position(of: focused.id))
    let again = shared.handle("drop", at: sam, by: "Sam", in: .english)
    #expect(
      again.reply.lines == [
        SessionText()(
          .grabEndedStays,
          [
            "person": "Ana", "title": title, "position": String(position.rank),
            "day": String(position.day),
          ])
      ] || again.reply.lines.first?.hasPrefix("Ana changed the trip while you held") == true)
    #expect(again.change == nil)
    #expect(
      shared.handle("drop", at: sam, by: "Sam", in: .english).reply.lines != again.reply.lines)
  }

  @Test("A question is answered only by its asker's seats; the others read, and wait to change")
  func questionIsTheAskers() throws {
    // A file changed on disk since it was opened: Ana's save asks whether
    // to replace it.
    let path = Sample.file(in: "shared-session", named: "asked.json")
    var session = Session(
      document: try TripDocument(bytes: Array(SampleTrip.json.utf8)), path: path,
      isInteractive: false)
    session.asksQuestions = true
    var shared = SharedSession(session: session)
    _ = shared.handle("move down", at: ana, by: "Ana", in: .english)
    let theirs = SampleTrip.json.replacingOccurrences(of: "Brewery tour", with: "Brewery visit")
    try theirs.write(toFile: path, atomically: true, encoding: .utf8)
    let asked = shared.handle("save", at: ana, by: "Ana", in: .english)
    guard shared.session.isAsking else {
      Issue.record("no question was asked: \(asked.reply.lines)")
      return
    }
    #expect(shared.showsQuestion(to: anaOther))
    #expect(!shared.showsQuestion(to: sam))
    #expect(shared.waitsForAnother(at: sam))
    #expect(
      shared.handle("yes", at: sam, by: "Sam", in: .english).reply.lines == [
        SessionText()(.questionNotYours, ["person": "Ana"])
      ])
    #expect(
      shared.handle("move up", at: sam, by: "Sam", in: .english).reply.lines == [
        SessionText()(.waitForAnswer, ["person": "Ana"])
      ])
    // A line that only reads is done beside the question.
    #expect(shared.handle("where", at: sam, by: "Sam", in: .english).reply.lines.count == 1)
    #expect(shared.session.isAsking)
    // Another tab of Ana's key answers it.
    _ = shared.handle("no", at: anaOther, by: "Ana", in: .english)
    #expect(!shared.session.isAsking)
  }

  @Test("Each seat keeps its focus: another's change never moves it")
  func focusIsTheSeats() throws {
    var shared = try shared()
    let first = shared.handle("where", at: sam, by: "Sam", in: .english).reply.lines
    _ = shared.handle("day 3", at: ana, by: "Ana", in: .english)
    _ = shared.handle("move down", at: ana, by: "Ana", in: .english)
    #expect(shared.handle("where", at: sam, by: "Sam", in: .english).reply.lines == first)
    let anas = shared.handle("where", at: ana, by: "Ana", in: .english).reply.lines
    #expect(anas != first)
  }

  @Test(
    "A move from a view another has changed since is refused with who and where; another item's goes"
  )
  func staleViewIsRefused() throws {
    var shared = try shared()
    let view = shared.session.editor.revision
    let moved = try #require(shared.session.trip.item("brewery"))
    let other = try #require(shared.session.trip.item("falls"))
    _ = shared.perform(.moves(moved.id, shown: nil), at: sam, by: "Sam", in: .english) {
      $0.change { $0.perform(.toDay(4), on: moved.id) }.reply
    }
    let now = try #require(shared.session.trip.position(of: moved.id))
    let refused = shared.perform(.moves(moved.id, shown: view), at: ana, by: "Ana", in: .english) {
      $0.change { $0.perform(.down, on: moved.id) }.reply
    }
    #expect(
      said(refused) == [
        "refused: "
          + SessionText()(
            .movedSince,
            [
              "person": "Sam", "title": SpokenText.clean(moved.title),
              "position": String(now.rank), "day": String(now.day),
            ])
      ])
    #expect(shared.session.trip.position(of: moved.id) == now)
    let goes = shared.perform(.moves(other.id, shown: view), at: ana, by: "Ana", in: .english) {
      $0.change { $0.perform(.up, on: other.id) }.reply
    }
    #expect(said(goes).first?.hasPrefix("refused") == false)
  }

  @Test("Each typed command says what it is to the seats, and only reading ones read")
  func commandsSayWhatTheyAre() {
    #expect(SharedSession.request(forLine: "history", in: .english) == .reads)
    #expect(SharedSession.request(forLine: "yes", in: .english) == .answers)
    #expect(SharedSession.request(forLine: "drop", in: .english) == .endsGrab)
    #expect(SharedSession.request(forLine: "move down", in: .english) == .moves(nil, shown: nil))
    #expect(SharedSession.request(forLine: "grab", in: .english) == .grabs(nil))
    #expect(SharedSession.request(forLine: "save", in: .english) == .saves)
    #expect(SharedSession.request(forLine: "undo", in: .english) == .changes)
    #expect(SharedSession.request(forLine: "no such command", in: .english) == .reads)
    #expect(SeatRequest.changes.changesTrip && !SeatRequest.saves.changesTrip)
  }
}
