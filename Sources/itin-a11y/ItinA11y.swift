import ArgumentParser
import Foundation
import ItinExport
import ItinREPL
import ItinSession
import ItineraryCore
import ReorderCommands

/// The entry point: a launch with no arguments, the common case, starts at
/// once; any argument goes through the argument parser.
///
/// The parser reflects on its options the first time it runs, which took
/// about 1.5 ms of the 5 ms before the first answer (docs/performance.md).
@main
enum Main {
  static func main() {
    // A closed standard output must be an error that a write returns, so
    // that itin-a11y can end with exit 1, not a signal that kills it.
    signal(SIGPIPE, SIG_IGN)
    keepStandardDescriptors()
    guard CommandLine.arguments.count <= 1 else {
      parseAndRun()
      return
    }
    do {
      try Launch(
        prompt: Launch.prompt(asked: nil, environment: ProcessInfo.processInfo.environment),
        catalog: Launch.language(asked: nil)
      ).run()
    } catch {
      ItinA11y.exit(withError: error)
    }
  }
}

extension Main {
  /// Makes sure no file opened later (a recording, a journal, a trip)
  /// takes the number of a closed standard descriptor, where what is
  /// meant for the screen would go into it.
  ///
  /// A closed standard output ends itin-a11y at once with exit status 1,
  /// as an answer that cannot be written does; a closed standard input or
  /// error is given /dev/null.
  static func keepStandardDescriptors() {
    for descriptor in [STDIN_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 {
      let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if null >= 0, null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
    guard fcntl(STDOUT_FILENO, F_GETFD) < 0 else { return }
    let sentence = ArgumentSentence(catalog: Launch.language(asked: ArgumentSentence.asked()))
    Launch.sayError(sentence.cannotWrite(String(cString: strerror(EBADF))))
    exit(1)
  }

  /// Parses the arguments and runs.
  ///
  /// `--help`, `--version` and the completion scripts print as the argument
  /// parser words them; a mistake in the arguments is one sentence
  /// (``ArgumentSentence``) and exit status 64, with no usage block.
  ///
  /// `itin-a11y serve …` is the web editor's command (``Serve``); a trip
  /// file named serve is opened as `./serve`.
  static func parseAndRun() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "serve" {
      parseAndRun(Serve.self, arguments: Array(arguments.dropFirst()))
    } else if arguments.first == "trips" {
      parseAndRun(Trips.self, arguments: Array(arguments.dropFirst()))
    } else if arguments.first == "host" {
      parseAndRun(Host.self, arguments: Array(arguments.dropFirst()))
    } else {
      parseAndRun(ItinA11y.self, arguments: arguments)
    }
  }

  static func parseAndRun<Command: ParsableCommand>(_: Command.Type, arguments: [String]) {
    do {
      var command = try Command.parseAsRoot(arguments)
      try command.run()
    } catch {
      let code = Command.exitCode(for: error)
      if code == .success {
        // --help, or --version: said with no colon or bracket read aloud.
        Launch.say(
          SpokenHelp.text(
            Command.fullMessage(for: error),
            command: Command.configuration.commandName ?? "itin-a11y",
            usage: (Command.self as? any SpokenUsage.Type)?.usage))
      } else if code == .validationFailure, !(error is ExitCode) {
        // The language the arguments ask for, though they did not parse.
        let sentence = ArgumentSentence(
          catalog: Launch.language(asked: ArgumentSentence.asked()),
          command: Command.configuration.commandName ?? "itin-a11y")
        Launch.sayError(sentence.sentence(for: Command.message(for: error)))
      }
      exit(code.rawValue)
    }
  }
}

struct ItinA11y: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "itin-a11y",
    abstract: "Reorder a trip plan by keyboard, with every result spoken as one short sentence.",
    discussion: """
      With no file, itin-a11y opens a sample trip, so every command can be tried at once. \
      Type help in the program to hear the commands.

      itin-a11y serve, then a file, puts the trip on a web page on this computer, to edit by \
      keyboard or with a mouse. itin-a11y serve --help says more.

      On a terminal it reads lines with GNU readline, with history, and Tab completion of \
      commands, titles, day numbers and paths. Through a pipe it says only the answers, one per line.

      Paths may start with ~ and may be quoted. A mistake in the arguments is one sentence \
      on standard error.

      Exit codes. 0 when the session ended, the checked file is valid, the replayed \
      recording matches, or the export or the import is written. 1 when the file is not a \
      valid trip or cannot be read, the recording, the export or the import cannot be written, the replay differs, \
      another session has the file open and input is a pipe, or an answer cannot be written. \
      64 when the arguments are wrong.
      """,
    version: "itin-a11y 0.2.0"
  )

  @Argument(
    help: "A trip file to open. Without one, the sample trip opens.", completion: .file())
  var file: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Only check a trip file, and say every problem, one per line.", valueName: "file"),
    completion: .file())
  var check: String?

  @Option(name: .long, help: "How much each answer says, terse, normal or verbose.")
  var verbosity: Verbosity = Launch.defaultVerbosity

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The language everything is said in, one of \(Catalog.shippedLanguages.joined(separator: ", ")). Without it, the first of LC_ALL, LC_MESSAGES and LANG that is set, else English.",
      valueName: "language"))
  var language: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The prompt on a terminal, said after every answer, empty for none. Without it, ITIN_A11Y_PROMPT if set, else itin and a space.",
      valueName: "text"))
  var prompt: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Write the session to a file as a transcript, to replay as a test.", valueName: "file"),
    completion: .file())
  var record: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Replay a recording made with --record and say whether every answer is the same. Exit 0 when it is, 1 at the first difference.",
      valueName: "file"),
    completion: .file())
  var replay: String?

  @Option(
    name: .customLong("new"),
    help: ArgumentHelp(
      "Make a new trip of one day in a file that does not exist yet, and open it.",
      valueName: "file"),
    completion: .file())
  var newFile: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The title of the trip --new makes. Without it, New trip.", valueName: "text"))
  var title: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The date a date typed without its year counts from, written 2027-04-10, for scripts. Without it, today.",
      valueName: "date"))
  var today: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Write the trip file to this file to take along, in the trip's language, and end. The format is the one --format names, else the file's extension, txt, md, html, ics or brf.",
      valueName: "file"),
    completion: .file())
  var export: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The format --export writes, txt, md, html, ics or brf, whatever the file's name ends in.",
      valueName: "format"))
  var format: String?

  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp(
      "Cells a line of a braille export, 12 to 100. Without it, 40.", valueName: "cells"))
  var cells: String?

  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp(
      "Lines a page of a braille export, 4 to 100, the page number's line among them. Without it, 25.",
      valueName: "lines"))
  var lines: String?

  @Flag(name: .long, help: "Let --export or --import replace a file that is already there.")
  var force = false

  @Option(
    name: .customLong("import"),
    help: ArgumentHelp(
      "Read a calendar file, .ics, into a new trip, write it to the file --output names, and end.",
      valueName: "file"),
    completion: .file())
  var importFile: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "With --import and --to, read only the events from this date on, written 2027-04-10.",
      valueName: "date"))
  var from: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "With --import and --from, read only the events up to this date, written 2027-04-10.",
      valueName: "date"))
  var to: String?

  @Option(
    name: .long,
    help: ArgumentHelp("The trip file --import writes.", valueName: "file"),
    completion: .file())
  var output: String?

  @Flag(name: .long, help: "Open the file even if another itin-a11y session has it open.")
  var openAnyway = false

  @Flag(name: .long, help: "Let --record replace a file that is already there.")
  var replaceRecord = false

  @Flag(name: .long, help: "Keep no history file of typed lines.")
  var noHistory = false
}

extension Verbosity: ExpressibleByArgument {}
