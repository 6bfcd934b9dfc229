import ReorderCommands
import Testing

/// A count a listener hears is a number, not a row of digits: grouped from
/// 10,000 as its language groups them.
@Suite("Counts in sentences: grouped from 10,000, as each language writes them")
struct CountWordsTests {
  @Test(
    "100001 is said grouped in each shipped language; 9999 and smaller stay as written",
    arguments: [("en", "100,001"), ("de", "100.001"), ("es", "100.001"), ("fr", "100\u{A0}001")])
  func grouped(language: String, expected: String) throws {
    let catalog = try #require(Catalog.shipped(language: language))
    #expect(catalog.number(100_001) == expected)
    #expect(catalog.number(9999) == "9999")
    #expect(catalog.number(0) == "0")
    #expect(catalog.number(-1_234_567).hasPrefix("-1"))
    #expect(catalog.number(-1_234_567).count == 10)
  }

  @Test("Another's many changes are said with the count grouped")
  func gathered() {
    let said = AnnouncementRenderer(catalog: .english).gathered(count: 12_000, days: [2], by: "Ana")
    #expect(said.contains("12,000 changes"), "\(said)")
  }

  @Test("A message's own count is filled grouped")
  func filled() {
    let text = Catalog.english.text(
      for: "session.recoveryQuestion", count: 100_001, filling: ["file": "trip.json"])
    #expect(text?.contains("100,001 unsaved changes") == true, "\(text ?? "")")
  }
}
