import Foundation
import ItinREPL
import ItineraryCore
import ReorderCommands

/// A transcript played in this process, through the session and its loop.
struct InProcessRun {
  var answers: Transcript.Answers
  /// The session before each step, then after the last step that did not
  /// quit; empty when there was no session.
  var sessions: [Session]
}

/// Plays transcripts in this process, as `itin-a11y` would through a pipe.
enum InProcessPlayer {
  /// Runs take turns at the working folder.
  ///
  /// Typed paths are taken from the working folder, which the whole process
  /// shares, so each run must see its own. No other test uses relative paths.
  private static let folderLock = NSLock()

  static func play(_ transcript: Transcript, in folder: URL) throws -> InProcessRun {
    folderLock.lock()
    defer { folderLock.unlock() }
    let previous = FileManager.default.currentDirectoryPath
    guard FileManager.default.changeCurrentDirectoryPath(folder.path) else {
      throw PlayError(description: "could not work in \(folder.path)")
    }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }

    let path: String?
    switch transcript.start {
    case .check(let checked):
      let result = TripChecker().check(path: checked)
      return InProcessRun(
        answers: Transcript.Answers(
          launch: result.lines, steps: [], end: [], exitStatus: result.isValid ? 0 : 1),
        sessions: [])
    case .sampleTrip: path = nil
    case .file(let file): path = file
    }
    let verbosity = try TranscriptFlags.verbosity(in: transcript.flags)
    let document: TripDocument
    switch TripOpener.open(path: path) {
    case .failure(let failure):
      let silence = Array(repeating: [String](), count: transcript.steps.count)
      return InProcessRun(
        answers: Transcript.Answers(launch: failure.lines, steps: silence, end: [], exitStatus: 1),
        sessions: [])
    case .success(let opened): document = opened
    }
    var session = Session(document: document, path: path, verbosity: verbosity)
    let heard = Heard(steps: transcript.steps.count)
    var loop = SessionLoop(say: heard.say)
    var source = StepSource(typed: transcript.steps.map(\.typed), heard: heard)
    loop.run(&session, reading: &source)
    return InProcessRun(
      answers: Transcript.Answers(launch: [], steps: heard.steps, end: heard.end, exitStatus: 0),
      sessions: heard.sessions)
  }
}

/// What the loop said, sorted into the step being answered.
private final class Heard {
  /// The step being answered; the step count once input has ended.
  var current = -1
  var steps: [[String]]
  var end: [String] = []
  var sessions: [Session] = []

  init(steps: Int) {
    self.steps = Array(repeating: [], count: steps)
  }

  func say(_ line: String) {
    if steps.indices.contains(current) { steps[current].append(line) } else { end.append(line) }
  }
}

/// The typed lines, one at a time, marking where each step's answer starts.
private struct StepSource: LineSource {
  let typed: [String]
  let heard: Heard

  mutating func nextLine() -> String? {
    heard.current = min(heard.current + 1, typed.count)
    return typed.indices.contains(heard.current) ? typed[heard.current] : nil
  }

  mutating func sessionChanged(_ session: Session) {
    heard.sessions.append(session)
  }
}
