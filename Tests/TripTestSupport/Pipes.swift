import Foundation

/// The test process, like itin-a11y itself, takes a write to a pipe or a
/// socket whose reader has gone (a child that ended early, a browser that
/// closed a connection to an in-process server) as an error the write
/// returns, never as the signal that would end every test at once.
public enum Pipes {
  /// Ignores SIGPIPE for the whole test process, once.
  public static let brokenWritesReturnErrors: Void = {
    signal(SIGPIPE, SIG_IGN)
  }()

  /// Writes `data` to a child's standard input, and says whether all of it
  /// went.
  ///
  /// A child may end before it reads what it was sent: itin-a11y whose
  /// output is closed ends at its first answer, and a program that fails
  /// ends at once. The write then fails with a broken pipe, which
  /// `FileHandle.write(_:)` would turn into a crash of the whole test run;
  /// here it is only `false`, and the test goes on to check what the child
  /// said and how it ended.
  @discardableResult
  public static func send(_ data: Data, to handle: FileHandle) -> Bool {
    brokenWritesReturnErrors
    do {
      try handle.write(contentsOf: data)
      return true
    } catch {
      return false
    }
  }

  /// Writes `text` to a child's standard input, as ``send(_:to:)`` does.
  @discardableResult
  public static func send(_ text: String, to handle: FileHandle) -> Bool {
    send(Data(text.utf8), to: handle)
  }

  /// Reads a child's output until its first line has come, or the output
  /// ends: the line, without its line break, and everything read, which
  /// may go on past it.
  public static func firstLine(of handle: FileHandle) -> (line: String?, read: Data) {
    var said = Data()
    while !said.contains(UInt8(ascii: "\n")) {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      said += chunk
    }
    let end = said.firstIndex(of: UInt8(ascii: "\n")) ?? said.endIndex
    return (said.isEmpty ? nil : String(decoding: said[..<end], as: UTF8.self), said)
  }
}
