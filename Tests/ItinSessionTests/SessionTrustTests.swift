import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

@Suite("A number means the numbered list just heard, and a question waits for its answer")
struct SessionTrustTests {
  @Test("After actions and then list, a number acts on the list: it focuses, it does not move")
  func numberActsOnTheListHeard() {
    var session = Sample.session()
    session.type("actions")
    #expect(
      session.type("list") == [
        "Day 1, Friday, June 5, Chicago. 3 items.", "Type a number to focus that item.",
        "1. Lunch at Lou Malnati's.", "2. Brewers at Cubs, game, fixed.",
        "3. Drinks in Wrigleyville.",
      ])
    let trip = session.trip
    #expect(session.say("2") == "Brewers at Cubs, game, fixed, position 2 of day 1.")
    #expect(session.trip == trip)
    #expect(session.editor.history.undoSteps.isEmpty)
    // The hint is said once; a list of another day is numbered too.
    #expect(session.type("list day 2").last == "3. Cubs at Brewers, game, fixed.")
    #expect(
      session.say("1")
        == "Drive to Milwaukee, travel from Chicago to Milwaukee, position 1 of day 2.")
  }

  @Test(
    "Any answer that is not a numbered list ends the list before it",
    arguments: ["history", "where", "next", "help", "verbosity", "bogus words", "undo", "down"])
  func otherAnswersEndTheList(line: String) {
    var session = Sample.session()
    session.type("actions")
    session.type(line)
    let trip = session.trip
    #expect(session.say("1") == "There is no numbered list to choose from.")
    #expect(session.trip == trip)
  }

  @Test("A number the list does not have keeps it; repeat says it again and keeps it")
  func wrongNumberAndRepeatKeepTheList() {
    var session = Sample.session()
    session.type("actions")
    #expect(session.say("9") == "There is no number 9. The list has numbers 1 to 7.")
    session.type("repeat")
    #expect(session.say("1") == "Lunch at Lou Malnati's moved to position 2 of day 1.")
    #expect(session.say("1") == "There is no numbered list to choose from.")
  }

  @Test("A blank line keeps the list: nothing was said")
  func blankLineKeepsTheList() {
    var session = Sample.session()
    session.type("list", "")
    #expect(session.say("3") == "Drinks in Wrigleyville, custom, position 3 of day 1.")
  }

  @Test("After list all, whose numbers start again each day, a number says how to choose")
  func wholeTripNumbers() {
    var session = Sample.session()
    session.type("list all")
    let focus = session.editor.focus
    #expect(
      session.say("2") == "Those numbers start again on each day. Type list day N, then a number.")
    #expect(session.editor.focus == focus)
  }

  @Test(
    "A question that gets a blank line or another answer is asked again, never dropped",
    arguments: ["", "   ", "maybe", "down", "quit"])
  func questionAskedAgain(line: String) throws {
    let folder = Sample.folder()
    let other = folder + "/other.json"
    _ = FileManager.default.createFile(atPath: other, contents: Data("{}".utf8))
    var session = Sample.session()
    session.type("down")
    let trip = session.trip
    let question = "other.json already exists. Replace it? Yes or no."
    #expect(session.say("save as \(other)") == question)
    #expect(session.say(line) == question)
    #expect(session.trip == trip)
    #expect(session.isAsking)
    #expect(session.say("no") == "Nothing was saved.")
    #expect(!session.isAsking)
    #expect(FileManager.default.contents(atPath: other) == Data("{}".utf8))
  }

  @Test("The quit question on a terminal is asked again after a blank line")
  func quitQuestionAskedAgain() {
    var session = Sample.session(interactive: true)
    session.type("down")
    let question = "The changes to the sample trip are not saved. Quit anyway? Yes or no."
    #expect(session.say("quit") == question)
    #expect(session.handle("") == Reply(lines: [question]))
    #expect(session.handle("yes").quits)
  }
}
