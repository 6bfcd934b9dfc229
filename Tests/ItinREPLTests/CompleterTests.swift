import ItinREPL
import ItinSession
import ItineraryCore
import Testing
import TripTestSupport

/// Tab completion at the REPL's prompt: commands, titles, days.
@Suite("Completion: the session's commands, titles and days at Tab")
struct CompleterTests {
  @Test("Tab completes day numbers after the day commands, and a day's label or city")
  func dayCompletion() throws {
    let completer = Completer(trip: Sample.document.trip)
    #expect(
      completer.completions(for: "label day ") == [
        "label day 1", "label day 2", "label day 3", "label day 4", "label day 5",
      ])
    #expect(
      completer.completions(for: "city day 2 ") == ["city day 2 Milwaukee", "city day 2 none"])
    #expect(completer.completions(for: "label day 3 S") == ["label day 3 Sunday, June 7"])
    #expect(completer.completions(for: "remove day 4") == ["remove day 4"])
    #expect(completer.completions(for: "add day b") == ["add day before "])
    #expect(completer.completions(for: "add d").contains("add day"))
    #expect(completer.completions(for: "sta") == ["start ", "start none"])
  }
  @Test("Tab after add completes the ideas' titles; the editing commands complete too")
  func ideaCompletion() throws {
    let trip = try TripDocument(bytes: Array(Fixture.ideasWeekend.utf8)).trip
    let completer = Completer(trip: trip)
    #expect(
      completer.completions(for: "add ") == [
        "add Drive to Milwaukee", "add Navy Pier", "add day", "add day after ", "add day before ",
      ])
    #expect(completer.completions(for: "Add n") == ["Add Navy Pier"])
    #expect(
      completer.completions(for: "re") == [
        "redo", "redo all", "remove", "remove day ", "rename ", "repeat",
      ])
    #expect(completer.completions(for: "ide") == ["ideas"])
    #expect(Completer.lead(of: "add Na") == "add ")
  }
}
