import ItinWeb
import ReorderCommands
import Testing

/// The words of `serve` and its page come from the catalogs, in every
/// shipped language.
@Suite("serve's words: from the catalogs, in every language")
struct WebTextTests {
  @Test("The English catalog's web messages are exactly what serve and its page say")
  func keysAreComplete() {
    let english = Set(Catalog.english.keys.filter { $0.hasPrefix("web.") })
    #expect(english == Set(WebMessage.allCases.map(\.rawValue)))
  }

  /// The words that are the same in a language as in English.
  static let sameAsEnglish: Set<String> = [
    "es:web.ideas", "es:web.no", "de:web.position", "fr:web.position", "de:web.ok",
    "de:web.positionOption", "fr:web.positionOption", "de:web.personName",
  ]

  @Test("Every shipped language says every web message itself", arguments: ["es", "de", "fr"])
  func everyLanguageTranslates(language: String) throws {
    let catalog = try #require(Catalog.shipped(language: language))
    for message in WebMessage.allCases {
      let text = try #require(catalog.text(for: message.rawValue))
      #expect(
        text != Catalog.english.text(for: message.rawValue)
          || WebTextTests.sameAsEnglish.contains(language + ":" + message.rawValue),
        "\(language) \(message.rawValue)")
    }
  }
}
