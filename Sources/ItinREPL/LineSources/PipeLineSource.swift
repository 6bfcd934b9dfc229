import Foundation
import ItinSession

/// Lines from a file descriptor that is not a terminal: a pipe or a file.
///
/// No prompt, no echo, no line editing. Lines end at a line feed; a carriage
/// return before it is dropped. Bytes that are not UTF-8 are replaced, never
/// trusted. A line longer than ``maximumLineLength`` keeps only its start,
/// which is enough for the session to know it is too long, so memory stays
/// bounded whatever is sent.
public struct PipeLineSource: LineSource {
  /// The most bytes of one line kept.
  public static let maximumLineLength = 1 << 16

  private let descriptor: Int32
  private var chunk: [UInt8] = []
  private var offset = 0
  private var ended = false

  /// Reads from standard input, or another open descriptor.
  public init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
  }

  public mutating func nextLine() -> String? {
    var line: [UInt8] = []
    var hasBytes = false
    while true {
      if offset == chunk.count, !refill() {
        return hasBytes ? PipeLineSource.decode(line) : nil
      }
      let rest = chunk[offset...]
      let end = rest.firstIndex(of: UInt8(ascii: "\n"))
      let piece = rest[..<(end ?? rest.endIndex)]
      let room = PipeLineSource.maximumLineLength - line.count
      if room > 0 { line += piece.prefix(room) }
      hasBytes = true
      offset = end.map { $0 + 1 } ?? chunk.count
      if end != nil { return PipeLineSource.decode(line) }
    }
  }

  /// Reads the next chunk; `false` at the end of input or on an error.
  private mutating func refill() -> Bool {
    guard !ended else { return false }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        ended = true
        return false
      }
      chunk = Array(buffer[..<count])
      offset = 0
      return true
    }
  }

  static func decode(_ bytes: [UInt8]) -> String {
    let trimmed = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...]
    return String(decoding: trimmed, as: UTF8.self)
  }
}

/// Lines from a terminal that cannot be drawn on (`TERM=dumb`, such as an Emacs shell buffer): the
/// prompt is written, and the terminal itself does the echo and the editing.
///
/// No readline, so nothing is redrawn.
public struct PlainTerminalLineSource: LineSource {
  private let prompt: String
  private var lines = PipeLineSource()

  public init(prompt: String) {
    self.prompt = prompt
  }

  public mutating func nextLine() -> String? {
    echo(prompt)
    let line = lines.nextLine()
    if line == nil { echo("\n") }
    return line
  }
}
