import Foundation
import ItinSession
import ItineraryCore
import SessionTestSupport
import Testing
import TripTestSupport

@Suite("save never overwrites a file that changed on disk without a yes or save anyway")
struct SaveConflictTests {
  /// A trip file in a folder of its own, and a session on it.
  private func opened(interactive: Bool) throws -> (path: String, session: Session) {
    let path = Sample.folder() + "/trip.json"
    Sample.write(to: path)
    let session = Session(
      document: try TripDocument.open(atPath: path), path: path, isInteractive: interactive)
    return (path, session)
  }

  /// Another program writes the file: here, the sample trip with a new title.
  private func changeOnDisk(_ path: String) -> Data {
    let other = Data(
      SampleTrip.json.replacingOccurrences(of: "Midwest ballpark road trip", with: "Edited").utf8)
    _ = FileManager.default.createFile(atPath: path, contents: other)
    return other
  }

  @Test("On a terminal, save asks; no leaves the other program's file, yes replaces it")
  func terminalAsks() throws {
    var (path, session) = try opened(interactive: true)
    session.type("down")
    let theirs = changeOnDisk(path)
    #expect(
      session.say("save")
        == "trip.json changed on disk since it was opened. Replace it with this trip? Yes or no.")
    #expect(session.say("no") == "Nothing was saved.")
    #expect(FileManager.default.contents(atPath: path) == theirs)
    #expect(session.hasUnsavedChanges)
    session.type("save")
    #expect(session.say("yes") == "Saved trip.json.")
    #expect(try TripDocument.open(atPath: path).trip == session.trip)
    // Saved now: the next save has nothing in the way, until the file changes again.
    session.type("down")
    #expect(session.say("save") == "Saved trip.json.")
    _ = changeOnDisk(path)
    #expect(session.say("save").hasPrefix("trip.json changed on disk since it was saved."))
  }

  @Test("Through a pipe, save refuses and names save anyway, which replaces it; so does save!")
  func pipeRefuses() throws {
    var (path, session) = try opened(interactive: false)
    session.type("down")
    let theirs = changeOnDisk(path)
    #expect(
      session.say("save")
        == "Can't save. trip.json changed on disk since it was opened. Type save anyway to replace it, or save as and a file path."
    )
    #expect(session.say("save") == "Can't save. trip.json changed on disk since it was opened.")
    #expect(FileManager.default.contents(atPath: path) == theirs)
    #expect(session.say("yes") == "There is no question to answer.")
    #expect(session.say("save anyway") == "Saved trip.json.")
    #expect(try TripDocument.open(atPath: path).trip == session.trip)
    session.type("down")
    _ = changeOnDisk(path)
    #expect(session.say("save!") == "Saved trip.json.")
    #expect(try TripDocument.open(atPath: path).trip == session.trip)
  }

  @Test("save as onto the trip's own file is a save: it too sees the change on disk")
  func saveAsOwnFile() throws {
    var (path, session) = try opened(interactive: false)
    session.type("down")
    let theirs = changeOnDisk(path)
    #expect(session.say("save as \(path)").hasPrefix("Can't save. trip.json changed on disk"))
    #expect(FileManager.default.contents(atPath: path) == theirs)
  }

  @Test("A file removed since it was opened is written anew: nothing is lost either way")
  func removedFile() throws {
    var (path, session) = try opened(interactive: false)
    session.type("down")
    try FileManager.default.removeItem(atPath: path)
    #expect(session.say("save") == "Saved trip.json.")
    #expect(try TripDocument.open(atPath: path).trip == session.trip)
  }

  @Test("A file rewritten with the same bytes has not changed")
  func sameBytes() throws {
    var (path, session) = try opened(interactive: false)
    session.type("down")
    Sample.write(to: path)
    #expect(session.say("save") == "Saved trip.json.")
  }
}
