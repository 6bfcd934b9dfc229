import ItinSession

/// A transcript file, read: how the program starts, the lines typed, and the
/// lines expected in answer (docs/transcripts.md).
///
/// It keeps the file's own lines, so that ``rewritten(with:)`` can put new
/// answers in place and leave notes, spacing and typed lines as they were.
public struct Transcript: Hashable, Sendable {
  /// How the program is started.
  public enum Start: Hashable, Sendable {
    /// `itin-a11y` on the sample trip.
    case sampleTrip
    /// `itin-a11y PATH`.
    case file(String)
    /// `itin-a11y --check PATH`: no session, only what the check prints.
    case check(String)
    /// `itin-a11y --new PATH`: a new trip made in a file that is not there
    /// yet, and opened.
    case new(String)
  }

  /// One typed line; its expected answer is in ``expected``, at the same index.
  public struct Step: Hashable, Sendable {
    /// The line typed, unescaped.
    public var typed: String
    /// The number of the `Type` line in the file, from 1.
    public var line: Int
  }

  /// The lines said by each part of a run, in the order they are said.
  public struct Answers: Hashable, Sendable {
    /// Said before any line is read: what `--check` prints, or why a file could not be opened.
    public var launch: [String]
    /// One answer for each step, in order.
    public var steps: [[String]]
    /// Said at the end of input.
    public var end: [String]
    /// How the program exits.
    public var exitStatus: Int32

    public init(launch: [String], steps: [[String]], end: [String], exitStatus: Int32) {
      self.launch = launch
      self.steps = steps
      self.end = end
      self.exitStatus = exitStatus
    }

    /// Every line, as a pipe carries them.
    public var allLines: [String] { launch + steps.flatMap { $0 } + end }
  }

  public private(set) var start: Start = .sampleTrip

  /// The same transcript, starting on `start` instead: a replay's own copy
  /// of the file it names.
  package func starting(at start: Start) -> Transcript {
    var copy = self
    copy.start = start
    return copy
  }
  /// Command-line flags, such as `["--verbosity", "terse"]`.
  public private(set) var flags: [String] = []
  public private(set) var steps: [Step] = []
  /// What is expected, part by part.
  public private(set) var expected = Answers(launch: [], steps: [], end: [], exitStatus: 0)
  /// The number of the `End of input.` line, if there is one.
  public private(set) var endLine: Int?

  /// The file's lines, and for each, which answer it belongs to.
  private var lines: [String] = []
  private var roles: [Role] = []

  private enum Part: Hashable, Sendable {
    case launch
    case step(Int)
    case end
  }

  private enum Role: Hashable, Sendable {
    case other
    /// A `Hear` line of a part.
    case hear(Part)
    /// The line after which a part's answers go when it has none yet.
    case anchor(Part)
    case exitStatus
  }

  /// Reads a transcript.
  ///
  /// - Throws: ``TranscriptError`` naming the first line that is not one of the format's.
  public init(text: String) throws(TranscriptError) {
    var rawLines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.hasSuffix("\r") ? $0.dropLast() : $0)
    }
    if rawLines.last == "" { rawLines.removeLast() }
    lines = rawLines
    roles = Array(repeating: .other, count: lines.count)
    var sawStart = false
    var sawFlags = false
    var sawExit = false
    var part = Part.launch
    var launchAnchor: Int?
    for (index, line) in lines.enumerated() {
      let number = index + 1
      func fail(_ reason: String) -> TranscriptError {
        TranscriptError(line: number, reason: reason)
      }
      if sawExit, !Transcript.isQuiet(line) {
        throw fail("nothing but notes may follow the exit status")
      }
      if Transcript.isQuiet(line) { continue }
      if let text = Transcript.value(of: TranscriptFormat.start, in: line) {
        guard part == .launch, expected.launch.isEmpty else {
          throw fail("the start comes before anything is typed or heard")
        }
        guard !sawStart else { throw fail("there is already a start") }
        sawStart = true
        start = try Transcript.start(text, line: number)
        launchAnchor = index
      } else if let text = Transcript.value(of: TranscriptFormat.flags, in: line) {
        guard part == .launch, expected.launch.isEmpty else {
          throw fail("the flags come before anything is typed or heard")
        }
        guard !sawFlags else { throw fail("there are already flags") }
        sawFlags = true
        flags = text.split(separator: " ").map(String.init)
        launchAnchor = index
      } else if let text = Transcript.value(of: TranscriptFormat.type, in: line) {
        guard part != .end else { throw fail("nothing is typed after the end of input") }
        if case .check = start { throw fail("a check reads no typed lines") }
        let typed = TranscriptFormat.unescape(text)
        guard !typed.contains("\n") else { throw fail("a typed line cannot hold a line break") }
        part = .step(steps.count)
        steps.append(Step(typed: typed, line: number))
        expected.steps.append([])
        roles[index] = .anchor(part)
      } else if let text = Transcript.value(of: TranscriptFormat.hear, in: line) {
        switch part {
        case .launch: expected.launch.append(text)
        case .step(let step): expected.steps[step].append(text)
        case .end: expected.end.append(text)
        }
        roles[index] = .hear(part)
      } else if line == TranscriptFormat.endOfInput {
        guard part != .end else { throw fail("the input already ended") }
        if case .check = start { throw fail("a check reads no input") }
        part = .end
        endLine = number
        roles[index] = .anchor(.end)
      } else if let text = Transcript.value(of: TranscriptFormat.exitStatus, in: line) {
        guard let status = Int32(text), (0...255).contains(status) else {
          throw fail("the exit status is a number from 0 to 255")
        }
        sawExit = true
        expected.exitStatus = status
        roles[index] = .exitStatus
      } else {
        throw fail(
          "each line starts with Type, Hear, Note, Start, Flags or Exit status, or is End of input")
      }
    }
    if let launchAnchor { roles[launchAnchor] = .anchor(.launch) }
  }

  /// The file again, with `answers` in place of the expected lines.
  ///
  /// Notes, blank lines and typed lines stay where they were. A part that
  /// had no `Hear` lines gets them after its `Type` line (or its start, or
  /// `End of input.`); an exit status other than 0 is written last when the
  /// file had none.
  public func rewritten(with answers: Answers) -> String {
    func hears(_ part: Part) -> [String] {
      let said: [String]
      switch part {
      case .launch: said = answers.launch
      case .step(let step): said = step < answers.steps.count ? answers.steps[step] : []
      case .end: said = answers.end
      }
      return said.map { TranscriptFormat.hear + $0 }
    }
    var hasHear = Set<Part>()
    for case .hear(let part) in roles { hasHear.insert(part) }
    var output: [String] = []
    if !roles.contains(.anchor(.launch)), !hasHear.contains(.launch) {
      output += hears(.launch)
    }
    /// The end of input's answer, when the file had no place for it.
    func missingEnd() -> [String] {
      guard !answers.end.isEmpty, endLine == nil else { return [] }
      return ["", TranscriptFormat.endOfInput] + hears(.end)
    }
    var written = Set<Part>()
    var wroteExit = false
    for (line, role) in zip(lines, roles) {
      switch role {
      case .other:
        output.append(line)
      case .anchor(let part):
        output.append(line)
        if !hasHear.contains(part) { output += hears(part) }
      case .hear(let part):
        if written.insert(part).inserted { output += hears(part) }
      case .exitStatus:
        let end = missingEnd()
        output += end + (end.isEmpty ? [] : [""])
        output.append(TranscriptFormat.exitStatus + String(answers.exitStatus))
        wroteExit = true
      }
    }
    if !wroteExit { output += missingEnd() }
    if !wroteExit, answers.exitStatus != 0 {
      output += ["", TranscriptFormat.exitStatus + String(answers.exitStatus)]
    }
    return output.map { $0 + "\n" }.joined()
  }

  /// The index of the step whose expected answer holds line `lineIndex` of
  /// ``Answers/allLines``, for naming where a run went wrong; `nil` for a
  /// line said at launch or at the end of input.
  public func step(containing lineIndex: Int) -> Int? {
    var index = lineIndex - expected.launch.count
    if index < 0 { return nil }
    for (number, said) in expected.steps.enumerated() {
      if index < said.count { return number }
      index -= said.count
    }
    return nil
  }

  private static func isQuiet(_ line: String) -> Bool {
    line.allSatisfy(\.isWhitespace) || line.hasPrefix(TranscriptFormat.note)
      || line == TranscriptFormat.note.trimmingSuffix()
  }

  /// The text after `keyword`, or `nil` when the line does not start with it;
  /// the keyword alone, its space trimmed away by an editor, is an empty text.
  private static func value(of keyword: String, in line: String) -> String? {
    if line.hasPrefix(keyword) { return String(line.dropFirst(keyword.count)) }
    if line == keyword.trimmingSuffix() { return "" }
    return nil
  }

  private static func start(_ text: String, line: Int) throws(TranscriptError) -> Start {
    if text == TranscriptFormat.sampleTrip { return .sampleTrip }
    if let path = value(of: TranscriptFormat.fileStart, in: text), !path.isEmpty {
      return .file(path)
    }
    if let path = value(of: TranscriptFormat.checkStart, in: text), !path.isEmpty {
      return .check(path)
    }
    if let path = value(of: TranscriptFormat.newStart, in: text), !path.isEmpty {
      return .new(path)
    }
    throw TranscriptError(
      line: line,
      reason: "the start is sample trip, file and a path, check and a path, or new and a path")
  }
}

/// A transcript line that is not in the format.
public struct TranscriptError: Error, Hashable, Sendable {
  /// The line's number, from 1.
  public var line: Int
  public var reason: String

  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }

  /// The sentence that says so.
  public var sentence: String { "Line \(line) is not in the transcript format: \(reason)." }
}

extension String {
  fileprivate func trimmingSuffix() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
