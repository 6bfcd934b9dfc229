import ItineraryCore

/// Every sentence and phrase the libraries say in one language: a message
/// catalog.
///
/// A catalog is a JSON file a translator edits without Swift (see
/// docs/translating.md): its `language` (a BCP 47 tag), its `name`, and its
/// `messages`, each by its ``CommandMessage`` key. A message is a text with named
/// placeholders (`"{title} moved to position {position} of day {day}."`),
/// or, for one that counts, an object of its plural forms by CLDR category
/// (`{"one": "{count} item", "other": "{count} items"}`).
///
/// The shipped catalogs are ``english`` and those of ``shipped(language:)``.
/// An app brings its own with ``init(json:base:)``, for another language or
/// other words ("section" for "day"); it is checked as it is read, and a
/// catalog with any problem is refused with every problem named.
public struct Catalog: Sendable {
  /// One message: a text, or the plural forms of a message that counts.
  public enum Entry: Hashable, Sendable {
    case text(String)
    case plural([PluralCategory: String])

    /// The text for `count`: the form its category takes, else `other`.
    func text(count: Int?, rules: PluralRules) -> String {
      switch self {
      case .text(let text): return text
      case .plural(let forms):
        let category = count.map(rules.category(of:)) ?? .other
        return forms[category] ?? forms[.other] ?? ""
      }
    }
  }

  /// The catalog's language, a BCP 47 tag ("en", "es").
  public let language: String
  /// The language's name, in that language ("Español").
  public let name: String
  /// How the language chooses a plural form.
  public let pluralRules: PluralRules
  /// The messages by key.
  let entries: [String: Entry]
  /// Whether this is the English catalog as shipped, whose words tables
  /// made once may stand for.
  let isShippedEnglish: Bool
  /// The messages the file did not give, said in its base's words.
  public private(set) var untranslated: [String] = []

  /// A catalog from its parts, checked by the caller.
  init(language: String, name: String, entries: [String: Entry], isShippedEnglish: Bool = false) {
    self.language = language
    self.name = name
    self.pluralRules = PluralRules(language: language)
    self.entries = entries
    self.isShippedEnglish = isShippedEnglish
  }

  /// The text of a message for `count` (for a message that counts), or
  /// `nil` when the catalog has no such message.
  public func text(for key: String, count: Int? = nil) -> String? {
    entries[key].map { $0.text(count: count, rules: pluralRules) }
  }

  /// The text of a message with its placeholders filled, for `count` (for
  /// a message that counts), or `nil` when the catalog has no such message.
  ///
  /// For a program's own messages, kept in the same catalog beside the
  /// libraries' (the REPL's are those whose key starts with `session.`).
  /// `count` also fills `{count}`, unless `values` gives it. A placeholder
  /// `values` does not give is kept as written: `"session.emptyDay"`
  /// filled with `["day": "3"]` is "Day 3 has no items."
  public func text(
    for key: String, count: Int? = nil, filling values: KeyValuePairs<String, String>
  ) -> String? {
    text(for: key, count: count).map {
      Template.fill(
        $0, with: Template.NamedValues(values: values, count: count.map { number($0) }))
    }
  }

  /// A count as the language writes it for a listener: from 10,000 its
  /// digits in groups of three ("100,001" in English, "100.001" in German
  /// and Spanish, "100 001" with a no-break space in French), so that a
  /// screen reader says a number, not a row of digits; smaller counts as
  /// they are.
  public func number(_ value: Int) -> String {
    let digits = String(value.magnitude)
    guard digits.count > 4 else { return String(value) }
    let separator: String =
      switch PluralRules.base(of: language) {
      case "de", "es", "it", "nl", "pt", "da", "id": "."
      case "fr", "ru", "pl", "cs", "sv", "nb", "fi", "uk": "\u{00A0}"
      default: ","
      }
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { grouped += separator }
      grouped.append(digit)
    }
    return (value < 0 ? "-" : "") + grouped
  }

  /// The message with this key, if the catalog has it.
  public func entry(for key: String) -> Entry? {
    entries[key]
  }

  /// The keys of the catalog's messages.
  public var keys: Dictionary<String, Entry>.Keys { entries.keys }

  /// The messages of `reference` this catalog does not give.
  public func missing(from reference: Catalog = .english) -> [String] {
    reference.entries.keys.filter { entries[$0] == nil }.sorted()
  }

  /// A catalog read from the bytes of its JSON file, and checked against
  /// the English catalog: every message is one the libraries say, every
  /// placeholder one the message is given, every plural form the language
  /// needs is there, and every brace has its partner.
  ///
  /// The messages the file does not give are `base`'s: by default the
  /// shipped catalog of its language, else the English one. So an app may
  /// give only the words it changes.
  ///
  /// - Throws: ``CatalogError``, naming every problem and its message.
  public init(json bytes: [UInt8], base: Catalog? = nil) throws(CatalogError) {
    let english = Catalog.english
    let node: JSONNode
    do {
      node = try JSONReader.read(bytes)
    } catch {
      // Where a translator's editor shows it: the line and the column.
      let before = bytes.prefix(min(error.offset, bytes.count))
      let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
      let column = before.count - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
      throw CatalogError(problems: [.notJSON(line: line, column: column)])
    }
    guard case .object(let members) = node.value,
      case .string(let language)? = members.first(where: { $0.key == "language" })?.value.value,
      !PluralRules.base(of: language).isEmpty,
      case .object(let messages)? = members.first(where: { $0.key == "messages" })?.value.value
    else { throw CatalogError(problems: [.notACatalog]) }
    var name = language
    if case .string(let given)? = members.first(where: { $0.key == "name" })?.value.value {
      name = given
    }
    let rules = PluralRules(language: language)
    var problems: [CatalogProblem] = []
    var entries: [String: Entry] = [:]
    var seen: Set<String> = []
    for member in messages {
      let key = member.key
      guard seen.insert(key).inserted else {
        problems.append(.duplicateMessage(key))
        continue
      }
      guard let reference = english.entries[key] else {
        problems.append(.unknownMessage(key))
        continue
      }
      let found = Catalog.entry(
        key, member.value, like: reference, rules: rules, problems: &problems)
      if let found { entries[key] = found }
    }
    guard problems.isEmpty else { throw CatalogError(problems: problems, language: language) }
    let fallback = base ?? Catalog.shipped(language: language) ?? english
    var untranslated: [String] = []
    for (key, entry) in fallback.entries where entries[key] == nil {
      entries[key] = entry
      untranslated.append(key)
    }
    self.init(language: language, name: name, entries: entries)
    self.untranslated = untranslated.sorted()
  }

  /// A message read from the file and checked against its English `reference`.
  private static func entry(
    _ key: String, _ node: JSONNode, like reference: Entry, rules: PluralRules,
    problems: inout [CatalogProblem]
  ) -> Entry? {
    let known = placeholders(of: reference)
    var used: Set<String> = []
    func check(_ text: String) {
      guard !text.allSatisfy(\.isWhitespace) else {
        problems.append(.emptyText(key))
        return
      }
      guard let names = Catalog.placeholders(in: text) else {
        problems.append(.brokenPlaceholder(key))
        return
      }
      used.formUnion(names)
      for name in names where !known.contains(name) {
        problems.append(.unknownPlaceholder(key, name))
      }
    }
    // Every placeholder the English says is said: a title, a day or a count
    // left out is a sentence that does not say what happened.
    func checkNoneLeftOut() {
      for name in known.sorted() where !used.contains(name) {
        problems.append(.missingPlaceholder(key, name))
      }
    }
    switch (node.value, reference) {
    case (.string(let text), .text):
      let before = problems.count
      check(text)
      if problems.count == before { checkNoneLeftOut() }
      return .text(text)
    case (.object(let members), .plural):
      var forms: [PluralCategory: String] = [:]
      for member in members {
        guard let category = PluralCategory(rawValue: member.key) else {
          problems.append(.unknownForm(key, member.key))
          continue
        }
        guard case .string(let text) = member.value.value else {
          problems.append(.notText(key))
          continue
        }
        check(text)
        forms[category] = text
      }
      for category in rules.categories.sorted() where forms[category] == nil {
        problems.append(.missingForm(key, category))
      }
      if !forms.isEmpty { checkNoneLeftOut() }
      return .plural(forms)
    case (_, .plural):
      problems.append(.notPlural(key))
    case (_, .text):
      problems.append(.notText(key))
    }
    return nil
  }

  /// The names of a text's placeholders, or `nil` when a brace has no
  /// partner or a placeholder's name is not letters.
  ///
  /// A name written with a capital (`{Reason}`, the value said as a
  /// sentence's start) is the same placeholder as in small letters: one
  /// language may start a sentence with what another says in its middle.
  static func placeholders(in text: String) -> Set<String>? {
    var names: Set<String> = []
    var current: String?
    for character in text {
      switch character {
      case "{":
        guard current == nil else { return nil }
        current = ""
      case "}":
        guard let name = current, let first = name.first else { return nil }
        names.insert(first.lowercased() + name.dropFirst())
        current = nil
      default:
        if current != nil {
          guard character.isLetter else { return nil }
          current?.append(character)
        }
      }
    }
    return current == nil ? names : nil
  }

  /// Every placeholder a message's text or forms use.
  static func placeholders(of entry: Entry) -> Set<String> {
    switch entry {
    case .text(let text): placeholders(in: text) ?? []
    case .plural(let forms):
      forms.values.reduce(into: []) { $0.formUnion(placeholders(in: $1) ?? []) }
    }
  }
}
