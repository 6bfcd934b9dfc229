import Foundation
import ItineraryCore
import Testing
import TripTestSupport

/// `--language` and the locale variables choose what itin-a11y speaks.
@Suite("itin-a11y speaks the language asked for, or the locale's")
struct LanguageTests {
  /// What itin-a11y says to `down` with `arguments` and `environment`.
  static func down(_ arguments: [String] = [], _ environment: [String: String] = [:]) throws
    -> Executable.Outcome
  {
    try Executable.run(arguments, data: Data("down\n".utf8), environment: environment)
  }

  static let english = "Lunch at Lou Malnati's moved to position 2 of day 1.\n"
  static let spanish = "Lunch at Lou Malnati's pasa a la posición 2 del día 1.\n"
  static let german = "Lunch at Lou Malnati's ist jetzt an Position 2 von Tag 1.\n"
  static let french = "Lunch at Lou Malnati's passe en position 2 du jour 1.\n"

  @Test(
    "The language comes from --language, else LC_ALL, LC_MESSAGES, LANG; else English",
    arguments: [
      ([String](), [String: String](), english),
      (["--language", "es"], [:], spanish),
      (["--language=de"], [:], german),
      (["--language", "fr-CA"], [:], french),
      ([], ["LANG": "de_DE.UTF-8"], german),
      ([], ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"], french),
      (
        [], ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "es_ES.UTF-8"], spanish
      ),
      (["--language", "en"], ["LC_ALL": "es_ES.UTF-8"], english),
      ([], ["LANG": "C.UTF-8"], english),
      ([], ["LANG": "ja_JP.UTF-8"], english),
    ])
  func chosen(arguments: [String], environment: [String: String], expected: String) throws {
    let outcome = try LanguageTests.down(arguments, environment)
    #expect(outcome.status == 0)
    #expect(outcome.output.split(separator: "\n").first.map { $0 + "\n" } == expected)
  }

  @Test(
    "A language that is not shipped is refused in the locale's language, naming those there are")
  func unknownLanguage() throws {
    let english = try LanguageTests.down(["--language", "ja"])
    #expect(english.status == 64)
    #expect(english.output.isEmpty)
    #expect(
      english.errors
        == "There is no ja language. The languages are de, en, es and fr. Type itin-a11y --help for the options.\n"
    )
    let german = try LanguageTests.down(["--language", "ja"], ["LANG": "de_DE.UTF-8"])
    #expect(german.status == 64)
    #expect(german.errors.hasPrefix("Es gibt keine Sprache ja."), "\(german.errors)")
  }

  @Test(
    "A language may be named in words, its own or another shipped one's; a name not known is said back whole"
  )
  func languageByName() throws {
    for name in ["español", "Spanish", "ESPAGNOL", "castellano"] {
      let outcome = try LanguageTests.down(["--language", name])
      #expect(outcome.status == 0, "\(name): \(outcome.errors)")
      #expect(outcome.output.hasPrefix("Lunch at Lou Malnati's pasa a la posición 2"), "\(name)")
    }
    #expect(
      try LanguageTests.down(["--language", "Français"]).output.contains("passe en position"))
    #expect(
      try LanguageTests.down(["--language", "deutsch"]).output.contains("Position 2 von Tag 1"))
    let unknown = try LanguageTests.down(["--language", "ελληνικά"])
    #expect(unknown.status == 64)
    #expect(unknown.errors.hasPrefix("There is no ελληνικά language."), "\(unknown.errors)")
  }

  @Test("A mistake in the arguments is said in the language asked for, even before they parse")
  func argumentMistakeInTheLanguage() throws {
    let outcome = try LanguageTests.down(["--language", "fr", "--verbos"])
    #expect(outcome.status == 64)
    #expect(
      outcome.errors
        == "L’option --verbos n’existe pas. Tapez itin-a11y --help pour voir les options.\n")
    let missing = try LanguageTests.down(["--language", "es", "a.json", "b.json"])
    #expect(missing.status == 64)
    #expect(missing.errors.hasPrefix("b.json"), "\(missing.errors)")
    #expect(!missing.errors.contains("argument too many"), "\(missing.errors)")
  }

  @Test("--check says a file's problems in the language")
  func checkInTheLanguage() throws {
    let folder = Scratch.folder("language-check")
    let path = folder + "/trip.json"
    _ = FileManager.default.createFile(atPath: path, contents: Data("{".utf8))
    let english = try Executable.run(["--check", path], data: Data())
    let spanish = try Executable.run(["--check", path, "--language", "es"], data: Data())
    #expect(english.status == 1)
    #expect(spanish.status == 1)
    #expect(english.output.contains("trip.json is not a valid trip"), "\(english.output)")
    #expect(spanish.output.contains("trip.json no es un viaje válido"), "\(spanish.output)")
  }

  @Test("A recording of a session in another language replays in it, whatever the locale")
  func recordingKeepsTheLanguage() throws {
    let folder = Scratch.folder("language-record")
    let record = folder + "/spoken.txt"
    let outcome = try Executable.run(
      ["--record", record], data: Data("down\nundo\n".utf8),
      environment: ["LANG": "fr_FR.UTF-8"])
    #expect(outcome.status == 0)
    let text = try String(contentsOfFile: record, encoding: .utf8)
    #expect(text.contains("Flags: --language fr"), "\(text)")
    #expect(text.contains("Hear: " + LanguageTests.french.dropLast()), "\(text)")
    let replay = try Executable.run(["--replay", record], data: Data())
    #expect(replay.status == 0, "\(replay.output)")
    // A recording refused is said in the language too.
    let again = try Executable.run(
      ["--record", record], data: Data(), environment: ["LANG": "de_DE.UTF-8"])
    #expect(again.status == 1)
    #expect(
      again.output
        == "In spoken.txt kann nicht aufgezeichnet werden. Die Datei gibt es schon. Mit --replace-record wird sie ersetzt.\n"
    )
  }
}
