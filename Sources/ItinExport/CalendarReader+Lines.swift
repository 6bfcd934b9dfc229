import ItineraryCore

extension CalendarReader {
  /// A content line: its name, parameters and value, and where it starts.
  struct ContentLine {
    var name: String
    var parameters: [String: String]
    var value: String
    var number: Int
  }

  /// A content line written again, unfolded: `NAME;PARAM=VALUE:VALUE`.
  static func text(of line: ContentLine) -> String {
    line.name + line.parameters.sorted { $0.key < $1.key }.map { ";\($0.key)=\($0.value)" }.joined()
      + ":" + line.value
  }

  /// The file's content lines, unfolded, each with the number of the line
  /// it starts on; a line that is not a content line is left out.
  ///
  /// Lines are split, unfolded and parsed on the bytes, before any text is
  /// made of them: a continuation's space, or a colon, may be followed by a
  /// combining mark, which as characters would be one with it, and the
  /// fold or the colon missed. Every mark that counts is ASCII, and no byte
  /// of a character outside ASCII is one.
  static func contentLines(of bytes: [UInt8]) -> [ContentLine] {
    var lines: [ContentLine] = []
    // The logical line being gathered, kept for the next: a line folded
    // over several is joined here, without the fold's space.
    var line: [UInt8] = []
    var lineNumber = 0
    var number = 0
    func finish() {
      if !line.isEmpty, let parsed = parse(line, number: lineNumber) { lines.append(parsed) }
      line.removeAll(keepingCapacity: true)
    }
    var start = 0
    // Lines end at CRLF, at LF and at CR.
    func take(_ end: Int) {
      number += 1
      guard end > start else { return }
      if bytes[start] == 0x20 || bytes[start] == 0x09, lineNumber > 0 {
        line += bytes[(start + 1)..<end]
      } else {
        finish()
        lineNumber = number
        line += bytes[start..<end]
      }
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D {
        take(index)
        index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        start = index
      } else {
        index += 1
      }
    }
    take(bytes.count)
    finish()
    return lines
  }

  /// One unfolded line: `NAME;PARAM=VALUE;…:VALUE`, a parameter's value
  /// maybe in quotes, where a colon or semicolon does not count.
  ///
  /// Names and parameters' names are read without regard to ASCII case,
  /// as RFC 5545 says; they are ASCII, so no other letter is changed.
  static func parse(_ line: [UInt8], number: Int) -> ContentLine? {
    var name = ""
    var parameters: [String: String] = [:]
    var key = ""
    var field: [UInt8] = []
    var inQuotes = false
    var readingName = true
    for index in line.indices {
      let byte = line[index]
      if byte == quote {
        inQuotes.toggle()
      } else if !inQuotes, byte == semicolon || byte == colon {
        if readingName {
          name = uppercased(field)
          readingName = false
        } else {
          parameters[key] = String(decoding: field, as: UTF8.self)
        }
        field.removeAll(keepingCapacity: true)
        key = ""
        if byte == colon {
          return ContentLine(
            name: name, parameters: parameters,
            value: String(decoding: line[(index + 1)...], as: UTF8.self), number: number)
        }
      } else if !inQuotes, !readingName, byte == equals, key.isEmpty {
        key = uppercased(field)
        field.removeAll(keepingCapacity: true)
      } else {
        field.append(byte)
      }
    }
    return nil
  }

  /// `bytes` as text, its ASCII letters in capitals.
  private static func uppercased(_ bytes: [UInt8]) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { buffer in
      for (index, byte) in bytes.enumerated() {
        buffer[index] = (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
      }
      return bytes.count
    }
  }

  /// A TEXT value with its escapes read: `\,` `\;` `\\` and `\n`.
  static func text(_ value: String) -> String {
    var value = value
    return value.withUTF8 { text(escaped: $0[...]) }
  }

  /// Fields of TEXT separated by unescaped semicolons, each read as
  /// ``text(_:)`` reads one.
  static func fields(_ value: String) -> [String] {
    var value = value
    return value.withUTF8 { bytes in
      var fields: [String] = []
      var start = 0
      var escaped = false
      for index in bytes.indices {
        if escaped {
          escaped = false
        } else if bytes[index] == backslash {
          escaped = true
        } else if bytes[index] == semicolon {
          fields.append(text(escaped: bytes[start..<index]))
          start = index + 1
        }
      }
      fields.append(text(escaped: bytes[start...]))
      return fields
    }
  }

  /// The text of `bytes`, a TEXT value's UTF-8, with its escapes read,
  /// cleaned as the calendar's writer cleans it: what comes back from any
  /// calendar holds no control character, and exports as it was read.
  private static func text(escaped bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    TextCleaning.cleanKeepingLineBreaks(unescaped(bytes))
  }

  /// The text of `bytes`, a TEXT value's UTF-8, with its escapes read.
  private static func unescaped(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    guard bytes.contains(backslash) else { return String(decoding: bytes, as: UTF8.self) }
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count)
    var escaped = false
    for byte in bytes {
      if escaped {
        text.append(byte == UInt8(ascii: "n") || byte == UInt8(ascii: "N") ? newline : byte)
        escaped = false
      } else if byte == backslash {
        escaped = true
      } else {
        text.append(byte)
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  private static let quote = UInt8(ascii: "\"")
  private static let semicolon = UInt8(ascii: ";")
  private static let colon = UInt8(ascii: ":")
  private static let equals = UInt8(ascii: "=")
  private static let backslash = UInt8(ascii: "\\")
  private static let newline = UInt8(ascii: "\n")
}
