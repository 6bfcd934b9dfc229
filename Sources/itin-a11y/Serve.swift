import ArgumentParser
import Dispatch
import Foundation
import ItinREPL
import ItinSession
import ItinWeb
import ItineraryCore
import ReorderCommands

/// `itin-a11y serve [trip.json]`: the trip in a browser,
/// edited by keyboard or by mouse, with the REPL's file guarantees.
struct Serve: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "itin-a11y serve",
    abstract: "Edit a trip in a web browser on this computer, by keyboard or with a mouse.",
    discussion: """
      It says the page's address, with a token good for one page load, and serves until \
      Control-C; type invite for another address. Open the address exactly as it is said: \
      another name for it, such as localhost, is refused. Moves are saved as in the REPL, with the Save button, and the \
      recovery journal keeps unsaved ones.
      """)

  @Argument(
    help: "A trip file to open. Without one, the sample trip opens.", completion: .file())
  var file: String?

  @Option(name: .long, help: "The port, 0 for any free one.")
  var port = 8080

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The one address to serve on. 127.0.0.1 is this computer only.",
      valueName: "address"))
  var host = "127.0.0.1"

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The language of what is said here, one of \(Catalog.shippedLanguages.joined(separator: ", ")). The page speaks the browser's.",
      valueName: "language"))
  var language: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Your name, as others hear it with your changes. Without it, the system's name for you.",
      valueName: "name"))
  var name: String?

  @Flag(name: .long, help: "Open the file even if another itin-a11y session has it open.")
  var openAnyway = false

  @Flag(
    name: .customLong("open"),
    help: "Start the browser on the page (with xdg-open), so its address is never heard or typed.")
  var opensBrowser = false

  func validate() throws {
    guard (0...65535).contains(port) else {
      throw ValidationError(WebText(catalog: Launch.language(asked: language))(.portRange))
    }
  }

  func run() throws {
    let catalog = Launch.language(asked: language)
    let path = file.map { TypedPath.resolve($0) }
    let document: TripDocument
    switch TripOpener.open(path: path, catalog: catalog) {
    case .success(let opened): document = opened
    case .failure(let failure):
      failure.lines.forEach(Launch.say)
      throw ExitCode(1)
    }
    // Held by another session, it refuses as a pipe does; saving over a
    // file changed on disk, it asks, and the page shows Yes and No.
    var session = Session(
      document: document, path: path, isInteractive: false,
      recoveryFolder: RecoveryJournal.folder(environment: ProcessInfo.processInfo.environment),
      openAnyway: openAnyway, catalog: catalog)
    session.asksQuestions = true
    let server = WebServer(
      session: session, host: host, port: port, catalog: catalog, person: name)
    Serve.listen(to: server, in: catalog)
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    Task {
      do {
        try await server.run(say: Launch.say, open: opensBrowser ? Serve.startBrowser : nil)
      } catch let failure as WebServer.Failure {
        outcome.set(failure.sentence(in: catalog))
      } catch {
        outcome.set(String(describing: error))  // not said: no other error is thrown
      }
      done.signal()
    }
    done.wait()
    if let failure = outcome.failure {
      Launch.say(failure)
      throw ExitCode(1)
    }
  }
}

extension Serve {
  /// Starts the desktop's browser on `address` with `xdg-open`, which
  /// honours `BROWSER`; whether it started.
  @Sendable static func startBrowser(on address: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", address]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// Reads serve's terminal while it serves.
  ///
  /// `invite` says a new address, good for one page load; anything else,
  /// what may be typed. The end of the input (a pipe closed, no terminal)
  /// changes nothing.
  ///
  /// It reads the descriptor itself, not through the C library's `stdin`:
  /// a thread blocked in `readLine()` holds that stream's lock, and
  /// ``Launch/say(_:)``, which flushes every stream, would wait on it.
  static func listen(to server: WebServer, in catalog: Catalog) {
    let text = WebText(catalog: catalog)
    Thread.detachNewThread {
      var pending: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        pending += buffer[..<count]
        while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: pending[..<end], as: UTF8.self)
          pending.removeSubrange(...end)
          let typed = line.trimmingCharacters(in: .whitespacesAndNewlines)
          if typed.isEmpty { continue }
          let words = typed.split(separator: " ", maxSplits: 1).map(String.init)
          if words.first?.lowercased() == "invite",
            let address = words.count > 1 ? server.invite(for: words[1]) : server.invite()
          {
            let person = words.count > 1 ? WebServer.personName(typed: words[1]) : nil
            Launch.say(
              person.map { text(.inviteFor, ["person": $0, "address": address]) }
                ?? text(.invite, ["address": address]))
          } else {
            Launch.say(text(.serveHint))
          }
        }
        // A line longer than any command is dropped, not kept growing.
        if pending.count > 4096 { pending.removeAll() }
      }
    }
  }
}

/// How a server ended: the sentence of its failure, if it failed.
private final class Outcome: @unchecked Sendable {
  private let lock = NSLock()
  private var sentence: String?

  func set(_ sentence: String) { lock.withLock { self.sentence = sentence } }
  var failure: String? { lock.withLock { sentence } }
}
