import ItineraryCore

/// The catalogs shipped with the library: English, read first, and the
/// others the first time one is asked for; the program's own choice of one.
extension Catalog {
  /// The English catalog, shipped with the library: every message.
  ///
  /// It is the only catalog read when nothing asks for another: a program
  /// that speaks English reads no other at its start.
  public static let english: Catalog =
    Catalog.embedded.first { $0.language == "en" }.flatMap { unchecked($0.json) }
    ?? Catalog(language: "en", name: "English", entries: [:], isShippedEnglish: true)

  /// The shipped catalog of a language ("es", or "es-MX", "es_ES.UTF-8"),
  /// or `nil` when none is shipped.
  public static func shipped(language: String) -> Catalog? {
    // A shipped tag as it is ("en", "es"): what a program asks every time.
    if language == "en" { return english }
    if Catalog.embedded.contains(where: { $0.language == language }) { return others[language] }
    let base = Catalog.tag(named: language) ?? PluralRules.base(of: language)
    if base == "en" { return english }
    // A locale not shipped ("C.UTF-8", "ja_JP") reads no catalog.
    guard Catalog.embedded.contains(where: { $0.language == base }) else { return nil }
    return others[base]
  }

  /// The tag of a shipped language named in words, in its own language or
  /// in another shipped one ("español", "Spanish", "espagnol"), case and
  /// accents aside; `nil` for anything else.
  public static func tag(named name: String) -> String? {
    let plain: [Character: Character] = ["ñ": "n", "é": "e", "ç": "c", "ö": "o", "á": "a"]
    let folded = String(name.lowercased().filter { $0 != " " }.map { plain[$0] ?? $0 })
    return Catalog.languageNames.first { $0.names.contains(folded) }?.tag
  }

  /// Each shipped language's names, folded: its own, and the other shipped
  /// languages' for it.
  private static let languageNames: [(tag: String, names: Set<String>)] = [
    ("en", ["english", "ingles", "anglais", "englisch"]),
    ("es", ["espanol", "spanish", "espagnol", "spanisch", "castellano"]),
    ("de", ["deutsch", "german", "aleman", "allemand"]),
    ("fr", ["francais", "french", "frances", "franzosisch"]),
  ]

  /// The shipped catalogs' JSON, by language, as the files in Catalogs/
  /// hold it (embedded at build time by the EmbedFiles plugin).
  package static let embedded: [(language: String, json: String)] = embeddedFiles.compactMap {
    file in
    guard file.name.hasSuffix(".json") else { return nil }
    return (String(file.name.dropLast(".json".count)), file.text)
  }

  /// The languages shipped, by tag: known without reading a catalog.
  public static var shippedLanguages: [String] { Catalog.embedded.map(\.language).sorted() }

  /// The shipped catalogs besides English, read from the JSON embedded in
  /// the library the first time one is asked for: a program that speaks
  /// English reads none of them.
  ///
  /// They are read as English is, not checked again each time a program
  /// starts: `make catalogs` and `CatalogTests` check every shipped catalog
  /// against the English one, and refuse one that lacks a message. (All are
  /// read at once, which a lock-free static allows on every platform the
  /// library declares; reading one alone would save a German speaker about
  /// 9 million instructions at start, some 3 ms.)
  private static let others: [String: Catalog] = {
    var catalogs: [String: Catalog] = [:]
    for (language, json) in Catalog.embedded where language != "en" {
      catalogs[language] = unchecked(json)
    }
    return catalogs
  }()

  /// A shipped catalog as it is embedded: read, not checked (a test checks
  /// it).
  private static func unchecked(_ json: String) -> Catalog? {
    guard let node = try? JSONReader.read(Array(json.utf8)), case .object(let members) = node.value,
      case .string(let language)? = members.first(where: { $0.key == "language" })?.value.value,
      case .object(let messages)? = members.first(where: { $0.key == "messages" })?.value.value
    else { return nil }
    var name = language
    if case .string(let given)? = members.first(where: { $0.key == "name" })?.value.value {
      name = given
    }
    var entries: [String: Entry] = [:]
    for member in messages {
      switch member.value.value {
      case .string(let text): entries[member.key] = .text(text)
      case .object(let forms):
        var plural: [PluralCategory: String] = [:]
        for form in forms {
          if let category = PluralCategory(rawValue: form.key),
            case .string(let text) = form.value.value
          {
            plural[category] = text
          }
        }
        entries[member.key] = .plural(plural)
      default: continue
      }
    }
    return Catalog(
      language: language, name: name, entries: entries, isShippedEnglish: language == "en")
  }
}

extension Catalog {
  /// The shipped catalog a program speaks in: the language asked for
  /// (`--language`), else the one the POSIX locale variables name, the first
  /// set of `LC_ALL`, `LC_MESSAGES` and `LANG`; English when none is set,
  /// for the `C` and `POSIX` locales, and for a language not shipped.
  ///
  /// `nil` when `asked` names a language that is not shipped: a program
  /// says so rather than speak another.
  public static func preferred(asked: String?, environment: [String: String]) -> Catalog? {
    if let asked, !asked.isEmpty { return shipped(language: asked) }
    let variable = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let locale = variable else { return english }
    return shipped(language: locale) ?? english
  }
}
