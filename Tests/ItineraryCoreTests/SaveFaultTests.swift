import Foundation
import ItineraryCore
import Testing
import TripTestSupport

@Suite("A save that fails or is killed leaves the old file, and nothing beside it")
struct SaveFaultTests {
  @Test("A write error part way through gives its reason; the file and the folder are as they were")
  func failingWrite() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("trip.json")
    _ = FileManager.default.createFile(atPath: path, contents: Data(SampleTrip.json.utf8))
    let document = try TripDocument.open(atPath: path)
    var trip = document.trip
    try trip.move("lunch", to: Position(day: 2, rank: 1))
    for (code, reason) in [
      (ENOSPC, FileAccessError.Reason.diskFull), (EDQUOT, .diskFull), (EIO, .other(code: EIO)),
    ] {
      #expect(
        throws: SaveError.access(FileAccessError(path: path, operation: .write, reason: reason))
      ) {
        try FileFaults.withFaults(.failingWrites(after: 100, with: code)) {
          _ = try document.save(trip, toPath: path)
        }
      }
      #expect(FileManager.default.contents(atPath: path) == Data(SampleTrip.json.utf8))
      #expect(folder.contents == ["trip.json"])
    }
    // Outside the faults, the same save goes through.
    _ = try document.save(trip, toPath: path)
    #expect(try TripDocument.open(atPath: path).trip == trip)
  }

  @Test("A save removes the temporary files of killed saves, and leaves those of running ones")
  func abandonedTemporaries() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("trip.json")
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/sh")
    ended.arguments = ["-c", "exit 0"]
    try ended.run()
    ended.waitUntilExit()
    let dead = ".trip.json.tmp-\(ended.processIdentifier)-123"
    let running = ".trip.json.tmp-\(getpid())-456"
    let otherFile = ".other.json.tmp-\(ended.processIdentifier)-789"
    for name in [dead, running, otherFile] {
      _ = FileManager.default.createFile(atPath: folder.file(name), contents: Data("half".utf8))
    }
    _ = try TripDocument(trip: try SampleTrip.document().trip).save(
      try SampleTrip.document().trip, toPath: path)
    #expect(folder.contents == [otherFile, running, "trip.json"].sorted())
  }

  @Test("hasChangedOnDisk tells another program's write from the document's own bytes")
  func changedOnDisk() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("trip.json")
    _ = FileManager.default.createFile(atPath: path, contents: Data(SampleTrip.json.utf8))
    let document = try TripDocument.open(atPath: path)
    #expect(!document.hasChangedOnDisk(atPath: path))
    _ = FileManager.default.createFile(atPath: path, contents: Data((SampleTrip.json + " ").utf8))
    #expect(document.hasChangedOnDisk(atPath: path))
    try FileManager.default.removeItem(atPath: path)
    #expect(!document.hasChangedOnDisk(atPath: path), "gone: saving there loses nothing")
  }
}
