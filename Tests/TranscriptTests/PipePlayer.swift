import Foundation
import ItinREPL
import ItinSession
import TripTestSupport

/// Plays transcripts through the built `itin-a11y`, its standard input a pipe.
enum PipePlayer {
  static func play(_ transcript: Transcript, in folder: URL) throws -> Executable.Outcome {
    let arguments: [String]
    switch transcript.start {
    case .sampleTrip: arguments = transcript.flags
    case .file(let path): arguments = [path] + transcript.flags
    case .check(let path): arguments = ["--check", path] + transcript.flags
    case .new(let path): arguments = ["--new", path] + transcript.flags
    }
    let input = transcript.steps.map { $0.typed + "\n" }.joined()
    return try Executable.run(arguments, input: input, in: folder)
  }
}
