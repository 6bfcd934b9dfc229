import ItinREPL
import ItineraryCore
import Testing

@Suite("The first session: says the trip, lists it, and knows quit")
struct SessionTests {
  private func session() throws -> Session {
    Session(trip: try SampleTrip.document().trip)
  }

  @Test("The opening says the trip's title and size, and how to hear the rest")
  func opening() throws {
    #expect(
      try session().opening == [
        "Midwest ballpark road trip. 5 days, 15 items.",
        "Type list to hear it day by day, or quit to leave.",
      ])
  }

  @Test(
    "list and list all read the trip day by day", arguments: ["list", "LIST ALL", " list  all "])
  func list(line: String) throws {
    var session = try session()
    let reply = session.handle(line)
    #expect(reply.lines.first == "Midwest ballpark road trip. 5 days, 15 items.")
    #expect(reply.lines.count == 21)
    #expect(reply.lines[1] == "Day 1, Friday, June 5, Chicago. 3 items.")
    #expect(!reply.quits)
  }

  @Test(
    "quit, exit and q end the session, in any case and with spaces around",
    arguments: ["quit", "EXIT", "  q  ", "Quit"])
  func quits(line: String) throws {
    var session = try session()
    #expect(session.handle(line) == Reply(lines: [], quits: true))
  }

  @Test(
    "Other commands are not available yet: said in full once, then briefly, and the trip is unchanged"
  )
  func notYetAvailable() throws {
    var session = try session()
    let trip = session.trip
    #expect(
      session.handle("up")
        == Reply(lines: ["That command is not available yet. Only list and quit work so far."]))
    #expect(session.handle("move to day 3") == Reply(lines: ["Not available yet."]))
    #expect(session.handle("\u{1B}[A\u{0}") == Reply(lines: ["Not available yet."]))
    #expect(session.trip == trip)
  }

  @Test("An empty line, or only spaces, says nothing", arguments: ["", "   ", "\t"])
  func blank(line: String) throws {
    var session = try session()
    #expect(session.handle(line) == Reply(lines: []))
  }

  @Test("A scripted line source gives its lines in order, then nothing")
  func scriptedSource() {
    var source = ScriptedLineSource(["a", "b"])
    #expect(source.nextLine() == "a")
    #expect(source.nextLine() == "b")
    #expect(source.nextLine() == nil)
  }
}
