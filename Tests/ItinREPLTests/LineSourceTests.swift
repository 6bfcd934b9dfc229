import Foundation
import ItinREPL
import ItinSession
import ItineraryCore
import SessionTestSupport
import Testing
import TripTestSupport

@Suite("Line sources, completion and the history file")
struct LineSourceTests {
  /// The lines a pipe gives for `bytes`.
  private func lines(from bytes: [UInt8]) throws -> [String] {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    let (reader, writing) = (descriptors[0], descriptors[1])
    let writer = Thread {
      bytes.withUnsafeBytes { buffer in
        guard let start = buffer.baseAddress else { return }
        var written = 0
        while written < buffer.count {
          let count = write(writing, start + written, buffer.count - written)
          if count <= 0 { break }
          written += count
        }
      }
      close(writing)
    }
    writer.start()
    defer { close(reader) }
    var source = PipeLineSource(descriptor: reader)
    var lines: [String] = []
    while let line = source.nextLine() { lines.append(line) }
    return lines
  }

  @Test("A pipe gives each line without its line break, a last line without one, and CRLF as LF")
  func pipeLines() throws {
    #expect(try lines(from: Array("up\r\ndown\n\nlist".utf8)) == ["up", "down", "", "list"])
    #expect(try lines(from: []) == [])
    #expect(try lines(from: Array("\n".utf8)) == [""])
  }

  @Test("Bytes that are not UTF-8 are replaced, and NUL bytes are kept as they are")
  func pipeBadBytes() throws {
    #expect(try lines(from: [0x75, 0xFF, 0x70, 0x0A, 0x00, 0x0A]) == ["u\u{FFFD}p", "\u{0}"])
  }

  @Test("A line of several megabytes keeps only its start, and the lines after it still come")
  func pipeLongLine() throws {
    let long = [UInt8](repeating: 0x61, count: 3 << 20)
    let got = try lines(from: long + [0x0A] + Array("where\n".utf8))
    #expect(got.count == 2)
    #expect(got[0].utf8.count == PipeLineSource.maximumLineLength)
    #expect(got[1] == "where")
  }

  @Test("Completion: commands from their start, titles after focus, days after day")
  func completion() throws {
    let completer = Completer(trip: try SampleTrip.document().trip)
    #expect(completer.completions(for: "foc") == ["focus "])
    #expect(completer.completions(for: "un") == ["undo", "undo all", "unselect"])
    #expect(completer.completions(for: "move to d") == ["move to day "])
    #expect(
      completer.completions(for: "ver") == [
        "verbosity normal", "verbosity terse", "verbosity verbose",
      ])
    #expect(
      completer.completions(for: "focus dri") == [
        "focus Drinks in Wrigleyville", "focus Drive to Milwaukee", "focus Drive to Minneapolis",
      ])
    #expect(completer.completions(for: "Focus Drive to Mil") == ["Focus Drive to Milwaukee"])
    #expect(completer.completions(for: "move after wal") == ["move after Walk at Minnehaha Falls"])
    #expect(completer.completions(for: "day ") == ["day 1", "day 2", "day 3", "day 4", "day 5"])
    #expect(completer.completions(for: "move to day 4") == ["move to day 4"])
    #expect(completer.completions(for: "list day 9") == [])
    #expect(completer.completions(for: "help gr") == ["help grab"])
    #expect(completer.completions(for: "zz") == [])
  }

  @Test("The common start of completions keeps what was typed, case ignored")
  func commonStart() {
    #expect(
      Completer.commonStart(
        of: ["focus Drive to Milwaukee", "focus Drive to Minneapolis"], typed: "focus dri")
        == "focus Drive to Mi")
    #expect(Completer.commonStart(of: ["undo"], typed: "un") == "undo")
    #expect(Completer.commonStart(of: ["Abc", "abd"], typed: "ab") == "Ab")
  }

  @Test("Completion of paths after open and save as lists files, and folders with a slash")
  func pathCompletion() throws {
    let folder = Sample.folder()
    _ = FileManager.default.createFile(atPath: folder + "/trip one.json", contents: Data())
    try FileManager.default.createDirectory(
      atPath: folder + "/trips", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder + "/.hidden", contents: Data())
    let completer = Completer(trip: try SampleTrip.document().trip)
    #expect(
      completer.completions(for: "open \(folder)/tr") == [
        "open \(folder)/trip one.json", "open \(folder)/trips/",
      ])
    #expect(
      completer.completions(for: "save as \(folder)/") == [
        "save as \(folder)/trip one.json", "save as \(folder)/trips/",
      ])
    #expect(completer.completions(for: "open \(folder)/.h") == ["open \(folder)/.hidden"])
  }

  @Test(
    "Completion of paths leaves out names with escape sequences, control codes or bidi controls")
  func pathCompletionLeavesOutControls() throws {
    let folder = Sample.folder()
    for name in [
      "trip.json", "trip\u{1B}]0;pwned\u{07}.json", "trip\u{1B}[2J.json", "trip\u{202E}nosj.exe",
      "trip\u{7}.json",
    ] {
      #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()))
    }
    let completer = Completer(trip: try SampleTrip.document().trip)
    #expect(completer.completions(for: "open \(folder)/tr") == ["open \(folder)/trip.json"])
  }

  @Test("Completion of paths leaves out a name that is not UTF-8, which no typed line opens")
  func pathCompletionLeavesOutBytes() throws {
    let folder = Sample.folder()
    #expect(FileManager.default.createFile(atPath: folder + "/zz-valid.json", contents: Data()))
    // "zz-", two bytes that are no UTF-8, "invalid.json": made by its bytes.
    let bytes: [UInt8] =
      Array((folder + "/zz-").utf8) + [0xFF, 0xFE] + Array("invalid.json".utf8) + [0]
    let descriptor = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { name in
        name.baseAddress.map { open($0, O_CREAT | O_WRONLY, 0o644) } ?? -1
      }
    }
    #expect(descriptor >= 0)
    close(descriptor)
    let completer = Completer(trip: try SampleTrip.document().trip)
    #expect(completer.completions(for: "open \(folder)/zz") == ["open \(folder)/zz-valid.json"])
  }

  @Test("The history file lives in the XDG state folder, or under the home, with mode 0600")
  func historyFile() throws {
    #expect(
      HistoryFile.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
        == "/s/itin-a11y/history")
    #expect(HistoryFile.path(environment: ["HOME": "/h"]) == "/h/.local/state/itin-a11y/history")
    #expect(
      HistoryFile.path(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
        == "/h/.local/state/itin-a11y/history")
    #expect(HistoryFile.path(environment: [:]) == nil)
    let path = Sample.folder() + "/state/itin-a11y/history"
    #expect(HistoryFile.prepare(path))
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    chmod(path, 0o644)
    #expect(HistoryFile.prepare(path))
    #expect(
      (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o600)
  }

  @Test("A link, a second name, a pipe or a device in the history file's place turns history off")
  func historyFileNotItsOwn() throws {
    let folder = Sample.folder()
    let precious = folder + "/precious"
    let lines = (1...5000).map(String.init).joined(separator: "\n") + "\n"
    _ = FileManager.default.createFile(atPath: precious, contents: Data(lines.utf8))
    chmod(precious, 0o644)
    let history = folder + "/history"
    symlink(precious, history)
    #expect(!HistoryFile.prepare(history), "a symbolic link")
    unlink(history)
    link(precious, history)
    #expect(!HistoryFile.prepare(history), "a second name of another file")
    unlink(history)
    mkfifo(history, 0o600)
    #expect(!HistoryFile.prepare(history), "a pipe, not waited for")
    #expect(FileManager.default.contents(atPath: precious) == Data(lines.utf8))
    #expect(
      (try FileManager.default.attributesOfItem(atPath: precious)[.posixPermissions] as? Int)
        == 0o644)
    #expect(!HistoryFile.prepare("/dev/null"), "a device")
  }
}

@Suite("Recording a session as a transcript, and running one")
struct RecordingTests {
  @Test("Escaping typed text keeps it on one plain line and gives it back exactly")
  func escaping() {
    let typed = "up\u{0}\u{1B}[A \\u{41} \t end"
    let escaped = TranscriptFormat.escape(typed)
    #expect(escaped == "up\\u{0}\\u{1B}[A \\u{5C}u{41} \\u{9} end")
    #expect(TranscriptFormat.unescape(escaped) == typed)
    #expect(TranscriptFormat.unescape("a \\u{zz} b") == "a \\u{zz} b")
  }

  @Test("The loop says each answer, records each step, and stops at quit")
  func loopRecords() throws {
    let folder = Sample.folder()
    let path = folder + "/session.txt"
    var said: [String] = []
    var loop = SessionLoop(
      say: { said.append($0) },
      recorder: try TranscriptRecorder(
        path: path, start: "sample trip", flags: ["--verbosity", "terse"]))
    var session = Sample.session(verbosity: .terse)
    var source = ScriptedLineSource(["down", "", "quit", "where"])
    loop.run(&session, reading: &source)
    #expect(said == ["Position 2 of day 1.", "The changes to the sample trip were not saved."])
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      text == """
        Note: Recorded with itin-a11y --record.
        Start: sample trip
        Flags: --verbosity terse

        Type: down
        Hear: Position 2 of day 1.

        Type: 

        Type: quit
        Hear: The changes to the sample trip were not saved.

        """)
  }

  @Test("A terminal's quit question is recorded as the quit a pipe makes; a no leaves nothing")
  func quitQuestionRecorded() throws {
    let path = Sample.folder() + "/session.txt"
    var loop = SessionLoop(
      say: { _ in }, recorder: try TranscriptRecorder(path: path, start: "sample trip", flags: []))
    var session = Sample.session(interactive: true)
    var source = ScriptedLineSource(["down", "quit", "no", "quit", "yes"])
    loop.run(&session, reading: &source)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      text.components(separatedBy: "\n").filter { $0.hasPrefix("Type") || $0.hasPrefix("Hear") }
        == [
          "Type: down", "Hear: Lunch at Lou Malnati's moved to position 2 of day 1.",
          "Type: quit", "Hear: The changes to the sample trip were not saved.",
        ])
  }

  @Test("The end of input is recorded with what is said there")
  func endRecorded() throws {
    let path = Sample.folder() + "/session.txt"
    var loop = SessionLoop(
      say: { _ in }, recorder: try TranscriptRecorder(path: path, start: "sample trip", flags: []))
    var session = Sample.session()
    var source = ScriptedLineSource(["down"])
    loop.run(&session, reading: &source)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasSuffix("End of input.\nHear: The changes to the sample trip were not saved.\n"))
  }

  @Test("A recording names a trip file inside its folder by a relative path")
  func startPaths() {
    #expect(TranscriptRecorder.start(opening: nil, recordingTo: "/t/x.txt") == "sample trip")
    #expect(
      TranscriptRecorder.start(opening: "/t/fixtures/a.json", recordingTo: "/t/x.txt")
        == "file fixtures/a.json")
    #expect(
      TranscriptRecorder.start(opening: "/elsewhere/a.json", recordingTo: "/t/x.txt")
        == "file /elsewhere/a.json")
  }

  @Test("A recording that cannot be written says why")
  func recordingError() {
    #expect(throws: RecordingError.self) {
      _ = try TranscriptRecorder(path: "/no/such/folder/x.txt", start: "sample trip", flags: [])
    }
    let error = RecordingError(path: "/no/x.txt", problem: .system("No such file or directory"))
    #expect(error.sentence == "Can't record to /no/x.txt. No such file or directory.")
  }
}
