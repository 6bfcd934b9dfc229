import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

@Suite("The words people type: number words, our own words, names, dictation")
struct SessionWordsTests {
  @Test("Numbers in words act as digits do")
  func numberWords() {
    var session = Sample.session()
    #expect(
      session.say("move to day two") == "Lunch at Lou Malnati's moved to position 4 of day 2.")
    #expect(session.say("day three") == "Frozen custard at Kopp's, custom, position 1 of day 3.")
    #expect(
      session.say("move to day 2 position one")
        == "Frozen custard at Kopp's moved to position 1 of day 2.")
  }

  @Test("A number no day, position or entry can be says which there are")
  func unusableNumbers() {
    var session = Sample.session()
    let trip = session.trip
    #expect(session.say("day 99999999999999999999") == "The trip has days 1 to 5.")
    #expect(
      session.say("move to day -1")
        == "Can't move Lunch at Lou Malnati's. The trip has days 1 to 5.")
    #expect(session.say("day 1.5") == "The trip has days 1 to 5.")
    #expect(
      session.say("move to day 2 position -1")
        == "Can't move Lunch at Lou Malnati's. Day 2 has positions 1 to 3.")
    #expect(
      session.say("move to position 1.5")
        == "Can't move Lunch at Lou Malnati's. Day 1 has positions 1 to 3.")
    #expect(session.say("move Dinner to day -1") == "Nothing moved. The trip has days 1 to 5.")
    #expect(session.say("-1") == "There is no numbered list to choose from.")
    session.type("focus drive")
    #expect(session.say("1.5") == "The list has numbers 1 and 2.")
    #expect(
      session.say("2")
        == "Drive to Minneapolis, travel from Milwaukee to Minneapolis, position 2 of day 3.")
    #expect(session.say("undo 0") == "Undo and redo take a number of steps from 1, or all.")
    #expect(session.trip == trip)
  }

  @Test("Our own words: move to the top, go to day N, go to NAME, a question mark, help me")
  func ourWords() {
    var session = Sample.session()
    session.type("down")
    #expect(
      session.say("move to the top") == "Lunch at Lou Malnati's moved to position 1 of day 1.")
    #expect(
      session.say("move to the bottom") == "Lunch at Lou Malnati's moved to position 3 of day 1.")
    #expect(session.say("go to day 4") == "Mill City Museum, custom, position 1 of day 4.")
    #expect(
      session.say("go to custard") == "Frozen custard at Kopp's, custom, position 1 of day 3.")
    let help = session.type("help")
    #expect(session.type("?") == help)
    #expect(session.type("help me") == help)
    #expect(session.type("help ?") == help)
    #expect(session.say("help go to day") == session.say("help day"))
    #expect(session.say("help go to") == session.say("help focus"))
  }

  @Test("A full stop or comma that dictation types is not part of the command")
  func dictation() {
    var session = Sample.session()
    // A line of nothing but them is typed all the same: it gets an answer.
    #expect(session.say(".") == "That is not a command. Type help for the commands.")
    #expect(session.say(" , ") == "That is not a command.")
    #expect(session.say("down.") == "Lunch at Lou Malnati's moved to position 2 of day 1.")
    #expect(
      session.say("Move to day 2, position 1.")
        == "Lunch at Lou Malnati's moved to position 1 of day 2.")
    #expect(session.say("focus Brewery tour.") == "Brewery tour, custom, position 3 of day 2.")
  }

  @Test("Move NAME moves that item, and the focus goes to it")
  func moveByName() {
    var session = Sample.session()
    #expect(
      session.say("move Brewery tour to day 3") == "Brewery tour moved to position 4 of day 3.")
    #expect(session.focusedTitle == "Brewery tour")
    #expect(
      session.say("move Drive to Milwaukee to day 4")
        == "Can't move Drive to Milwaukee to day 4. It must stay within days 1 and 2.")
    #expect(session.focusedTitle == "Drive to Milwaukee")
    #expect(
      session.say("move falls before Mill City Museum")
        == "Walk at Minnehaha Falls moved to position 1 of day 4.")
    #expect(
      session.type("move drive up") == [
        "2 items match drive.", "Type a number to choose one.",
        "1. Drive to Milwaukee, position 1 of day 2.",
        "2. Drive to Minneapolis, position 2 of day 3.",
      ])
    #expect(session.say("2") == "Drive to Minneapolis moved to position 1 of day 3.")
    #expect(session.say("move nothing at all to day 2") == "No item matches nothing at all.")
    // "the" before a title, and "it" for the focused item.
    #expect(
      session.say("move the Brewery tour to day three")
        == "Brewery tour is already at position 3 of day 3.")
    #expect(
      session.say("go to the custard") == "Frozen custard at Kopp's, custom, position 2 of day 3.")
    #expect(
      session.say("move it to day 2") == "Frozen custard at Kopp's moved to position 3 of day 2.")
  }

  @Test("Undo N and redo N take that many steps, said in one line; more than there are takes all")
  func manySteps() {
    var session = Sample.session()
    session.type("down", "down", "move to day 3")
    let moved = session.trip
    #expect(
      session.say("undo 2")
        == "Undid 2 steps. Lunch at Lou Malnati's is back at position 2 of day 1.")
    // One step is said as undo says it.
    #expect(
      session.say("undo 5") == "Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.")
    session.type("redo", "redo")
    #expect(
      session.say("undo 9")
        == "Undid 2 steps, all there were. Lunch at Lou Malnati's is back at position 1 of day 1.")
    #expect(session.say("undo 2") == "Nothing to undo.")
    #expect(
      session.say("redo all")
        == "Redid 3 steps. Lunch at Lou Malnati's is now at position 4 of day 3.")
    #expect(session.trip == moved)
    #expect(
      session.say("undo all")
        == "Undid 3 steps. Lunch at Lou Malnati's is back at position 1 of day 1.")
    #expect(
      session.say("redo 1") == "Redid move of Lunch at Lou Malnati's. Now at position 2 of day 1.")
  }

  @Test("Undo all asks first on a terminal; no leaves every step")
  func undoAllAsks() {
    var session = Sample.session(interactive: true)
    session.type("down", "down")
    let moved = session.trip
    #expect(session.say("undo all") == "Undo all 2 steps? Yes or no.")
    #expect(session.say("no") == "Nothing was undone.")
    #expect(session.trip == moved)
    session.type("undo all")
    #expect(
      session.say("yes") == "Undid 2 steps. Lunch at Lou Malnati's is back at position 1 of day 1.")
    #expect(session.say("undo") == "Nothing to undo.")
  }
}

@Suite("changes, and where history says the file was saved")
struct SessionChangesTests {
  @Test(
    "changes names the items moved since the file was saved, newest first, each where it is now")
  func changes() throws {
    let folder = Sample.folder()
    let path = folder + "/trip.json"
    Sample.write(to: path)
    var session = Session(document: try TripDocument.open(atPath: path), path: path)
    #expect(session.say("changes") == "Nothing changed since trip.json was opened.")
    session.type("down", "move Brewery tour to day 4", "focus lunch", "down")
    #expect(
      session.type("changes") == [
        "2 items moved since trip.json was opened.",
        "Lunch at Lou Malnati's, now at position 3 of day 1.",
        "Brewery tour, now at position 3 of day 4.",
      ])
    session.type("save", "move to day 5")
    #expect(
      session.type("history") == [
        "4 steps to undo.", "Move of Lunch at Lou Malnati's to day 5.", "trip.json was saved here.",
        "Move of Lunch at Lou Malnati's to position 3 of day 1.",
        "Move of Brewery tour to day 4.",
        "Move of Lunch at Lou Malnati's to position 2 of day 1.",
      ])
    #expect(
      session.type("changes") == [
        "1 item moved since trip.json was saved.",
        "Lunch at Lou Malnati's, now at position 5 of day 5.",
      ])
    session.type("undo")
    #expect(session.say("changes") == "Nothing changed since trip.json was saved.")
    // A new step after undoing past the save leaves no way back to it.
    session.type("undo", "move to day 2")
    #expect(!session.type("history").contains { $0.hasSuffix("was saved here.") })
  }
}
