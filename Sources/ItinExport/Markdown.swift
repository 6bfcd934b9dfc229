/// The few rules of Markdown an export needs: text that reads as written.
///
/// Only what Markdown would read as markup is escaped, by a backslash: a
/// person who reads the file itself, with a screen reader, hears as few
/// backslashes as can be. Each rule writes its line's bytes straight into
/// the file's, and a line feed after them.
struct Markdown {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// An empty line: what ends a paragraph or a list.
  mutating func blank() {
    bytes.append(0x0A)
  }

  /// A heading of `level` (`#`, `##`) whose text reads as typed: every `#`
  /// in it escaped too, as one at its end would close the heading.
  mutating func heading(_ text: String, level: Int) {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "#"), count: level))
    bytes.append(0x20)
    var text = text
    text.withUTF8 { escape($0[...], also: UInt8(ascii: "#")) }
    bytes.append(0x0A)
  }

  /// A line of text that is a paragraph of its own, or the text of a list
  /// item: its markup escaped, and what would start a block at its start
  /// (a heading's `#`, a list's `-`, `+` or `1.`, a quote's `>`) too.
  mutating func paragraph(_ text: String) {
    var text = text
    text.withUTF8 { paragraph($0[...]) }
    bytes.append(0x0A)
  }

  /// An item's line as an ordered list's item.
  ///
  /// In "3. Dinner, custom." the number is kept as the list's, and the rest
  /// is a paragraph's text.
  mutating func listItem(_ line: String) {
    var line = line
    line.withUTF8 { utf8 in
      var index = 0
      while index < utf8.count, (0x30...0x39).contains(utf8[index]) { index += 1 }
      guard index > 0, index < utf8.count, utf8[index] == UInt8(ascii: ".") else {
        paragraph(utf8[...])
        return
      }
      index += 1
      while index < utf8.count, utf8[index] == 0x20 { index += 1 }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<index]))
      paragraph(utf8[index...])
    }
    bytes.append(0x0A)
  }

  /// `text` as a paragraph's text, without its line feed.
  private mutating func paragraph(_ text: Slice<UnsafeBufferPointer<UInt8>>) {
    var start = text.startIndex
    while start < text.endIndex, text[start] == 0x20 { start += 1 }
    bytes.append(contentsOf: text[..<start])
    let body = text[start...]
    guard let first = body.first else { return }
    switch first {
    case UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="):
      bytes.append(UInt8(ascii: "\\"))
    default:
      // "1. Not a list", "2) Nor this": the mark after the digits escaped.
      var end = body.startIndex
      while end < body.endIndex, (0x30...0x39).contains(body[end]) { end += 1 }
      let digits = end - body.startIndex
      if digits > 0, digits <= 9, end < body.endIndex,
        body[end] == UInt8(ascii: ".") || body[end] == UInt8(ascii: ")")
      {
        bytes.append(contentsOf: body[..<end])
        bytes.append(UInt8(ascii: "\\"))
        escape(body[end...])
        return
      }
    }
    escape(body)
  }

  /// `text` with each character that Markdown reads as markup in the middle
  /// of a line escaped: emphasis (`*`, `_`, `~`), code, links, HTML,
  /// entities, tables, and the backslash itself; and `extra`.
  ///
  /// Markup is ASCII, whose bytes are no other character's part in UTF-8:
  /// the text is escaped byte by byte, and text with none goes in at once.
  private mutating func escape(
    _ text: Slice<UnsafeBufferPointer<UInt8>>, also extra: UInt8? = nil
  ) {
    guard text.contains(where: { Markdown.markup[Int($0)] || $0 == extra }) else {
      bytes.append(contentsOf: text)
      return
    }
    for byte in text {
      if Markdown.markup[Int(byte)] || byte == extra { bytes.append(UInt8(ascii: "\\")) }
      bytes.append(byte)
    }
  }

  /// The punctuation Markdown, with GitHub's tables and strikethrough,
  /// reads as markup in the middle of a line.
  private static let markup: [Bool] = {
    var table = [Bool](repeating: false, count: 256)
    for byte in "\\`*_[]<>&~|".utf8 { table[Int(byte)] = true }
    return table
  }()
}
