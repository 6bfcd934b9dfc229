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
    escape(text.utf8[...], also: UInt8(ascii: "#"))
    bytes.append(0x0A)
  }

  /// A line of text that is a paragraph of its own, or the text of a list
  /// item: its markup escaped, and what would start a block at its start
  /// (a heading's `#`, a list's `-`, `+` or `1.`, a quote's `>`) too.
  mutating func paragraph(_ text: String) {
    paragraph(text.utf8[...])
    bytes.append(0x0A)
  }

  /// An item's line as an ordered list's item.
  ///
  /// In "3. Dinner, custom." the number is kept as the list's, and the rest
  /// is a paragraph's text.
  mutating func listItem(_ line: String) {
    let utf8 = line.utf8
    let digits = utf8.prefix { (0x30...0x39).contains($0) }
    guard !digits.isEmpty, utf8[digits.endIndex...].first == UInt8(ascii: ".") else {
      paragraph(line)
      return
    }
    var rest = utf8[utf8.index(after: digits.endIndex)...]
    let spaces = rest.prefix { $0 == 0x20 }
    bytes.append(contentsOf: utf8[..<spaces.endIndex])
    rest = rest[spaces.endIndex...]
    paragraph(rest)
    bytes.append(0x0A)
  }

  /// `text` as a paragraph's text, without its line feed.
  private mutating func paragraph(_ text: Substring.UTF8View) {
    let start = text.firstIndex { $0 != 0x20 } ?? text.endIndex
    bytes.append(contentsOf: text[..<start])
    let body = text[start...]
    guard let first = body.first else { return }
    switch first {
    case UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="):
      bytes.append(UInt8(ascii: "\\"))
    default:
      // "1. Not a list", "2) Nor this": the mark after the digits escaped.
      let digits = body.prefix { (0x30...0x39).contains($0) }
      if !digits.isEmpty, digits.count <= 9, let mark = body[digits.endIndex...].first,
        mark == UInt8(ascii: ".") || mark == UInt8(ascii: ")")
      {
        bytes.append(contentsOf: digits)
        bytes.append(UInt8(ascii: "\\"))
        escape(body[digits.endIndex...])
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
  /// the text is escaped byte by byte.
  private mutating func escape(_ text: Substring.UTF8View, also extra: UInt8? = nil) {
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
