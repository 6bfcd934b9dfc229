import Foundation
import ItineraryCore

/// The marker that says a session has a trip file open, as vim's swap file
/// and git's lock file do: an empty file in the recovery folder, named
/// after the trip file's path and the session (`HASH.TOKEN.open`).
///
/// A second session on the same file finds the first one's marker and is
/// told before it opens. A marker whose session's process no longer runs
/// (it was killed) is stale: it is removed when found, and the session's
/// journal is offered back instead.
package struct FileClaim: Sendable {
  /// The recovery folder that holds the markers.
  let folder: String
  /// The trip file, as an absolute path.
  let tripPath: String
  /// The session that holds the claim.
  let owner: SessionToken

  init(folder: String, tripPath: String, owner: SessionToken) {
    self.folder = folder
    self.tripPath = FileClaim.absolute(tripPath)
    self.owner = owner
  }

  /// The marker's path.
  var path: String {
    folder + "/" + FileClaim.prefix(of: tripPath) + owner.text + ".open"
  }

  /// Writes the marker; false when it cannot be written, which only means
  /// that other sessions are not told.
  @discardableResult
  func make() -> Bool {
    guard let descriptor = StateFolder.openPrivateFile(path, truncating: true) else { return false }
    close(descriptor)
    return true
  }

  /// Removes the marker: the session ended, or opened another file.
  func remove() {
    unlink(path)
  }

  /// Runs `body` while no other session in `folder` looks at or makes a
  /// marker: a session that finds no holder and makes its own marker does
  /// both before another can look, so two sessions started in the same
  /// instant are never both unwarned.
  ///
  /// The lock is `flock(2)` on the folder itself (made, mode 0700, if
  /// missing), let go when `body` returns or the process ends; where it
  /// cannot be taken, `body` runs all the same.
  static func whileLocked<Result>(in folder: String, _ body: () -> Result) -> Result {
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return body() }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
    defer { flock(descriptor, LOCK_UN) }
    return body()
  }

  /// The other sessions that have `tripPath` open now, in `folder`; the
  /// stale markers of sessions that no longer run are removed on the way.
  static func holders(of tripPath: String, in folder: String, besides owner: SessionToken)
    -> [SessionToken]
  {
    var holders: [SessionToken] = []
    for (path, text) in files(of: absolute(tripPath), in: folder, ending: ".open") {
      guard let token = SessionToken(text: text), token != owner else { continue }
      if token.isRunning {
        holders.append(token)
      } else {
        unlink(path)
      }
    }
    return holders
  }

  /// The files of `folder` named for the trip file at `absolutePath` with
  /// `suffix` (its markers, or its journals): each file's path, and the
  /// session token between the two.
  static func files(of absolutePath: String, in folder: String, ending suffix: String)
    -> [(path: String, token: Substring)]
  {
    let prefix = prefix(of: absolutePath)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }.map { name in
      (folder + "/" + name, name.dropFirst(prefix.count).dropLast(suffix.count))
    }
  }

  /// The start of the names of a trip file's markers and journals: a
  /// fingerprint of its absolute path, and a dot.
  static func prefix(of absolutePath: String) -> String {
    Fingerprint(absolutePath.utf8).text + "."
  }

  /// A path made absolute, with its links followed the way the kernel
  /// follows them (``ResolvedPath``), as markers and journals name it: two
  /// names of one file are one file.
  package static func absolute(_ path: String) -> String {
    ResolvedPath.of(path) ?? ResolvedPath.absolute(path)
  }
}
