import CItinReadline

/// Lines from a terminal through GNU readline: line editing and history, a
/// short plain prompt, and no bracketed-paste codes for a screen reader to read.
public struct ReadlineLineSource: LineSource {
  private let prompt: String

  public init(prompt: String = "itin> ") {
    self.prompt = prompt
    citin_set_readline_name()
    citin_disable_bracketed_paste()
  }

  public mutating func nextLine() -> String? {
    guard let raw = readline(prompt) else { return nil }
    defer { free(raw) }
    let line = String(
      decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self)
    if !line.allSatisfy(\.isWhitespace) { add_history(raw) }
    return line
  }
}
