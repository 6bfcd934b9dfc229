import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands

/// `itin-a11y --replay FILE`: plays a recording (the `--record` format)
/// against this program and says whether every answer is the same, or
/// where the first one differs, in words.
///
/// The recording plays in a copy of its folder, so that its `save`s and
/// `open`s find the files beside it and change none of them.
public enum TranscriptReplay {
  /// The most a recording's folder may hold to be copied for a replay.
  public static let maximumFolderBytes = 64 << 20
  public static let maximumFolderFiles = 2_000

  /// What a replay found: the lines to say, and the exit status (0 when
  /// every answer matches).
  public struct Outcome: Hashable, Sendable {
    public var lines: [String]
    public var exitStatus: Int32
  }

  /// Replays the recording at `path`.
  public static func replay(path: String) -> Outcome {
    let name = Session.name(of: path)
    guard let data = FileManager.default.contents(atPath: path) else {
      return Outcome(lines: ["Can't replay \(name). There is no such file."], exitStatus: 1)
    }
    let transcript: Transcript
    do {
      transcript = try Transcript(text: String(decoding: data, as: UTF8.self))
    } catch {
      return Outcome(lines: ["Can't replay \(name). " + error.sentence], exitStatus: 1)
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    guard let copy = copy(of: folder) else {
      return Outcome(
        lines: [
          "Can't replay \(name). Its folder holds too much to copy. Keep the recording in a folder with the trip files it uses."
        ], exitStatus: 1)
    }
    defer { try? FileManager.default.removeItem(at: copy) }
    let previous = FileManager.default.currentDirectoryPath
    guard FileManager.default.changeCurrentDirectoryPath(copy.path) else {
      return Outcome(
        lines: ["Can't replay \(name). Its folder could not be copied."], exitStatus: 1)
    }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let actual: Transcript.Answers
    let confinement = ResolvedPath.of(copy.path) ?? copy.path
    let played = transcript.starting(
      at: mapped(transcript.start, from: folder, into: URL(fileURLWithPath: confinement)))
    do {
      actual = try TranscriptPlayer.play(
        played, confinedTo: confinement, stoppingAt: transcript.expected)
    } catch {
      return Outcome(lines: ["Can't replay \(name). " + error.sentence], exitStatus: 1)
    }
    if var difference = firstDifference(in: transcript, actual: actual, name: name) {
      if case .file(let trip) = played.start,
        let recorded = recordedFingerprint(in: String(decoding: data, as: UTF8.self)),
        let bytes = FileManager.default.contents(atPath: trip),
        Fingerprint(bytes).text != recorded
      {
        difference.insert(
          "\(Session.name(of: trip)) has changed since \(name) was recorded, so its answers may differ.",
          at: 0)
      }
      return Outcome(lines: difference, exitStatus: 1)
    }
    let steps = transcript.steps.count
    let matched =
      switch steps {
      case 0: "Replayed \(name). It matches."
      case 1: "Replayed \(name). Its one step matches."
      default: "Replayed \(name). All \(steps) steps match."
      }
    return Outcome(lines: [matched], exitStatus: 0)
  }

  /// The start of a recording, as its copy plays it: a file in the
  /// recording's folder is the same file in the copy; a file outside it is
  /// copied into the copy first, under its own name, so that the replay
  /// reads and saves that copy and never the file itself.
  static func mapped(_ start: Transcript.Start, from folder: URL, into copy: URL)
    -> Transcript.Start
  {
    func map(_ path: String) -> String {
      // A path from the folder to a file in it names the same file in the
      // copy, which is the working folder, as it is written.
      if !path.hasPrefix("/"), ResolvedPath.isInside(path, folder: copy.path) { return path }
      let original = path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
      let base = ResolvedPath.of(folder.path) ?? folder.path
      let resolved = ResolvedPath.of(original) ?? original
      if resolved.hasPrefix(base + "/") {
        return copy.appendingPathComponent(String(resolved.dropFirst(base.count + 1))).path
      }
      let outside = copy.appendingPathComponent(".itin-a11y-outside")
      let target = outside.appendingPathComponent(URL(fileURLWithPath: resolved).lastPathComponent)
      var status = stat()
      if stat(resolved, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
        Int(status.st_size) <= maximumFolderBytes
      {
        try? FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try? FileManager.default.copyItem(atPath: resolved, toPath: target.path)
      }
      return target.path
    }
    switch start {
    case .sampleTrip: return start
    case .file(let path): return .file(map(path))
    case .check(let path): return .check(map(path))
    case .new(let path): return .new(map(path))
    }
  }

  /// The note a recording of a trip file starts with: what the file held.
  static func fingerprintNote(_ fingerprint: Fingerprint, of name: String) -> String {
    "\(name) began as fingerprint \(fingerprint.text)."
  }

  /// The fingerprint a recording's note gives its trip file, if it has one.
  static func recordedFingerprint(in text: String) -> String? {
    for line in text.split(separator: "\n") where line.hasPrefix(TranscriptFormat.note) {
      guard let range = line.range(of: " began as fingerprint ") else { continue }
      let digits = line[range.upperBound...].dropLast()
      if digits.count == 16, digits.allSatisfy(\.isHexDigit) { return String(digits) }
    }
    return nil
  }

  /// Where what was said first differs from the recording, as sentences;
  /// `nil` when nothing does.
  public static func firstDifference(
    in transcript: Transcript, actual: Transcript.Answers, name: String
  ) -> [String]? {
    let expected = transcript.expected
    if expected.launch != actual.launch {
      return ["What \(name) hears at the start differs."]
        + compared(expected.launch, actual.launch)
    }
    for (index, step) in transcript.steps.enumerated() {
      let recorded = expected.steps.indices.contains(index) ? expected.steps[index] : []
      let said = actual.steps.indices.contains(index) ? actual.steps[index] : []
      guard recorded != said else { continue }
      let typed = SessionText.echo(step.typed).map { " Typed: \($0)." } ?? ""
      return ["Step \(index + 1), at line \(step.line) of \(name), differs.\(typed)"]
        + compared(recorded, said)
    }
    if expected.end != actual.end {
      return ["What \(name) hears at the end of input differs."]
        + compared(expected.end, actual.end)
    }
    if expected.exitStatus != actual.exitStatus {
      return [
        "\(name) ends with exit status \(expected.exitStatus), and the replay ended with \(actual.exitStatus)."
      ]
    }
    return nil
  }

  /// The first line that differs: what the recording has, and what is said now.
  private static func compared(_ recorded: [String], _ said: [String]) -> [String] {
    let index = zip(recorded, said).prefix { $0 == $1 }.count
    let was = recorded.indices.contains(index) ? recorded[index] : "nothing more."
    let now = said.indices.contains(index) ? said[index] : "nothing more."
    return ["In the recording, \(was)", "Now, \(now)"]
  }

  /// A copy of `folder`, its hidden files and folders left out, in a new
  /// temporary folder of mode 0700; `nil` when it holds more than a replay
  /// copies.
  package static func copy(of folder: URL) -> URL? {
    let manager = FileManager.default
    guard
      let walker = manager.enumerator(
        at: folder, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return nil }
    var files: [URL] = []
    var bytes = 0
    for case let url as URL in walker {
      let values = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
      guard values?.isRegularFile == true else { continue }
      files.append(url)
      bytes += values?.fileSize ?? 0
      if files.count > maximumFolderFiles || bytes > maximumFolderBytes { return nil }
    }
    let copy = manager.temporaryDirectory.appendingPathComponent(
      "itin-a11y-replay-\(UUID().uuidString)")
    // The copy is the user's alone, as the files it copies may be: the
    // temporary folder is everyone's.
    guard
      (try? manager.createDirectory(
        at: copy, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700]))
        != nil
    else { return nil }
    let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
    for file in files {
      let full = file.standardizedFileURL.resolvingSymlinksInPath().path
      guard full.hasPrefix(base + "/") else { continue }
      let target = copy.appendingPathComponent(String(full.dropFirst(base.count + 1)))
      do {
        try manager.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(atPath: full, toPath: target.path)
      } catch {
        try? manager.removeItem(at: copy)
        return nil
      }
    }
    return copy
  }
}
