import Foundation

/// Lines that come from elsewhere while a line is typed: what other
/// people sharing the session did.
///
/// A line source that reads a terminal says them between lines, never over
/// one: at once when nothing is typed, else after the answer to the line
/// being typed. Closing the board ends the line source's wait for input.
public final class NoticeBoard: @unchecked Sendable {
  private let lock = NSLock()
  private var waiting: [(line: String, isStale: (@Sendable () -> Bool)?)] = []
  private var closed = false
  /// A pipe whose read end wakes a wait for input when a line is posted.
  private let wake: (read: Int32, write: Int32)

  public init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
      wake = (ends[0], ends[1])
    } else {
      wake = (-1, -1)
    }
  }

  deinit {
    if wake.read >= 0 { Glibc.close(wake.read) }
    if wake.write >= 0 { Glibc.close(wake.write) }
  }

  /// Adds a line to say.
  public func post(_ line: String) {
    lock.withLock { waiting.append((line, nil)) }
    poke()
  }

  /// Adds a line to say unless, when its turn comes, `isStale` says it is
  /// news no longer (the person has read it in an answer meanwhile).
  public func post(_ line: String, unless isStale: @escaping @Sendable () -> Bool) {
    lock.withLock { waiting.append((line, isStale)) }
    poke()
  }

  /// Ends the wait for input of the line source that reads with this board.
  public func close() {
    lock.withLock { closed = true }
    poke()
  }

  /// Whether ``close()`` was called.
  public var isClosed: Bool { lock.withLock { closed } }

  /// The lines posted and not yet said, which are then said.
  func take() -> [String] {
    drain()
    let taken = lock.withLock {
      defer { waiting.removeAll() }
      return waiting
    }
    return taken.filter { !($0.isStale?() ?? false) }.map(\.line)
  }

  /// Whether lines wait to be said.
  var hasLines: Bool {
    let checks = lock.withLock { waiting.map(\.isStale) }
    return checks.contains { !($0?() ?? false) }
  }

  /// The descriptor a wait for input also waits on.
  var wakeDescriptor: Int32 { wake.read }

  private func poke() {
    guard wake.write >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(wake.write, &byte, 1)
  }

  /// Reads what woke the wait, so that it does not wake it again.
  private func drain() {
    guard wake.read >= 0 else { return }
    var bytes = [UInt8](repeating: 0, count: 64)
    while bytes.withUnsafeMutableBytes({ read(wake.read, $0.baseAddress, $0.count) }) > 0 {}
  }
}
