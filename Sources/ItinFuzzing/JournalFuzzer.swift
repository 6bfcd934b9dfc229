import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands

/// Feeds fuzzer bytes to the recovery journal's reader as a journal left by
/// a session that did not end, and stops the process at the first broken
/// promise: a crash or a hang, a sentence not fit to speak, a restore that
/// leaves the trip breaking a rule or moving a game, or one whose steps,
/// undone, do not give the file's trip back.
///
/// The first byte chooses the journal: even, a true header for the sample
/// trip and the rest as its lines, so that the fuzzer works on steps; odd,
/// the rest as the whole journal. The journal is written to a folder of
/// its own under the temporary folder, and everything in it is removed
/// after each input.
public enum JournalFuzzer {
  static let folder: String = {
    let path = NSTemporaryDirectory() + "/itin-fuzz-journal-\(getpid())"
    try? FileManager.default.createDirectory(
      atPath: path + "/recovery", withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    return path
  }()
  static var recovery: String { folder + "/recovery" }
  static var tripPath: String { folder + "/trip.json" }

  public static func run(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    let document = SessionFuzzer.sample
    let mine = SessionToken.mine()
    // A session of this process as if it had ended: its journal is left behind.
    let ended = SessionToken(pid: mine.pid, start: mine.start &+ 1, serial: mine.serial)
    let left = RecoveryJournal(folder: recovery, tripPath: tripPath, owner: ended)
    let text =
      first & 1 == 0
      ? RecoveryJournal.header(for: tripPath, document: document) + bytes.dropFirst()
      : Array(bytes.dropFirst())
    _ = FileManager.default.createFile(atPath: left.path, contents: Data(text))
    defer { empty() }

    var session = Session(
      document: document, path: tripPath, recoveryFolder: recovery, owner: mine)
    let offer = session.recoveryOffer()
    SessionFuzzer.check(Reply(lines: offer), for: "")
    guard session.isAsking else { return }
    for line in ["yes", "history", "changes", "list", "undo", "redo"] {
      SessionFuzzer.check(session.handle(line), for: line)
      SessionFuzzer.check(session.trip, against: document.trip)
      SessionFuzzer.check(session.editor)
    }
    while session.editor.history.canUndo {
      SessionFuzzer.check(session.handle("undo"), for: "undo")
    }
    guard !document.hasChanges(in: session.trip) else {
      fatalError("Undoing every restored step did not give the file's trip back")
    }
  }

  /// Removes every file the input left: the journal, or what it was set
  /// aside as, and the session's own.
  private static func empty() {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: recovery)) ?? [] {
      unlink(recovery + "/" + name)
    }
  }
}
