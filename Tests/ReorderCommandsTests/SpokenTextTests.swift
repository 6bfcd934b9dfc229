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
