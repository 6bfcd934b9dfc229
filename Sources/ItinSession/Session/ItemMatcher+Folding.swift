import Foundation
import ReorderCommands

/// Titles and names folded to the bytes they are compared by.
extension ItemMatcher {
  /// Appends `text` folded to `bytes`: its words, lowercased and without
  /// accents or apostrophes, joined by single spaces; byte by byte for
  /// ASCII, the common case.
  static func fold(_ text: String, into bytes: inout [UInt8]) {
    var text = text
    let isASCII = text.withUTF8 { utf8 in
      guard !utf8.contains(where: { $0 >= 0x80 }) else { return false }
      let start = bytes.count
      var pendingSpace = false
      for byte in utf8 {
        let folded: UInt8
        switch byte {
        case UInt8(ascii: "'"): continue
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          folded = byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
          folded = byte + 0x20
        default:
          pendingSpace = true
          continue
        }
        if pendingSpace, bytes.count > start { bytes.append(space) }
        pendingSpace = false
        bytes.append(folded)
      }
      return true
    }
    // Cleaned as it is said: an invisible character or a bidirectional
    // control is no break between words ("Din\u{200B}ner" is "dinner").
    if !isASCII { bytes += Array(foldedWords(SpokenText.clean(text)).joined(separator: " ").utf8) }
  }

  static let space = UInt8(ascii: " ")

  /// A title or a name as words to compare: lowercased, accents removed,
  /// apostrophes dropped, and every other mark a break between words.
  static func words(_ text: String) -> [String] {
    var bytes: [UInt8] = []
    fold(text, into: &bytes)
    return bytes.split(separator: space).map { String(decoding: $0, as: UTF8.self) }
  }

  /// ``words(_:)`` of text that is not ASCII, with Foundation's folding.
  private static func foldedWords(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    // Composed (NFC), so that a word that starts with another starts with its bytes.
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .precomposedStringWithCanonicalMapping
    for character in folded.lowercased() {
      if character == "'" || character == "\u{2019}" { continue }
      if character.isLetter || character.isNumber {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
