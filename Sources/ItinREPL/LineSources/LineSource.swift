import ItinSession
import ReorderCommands

/// Where a session's lines come from: a terminal, a pipe, a transcript.
public protocol LineSource {
  /// The next line typed, without its line break; `nil` at the end of input.
  mutating func nextLine() -> String?

  /// Learns what the session now holds, for completion of titles and day
  /// numbers. Sources without completion ignore it.
  mutating func sessionChanged(_ session: Session)
}

extension LineSource {
  public mutating func sessionChanged(_ session: Session) {}
}

/// Lines from an array, for tests and scripts.
public struct ScriptedLineSource: LineSource {
  private var lines: ArraySlice<String>

  public init(_ lines: [String]) {
    self.lines = lines[...]
  }

  public mutating func nextLine() -> String? {
    lines.popFirst()
  }
}
