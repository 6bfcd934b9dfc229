/// Why a file could not be read or written, in terms a sentence can use.
public struct FileAccessError: Error, Hashable, Sendable {
  /// Whether the file was being read or written.
  public enum Operation: Hashable, Sendable {
    case read
    case write
  }

  /// What stood in the way.
  public enum Reason: Hashable, Sendable {
    /// There is no file at the path.
    case noSuchFile
    /// The folder the file would go in does not exist.
    case noSuchFolder
    /// The user may not read or write there.
    case permissionDenied
    /// The path names a folder, not a file.
    case isAFolder
    /// A part of the path that should be a folder is a file.
    case notAFolder
    /// The disk is read-only.
    case readOnly
    /// The disk is full.
    case diskFull
    /// The file is larger than a trip file can be.
    case tooLarge(limit: Int)
    /// The path is a loop of symbolic links.
    case linkLoop
    /// The path names a pipe, a device or a socket, not a file.
    case notARegularFile
    /// The file is read-only: the user may not write it, or nobody may.
    /// Saving replaces it only when asked to.
    case readOnlyFile
    /// Another error, by its POSIX number.
    case other(code: Int32)
  }

  public var path: String
  public var operation: Operation
  public var reason: Reason

  public init(path: String, operation: Operation, reason: Reason) {
    self.path = path
    self.operation = operation
    self.reason = reason
  }
}
