import Foundation

/// The system calls that saving makes, so that a test can make them fail as
/// a full disk does, without a full disk.
///
/// Saving reads ``current``: outside ``withFaults(_:operation:)`` that is
/// the real calls.
package struct FileFaults: Sendable {
  /// Writes bytes to a file descriptor, as POSIX `write` does: the count
  /// written, or -1 with `errno` set.
  package var write: @Sendable (Int32, UnsafeRawPointer?, Int) -> Int

  /// The real calls.
  package static let none = FileFaults(write: { Foundation.write($0, $1, $2) })

  /// Writes that stop with `code` (such as `ENOSPC`) once `limit` bytes in
  /// all have gone to the file.
  package static func failingWrites(after limit: Int, with code: Int32) -> FileFaults {
    let written = Counter()
    return FileFaults(write: { descriptor, buffer, count in
      let allowed = min(count, max(0, limit - written.value))
      guard allowed > 0 else {
        errno = code
        return -1
      }
      written.add(allowed)
      return Foundation.write(descriptor, buffer, allowed)
    })
  }

  @TaskLocal package static var current: FileFaults = .none

  /// Runs `operation` with `faults` in place of the real calls, for this task only.
  package static func withFaults<Result>(
    _ faults: FileFaults, operation: () throws -> Result
  ) rethrows -> Result {
    try $current.withValue(faults, operation: operation)
  }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add(_ more: Int) { lock.withLock { count += more } }
  }
}
