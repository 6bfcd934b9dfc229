import Foundation
import ItinSession

/// Where typed lines are kept between sessions, so that the up arrow
/// recalls them: `$XDG_STATE_HOME/itin-a11y/history`, or
/// `~/.local/state/itin-a11y/history` when that is not set.
///
/// The folder is made with mode 0700 and the file with mode 0600: typed
/// lines can name files and places, and only their owner may read them.
public enum HistoryFile {
  /// The most lines kept.
  public static let maximumLines: Int32 = 1000

  /// The path for an environment, or `nil` when neither `XDG_STATE_HOME`
  /// nor `HOME` is set to an absolute path.
  public static func path(environment: [String: String]) -> String? {
    StateFolder.path(environment: environment).map { $0 + "/history" }
  }

  /// Makes the folder and the file if they are missing, and sets the file
  /// to mode 0600; `false` when that cannot be done, or when the path is
  /// not a regular file of its own.
  ///
  /// The history is trimmed and written by readline, which follows links:
  /// a symbolic link, a pipe or a device in the file's place turns the
  /// history off rather than let another file be cut down or wait forever.
  public static func prepare(_ path: String) -> Bool {
    guard let descriptor = StateFolder.openPrivateFile(path, truncating: false) else {
      return false
    }
    close(descriptor)
    return true
  }
}
