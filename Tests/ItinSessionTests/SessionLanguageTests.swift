import Foundation
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

@testable import ItinSession

/// The REPL's own sentences come from the catalogs, and a
/// session says everything in the language it is given.
@Suite("The REPL in every language: its own sentences from the catalogs")
struct SessionLanguageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("The English catalog's session messages are exactly what the REPL says")
  func sessionKeysAreComplete() throws {
    let english = Set(Catalog.english.keys.filter { $0.hasPrefix("session.") })
    var said = Set(SessionMessage.allCases.map(\.rawValue))
    for name in CommandName.allCases {
      said.insert("session.summary." + name.rawValue)
      if !name.takesNothing { said.insert("session.usage." + name.rawValue) }
    }
    #expect(english == said)
    // A command that takes words has a usage that names more than itself.
    #expect(!CommandName.move.takesNothing)
    #expect(CommandName.where.takesNothing)
  }

  /// The shipped languages besides English: a language added is tested here.
  static let others = Catalog.shippedLanguages.filter { $0 != "en" }

  @Test("Every shipped language says every session message itself", arguments: others)
  func everyLanguageTranslates(language: String) throws {
    let catalog = try #require(Catalog.shipped(language: language))
    let session = catalog.untranslated.filter { $0.hasPrefix("session.") }
    #expect(session == [])
    for message in SessionMessage.allCases {
      let text = try #require(catalog.text(for: message.rawValue, count: 3))
      #expect(
        text != Catalog.english.text(for: message.rawValue, count: 3) || message.mayReadAsEnglish,
        "\(message.rawValue)")
    }
  }

  @Test("The REPL and the program say no words of their own: every sentence is a catalog's")
  func noWordsOutsideTheCatalogs() throws {
    // Two words or more in a string literal.
    let words = try Regex(#""[^"\n]*[A-Za-z][ ,]+[A-Za-z][^"\n]*""#)
    // What is not said to a listener, marked so in the line: a debug check,
    // a file's magic words, the argument parser's English being read.
    let notSaid = ["// not said", "preconditionFailure"]
    // Whole files of words that are not said: the transcript format and its
    // tools (docs/translating.md, "What stays English"), and the command
    // words Tab completes, which stay English as in every CLI; and `--help`,
    // the argument parser's English, said with no colon or bracket.
    let wordsNotSaid = ["Recording/", "LineSources/Completer.swift", "SpokenHelp.swift"]
    var said: [String] = []
    var scanned = 0
    for folder in ["Sources/ItinSession", "Sources/ItinREPL", "Sources/itin-a11y"] {
      let base = SessionLanguageTests.root.appendingPathComponent(folder)
      let files = try #require(FileManager.default.enumerator(atPath: base.path))
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
      scanned += files.count
      for file in files where !wordsNotSaid.contains(where: { file.hasPrefix($0) }) {
        let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
        var inHelpAttribute = false
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        {
          let code = line.trimmingCharacters(in: .whitespaces)
          // `--help` is the argument parser's, whose headings are English.
          if code.hasPrefix("@Option") || code.hasPrefix("@Flag") || code.hasPrefix("@Argument")
            || code.hasPrefix("static let configuration") || code.hasPrefix("static let usage")
          {
            inHelpAttribute = true
          }
          if inHelpAttribute {
            if code.hasPrefix("var ") || code == ")" { inHelpAttribute = false }
            continue
          }
          guard !code.hasPrefix("//"), line.contains(words) else { continue }
          if notSaid.contains(where: { line.contains($0) }) { continue }
          said.append("\(folder)/\(file):\(number + 1): \(code)")
        }
      }
    }
    // The scan sees the sources, and would see a sentence glued in code.
    #expect(scanned > 30)
    #expect(#"return "No command " + word"#.contains(words))
    #expect(said == [], "English said outside the catalogs")
  }

  /// Lines typed in every language: moves, refusals, undo and redo, grab,
  /// menus, help, lists, history, names, numbers, mistakes.
  static let script = [
    "where", "down", "up", "up", "top", "bottom", "move to day 3", "move to day 9",
    "move to day 2 position 7", "undo", "redo", "undo 2", "redo all", "history", "changes",
    "grab", "down", "drop", "grab", "up", "cancel", "actions", "2", "actions all", "help",
    "help move", "help undo", "help where", "help nothing", "frobnicate", "move", "where now",
    "day 9", "day 2", "list", "list day 3", "list all", "1", "next", "previous", "first",
    "last", "focus drinks", "focus zzz", "select", "next", "select", "selection", "down",
    "clear", "ideas", "remove", "ideas", "1", "verbosity terse", "down", "verbosity verbose",
    "down", "verbosity", "repeat", "save", "undo all", "yes", "quit", "no", "open /nowhere.json",
  ]

  /// What a session in `catalog`'s language says to the script, step by step.
  static func answers(_ catalog: Catalog, interactive: Bool = true) -> [[String]] {
    var session = Session(
      document: Sample.document, path: nil, isInteractive: interactive, catalog: catalog)
    return script.map { session.handle($0).lines }
  }

  @Test(
    "A session says the same things in every language, in that language: no English left, no placeholder",
    arguments: others)
  func sessionInEachLanguage(language: String) throws {
    let catalog = try #require(Catalog.shipped(language: language))
    let english = SessionLanguageTests.answers(.english)
    let translated = SessionLanguageTests.answers(catalog)
    #expect(english.count == translated.count)
    let trip = Sample.document.trip
    let titles = (trip.itemsInTripOrder.map(\.title) + trip.ideas.map(\.title))
      .sorted { $0.count > $1.count }
    let englishWords = try Regex("[A-Za-z]{3,} [A-Za-z]{3,}")
    var same: [String] = []
    for (index, (was, now)) in zip(english, translated).enumerated() {
      #expect(was.count == now.count, "step \(index + 1), \(SessionLanguageTests.script[index])")
      for (line, other) in zip(was, now) {
        #expect(!other.contains("{") && !other.contains("}"), "\(other)")
        #expect(
          other.last.map { ".?!:".contains($0) } ?? false, "\(other): no full stop")
        // A line that is the same in both is English left in the language,
        // unless it holds no words but titles and numbers.
        let words = titles.reduce(line) { $0.replacingOccurrences(of: $1, with: "") }
        if line == other, words.contains(englishWords) { same.append(line) }
      }
    }
    #expect(same == [], "said in English")
  }

  @Test(
    "A question is answered in the session's language, or in English",
    arguments: [
      ("es", "sí", "no"), ("de", "ja", "nein"), ("fr", "oui", "non"), ("en", "yes", "no"),
    ])
  func answersInEachLanguage(language: String, yes: String, no: String) throws {
    let catalog = try #require(Catalog.shipped(language: language))
    let dictated = [(yes.capitalized + ".", true), ("¡" + yes + "!", true), (no + ".", false)]
    for (word, answer) in [(yes, true), (no, false), ("YES", true), ("n", false)] + dictated {
      var session = Session(
        document: Sample.document, path: nil, isInteractive: true, catalog: catalog)
      session.type("down", "quit")
      #expect(session.isAsking)
      let reply = session.handle(word)
      #expect(reply.quits == answer, "\(language): \(word)")
      #expect(!session.isAsking)
    }
    var session = Session(
      document: Sample.document, path: nil, isInteractive: true, catalog: catalog)
    session.type("down", "quit")
    session.type("maybe")
    #expect(session.isAsking, "anything else asks again")
  }

  @Test("The question names the words that answer it", arguments: others)
  func questionsNameTheirAnswers(language: String) throws {
    let catalog = try #require(Catalog.shipped(language: language))
    var session = Session(
      document: Sample.document, path: nil, isInteractive: true, catalog: catalog)
    let question = session.type("down", "quit").joined()
    let text = SessionText(catalog: catalog)
    let yes = try #require(text(.answerYes).split(separator: ",").first)
    let no = try #require(text(.answerNo).split(separator: ",").first)
    #expect(question.lowercased().contains(yes.lowercased()), "\(question)")
    #expect(question.lowercased().contains(no.lowercased()), "\(question)")
  }
}

extension SessionMessage {
  /// Whether the message may read as the English does: punctuation and
  /// placeholders alone, a word typed ("no"), or a word the languages share
  /// (Spanish "3 ideas.").
  var mayReadAsEnglish: Bool {
    switch self {
    case .answerNo, .span, .spanTwo, .entry, .match, .idea, .unavailable, .helpCommand,
      .ideasHeading:
      true
    default: false
    }
  }
}
