import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@testable import ItinWeb

/// Every act the page sends, in the process, held to the REPL's command.
///
/// It says what the REPL says for the same typed command, and leaves the
/// trip as that command does. The page asks; the session and the libraries
/// decide, one rule in one place.
@Suite("serve: each act of the page answers as the REPL's command, in the process")
struct TripHostActsTests {
  /// An act (or a few) of the page, and the lines typed in the REPL for it.
  struct Case: CustomTestStringConvertible, Sendable {
    var requests: [String]
    var typed: [String]
    /// A refusal of a field's text: the page says the REPL's sentence
    /// without the hint on what to type, which names a command; its field
    /// says how instead.
    var withoutTypingHint = false
    var testDescription: String { typed.joined(separator: "; ") }
  }

  static let lunch = "Lunch at Lou Malnati's"

  static let cases: [Case] = [
    Case(requests: [#"{"act":"move","id":"lunch","move":"down"}"#], typed: ["down"]),
    Case(requests: [#"{"act":"move","id":"lunch","move":"up"}"#], typed: ["up"]),
    Case(requests: [#"{"act":"move","id":"lunch","move":"bottom"}"#], typed: ["bottom"]),
    Case(
      requests: [#"{"act":"move","id":"lunch","move":"day","day":3,"position":2}"#],
      typed: ["move to day 3 position 2"]),
    Case(
      requests: [#"{"act":"move","id":"lunch","move":"day","day":4,"position":9}"#],
      typed: ["move to day 4 position 9"]),
    Case(requests: [#"{"act":"toggle-select","id":"lunch"}"#], typed: ["select"]),
    Case(
      requests: [
        #"{"act":"grab","id":"lunch"}"#, #"{"act":"move","id":"lunch","move":"down"}"#,
        #"{"act":"drop"}"#,
      ],
      typed: ["grab", "down", "drop"]),
    Case(
      requests: [#"{"act":"grab","id":"lunch"}"#, #"{"act":"cancel"}"#],
      typed: ["grab", "cancel"]),
    Case(
      requests: [
        #"{"act":"move","id":"lunch","move":"down"}"#, #"{"act":"undo"}"#, #"{"act":"redo"}"#,
      ],
      typed: ["down", "undo", "redo"]),
    Case(requests: [#"{"act":"time","id":"lunch","text":"7 pm"}"#], typed: ["time 7 pm"]),
    Case(
      requests: [#"{"act":"time","id":"lunch","text":"25 pm"}"#], typed: ["time 25 pm"],
      withoutTypingHint: true),
    Case(
      requests: [#"{"act":"rename","id":"lunch","text":"Deep dish"}"#],
      typed: ["rename Deep dish"]),
    Case(
      requests: [#"{"act":"new","text":"Boat ride","day":2}"#], typed: ["new Boat ride to day 2"]),
    Case(requests: [#"{"act":"add-day"}"#], typed: ["add day"]),
    Case(
      requests: [#"{"act":"day","day":2,"move":"label","text":"Rest day"}"#],
      typed: ["label day 2 Rest day"]),
    Case(
      requests: [#"{"act":"day","day":1,"move":"city","text":"Evanston"}"#],
      typed: ["city day 1 Evanston"]),
    Case(requests: [#"{"act":"start","text":"2027-06-05"}"#], typed: ["start 2027-06-05"]),
    Case(
      requests: [#"{"act":"start","text":"June 31"}"#], typed: ["start June 31"],
      withoutTypingHint: true),
    Case(requests: [#"{"act":"save"}"#], typed: ["save"]),
  ]

  @Test("The page's act says the REPL's sentence and leaves the REPL's trip", arguments: cases)
  func actAnswersAsTheREPL(_ act: Case) async throws {
    let host = TripHost(session: Session(document: Sample.document, path: nil))
    var session = Session(document: Sample.document, path: nil)
    _ = session.handle("focus " + Self.lunch)
    var said: [String] = []
    for json in act.requests {
      let request = try JSONDecoder().decode(WebRequest.self, from: Data(json.utf8))
      let answer = try #require(await host.perform(request, in: .english), "\(json)")
      said = answer.said
    }
    var typed: [String] = []
    for line in act.typed { typed = session.handle(line).lines }
    if act.withoutTypingHint {
      // "25 pm is not a time." where the REPL goes on "Type time 7 pm, …".
      #expect(said.count == 1 && typed.count == 1)
      #expect(typed.first?.hasPrefix((said.first ?? "") + " Type ") == true)
    } else {
      #expect(said == typed)
    }
    #expect(!said.isEmpty)
    let hosted = await host.session.trip
    #expect(hosted.items.map(\.id) == session.trip.items.map(\.id))
    for item in session.trip.items {
      #expect(hosted.position(of: item.id) == session.trip.position(of: item.id), "\(item.id)")
      #expect(hosted.item(item.id)?.title == item.title)
      #expect(hosted.item(item.id)?.time == item.time)
    }
    #expect(hosted.dayCount == session.trip.dayCount)
    #expect(hosted.start == session.trip.start)
  }
}
