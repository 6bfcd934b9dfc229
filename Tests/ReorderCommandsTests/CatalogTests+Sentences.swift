import Foundation
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// The catalogs as they are heard: each sentence, word and label in each
/// language, from its catalog.
extension CatalogTests {
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
