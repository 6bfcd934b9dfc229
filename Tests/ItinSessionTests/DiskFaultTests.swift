import Foundation
import ItinSession
import ItineraryCore
import SessionTestSupport
import Testing
import TripTestSupport

/// Saves that the disk refuses: one sentence each, the trip in memory and
/// the file on disk as they were, and `save as` elsewhere still works.
@Suite("Disk faults: a full disk, a read-only folder, a missing folder, a folder for a file")
struct DiskFaultTests {
  /// A session on a copy of the sample trip at `path`, with one move made.
  private func movedSession(at path: String) throws -> Session {
    Sample.write(to: path)
    var session = Session(document: try TripDocument.open(atPath: path), path: path)
    session.type("down")
    return session
  }

  /// After a refused save: nothing lost in memory, nothing changed on disk,
  /// no temporary file left, and `save as` to a good folder works.
  private func expectNothingLost(
    _ session: inout Session, file path: String, was bytes: Data?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let moved = session.trip
    #expect(session.hasUnsavedChanges, sourceLocation: sourceLocation)
    #expect(FileManager.default.contents(atPath: path) == bytes, sourceLocation: sourceLocation)
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    #expect(!names.contains { $0.contains(".tmp-") }, sourceLocation: sourceLocation)
    let elsewhere = Sample.folder() + "/elsewhere.json"
    #expect(
      session.say("save as \(elsewhere)") == "Saved elsewhere.json.", sourceLocation: sourceLocation
    )
    #expect(try TripDocument.open(atPath: elsewhere).trip == moved, sourceLocation: sourceLocation)
    #expect(session.trip == moved, sourceLocation: sourceLocation)
  }

  @Test(
    "A full disk: a real tiny tmpfs where one can be mounted, else a write that fails with ENOSPC")
  func fullDisk() throws {
    if let disk = TinyDisk() {
      defer { disk.unmount() }
      let path = disk.path + "/trip.json"
      var session = try movedSession(at: path)
      try disk.fill()
      #expect(session.say("save") == "Can't save to \(path). The disk is full.")
      try expectNothingLost(&session, file: path, was: Data(SampleTrip.json.utf8))
    } else {
      let path = Sample.folder() + "/trip.json"
      var session = try movedSession(at: path)
      let said = FileFaults.withFaults(.failingWrites(after: 512, with: ENOSPC)) {
        session.say("save")
      }
      #expect(said == "Can't save to \(path). The disk is full.")
      try expectNothingLost(&session, file: path, was: Data(SampleTrip.json.utf8))
    }
  }

  @Test("A write that fails part way, injected at the file layer, leaves the file and no temporary")
  func injectedWriteError() throws {
    let path = Sample.folder() + "/trip.json"
    var session = try movedSession(at: path)
    for (code, reason) in [(ENOSPC, "The disk is full"), (EIO, "System error \(EIO)")] {
      let said = FileFaults.withFaults(.failingWrites(after: 1000, with: code)) {
        session.say("save")
      }
      #expect(said == "Can't save to \(path). \(reason).")
    }
    try expectNothingLost(&session, file: path, was: Data(SampleTrip.json.utf8))
  }

  @Test("A folder that does not exist, and a path that is a folder")
  func missingFolderAndFolderPath() throws {
    let folder = Sample.folder()
    let path = folder + "/trip.json"
    var session = try movedSession(at: path)
    #expect(
      session.say("save as \(folder)/gone/trip.json")
        == "Can't save to \(folder)/gone/trip.json. The folder does not exist.")
    #expect(session.say("save as \(folder)") == "Can't save to \(folder). It is a folder.")
    try expectNothingLost(&session, file: path, was: Data(SampleTrip.json.utf8))
    // The trip's own file taken away and a folder put in its place.
    var again = try movedSession(at: folder + "/own.json")
    try FileManager.default.removeItem(atPath: folder + "/own.json")
    try FileManager.default.createDirectory(
      atPath: folder + "/own.json", withIntermediateDirectories: false)
    #expect(again.say("save") == "Can't save to \(folder)/own.json. It is a folder.")
    try expectNothingLost(&again, file: folder + "/own.json", was: nil)
  }

  @Test("A read-only folder: itin-a11y run as a user who may not write there")
  func readOnlyFolder() throws {
    let folder = Scratch.folder("itin-readonly")
    let path = folder + "/trip.json"
    Sample.write(to: path)
    let writable = Scratch.folder("itin-writable")
    chmod(folder, 0o555)
    chmod(path, 0o644)
    chmod(writable, 0o777)
    defer { chmod(folder, 0o755) }
    // Root may write anywhere: the program runs as nobody instead.
    let wrapper =
      geteuid() == 0
      ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    let outcome = try Executable.run(
      [path], input: "down\nsave\nwhere\nsave as \(writable)/copy.json\nquit\n",
      through: wrapper)
    // Nobody may not write the recovery folder either: that is said once.
    #expect(
      outcome.lines == [
        "Lunch at Lou Malnati's moved to position 2 of day 1.",
        "Crash recovery is off. Unsaved changes can't be written to the recovery folder. Save to keep them.",
        "Can't save to \(path). Permission denied.",
        "Lunch at Lou Malnati's, custom, position 2 of day 1.",
        "Saved copy.json.",
        "Goodbye.",
      ])
    #expect(FileManager.default.contents(atPath: path) == Data(SampleTrip.json.utf8))
    #expect(
      try TripDocument.open(atPath: writable + "/copy.json").trip
        != (try SampleTrip.document()).trip)
  }
}

/// A 64 KiB tmpfs, mounted where this process may mount one (root on Linux).
struct TinyDisk {
  let path: String

  init?() {
    #if os(Linux)
    let path = Scratch.folder("itin-tinydisk")
    guard
      (try? Process.status(["/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", path])) == 0
    else { return nil }
    self.path = path
    #else
    return nil
    #endif
  }

  /// Fills the disk, all but a few hundred bytes.
  func fill() throws {
    let filler = path + "/filler"
    let handle = try #require(
      FileManager.default.createFile(atPath: filler, contents: nil)
        ? FileHandle(forWritingAtPath: filler) : nil)
    let block = Data(repeating: 0x20, count: 1024)
    while (try? handle.write(contentsOf: block)) != nil {}
    try? handle.close()
  }

  func unmount() {
    _ = try? Process.status(["/bin/umount", path])
  }
}

extension Process {
  /// Runs `command` and waits; its exit status.
  static func status(_ command: [String]) throws -> Int32 {
    try Executable.run(
      program: URL(fileURLWithPath: command[0]), Array(command.dropFirst()), data: Data(),
      in: FileManager.default.temporaryDirectory, environment: Executable.environment()
    ).status
  }

}
