/// What is wrong with one message of a catalog, or with the whole file.
public enum CatalogProblem: Hashable, Sendable {
  /// The file is not JSON; `line` and `column` (from 1) are where it goes
  /// wrong.
  case notJSON(line: Int, column: Int)
  /// The file is JSON, but not an object with `language` and `messages`.
  case notACatalog
  /// A message no sentence says: a key the English catalog does not have.
  case unknownMessage(String)
  /// A message that must be one text is not: it gives forms, or is no text.
  case notText(String)
  /// A message that counts does not give plural forms.
  case notPlural(String)
  /// A message that counts lacks a form its language needs.
  case missingForm(String, PluralCategory)
  /// A message gives a form that is no CLDR plural category.
  case unknownForm(String, String)
  /// A message says a placeholder it is not given, such as `{titel}`.
  case unknownPlaceholder(String, String)
  /// A message has a brace with no partner, or a placeholder whose name is
  /// not letters.
  case brokenPlaceholder(String)
  /// A message leaves out a placeholder its English says, such as the
  /// title.
  case missingPlaceholder(String, String)
  /// A message is empty: nothing would be said.
  case emptyText(String)
  /// The file gives a message twice.
  case duplicateMessage(String)

  /// The message the problem is in, if it is in one.
  public var message: String? {
    switch self {
    case .notJSON, .notACatalog: nil
    case .unknownMessage(let key), .notText(let key), .notPlural(let key),
      .missingForm(let key, _), .unknownForm(let key, _), .unknownPlaceholder(let key, _),
      .brokenPlaceholder(let key), .missingPlaceholder(let key, _), .emptyText(let key),
      .duplicateMessage(let key):
      key
    }
  }
}

/// A catalog refused as it was read, with every problem found.
public struct CatalogError: Error, Hashable, Sendable {
  /// The problems, in the order of the file.
  public var problems: [CatalogProblem]
  /// The language the catalog says it is in, when it says one.
  public var language: String

  public init(problems: [CatalogProblem], language: String = "") {
    self.problems = problems
    self.language = language
  }
}

extension AnnouncementRenderer {
  /// The sentences that say why a catalog was refused: how many problems,
  /// then one sentence to a problem, naming its message.
  ///
  /// For example: "The message named moved says a placeholder titel, which
  /// it is not given."
  public func sentences(for error: CatalogError) -> [String] {
    let count = error.problems.count
    return [fill(.catalogProblems, count: count, Template.Values("count", String(count)))]
      + error.problems.map { sentence(for: $0, language: error.language) }
  }

  /// One sentence for a problem of a catalog; `language` is the name said
  /// for a missing plural form's language.
  public func sentence(for problem: CatalogProblem, language: String = "") -> String {
    func quoted(_ text: String) -> String { SpokenText.clean(text) }
    switch problem {
    case .notJSON(let line, let column):
      return fill(.catalogNotJSON, ["line": String(line), "column": String(column)])
    case .notACatalog:
      return fill(.catalogNotACatalog)
    case .unknownMessage(let key):
      return fill(.catalogUnknownMessage, Template.Values("message", quoted(key)))
    case .notText(let key):
      return fill(.catalogNotText, Template.Values("message", quoted(key)))
    case .notPlural(let key):
      return fill(.catalogNotPlural, Template.Values("message", quoted(key)))
    case .missingForm(let key, let category):
      return fill(
        .catalogMissingForm,
        ["message": quoted(key), "form": category.rawValue, "language": quoted(language)])
    case .unknownForm(let key, let form):
      return fill(.catalogUnknownForm, ["message": quoted(key), "form": quoted(form)])
    case .unknownPlaceholder(let key, let name):
      return fill(
        .catalogUnknownPlaceholder, ["message": quoted(key), "placeholder": quoted(name)])
    case .brokenPlaceholder(let key):
      return fill(.catalogBrokenPlaceholder, Template.Values("message", quoted(key)))
    case .missingPlaceholder(let key, let name):
      return fill(
        .catalogMissingPlaceholder, ["message": quoted(key), "placeholder": quoted(name)])
    case .emptyText(let key):
      return fill(.catalogEmptyText, Template.Values("message", quoted(key)))
    case .duplicateMessage(let key):
      return fill(.catalogDuplicateMessage, Template.Values("message", quoted(key)))
    }
  }
}
