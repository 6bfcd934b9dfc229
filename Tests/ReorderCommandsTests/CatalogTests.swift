import Foundation
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// The message catalogs: the files in Catalogs/, what the
/// library embeds, plural forms by the CLDR's rules, and catalogs an app
/// brings, checked as they are read.
@Suite("Message catalogs: complete, embedded as written, plural by CLDR, checked when read")
struct CatalogTests {
  /// The package's folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("docs/translating.md counts the library's messages that say day, as they are")
  func dayMessagesCounted() throws {
    // A message's named form says a group by its name, not "day".
    let library = Catalog.english.keys.filter {
      !$0.hasPrefix("session.") && !$0.hasPrefix("web.") && !$0.hasPrefix("hosted.")
        && !$0.hasSuffix(".named")
    }
    let sayDay = library.filter { key in
      let forms: [String] =
        switch Catalog.english.entry(for: key) {
        case .text(let text)?: [text]
        case .plural(let forms)?: Array(forms.values)
        case nil: []
        }
      return forms.contains { $0.range(of: #"\b[Dd]ays?\b"#, options: .regularExpression) != nil }
    }
    let guide = try String(
      contentsOf: CatalogTests.root.appendingPathComponent("docs/translating.md"), encoding: .utf8)
    let said = "\(sayDay.count) of the libraries' \(library.count)"
    #expect(
      guide.replacingOccurrences(of: "\n  ", with: " ").contains(said),
      "docs/translating.md should say \(said)")
  }

  /// The catalog files, by language.
  static func files() throws -> [String: String] {
    let folder = root.appendingPathComponent("Catalogs")
    var files: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".json") {
      files[String(name.dropLast(5))] = try String(
        contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return files
  }

  @Test("The library holds the catalog files as they are written, each language once")
  func embeddedAsWritten() throws {
    let files = try CatalogTests.files()
    let embedded = Dictionary(Catalog.embedded.map { ($0.language, $0.json) }) { first, _ in first }
    #expect(embedded.count == Catalog.embedded.count, "a language embedded twice")
    #expect(embedded == files, "the catalogs embedded are not the files in Catalogs/")
    #expect(Catalog.shippedLanguages == files.keys.sorted())
  }

  @Test(
    "The English catalog says every message, and holds no message that nothing says but the REPL's and the web page's own"
  )
  func englishIsComplete() throws {
    let english = Catalog.english
    let keys = Set(CommandMessage.allCases.map(\.rawValue))
    // The REPL's messages, `session.…`, are checked by the REPL's tests,
    // those of `serve` and its page, `web.…`, by the web tests, and the
    // trips store's, `hosted.…`, by its own.
    let library = english.keys.filter {
      !$0.hasPrefix("session.") && !$0.hasPrefix("web.") && !$0.hasPrefix("hosted.")
    }
    #expect(Set(library.filter { !$0.hasSuffix(".named") }) == keys)
    // A named form (a group said by its name) is a form of a message.
    for key in library where key.hasSuffix(".named") {
      #expect(keys.contains(String(key.dropLast(".named".count))), "\(key)")
    }
    for message in CommandMessage.allCases {
      #expect(!message.defaultTemplate.isEmpty, "\(message.rawValue)")
    }
    // Read back as an app's catalog, the English file is refused for nothing.
    let file = try #require(try CatalogTests.files()["en"])
    #expect(throws: Never.self) { try Catalog(json: Array(file.utf8)) }
  }

  @Test("Every catalog file reads with no problem", arguments: Catalog.shippedLanguages)
  func fileReads(language: String) throws {
    let file = try #require(try CatalogTests.files()[language])
    do {
      let catalog = try Catalog(json: Array(file.utf8))
      #expect(catalog.language == language)
      #expect(catalog.missing() == [])
      #expect(catalog.untranslated == [], "\(language) says these in English")
    } catch {
      Issue.record("\(AnnouncementRenderer().sentences(for: error))")
    }
  }

  @Test("Every shipped catalog gives every message, in every plural form its language needs")
  func shippedAreComplete() {
    for language in Catalog.shippedLanguages {
      let catalog = Catalog.shipped(language: language)
      #expect(catalog?.missing() == [], "\(language)")
      #expect(catalog?.untranslated == [], "\(language)")
    }
  }

  @Test(
    "Plural categories are the CLDR's for whole numbers",
    arguments: [
      ("en", [0: "other", 1: "one", 2: "other", 21: "other"]),
      ("de", [0: "other", 1: "one", 2: "other"]),
      ("fr", [0: "one", 1: "one", 2: "other", 1_000_000: "many"]),
      ("es", [0: "other", 1: "one", 2: "other", 1_000_000: "many", 2_000_000: "many"]),
      ("ru", [1: "one", 2: "few", 5: "many", 11: "many", 21: "one", 22: "few", 111: "many"]),
      ("pl", [1: "one", 2: "few", 5: "many", 22: "few", 21: "many"]),
      ("ar", [0: "zero", 1: "one", 2: "two", 3: "few", 11: "many", 100: "other"]),
      ("ja", [1: "other", 2: "other"]),
    ])
  func pluralRules(language: String, expected: [Int: String]) {
    let rules = PluralRules(language: language)
    for (count, category) in expected {
      #expect(rules.category(of: count).rawValue == category, "\(language) \(count)")
      #expect(rules.categories.contains(rules.category(of: count)))
    }
  }

  /// A catalog an app brings, with `messages` as JSON members.
  static func appCatalog(_ language: String, _ messages: String) -> [UInt8] {
    Array(#"{ "language": "\#(language)", "messages": { \#(messages) } }"#.utf8)
  }

  @Test("An app's catalog replaces the words it gives; the rest are its language's or English")
  func appVocabulary() throws {
    let catalog = try Catalog(
      json: CatalogTests.appCatalog(
        "en",
        #""moved": "{title} moved to place {position} of section {day}.", "items": { "one": "{count} entry", "other": "{count} entries" }"#
      ))
    let renderer = AnnouncementRenderer(catalog: catalog)
    var editor = Editor(trip: try SampleTrip.document().trip)
    #expect(
      renderer.text(for: editor.perform(.down))
        == "Lunch at Lou Malnati's moved to place 2 of section 1.")
    #expect(renderer.items(1) == "1 entry")
    #expect(renderer.items(3) == "3 entries")
    #expect(
      renderer.text(for: editor.undo())
        == "Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.")
  }

  @Test("A language with more plural forms says each: Russian's 1 предмет, 3 предмета, 5 предметов")
  func russianPlurals() throws {
    let catalog = try Catalog(
      json: CatalogTests.appCatalog(
        "ru",
        #""items": { "one": "{count} предмет", "few": "{count} предмета", "many": "{count} предметов", "other": "{count} предмета" }"#
      ))
    let renderer = AnnouncementRenderer(catalog: catalog)
    #expect(
      [1, 3, 5, 21, 22, 11].map(renderer.items) == [
        "1 предмет", "3 предмета", "5 предметов", "21 предмет", "22 предмета", "11 предметов",
      ])
  }

  @Test("A broken catalog is refused with every problem, each naming its message")
  func brokenRefused() throws {
    let broken = CatalogTests.appCatalog(
      "es",
      #""moved": "{titel} movido.", "refused": "No se puede {move: {reason}.", "nope": "x", "items": { "one": "{count} elemento", "other": "{count} elementos", "some": "x" }, "grabbed": { "one": "x" }"#
    )
    let error = try #require(throws: CatalogError.self) { try Catalog(json: broken) }
    #expect(
      error.problems == [
        .unknownPlaceholder("moved", "titel"), .brokenPlaceholder("refused"),
        .unknownMessage("nope"), .unknownForm("items", "some"), .missingForm("items", .many),
        .notText("grabbed"),
      ])
    #expect(
      AnnouncementRenderer().sentences(for: error) == [
        "The catalog has 6 problems.",
        "The message named moved says a placeholder titel, which it is not given.",
        "The message named refused has a brace with no partner.",
        "The catalog has a message named nope, which nothing says.",
        "The message named items has a form some, which is no plural category.",
        "The message named items has no many form, which es needs.",
        "The message named grabbed must be a text.",
      ])
    let notJSON = try #require(throws: CatalogError.self) {
      try Catalog(json: Array("{\n  \"language\": \"es\"\n  \"messages\": {} }".utf8))
    }
    #expect(
      AnnouncementRenderer().sentences(for: notJSON).last
        == "The catalog is not JSON. The mistake is at line 3, column 3.")
    let notPlural = try #require(throws: CatalogError.self) {
      try Catalog(json: CatalogTests.appCatalog("en", #""items": "{count} things""#))
    }
    #expect(notPlural.problems == [.notPlural("items")])
  }
}
