import Foundation

/// The file a path names, found the way the kernel finds it.
///
/// Every symbolic link on the way is followed from the folder it is in, and
/// `..` is taken after the link before it, not as text: with `trips` a link
/// to `../data/trips`, `trips/../archive` is `data/archive`'s neighbour, not
/// `archive` beside `trips`. Saves, the markers and journals that name a
/// trip file, and the checks that ask whether two paths are one file all
/// use this, so that what is written is what was read.
package enum ResolvedPath {
  /// The absolute path, with no link and no `.` or `..` left in it, of
  /// the file `path` names; `nil` for a loop of links.
  ///
  /// A file that does not exist yet is named in its folder's real path, and
  /// a link to a file that does not exist yet gives that file, so a save
  /// creates it and keeps the link. When the folder itself cannot be
  /// found, the path is only made absolute: what is done there fails with
  /// its own reason.
  package static func of(_ path: String) -> String? {
    var current = path.isEmpty ? "." : path
    for _ in 0..<40 {
      if let real = realPath(current) { return real }
      if errno == ELOOP { return nil }
      let (folder, name) = split(current)
      guard let realFolder = realPath(folder) else {
        return errno == ELOOP ? nil : absolute(current)
      }
      let joined = realFolder == "/" ? "/" + name : realFolder + "/" + name
      guard let destination = linkDestination(joined) else { return joined }
      current = destination.hasPrefix("/") ? destination : realFolder + "/" + destination
    }
    return nil
  }

  /// Whether `first` and `second` name one file: the same file on disk
  /// (also through a link, or a second hard link), or, when neither exists
  /// yet, the same resolved path.
  package static func sameFile(_ first: String, _ second: String) -> Bool {
    var one = stat()
    var other = stat()
    if stat(first, &one) == 0, stat(second, &other) == 0 {
      return one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }
    guard let first = of(first), let second = of(second) else { return false }
    return first == second
  }

  /// Whether the file `path` names lies in `folder` (a resolved path), or
  /// in a folder within it, once every link is followed.
  package static func isInside(_ path: String, folder: String) -> Bool {
    guard let resolved = of(path) else { return false }
    return resolved.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }

  /// `path` made absolute from the working folder, as text, with nothing
  /// taken out of it.
  package static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    let folder = FileManager.default.currentDirectoryPath
    return (folder.hasSuffix("/") ? folder : folder + "/") + path
  }

  /// The folder part and the last name of `path`, trailing slashes taken off.
  private static func split(_ path: String) -> (folder: String, name: String) {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
    let folder = trimmed[..<slash]
    return (folder.isEmpty ? "/" : String(folder), String(trimmed[trimmed.index(after: slash)...]))
  }

  /// `realpath(3)`: `nil` when some part of `path` does not exist or cannot
  /// be searched, with `errno` set.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Where the symbolic link at `path` leads, or `nil` when `path` is no link.
  private static func linkDestination(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
