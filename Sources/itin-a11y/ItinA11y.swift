import ArgumentParser
import Foundation
import ItinExport
import ItinREPL
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
  static func parseAndRun() {
    do {
      var command = try ItinA11y.parseAsRoot()
      try command.run()
    } catch {
      let code = ItinA11y.exitCode(for: error)
      if code == .success {
        // --help, or --version: said with no colon or bracket read aloud.
        Launch.say(SpokenHelp.text(ItinA11y.fullMessage(for: error)))
      } else if code == .validationFailure, !(error is ExitCode) {
        // The language the arguments ask for, though they did not parse.
        let sentence = ArgumentSentence(catalog: Launch.language(asked: ArgumentSentence.asked()))
        Launch.sayError(sentence.sentence(for: ItinA11y.message(for: error)))
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

      On a terminal it reads lines with GNU readline, with history, and Tab completion of \
      commands, titles, day numbers and paths. Through a pipe it says only the answers, one per line.

      Paths may start with ~ and may be quoted. A mistake in the arguments is one sentence \
      on standard error.

      Exit codes. 0 when the session ended, the checked file is valid, the replayed \
      recording matches, or the export is written. 1 when the file is not a valid trip or \
      cannot be read, the recording or the export cannot be written, the replay differs, \
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
      "Write the trip file to this file to take along, in the trip's language, and end. The format is the one --format names, else the file's extension, txt, md or ics.",
      valueName: "file"),
    completion: .file())
  var export: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The format --export writes, txt, md or ics, whatever the file's name ends in.",
      valueName: "format"))
  var format: String?

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
    help: ArgumentHelp("The trip file --import writes.", valueName: "file"),
    completion: .file())
  var output: String?

  @Flag(name: .long, help: "Open the file even if another itin-a11y session has it open.")
  var openAnyway = false

  @Flag(name: .long, help: "Let --record replace a file that is already there.")
  var replaceRecord = false

  @Flag(name: .long, help: "Keep no history file of typed lines.")
  var noHistory = false

  func validate() throws {
    let sentence = ArgumentSentence(catalog: Launch.language(asked: language))
    if let language, !language.isEmpty, Catalog.shipped(language: language) == nil {
      throw sentence.refusal(
        .argumentNoSuchLanguage,
        ["language": ArgumentSentence.echo(language), "languages": sentence.languages])
    }
    if check != nil, file != nil { throw sentence.refusal(.argumentFileAndCheck) }
    if check != nil, record != nil { throw sentence.refusal(.argumentCheckAndRecord) }
    if replay != nil, file != nil || check != nil || record != nil {
      throw sentence.refusal(.argumentReplayAlone)
    }
    if replaceRecord, record == nil { throw sentence.refusal(.argumentReplaceRecord) }
    if newFile != nil, file != nil || check != nil || replay != nil {
      throw sentence.refusal(.argumentNewAndFile)
    }
    if title != nil, newFile == nil { throw sentence.refusal(.argumentTitleAlone) }
    if let today, TripDate(fileText: today) == nil {
      throw sentence.refusal(.argumentBadToday, ["date": ArgumentSentence.echo(today)])
    }
    if importFile != nil {
      if file != nil || check != nil || replay != nil || record != nil || newFile != nil
        || export != nil || format != nil
      {
        throw sentence.refusal(.argumentImportAlone)
      }
      if output == nil { throw sentence.refusal(.argumentImportNeedsOutput) }
    } else if output != nil {
      throw sentence.refusal(.argumentOutputAlone)
    } else if export != nil {
      if check != nil || replay != nil || record != nil || newFile != nil {
        throw sentence.refusal(.argumentExportAlone)
      }
      if file == nil { throw sentence.refusal(.argumentExportNeedsFile) }
    } else if format != nil || force {
      throw sentence.refusal(.argumentFormatAlone)
    }
    if let format, ExportFormat(name: format) == nil {
      throw sentence.refusal(.argumentNoSuchFormat, ["format": ArgumentSentence.echo(format)])
    }
  }

  func run() throws {
    if let importFile, let output {
      let outcome = CalendarImport.run(
        calendar: TypedPath.resolve(importFile), output: TypedPath.resolve(output),
        replacing: force, catalog: Launch.language(asked: language))
      outcome.lines.forEach(Launch.say)
      if !outcome.succeeded { throw ExitCode(1) }
      return
    }
    if let export, let file {
      let catalog = Launch.language(asked: language)
      let outcome = ExportRun.run(
        file: TypedPath.resolve(file), to: TypedPath.resolve(export),
        format: format.flatMap(ExportFormat.init(name:)), replacing: force, catalog: catalog)
      outcome.lines.forEach(Launch.say)
      if !outcome.succeeded { throw ExitCode(1) }
      return
    }
    var file = file
    if let newFile {
      let path = TypedPath.resolve(newFile)
      switch NewTripFile.make(path: path, title: title, catalog: Launch.language(asked: language)) {
      case .success(let lines): lines.forEach(Launch.say)
      case .failure(let failure):
        failure.lines.forEach(Launch.say)
        throw ExitCode(1)
      }
      file = path
    }
    try Launch(
      file: file.map { TypedPath.resolve($0) }, check: check.map { TypedPath.resolve($0) },
      replay: replay.map { TypedPath.resolve($0) },
      verbosity: verbosity,
      prompt: Launch.prompt(asked: prompt, environment: ProcessInfo.processInfo.environment),
      record: record.map { TypedPath.resolve($0) },
      replaceRecord: replaceRecord, openAnyway: openAnyway, noHistory: noHistory,
      catalog: Launch.language(asked: language), isNew: newFile != nil,
      today: today.flatMap(TripDate.init(fileText:))
    ).run()
  }
}

/// What one run of itin-a11y does, once its arguments are known.
struct Launch {
  static let defaultVerbosity = Verbosity.normal
  /// A word and a space: a screen reader reads no symbol in it, after
  /// every answer.
  static let defaultPrompt = "itin "

  var file: String? = nil
  var check: String? = nil
  var replay: String? = nil
  var verbosity = Launch.defaultVerbosity
  var prompt = Launch.defaultPrompt
  var record: String? = nil
  var replaceRecord = false
  var openAnyway = false
  var noHistory = false
  /// The language everything is said in.
  var catalog = Catalog.english
  /// Whether the file was just made by `--new`, which said its size.
  var isNew = false
  /// The date a date typed without its year counts from (`--today`).
  var today: TripDate? = nil

  /// The prompt asked for with `--prompt`, else `ITIN_A11Y_PROMPT`, else
  /// ``defaultPrompt``; either may be empty, for no prompt at all (a
  /// listener who hears every answer end with the prompt may want none).
  static func prompt(asked: String?, environment: [String: String]) -> String {
    asked ?? environment["ITIN_A11Y_PROMPT"] ?? defaultPrompt
  }

  /// The language asked for with `--language`, else the locale's
  /// (LC_ALL, LC_MESSAGES, LANG), else English; a language asked for that
  /// is not shipped is refused before this is asked.
  static func language(asked: String?) -> Catalog {
    Catalog.preferred(asked: asked, environment: ProcessInfo.processInfo.environment)
      ?? Catalog.preferred(asked: nil, environment: ProcessInfo.processInfo.environment)
      ?? .english
  }

  func run() throws {
    if let replay {
      let outcome = TranscriptReplay.replay(path: replay)
      outcome.lines.forEach(Launch.say)
      if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
      return
    }
    if let check {
      let result = TripChecker(catalog: catalog).check(path: check)
      for line in result.lines { Launch.say(line) }
      if !result.isValid { throw ExitCode(1) }
      return
    }
    let document: TripDocument
    switch TripOpener.open(path: file, catalog: catalog) {
    case .success(let opened): document = opened
    case .failure(let failure):
      for line in failure.lines { Launch.say(line) }
      throw ExitCode(1)
    }
    let environment = ProcessInfo.processInfo.environment
    let isTerminal = isatty(STDIN_FILENO) == 1
    var session = Session(
      document: document, path: file, verbosity: verbosity, isInteractive: isTerminal,
      recoveryFolder: RecoveryJournal.folder(environment: environment), openAnyway: openAnyway,
      catalog: catalog)
    session.saysSize = !isNew
    if let today { session.today = today }
    var loop = SessionLoop(say: Launch.say)
    if let record {
      do {
        loop.recorder = try TranscriptRecorder(
          path: record, start: TranscriptRecorder.start(opening: file, recordingTo: record),
          flags: (verbosity == .normal ? [] : ["--verbosity", verbosity.rawValue])
            + (catalog.language == "en" ? [] : ["--language", catalog.language])
            + (today.map { ["--today", $0.fileText] } ?? []),
          replacing: replaceRecord, protecting: file)
      } catch {
        Launch.say(error.sentence(in: catalog))
        throw ExitCode(1)
      }
    }
    let prompt = String(prompt.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
    let status: Int32
    if !isTerminal {
      var source = PipeLineSource()
      status = loop.run(&session, reading: &source)
    } else if environment["TERM"] == "dumb" {
      var source = PlainTerminalLineSource(prompt: prompt)
      status = loop.run(&session, reading: &source)
    } else {
      var source = ReadlineLineSource(
        prompt: prompt,
        historyPath: noHistory ? nil : HistoryFile.path(environment: environment),
        noColor: environment["NO_COLOR"].map { !$0.isEmpty } ?? false)
      status = loop.run(&session, reading: &source)
    }
    if status != 0 { throw ExitCode(status) }
  }
}

extension Launch {
  /// Writes one answer to standard output at once, with a `write` call.
  ///
  /// Unlike `print`, it asks the runtime nothing about the type it writes,
  /// which on the first answer cost a search of every protocol conformance
  /// in the program.
  ///
  /// An answer that cannot be written (standard output closed, or its disk
  /// full) ends itin-a11y at once with exit status 1, saying why on standard
  /// error: nothing more is done that no one would hear. The trip's file is
  /// left as it is, and the recovery journal keeps any unsaved moves.
  static func say(_ line: String) {
    fflush(nil)
    var bytes = Array(line.utf8)
    bytes.append(UInt8(ascii: "\n"))
    let failure = bytes.withUnsafeBytes { buffer -> Int32? in
      guard let start = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = write(STDOUT_FILENO, start + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return written < 0 ? errno : EIO }
        offset += written
      }
      return nil
    }
    guard let failure else { return }
    let sentence = ArgumentSentence(catalog: Launch.language(asked: ArgumentSentence.asked()))
    sayError(sentence.cannotWrite(String(cString: strerror(failure))))
    exit(1)
  }

  /// Writes one line to standard error.
  static func sayError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}

extension Verbosity: ExpressibleByArgument {}
