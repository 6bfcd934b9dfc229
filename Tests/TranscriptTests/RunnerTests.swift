import Foundation
import ItinREPL
import ItinSession
import Testing
import TripTestSupport

@Suite("The transcript runner fails when it should, and names the file and the step")
struct RunnerTests {
  /// The number of the line that starts the part holding line `number`: its
  /// `Type` line, `End of input.`, or 1 for what is said at launch.
  private func partStart(of number: Int, in lines: [String]) -> Int {
    let starts = lines.indices.filter {
      lines[$0].hasPrefix(TranscriptFormat.type.trimmingCharacters(in: .whitespaces))
        || lines[$0] == TranscriptFormat.endOfInput
    }.map { $0 + 1 }
    return starts.last { $0 < number } ?? 1
  }

  @Test(
    "Changing, removing or adding any expected line fails both runs and names the file and step",
    arguments: TranscriptFile.all())
  func everyLineMatters(_ file: TranscriptFile) throws {
    let text = String(decoding: try Data(contentsOf: file.url), as: UTF8.self)
    let transcript = try Transcript(text: text)
    let run = try file.playInProcess(transcript)
    let outcome = try file.playThroughPipe(transcript)
    try #require(Mismatch.inProcess(file, transcript, run.answers) == nil)
    try #require(Mismatch.throughPipe(file, transcript, outcome) == nil)

    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var changes: [(lines: [String], at: Int)] = []
    for (index, line) in lines.enumerated() where line.hasPrefix(TranscriptFormat.hear) {
      var changed = lines
      changed[index] = line + " Changed."
      changes.append((changed, index + 1))
      var removed = lines
      removed.remove(at: index)
      changes.append((removed, index + 1))
    }
    if let firstType = lines.firstIndex(where: { $0.hasPrefix(TranscriptFormat.type) }) {
      var added = lines
      added.insert(TranscriptFormat.hear + "One line too many.", at: firstType + 1)
      changes.append((added, firstType + 2))
    }
    #expect(!changes.isEmpty)
    for change in changes {
      let mutated = try Transcript(text: change.lines.joined(separator: "\n"))
      let inProcess = Mismatch.inProcess(file, mutated, run.answers)
      let throughPipe = Mismatch.throughPipe(file, mutated, outcome)
      #expect(inProcess?.description.hasPrefix(file.name) == true, "line \(change.at)")
      #expect(throughPipe?.description.hasPrefix(file.name) == true, "line \(change.at)")
      #expect(inProcess?.line == partStart(of: change.at, in: change.lines), "line \(change.at)")
    }
    var otherExit = transcript.expected
    otherExit.exitStatus = otherExit.exitStatus == 0 ? 1 : 0
    let wrongExit = try Transcript(text: transcript.rewritten(with: otherExit))
    #expect(
      Mismatch.inProcess(file, wrongExit, run.answers)?.description.contains("exit status") == true)
    #expect(
      Mismatch.throughPipe(file, wrongExit, outcome)?.description.contains("exit status") == true)
  }

  @Test("A failure shows the input, the expected lines, the actual lines and a unified diff")
  func failureReport() throws {
    let file = TranscriptFile(
      url: TranscriptFile.folder.appendingPathComponent("moves-up-down.txt"))
    let transcript = try Transcript(
      text: """
        Type: where
        Hear: Lunch at Lou Malnati's, custom, position 1 of day 1.

        Type: down
        Hear: Wrong.

        End of input.
        Hear: The changes to the sample trip were not saved.
        """)
    let run = try file.playInProcess(transcript)
    let mismatch = try #require(Mismatch.inProcess(file, transcript, run.answers))
    #expect(mismatch.line == 4)
    #expect(
      mismatch.description == """
        Transcripts/moves-up-down.txt, step 2 (line 4), in-process: the answer differs.
        Typed: down
        Expected:
          Wrong.
        Actual:
          Lunch at Lou Malnati's moved to position 2 of day 1.
        --- expected
        +++ actual
        @@ -1,1 +1,1 @@
        -Wrong.
        +Lunch at Lou Malnati's moved to position 2 of day 1.
        """)
    let outcome = try file.playThroughPipe(transcript)
    let piped = try #require(Mismatch.throughPipe(file, transcript, outcome))
    #expect(piped.line == 4)
    #expect(
      piped.description.hasPrefix(
        "Transcripts/moves-up-down.txt, step 2 (line 4), through the executable"))
    #expect(
      piped.description.contains("-Wrong.\n+Lunch at Lou Malnati's moved to position 2 of day 1."))
  }

  @Test("Flags other than --verbosity are refused, since the in-process run could not honour them")
  func unknownFlags() throws {
    #expect(throws: TranscriptPlayError(flag: "--prompt")) {
      _ = try TranscriptPlayer.settings(in: ["--prompt", "x"])
    }
    #expect(throws: TranscriptPlayError(flag: "--verbosity")) {
      _ = try TranscriptPlayer.settings(in: ["--verbosity", "loud"])
    }
    #expect(try TranscriptPlayer.settings(in: ["--verbosity", "verbose"]).verbosity == .verbose)
    #expect(throws: TranscriptPlayError(flag: "--language")) {
      _ = try TranscriptPlayer.settings(in: ["--language", "xx"])
    }
    let spanish = try TranscriptPlayer.settings(in: ["--language", "es", "--verbosity", "terse"])
    #expect(spanish.catalog.language == "es")
    #expect(spanish.verbosity == .terse)
    #expect(try TranscriptPlayer.settings(in: []).catalog.language == "en")
  }

  @Test("A session recorded with --record replays in both modes and keeps the lint")
  func recordReplays() throws {
    let beside = TranscriptFile(url: TranscriptFile.folder.appendingPathComponent("x.txt"))
    let folder = try beside.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let typed = "down\nfocus pizza\nmove to day 4\nmvoe\ngrab\nup\ndrop\nsave\ndown\n"
    let recording = try Executable.run(
      ["fixtures/weekend.json", "--record", "session.txt", "--verbosity", "terse"], input: typed,
      in: folder)
    #expect(recording.status == 0)
    // The recording saved over its copy of the trip; it replays from a fresh one.
    let home = try beside.scratchFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("session.txt"),
      to: home.appendingPathComponent("session.txt"))
    let file = TranscriptFile(url: home.appendingPathComponent("session.txt"))
    let transcript = try file.read()
    #expect(transcript.start == .file("fixtures/weekend.json"))
    #expect(transcript.flags == ["--verbosity", "terse"])
    #expect(transcript.steps.map(\.typed) == typed.split(separator: "\n").map(String.init))
    #expect(transcript.expected.allLines == recording.lines)

    let run = try file.playInProcess(transcript)
    #expect(Mismatch.inProcess(file, transcript, run.answers) == nil)
    #expect(SpokenLint(transcript: transcript, run: run).findings.isEmpty)
    #expect(Mismatch.throughPipe(file, transcript, try file.playThroughPipe(transcript)) == nil)
  }
}

@Suite("A replay stops at the first difference")
struct ReplayStopTests {
  @Test("No line typed after the first step that differs runs")
  func stopsAtFirstDifference() throws {
    let transcript = try Transcript(
      text: """
        Start: sample trip

        Type: down
        Hear: Something else.

        Type: down

        Type: where
        """)
    var seen = 0
    let actual = try TranscriptPlayer.play(
      transcript, stoppingAt: transcript.expected, observe: { _ in seen += 1 })
    #expect(actual.steps[0] == ["Lunch at Lou Malnati's moved to position 2 of day 1."])
    #expect(actual.steps[1] == [])
    #expect(actual.steps[2] == [])
    // The session before the first step, and after it: nothing more.
    #expect(seen <= 2)
    let all = try TranscriptPlayer.play(transcript)
    #expect(all.steps[2] == ["Lunch at Lou Malnati's, custom, position 3 of day 1."])
  }
}

@Suite("A replay's copy of its folder")
struct ReplayCopyTests {
  @Test("The copy is the user's alone (mode 0700), and holds the folder's files")
  func privateCopy() throws {
    let folder = Scratch.folder("replay-copy")
    _ = FileManager.default.createFile(
      atPath: folder + "/trip.json", contents: Data("{}".utf8),
      attributes: [.posixPermissions: 0o600])
    let copy = try #require(TranscriptReplay.copy(of: URL(fileURLWithPath: folder)))
    defer { try? FileManager.default.removeItem(at: copy) }
    let mode = try FileManager.default.attributesOfItem(atPath: copy.path)[.posixPermissions]
    #expect(mode as? Int == 0o700)
    #expect(FileManager.default.contents(atPath: copy.path + "/trip.json") == Data("{}".utf8))
  }
}
