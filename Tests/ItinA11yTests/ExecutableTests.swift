import Foundation
import ItineraryCore
import Testing

/// The built `itin-a11y`, run as a process, as a user or a script would.
struct Executable {
  struct Outcome {
    var output: String
    var errors: String
    var status: Int32

    var lines: [String] {
      output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(
        output.hasSuffix("\n") ? 1 : 0)
    }
  }

  /// Where `swift build` put the executable: beside the test bundle.
  static let url: URL? = {
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent("itin-a11y"),
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("itin-a11y"),
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/itin-a11y"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  static func run(_ arguments: [String], input: String = "") throws -> Outcome {
    let url = try #require(url, "itin-a11y is not built beside the tests")
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self),
      status: process.terminationStatus)
  }
}

@Suite("itin-a11y as a process, through pipes")
struct ExecutableTests {
  private func temporaryFile(_ text: String) -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "exe-\(UUID().uuidString).json"
    ).path
    FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
  }

  @Test("With no file it opens the sample trip, with no prompt or echo, and ends at end of input")
  func sampleThroughPipe() throws {
    let outcome = try Executable.run([], input: "")
    #expect(outcome.status == 0)
    #expect(
      outcome.lines == [
        "Midwest ballpark road trip. 5 days, 15 items.",
        "Type list to hear it day by day, or quit to leave.",
      ])
    #expect(!outcome.output.contains("itin>"))
    #expect(outcome.errors.isEmpty)
  }

  @Test("list reads the trip day by day")
  func listThroughPipe() throws {
    let outcome = try Executable.run([], input: "list\n")
    #expect(outcome.status == 0)
    #expect(outcome.lines.count == 2 + 21)
    #expect(outcome.lines.last == "4. Fly home to Chicago, travel from Kansas City to Chicago.")
  }

  @Test("Commands answer one line each; quit ends it")
  func commandsThroughPipe() throws {
    let outcome = try Executable.run([], input: "up\nwhere\nquit\nnever read\n")
    #expect(outcome.status == 0)
    #expect(
      Array(outcome.lines.suffix(2)) == [
        "That command is not available yet. Only list and quit work so far.",
        "Not available yet.",
      ])
  }

  @Test("Binary garbage, NUL bytes and a 1 MB line never crash it")
  func badInput() throws {
    let garbage = "\u{0}\u{1B}[31m\u{FFFD}\n" + String(repeating: "x", count: 1 << 20) + "\nquit\n"
    let outcome = try Executable.run([], input: garbage)
    #expect(outcome.status == 0)
    #expect(!outcome.output.contains("\u{1B}"))
  }

  @Test("--check on a valid file prints one line and exits 0")
  func checkValid() throws {
    let path = temporaryFile(SampleTrip.json)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = try Executable.run(["--check", path])
    #expect(outcome.status == 0)
    #expect(outcome.lines == ["\(path) is a valid trip: 5 days, 15 items."])
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
        "\(path) is not a valid trip: 3 problems.",
        "Item a, line 1: sortOrder is missing.",
        "Item a, line 1: day 3 is out of range, the trip has only day 1.",
        "Item a, line 1: this id is used by 2 items.",
      ])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
  }

  @Test("--check on a missing file says so and exits 1")
  func checkMissing() throws {
    let outcome = try Executable.run(["--check", "/nonexistent/trip.json"])
    #expect(outcome.status == 1)
    #expect(outcome.lines == ["Can't open /nonexistent/trip.json: there is no such file."])
  }

  @Test("Opening a file reads it out; a broken one says why and exits 1")
  func openFile() throws {
    let good = temporaryFile(SampleTrip.json)
    let bad = temporaryFile("not json")
    defer {
      try? FileManager.default.removeItem(atPath: good)
      try? FileManager.default.removeItem(atPath: bad)
    }
    let opened = try Executable.run([good], input: "quit\n")
    #expect(opened.status == 0)
    #expect(opened.lines.first == "Midwest ballpark road trip. 5 days, 15 items.")
    let refused = try Executable.run([bad])
    #expect(refused.status == 1)
    #expect(
      refused.lines == [
        "Can't open \(bad): it has 1 problem.",
        "Line 1, column 1: not valid JSON, expected a value.",
      ])
  }

  @Test("--version and --help answer and exit 0")
  func versionAndHelp() throws {
    let version = try Executable.run(["--version"])
    #expect(version.status == 0)
    #expect(version.lines == ["itin-a11y 0.1.0"])
    let help = try Executable.run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("--check <file>"))
  }

  @Test("A file and --check together are a usage error")
  func usageError() throws {
    let outcome = try Executable.run(["a.json", "--check", "b.json"])
    #expect(outcome.status == 64)
    #expect(outcome.errors.contains("not both"))
  }
}
