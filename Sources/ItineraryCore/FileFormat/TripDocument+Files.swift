import Foundation

extension TripDocument {
  /// The largest trip file read: 256 MiB, far above any real trip.
  public static let maximumFileSize = 256 << 20

  /// Opens and validates a trip file.
  ///
  /// The file is only read, never written.
  public static func open(atPath path: String) throws(TripFileError) -> TripDocument {
    let bytes: [UInt8]
    do {
      bytes = try FileIO.read(path, limit: maximumFileSize)
    } catch {
      throw .unreadable(error)
    }
    return try TripDocument(bytes: bytes)
  }

  /// Saves `trip` to `path` atomically, and returns the document as saved.
  ///
  /// The bytes go to a new file beside the target, are flushed to the disk,
  /// and then take the target's place in one rename: a crash or a kill leaves
  /// either the old file or the new one, never half of one. A file that is
  /// already there keeps its permissions. On failure nothing changes on disk.
  public func save(_ trip: Trip, toPath path: String) throws(SaveError) -> TripDocument {
    let document: TripDocument
    do {
      document = try saved(trip)
    } catch {
      throw .mismatch(error)
    }
    do {
      try FileIO.writeAtomically(document.bytes, to: path)
    } catch {
      throw .access(error)
    }
    return document
  }

  /// Whether the file at `path` no longer holds this document's bytes:
  /// another program, or another session, wrote it since it was read or saved.
  ///
  /// A file that is gone, or cannot be read, has not changed: saving there
  /// loses nothing, or fails with its own reason.
  public func hasChangedOnDisk(atPath path: String) -> Bool {
    guard let current = try? FileIO.read(path, limit: TripDocument.maximumFileSize) else {
      return false
    }
    return current != bytes
  }
}

/// Why a save failed.
///
/// Nothing was written.
public enum SaveError: Error, Hashable, Sendable {
  /// The file could not be written.
  case access(FileAccessError)
  /// The trip is not this document's trip.
  case mismatch(DocumentMismatch)
}

/// Reading and atomic writing with POSIX calls.
///
/// Every failure has a reason. Foundation brings the calls on Linux and on
/// Apple platforms alike.
enum FileIO {
  static func read(_ path: String, limit: Int) throws(FileAccessError) -> [UInt8] {
    func failure(_ code: Int32) -> FileAccessError {
      FileAccessError(path: path, operation: .read, reason: reason(for: code, reading: true))
    }
    let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
    if (status.st_mode & S_IFMT) == S_IFDIR { throw failure(EISDIR) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(Int(status.st_size), limit) + 1)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(errno)
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
      if bytes.count > limit {
        throw FileAccessError(path: path, operation: .read, reason: .tooLarge(limit: limit))
      }
    }
    return bytes
  }

  /// Writes `bytes` to `path` atomically: a new file beside it, flushed,
  /// then renamed over it.
  ///
  /// A symbolic link at `path` is followed to the file it names, which is
  /// written there, so the link stays a link; an error still names `path`.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileAccessError) {
    func failure(_ code: Int32) -> FileAccessError {
      FileAccessError(path: path, operation: .write, reason: reason(for: code, reading: false))
    }
    guard let target = resolvingLinks(path) else { throw failure(ELOOP) }
    var existing = stat()
    var mode: mode_t = 0o644
    if stat(target, &existing) == 0 {
      if (existing.st_mode & S_IFMT) == S_IFDIR { throw failure(EISDIR) }
      mode = existing.st_mode & 0o7777
    }
    let url = URL(fileURLWithPath: target)
    let folder = url.deletingLastPathComponent().path
    let temporary =
      url.deletingLastPathComponent()
      .appendingPathComponent(
        "\(temporaryPrefix(of: url))\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
      )
      .path
    removeAbandonedTemporaries(of: url)
    let descriptor = Foundation.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw failure(errno) }
    let faults = FileFaults.current
    var written = 0
    var failed: Int32?
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        faults.write(descriptor, buffer.baseAddress?.advanced(by: written), buffer.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        failed = errno
        break
      }
      written += count
    }
    if failed == nil, fchmod(descriptor, mode) != 0 { failed = errno }
    if failed == nil, fsync(descriptor) != 0 { failed = errno }
    if close(descriptor) != 0, failed == nil { failed = errno }
    if failed == nil, rename(temporary, target) != 0 { failed = errno }
    if let failed {
      unlink(temporary)
      throw failure(failed)
    }
    // Make the rename itself durable: flush the folder that holds the file.
    let folderDescriptor = Foundation.open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// The file a path names once every symbolic link on the way is followed.
  ///
  /// It is `path` itself when that is no link or names nothing yet, and
  /// `nil` for a loop of links.
  ///
  /// A link to a file that does not exist yet gives that file's path, so a
  /// save creates it and keeps the link.
  static func resolvingLinks(_ path: String) -> String? {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else {
        return current
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let destination = String(
        decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        destination.hasPrefix("/")
        ? destination
        : URL(fileURLWithPath: current).deletingLastPathComponent()
          .appendingPathComponent(destination).path
    }
    return nil
  }

  /// The prefix of the temporary files that saves to `url` write beside it.
  static func temporaryPrefix(of url: URL) -> String {
    ".\(url.lastPathComponent).tmp-"
  }

  /// Removes the temporary files that a save to `url` left behind when its
  /// process was killed between writing and renaming.
  ///
  /// A temporary file is named after the process that wrote it; only those of
  /// processes that no longer run are removed, so a save going on in another
  /// process is left alone.
  static func removeAbandonedTemporaries(of url: URL) {
    let folder = url.deletingLastPathComponent()
    let prefix = temporaryPrefix(of: url)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    for name in names where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0,
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink(folder.appendingPathComponent(name).path)
    }
  }

  private static func reason(for code: Int32, reading: Bool) -> FileAccessError.Reason {
    switch code {
    case ENOENT: reading ? .noSuchFile : .noSuchFolder
    case EACCES, EPERM: .permissionDenied
    case EISDIR: .isAFolder
    case ENOTDIR: .notAFolder
    case EROFS: .readOnly
    case ENOSPC, EDQUOT: .diskFull
    case EFBIG: .tooLarge(limit: TripDocument.maximumFileSize)
    case ELOOP: .linkLoop
    default: .other(code: code)
    }
  }

}
