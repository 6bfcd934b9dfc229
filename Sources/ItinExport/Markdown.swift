/// The few rules of Markdown an export needs: text that reads as written.
enum Markdown {
  /// `text` with each character that Markdown would read as markup in the
  /// middle of a line escaped by a backslash, so that a title such as
  /// "*Cats* & [dogs]" reads as typed; other punctuation is left as it is,
  /// for a person who reads the file itself.
  static func escaped(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      if let ascii = character.asciiValue, markup.contains(ascii) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  /// An item's line as an ordered list's item.
  ///
  /// In "3. Dinner, custom." the number is kept as the list's, and the rest
  /// escaped.
  static func listItem(_ line: String) -> String {
    guard let dot = line.firstIndex(of: "."), line[..<dot].allSatisfy(\.isASCII),
      !line[..<dot].isEmpty, line[..<dot].allSatisfy(\.isNumber)
    else { return escaped(line) }
    return String(line[...dot]) + escaped(String(line[line.index(after: dot)...]))
  }

  /// The punctuation CommonMark reads as markup in the middle of a line.
  ///
  /// Emphasis, code, links, HTML and entities. What marks a line's start
  /// (`#`, `-`, `1.`) never starts one of an export's texts.
  private static let markup = Set("\\`*_[]<>&".utf8)
}
