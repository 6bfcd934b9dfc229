import ItinExport
import ItinSession
import ReorderCommands
import Testing

/// What an import says beside the trip it made, in every shipped language.
@Suite("What an import did is said in every language, and said short")
struct SessionImportNotesTests {
  @Test(
    "Events left out for ending before they begin are said, with how many",
    arguments: Catalog.shippedLanguages)
  func endsBeforeStartSaid(language: String) throws {
    let catalog = try #require(Catalog.shipped(language: language))
    var notes = CalendarNotes()
    notes.endsBeforeStart = 2
    let said = SessionText(catalog: catalog).importNotes(notes)
    #expect(said.count == 1)
    let sentence = try #require(said.first)
    #expect(sentence.contains("2"), "\(sentence)")
    #expect(sentence.hasSuffix("."), "\(sentence)")
    if language != "en" {
      #expect(sentence != SessionText().importNotes(notes).first, "\(sentence)")
    }
  }
}
