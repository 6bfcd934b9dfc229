import ArgumentParser
import Foundation
import ItinREPL
import ItinSession
import ItineraryCore
import ReorderCommands

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
  /// left as it is, and the recovery journal keeps any unsaved changes.
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
