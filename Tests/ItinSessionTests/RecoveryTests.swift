import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

extension SessionToken {
  /// A session of this process as if it had ended: its start time is not
  /// this process's, so its files are a dead session's.
  static func ended() -> SessionToken {
    let mine = SessionToken.mine()
    return SessionToken(pid: mine.pid, start: mine.start &+ 1, serial: mine.serial)
  }
}

@Suite("The recovery journal: unsaved steps outlive a crash, and a clean end leaves nothing")
struct RecoveryTests {
  /// A trip file and a recovery folder of their own.
  struct Place {
    let path: String
    let journals: String

    init(_ text: String = SampleTrip.json, journals: String? = nil) {
      let folder = Sample.folder()
      path = folder + "/trip.json"
      self.journals = journals ?? folder + "/state/recovery"
      _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// A session on the file as it is now: a new run of the program.
    ///
    /// Its process counts as ended once the next one starts, as a killed
    /// one would: its journal is left behind, and its marker is stale.
    func session(interactive: Bool = true) throws -> Session {
      Session(
        document: try TripDocument.open(atPath: path), path: path, isInteractive: interactive,
        recoveryFolder: journals, owner: .ended())
    }

    /// The journals in the recovery folder (not the markers of open files).
    var journalFiles: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: journals)) ?? []).filter {
        $0.hasSuffix(".journal")
      }
    }

    var journalPath: String? { journalFiles.first.map { journals + "/" + $0 } }
  }

  @Test(
    "Every change writes the journal, mode 0600 in a 0700 folder; back at the file's state it holds no step"
  )
  func journalFollowsChanges() throws {
    let place = Place()
    var session = try place.session()
    session.type("where", "list", "day 2")
    #expect(place.journalFiles.isEmpty, "nothing changed yet")
    session.type("down")
    let journal = try #require(place.journalPath)
    let mode = try FileManager.default.attributesOfItem(atPath: journal)[.posixPermissions] as? Int
    let folderMode =
      try FileManager.default.attributesOfItem(atPath: place.journals)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(folderMode == 0o700)
    let header = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n")[0]
    session.type("undo")
    // The trip is as its file is: the journal is cut back to its header,
    // and a session lost now leaves nothing to offer.
    #expect(try String(contentsOfFile: journal, encoding: .utf8) == header + "\n")
    var lost = try place.session()
    #expect(lost.recoveryOffer().isEmpty)
    #expect(place.journalFiles.isEmpty, "the journal of no step is removed when found")
    session.type("redo")
    // A line is never added to a journal that is gone: it is written whole.
    let lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2 && lines[0] == header, "the header again, then the step: \(lines)")
    session.type("grab", "down", "down", "drop")
    #expect(place.journalFiles.count == 1)
    session.type("save")
    #expect(place.journalFiles.isEmpty, "saved")
    session.type("up")
    #expect(place.journalFiles.count == 1)
    #expect(session.handle("quit").quits == false, "a terminal asks first")
    #expect(session.handle("yes").quits)
    #expect(place.journalFiles.isEmpty, "a clean quit removes the journal")
  }

  @Test("A session that did not end is offered back, with its count; yes restores every step")
  func restore() throws {
    let place = Place()
    var crashed = try place.session()
    crashed.type("down", "grab", "down", "drop", "move to day 3")
    let lost = crashed.trip
    // The process dies here: no quit, no end of input.
    var session = try place.session()
    #expect(
      session.recoveryOffer() == [
        "trip.json has 3 unsaved changes from a session that did not end. Restore them? Yes or no."
      ])
    #expect(session.say("y") == "Restored 3 unsaved changes.")
    #expect(session.trip == lost)
    #expect(session.hasUnsavedChanges)
    session.type("undo", "undo", "undo")
    #expect(session.trip == (try TripDocument.open(atPath: place.path)).trip)
    #expect(session.say("undo") == "Nothing to undo.")
  }

  @Test("no discards the steps and the journal; the file's trip stays")
  func discard() throws {
    let place = Place()
    var crashed = try place.session()
    crashed.type("down")
    var session = try place.session()
    #expect(
      session.recoveryOffer() == [
        "trip.json has 1 unsaved change from a session that did not end. Restore it? Yes or no."
      ])
    #expect(session.say("no") == "Discarded 1 unsaved change.")
    #expect(!session.hasUnsavedChanges)
    #expect(place.journalFiles.isEmpty)
    var next = try place.session()
    #expect(next.recoveryOffer().isEmpty)
  }

  @Test("The question waits for its answer; quit and end of input keep the journal for next time")
  func questionWaits() throws {
    let place = Place()
    var crashed = try place.session()
    crashed.type("down", "down")
    var session = try place.session(interactive: false)
    _ = session.recoveryOffer()
    #expect(session.say("up") == "First, restore the 2 unsaved changes? Yes or no.")
    #expect(session.say("save") == "First, restore the 2 unsaved changes? Yes or no.")
    #expect(session.type("") == ["First, restore the 2 unsaved changes? Yes or no."])
    #expect(
      session.handle("quit")
        == Reply(
          lines: ["The unsaved changes are kept for the next time trip.json opens."], quits: true))
    var again = try place.session(interactive: false)
    _ = again.recoveryOffer()
    #expect(
      again.endOfInput().lines == [
        "The unsaved changes are kept for the next time trip.json opens."
      ])
    var last = try place.session()
    #expect(last.recoveryOffer().count == 1)
    #expect(last.say("yes") == "Restored 2 unsaved changes.")
    #expect(last.trip == crashed.trip)
  }

  @Test("Undoing past a save is kept too: the file, not the history, is the base")
  func undoPastSave() throws {
    let place = Place()
    var crashed = try place.session()
    crashed.type("down", "down", "save", "undo", "undo", "undo")
    let lost = crashed.trip
    var session = try place.session()
    #expect(
      session.recoveryOffer() == [
        "trip.json has 2 unsaved changes from a session that did not end. Restore them? Yes or no."
      ])
    session.type("yes")
    #expect(session.trip == lost)
  }

  @Test("Opening a file with a journal offers it too; opening another removes the first's")
  func openInSession() throws {
    let first = Place()
    let second = Place(journals: first.journals)
    var crashed = try second.session()
    crashed.type("down")
    let secondJournal = first.journalFiles
    var session = try first.session()
    session.type("down", "quit", "yes")
    #expect(first.journalFiles == secondJournal)
    var next = try first.session()
    next.type("down")
    #expect(first.journalFiles.count == 2)
    #expect(
      next.type("open \(second.path)", "yes") == [
        "Opened trip.json. Midwest ballpark road trip, 5 days, 15 items.",
        "trip.json has 1 unsaved change from a session that did not end. Restore it? Yes or no.",
      ])
    #expect(first.journalFiles == secondJournal, "the first's changes were given up with a yes")
    #expect(next.say("yes") == "Restored 1 unsaved change.")
    #expect(next.trip == crashed.trip)
  }

  @Test("Steps for a file that changed since are offered, and restored when they still fit")
  func fileChangedSince() throws {
    let place = Place()
    var crashed = try place.session()
    crashed.type("down")
    let retitled = SampleTrip.json.replacingOccurrences(
      of: "Midwest ballpark road trip", with: "Retitled")
    _ = FileManager.default.createFile(atPath: place.path, contents: Data(retitled.utf8))
    var session = try place.session()
    #expect(
      session.recoveryOffer() == [
        "trip.json has 1 unsaved change from a session that did not end, and the file changed since. Restore it? Yes or no."
      ])
    #expect(session.say("yes") == "Restored 1 unsaved change.")
    #expect(session.trip.items == crashed.trip.items)
    #expect(session.trip.title == "Retitled")
  }

  @Test("Steps that no longer fit the file are set aside, and the trip is the file's")
  func doesNotFit() throws {
    let place = Place()
    var crashed = try place.session()
    crashed.type("down")
    let other = try SampleTrip.document().trip
    var moved = Editor(trip: other)
    _ = moved.perform(.toDay(3))
    _ = FileManager.default.createFile(
      atPath: place.path,
      contents: Data(try TripDocument(bytes: Array(SampleTrip.json.utf8)).bytes(saving: moved.trip))
    )
    var session = try place.session()
    let file = try TripDocument.open(atPath: place.path).trip
    _ = session.recoveryOffer()
    #expect(
      session.type("yes") == [
        "Can't restore the unsaved changes.",
        "1 no longer fits trip.json, move of Lunch at Lou Malnati's to position 2 of day 1. It is kept in \(place.journals).",
      ])
    #expect(session.trip == file)
    #expect(place.journalFiles.isEmpty, "no session offers it again")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: place.journals).contains {
        $0.hasSuffix(".refused")
      })
  }

  @Test(
    "Of the steps of a session that did not end, each that still fits is restored, and each that does not is named and kept"
  )
  func partlyFits() throws {
    let place = Place()
    var crashed = try place.session()
    // Nine changes: moves, a rename, a time, a label; the fifth is about
    // the brewery tour, which another session then deletes from the file.
    crashed.type(
      "focus lunch", "down", "focus custard", "up", "focus brewery", "rename Brewery walk",
      "focus kansas", "time 7 pm", "label day 2 Game day", "focus wrigleyville", "up",
      "focus brewery walk", "time 3 pm", "city day 5 KC", "focus drive to mil", "bottom")
    #expect(crashed.editor.history.undoSteps.count == 9)
    let other = try SampleTrip.document().trip
    var deleting = Editor(trip: other)
    _ = deleting.perform(.delete, on: "brewery")
    _ = FileManager.default.createFile(
      atPath: place.path,
      contents: Data(
        try TripDocument(bytes: Array(SampleTrip.json.utf8)).bytes(saving: deleting.trip)))
    var session = try place.session()
    #expect(
      session.recoveryOffer() == [
        "trip.json has 9 unsaved changes from a session that did not end, and the file changed since. Restore them? Yes or no."
      ])
    #expect(
      session.type("yes") == [
        "Restored 7 of 9 unsaved changes.",
        "2 no longer fit trip.json, rename of Brewery tour to Brewery walk and time of Brewery walk. They are kept in \(place.journals).",
      ])
    #expect(session.editor.history.undoSteps.count == 7)
    #expect(session.trip.days[1].label == "Game day" && session.trip.days[4].city == "KC")
    #expect(session.trip.item("brewery") == nil)
    // This session's journal holds the seven, and a crash now gives them back.
    let seven = session.trip
    var again = try place.session()
    _ = again.recoveryOffer()
    #expect(again.say("yes") == "Restored 7 unsaved changes.")
    #expect(again.trip == seven)
  }

  @Test("A journal cut short in mid-line gives back every whole step, and says the rest is lost")
  func cutShort() throws {
    let place = Place()
    var crashed = try place.session()
    crashed.type("down", "down")
    let journal = try #require(place.journalPath)
    var bytes = try #require(FileManager.default.contents(atPath: journal))
    let afterOne = crashed.trip
    crashed.type("down")
    let third = try #require(FileManager.default.contents(atPath: journal))
    bytes += third[bytes.count...].prefix(20)
    _ = FileManager.default.createFile(atPath: journal, contents: bytes)
    var session = try place.session()
    #expect(
      session.recoveryOffer() == [
        "Part of the recovery journal of trip.json can't be read. What came after its first 2 changes is lost.",
        "trip.json has 2 unsaved changes from a session that did not end. Restore them? Yes or no.",
      ])
    session.type("yes")
    #expect(session.trip == afterOne)
  }

  @Test("Random commands, with the session lost at a random point, always come back as they were")
  func randomCrashes() throws {
    var random = SplitMix64(seed: 17)
    let words = [
      "up", "down", "top", "bottom", "undo", "undo", "redo", "next", "previous", "grab", "drop",
      "cancel", "move to day 2", "move to day 4", "move to position 2", "first", "save",
      "undo 3", "redo all", "undo all", "move Brewery tour to day 4",
      // Kinds and zones are journaled as every other step.
      "fix", "unfix", "zone chicago", "zone day 2 denver", "zone none",
    ]
    for _ in 0..<40 {
      let place = Place()
      var crashed = try place.session(interactive: false)
      for _ in 0..<Int.random(in: 1...30, using: &random) {
        crashed.type(words.randomElement(using: &random) ?? "down")
      }
      crashed.type("drop")
      var session = try place.session(interactive: false)
      if crashed.hasUnsavedChanges {
        #expect(session.recoveryOffer().count == 1)
        session.type("yes")
      } else {
        #expect(session.recoveryOffer().isEmpty)
      }
      #expect(session.trip == crashed.trip)
    }
  }
}
