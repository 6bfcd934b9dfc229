import Foundation
import ItineraryCore
import Testing
import TripTestSupport

@Suite("itin-a11y as a process, through pipes")
struct ExecutableTests {
  private func temporaryFile(_ text: String) -> String {
    let path = Scratch.path("exe", suffix: ".json")
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
  }

  @Test("Through a pipe there is no banner, no prompt and no echo: end of input alone says nothing")
  func sampleThroughPipe() throws {
    let outcome = try Executable.run([], input: "")
    #expect(outcome.status == 0)
    #expect(outcome.output.isEmpty)
    #expect(outcome.errors.isEmpty)
  }

  @Test("Through a pipe only the answers come out, one per line, and quit ends it")
  func answersOnly() throws {
    let outcome = try Executable.run([], input: "where\ndown\nmvoe up\n\nundo\nquit\nnever read\n")
    #expect(outcome.status == 0)
    #expect(
      outcome.lines == [
        "Lunch at Lou Malnati's, custom, position 1 of day 1.",
        "Lunch at Lou Malnati's moved to position 2 of day 1.",
        "No command mvoe. Did you mean move up?",
        "Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.",
        "Goodbye.",
      ])
    #expect(!outcome.output.contains("itin>"))
    #expect(outcome.errors.isEmpty)
  }

  @Test("Unsaved changes at the end of a pipe are said in one line, and the file is left as it was")
  func unsavedAtEnd() throws {
    let path = temporaryFile(SampleTrip.json)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let name = URL(fileURLWithPath: path).lastPathComponent
    let outcome = try Executable.run([path], input: "down\n")
    #expect(outcome.status == 0)
    #expect(outcome.lines.last == "The changes to \(name) were not saved.")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == SampleTrip.json)
    let saved = try Executable.run([path], input: "down\nsave\nquit\n")
    #expect(saved.lines.suffix(2) == ["Saved \(name).", "Goodbye."])
    #expect(try String(contentsOfFile: path, encoding: .utf8) != SampleTrip.json)
  }

  @Test("--verbosity sets the starting level")
  func verbosityFlag() throws {
    let terse = try Executable.run(["--verbosity", "terse"], input: "down\n")
    #expect(terse.lines.first == "Position 2 of day 1.")
    let wrong = try Executable.run(["--verbosity", "loud"])
    #expect(wrong.status == 64)
  }

  @Test("--record writes the session as a transcript")
  func recordFlag() throws {
    let path = Scratch.path("record", suffix: ".txt")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = try Executable.run(
      ["--record", path, "--verbosity", "terse"], input: "down\nquit\n")
    #expect(outcome.status == 0)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == """
        Note: Recorded with itin-a11y --record.
        Start: sample trip
        Flags: --verbosity terse

        Type: down
        Hear: Position 2 of day 1.

        Type: quit
        Hear: The changes to the sample trip were not saved.

        """)
    let refused = try Executable.run(["--record", "/no/such/folder/x.txt"], input: "where\n")
    #expect(refused.status == 1)
    #expect(refused.lines == ["Can't record to /no/such/folder/x.txt. No such file or directory."])
  }

  /// Runs itin-a11y with its standard output on `/dev/full`, or on a pipe
  /// whose reading end is already closed; its exit status and standard error.
  private func runWithBrokenOutput(_ arguments: [String], input: String, full: Bool) throws -> (
    status: Int32, errors: String
  ) {
    let url = try #require(Executable.url)
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = Executable.environment()
    let stdin = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardError = stderr
    let closed = Pipe()
    if full {
      let device = try #require(FileHandle(forWritingAtPath: "/dev/full"))
      process.standardOutput = device
    } else {
      process.standardOutput = closed.fileHandleForWriting
    }
    try process.run()
    if !full { try closed.fileHandleForReading.close() }
    Pipes.send(input, to: stdin.fileHandleForWriting)
    try stdin.fileHandleForWriting.close()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
  }

  @Test(
    "An answer that cannot be written (output full or closed) ends with exit 1, the file untouched",
    arguments: [true, false])
  func brokenOutput(full: Bool) throws {
    let path = temporaryFile(SampleTrip.json)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let check = try runWithBrokenOutput(["--check", path], input: "", full: full)
    #expect(check.status == 1)
    #expect(check.errors.hasPrefix("itin-a11y can't write the answers. "))
    let session = try runWithBrokenOutput([path], input: "down\nsave\nquit\n", full: full)
    #expect(session.status == 1)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == SampleTrip.json)
  }

  @Test(
    "A closed standard output with --record ends with exit 1, and no answer goes into the recording"
  )
  func closedOutputWithRecord() throws {
    let url = try #require(Executable.url)
    let folder = Scratch.folder("itin-closed-output")
    let recording = folder + "/rec.txt"
    // The shell closes descriptor 1 before itin-a11y starts, as `>&-` does.
    let outcome = try Executable.run(
      program: URL(fileURLWithPath: "/bin/sh"),
      ["-c", "exec \"$0\" --record rec.txt 1>&-", url.path], data: Data("down\nquit\n".utf8),
      in: URL(fileURLWithPath: folder), environment: Executable.environment())
    #expect(outcome.status == 1)
    #expect(outcome.errors.hasPrefix("itin-a11y can't write the answers. "))
    let recorded = (try? String(contentsOfFile: recording, encoding: .utf8)) ?? ""
    #expect(!recorded.contains("moved to position"))
  }

  @Test(
    "A mistake in the arguments is one sentence with no usage block, and exit 64",
    arguments: [
      (["--bogus"], "There is no option --bogus. Type itin-a11y --help for the options."),
      (
        ["a.json", "b.json"],
        "b.json is one argument too many. Type itin-a11y --help for the options."
      ),
      (["--record"], "--record needs a file after it. Type itin-a11y --help for the options."),
      (
        ["--verbosity", "loud"],
        "Verbosity can be terse, normal or verbose. Type itin-a11y --help for the options."
      ),
      (
        ["--check", "a.json", "b.json"],
        "Give either a file to open or --check with a file, not both. Type itin-a11y --help for the options."
      ),
    ])
  func argumentMistakes(arguments: [String], sentence: String) throws {
    let outcome = try Executable.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.output.isEmpty)
    #expect(outcome.errors == sentence + "\n")
  }

  @Test("A file on the command line may be quoted, or start with ~")
  func commandLinePaths() throws {
    let home = Scratch.folder("itin-home")
    Sample.write(to: home + "/my trip.json")
    for typed in ["~/my trip.json", "\"~/my trip.json\"", "'\(home)/my trip.json'"] {
      let outcome = try Executable.run(
        [typed], data: Data("where\n".utf8), environment: ["HOME": home])
      #expect(outcome.status == 0, "\(typed)")
      #expect(
        outcome.output == "Lunch at Lou Malnati's, custom, position 1 of day 1.\n", "\(typed)")
    }
  }

  @Test("--record never replaces a file silently, and never the trip it opens, however it is named")
  func recordRefusesExistingFiles() throws {
    let folder = Scratch.folder("record-refuse")
    let trip = folder + "/t.json"
    Sample.write(to: trip)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link.json", withDestinationPath: trip)
    for name in ["t.json", "./t.json", "link.json"] {
      for extra in [[], ["--replace-record"]] {
        let outcome = try Executable.run(
          ["t.json", "--record", name] + extra, input: "down\nquit\n",
          in: URL(fileURLWithPath: folder))
        #expect(outcome.status == 1, "\(name) \(extra)")
        #expect(
          outcome.lines == [
            "Can't record to \(name). It is the trip file, which a recording never replaces."
          ])
        #expect(FileManager.default.contents(atPath: trip) == Data(SampleTrip.json.utf8))
      }
    }
    let notes = folder + "/notes.txt"
    _ = FileManager.default.createFile(atPath: notes, contents: Data("mine".utf8))
    let refused = try Executable.run(["--record", notes], input: "down\nquit\n")
    #expect(refused.status == 1)
    #expect(
      refused.lines == [
        "Can't record to notes.txt. The file already exists. Add --replace-record to replace it."
      ])
    #expect(FileManager.default.contents(atPath: notes) == Data("mine".utf8))
    let replaced = try Executable.run(
      ["--record", notes, "--replace-record"], input: "down\nquit\n")
    #expect(replaced.status == 0)
    let text = try String(contentsOfFile: notes, encoding: .utf8)
    #expect(text.hasPrefix("Note: Recorded with itin-a11y --record."))
  }

  @Test("--record to a pipe that nothing reads is refused at once, not waited on")
  func recordToUnreadPipe() throws {
    let pipe = Scratch.folder("record-pipe") + "/live"
    #expect(mkfifo(pipe, 0o644) == 0)
    let outcome = try Executable.run(
      ["--record", pipe, "--replace-record"], input: "down\nquit\n")
    #expect(outcome.status == 1)
    #expect(outcome.lines == ["Can't record to live. It is a pipe that nothing reads from."])
  }

  @Test("Binary garbage, NUL bytes, CRLF and a 1 MB line never crash it nor change the trip")
  func badInput() throws {
    var bytes = Data("\u{0}\u{1B}[31m\n".utf8)
    bytes.append(contentsOf: [0xFF, 0xFE, 0x0A])
    bytes.append(Data(String(repeating: "x", count: 1 << 20).utf8))
    bytes.append(Data("\nwhere\r\nquit\n".utf8))
    let outcome = try Executable.run([], data: bytes)
    #expect(outcome.status == 0)
    #expect(!outcome.output.contains("\u{1B}"))
    #expect(
      outcome.lines == [
        "That is not a command. Type help for the commands.", "That is not a command.",
        "That line is too long to be a command.",
        "Lunch at Lou Malnati's, custom, position 1 of day 1.", "Goodbye.",
      ])
  }

  @Test("--check on a valid file prints one line and exits 0")
  func checkValid() throws {
    let path = temporaryFile(SampleTrip.json)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = try Executable.run(["--check", path])
    #expect(outcome.status == 0)
    #expect(outcome.lines == ["\(path) is a valid trip. 5 days, 15 items."])
  }

  @Test(
    "--check on a broken file prints every problem, one per line, exits 1 and leaves the file as it was"
  )
  func checkInvalid() throws {
    let text =
      #"{"format": 1, "title": "x", "days": [{}], "items": [{"id": "a", "kind": "game", "title": "A", "day": 3, "sortOrder": 1}, {"id": "a", "kind": "custom", "title": "B", "day": 1}]}"#
    let path = temporaryFile(text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = try Executable.run(["--check", path])
    #expect(outcome.status == 1)
    #expect(
      outcome.lines == [
        "\(path) is not a valid trip. 3 problems.",
        "Item a at line 1 has no sortOrder.",
        "Item a at line 1. This id is used by 2 items.",
        "Item a at line 1. Day 3 is out of range, the trip has only day 1.",
      ])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
  }

  @Test("--check on a missing file says so and exits 1")
  func checkMissing() throws {
    let outcome = try Executable.run(["--check", "/nonexistent/trip.json"])
    #expect(outcome.status == 1)
    #expect(outcome.lines == ["Can't open /nonexistent/trip.json. There is no such file."])
  }

  @Test("Opening a file reads it out; a broken one says why and exits 1")
  func openFile() throws {
    let good = temporaryFile(SampleTrip.json)
    let bad = temporaryFile("not json")
    defer {
      try? FileManager.default.removeItem(atPath: good)
      try? FileManager.default.removeItem(atPath: bad)
    }
    let opened = try Executable.run([good], input: "list day 5\nquit\n")
    #expect(opened.status == 0)
    #expect(opened.lines.first == "Day 5, Tuesday, June 9, Kansas City. 4 items.")
    let refused = try Executable.run([bad])
    #expect(refused.status == 1)
    #expect(
      refused.lines == [
        "Can't open \(bad). It has 1 problem.",
        "Line 1, column 1 is not valid JSON, expected a value.",
      ])
  }

  @Test("--version and --help answer and exit 0")
  func versionAndHelp() throws {
    let version = try Executable.run(["--version"])
    #expect(version.status == 0)
    #expect(version.lines == ["itin-a11y 0.2.0"])
    let help = try Executable.run(["--help"])
    #expect(help.status == 0)
    for flag in [
      "--check FILE", "--verbosity", "--prompt TEXT", "--record FILE", "--no-history", "Exit codes",
      "Values terse, normal, verbose. By default normal.",
    ] {
      #expect(help.output.contains(flag), "\(flag)")
    }
    // Nothing a screen reader at its default punctuation reads aloud.
    for symbol in [":", "<", ">", "[", "]", "(", ")"] {
      #expect(!help.output.contains(symbol), "--help says \(symbol)")
    }
  }

  @Test("Every option of --help is in the README, and every command in help and the README")
  func docsSayTheSame() throws {
    let help = try Executable.run(["--help"]).output
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let options = Set(
      help.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," })
        .filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init))
    #expect(options.count >= 9)
    for option in options {
      #expect(readme.contains("`\(option)"), "\(option) is not in the README")
    }
    let spoken = try Executable.run([], input: "help\n").output
    let commands = [
      "up", "down", "top", "bottom", "move", "grab", "drop", "cancel", "undo", "redo", "history",
      "changes", "actions", "where", "next", "previous", "first", "last", "day", "focus", "list",
      "verbosity", "repeat", "open", "save", "export", "import", "help", "quit",
    ]
    for command in commands {
      #expect(spoken.contains(command), "help does not say \(command)")
      #expect(readme.contains("`\(command)"), "the README does not say \(command)")
    }
  }

  @Test("A file and --check together are a usage error")
  func usageError() throws {
    let outcome = try Executable.run(["a.json", "--check", "b.json"])
    #expect(outcome.status == 64)
    #expect(outcome.errors.contains("not both"))
    #expect(try Executable.run(["--no-such-flag"]).status == 64)
  }
}
