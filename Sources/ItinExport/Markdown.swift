/// The few rules of Markdown an export needs: text that reads as written.
///
/// Only what Markdown would read as markup is escaped, by a backslash: a
/// person who reads the file itself, with a screen reader, hears as few
/// backslashes as can be.
enum Markdown {
  /// A heading of `level` (`#`, `##`) whose text reads as typed: every `#`
  /// in it escaped too, as one at its end would close the heading.
  static func heading(_ text: String, level: Int) -> String {
    String(repeating: "#", count: level) + " " + escaped(text, also: "#")
  }

  /// A line of text that is a paragraph of its own, or the text of a list
  /// item: its markup escaped, and what would start a block at its start
  /// (a heading's `#`, a list's `-`, `+` or `1.`, a quote's `>`) too.
  static func paragraph(_ text: String) -> String {
    let body = escaped(text)
    let start = body.drop { $0 == " " }
    guard let first = start.first else { return body }
    let indent = String(body[..<start.startIndex])
    if first == "#" || first == "-" || first == "+" || first == "=" {
      return indent + "\\" + String(start)
    }
    // "1. Not a list", "2) Nor this": the mark after the digits escaped.
    let digits = start.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, digits.count <= 9, let mark = start.dropFirst(digits.count).first,
      mark == "." || mark == ")"
    {
      return indent + String(digits) + "\\" + String(start.dropFirst(digits.count))
    }
    return body
  }

  /// An item's line as an ordered list's item.
  ///
  /// In "3. Dinner, custom." the number is kept as the list's, and the rest
  /// is a paragraph's text.
  static func listItem(_ line: String) -> String {
    guard let dot = line.firstIndex(of: "."), !line[..<dot].isEmpty,
      line[..<dot].allSatisfy({ $0.isASCII && $0.isNumber })
    else { return paragraph(line) }
    let rest = line[line.index(after: dot)...]
    let space = rest.prefix { $0 == " " }
    return String(line[...dot]) + space + paragraph(String(rest.dropFirst(space.count)))
  }

  /// `text` with each character that Markdown reads as markup in the middle
  /// of a line escaped: emphasis (`*`, `_`, `~`), code, links, HTML,
  /// entities, tables, and the backslash itself; and `extra`.
  static func escaped(_ text: String, also extra: Character? = nil) -> String {
    // Markup is ASCII, whose bytes are no other character's part in
    // UTF-8: the text is escaped byte by byte.
    let more = extra?.asciiValue
    guard text.utf8.contains(where: { markup[Int($0)] || $0 == more }) else { return text }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(text.utf8.count + 8)
    for byte in text.utf8 {
      if markup[Int(byte)] || byte == more { escaped.append(UInt8(ascii: "\\")) }
      escaped.append(byte)
    }
    return String(decoding: escaped, as: UTF8.self)
  }

  /// The punctuation Markdown, with GitHub's tables and strikethrough,
  /// reads as markup in the middle of a line.
  private static let markup: [Bool] = {
    var table = [Bool](repeating: false, count: 256)
    for byte in "\\`*_[]<>&~|".utf8 { table[Int(byte)] = true }
    return table
  }()
}
