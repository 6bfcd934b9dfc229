import Foundation
import Testing

/// The built `itin-a11y`, run as a process, as a user or a script would.
public struct Executable {
  public struct Outcome {
    public var output: String
    public var errors: String
    public var status: Int32

    public init(output: String, errors: String, status: Int32) {
      self.output = output
      self.errors = errors
      self.status = status
    }

    /// The output's lines, without their line breaks.
    public var lines: [String] {
      output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(
        output.hasSuffix("\n") ? 1 : 0)
    }
  }

  /// Where `swift build` put the executable: beside the test bundle.
  public static let url: URL? = {
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent("itin-a11y"),
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("itin-a11y"),
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/itin-a11y"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  public static func run(
    _ arguments: [String], input: String = "", in folder: URL? = nil, stateFolder: String? = nil,
    through wrapper: [String] = []
  ) throws -> Outcome {
    try run(
      arguments, data: Data(input.utf8), in: folder, stateFolder: stateFolder, through: wrapper)
  }

  /// Runs itin-a11y with `input` on its standard input, in `folder`, or the temporary folder.
  ///
  /// What it keeps between runs (recovery journals) goes to `stateFolder`,
  /// or to a folder of the test run's own, never to the user's. A `wrapper`
  /// command (such as `setpriv` with its flags) runs it, when given; `extra`
  /// adds to its environment.
  public static func run(
    _ arguments: [String], data input: Data, in folder: URL? = nil, stateFolder: String? = nil,
    through wrapper: [String] = [], environment extra: [String: String] = [:]
  ) throws -> Outcome {
    let url = try #require(url, "itin-a11y is not built beside the tests")
    let command = wrapper + [url.path] + arguments
    return try run(
      program: URL(fileURLWithPath: command[0]), Array(command.dropFirst()), data: input,
      // Not the test process's working folder, which a transcript run may be using.
      in: folder ?? FileManager.default.temporaryDirectory,
      environment: environment(stateFolder: stateFolder).merging(extra) { $1 })
  }

  /// Runs any program with `input` on its standard input, in `folder`, with
  /// `environment`; what it says and how it exits.
  public static func run(
    program: URL, _ arguments: [String], data input: Data, in folder: URL,
    environment: [String: String]
  ) throws -> Outcome {
    Pipes.brokenWritesReturnErrors
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.environment = environment
    process.currentDirectoryURL = folder
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    Pipes.send(input, to: stdin.fileHandleForWriting)
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self),
      status: process.terminationStatus)
  }

  /// This process's environment, with the state folder set to `stateFolder`
  /// or the test run's own, and no locale variables.
  public static func environment(stateFolder: String? = nil) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = stateFolder ?? testRunState
    // English, whatever the machine's locale: a test that wants another
    // language says so.
    for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] { environment[variable] = nil }
    return environment
  }

  /// One state folder for the whole test run: journals are named by the
  /// trip's path, and every test has paths of its own.
  private static let testRunState = Scratch.folder("itin-a11y-state")
}
