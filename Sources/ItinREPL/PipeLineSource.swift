/// Lines from standard input when it is not a terminal.
///
/// No prompt, no echo, no line editing. Bytes that are not UTF-8 are
/// replaced, never trusted.
public struct PipeLineSource: LineSource {
  public init() {}

  public mutating func nextLine() -> String? {
    readLine(strippingNewline: true)
  }
}
