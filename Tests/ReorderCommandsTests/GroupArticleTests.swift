import ItineraryCore
import ReorderCommands
import Testing

/// Names that an app gives with their own article: joined to the word
/// before them as each language does, and capitalized to start a sentence.
@Suite("A group's name with its article: del Almacén, des Archives, The Fridge has")
struct GroupArticleTests {
  @Test("Spanish joins de and a with el: del Almacén, al Almacén; la stays")
  func spanish() throws {
    let spanish = try #require(Catalog.shipped(language: "es"))
    var editor = try GroupNameTests.editor(
      spanish, names: ["Furgoneta 1", "el Almacén", "la Refrigerada"])
    let words = editor.renderer
    let moved = words.text(for: editor.perform(.toDay(2), on: "login"))
    #expect(moved.contains(" del Almacén."), "\(moved)")
    #expect(!moved.contains("de el"), "\(moved)")
    let chilled = words.text(for: editor.perform(.toDay(3), on: "login"))
    #expect(chilled.contains(" de la Refrigerada."), "\(chilled)")
    let labels = editor.actions(for: "login").map(\.label)
    #expect(labels.contains("Mover al Almacén"), "\(labels)")
    #expect(labels.contains("Mover a Furgoneta 1"), "\(labels)")
  }

  @Test("French joins de with le and les: du Dépôt, des Archives; la stays")
  func french() throws {
    let french = try #require(Catalog.shipped(language: "fr"))
    var editor = try GroupNameTests.editor(
      french, names: ["le Dépôt", "les Archives", "la Réserve"])
    let words = editor.renderer
    #expect(
      words.text(for: editor.perform(.toDay(2), on: "login"))
        == "Fix login passe en position 2 des Archives.")
    #expect(
      words.text(for: editor.perform(.toDay(1), on: "login"))
        == "Fix login passe en position 2 du Dépôt.")
    #expect(
      words.text(for: editor.perform(.toDay(3), on: "login"))
        == "Fix login passe en position 2 de la Réserve.")
  }

  @Test("A name with its article starts a sentence with a capital, and is said as given elsewhere")
  func capital() throws {
    var editor = try GroupNameTests.editor(names: ["the Inbox", "the Fridge", "Done"])
    let refused = editor.renderer.text(
      for: editor.perform(.toPosition(Position(day: 2, rank: 9)), on: "login"))
    #expect(refused.contains("The Fridge has"), "\(refused)")
    let moved = editor.renderer.text(for: editor.perform(.toDay(2), on: "login"))
    #expect(moved.hasSuffix(" of the Fridge."), "\(moved)")
  }
}
