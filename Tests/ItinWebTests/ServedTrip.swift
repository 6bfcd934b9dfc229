import Foundation
import Testing
import TripTestSupport

/// `itin-a11y serve` running as a process, as a person starts it, with the
/// address it said.
final class ServedTrip {
  let process: Process
  private let output: Pipe
  /// The first line, in the language asked for.
  ///
  /// In English: "Open http://127.0.0.1:PORT/#token=… in a browser. …"
  let opening: String
  /// What a browser is given: `http://127.0.0.1:PORT/#token=…`.
  let address: String
  /// The page's origin: `http://127.0.0.1:PORT`.
  let origin: String
  let token: String

  struct DidNotStart: Error, CustomStringConvertible {
    var said: String
    var status: Int32
    var description: String { "serve did not start (exit \(status)): \(said)" }
  }

  /// Starts `itin-a11y serve` with `arguments` (`--port 0` is added), its
  /// journals and markers in `stateFolder`.
  init(_ arguments: [String], stateFolder: String, in folder: URL? = nil) throws {
    let program = try #require(Executable.url, "itin-a11y is not built beside the tests")
    process = Process()
    process.executableURL = program
    process.arguments = ["serve", "--port", "0"] + arguments
    process.environment = Executable.environment(stateFolder: stateFolder)
    process.currentDirectoryURL = folder ?? FileManager.default.temporaryDirectory
    output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    var said = Data()
    while !said.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      said += chunk
    }
    let first = String(decoding: said, as: UTF8.self).split(separator: "\n").first.map(String.init)
    // The address is the line's one word that starts with http, in any language.
    let word = first?.split(separator: " ").first { $0.hasPrefix("http://") }
    guard let first, let word else {
      // A refusal ends the program by itself; a server that says something
      // else and goes on is stopped after ten seconds.
      let deadline = Date().addingTimeInterval(10)
      while process.isRunning, Date() < deadline { usleep(20_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
      let rest = output.fileHandleForReading.readDataToEndOfFile()
      throw DidNotStart(
        said: String(decoding: said + rest, as: UTF8.self), status: process.terminationStatus)
    }
    opening = first
    address = String(word)
    origin = String(address.prefix { $0 != "#" }.dropLast())
    token = String(address.split(separator: "=").last ?? "")
  }

  /// Stops it as Control-C does: what it said after its first line, and
  /// its exit status.
  func stop() -> (lines: [String], status: Int32) {
    if process.isRunning { kill(process.processIdentifier, SIGINT) }
    let rest = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: rest, as: UTF8.self).split(separator: "\n").map(String.init)
    return (lines, process.terminationStatus)
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  /// An HTTP request with curl, whose Host and Origin are whatever is
  /// given: the status and the body.
  func request(
    _ path: String, method: String = "GET", body: String? = nil, token: String?,
    headers: [String] = []
  ) throws -> (status: Int, body: String) {
    // The path as given, dots and double slashes kept.
    var arguments = ["-s", "--path-as-is", "-o", "-", "-w", "\n%{http_code}", "-X", method]
    if let token { arguments += ["-H", "X-Itin-Token: " + token] }
    for header in headers { arguments += ["-H", header] }
    if let body {
      if !headers.contains(where: { $0.lowercased().hasPrefix("content-type:") }) {
        arguments += ["-H", "Content-Type: application/json"]
      }
      arguments += ["--data-binary", body]
    }
    arguments.append(origin + path)
    let outcome = try Executable.run(
      program: Browser.program("curl"), arguments, data: Data(),
      in: FileManager.default.temporaryDirectory,
      environment: ProcessInfo.processInfo.environment)
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
    return (Int(lines.last ?? "") ?? 0, lines.dropLast().joined(separator: "\n"))
  }

  /// The sentences a JSON answer says.
  static func said(_ body: String) -> [String] {
    let json = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
    return json?["said"] as? [String] ?? []
  }
}
