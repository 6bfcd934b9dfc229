/// An app's own words for some messages, checked when they are given.
extension AnnouncementRenderer {
  /// A renderer that says `templates` for their messages, each checked as
  /// a catalog's message is: every placeholder one the message is given
  /// (`{title}`, `{day}`, or `{group}` for a day said by its name, see
  /// ``groupNames``), none the English says left out, no brace alone,
  /// nothing empty.
  ///
  /// Throws every problem at once, each naming its message, and makes no
  /// renderer: a word mistyped (`{titel}`, `{label}`) would otherwise be
  /// spoken as it is written.
  ///
  /// `namedTemplates` are the named forms (``namedTemplates``), each checked
  /// against the English named form of its message; a message with none
  /// (not among ``CommandMessage/namedForms``) is a problem.
  public init(
    verbosity: Verbosity = .normal, checking templates: [CommandMessage: String],
    named namedTemplates: [CommandMessage: String] = [:], catalog: Catalog = .english
  ) throws(CatalogError) {
    var problems: [CatalogProblem] = []
    for (message, text) in templates.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      problems += Catalog.problems(of: text, for: message.rawValue)
    }
    for (message, text) in namedTemplates.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      problems += Catalog.problems(of: text, for: message.rawValue + ".named")
    }
    guard problems.isEmpty else {
      throw CatalogError(problems: problems, language: catalog.language)
    }
    self.init(verbosity: verbosity, templates: templates, catalog: catalog)
    self.namedTemplates = namedTemplates
  }
}

extension CommandMessage {
  /// The messages that have a named form, said when the groups they say
  /// have names (``AnnouncementRenderer/groupNames``): "Fix login moved to
  /// position 1 of Done." An app replaces one in
  /// ``AnnouncementRenderer/namedTemplates``, by the same case; a catalog
  /// keeps it under the message's key with `.named` after it (`moved`,
  /// `moved.named`), which ``Catalog/text(for:count:)`` reads, to see what
  /// a language says now.
  public static let namedForms: [CommandMessage] = allCases.filter {
    Catalog.english.entry(for: $0.rawValue + ".named") != nil
  }
}

extension Catalog {
  /// What is wrong with `text` as the words of the message `key`, as a
  /// catalog's message is checked against its English.
  static func problems(of text: String, for key: String) -> [CatalogProblem] {
    guard !text.allSatisfy(\.isWhitespace) else { return [.emptyText(key)] }
    guard let names = placeholders(in: text) else { return [.brokenPlaceholder(key)] }
    guard let english = Catalog.english.entry(for: key) else { return [.unknownMessage(key)] }
    var known = placeholders(of: english)
    var required = known
    // A message that says a day may say it by its group's name instead
    // (`{group}`, the name, or "day 3" for a day without one).
    if known.contains("day") {
      known.insert("group")
      if names.contains("group") { required.remove("day") }
    }
    return names.subtracting(known).sorted().map { .unknownPlaceholder(key, $0) }
      + required.subtracting(names).sorted().map { .missingPlaceholder(key, $0) }
  }
}
