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
  /// In English: "Open http://127.1:PORT/#maple-river-… in a browser. …"
  let opening: String
  /// What a browser is given: `http://127.1:PORT/#maple-river-…`.
  let address: String
  /// The page's origin: `http://127.1:PORT`.
  let origin: String
  /// The token of the first address, good for one page load.
  let token: String
  /// What is typed on serve's terminal.
  private let input: Pipe
  /// What serve said after its first line, not yet read.
  private var unread = Data()

  struct DidNotStart: Error, CustomStringConvertible {
    var said: String
    var status: Int32
    var description: String { "serve did not start (exit \(status)): \(said)" }
  }

  /// Starts `itin-a11y serve` with `arguments` (`--port 0` is added), its
  /// journals and markers in `stateFolder`; with `descriptors`, under that
  /// limit of open files (`ulimit -n`).
  init(
    _ arguments: [String], stateFolder: String, in folder: URL? = nil, descriptors: Int? = nil
  ) throws {
    let program = try #require(Executable.url, "itin-a11y is not built beside the tests")
    process = Process()
    process.executableURL = program
    // Named, so that what the others did, said on the terminal as it
    // comes, is known by its first word (``type(_:)``).
    let named = arguments.contains("--name") ? [] : ["--name", "Host"]
    process.arguments = ["serve", "--port", "0"] + named + arguments
    if let descriptors {
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments =
        ["-c", "ulimit -n \(descriptors) && exec \"$0\" \"$@\"", program.path]
        + (process.arguments ?? [])
    }
    process.environment = Executable.environment(stateFolder: stateFolder)
    process.currentDirectoryURL = folder ?? FileManager.default.temporaryDirectory
    output = Pipe()
    process.standardOutput = output
    process.standardError = output
    input = Pipe()
    process.standardInput = input
    try process.run()
    let (first, said) = Pipes.firstLine(of: output.fileHandleForReading)
    if let end = said.firstIndex(of: UInt8(ascii: "\n")) { unread = said[(end + 1)...] }
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
    origin = String(address[..<(address.lastIndex(of: "/") ?? address.endIndex)])
    token = String(address.split(separator: "/").last ?? "")
  }

  /// The port served, as the cookie's name carries it.
  var port: String { origin.split(separator: ":").last.map(String.init) ?? "" }

  /// The first words of what the other people did, said on serve's
  /// terminal as it comes: the names serve gives its pages in these tests,
  /// and those a test adds once it has invited them.
  var others = ["Host ", "Guest ", "Someone "]

  /// What others did, said on the terminal, as the terminal's lines were
  /// read.
  private(set) var told: [String] = []

  /// Types a line on serve's terminal, and reads the line it answers: what
  /// the other people did, said meanwhile, is kept in ``told``.
  func type(_ line: String) -> String {
    Pipes.send(line + "\n", to: input.fileHandleForWriting)
    while true {
      while !unread.contains(UInt8(ascii: "\n")) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        unread += chunk
      }
      let end = unread.firstIndex(of: UInt8(ascii: "\n")) ?? unread.endIndex
      let answer = String(decoding: unread[..<end], as: UTF8.self)
      unread = end < unread.endIndex ? unread[(end + 1)...] : Data()
      guard others.contains(where: answer.hasPrefix) else { return answer }
      told.append(answer)
    }
  }

  /// Types a line on serve's terminal, and reads every line it answers:
  /// those that come before the terminal is quiet for half a second.
  func typeAll(_ line: String) -> [String] {
    Pipes.send(line + "\n", to: input.fileHandleForWriting)
    return heard()
  }

  /// Every line said and not yet read, until the terminal is quiet for
  /// half a second.
  func heard() -> [String] {
    let descriptor = output.fileHandleForReading.fileDescriptor
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while poll(&request, 1, 500) > 0 {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      unread += chunk
    }
    let lines = String(decoding: unread, as: UTF8.self).split(separator: "\n").map(String.init)
    unread = Data()
    return lines
  }

  /// A new address, good for one page load, as `invite` says it.
  func invite() -> String {
    let said = type("invite")
    return ServedTrip.address(in: said)
  }

  /// The address a line says: its word that starts with http, without
  /// the sentence's full stop.
  static func address(in line: String) -> String {
    let word = line.split(separator: " ").first { $0.hasPrefix("http") } ?? ""
    return String(word.hasSuffix(".") ? word.dropLast() : word)
  }

  /// A new address for `name`, as `invite NAME` says it.
  func invite(named name: String) -> String {
    let lines = typeAll("invite " + name)
    let said = lines.first { $0.hasPrefix(name + " can open ") } ?? ""
    return ServedTrip.address(in: said)
  }

  /// Trades an address's token for a page's key, as the page does when it
  /// loads: the status, the key (`nil` when refused) and the answer.
  func enter(token: String) throws -> (status: Int, key: String?, body: String) {
    let answer = try request(
      "/api/enter", method: "POST", body: "{}", key: nil,
      headers: ["Origin: " + origin, "X-Itin-Token: " + token], showingHeaders: true)
    let cookie = "itin-a11y-" + port + "="
    let line = answer.body.split(whereSeparator: \.isNewline).first {
      $0.lowercased().hasPrefix("set-cookie: " + cookie)
    }
    let key = line.map { String($0.dropFirst(12 + cookie.count).prefix { $0 != ";" }) }
    let body = answer.body.components(separatedBy: "\r\n\r\n").last ?? ""
    return (answer.status, key, body)
  }

  /// A page's key, from an address of its own (the first stays for a
  /// browser): what a script sends in its cookie.
  lazy var key: String = {
    let address = invite()
    let token = String(address.split(separator: "/").last ?? "")
    return (try? enter(token: token).key) ?? ""
  }()

  /// Stops it as Control-C does: what it said after its first line, and
  /// its exit status.
  func stop() -> (lines: [String], status: Int32) {
    if process.isRunning { kill(process.processIdentifier, SIGINT) }
    let rest = unread + output.fileHandleForReading.readDataToEndOfFile()
    unread = Data()
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
  ///
  /// `key` is a page's key, sent in its cookie; `showingHeaders` keeps the
  /// answer's headers before its body.
  func request(
    _ path: String, method: String = "GET", body: String? = nil, key: String?,
    headers: [String] = [], showingHeaders: Bool = false
  ) throws -> (status: Int, body: String) {
    // The path as given, dots and double slashes kept.
    var arguments = [
      "-s", "--max-time", "20", "--path-as-is", "-o", "-", "-w", "\n%{http_code}", "-X", method,
    ]
    if showingHeaders { arguments.append("-i") }
    if let key { arguments += ["-H", "Cookie: itin-a11y-" + port + "=" + key] }
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
