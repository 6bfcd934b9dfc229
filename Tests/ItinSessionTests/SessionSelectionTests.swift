import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

/// Selecting items and moving them together through the session: the
/// words, the menus, the file, the journal.
@Suite("Selecting in a session, not now. Moved together, saved byte for byte, journaled")
struct SessionSelectionTests {
  @Test("select, select NAME, unselect, selection and clear, as they are typed")
  func parsing() {
    let parser = CommandParser()
    #expect(parser.parse("select") == .success(.select(nil)))
    #expect(parser.parse("Select  Brewery tour") == .success(.select("Brewery tour")))
    #expect(parser.parse("unselect brewery") == .success(.unselect("brewery")))
    #expect(parser.parse("selection") == .success(.selection))
    #expect(parser.parse("selection please") == .failure(.extraWords(.selection)))
    #expect(parser.parse("clear") == .success(.clearSelection))
    #expect(parser.parse("clear the selection.") == .success(.clearSelection))
    #expect(parser.parse("clear all") == .failure(.extraWords(.clear)))
  }

  @Test("A name selects that item and focuses it; an ambiguous name is chosen by number")
  func byName() {
    var session = Sample.session()
    #expect(session.say("select brewery") == "Selected Brewery tour. 1 item selected.")
    #expect(session.focusedTitle == "Brewery tour")
    let matches = session.type("select drive")
    #expect(matches.first == "2 items match drive.")
    #expect(session.say("2") == "Selected Drive to Minneapolis. 2 items selected.")
    #expect(session.say("unselect brewery") == "Unselected Brewery tour. 1 item selected.")
    // Both titles hold "twins" whole, and both are games: listed, never one
    // guessed; either chosen is refused.
    #expect(session.type("select twins").first == "2 items match twins.")
    #expect(session.say("2") == "Can't select Twins at Royals. Games are fixed.")
  }

  @Test("The focus among two or more selected moves them all; outside them, it moves alone")
  func movesTogether() {
    var session = Sample.session()
    session.type("select", "select custard")
    #expect(session.say("move to day 2") == "2 items moved to day 2, positions 4 and 5.")
    #expect(session.say("up") == "2 items moved to day 2, positions 3 and 4.")
    #expect(
      session.type("history") == [
        "2 steps to undo.", "Move of 2 items to day 2, positions 3 and 4.",
        "Move of 2 items to day 2, positions 4 and 5.",
      ])
    #expect(session.say("undo") == "Undid move of 2 items. Back where they were.")
    #expect(
      session.say("focus museum", "top") == "Mill City Museum is already at position 1 of day 4.")
    #expect(
      session.say("focus custard", "move Lunch to day 3")
        == "2 items moved to day 3, positions 3 and 4.")
  }

  @Test("actions of a selected item is the selection's menu; a number moves them all")
  func menu() {
    var session = Sample.session()
    session.type("select", "select wrigleyville")
    let menu = session.type("actions")
    #expect(menu.first == "6 actions for 2 items.")
    #expect(menu.contains("1. Move 2 items to top."))
    #expect(menu.contains("3. Move 2 items to day 2."))
    #expect(session.say("3") == "2 items moved to day 2, positions 4 and 5.")
    // A menu made before the selection changed acts on nothing.
    var editor = session.editor
    let action = editor.actions().first { $0.move == .toDay(1) }
    _ = editor.select("custard")
    let stale = action.map { editor.perform($0) }
    #expect(
      stale.map { AnnouncementRenderer().text(for: $0) }
        == "Can't move 3 items. The trip or the selection changed since that menu was made.")
  }

  @Test("changes names every item moved together; list and where say which are selected")
  func changesAndList() {
    var session = Sample.session()
    session.type("select lunch", "select wrigleyville", "select falls", "move to day 4")
    #expect(
      session.type("changes") == [
        "3 items moved since the sample trip was opened.",
        "Lunch at Lou Malnati's, now at position 3 of day 4.",
        "Drinks in Wrigleyville, now at position 4 of day 4.",
        "Walk at Minnehaha Falls, now at position 5 of day 4.",
      ])
    #expect(session.type("list").contains("3. Lunch at Lou Malnati's, selected."))
    #expect(session.type("list").contains("2. Royals at Twins, game, fixed."))
    #expect(
      session.say("where") == "Walk at Minnehaha Falls, custom, selected, position 5 of day 4.")
  }

  @Test("unselect NAME leaves the focus on a selected item, so the next move is still of them all")
  func unselectKeepsFocus() {
    var session = Sample.session()
    session.type("select lunch", "select wrigleyville", "select brewery")
    #expect(session.say("unselect brewery") == "Unselected Brewery tour. 2 items selected.")
    #expect(session.focusedTitle == "Brewery tour")
    session.type("select brewery", "focus lunch")
    #expect(session.say("unselect brewery") == "Unselected Brewery tour. 2 items selected.")
    #expect(session.say("move to day 5") == "2 items moved to day 5, positions 5 and 6.")
  }

  @Test("select NAME offers no game among several matches")
  func selectSkipsGames() {
    var session = Sample.session()
    // "at" starts words of four games and four other items.
    let matches = session.type("select at")
    #expect(matches.first == "4 items match at.")
    #expect(!matches.contains { $0.contains("Brewers at Cubs") })
  }

  @Test("Opening another trip clears the selection")
  func openClears() throws {
    let folder = Sample.folder()
    let path = folder + "/trip.json"
    try SampleTrip.document().bytes.withUnsafeBufferPointer {
      _ = FileManager.default.createFile(atPath: path, contents: Data($0))
    }
    var session = Sample.session()
    session.type("select", "select custard")
    #expect(session.editor.selection.count == 2)
    session.type("open " + path)
    #expect(session.editor.selection.isEmpty)
    #expect(session.say("selection") == "Nothing is selected.")
  }

  @Test("Moves together saved read back as the trip; every one undone, the save is the first bytes")
  func savedByteForByte() throws {
    let (path, _) = SessionEditTests.place()
    let first = SessionEditTests.bytes(path)
    var session = Session(document: try TripDocument.open(atPath: path), path: path)
    session.type(
      "add pier", "add drive to day 2 position 1", "select lunch", "select pier", "select drive",
      "move to day 2", "grab", "up", "drop", "focus lunch", "bottom")
    #expect(session.say("save") == "Saved trip.json.")
    #expect(Set(try TripDocument.open(atPath: path).trip.items) == Set(session.trip.items))
    session.type("undo all")
    #expect(session.say("save") == "Saved trip.json.")
    #expect(SessionEditTests.bytes(path) == first)
  }

  @Test("A session that did not end gives its moves together back, and undo says them")
  func journal() throws {
    let (path, journals) = SessionEditTests.place()
    func session() throws -> Session {
      Session(
        document: try TripDocument.open(atPath: path), path: path, isInteractive: true,
        recoveryFolder: journals, owner: .ended())
    }
    var crashed = try session()
    crashed.type("add pier", "select", "select lunch", "move to day 2", "undo", "redo")
    let lost = crashed.trip
    var restored = try session()
    #expect(restored.recoveryOffer().count == 1)
    #expect(restored.say("yes") == "Restored 2 unsaved changes.")
    #expect(restored.trip == lost)
    #expect(restored.say("undo") == "Undid move of 2 items. Back where they were.")
    #expect(restored.say("redo") == "Redid move of 2 items. Now at day 2, positions 2 and 3.")
  }
}
