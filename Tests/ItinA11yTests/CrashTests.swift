import Foundation
import ItineraryCore
import Testing
import TripTestSupport

/// itin-a11y killed with SIGKILL, as a crash, a power cut to the process or
/// a closed laptop kills it: the file is whole, and nothing typed is lost.
@Suite("Killed at any moment: the file is the old trip or the new, and unsaved changes come back")
struct CrashTests {
  /// A running itin-a11y whose input stays open until it is killed.
  final class Running {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    init(_ arguments: [String], stateFolder: String) throws {
      let url = try #require(Executable.url, "itin-a11y is not built")
      process.executableURL = url
      process.arguments = arguments
      process.environment = Executable.environment(stateFolder: stateFolder)
      process.currentDirectoryURL = FileManager.default.temporaryDirectory
      process.standardInput = input
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
    }

    func type(_ text: String) {
      Pipes.send(text, to: input.fileHandleForWriting)
    }

    /// Reads the output until it holds `count` lines, or 10 seconds pass.
    func lines(_ count: Int) -> [String] {
      var text = ""
      let deadline = Date().addingTimeInterval(10)
      let descriptor = output.fileHandleForReading.fileDescriptor
      while text.filter({ $0 == "\n" }).count < count, Date() < deadline {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, 100) > 0 else { continue }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let read = buffer.withUnsafeMutableBytes {
          Foundation.read(descriptor, $0.baseAddress, $0.count)
        }
        if read <= 0 { break }
        text += String(decoding: buffer[..<read], as: UTF8.self)
      }
      return text.split(separator: "\n").map(String.init)
    }

    func kill() {
      Foundation.kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }

    deinit {
      if process.isRunning { kill() }
    }
  }

  /// A trip of `count` custom items over 100 days, in the house style.
  static func bigTrip(items count: Int) -> String {
    let days = (1...100).map { #"{"label": "Day \#($0)"}"# }.joined(separator: ", ")
    let items = (0..<count).map { index in
      #"{"id": "i\#(index)", "kind": "custom", "title": "Item \#(index)", "day": \#(index % 100 + 1), "sortOrder": \#(index / 100 + 1)}"#
    }
    return
      #"{"format": 1, "title": "Big", "days": [\#(days)], "items": [\#(items.joined(separator: ",\n"))]}"#
  }

  static func temporaries(beside path: String) -> [String] {
    let url = URL(fileURLWithPath: path)
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path))
      ?? []
    return names.filter { $0.hasPrefix(".\(url.lastPathComponent).tmp-") }
  }

  @Test("SIGKILL in the middle of saves of a 20,000-item trip never leaves half a file")
  func killDuringSave() throws {
    let folder = Scratch.folder("itin-crash")
    let state = Scratch.folder("itin-crash-state")
    let path = folder + "/big.json"
    let old = Self.bigTrip(items: 20_000)
    _ = FileManager.default.createFile(atPath: path, contents: Data(old.utf8))
    // The two trips a save can leave: the first item where it was, or moved
    // down. Both are valid; the byte comparison below proves the file is one.
    let new = old.replacingOccurrences(
      of: #""id": "i0", "kind": "custom", "title": "Item 0", "day": 1, "sortOrder": 1}"#,
      with: #""id": "i0", "kind": "custom", "title": "Item 0", "day": 1, "sortOrder": 2.5}"#)
    #expect(new != old)
    var moved = 0
    var random = SplitMix64(seed: 23)
    // "no" declines what a killed run left in its journal; then save after
    // save, the first item down and back, until the kill.
    let script = "no\n" + String(repeating: "down\nsave\nundo\nsave\n", count: 400)
    let kills = 12
    for _ in 0..<kills {
      // Each run starts from the old trip: its script moves down from there.
      if FileManager.default.contents(atPath: path) != Data(old.utf8) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(old.utf8))
      }
      let running = try Running([path], stateFolder: state)
      running.type(script)
      // Answers come once the trip is open: the kill lands after a chosen
      // number of them, in the save or the move that follows, each save a
      // write, a flush and a rename. Counted, not timed, so a slow build
      // (a sanitizer's) still kills on both sides of a save.
      let answers = Int.random(in: 1...9, using: &random)
      #expect(running.lines(answers).count >= answers)
      usleep(UInt32.random(in: 0...30_000, using: &random))
      running.kill()
      let text = String(
        decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
      #expect(text == old || text == new, "the file is the old trip or the new one, to the byte")
      if text == new { moved += 1 }
      #expect(Self.temporaries(beside: path).count <= 1, "at most the killed save's own")
    }
    // Kills landed on both sides of a save.
    #expect(moved > 0)
    #expect(moved < kills)
    let last = try Executable.run([path], input: "no\nsave\nquit\n", stateFolder: state)
    #expect(last.lines.contains("Saved big.json."))
    #expect(try Executable.run(["--check", path]).status == 0)
    #expect(Self.temporaries(beside: path).isEmpty, "the next save removes what a kill left")
  }

  @Test("Moves made before a SIGKILL are offered at the next start, and restored with a yes")
  func killAndRestore() throws {
    let folder = Scratch.folder("itin-crash")
    let state = Scratch.folder("itin-crash-state")
    let path = folder + "/trip.json"
    let original = SampleTrip.json
    _ = FileManager.default.createFile(atPath: path, contents: Data(original.utf8))
    let running = try Running([path], stateFolder: state)
    running.type("down\nmove to day 3\n")
    #expect(running.lines(2).count == 2)
    running.kill()
    #expect(FileManager.default.contents(atPath: path) == Data(original.utf8))
    let next = try Executable.run(
      [path], input: "where\nyes\nwhere\nsave\n", stateFolder: state)
    #expect(
      next.lines == [
        "trip.json has 2 unsaved changes from a session that did not end. Restore them? Yes or no.",
        "First, restore the 2 unsaved changes? Yes or no.",
        "Restored 2 unsaved changes.",
        "Lunch at Lou Malnati's, custom, position 4 of day 3.",
        "Saved trip.json.",
      ])
    let recovery = state + "/itin-a11y/recovery"
    #expect((try? FileManager.default.contentsOfDirectory(atPath: recovery)) == [])
  }

  @Test(
    "A second itin-a11y on a file in use is refused through a pipe; once the first is killed, it opens"
  )
  func secondProcessRefused() throws {
    let folder = Scratch.folder("itin-two")
    let state = Scratch.folder("itin-two-state")
    let path = folder + "/trip.json"
    Sample.write(to: path)
    let first = try Running([path], stateFolder: state)
    first.type("down\n")
    #expect(first.lines(1) == ["Lunch at Lou Malnati's moved to position 2 of day 1."])

    let second = try Executable.run([path], input: "down\nsave\n", stateFolder: state)
    #expect(second.status == 1)
    #expect(
      second.lines == [
        "Can't open trip.json. Another itin-a11y session has it open. Add --open-anyway to open it all the same."
      ])
    let anyway = try Executable.run(
      [path, "--open-anyway"], input: "where\nquit\n", stateFolder: state)
    #expect(anyway.status == 0)
    #expect(anyway.lines == ["Lunch at Lou Malnati's, custom, position 1 of day 1.", "Goodbye."])
    #expect(FileManager.default.contents(atPath: path) == Data(SampleTrip.json.utf8))

    first.kill()
    // The killed session's marker is stale: the next one opens, and is
    // offered the killed one's move.
    let third = try Executable.run([path], input: "no\nquit\n", stateFolder: state)
    #expect(third.status == 0)
    #expect(
      third.lines == [
        "trip.json has 1 unsaved change from a session that did not end. Restore it? Yes or no.",
        "Discarded 1 unsaved change.", "Goodbye.",
      ])
    let recovery = state + "/itin-a11y/recovery"
    #expect((try? FileManager.default.contentsOfDirectory(atPath: recovery)) == [])
  }
}
