import Foundation

/// Who a session is, as the files it keeps name it: its process, when the
/// process started, and a number of its own, as text such as
/// `4242-918273-77120`.
///
/// A marker or a journal whose session's process no longer runs is left
/// by a session that did not end. The start time tells a process from a
/// later one that was given the same id; it is read from `/proc` where
/// there is one, and is 0 elsewhere, where the id alone is checked.
package struct SessionToken: Hashable, Sendable {
  package var pid: Int32
  package var start: UInt64
  package var serial: UInt32

  package init(pid: Int32, start: UInt64, serial: UInt32) {
    self.pid = pid
    self.start = start
    self.serial = serial
  }

  /// A token for a new session of this process.
  package static func mine() -> SessionToken {
    SessionToken(
      pid: process.pid, start: process.start, serial: UInt32.random(in: 1...UInt32.max))
  }

  /// This process's id and start time, read once.
  private static let process: (pid: Int32, start: UInt64) = {
    let pid = getpid()
    return (pid, SessionToken.startTime(of: pid) ?? 0)
  }()

  /// The token as it stands in a file name.
  package var text: String { "\(pid)-\(start)-\(serial)" }

  package init?(text: some StringProtocol) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, let pid = Int32(parts[0]), pid > 0, let start = UInt64(parts[1]),
      let serial = UInt32(parts[2])
    else { return nil }
    self.init(pid: pid, start: start, serial: serial)
  }

  /// Whether the session's process still runs: the same process, not a
  /// later one with its id, and not one that has ended and waits only for
  /// its parent to collect it (a zombie, as a killed process is for a moment).
  package var isRunning: Bool {
    guard kill(pid, 0) == 0 || errno == EPERM else { return false }
    guard let process = SessionToken.process(pid) else { return start == 0 }
    return !process.hasEnded && (start == 0 || process.start == start)
  }

  /// When a process started, in clock ticks since boot: field 22 of
  /// `/proc/PID/stat`; `nil` where it cannot be read.
  package static func startTime(of pid: Int32) -> UInt64? {
    process(pid)?.start
  }

  /// A process as `/proc/PID/stat` has it: its start time (field 22) and
  /// whether it has ended (state `Z` or `X`, field 3); `nil` where it cannot
  /// be read.
  private static func process(_ pid: Int32) -> (start: UInt64, hasEnded: Bool)? {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    // The command name, in brackets, may hold spaces: count after its end.
    guard let end = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: end)...].split(separator: " ")
    // Fields from the state (field 3) on; the start time is field 22.
    guard fields.count > 19, let start = UInt64(fields[19]) else { return nil }
    return (start, fields[0] == "Z" || fields[0] == "X")
  }
}
