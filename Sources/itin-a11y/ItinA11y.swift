import ArgumentParser
import Foundation
import ItinREPL
import ItineraryCore
import ReorderCommands

@main
struct ItinA11y: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "itin-a11y",
    abstract: "Reorder a trip plan by keyboard, with every result spoken as one short sentence.",
    discussion: """
      With no file, itin-a11y opens a sample trip, so every command can be tried at once. \
      Type help in the program to hear the commands.

      On a terminal it reads lines with GNU readline: history, and Tab completion of \
      commands, titles and day numbers. Through a pipe it says only the answers, one per line.

      Exit codes: 0 the session ended, or the checked file is valid; 1 the file is not a \
      valid trip, cannot be read, or the recording cannot be written; 64 the arguments are wrong.
      """,
    version: "itin-a11y 0.2.0"
  )

  @Argument(help: "A trip file to open. Without one, the sample trip opens.")
  var file: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Only check a trip file: print every problem, one per line.", valueName: "file"))
  var check: String?

  @Option(name: .long, help: "How much each answer says: terse, normal or verbose.")
  var verbosity: Verbosity = .normal

  @Option(name: .long, help: "The prompt on a terminal.")
  var prompt: String = "itin> "

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Write the session to a file as a transcript, to replay as a test.", valueName: "file"))
  var record: String?

  @Flag(name: .long, help: "Keep no history file of typed lines.")
  var noHistory = false

  func validate() throws {
    if check != nil, file != nil {
      throw ValidationError("Give either a file to open or --check with a file, not both.")
    }
    if check != nil, record != nil {
      throw ValidationError("--check only reads a file; there is no session to record.")
    }
  }

  func run() throws {
    if let check {
      let result = TripChecker().check(path: check)
      for line in result.lines { print(line) }
      if !result.isValid { throw ExitCode(1) }
      return
    }
    let document: TripDocument
    switch TripOpener.open(path: file) {
    case .success(let opened): document = opened
    case .failure(let failure):
      for line in failure.lines { print(line) }
      throw ExitCode(1)
    }
    let environment = ProcessInfo.processInfo.environment
    let isTerminal = isatty(STDIN_FILENO) == 1
    var session = Session(
      document: document, path: file, verbosity: verbosity, isInteractive: isTerminal,
      recoveryFolder: RecoveryJournal.folder(environment: environment))
    var loop = SessionLoop(say: { line in
      print(line)
      fflush(nil)
    })
    if let record {
      do {
        loop.recorder = try TranscriptRecorder(
          path: record, start: TranscriptRecorder.start(opening: file, recordingTo: record),
          flags: verbosity == .normal ? [] : ["--verbosity", verbosity.rawValue])
      } catch {
        print(error.sentence)
        throw ExitCode(1)
      }
    }
    let prompt = String(prompt.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
    if !isTerminal {
      var source = PipeLineSource()
      loop.run(&session, reading: &source)
    } else if environment["TERM"] == "dumb" {
      var source = PlainTerminalLineSource(prompt: prompt)
      loop.run(&session, reading: &source)
    } else {
      var source = ReadlineLineSource(
        prompt: prompt,
        historyPath: noHistory ? nil : HistoryFile.path(environment: environment),
        noColor: environment["NO_COLOR"].map { !$0.isEmpty } ?? false)
      loop.run(&session, reading: &source)
    }
  }
}

extension Verbosity: ExpressibleByArgument {}
