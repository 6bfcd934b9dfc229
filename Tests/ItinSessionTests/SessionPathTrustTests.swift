import Foundation
import ItinSession
import ItineraryCore
import SessionTestSupport
import Testing
import TripTestSupport

/// What an attacker's probe (issue 33) found a session doing with paths:
/// the file it claims, the file it checks, and the file it replaces.
@Suite("A session names, checks and replaces the file it read, however it is spelt")
struct SessionPathTrustTests {
  /// A trip file in a folder of its own.
  private func tripFile(mode: mode_t = 0o644) -> String {
    let path = Sample.folder() + "/trip.json"
    Sample.write(to: path)
    chmod(path, mode)
    return path
  }

  private func session(_ path: String, interactive: Bool, state: String? = nil) throws -> Session {
    Session(
      document: try TripDocument.open(atPath: path), path: path, isInteractive: interactive,
      recoveryFolder: state)
  }

  @Test("Through a pipe, a read-only file is refused with save anyway named, which replaces it")
  func readOnlyThroughPipe() throws {
    let path = tripFile(mode: 0o444)
    var session = try session(path, interactive: false)
    session.type("down")
    #expect(
      session.say("save")
        == "Can't save to \(path). The file is read-only. Type save anyway to replace it, or save as and a file path."
    )
    #expect(FileManager.default.contents(atPath: path) == Data(SampleTrip.json.utf8))
    #expect(session.say("save anyway") == "Saved trip.json.")
    #expect(try TripDocument.open(atPath: path).trip == session.trip)
  }

  @Test("On a terminal, a read-only file is asked about; no keeps it, yes replaces it")
  func readOnlyOnTerminal() throws {
    let path = tripFile(mode: 0o444)
    var session = try session(path, interactive: true)
    session.type("down")
    let question = "trip.json is read-only. Replace it anyway? Yes or no."
    #expect(session.say("save") == question)
    #expect(session.say("no") == "Nothing was saved.")
    #expect(FileManager.default.contents(atPath: path) == Data(SampleTrip.json.utf8))
    #expect(session.say("save") == question)
    #expect(session.say("yes") == "Saved trip.json.")
    #expect(try TripDocument.open(atPath: path).trip == session.trip)
  }

  @Test(
    "save as the open trip by another spelling still sees the change on disk",
    arguments: ["dot", "link", "hard link"])
  func saveAsOtherSpelling(spelling: String) throws {
    let path = tripFile()
    let folder = (path as NSString).deletingLastPathComponent
    let other: String
    switch spelling {
    case "dot": other = folder + "/./trip.json"
    case "link":
      other = folder + "/link.json"
      try FileManager.default.createSymbolicLink(atPath: other, withDestinationPath: "trip.json")
    default:
      other = folder + "/hard.json"
      #expect(link(path, other) == 0)
    }
    var session = try session(path, interactive: false)
    session.type("down")
    let theirs = Data(SampleTrip.json.replacingOccurrences(of: "Midwest", with: "Edited").utf8)
    // In place, as another program writing the file would, so the hard link sees it too.
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.write(contentsOf: theirs)
    try handle.truncate(atOffset: UInt64(theirs.count))
    try handle.close()
    #expect(session.say("save as \(other)").hasPrefix("Can't save. trip.json changed on disk"))
    #expect(FileManager.default.contents(atPath: path) == theirs)
  }

  @Test("A path with .. after a linked folder claims the file the kernel opens")
  func claimThroughLinkedFolder() throws {
    let root = Sample.folder()
    let manager = FileManager.default
    for folder in ["data/trips", "data/archive", "home/archive"] {
      try manager.createDirectory(
        atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    try manager.createSymbolicLink(
      atPath: root + "/home/trips", withDestinationPath: "../data/trips")
    let real = root + "/data/archive/trip.json"
    _ = manager.createFile(atPath: real, contents: Data(SampleTrip.json.utf8))
    // Another trip where ".." taken as text would lead.
    _ = manager.createFile(
      atPath: root + "/home/archive/trip.json", contents: Data(SampleTrip.json.utf8))
    let state = root + "/state"

    var first = try session(real, interactive: false, state: state)
    #expect(first.start() == Reply(lines: []))
    var second = try session(
      root + "/home/trips/../archive/trip.json", interactive: false, state: state)
    #expect(
      second.start().lines == [
        "Can't open trip.json. Another itin-a11y session has it open. Add --open-anyway to open it all the same."
      ])
    first.close()
  }

  @Test(
    "A trip shared through its group, saved by a user who does not own it, keeps owner and group")
  func sharedThroughGroup() throws {
    // Needs two users: root gives the file to root and the nogroup group,
    // and the program runs as nobody in that group.
    guard geteuid() == 0 else { return }
    let folder = Sample.folder()
    chmod(folder, 0o777)
    let path = folder + "/trip.json"
    Sample.write(to: path)
    #expect(chown(path, 0, 65534) == 0)
    #expect(chmod(path, 0o664) == 0)
    var before = stat()
    _ = stat(path, &before)
    let outcome = try Executable.run(
      [path], input: "down\nsave\n",
      through: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
    #expect(outcome.lines.last == "Saved trip.json.")
    var after = stat()
    #expect(stat(path, &after) == 0)
    #expect(after.st_uid == 0)
    #expect(after.st_gid == 65534)
    #expect(after.st_ino == before.st_ino)
    #expect(after.st_mode & 0o777 == 0o664)
    #expect(FileManager.default.contents(atPath: path) != Data(SampleTrip.json.utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["trip.json"])
  }

  @Test("save as a pipe or a device is refused at once, with its reason, not asked about")
  func saveAsPipe() throws {
    let path = tripFile()
    let pipe = Sample.folder() + "/pipe"
    #expect(mkfifo(pipe, 0o644) == 0)
    var session = try session(path, interactive: true)
    session.type("down")
    #expect(
      session.say("save as \(pipe)")
        == "Can't save to \(pipe). It is a pipe or a device, not a file.")
    #expect(!session.isAsking)
    #expect(
      session.say("save as /dev/null")
        == "Can't save to /dev/null. It is a pipe or a device, not a file.")
    #expect(!session.isAsking)
  }

  @Test(
    "A typed path with a hidden control character is refused, by export, save as, open and import; nothing is written"
  )
  func hiddenCharacters() throws {
    let path = tripFile()
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var session = try session(path, interactive: false)
    session.type("down")
    let refusal = "Can't use that file name. It holds a hidden control character."
    for name in ["a\u{1B}[31mb.txt", "a\u{0}b.json", "evil\u{202E}txt.json", "c\u{7}.ics"] {
      for command in ["export ", "save as ", "open ", "import "] {
        #expect(session.say(command + folder + "/" + name) == refusal, "\(command)\(name)")
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["trip.json"])
    #expect(session.hasUnsavedChanges)
    // The same name without the character is written, and said as written.
    #expect(session.say("export \(folder)/ab.txt").contains("ab.txt"))
    #expect(FileManager.default.fileExists(atPath: folder + "/ab.txt"))
  }
}
