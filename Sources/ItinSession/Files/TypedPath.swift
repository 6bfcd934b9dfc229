import Foundation
import ReorderCommands

/// A path as a person types it, made the path it means.
///
/// Quotes around it are taken off (`"my trip.json"`, `'a b.json'`), and `~`
/// or `~/` at its start is the home folder, as a shell would have it. A path
/// with spaces needs no quotes: the rest of the line is the path.
public enum TypedPath {
  /// The path `typed` means, with `home` for `~`.
  public static func resolve(
    _ typed: String, home: String? = ProcessInfo.processInfo.environment["HOME"]
  ) -> String {
    var path = typed.trimmingCharacters(in: .whitespaces)
    if path.count >= 2, let first = path.first, first == "\"" || first == "'",
      path.last == first
    {
      path = String(path.dropFirst().dropLast())
    }
    if let home, !home.isEmpty, path == "~" || path.hasPrefix("~/") {
      path = home + path.dropFirst()
    }
    return path
  }

  /// Whether `path` holds a hidden control character (an escape sequence,
  /// a NUL, a direction mark): a name said cleaned and written as typed
  /// would be two names, so such a path is refused wherever it is typed.
  public static func hidesCharacters(_ path: String) -> Bool {
    SpokenText.clean(path) != path
  }
}
