import ArgumentParser
import Foundation
import ItinREPL

@main
struct ItinA11y: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "itin-a11y",
    abstract: "Reorder a trip plan by keyboard, with every result spoken as one short sentence.",
    discussion: """
      With no file, itin-a11y opens a sample trip, so every command can be tried at once.
      Exit codes: 0 success; 1 the file is not a valid trip or cannot be read; 64 bad arguments.
      """,
    version: "itin-a11y 0.1.0"
  )

  @Argument(help: "A trip file to open. Without one, the sample trip opens.")
  var file: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Only check a trip file: print every problem, one per line.", valueName: "file"))
  var check: String?

  func validate() throws {
    if check != nil, file != nil {
      throw ValidationError("Give either a file to open or --check with a file, not both.")
    }
  }

  func run() throws {
    if let check {
      let result = TripChecker().check(path: check)
      for line in result.lines { print(line) }
      if !result.isValid { throw ExitCode(1) }
      return
    }
    var session: Session
    switch TripOpener.open(path: file) {
    case .success(let opened): session = Session(trip: opened.trip)
    case .failure(let failure):
      for line in failure.lines { print(line) }
      throw ExitCode(1)
    }
    for line in session.opening { print(line) }
    var source: any LineSource =
      isatty(STDIN_FILENO) == 1 ? ReadlineLineSource() : PipeLineSource()
    while let line = source.nextLine() {
      let reply = session.handle(line)
      for line in reply.lines { print(line) }
      fflush(nil)
      if reply.quits { break }
    }
  }
}
