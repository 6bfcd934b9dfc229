import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

/// Adds, removals and renames through the session: the file, the journal,
/// the unsaved-change guard and completion.
@Suite("Editing in a session: saved byte for byte, journaled, guarded, completed")
struct SessionEditTests {
  /// A trip file with ideas, an unknown field and white space of its own.
  static let file = Fixture.ideasWeekend

  static func place() -> (path: String, journals: String) {
    let folder = Sample.folder()
    let path = folder + "/trip.json"
    _ = FileManager.default.createFile(atPath: path, contents: Data(file.utf8))
    return (path, folder + "/state/recovery")
  }

  static func bytes(_ path: String) -> [UInt8] {
    Array(FileManager.default.contents(atPath: path) ?? Data())
  }

  @Test(
    "Edits and moves saved read back as the trip; every one undone, the save is the first bytes")
  func savedByteForByte() throws {
    let (path, _) = SessionEditTests.place()
    let first = SessionEditTests.bytes(path)
    var session = Session(document: try TripDocument.open(atPath: path), path: path)
    let lines = [
      "add pier", "new Picnic to day 2", "focus lunch", "rename Lunch downtown", "down",
      "add drive to day 2 position 1", "focus picnic", "remove", "focus lunch downtown", "delete",
    ]
    for line in lines { session.type(line) }
    #expect(session.say("save") == "Saved trip.json.")
    let reopened = try TripDocument.open(atPath: path).trip
    #expect(Set(reopened.items) == Set(session.trip.items))
    #expect(Set(reopened.ideas) == Set(session.trip.ideas))
    let text = String(decoding: SessionEditTests.bytes(path), as: UTF8.self)
    // The unknown fields went with their objects: the pier's to items, the
    // deleted lunch's nowhere.
    #expect(text.contains(#""note": "kept", "day": 1, "sortOrder": "#))
    #expect(!text.contains("cost"))
    #expect(text.contains(#"{ "id": "picnic", "kind": "custom", "title": "Picnic" }"#))
    session.type("undo all")
    #expect(session.say("save") == "Saved trip.json.")
    #expect(SessionEditTests.bytes(path) == first)
  }

  @Test(
    "new says what its words were read as: a place after the title is named, new day is a day"
  )
  func newSaysWhatWasUnderstood() {
    var session = Sample.session()
    #expect(
      session.say("new Dinner after brewers at cubs")
        == "Added Dinner at position 3 of day 1. Placed after Brewers at Cubs.")
    #expect(
      session.say("new Coffee before lunch")
        == "Added Coffee at position 1 of day 1. Placed before Lunch at Lou Malnati's.")
    // Words that name no item are the title's own.
    #expect(
      session.say("new Dinner after the game")
        == "Added Dinner after the game at position 2 of day 1.")
    // "new day" adds a day, as "add day" does; an item may still be called
    // "Day trip".
    #expect(session.say("new day") == "Added day 6.")
    #expect(session.say("new day after 2") == "Added day 3.")
    #expect(session.trip.dayCount == 7)
    #expect(session.say("new Day trip").hasPrefix("Added Day trip at position"))
  }

  @Test("A session that did not end gives its edits back, undo by undo")
  func journalKeepsEdits() throws {
    let (path, journals) = SessionEditTests.place()
    func session() throws -> Session {
      Session(
        document: try TripDocument.open(atPath: path), path: path, isInteractive: true,
        recoveryFolder: journals, owner: .ended())
    }
    var crashed = try session()
    crashed.type(
      "add drive", "new Tour \u{e9}t\u{e9}", "rename Tour d'\u{e9}t\u{e9}", "focus lunch", "remove",
      "undo", "redo", "focus cubs", "new Picnic to day 2 position 1")
    let lost = crashed.trip
    var restored = try session()
    #expect(restored.recoveryOffer().count == 1)
    #expect(restored.say("yes") == "Restored 5 unsaved changes.")
    #expect(restored.trip == lost)
    #expect(restored.say("undo") == "Undid adding Picnic.")
    #expect(restored.say("undo") == "Undid removal of Lunch. Back at position 4 of day 1.")
    #expect(
      restored.say("undo")
        == "Undid rename of Tour d'\u{e9}t\u{e9}. It is Tour \u{e9}t\u{e9} again.")
    #expect(
      restored.say("undo 9")
        == "Undid 2 steps, all there were. Drive to Milwaukee is an idea again.")
    #expect(restored.trip == (try TripDocument.open(atPath: path)).trip)
    #expect(!restored.hasUnsavedChanges)
  }

  @Test("An edit is an unsaved change until it is undone or saved")
  func unsavedGuard() throws {
    let (path, _) = SessionEditTests.place()
    var session = Session(
      document: try TripDocument.open(atPath: path), path: path, isInteractive: true)
    for edit in ["add pier", "new Picnic", "focus lunch", "rename Brunch", "remove", "delete"] {
      let before = session.hasUnsavedChanges
      let said = session.type(edit)
      if edit.hasPrefix("focus") { continue }
      #expect(session.hasUnsavedChanges, "\(edit): \(said)")
      session.type("undo")
      #expect(session.hasUnsavedChanges == before, "\(edit) undone")
      session.type("redo")
    }
    #expect(
      session.say("quit") == "The changes to trip.json are not saved. Quit anyway? Yes or no.")
  }

  @Test("A typed title is kept as it is heard: control codes out, found by its name after")
  func typedTitles() throws {
    var session = Sample.session()
    #expect(
      session.say("new Hot\u{1B}[1mdog\u{1B}[0m stand")
        == "Added Hotdog stand at position 2 of day 1.")
    #expect(session.say("focus hotdog stand") == "Hotdog stand, custom, position 2 of day 1.")
    #expect(session.trip.item("hotdog-stand")?.title == "Hotdog stand")
    #expect(session.say("new \u{200B}") == "Can't add an item. The title is empty.")
    #expect(session.say("rename to Hot dog stand") == "Renamed Hotdog stand to Hot dog stand.")
    #expect(session.say("rename \"to be decided\"") == "Renamed Hot dog stand to to be decided.")
    // A name of an item on the plan, and of no idea, is there already.
    #expect(
      session.say("add lunch at lou malnati's")
        == "Lunch at Lou Malnati's is already on the plan, at position 1 of day 1.")
  }

  @Test("The editing commands read the words people type")
  func parsing() {
    let parser = CommandParser()
    #expect(parser.parse("add navy pier") == .success(.add("navy pier", nil)))
    #expect(parser.parse("Add Drive to Milwaukee") == .success(.add("Drive to Milwaukee", nil)))
    #expect(
      parser.parse("add Drive to Milwaukee to day two")
        == .success(.add("Drive to Milwaukee", .move(.toDay(2)))))
    #expect(
      parser.parse("add pier to day 2 position 1")
        == .success(.add("pier", .move(.toPosition(Position(day: 2, rank: 1))))))
    #expect(parser.parse("add pier to position 3") == .success(.add("pier", .toPositionInDay(3))))
    #expect(
      parser.parse("add pier after Lunch at Lou's")
        == .success(.add("pier", .nextTo("Lunch at Lou's", after: true))))
    #expect(
      parser.parse("new Boat ride before dinner")
        == .success(.new("Boat ride", .nextTo("dinner", after: false))))
    #expect(parser.parse("new  Tour of the zoo. ") == .success(.new("Tour of the zoo", nil)))
    // `new trip TITLE` starts a trip; an item whose title
    // begins with "trip" is made with quotes.
    #expect(parser.parse("new trip Iberia") == .success(.newTrip("Iberia")))
    #expect(
      parser.parse("new \u{201C}Trip to the zoo\u{201D}") == .success(.new("Trip to the zoo", nil)))
    #expect(parser.parse("rename Supper at Kopp's") == .success(.rename("Supper at Kopp's")))
    #expect(parser.parse("remove") == .success(.remove))
    #expect(parser.parse("delete") == .success(.delete))
    #expect(parser.parse("ideas") == .success(.ideas))
    #expect(parser.parse("rename") == .failure(.incomplete(.rename)))
    #expect(parser.parse("add") == .failure(.incomplete(.add)))
    #expect(parser.parse("remove lunch") == .failure(.extraWords(.remove)))
    #expect(parser.parse("add pier to day 1.5") == .failure(.unusableNumber(.day)))
    #expect(
      parser.parse("new \"Coffee before the game\" to day 2")
        == .success(.new("Coffee before the game", .move(.toDay(2)))))
    #expect(
      parser.parse("new \u{201C}Drinks to day 2\u{201D}") == .success(.new("Drinks to day 2", nil)))
    #expect(parser.parse("new \"Drinks\" then") == .failure(.extraWords(.add)))
    #expect(parser.parse("rename to Supper") == .success(.rename("Supper")))
    #expect(parser.parse("rename \"to be decided\"") == .success(.rename("to be decided")))
  }
}
