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
      Control-C. The terminal takes the REPL's commands on the same trip as the pages; \
      type invite and a name for another person's address. Open the address exactly as it is said: \
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
      "The address to serve on. 127.0.0.1 is this computer only; an address of this computer on a network is served over TLS only, for a companion's device, beside 127.0.0.1.",
      valueName: "address"))
  var host = "127.0.0.1"

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The certificate, in PEM, a device on the network is shown. Without it, one is made on the first start and kept.",
      valueName: "file"), completion: .file())
  var certificate: String?

  @Option(
    name: .long,
    help: ArgumentHelp("The certificate's private key, in PEM.", valueName: "file"),
    completion: .file())
  var key: String?

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

  /// Refuses a port no server can serve, in `catalog`'s words (0: any
  /// free one); `host` checks its port the same way.
  static func check(port: Int, in catalog: Catalog) throws {
    guard (0...65535).contains(port) else {
      throw ValidationError(WebText(catalog: catalog)(.portRange))
    }
  }

  func validate() throws {
    try Serve.check(port: port, in: Launch.language(asked: language))
    guard (certificate == nil) == (key == nil) else {
      throw ValidationError(WebText(catalog: Launch.language(asked: language))(.certificateAndKey))
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
    var server = WebServer(
      session: session, host: host, port: port, catalog: catalog, person: name)
    let environment = ProcessInfo.processInfo.environment
    if let certificate, let key {
      server.tls = .given(
        certificate: TypedPath.resolve(certificate), key: TypedPath.resolve(key))
    } else if let folder = StateFolder.path(environment: environment) {
      server.tls = .kept(folder: folder)
    }
    let terminal = ServeTerminal(
      server: server, catalog: catalog,
      prompt: Launch.prompt(asked: nil, environment: environment),
      historyPath: HistoryFile.path(environment: environment))
    let opensBrowser = self.opensBrowser
    let running = server
    // How the server ended: the sentence of its failure, if it failed.
    let failure = blocking { () async -> String? in
      do {
        try await running.run(
          say: terminal.sayFromServer, open: opensBrowser ? Serve.startBrowser : nil,
          started: terminal.start)
        return nil
      } catch let failure as WebServer.Failure {
        return failure.sentence(in: catalog)
      } catch {
        return String(describing: error)  // not said: no other error is thrown
      }
    }
    if let failure {
      terminal.sayFromServer(failure)
      throw ExitCode(1)
    }
  }
}

extension Serve {
  /// Starts the desktop's browser on `address` with `xdg-open`, which
  /// honours `BROWSER`; whether it started.
  ///
  /// The address carries the page's secret, and a command line is read by
  /// every user of this computer (`/proc/PID/cmdline`): the browser is
  /// given a file instead, readable by this user alone, that leads it on
  /// to the address (``BrowserHandoff``). A quick failure is said; a
  /// browser that keeps `xdg-open` waiting never keeps the terminal
  /// waiting too.
  @Sendable static func startBrowser(on address: String) -> Bool {
    guard let handoff = BrowserHandoff(leadingTo: address) else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", handoff.url]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    guard (try? process.run()) != nil else {
      handoff.remove()
      return false
    }
    // Gone once the browser has surely read it; its token opens one page.
    DispatchQueue.global().asyncAfter(deadline: .now() + 120) { handoff.remove() }
    guard exited.wait(timeout: .now() + 1.5) == .success else { return true }
    if process.terminationStatus != 0 { handoff.remove() }
    return process.terminationStatus == 0
  }
}
