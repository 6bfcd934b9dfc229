import Foundation

/// Where itin-a11y keeps what it remembers between runs: the history of
/// typed lines and the recovery journals.
///
/// `$XDG_STATE_HOME/itin-a11y`, or `~/.local/state/itin-a11y`; `nil` when
/// neither names an absolute folder.
package enum StateFolder {
  package static func path(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/itin-a11y"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return home + "/.local/state/itin-a11y"
    }
    return nil
  }

  /// Opens `path` for writing as a private file.
  ///
  /// Its folder is made with mode 0700 if missing, the file with mode 0600.
  /// `truncating` starts a new file in the name's place (what was there is
  /// unlinked, never cut down); otherwise writes go to the file's end. What
  /// itin-a11y keeps is written only where it names: a symbolic link in the
  /// file's place is not followed, a pipe or a device is not waited for, and
  /// a file with another name (a hard link) is not written. Not
  /// `creating`, a missing file is not made: a line added to a journal
  /// that is gone would be a journal with no header. The descriptor, or
  /// `nil`.
  package static func openPrivateFile(_ path: String, truncating: Bool, creating: Bool = true)
    -> Int32?
  {
    if truncating { unlink(path) }
    let flags =
      O_WRONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | (creating || truncating ? O_CREAT : 0)
      | (truncating ? O_EXCL : O_APPEND)
    var descriptor = open(path, flags, 0o600)
    if descriptor < 0, errno == ENOENT, creating || truncating {
      // The folder is made once, not on every write.
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      } catch {
        return nil
      }
      descriptor = open(path, flags, 0o600)
    }
    guard descriptor >= 0 else { return nil }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_nlink == 1, fchmod(descriptor, 0o600) == 0
    else {
      close(descriptor)
      return nil
    }
    return descriptor
  }
}
