import Foundation
import ItinREPL
import ItinSession
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

    var sessions: [Session] = []
    let answers = try TranscriptPlayer.play(transcript) { sessions.append($0) }
    return InProcessRun(answers: answers, sessions: sessions)
  }
}
