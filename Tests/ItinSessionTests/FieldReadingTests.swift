import ItinSession
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

/// A form's fields are read by the parser's own readers: what a field holds
/// means what the same words mean typed after the command, and a session
/// says the same sentence for them.
@Suite("Commands read from a field, as the REPL reads the words after the command")
struct FieldReadingTests {
  let parser = CommandParser()

  @Test(
    "A field's time, date, label and city are read as the words after time, start, label and city",
    arguments: [
      "7 pm", "19:30", "19 30", "7:05 p.m.", "noon", "none", "no time", "25 pm", "seven", "",
    ])
  func sameAsTyped(text: String) {
    #expect(SessionCommand.time(typed: text) == parser.parse("time " + text))
    #expect(SessionCommand.start(typed: text) == parser.parse("start " + text))
  }

  @Test(
    "A day's label or city from a field: quotes taken off, none or nothing takes it away",
    arguments: ["Rest day", "\"Rest day\"", "none", "Porto & Gaia"])
  func dayTexts(text: String) {
    #expect(SessionCommand.label(typed: text, day: 2) == parser.parse("label day 2 " + text))
    #expect(SessionCommand.city(typed: text, day: 3) == parser.parse("city day 3 " + text))
  }

  @Test("An empty label or city field takes it away; a time field's refusal is the REPL's")
  func emptyAndRefused() throws {
    #expect(SessionCommand.label(typed: "", day: 2) == .success(.changeTrip(.label(nil, day: 2))))
    #expect(SessionCommand.city(typed: "  ", day: 1) == .success(.changeTrip(.city(nil, day: 1))))
    #expect(SessionCommand.time(typed: "7 pm") == .success(.time(ClockTime(hour: 19, minute: 0))))
    var typed = Session(document: try SampleTrip.document(), path: nil)
    var field = Session(document: try SampleTrip.document(), path: nil)
    _ = typed.handle("focus Lunch")
    _ = field.handle("focus Lunch")
    #expect(field.perform(SessionCommand.time(typed: "25 pm")) == typed.handle("time 25 pm"))
    #expect(field.perform(SessionCommand.time(typed: "7 pm")) == typed.handle("time 7 pm"))
    #expect(field.trip == typed.trip)
  }
}
