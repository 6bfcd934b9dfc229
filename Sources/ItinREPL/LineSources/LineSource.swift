import Foundation
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

/// Writes a source's own text (a prompt, the line break after one) to
/// standard output.
///
/// A write that fails (a closed terminal, a reader that has gone) is let
/// go: the session's next answer fails to be written too, and that ends
/// the session with its own message, rather than a crash here.
func echo(_ text: String) {
  try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
}
