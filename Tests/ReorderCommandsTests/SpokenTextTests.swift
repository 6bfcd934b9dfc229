import ItineraryCore
import ReorderCommands
import Testing

@Suite("Text from a file is said whole, and no control sequence is ever said")
struct SpokenTextTests {
  @Test(
    "Whole control sequences are removed, not only their escape byte",
    arguments: [
      ("\u{1B}[31mred\u{1B}[0m", "red"),
      ("Bold\u{1B}[1;4m title", "Bold title"),
      ("\u{1B}]0;window title\u{07}Dinner", "Dinner"),
      ("\u{1B}]8;;https://example.com\u{1B}\\link\u{1B}]8;;\u{1B}\\ here", "link here"),
      ("\u{9B}31mC1 red\u{9B}0m", "C1 red"),
      ("\u{1B}(BCharset", "Charset"),
      ("Reset\u{1B}c", "Reset"),
      ("\u{1B}PqDCS data\u{1B}\\after", "after"),
      ("Tab\there\nnew line", "Tab here new line"),
      ("Lone escape \u{1B}", "Lone escape"),
      ("Cut short \u{1B}[12", "Cut short"),
      // A prepended mark and a space after it are one character.
      ("Menu\u{0600} ", "Menu\u{0600}"),
    ])
  func controlSequences(text: String, said: String) {
    #expect(SpokenText.clean(text) == said)
  }

  @Test("Nothing below space, DEL or a C1 control survives cleaning, whatever the bytes")
  func noControlSurvives() {
    var generator = SystemRandomNumberGenerator()
    let alphabet: [Unicode.Scalar] = [
      "\u{1B}", "[", "]", "\\", "\u{07}", "\u{9B}", "\u{9C}", "a", " ", "1", ";", "m", "\u{0}",
      "\u{7F}", "é",
    ]
    for _ in 0..<2_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...24, using: &generator) {
        text.append(alphabet.randomElement(using: &generator) ?? "a")
      }
      let cleaned = SpokenText.clean(String(text))
      #expect(
        !cleaned.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
        "\(String(text).debugDescription) gave \(cleaned.debugDescription)")
      #expect(!cleaned.hasPrefix(" ") && !cleaned.hasSuffix(" ") && !cleaned.contains("  "))
    }
  }

  @Test(
    "Bidi controls and invisible characters are removed; joiners stay only inside emoji and scripts",
    arguments: [
      ("Dinner \u{202E}reveR", "Dinner reveR"),
      ("\u{2067}Lunch\u{2069} at noon\u{200F}", "Lunch at noon"),
      ("Din\u{200B}ner", "Dinner"),
      ("\u{FEFF}Dinner\u{2060}", "Dinner"),
      ("Soft\u{00AD}hyphen", "Softhyphen"),
      ("Din\u{200D}ner", "Dinner"),
      ("\u{200D}Dinner\u{200C}", "Dinner"),
      (
        "Family \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
        "Family \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
      ),
      (
        "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645}",
        "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645}"
      ),
    ])
  func bidiAndInvisible(title: String, said: String) {
    #expect(SpokenText.clean(title) == said)
    #expect(
      !SpokenText.clean(title).unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
  }

  @Test("A long title is said whole: cleaning never cuts it")
  func longTitleWhole() {
    let title = Array(repeating: "Wonderful", count: 20).joined(separator: " ")
    #expect(title.count > SpokenText.maximumLength)
    #expect(SpokenText.clean(title) == title)
    #expect(SpokenText.clean(title + "\u{1B}[0m") == title)
  }

  @Test("Other file text is shortened at the end of a word")
  func shortenedAtWord() {
    let words = Array(repeating: "segment", count: 20).joined(separator: " ")
    let short = SpokenText.shortened(words)
    #expect(short.count <= SpokenText.maximumLength)
    #expect(words.hasPrefix(short + " "))
    let oneWord = String(repeating: "x", count: 200)
    #expect(SpokenText.shortened(oneWord).count == SpokenText.maximumLength)
  }
}

@Suite("Cleaning on bytes says what cleaning scalar by scalar says")
struct SpeakableTextByteTests {
  /// Cleaning as it was first written, scalar by scalar with the property
  /// tables, for text without control sequences.
  static func cleanedScalarByScalar(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var lastWasSpace = true
    var last: Unicode.Scalar?
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      switch scalar.value {
      case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x00AD, 0x180E, 0x200B,
        0x2060...0x2064, 0xFEFF:
        continue
      case 0x200C, 0x200D:
        guard let last, let next, !last.isASCII, !next.isASCII, next.value != 0x200C,
          next.value != 0x200D
        else { continue }
      default: break
      }
      let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      if isControl || scalar.properties.isWhitespace {
        if !lastWasSpace {
          result.append(" ")
          last = " "
        }
        lastWasSpace = true
      } else {
        result.append(scalar)
        last = scalar
        lastWasSpace = false
      }
    }
    // Spaces at the end are taken off as scalars: as characters, a space
    // after a prepended mark (U+0600) is one with it and would stay.
    while result.last == " " { result.removeLast() }
    return String(result)
  }

  @Test("White space is exactly Unicode's White_Space, for every scalar")
  func whiteSpaceTable() {
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if TextCleaning.isWhiteSpace(scalar) != scalar.properties.isWhitespace {
        Issue.record("U+\(String(value, radix: 16)) differs")
      }
    }
  }

  @Test("Random text of spaces, controls, joiners, marks and emoji cleans as before")
  func sameAsScalarByScalar() {
    var generator = SystemRandomNumberGenerator()
    let alphabet: [Unicode.Scalar] = [
      "a", "Z", " ", "\t", "\n", "\u{0}", "\u{7F}", "\u{85}", "\u{A0}", "\u{3000}", "\u{2028}",
      "\u{200B}", "\u{200C}", "\u{200D}", "\u{202E}", "\u{FEFF}", "\u{AD}", "\u{301}", "é",
      "\u{1F468}", "\u{0645}", "\u{07F3}", "\u{FFFD}", ";", "\u{0600}", "\u{0D4E}",
    ]
    for _ in 0..<5_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...16, using: &generator) {
        text.append(alphabet.randomElement(using: &generator) ?? "a")
      }
      let string = String(text)
      #expect(
        TextCleaning.clean(string) == Self.cleanedScalarByScalar(string),
        "\(string.debugDescription)")
    }
  }

  @Test("Words are counted as characters give them, Latin letters and signs read on their scalars")
  func wordsAsCharactersGiveThem() {
    var generator = SystemRandomNumberGenerator()
    let others: [Unicode.Scalar] = ["\u{FFFD}", "\u{301}", "\u{3000}", "\u{1F468}", "\u{0600}"]
    for _ in 0..<20_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        let latin = Unicode.Scalar(UInt32.random(in: 0...0x27F, using: &generator))
        let scalar = Int.random(in: 0..<8, using: &generator) == 0 ? others.randomElement() : latin
        text.append(scalar ?? "a")
      }
      let string = String(text)
      let characters = string.split(whereSeparator: \.isWhitespace).filter {
        $0.contains { $0.isLetter || $0.isNumber }
      }
      #expect(SpokenText.wordCount(string) == characters.count, "\(string.debugDescription)")
    }
  }

  @Test("Blank is what has nothing to say once cleaned, control sequences and all")
  func blankAsCleaned() {
    var generator = SystemRandomNumberGenerator()
    let alphabet: [Unicode.Scalar] = [
      "a", " ", "\t", "\u{1B}", "[", "m", "]", "\u{07}", "\u{9B}", "\u{85}", "\u{A0}", "\u{200B}",
      "\u{200D}", "\u{FEFF}", "\u{301}", "\u{1F468}",
    ]
    for _ in 0..<5_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        text.append(alphabet.randomElement(using: &generator) ?? "a")
      }
      let string = String(text)
      let nothingToSay = TextCleaning.clean(string).unicodeScalars.allSatisfy {
        $0.properties.generalCategory == .format || $0.properties.isWhitespace
      }
      #expect(TextCleaning.isBlank(string) == nothingToSay, "\(string.debugDescription)")
    }
  }
}
