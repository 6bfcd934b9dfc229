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

  @Test("A menu's label of any move comes from the catalog, not glued in code")
  func moveLabelFromCatalog() throws {
    let catalog = try Catalog(
      json: CatalogTests.appCatalog(
        "en",
        #""action.move": "Go {move}", "move.toPosition": "to place {position} of section {day}""#))
    let renderer = AnnouncementRenderer(catalog: catalog)
    #expect(
      renderer.label(for: .toPosition(Position(day: 2, rank: 1))) == "Go to place 1 of section 2")
  }

  @Test("A word is what a listener hears: a mark standing alone is none")
  func wordsAsHeard() {
    #expect(SpokenText.wordCount("Impossible de déplacer Dinner : le voyage compte 5 jours.") == 9)
    #expect(SpokenText.wordCount("Can't move Dinner - up. No.") == 5)
    #expect(SpokenText.wordCount("  Day 2,  position 3. ") == 4)
    #expect(SpokenText.wordCount("") == 0)
  }

  @Test(
    "Every announcement of random sessions keeps the spoken rules in every shipped language",
    arguments: Catalog.shippedLanguages)
  func everyLanguageKeepsTheRules(language: String) throws {
    let catalog = try #require(Catalog.shipped(language: language))
    let renderers = Verbosity.allCases.map { AnnouncementRenderer(verbosity: $0, catalog: catalog) }
    var random = SplitMix64(seed: 4400)
    var said = 0
    for _ in 0..<12 {
      var editor = Editor(trip: try RandomTrip.make(using: &random))
      for _ in 0..<150 {
        let announcement = editor.perform(
          EditorPropertyTests.randomCommand(for: editor, using: &random))
        for renderer in renderers {
          let text = renderer.text(for: announcement)
          said += 1
          #expect(text.hasSuffix("."), "\(language): \(text)")
          #expect(!text.contains("{") && !text.contains("}"), "\(language): \(text)")
          #expect(!text.contains(where: { "#[]<>".contains($0) }), "\(language): \(text)")
        }
        // The answer to a move keeps to 16 words in every language.
        switch announcement {
        case .moved, .added, .itemsMoved, .alreadyThere, .refused, .grabbed, .dropped,
          .cancelled:
          let normal = renderers[1].text(for: announcement)
          #expect(SpokenText.wordCount(normal) <= 16, "\(language): \(normal)")
        case .undone(let step, _) where step.edit == nil,
          .redone(let step, _) where step.edit == nil:
          let normal = renderers[1].text(for: announcement)
          #expect(SpokenText.wordCount(normal) <= 16, "\(language): \(normal)")
        default: break
        }
      }
    }
    #expect(said > 5_000)
  }

  @Test(
    "A catalog of long words keeps a move's answer to 16 words: a refusal's reason gives way, another's title"
  )
  func longWordsKeepTheLimit() throws {
    var editor = Editor(trip: try SampleTrip.document().trip)
    let refused = editor.perform(.toDay(9), on: "lunch")
    let undone = { () -> Announcement in
      _ = editor.perform(.down, on: "lunch")
      return editor.undo()
    }()
    let wordy = try Catalog(
      json: CatalogTests.appCatalog(
        "en",
        #""refused": "Not possible to move {title} {move}: {reason}.", "#
          + #""refused.withoutMove": "Not possible to move {title}: {reason}.", "#
          + #""refused.withoutReason": "Not possible to move {title} {move}.", "#
          + #""undone": "The move of {title} was undone, so it is back at position {position} of day {day}.""#
      ))
    let renderer = AnnouncementRenderer(catalog: wordy)
    let refusal = renderer.text(for: refused)
    // The name is said whole, and the move: the reason gives way.
    #expect(refusal == "Not possible to move Lunch at Lou Malnati's to day 9.")
    #expect(SpokenText.wordCount(refusal) == 11)
    // Then the title loses words from its end.
    let undo = renderer.text(for: undone)
    #expect(undo == "The move of Lunch was undone, so it is back at position 1 of day 1.")
    #expect(SpokenText.wordCount(undo) == 16)
    // Terse and verbose are not held to it.
    #expect(
      AnnouncementRenderer(verbosity: .verbose, catalog: wordy).text(for: undone).contains(
        "Lunch at Lou Malnati's"))
  }

  @Test("A move is said in each language, by its catalog")
  func movedInEachLanguage() throws {
    var editor = Editor(trip: try SampleTrip.document().trip)
    let moved = editor.perform(.toDay(2), on: "lunch")
    let sentences = try ["en", "es", "de", "fr"].map { language in
      AnnouncementRenderer(catalog: try #require(Catalog.shipped(language: language))).text(
        for: moved)
    }
    #expect(sentences[0] == "Lunch at Lou Malnati's moved to position 4 of day 2.")
    // Each is its own language's sentence, with the title, position and day.
    for sentence in sentences.dropFirst() {
      #expect(sentence != sentences[0])
      #expect(sentence.contains("Lunch at Lou Malnati's") && sentence.contains("4"))
    }
  }

  @Test(
    "The language is the one asked for, else LC_ALL, LC_MESSAGES, LANG in that order, else English",
    arguments: [
      (nil, [:], "en"),
      ("es", ["LANG": "de_DE.UTF-8"], "es"),
      ("fr", [:], "fr"),
      (nil, ["LANG": "de_DE.UTF-8"], "de"),
      (nil, ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"], "fr"),
      (nil, ["LANG": "de_DE", "LC_MESSAGES": "fr_FR", "LC_ALL": "es_MX.UTF-8"], "es"),
      (nil, ["LC_ALL": "", "LANG": "fr_CA"], "fr"),
      (nil, ["LANG": "C.UTF-8"], "en"),
      (nil, ["LANG": "POSIX"], "en"),
      (nil, ["LANG": "ja_JP.UTF-8"], "en"),
      (nil, ["LANG": "de_DE@euro"], "de"),
    ] as [(String?, [String: String], String)])
  func preferredLanguage(asked: String?, environment: [String: String], expected: String) {
    #expect(Catalog.preferred(asked: asked, environment: environment)?.language == expected)
  }

  @Test("A language asked for that is not shipped is no catalog, so the program can say so")
  func unknownLanguageAsked() {
    #expect(Catalog.preferred(asked: "ja", environment: [:]) == nil)
    #expect(Catalog.preferred(asked: "ES", environment: [:])?.language == "es")
  }

  @Test("The trip's overview is said in each language, its counts in their plural forms")
  func overviewInEachLanguage() throws {
    let trip = try SampleTrip.document().trip
    let spanish = TripOverview(catalog: try #require(Catalog.shipped(language: "es")))
    #expect(spanish.summary(of: trip) == "Midwest ballpark road trip. 5 días, 15 elementos.")
    #expect(spanish.heading(ofDay: 3, in: trip) == "Día 3, Sunday, June 7. 3 elementos.")
    let german = TripOverview(catalog: try #require(Catalog.shipped(language: "de")))
    #expect(german.summary(of: trip) == "Midwest ballpark road trip. 5 Tage, 15 Einträge.")
    let french = TripOverview(catalog: try #require(Catalog.shipped(language: "fr")))
    #expect(
      french.heading(ofDay: 4, in: trip) == "Jour 4, Monday, June 8, Minneapolis. 2 éléments.")
    #expect(TripOverview().summary(of: trip) == "Midwest ballpark road trip. 5 days, 15 items.")
  }

  @Test("A file's problems are said in each language, naming the item and the line")
  func problemsInEachLanguage() throws {
    let problem = FileProblem(
      subject: .item("dinner"), line: 12, kind: .rule(.dayOutOfRange("dinner", day: 9, dayCount: 5))
    )
    let english = ProblemRenderer().sentence(for: problem)
    #expect(english == "Item dinner at line 12. Day 9 is out of range, the trip has days 1 to 5.")
    for language in ["es", "de", "fr"] {
      let said = ProblemRenderer(catalog: try #require(Catalog.shipped(language: language)))
        .sentence(for: problem)
      #expect(said != english && said.contains("dinner") && said.contains("12"), "\(language)")
      #expect(said.contains("9") && said.contains("5") && said.hasSuffix("."), "\(language)")
    }
  }

  @Test("The command layer says no words of its own: every sentence and phrase is a catalog's")
  func noWordsOutsideTheCatalogs() throws {
    let folder = CatalogTests.root.appendingPathComponent("Sources/ReorderCommands")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    // Two words or more in a string literal; developers' messages aside.
    let words = try Regex(#""[^"\n]*[A-Za-z][ ,]+[A-Za-z][^"\n]*""#)
    let forDevelopers = [
      "debugDescription", "preconditionFailure", "is not where it says",
      "is not in the trip.\"",
    ]
    // The scan sees the sources, and would see a sentence glued in code.
    #expect(files.count > 30)
    #expect(#"return "Can't move " + title"#.contains(words))
    #expect(!#"id: "move-to-day-" + String(day)"#.contains(words))
    var said: [String] = []
    for file in files where !file.hasSuffix("Catalog+Embedded.swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//"), line.contains(words) else { continue }
        if forDevelopers.contains(where: { line.contains($0) }) { continue }
        said.append("\(file):\(number + 1): \(code)")
      }
    }
    #expect(said == [], "English said outside the catalogs")
  }

  @Test("A menu label starts with a capital in a language that puts the verb last")
  func labelsStartWithACapital() throws {
    let german = AnnouncementRenderer(catalog: try #require(Catalog.shipped(language: "de")))
    let label = german.label(for: .toPosition(Position(day: 3, rank: 2)))
    #expect(label.first?.isUppercase == true, "\(label)")
    #expect(label.hasSuffix("verschieben"))
  }

  @Test(
    "A catalog that would say less than the English is refused: a left-out title, an empty text, a message twice"
  )
  func sayingLessRefused() throws {
    let error = try #require(throws: CatalogError.self) {
      try Catalog(
        json: CatalogTests.appCatalog(
          "en",
          #""moved": "Moved to position {position} of day {day}.", "undone": " ", "redone": "a {title} {position} {day}", "redone": "b {title} {position} {day}""#
        ))
    }
    #expect(
      error.problems == [
        .missingPlaceholder("moved", "title"), .emptyText("undone"), .duplicateMessage("redone"),
      ])
    #expect(
      AnnouncementRenderer().sentences(for: error).dropFirst() == [
        "The message named moved leaves out the placeholder title, which the English says.",
        "The message named undone is empty.",
        "The catalog gives the message named redone twice.",
      ])
    #expect(throws: CatalogError.self) {
      try Catalog(json: Array(#"{ "language": "", "messages": {} }"#.utf8))
    }
    #expect(Catalog.preferred(asked: "", environment: ["LANG": "fr_FR"])?.language == "fr")
  }

  @Test("Why a menu entry is missing is said in the catalog's words and punctuation")
  func unavailableEntryInFrench() throws {
    let french = AnnouncementRenderer(catalog: try #require(Catalog.shipped(language: "fr")))
    var editor = Editor(trip: try SampleTrip.document().trip)
    _ = editor.perform(.toTop, on: "lunch")
    let reasons = editor.actionMenu(for: "lunch", renderer: french).reasons(renderer: french)
    #expect(
      reasons.contains { $0.hasPrefix("Déplacer tout en haut, impossible pour l’instant. ") },
      "\(reasons)")
  }
}
