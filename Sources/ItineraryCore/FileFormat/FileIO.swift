import Foundation

/// Reading and safe writing with POSIX calls.
///
/// Every failure has a reason. Foundation brings the calls on Linux and on
/// Apple platforms alike.
package enum FileIO {
  /// The bytes of the regular file at `path`, at most `limit` of them.
  ///
  /// A pipe, a device or a socket is refused before anything is read, so
  /// that reading never waits for a writer that will not come.
  package static func read(_ path: String, limit: Int) throws(FileAccessError) -> [UInt8] {
    func failure(_ code: Int32) -> FileAccessError {
      FileAccessError(path: path, operation: .read, reason: reason(for: code, reading: true))
    }
    let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw failure(EISDIR)
    default: throw FileAccessError(path: path, operation: .read, reason: .notARegularFile)
    }
    return try readAll(descriptor, expected: Int(status.st_size), limit: limit, path: path)
  }

  private static func readAll(
    _ descriptor: Int32, expected: Int, limit: Int, path: String
  ) throws(FileAccessError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(expected, limit) + 1)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileAccessError(
          path: path, operation: .read, reason: reason(for: errno, reading: true))
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
      if bytes.count > limit {
        throw FileAccessError(path: path, operation: .read, reason: .tooLarge(limit: limit))
      }
    }
    return bytes
  }

  /// Why a file could not be written at `path`, whatever a person answered.
  ///
  /// A folder, something not a file (a pipe, a device), a read-only file, a
  /// folder that is not there (for a link, the folder of the file it leads
  /// to); `nil` for none. What ``writeAtomically(_:to:replacingReadOnlyFile:)``
  /// would refuse, asked before a question about replacing the file.
  package static func writeRefusal(at path: String) -> FileAccessError? {
    func refused(_ reason: FileAccessError.Reason) -> FileAccessError {
      FileAccessError(path: path, operation: .write, reason: reason)
    }
    guard let target = ResolvedPath.of(path) else { return refused(.linkLoop) }
    var status = stat()
    if stat(target, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR: return refused(.isAFolder)
      case S_IFREG: return isReadOnly(status, at: target) ? refused(.readOnlyFile) : nil
      default: return refused(.notARegularFile)
      }
    }
    let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
    var folderStatus = stat()
    guard stat(folder, &folderStatus) == 0 else { return refused(.noSuchFolder) }
    return folderStatus.st_mode & S_IFMT == S_IFDIR ? nil : refused(.notAFolder)
  }

  /// Whether anything is at `path`: a file, a folder, or a link, even one
  /// that leads nowhere.
  package static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Writes `bytes` to the file `path` names, so that a crash or a failure
  /// never leaves half a file.
  ///
  /// The path is followed to its file the way the kernel follows it
  /// (``ResolvedPath``), so a link stays a link; an error still names `path`.
  /// The bytes go to a new file beside it, flushed, which is renamed over
  /// it, with the old file's permissions, owner and group. When the new
  /// file cannot take the owner and group, or the old file has other names
  /// (hard links), the flushed copy stays while its bytes are written into
  /// the old file itself, and goes once they are flushed; a write that
  /// fails there writes the old bytes back.
  package static func writeAtomically(
    _ bytes: [UInt8], to path: String, replacingReadOnlyFile: Bool = false
  ) throws(FileAccessError) {
    func failure(_ code: Int32) -> FileAccessError {
      FileAccessError(path: path, operation: .write, reason: reason(for: code, reading: false))
    }
    guard let target = ResolvedPath.of(path) else { throw failure(ELOOP) }
    var existing = stat()
    let exists = lstat(target, &existing) == 0
    if exists {
      switch existing.st_mode & S_IFMT {
      case S_IFREG: break
      case S_IFDIR: throw failure(EISDIR)
      default: throw FileAccessError(path: path, operation: .write, reason: .notARegularFile)
      }
      if !replacingReadOnlyFile, isReadOnly(existing, at: target) {
        throw FileAccessError(path: path, operation: .write, reason: .readOnlyFile)
      }
    }
    let mode = exists ? existing.st_mode & 0o7777 : 0o644
    let url = URL(fileURLWithPath: target)
    let folder = url.deletingLastPathComponent().path
    removeAbandonedTemporaries(of: url)
    let copy = try writeCopy(bytes, beside: url, mode: mode, path: path)
    // The copy takes the old file's owner and group where the user may
    // give them (root, or the user's own file in one of their groups).
    var inPlace = exists && existing.st_nlink > 1
    if exists, !inPlace, copy.owner != (existing.st_uid, existing.st_gid) {
      inPlace = chown(copy.path, existing.st_uid, existing.st_gid) != 0
      if !inPlace, chmod(copy.path, mode) != 0 { inPlace = true }
    }
    // And its extended attributes: an access control list above all, which
    // a new file would not have, or would take from its folder instead.
    if exists, !inPlace, !ExtendedAttributes.copy(from: target, to: copy.path) {
      inPlace = true
    }
    if inPlace {
      // The copy is named so that no later save removes it as abandoned.
      let kept = url.deletingLastPathComponent()
        .appendingPathComponent(keptPrefix(of: url) + copy.suffix).path
      guard rename(copy.path, kept) == 0 else {
        let code = errno
        unlink(copy.path)
        throw failure(code)
      }
      let outcome = writeInPlace(bytes, to: target)
      switch outcome {
      case .written, .failed:
        unlink(kept)
        if case .failed(let code) = outcome { throw failure(code) }
        return
      case .notWritable:
        // A read-only file the user said to replace, which only a new
        // file can: it is renamed over it.
        guard replacingReadOnlyFile, rename(kept, copy.path) == 0 else {
          unlink(kept)
          throw failure(EACCES)
        }
      }
    }
    if rename(copy.path, target) != 0 {
      let code = errno
      unlink(copy.path)
      throw failure(code)
    }
    // Make the rename itself durable: flush the folder that holds the file.
    let folderDescriptor = Foundation.open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// Whether the file is one to ask about before replacing.
  ///
  /// It is when the user may not write it, or nobody may (root could all
  /// the same), and yet the user could replace it, its folder being theirs
  /// to write. Where the folder is not, the save fails as denied.
  private static func isReadOnly(_ status: stat, at path: String) -> Bool {
    guard (status.st_mode & 0o222) == 0 || access(path, W_OK) != 0 else { return false }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return access(folder, W_OK | X_OK) == 0
  }

  /// A flushed copy of `bytes` beside `url`: its path, the unique part of
  /// its name, and its owner and group.
  private static func writeCopy(
    _ bytes: [UInt8], beside url: URL, mode: mode_t, path: String
  ) throws(FileAccessError) -> (path: String, suffix: String, owner: (uid_t, gid_t)) {
    func failure(_ code: Int32) -> FileAccessError {
      FileAccessError(path: path, operation: .write, reason: reason(for: code, reading: false))
    }
    let suffix = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(temporaryPrefix(of: url) + suffix).path
    let descriptor = Foundation.open(
      temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
    guard descriptor >= 0 else { throw failure(errno) }
    var failed = writeAll(bytes, to: descriptor)
    if failed == nil, fchmod(descriptor, mode) != 0 { failed = errno }
    var status = stat()
    if failed == nil, fstat(descriptor, &status) != 0 { failed = errno }
    if failed == nil, fsync(descriptor) != 0 { failed = errno }
    if close(descriptor) != 0, failed == nil { failed = errno }
    if let failed {
      unlink(temporary)
      throw failure(failed)
    }
    return (temporary, suffix, (status.st_uid, status.st_gid))
  }

  /// What writing into a file in place came to.
  private enum InPlaceOutcome {
    case written
    /// The user may not open the file for writing.
    case notWritable
    /// A write failed with this code; the old bytes were put back.
    case failed(Int32)
  }

  /// Writes `bytes` into the file at `target` itself, keeping its inode,
  /// and so its owner, group and other names.
  ///
  /// Room for the new bytes is taken first, so that a full disk is found
  /// before anything is overwritten; if a write fails all the same, the old
  /// bytes are written back.
  private static func writeInPlace(_ bytes: [UInt8], to target: String) -> InPlaceOutcome {
    let descriptor = Foundation.open(target, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else {
      return errno == EACCES || errno == EPERM ? .notWritable : .failed(errno)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failed(errno) }
    guard
      let old = try? readAll(
        descriptor, expected: Int(status.st_size), limit: TripDocument.maximumFileSize,
        path: target)
    else { return .failed(EIO) }
    if bytes.count > old.count, let code = reserve(bytes.count, in: descriptor) {
      _ = ftruncate(descriptor, off_t(old.count))
      return .failed(code)
    }
    func replaceContents(with contents: [UInt8]) -> Int32? {
      guard lseek(descriptor, 0, SEEK_SET) == 0 else { return errno }
      if let failed = writeAll(contents, to: descriptor) { return failed }
      guard ftruncate(descriptor, off_t(contents.count)) == 0 else { return errno }
      return fsync(descriptor) == 0 ? nil : errno
    }
    guard let failed = replaceContents(with: bytes) else { return .written }
    FileFaults.withFaults(.none) { _ = replaceContents(with: old) }
    return .failed(failed)
  }

  /// Takes room on the disk for `count` bytes of the file, where the
  /// system can: the error code when the disk has no room.
  private static func reserve(_ count: Int, in descriptor: Int32) -> Int32? {
    #if os(Linux)
    let code = posix_fallocate(descriptor, 0, off_t(count))
    return code == 0 || code == EOPNOTSUPP || code == EINVAL ? nil : code
    #else
    return nil
    #endif
  }

  /// Writes every byte, going on after a short write; the error code of
  /// the write that failed, if one did.
  ///
  /// The recovery journal writes with it too.
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    let faults = FileFaults.current
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        faults.write(descriptor, buffer.baseAddress?.advanced(by: written), buffer.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      written += count
    }
    return nil
  }

  /// The prefix of the temporary files that saves to `url` write beside it.
  static func temporaryPrefix(of url: URL) -> String {
    ".\(url.lastPathComponent).tmp-"
  }

  /// The prefix of the copy kept beside `url` while its bytes are written
  /// into it in place: if itin-a11y is killed then, the whole new trip is
  /// in this copy, which no later save removes.
  static func keptPrefix(of url: URL) -> String {
    ".\(url.lastPathComponent).saving-"
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
