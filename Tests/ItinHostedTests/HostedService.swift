import Foundation
import Testing
import TripTestSupport

/// `itin-a11y host` running as a process, as an operator starts it, on a
/// store of the test's own.
final class HostProcess: @unchecked Sendable {
  let process: Process
  let port: Int
  private let output: Pipe
  /// The first line it said: "Serving the stored trips at …".
  let opening: String

  /// Starts `itin-a11y host` on `store` at a free port (or `port`),
  /// reached by browsers at `publicAddress` (`nil`: none given).
  init(store: String, publicAddress: String?, port: Int? = nil) throws {
    let program = try #require(Executable.url, "itin-a11y is not built beside the tests")
    self.port = try port ?? PostgresServer.freePort()
    process = Process()
    process.executableURL = program
    process.arguments =
      ["host", "--store", store, "--port", String(self.port)]
      + (publicAddress.map { ["--public", $0] } ?? [])
    process.environment = Executable.environment(stateFolder: Scratch.folder("host-state"))
    output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    opening = Pipes.firstLine(of: output.fileHandleForReading).line ?? ""
  }

  /// Stops it as Control-C does: every line it said after the first.
  func stop() -> [String] {
    if process.isRunning { kill(process.processIdentifier, SIGINT) }
    let rest = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: rest, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Ends it at once, as `kill -9` does: it has no time to give anything
  /// up.
  func kill9() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  deinit { kill9() }
}

/// haproxy, Debian's, in front of processes of the service: round robin,
/// each request to the next process that is up, as a load balancer with
/// no stickiness does.
final class Balancer: @unchecked Sendable {
  let port: Int
  private let process: Process
  private let folder: URL

  /// Starts haproxy on `port`, in front of `front`, ports of 127.0.0.1.
  init(port: Int, in front: [Int]) throws {
    self.port = port
    folder = URL(fileURLWithPath: Scratch.folder("haproxy"))
    let servers = front.enumerated().map { index, port in
      "  server host\(index) 127.0.0.1:\(port) check inter 500ms fall 2 rise 1"
    }
    let configuration = """
      global
        maxconn 2048
      defaults
        mode http
        timeout connect 2s
        timeout client 1h
        timeout server 1h
        timeout http-request 10s
        timeout check 2s
        option redispatch
        option http-no-delay
        retries 3
      frontend trips
        bind 127.0.0.1:\(port)
        default_backend hosts
      backend hosts
        balance roundrobin
      \(servers.joined(separator: "\n"))

      """
    let file = folder.appendingPathComponent("haproxy.cfg")
    try Data(configuration.utf8).write(to: file)
    process = Process()
    process.executableURL = try Balancer.program()
    process.arguments = ["-f", file.path, "-db"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(10)
    while !PostgresServer.accepts(port: port), Date() < deadline { usleep(50_000) }
  }

  /// haproxy, where Debian puts it; `make test` installs it.
  static func program() throws -> URL {
    for path in ["/usr/sbin/haproxy", "/usr/bin/haproxy", "/usr/local/sbin/haproxy"]
    where FileManager.default.isExecutableFile(atPath: path) {
      return URL(fileURLWithPath: path)
    }
    Issue.record("make test installs haproxy (make test-deps)")
    throw Missing()
  }

  struct Missing: Error {}

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: folder)
  }
}

/// A page of a stored trip, as a browser holds one: its trip, its key, and
/// the public address every request names as its Host and Origin.
struct HostedPage: Sendable {
  let trip: String
  let key: String
  let publicAddress: String
  /// The page's name among its key's (`X-Itin-Page`).
  var tab = "tab"

  /// The Host a browser sends for the public address.
  var authority: String { String(publicAddress.dropFirst("http://".count)) }

  /// Trades the address `address` for a page's key at `port`, as a page
  /// does when it loads: the page, or the status and the answer when
  /// refused.
  static func enter(
    _ address: String, at port: Int, publicAddress: String
  ) throws -> (page: HostedPage?, status: Int, body: String, cookie: String?) {
    let token = String(address.split(separator: "/").last ?? "")
    let answer = try HostedPage.curl(
      [
        "-i", "-X", "POST", "-H", "Host: " + String(publicAddress.dropFirst(7)),
        "-H", "Origin: " + publicAddress, "-H", "Content-Type: application/json",
        "-H", "X-Itin-Token: " + token, "--data-binary", "{}",
        "http://127.0.0.1:\(port)/api/enter",
      ])
    let cookie = answer.body.split(whereSeparator: \.isNewline)
      .first { $0.lowercased().hasPrefix("set-cookie: ") }
      .map { String($0.dropFirst(12).prefix { $0 != ";" }) }
    let body = answer.body.components(separatedBy: "\r\n\r\n").last ?? ""
    let json = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
    guard let cookie, let trip = json?["trip"] as? String,
      let equals = cookie.firstIndex(of: "=")
    else { return (nil, answer.status, body, cookie) }
    let page = HostedPage(
      trip: trip, key: String(cookie[cookie.index(after: equals)...]),
      publicAddress: publicAddress)
    return (page, answer.status, body, cookie)
  }

  /// A request of the page to `port`: its status and body.
  func request(
    _ path: String, method: String = "GET", body: String? = nil, at port: Int,
    trip named: String? = nil, headers: [String]? = nil
  ) throws -> (status: Int, body: String) {
    var arguments = ["-X", method]
    let sent =
      headers ?? [
        "Host: " + authority, "Origin: " + publicAddress,
        "Cookie: itin-a11y-" + trip + "=" + key, "X-Itin-Trip: " + (named ?? trip),
        "X-Itin-Page: " + tab, "Content-Type: application/json",
      ]
    for header in sent { arguments += ["-H", header] }
    if let body { arguments += ["--data-binary", body] }
    arguments.append("http://127.0.0.1:\(port)" + path)
    return try HostedPage.curl(arguments)
  }

  /// A change the page asks for (`/api/do`): its status and what it says.
  func perform(_ body: String, at port: Int) throws -> (status: Int, said: [String]) {
    let answer = try request("/api/do?lang=en", method: "POST", body: body, at: port)
    return (answer.status, HostedPage.said(answer.body))
  }

  /// The titles of the trip the page reads, in order.
  func titles(at port: Int) throws -> [String] {
    let answer = try request("/api/trip", at: port)
    let json = try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any]
    let days = json?["days"] as? [[String: Any]] ?? []
    return days.flatMap {
      ($0["items"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    }
  }

  /// The sentences a JSON answer says.
  static func said(_ body: String) -> [String] {
    let json = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
    return json?["said"] as? [String] ?? []
  }

  /// curl with `arguments`: the status and the body.
  static func curl(_ arguments: [String]) throws -> (status: Int, body: String) {
    let outcome = try Executable.run(
      program: URL(fileURLWithPath: "/usr/bin/curl"),
      ["-s", "--max-time", "30", "-o", "-", "-w", "\n%{http_code}"] + arguments, data: Data(),
      in: FileManager.default.temporaryDirectory,
      environment: ProcessInfo.processInfo.environment)
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
    return (Int(lines.last ?? "") ?? 0, lines.dropLast().joined(separator: "\n"))
  }
}

/// A page's stream of others' changes, read as it comes, through curl.
final class HostedEvents: @unchecked Sendable {
  private let process: Process
  private let output: Pipe
  private let lock = NSLock()
  private var heard = Data()
  private let reader: Thread

  /// Listens as `page` at `port`.
  init(_ page: HostedPage, at port: Int) throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    process.arguments = [
      "-s", "-N", "-H", "Host: " + page.authority,
      "-H", "Cookie: itin-a11y-" + page.trip + "=" + page.key,
      "http://127.0.0.1:\(port)/api/events?lang=en&trip=\(page.trip)&page=\(page.tab)",
    ]
    output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let handle = output.fileHandleForReading
    let box = Box()
    reader = Thread {
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        box.owner?.append(chunk)
      }
    }
    box.owner = self
    reader.start()
  }

  private final class Box: @unchecked Sendable { weak var owner: HostedEvents? }

  private func append(_ chunk: Data) { lock.withLock { heard += chunk } }

  /// Everything heard so far.
  var text: String { lock.withLock { String(decoding: heard, as: UTF8.self) } }

  /// Whether the stream has ended.
  var ended: Bool { !process.isRunning }

  /// Waits up to `seconds` for `text` to be heard.
  func waitFor(_ wanted: String, seconds: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if text.contains(wanted) { return true }
      usleep(20_000)
    }
    return text.contains(wanted)
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }
}
