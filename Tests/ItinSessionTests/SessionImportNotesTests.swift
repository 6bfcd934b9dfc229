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

  @Test(
    "Thousands of zones are said as three of them and how many more, in a short sentence",
    arguments: Catalog.shippedLanguages)
  func manyZonesSaidShort(language: String) throws {
    let catalog = try #require(Catalog.shipped(language: language))
    var notes = CalendarNotes()
    notes.zone = "Europe/Lisbon"
    notes.keptAsWritten = 9_999
    notes.unknownZones = (1...9_999).map { "Nowhere/Place-\($0)" }
    notes.converted = 600
    notes.convertedFrom = (1...600).map { "Somewhere/Town-\($0)" }
    let said = SessionText(catalog: catalog).importNotes(notes).joined(separator: " ")
    #expect(said.count < 400, "\(said.prefix(400))")
    for named in ["Place-1", "Place-2", "Place-3", "Town-1", "Town-2", "Town-3"] {
      #expect(said.contains(named), "\(said.prefix(400))")
    }
    #expect(!said.contains("Place-4") && !said.contains("Town-4"), "\(said.prefix(400))")
    #expect(said.contains("9996") && said.contains("597"), "\(said.prefix(400))")
    // Three or fewer are each named, as before.
    notes.unknownZones = ["Mars Standard Time"]
    notes.keptAsWritten = 1
    notes.converted = 0
    notes.convertedFrom = []
    #expect(
      SessionText(catalog: catalog).importNotes(notes).joined().contains("Mars Standard Time"))
  }
}
