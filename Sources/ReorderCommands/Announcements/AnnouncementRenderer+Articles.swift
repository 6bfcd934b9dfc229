/// A group's name with its own article, as an app gives it: "la
/// Refrigerada", "el Almacén", "les Archives". Each language joins the word
/// before the name with the article as it does ("del Almacén", "aux
/// Archives"), and a name that starts a sentence starts with a capital.
extension AnnouncementRenderer {
  /// A word that joins the article a name starts with: Spanish "de" and
  /// "el" make "del".
  struct Contraction: Sendable {
    var word: String
    var article: String
    var replacement: String
  }

  /// The joined words of each language, as they stand before a group's
  /// placeholder in its catalog's named forms.
  static let contractions: [String: [Contraction]] = [
    "es": [
      Contraction(word: "de ", article: "el ", replacement: "del "),
      Contraction(word: "De ", article: "el ", replacement: "Del "),
      Contraction(word: "a ", article: "el ", replacement: "al "),
      Contraction(word: "A ", article: "el ", replacement: "Al "),
    ],
    "fr": [
      Contraction(word: "de ", article: "le ", replacement: "du "),
      Contraction(word: "De ", article: "le ", replacement: "Du "),
      Contraction(word: "de ", article: "les ", replacement: "des "),
      Contraction(word: "à ", article: "le ", replacement: "au "),
      Contraction(word: "à ", article: "les ", replacement: "aux "),
    ],
    "de": [
      Contraction(word: "von ", article: "dem ", replacement: "vom "),
      Contraction(word: "in ", article: "dem ", replacement: "im "),
      Contraction(word: "zu ", article: "dem ", replacement: "zum "),
      Contraction(word: "zu ", article: "der ", replacement: "zur "),
    ],
  ]

  /// The placeholders of groups' names, with the keys of the name without
  /// its article and of the name with a capital.
  private static let articlePlaceholders:
    [(key: StaticString, name: String, bare: StaticString, capital: StaticString)] = [
      ("group", "group", "groupWithoutArticle", "groupCapitalized"),
      ("firstGroup", "firstGroup", "firstGroupWithoutArticle", "firstGroupCapitalized"),
      ("lastGroup", "lastGroup", "lastGroupWithoutArticle", "lastGroupCapitalized"),
    ]

  /// `text` and `values` with each group's article joined to the word
  /// before it, where the language joins them, and a name that starts a
  /// sentence capitalized.
  static func withArticles(_ text: String, _ values: Template.Values, language: String)
    -> (String, Template.Values)
  {
    var text = text
    var values = values
    let joined = contractions[PluralRules.base(of: language)] ?? []
    for group in articlePlaceholders {
      guard let value = values[group.key] else { continue }
      let placeholder = "{" + group.name + "}"
      guard text.contains(placeholder) else { continue }
      let name = unmarked(value)
      for contraction in joined
      where name.lowercased().hasPrefix(contraction.article)
        && text.contains(contraction.word + placeholder)
      {
        let bare = "{" + String(describing: group.bare) + "}"
        text = text.replacingAll(
          contraction.word + placeholder, with: contraction.replacement + bare)
        values[group.bare] = dropping(contraction.article.count, from: value)
      }
      // A name at the start of a sentence starts it with a capital.
      guard let first = name.first, first.isLowercase,
        text.hasPrefix(placeholder) || text.contains(". " + placeholder)
      else { continue }
      let capital = "{" + String(describing: group.capital) + "}"
      if text.hasPrefix(placeholder) { text = capital + text.dropFirst(placeholder.count) }
      let afterStop = ". " + placeholder
      text = text.replacingAll(afterStop, with: ". " + capital)
      values[group.capital] = capitalizedName(value)
    }
    return (text, values)
  }

  /// `value` without its first `count` letters, the markers around a name
  /// kept.
  private static func dropping(_ count: Int, from value: String) -> String {
    guard value.unicodeScalars.first == nameStart else { return String(value.dropFirst(count)) }
    var scalars = String.UnicodeScalarView()
    scalars.append(nameStart)
    scalars.append(
      contentsOf: String(value.unicodeScalars.dropFirst()).dropFirst(count).unicodeScalars)
    return String(scalars)
  }

  /// `value` with its first letter a capital, the markers around a name
  /// kept.
  private static func capitalizedName(_ value: String) -> String {
    guard value.unicodeScalars.first == nameStart else { return Template.capitalized(value) }
    var scalars = String.UnicodeScalarView()
    scalars.append(nameStart)
    scalars.append(
      contentsOf: Template.capitalized(String(value.unicodeScalars.dropFirst())).unicodeScalars)
    return String(scalars)
  }
}
