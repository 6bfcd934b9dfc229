import ItinSession
import ItineraryCore
import ReorderCommands

/// Plays a transcript through a session, as `itin-a11y` would through a
/// pipe, and hears what it says, step by step.
///
/// Paths in the transcript are taken from the working folder: play it in
/// the transcript's folder (``TranscriptReplay`` plays a copy of it).
public enum TranscriptPlayer {
  /// What the run said, part by part; `observe` sees the session before
  /// each step and after the last one that did not quit.
  ///
  /// - Parameters:
  ///   - transcript: The transcript to play.
  ///   - folder: The only folder (as ``ResolvedPath`` names it) whose files
  ///     the session may open or save, or `nil` for any.
  ///   - expected: What should be said: the run stops at the first step
  ///     whose answer differs, before another line is typed.
  ///   - observe: Sees the session before each step.
  /// - Returns: What was said at the start, at each step and at the end,
  ///   and the exit status.
  /// - Throws: ``TranscriptPlayError`` for flags a session cannot honour.
  public static func play(
    _ transcript: Transcript, confinedTo folder: String? = nil,
    stoppingAt expected: Transcript.Answers? = nil, observe: (Session) -> Void = { _ in }
  ) throws(TranscriptPlayError) -> Transcript.Answers {
    let path: String?
    let settings = try TranscriptPlayer.settings(in: transcript.flags)
    switch transcript.start {
    case .check(let checked):
      let result = TripChecker(catalog: settings.catalog).check(path: checked)
      return Transcript.Answers(
        launch: result.lines, steps: [], end: [], exitStatus: result.isValid ? 0 : 1)
    case .sampleTrip: path = nil
    case .file(let file): path = file
    case .new(let file): path = file
    }
    let silence = Array(repeating: [String](), count: transcript.steps.count)
    var made: [String] = []
    if case .new(let file) = transcript.start {
      switch NewTripFile.make(path: file, title: settings.title, catalog: settings.catalog) {
      case .failure(let failure):
        return Transcript.Answers(launch: failure.lines, steps: silence, end: [], exitStatus: 1)
      case .success(let lines): made = lines
      }
    } else if settings.title != nil {
      throw TranscriptPlayError(flag: "--title")
    }
    let document: TripDocument
    switch TripOpener.open(path: path, catalog: settings.catalog) {
    case .failure(let failure):
      return Transcript.Answers(
        launch: made + failure.lines, steps: silence, end: [], exitStatus: 1)
    case .success(let opened): document = opened
    }
    var session = Session(
      document: document, path: path, verbosity: settings.verbosity, catalog: settings.catalog)
    session.confinement = folder
    session.saysSize = made.isEmpty
    if let today = settings.today { session.today = today }
    let heard = Heard(steps: transcript.steps.count, expected: expected)
    heard.launch = made
    var loop = SessionLoop(say: heard.say)
    let status = withoutActuallyEscaping(observe) { observe in
      var source = StepSource(typed: transcript.steps.map(\.typed), heard: heard, observe: observe)
      return loop.run(&session, reading: &source)
    }
    return Transcript.Answers(
      launch: heard.launch, steps: heard.steps, end: heard.end, exitStatus: status)
  }

  /// What a transcript's flags set: how much is said, and in which language.
  public struct Settings: Sendable {
    public var verbosity = Verbosity.normal
    public var catalog = Catalog.english
    /// The date a date typed without a year counts from (`--today`).
    public var today: TripDate?
    /// The title of a new trip (`--title`, with a `new` start).
    public var title: String?
  }

  /// The verbosity and the language that `flags` set.
  ///
  /// `--verbosity`, `--language`, `--today` and `--title` (of a `new`
  /// start) are read; every other flag is refused,
  /// since a session played here could not honour it. A transcript never
  /// takes its language from the locale: without `--language` it is
  /// English, wherever it is played.
  public static func settings(in flags: [String]) throws(TranscriptPlayError) -> Settings {
    var settings = Settings()
    var rest = flags[...]
    while let flag = rest.popFirst() {
      switch (flag, rest.popFirst()) {
      case ("--verbosity", let value?) where Verbosity(rawValue: value) != nil:
        settings.verbosity = Verbosity(rawValue: value) ?? .normal
      case ("--language", let value?) where Catalog.shipped(language: value) != nil:
        settings.catalog = Catalog.shipped(language: value) ?? .english
      case ("--today", let value?) where TripDate(fileText: value) != nil:
        settings.today = TripDate(fileText: value)
      case ("--title", let value?):
        settings.title = value
      default: throw TranscriptPlayError(flag: flag)
      }
    }
    return settings
  }
}

/// A transcript with a flag that a played session cannot honour.
public struct TranscriptPlayError: Error, Hashable, Sendable {
  public var flag: String

  public init(flag: String) {
    self.flag = flag
  }

  public var sentence: String {
    let languages = Catalog.shippedLanguages.joined(separator: ", ")
    return
      "The transcript's flags can only be --verbosity with terse, normal or verbose, --language with one of \(languages), --today with a date written 2027-04-10, and --title with a new start, not \(SessionText.echo(flag) ?? "that")."
  }
}

/// What the loop said, sorted into the step being answered.
private final class Heard {
  /// The step being answered: -1 before the first, the step count once
  /// input has ended.
  var current = -1
  var launch: [String] = []
  var steps: [[String]]
  var end: [String] = []

  /// What should be said, when the run stops at the first difference.
  let expected: Transcript.Answers?

  init(steps: Int, expected: Transcript.Answers?) {
    self.steps = Array(repeating: [], count: steps)
    self.expected = expected
  }

  /// Whether what was said so far differs from what should have been.
  var differs: Bool {
    guard let expected else { return false }
    if current == 0 { return launch != expected.launch }
    let last = current - 1
    guard steps.indices.contains(last) else { return false }
    let recorded = expected.steps.indices.contains(last) ? expected.steps[last] : []
    return steps[last] != recorded
  }

  func say(_ line: String) {
    if current < 0 {
      launch.append(line)
    } else if steps.indices.contains(current) {
      steps[current].append(line)
    } else {
      end.append(line)
    }
  }
}

/// The typed lines, one at a time, marking where each step's answer starts.
private struct StepSource: LineSource {
  let typed: [String]
  let heard: Heard
  let observe: (Session) -> Void

  mutating func nextLine() -> String? {
    heard.current = min(heard.current + 1, typed.count)
    // A difference ends the run: no line typed after it runs.
    if heard.differs {
      heard.current = typed.count
      return nil
    }
    return typed.indices.contains(heard.current) ? typed[heard.current] : nil
  }

  mutating func sessionChanged(_ session: Session) {
    observe(session)
  }
}
