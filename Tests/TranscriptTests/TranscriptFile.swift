import Foundation
import ItinREPL
import ItinSession
import ReorderCommands
import Testing
import TripTestSupport

/// A transcript under `Transcripts/`: one test case.
struct TranscriptFile: Sendable, CustomTestStringConvertible {
  /// The package's `Transcripts/` folder.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Transcripts")

  /// What a transcript file's name ends with.
  static let suffix = ".txt"

  let url: URL

  /// The name a failure gives: `Transcripts/grab.txt`.
  var name: String { "Transcripts/" + url.lastPathComponent }
  var testDescription: String { name }

  /// Every transcript, by name.
  static func all(in folder: URL = folder) -> [TranscriptFile] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted().map {
      TranscriptFile(url: folder.appendingPathComponent($0))
    }
  }

  func read() throws -> Transcript {
    try Transcript(text: String(decoding: Data(contentsOf: url), as: UTF8.self))
  }

  /// Where a failure at `line` of the file points.
  func location(line: Int) -> SourceLocation {
    SourceLocation(fileID: name, filePath: url.path, line: max(line, 1), column: 1)
  }

  /// Plays `transcript` in-process, in a scratch folder of its own.
  func playInProcess(_ transcript: Transcript) throws -> InProcessRun {
    try withScratchFolder { try InProcessPlayer.play(transcript, in: $0) }
  }

  /// Plays `transcript` through the executable, in a scratch folder of its own.
  func playThroughPipe(_ transcript: Transcript) throws -> Executable.Outcome {
    try withScratchFolder { try PipePlayer.play(transcript, in: $0) }
  }

  /// Runs `body` in a fresh ``scratchFolder()``, removed afterwards.
  func withScratchFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }

  /// A fresh copy of the transcript's folder, without the transcripts, for
  /// one run: typed paths resolve as they do beside the transcript, and a
  /// save changes only the copy.
  func scratchFolder() throws -> URL {
    let scratch = URL(fileURLWithPath: Scratch.path("transcript"))
    let source = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: source.path)
    where !name.hasSuffix(TranscriptFile.suffix) {
      try FileManager.default.copyItem(
        at: source.appendingPathComponent(name), to: scratch.appendingPathComponent(name))
    }
    return scratch
  }
}

/// A transcript the runner cannot play, such as an unknown flag.
struct PlayError: Error, CustomStringConvertible {
  var description: String
}
