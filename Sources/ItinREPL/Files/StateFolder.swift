import Foundation

/// Where itin-a11y keeps what it remembers between runs: the history of
/// typed lines and the recovery journals.
///
/// `$XDG_STATE_HOME/itin-a11y`, or `~/.local/state/itin-a11y`; `nil` when
/// neither names an absolute folder.
enum StateFolder {
  static func path(environment: [String: String]) -> String? {
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
  /// A symbolic link in the file's place is followed only when asked
  /// (the history of typed lines, which a person may keep elsewhere): a
  /// journal or a marker is written only where it names. The descriptor,
  /// or `nil`.
  static func openPrivateFile(_ path: String, truncating: Bool, followsLinks: Bool = false)
    -> Int32?
  {
    let flags =
      O_WRONLY | O_CREAT | O_CLOEXEC | (followsLinks ? 0 : O_NOFOLLOW)
      | (truncating ? O_TRUNC : O_APPEND)
    var descriptor = open(path, flags, 0o600)
    if descriptor < 0, errno == ENOENT {
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
    guard fchmod(descriptor, 0o600) == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }
}
