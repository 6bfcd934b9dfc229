import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

@Suite("The recovery journal when the disk fails or the journal is not what was written")
struct RecoveryTrustTests {
  typealias Place = RecoveryTests.Place

  static let off =
    "Crash recovery is off. Unsaved changes can't be written to the recovery folder. Save to keep them."
  static let back = "Crash recovery is back on."

  /// A recovery folder under a regular file: nothing can be written there
  /// until the file goes (the tests run as root, where modes stop nothing).
  struct Blocked {
    let blocker: String
    let journals: String

    init() {
      let folder = Sample.folder()
      blocker = folder + "/state"
      journals = blocker + "/recovery"
      _ = FileManager.default.createFile(atPath: blocker, contents: Data("in the way".utf8))
    }

    func unblock() {
      unlink(blocker)
    }
  }

  @Test("A journal that cannot be written is said once; when it can again, every step is in it")
  func cannotBeWritten() throws {
    let blocked = Blocked()
    let place = Place(journals: blocked.journals)
    var session = try place.session()
    #expect(
      session.type("down") == ["Lunch at Lou Malnati's moved to position 2 of day 1.", Self.off])
    #expect(session.type("down") == ["Lunch at Lou Malnati's moved to position 3 of day 1."])
    #expect(session.type("undo").count == 1, "said once, not at every change")
    session.type("redo")
    blocked.unblock()
    #expect(
      session.type("move to day 2") == [
        "Lunch at Lou Malnati's moved to position 4 of day 2.", Self.back,
      ])
    #expect(session.type("up").count == 1, "said once")
    let lost = session.trip
    // The process dies here.
    var next = try place.session()
    #expect(
      next.recoveryOffer() == [
        "trip.json has 4 unsaved changes from a session that did not end. Restore them? Yes or no."
      ], "no step of the time the journal could not be written is dropped")
    #expect(next.say("yes") == "Restored 4 unsaved changes.")
    #expect(next.trip == lost)
  }

  @Test(
    "A full disk: the journal fills a real tiny tmpfs (else its place is taken), then has room")
  func fullDisk() throws {
    let disk = TinyDisk()
    defer { disk?.unmount() }
    let place = disk.map { Place(journals: $0.path + "/recovery") } ?? Place()
    var session = try place.session()
    session.type("focus lunch", "move to day 2")
    let journal = try #require(place.journalPath)
    if let disk {
      try disk.fill()
    } else {
      // Where no disk can be mounted, a folder takes the journal's place.
      unlink(journal)
      mkdir(journal, 0o700)
    }
    // Lunch goes round the days, each move a new line, until one does not fit.
    var moves = 1
    var said: [String] = []
    while moves < 400, !said.contains(Self.off) {
      said = session.type("move to day \((moves + 1) % 5 + 1)")
      moves += 1
    }
    #expect(said.last == Self.off)
    #expect(session.type("move to day \((moves + 1) % 5 + 1)").count == 1, "said once")
    moves += 1
    if let disk { unlink(disk.path + "/filler") } else { rmdir(journal) }
    #expect(session.type("move to day \((moves + 1) % 5 + 1)").last == Self.back)
    moves += 1
    let lost = session.trip
    var next = try place.session()
    #expect(
      next.recoveryOffer() == [
        "trip.json has \(moves) unsaved changes from a session that did not end. Restore them? Yes or no."
      ], "every move, the cut line's too")
    next.type("yes")
    #expect(next.trip == lost)
  }

  @Test("A journal that stops taking lines is written whole again, header and every step")
  func stopsTakingLines() throws {
    let place = Place()
    var session = try place.session()
    session.type("down")
    let journal = try #require(place.journalPath)
    // Something takes the journal's place: no line can be added to it.
    unlink(journal)
    mkdir(journal, 0o700)
    #expect(
      session.type("down") == ["Lunch at Lou Malnati's moved to position 3 of day 1.", Self.off])
    rmdir(journal)
    #expect(
      session.type("move to day 4") == [
        "Lunch at Lou Malnati's moved to position 3 of day 4.", Self.back,
      ])
    let lost = session.trip
    var next = try place.session()
    #expect(next.recoveryOffer().first?.hasPrefix("trip.json has 3 unsaved changes") == true)
    next.type("yes")
    #expect(next.trip == lost)
  }

  @Test("Restoring into a folder that cannot be written says so, and keeps the old journal")
  func restoreCannotWrite() throws {
    let place = Place()
    var crashed = try place.session()
    crashed.type("down", "down")
    let left = try #require(place.journalPath)
    var session = try place.session()
    _ = session.recoveryOffer()
    // The recovery folder goes, and a file takes its place.
    let away = place.journals + ".away"
    rename(place.journals, away)
    _ = FileManager.default.createFile(atPath: place.journals, contents: Data())
    #expect(session.type("yes") == ["Restored 2 unsaved changes.", Self.off])
    unlink(place.journals)
    rename(away, place.journals)
    #expect(FileManager.default.fileExists(atPath: left), "the only copy on disk stays")
  }

  @Test("A line that cannot be read in the middle says that what follows it is lost")
  func cutInTheMiddle() throws {
    let place = Place()
    var crashed = try place.session()
    crashed.type("down")
    let afterOne = crashed.trip
    crashed.type("down", "move to day 3")
    let journal = try #require(place.journalPath)
    let text = try String(contentsOfFile: journal, encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 5, "a header, three steps, and the end")
    lines[2] = lines[2].prefix(30)
    try lines.joined(separator: "\n").write(toFile: journal, atomically: true, encoding: .utf8)
    var session = try place.session()
    #expect(
      session.recoveryOffer() == [
        "Part of the recovery journal of trip.json can't be read. What came after its first change is lost.",
        "trip.json has 1 unsaved change from a session that did not end. Restore it? Yes or no.",
      ])
    #expect(session.say("yes") == "Restored 1 unsaved change.")
    #expect(session.trip == afterOne)
  }

  @Test("A journal whose first line cannot be read is said, and set aside, not offered again")
  func unreadable() throws {
    let place = Place()
    var crashed = try place.session()
    crashed.type("down")
    let journal = try #require(place.journalPath)
    let bytes = try #require(FileManager.default.contents(atPath: journal))
    _ = FileManager.default.createFile(atPath: journal, contents: bytes.prefix(12))
    // Journals set aside before: one 40 days ago, one 2 days ago.
    let folder = URL(fileURLWithPath: journal).deletingLastPathComponent().path
    for (name, days) in [("old", 40), ("recent", 2)] {
      let aside = folder + "/" + name + ".json.refused"
      _ = FileManager.default.createFile(atPath: aside, contents: Data("{}".utf8))
      let then = Date().addingTimeInterval(-Double(days) * 24 * 3600)
      try FileManager.default.setAttributes([.modificationDate: then], ofItemAtPath: aside)
    }
    var session = try place.session()
    #expect(
      session.recoveryOffer() == [
        "The recovery journal of trip.json can't be read. It was set aside in the recovery folder."
      ])
    #expect(FileManager.default.fileExists(atPath: journal + ".refused"))
    // Kept thirty days: the older is gone, the newer stays.
    #expect(!FileManager.default.fileExists(atPath: folder + "/old.json.refused"))
    #expect(FileManager.default.fileExists(atPath: folder + "/recent.json.refused"))
    #expect(!session.isAsking)
    var next = try place.session()
    #expect(next.recoveryOffer().isEmpty)
  }

  /// A journal of one step, written as a person might change it.
  static let tampered: [(String, String)] = [
    (
      "rank past the lowest number",
      #"["push","lunch","Lunch at Lou Malnati's",1,-9223372036854775808,1,2,[["lunch",1,"3ff0000000000000",1,"4004000000000000"]]]"#
    ),
    (
      "a day the trip does not have",
      #"["push","lunch","Lunch at Lou Malnati's",1,1,99,2,[["lunch",1,"3ff0000000000000",1,"4004000000000000"]]]"#
    ),
    (
      "the highest day number",
      #"["push","lunch","Lunch at Lou Malnati's",1,1,9223372036854775807,2,[["lunch",1,"3ff0000000000000",1,"4004000000000000"]]]"#
    ),
    (
      "the highest rank",
      #"["push","lunch","Lunch at Lou Malnati's",1,1,1,9223372036854775807,[["lunch",1,"3ff0000000000000",1,"4004000000000000"]]]"#
    ),
    (
      "a sortOrder that is not a number",
      #"["push","lunch","Lunch at Lou Malnati's",1,1,1,2,[["lunch",1,"3ff0000000000000",1,"7ff8000000000000"]]]"#
    ),
    (
      "an item the trip does not have",
      #"["push","zzz","Lunch at Lou Malnati's",1,1,1,2,[["zzz",1,"3ff0000000000000",1,"4004000000000000"]]]"#
    ),
    ("a move that moves nothing", #"["push","lunch","Lunch at Lou Malnati's",1,1,1,2,[]]"#),
    (
      "a title the item does not have",
      #"["push","lunch","\u001b]0;pwned\u0007Lunch",1,1,1,2,[["lunch",1,"3ff0000000000000",1,"4004000000000000"]]]"#
    ),
    (
      "a group with an item the trip does not have",
      #"["push","lunch","Lunch at Lou Malnati's",1,1,1,2,[["lunch",1,"3ff0000000000000",1,"4004000000000000"]],null,[["lunch","Lunch at Lou Malnati's"],["ghost","Ghost"]]]"#
    ),
    (
      "a rename said under another item",
      #"["push","drinks","Drinks in Wrigleyville",1,1,1,1,[],["renamed","Lunch at Lou Malnati's","custom","Brunch","null",null,null,null,1,"3ff0000000000000",[],0,-1]]"#
    ),
    (
      "a game taken off the trip",
      #"["push","brewers-cubs","Brewers at Cubs",1,2,1,2,[],["deleted",null,"game","Brewers at Cubs",null,null,null,null,1,"4000000000000000",[],1,-1]]"#
    ),
  ]

  @Test(
    "A changed journal is refused with a sentence and set aside; the trip stays the file's",
    arguments: tampered)
  func tamperedJournal(_ case: (name: String, line: String)) throws {
    let place = Place()
    var crashed = try place.session()
    crashed.type("down")
    let journal = try #require(place.journalPath)
    let header = try #require(
      try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n").first)
    try (header + "\n" + `case`.line + "\n").write(
      toFile: journal, atomically: true, encoding: .utf8)
    var session = try place.session()
    let file = session.trip
    #expect(session.recoveryOffer().count == 1, "\(`case`.name)")
    let said = session.type("yes")
    #expect(said.first == "Can't restore the unsaved changes.", "\(`case`.name)")
    #expect(
      said.count == 2 && said[1].hasPrefix("1 no longer fits trip.json, ")
        && said[1].hasSuffix(" It is kept in \(place.journals)."), "\(`case`.name): \(said)")
    #expect(session.trip == file)
    #expect(session.say("undo") == "Nothing to undo.")
    #expect(FileManager.default.fileExists(atPath: journal + ".refused"))
    var next = try place.session()
    #expect(next.recoveryOffer().isEmpty)
  }

  @Test("Ctrl-D at the question before quitting keeps the journal for the next time")
  func endOfInputAtQuitQuestion() throws {
    let place = Place()
    var session = try place.session()
    session.type("down")
    let lost = session.trip
    #expect(session.endOfInput().asksToQuit)
    let end = session.endOfInput()
    #expect(end.lines == ["The unsaved changes are kept for the next time trip.json opens."])
    #expect(end.quits)
    session.close()
    var next = try place.session()
    #expect(next.recoveryOffer().count == 1)
    next.type("yes")
    #expect(next.trip == lost)
    #expect(next.handle("quit").asksToQuit)
    #expect(next.handle("yes").quits, "a yes lets the changes go")
    #expect(place.journalFiles.isEmpty)
  }

  @Test("A link or a second name in the journal's place is never written through")
  func journalReplacedByLink() throws {
    let place = Place()
    var session = try place.session()
    session.type("down")
    let journal = try #require(place.journalPath)
    let precious = Sample.folder() + "/precious"
    _ = FileManager.default.createFile(atPath: precious, contents: Data("precious\n".utf8))
    chmod(precious, 0o644)
    unlink(journal)
    symlink(precious, journal)
    session.type("down")
    unlink(journal)
    link(precious, journal)
    session.type("move to day 3")
    #expect(FileManager.default.contents(atPath: precious) == Data("precious\n".utf8))
    #expect(
      (try FileManager.default.attributesOfItem(atPath: precious)[.posixPermissions] as? Int)
        == 0o644)
    let lost = session.trip
    var next = try place.session()
    #expect(next.recoveryOffer().first?.hasPrefix("trip.json has 3 unsaved changes") == true)
    next.type("yes")
    #expect(next.trip == lost)
  }

  @Test("A session killed but not yet collected by its parent (a zombie) no longer runs")
  func zombie() throws {
    var child: pid_t = 0
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
    defer { for argument in arguments { free(argument) } }
    #expect(posix_spawn(&child, "/bin/true", nil, nil, arguments, nil) == 0)
    // Its start time while it runs, or a moment after it ended.
    let start = SessionToken.startTime(of: child) ?? 0
    var state = ""
    for _ in 0..<500 where state != "Z" {
      usleep(2000)
      let stat = (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8)) ?? ""
      state = stat.split(separator: ")").last.map { String($0.dropFirst().prefix(1)) } ?? ""
    }
    #expect(state == "Z", "the child ended and waits to be collected")
    #expect(!SessionToken(pid: child, start: start, serial: 1).isRunning)
    var status: Int32 = 0
    waitpid(child, &status, 0)
    #expect(SessionToken.mine().isRunning)
  }

  @Test("A journal grown huge (its end zeros, as a power cut can leave it) is read only so far")
  func hugeJournal() throws {
    let place = Place()
    var crashed = try place.session()
    crashed.type("down")
    let afterOne = crashed.trip
    let journal = try #require(place.journalPath)
    // Three gigabytes, all but the first lines a hole of zeros.
    #expect(truncate(journal, 3 << 30) == 0)
    var session = try place.session()
    #expect(
      session.recoveryOffer() == [
        "Part of the recovery journal of trip.json can't be read. What came after its first change is lost.",
        "trip.json has 1 unsaved change from a session that did not end. Restore it? Yes or no.",
      ])
    #expect(session.say("yes") == "Restored 1 unsaved change.")
    #expect(session.trip == afterOne)
  }
}
