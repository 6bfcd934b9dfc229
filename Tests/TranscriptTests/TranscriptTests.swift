import Foundation
import ItinREPL
import ItinSession
import Testing

/// Replays every transcript under `Transcripts/`, in-process and through the executable.
///
/// In-process is through the session; then the built executable runs over a
/// pipe. Both must say what the transcript says, word for word, and keep the
/// spoken-output lint.
///
/// With `ITIN_TRANSCRIPTS_UPDATE=1` (`make transcripts-update`), the in-process
/// answers are written into the files instead of compared; the lint and the
/// executable are still held to them.
@Suite("Transcripts: each file replayed in-process and through the executable")
struct TranscriptTests {
  /// The switch that re-records the expected lines.
  static let updateVariable = "ITIN_TRANSCRIPTS_UPDATE"
  static var updating: Bool { ProcessInfo.processInfo.environment[updateVariable] == "1" }

  @Test("The transcript is what itin-a11y says, word for word", arguments: TranscriptFile.all())
  func replay(_ file: TranscriptFile) throws {
    var transcript: Transcript
    do {
      transcript = try file.read()
    } catch let error as TranscriptError {
      Issue.record(
        "\(file.name): \(error.sentence)", sourceLocation: file.location(line: error.line))
      return
    }
    let run = try file.playInProcess(transcript)
    if TranscriptTests.updating {
      let text = transcript.rewritten(with: run.answers)
      try Data(text.utf8).write(to: file.url)
      transcript = try Transcript(text: text)
    } else if let mismatch = Mismatch.inProcess(file, transcript, run.answers) {
      Issue.record(
        Comment(rawValue: mismatch.description), sourceLocation: file.location(line: mismatch.line))
    }
    for finding in SpokenLint(transcript: transcript, run: run).findings {
      Issue.record(
        "\(file.name), spoken-output lint, \(finding)",
        sourceLocation: file.location(line: finding.line))
    }
    let outcome = try file.playThroughPipe(transcript)
    if let mismatch = Mismatch.throughPipe(file, transcript, outcome) {
      Issue.record(
        Comment(rawValue: mismatch.description), sourceLocation: file.location(line: mismatch.line))
    }
  }

  @Test("The suite has at least 30 transcripts")
  func enough() {
    #expect(TranscriptFile.all().count >= 30)
  }
}
