import Foundation
import Testing
import TripTestSupport

/// A PostgreSQL server of a test's own: Debian's, made with initdb in a
/// scratch folder and started on a free port of 127.0.0.1, trusting the
/// user `itin`; stopped with ``stop()``.
///
/// PostgreSQL refuses to run as root: as root, its programs run as the
/// `postgres` user, through runuser. `make test` installs postgresql where
/// it is missing.
final class PostgresServer: @unchecked Sendable {
  let folder: URL
  let port: Int
  private var process: Process

  /// The store's URL, of the database `postgres`.
  var url: String { "postgresql://itin@127.0.0.1:\(port)/postgres" }

  /// The folder of PostgreSQL's programs: the newest version Debian
  /// installed.
  static func programs() throws -> URL {
    let root = URL(fileURLWithPath: "/usr/lib/postgresql")
    let versions = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    let newest = versions.compactMap(Int.init).max()
    let version = try #require(newest, "make test installs postgresql")
    return root.appendingPathComponent("\(version)/bin")
  }

  /// What a command runs through: runuser as the postgres user, for root.
  static var asPostgres: [String] {
    getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--"] : []
  }

  init() throws {
    let bin = try PostgresServer.programs()
    folder = URL(fileURLWithPath: Scratch.folder("itin-postgres"))
    let data = folder.appendingPathComponent("data")
    if getuid() == 0 {
      _ = try Executable.run(
        program: URL(fileURLWithPath: "/bin/chown"), ["-R", "postgres", folder.path],
        data: Data(), in: folder, environment: [:])
    }
    let made = try PostgresServer.run(
      bin.appendingPathComponent("initdb").path,
      [
        "-D", data.path, "-U", "itin", "-A", "trust", "-E", "UTF8", "--no-sync",
        "--no-instructions",
      ],
      in: folder)
    try #require(made.status == 0, "initdb: \(made.errors)")
    port = try PostgresServer.freePort()
    process = Process()
    try start()
  }

  /// Starts the server on its folder and port, and waits until it takes a
  /// connection: at first, and again after ``stop()``.
  func start() throws {
    let bin = try PostgresServer.programs()
    let command =
      PostgresServer.asPostgres + [
        bin.appendingPathComponent("postgres").path, "-D",
        folder.appendingPathComponent("data").path, "-p", String(port), "-k", folder.path,
        "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "synchronous_commit=off",
        "-c", "full_page_writes=off",
      ]
    process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Ready once it takes a connection.
    for _ in 0..<300 {
      if PostgresServer.accepts(port: port) { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    process.terminate()
    Issue.record("PostgreSQL did not start on port \(port)")
    throw CancellationError()
  }

  /// Stops the server (a fast shutdown) and waits for it.
  ///
  /// The signal goes to the server itself, whose number its
  /// `postmaster.pid` holds: runuser, between, passes on no signal.
  func stop() {
    guard process.isRunning else { return }
    let pidFile = folder.appendingPathComponent("data/postmaster.pid")
    if let text = try? String(contentsOf: pidFile, encoding: .utf8),
      let first = text.split(separator: "\n").first, let pid = Int32(first)
    {
      kill(pid, SIGINT)
    } else {
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs one of PostgreSQL's programs, as the postgres user for root.
  static func run(_ program: String, _ arguments: [String], in folder: URL) throws
    -> Executable.Outcome
  {
    let command = asPostgres + [program] + arguments
    return try Executable.run(
      program: URL(fileURLWithPath: command[0]), Array(command.dropFirst()), data: Data(),
      in: folder, environment: ProcessInfo.processInfo.environment)
  }

  /// A port of 127.0.0.1 free now: the system's choice for a socket bound
  /// to port 0.
  static func freePort() throws -> Int {
    let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
      }
    }
    try #require(bound)
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// Whether something takes a connection on `port` of 127.0.0.1.
  static func accepts(port: Int) -> Bool {
    let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }
}
