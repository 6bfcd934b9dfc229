import Foundation
import ItinSession
import ReorderCommands

/// Writes a session as it happens, in the transcript format, so that a
/// session typed by hand becomes a test (`itin-a11y --record FILE`).
///
/// Each step is written and flushed as soon as it is answered, so a
/// recording survives the program being killed. The yes-or-no question a
/// terminal asks before quitting with unsaved changes is not recorded, since
/// a transcript replays through a pipe, where it is never asked: a `yes` is
/// recorded as the quit a pipe makes, and a `no` leaves nothing.
public struct TranscriptRecorder {
  private let handle: FileHandle
  /// A quit that asked, waiting for its answer.
  private var heldQuit: String?
  /// The end of input asked, waiting for its answer.
  private var heldEnd = false
  /// The language of the session recorded, which its answers are typed in.
  private let catalog: Catalog

  /// Starts a recording at `path`.
  ///
  /// A file already at `path` is never replaced silently: it is refused
  /// unless `replacing` says to replace it, and the trip file is refused
  /// always, however it is named (a link to it, or `./` before it).
  ///
  /// - Parameters:
  ///   - path: The transcript file to write.
  ///   - start: What the session opens: ``TranscriptFormat/sampleTrip``, or
  ///     ``TranscriptFormat/fileStart`` and a path.
  ///   - flags: The flags that change what is said, such as
  ///     `["--verbosity", "terse"]`.
  ///   - replacing: Whether a file already at `path` may be replaced.
  ///   - tripPath: The trip file the session opens, which is never written.
  /// - Throws: ``RecordingError`` when the file may not or cannot be made.
  public init(
    path: String, start: String, flags: [String], replacing: Bool = false,
    protecting tripPath: String? = nil
  ) throws(RecordingError) {
    catalog = (try? TranscriptPlayer.settings(in: flags))?.catalog ?? .english
    var existing = stat()
    if stat(path, &existing) == 0 {
      if (existing.st_mode & S_IFMT) == S_IFDIR {
        throw RecordingError(path: path, problem: .isAFolder)
      }
      var trip = stat()
      if let tripPath, stat(tripPath, &trip) == 0, trip.st_dev == existing.st_dev,
        trip.st_ino == existing.st_ino
      {
        throw RecordingError(path: path, problem: .isTheTrip)
      }
      if !replacing { throw RecordingError(path: path, problem: .exists) }
    }
    let exclusive = replacing ? O_TRUNC : O_EXCL
    // A pipe is not waited for: one that nothing reads is refused at once.
    let descriptor = open(path, O_WRONLY | O_CREAT | exclusive | O_CLOEXEC | O_NONBLOCK, 0o644)
    guard descriptor >= 0 else {
      if errno == EEXIST { throw RecordingError(path: path, problem: .exists) }
      if errno == ENXIO { throw RecordingError(path: path, problem: .noReader) }
      throw RecordingError(path: path, problem: .system(String(cString: strerror(errno))))
    }
    // Writes wait as they should once something reads.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var header = [TranscriptFormat.note + "Recorded with itin-a11y --record."]
    // What the trip file held when the recording began: a replay says so
    // when the file has changed since (a `save` in the recording changes it).
    if let tripPath, let bytes = FileManager.default.contents(atPath: tripPath) {
      header.append(
        TranscriptFormat.note
          + TranscriptReplay.fingerprintNote(
            Fingerprint(bytes), of: Session.name(of: tripPath)))
    }
    header.append(TranscriptFormat.start + start)
    if !flags.isEmpty { header.append(TranscriptFormat.flags + flags.joined(separator: " ")) }
    write(header)
  }

  /// The `Start` of a recording: the sample trip, or the trip file's path,
  /// relative to the transcript's folder when it is inside it, so that the
  /// two can move together.
  public static func start(opening file: String?, recordingTo transcript: String) -> String {
    guard let file else { return TranscriptFormat.sampleTrip }
    let trip = FileClaim.absolute(file)
    let folder = URL(fileURLWithPath: FileClaim.absolute(transcript))
      .deletingLastPathComponent().path
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    let relative = trip.hasPrefix(prefix) ? String(trip.dropFirst(prefix.count)) : trip
    return TranscriptFormat.fileStart + relative
  }

  /// Records a typed line and its answer.
  public mutating func record(_ line: String, _ reply: Reply) {
    if reply.asksToQuit {
      heldQuit = line
      return
    }
    if heldQuit != nil || heldEnd {
      let quit = heldQuit
      heldQuit = nil
      if reply.quits {
        if let quit { write(step(quit, reply.lines)) } else { write(end(reply.lines)) }
        heldEnd = false
      }
      if Session.answer(line, in: catalog) != nil { return }
    }
    write(step(line, reply.lines))
  }

  /// Records what was said at the end of input.
  public mutating func recordEnd(_ reply: Reply) {
    if reply.asksToQuit {
      heldQuit = nil
      heldEnd = true
      return
    }
    if let quit = heldQuit, reply.quits {
      heldQuit = nil
      write(step(quit, reply.lines))
      return
    }
    write(end(reply.lines))
  }

  private func end(_ answers: [String]) -> [String] {
    ["", TranscriptFormat.endOfInput] + answers.map { TranscriptFormat.hear + $0 }
  }

  private func step(_ line: String, _ answers: [String]) -> [String] {
    ["", TranscriptFormat.type + TranscriptFormat.escape(line)]
      + answers.map { TranscriptFormat.hear + $0 }
  }

  private func write(_ lines: [String]) {
    handle.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    try? handle.synchronize()
  }
}

/// A recording that could not be started.
public struct RecordingError: Error, Hashable, Sendable {
  /// Why a recording could not start.
  public enum Problem: Hashable, Sendable {
    /// A file is already there, and replacing it was not asked for.
    case exists
    /// The file is the trip being opened.
    case isTheTrip
    /// The path is a folder.
    case isAFolder
    /// The path is a pipe that nothing reads from.
    case noReader
    /// The system's reason, such as "No such file or directory".
    case system(String)
  }

  public var path: String
  public var problem: Problem

  public init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// The sentence that says so, in English.
  public var sentence: String { sentence(in: .english) }

  /// The sentence that says so, in `catalog`'s language.
  public func sentence(in catalog: Catalog) -> String {
    let name = SessionText.echo(path) ?? Session.name(of: path)
    let text = SessionText(catalog: catalog)
    switch problem {
    case .exists:
      return text(.recordExists, ["file": name])
    case .isTheTrip:
      return text(.recordIsTheTrip, ["file": name])
    case .isAFolder:
      return text(.recordFolder, ["file": name])
    case .noReader:
      return text(.recordNoReader, ["file": name])
    case .system(let reason):
      let reason = reason.prefix(1).lowercased() + reason.dropFirst()
      return text(.recordSystem, ["file": name, "reason": reason])
    }
  }
}
