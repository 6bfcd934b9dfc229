import Foundation
import ItineraryCore
import Testing
import TripTestSupport

@Suite("itin-a11y --replay: a recording is a test of its own")
struct ReplayTests {
  @Test("A session recorded with --record replays with exit 0, and changes no file beside it")
  func recordThenReplay() throws {
    let folder = Scratch.folder("itin-replay")
    let trip = folder + "/trip.json"
    Sample.write(to: trip)
    let recorded = try Executable.run(
      ["trip.json", "--record", "rec.txt"], input: "down\nmove to day 3\nsave\nundo\n",
      in: URL(fileURLWithPath: folder))
    #expect(recorded.status == 0)
    let saved = FileManager.default.contents(atPath: trip)
    // The file now holds the saved trip; put the first one back, as the
    // recording started from it.
    Sample.write(to: trip)
    let replayed = try Executable.run(["--replay", folder + "/rec.txt"])
    #expect(replayed.status == 0)
    #expect(replayed.lines == ["Replayed rec.txt. All 4 steps match."])
    #expect(FileManager.default.contents(atPath: trip) == Data(SampleTrip.json.utf8))
    #expect(saved != Data(SampleTrip.json.utf8))
    // Left as the recording's save made it, the file has changed: said first.
    _ = FileManager.default.createFile(atPath: trip, contents: saved)
    let changed = try Executable.run(["--replay", folder + "/rec.txt"])
    #expect(changed.status == 1)
    #expect(
      changed.lines.first
        == "trip.json has changed since rec.txt was recorded, so its answers may differ.")
  }

  @Test("A recording whose trip lies outside its folder replays a copy, and never saves the trip")
  func tripOutsideFolder() throws {
    let tripFolder = Scratch.folder("itin-replay-trip")
    let trip = tripFolder + "/trip.json"
    Sample.write(to: trip)
    let folder = Scratch.folder("itin-replay-recording")
    let recorded = try Executable.run(
      [trip, "--record", folder + "/rec.txt"], input: "down\nsave\n")
    #expect(recorded.status == 0)
    Sample.write(to: trip)
    for _ in 0..<2 {
      let replayed = try Executable.run(["--replay", folder + "/rec.txt"])
      #expect(replayed.lines == ["Replayed rec.txt. All 2 steps match."])
      #expect(FileManager.default.contents(atPath: trip) == Data(SampleTrip.json.utf8))
    }
  }

  @Test("A recording that saves as a path outside its folder is refused there, and stops")
  func saveAsOutside() throws {
    let victimFolder = Scratch.folder("itin-replay-victim")
    let victim = victimFolder + "/victim.json"
    _ = FileManager.default.createFile(atPath: victim, contents: Data("precious\n".utf8))
    let folder = Scratch.folder("itin-replay-attack")
    let text = """
      Start: sample trip

      Type: down
      Hear: Lunch at Lou Malnati's moved to position 2 of day 1.

      Type: save as \(victim)
      Hear: victim.json already exists. Replace it? Yes or no.

      Type: yes
      Hear: Saved victim.json.

      Type: save as ../\((victimFolder as NSString).lastPathComponent)/victim.json
      Hear: Saved victim.json.
      """
    try text.write(toFile: folder + "/rec.txt", atomically: true, encoding: .utf8)
    let replayed = try Executable.run(["--replay", folder + "/rec.txt"])
    #expect(replayed.status == 1)
    #expect(
      replayed.lines == [
        "Step 2, at line 6 of rec.txt, differs.",
        "In the recording, victim.json already exists. Replace it? Yes or no.",
        "Now, Can't use victim.json in a replay. A replay reads and writes only its copy of the recording's folder.",
      ])
    #expect(FileManager.default.contents(atPath: victim) == Data("precious\n".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: victimFolder) == ["victim.json"])
  }

  @Test("The first difference is said in words, with its step and line, and exit 1")
  func difference() throws {
    let folder = Scratch.folder("itin-replay-differs")
    let text = """
      Start: sample trip

      Type: down
      Hear: Lunch at Lou Malnati's moved to position 2 of day 1.

      Type: down
      Hear: Lunch at Lou Malnati's moved to position 9 of day 1.

      Type: where
      Hear: Wrong too.
      """
    try text.write(toFile: folder + "/rec.txt", atomically: true, encoding: .utf8)
    let replayed = try Executable.run(["--replay", folder + "/rec.txt"])
    #expect(replayed.status == 1)
    #expect(
      replayed.lines == [
        "Step 2, at line 6 of rec.txt, differs. Typed: down.",
        "In the recording, Lunch at Lou Malnati's moved to position 9 of day 1.",
        "Now, Lunch at Lou Malnati's moved to position 3 of day 1.",
      ])
  }

  @Test("A file that is not a recording, or is missing, is one sentence and exit 1")
  func notARecording() throws {
    let folder = Scratch.folder("itin-replay-bad")
    try "Start: sample trip\nTyped: down\n".write(
      toFile: folder + "/bad.txt", atomically: true, encoding: .utf8)
    let bad = try Executable.run(["--replay", folder + "/bad.txt"])
    #expect(bad.status == 1)
    #expect(bad.lines.count == 1)
    #expect(
      bad.lines.first?.hasPrefix("Can't replay bad.txt. Line 2 is not in the transcript format")
        == true)
    let missing = try Executable.run(["--replay", folder + "/none.txt"])
    #expect(missing.status == 1)
    #expect(missing.lines == ["Can't replay none.txt. There is no such file."])
  }
}
