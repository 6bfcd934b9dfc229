import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

@Suite("The session: open, save, save as, and quitting with unsaved changes")
struct SessionFileTests {
  private func write(_ text: String, in folder: String, as name: String = "trip.json") -> String {
    let path = folder + "/" + name
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
  }

  private func bytes(_ path: String) -> Data? {
    FileManager.default.contents(atPath: path)
  }

  @Test("save as writes the trip; save then writes to that file; both say the file's name")
  func saveAsThenSave() throws {
    let folder = Sample.folder()
    var session = Sample.session()
    #expect(session.say("save") == "The sample trip has no file yet. Type save as and a file path.")
    #expect(session.say("save") == "The sample trip has no file yet.")
    session.type("down")
    #expect(session.hasUnsavedChanges)
    #expect(session.say("save as \(folder)/Road Trip.json") == "Saved Road Trip.json.")
    #expect(!session.hasUnsavedChanges)
    let saved = try TripDocument.open(atPath: folder + "/Road Trip.json")
    #expect(saved.trip == session.trip)
    session.type("move to day 3")
    #expect(session.say("save") == "Saved Road Trip.json.")
    #expect(try TripDocument.open(atPath: folder + "/Road Trip.json").trip == session.trip)
  }

  @Test("A save that fails says why in one sentence, and changes nothing in memory or on disk")
  func saveErrors() throws {
    let folder = Sample.folder()
    var session = Sample.session()
    session.type("down")
    let trip = session.trip
    #expect(
      session.say("save as \(folder)/missing/trip.json")
        == "Can't save to \(folder)/missing/trip.json. The folder does not exist.")
    #expect(session.say("save as \(folder)") == "Can't save to \(folder). It is a folder.")
    let file = write("not a folder", in: folder, as: "plain")
    #expect(
      session.say("save as \(file)/trip.json")
        == "Can't save to \(file)/trip.json. Part of the path is not a folder.")
    #expect(session.trip == trip)
    #expect(session.hasUnsavedChanges)
    #expect(session.path == nil)
    #expect(String(decoding: bytes(file) ?? Data(), as: UTF8.self) == "not a folder")
  }

  @Test("save as onto another file asks first; no leaves it as it was, yes replaces it")
  func replaceAsks() throws {
    let folder = Sample.folder()
    let other = write("{}", in: folder, as: "other.json")
    var session = Sample.session()
    #expect(session.say("save as \(other)") == "other.json already exists. Replace it? Yes or no.")
    #expect(session.say("no") == "Nothing was saved.")
    #expect(bytes(other) == Data("{}".utf8))
    #expect(session.say("save as \(other)", "Yes") == "Saved other.json.")
    #expect(try TripDocument.open(atPath: other).trip == session.trip)
  }

  @Test("open reads another trip, focused on its first item; a broken file changes nothing")
  func openFiles() throws {
    let folder = Sample.folder()
    let good = write(
      SampleTrip.json.replacingOccurrences(of: "Midwest ballpark road trip", with: "Second trip"),
      in: folder)
    let broken = write("{ \"format\": 1, ", in: folder, as: "broken.json")
    var session = Sample.session()
    #expect(
      session.type("open \(broken)") == [
        "Can't open \(broken). It has 1 problem.",
        "Line 1, column 16 is not valid JSON, the file ends too soon.",
      ])
    #expect(session.path == nil)
    #expect(
      session.say("open \(folder)/none.json")
        == "Can't open \(folder)/none.json. There is no such file.")
    session.type("verbosity terse")
    #expect(session.say("open \(good)") == "Opened trip.json. Second trip, 5 days, 15 items.")
    #expect(session.path == good)
    #expect(session.say("where") == "Lunch at Lou Malnati's, position 1 of day 1.")
  }

  @Test("open with unsaved changes asks; no keeps the trip, yes opens the other")
  func openAsks() throws {
    let folder = Sample.folder()
    let other = write(SampleTrip.json, in: folder)
    var session = Sample.session()
    session.type("down")
    let moved = session.trip
    #expect(
      session.say("open \(other)")
        == "The changes to the sample trip are not saved. Open trip.json anyway? Yes or no.")
    #expect(session.say("n") == "Nothing was opened.")
    #expect(session.trip == moved)
    session.type("open \(other)")
    // Anything but yes or no asks again: the question is never dropped.
    #expect(
      session.say("where")
        == "The changes to the sample trip are not saved. Open trip.json anyway? Yes or no.")
    #expect(session.trip == moved)
    #expect(session.say("YES") == "Opened trip.json. Midwest ballpark road trip, 5 days, 15 items.")
    #expect(session.say("yes") == "There is no question to answer.")
    #expect(!session.hasUnsavedChanges)
  }

  @Test("open and save wait while an item is grabbed")
  func grabbedFiles() {
    var session = Sample.session()
    session.type("grab", "down")
    #expect(
      session.say("save")
        == "Can't save until Lunch at Lou Malnati's is dropped or cancelled.")
    #expect(
      session.say("open x.json")
        == "Can't open another trip until Lunch at Lou Malnati's is dropped or cancelled."
    )
  }

  @Test("Through a pipe, quit with unsaved changes says they were not saved, and quits")
  func quitThroughPipe() {
    var session = Sample.session()
    #expect(session.handle("quit") == Reply(lines: ["Goodbye."], quits: true))
    session.type("down")
    #expect(
      session.handle("quit")
        == Reply(lines: ["The changes to the sample trip were not saved."], quits: true))
    #expect(
      session.endOfInput()
        == Reply(lines: ["The changes to the sample trip were not saved."], quits: true))
    var clean = Sample.session()
    #expect(clean.endOfInput() == Reply(lines: [], quits: true))
  }

  @Test("On a terminal, quit with unsaved changes asks; no stays, yes quits")
  func quitOnTerminal() {
    var session = Sample.session(interactive: true, path: "/tmp/road.json")
    session.type("down")
    let asked = Reply(
      lines: ["The changes to road.json are not saved. Quit anyway? Yes or no."], asksToQuit: true)
    #expect(session.handle("quit") == asked)
    #expect(session.handle("no") == Reply(lines: ["Not quitting."]))
    #expect(session.handle("exit") == asked)
    #expect(
      session.handle("y") == Reply(lines: ["The changes to road.json were not saved."], quits: true)
    )
  }

  @Test("On a terminal, Ctrl-D with unsaved changes asks once; a second Ctrl-D quits")
  func endOfInputOnTerminal() {
    var session = Sample.session(interactive: true)
    #expect(
      session.opening() == [
        "Midwest ballpark road trip. 5 days, 15 items.", "Type help for the commands.",
      ])
    session.type("down")
    #expect(session.endOfInput().asksToQuit)
    #expect(
      session.endOfInput()
        == Reply(lines: ["The changes to the sample trip were not saved."], quits: true))
    var clean = Sample.session(interactive: true)
    #expect(clean.endOfInput() == Reply(lines: ["Goodbye."], quits: true))
  }

  @Test("Undoing every change leaves nothing unsaved, so quit does not ask")
  func undoneIsSaved() {
    var session = Sample.session(interactive: true)
    session.type("down", "move to day 4", "undo", "undo")
    #expect(!session.hasUnsavedChanges)
    #expect(session.handle("quit") == Reply(lines: ["Goodbye."], quits: true))
  }
}
