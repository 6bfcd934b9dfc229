import ItineraryCore

/// Groups said by their names: a board's "Done" where a trip says "day 3".
extension AnnouncementRenderer {
  /// The name of day (group) `day`, or `nil` when it has none here.
  public func groupName(ofDay day: Int) -> String? {
    guard day >= 1, day <= groupNames.count, let name = groupNames[day - 1] else { return nil }
    let cleaned = SpokenText.clean(name)
    return TextCleaning.isBlank(cleaned) ? nil : cleaned
  }

  /// The values a message about named groups says: `{group}` for `{day}`,
  /// `{firstGroup}` and `{lastGroup}` for `{first}` and `{last}` (and for
  /// `{dayCount}`, the last group), each a group's name.
  private func groupValues(_ values: Template.Values) -> Template.Values {
    var named = values
    func name(_ key: StaticString) -> String? {
      values[key].flatMap(Int.init).flatMap(groupName(ofDay:)).map(marked)
    }
    if let day = name("day") { named["group"] = day }
    if let first = name("first") { named["firstGroup"] = first }
    if let last = name("last") ?? name("dayCount") { named["lastGroup"] = last }
    return named
  }

  /// The text and values of `message` said with the names of its groups,
  /// or `nil` when it is said with their numbers: no group has a name, the
  /// catalog has no named form of the message, or a group it says has no
  /// name.
  ///
  /// An app's replacement of the message is said as it is, given
  /// `{group}` too: the day's name, or the catalog's "day 3" without one.
  func named(
    _ message: CommandMessage, count: Int?, _ values: Template.Values
  ) -> (template: String, values: Template.Values)? {
    guard !groupNames.isEmpty else { return nil }
    var named = groupValues(values)
    if !namedTemplates.isEmpty, let replaced = namedTemplates[message],
      let wanted = Catalog.placeholders(in: replaced),
      !AnnouncementRenderer.groupPlaceholders.contains(where: {
        wanted.contains($0.name) && named[$0.key] == nil
      })
    {
      return (replaced, named)
    }
    if !templates.isEmpty, let replaced = templates[message] {
      if named["group"] == nil,
        let day = values["day"]
      {
        named["group"] = Template.fill(template(for: .groupDay), with: Template.Values("day", day))
      }
      return (replaced, named)
    }
    guard let text = catalog.text(for: message.rawValue + ".named", count: count),
      let wanted = Catalog.placeholders(in: text)
    else { return nil }
    // Said by names only when every group the text says has one.
    for group in AnnouncementRenderer.groupPlaceholders
    where wanted.contains(group.name) && named[group.key] == nil {
      return nil
    }
    let (joined, values) = AnnouncementRenderer.withArticles(
      text, named, language: catalog.language)
    return (AnnouncementRenderer.elided(joined, values, language: catalog.language), values)
  }

  /// `text` with the word before a group's name changed as the catalog's
  /// language wants it before that name: French "de Terminé" but
  /// "d’Archives", Spanish "Hecho y Archivo" but "Hecho e Ideas".
  static func elided(_ text: String, _ values: Template.Values, language: String) -> String {
    guard let rules = wordsBeforeNames[PluralRules.base(of: language)] else { return text }
    var text = text
    for group in groupPlaceholders {
      guard let value = values[group.key] else { continue }
      let placeholder = "{" + group.name + "}"
      let name = unmarked(value)
      for rule in rules where rule.applies(name) {
        text = text.replacingAll(rule.word + placeholder, with: rule.replacement + placeholder)
      }
    }
    return text
  }

  /// The placeholders that say a group's name, as a value's key and as
  /// the name a text writes.
  static let groupPlaceholders: [(key: StaticString, name: String)] = [
    ("group", "group"), ("firstGroup", "firstGroup"), ("lastGroup", "lastGroup"),
  ]

  /// A word that changes before a name, and the names it changes before.
  struct WordBeforeName: Sendable {
    var word: String
    var replacement: String
    var applies: @Sendable (String) -> Bool
  }

  /// The words each language changes before a name, as they stand before
  /// a group's placeholder in its catalog's named forms: French elides
  /// "de" and "que" before a vowel or a mute h; Spanish says "e" for "y"
  /// before an i sound and "u" for "o" before an o sound.
  private static let wordsBeforeNames: [String: [WordBeforeName]] = [
    "fr": [
      WordBeforeName(word: "de ", replacement: "d’", applies: startsWithAVowel),
      WordBeforeName(word: "De ", replacement: "D’", applies: startsWithAVowel),
      WordBeforeName(word: "que ", replacement: "qu’", applies: startsWithAVowel),
    ],
    "es": [
      WordBeforeName(word: " y ", replacement: " e ", applies: { startsWithSound("i", $0) }),
      WordBeforeName(word: " o ", replacement: " u ", applies: { startsWithSound("o", $0) }),
    ],
  ]

  /// A name without the markers ``marksNames`` puts around it.
  static func unmarked(_ name: String) -> String {
    String(
      String.UnicodeScalarView(name.unicodeScalars.filter { $0 != nameStart && $0 != nameEnd }))
  }

  /// Whether a name starts with a vowel, or a mute h as French writes most
  /// ("d’Hôtel").
  @Sendable static func startsWithAVowel(_ name: String) -> Bool {
    guard let letter = name.first else { return false }
    return "aeiouyh".contains(String(letter).lowercased().withoutAccents())
  }

  /// Whether a Spanish name starts with the sound of `vowel`: "Ideas" and
  /// "Hilo" for i (not "Hielo", whose "hie" is a y sound), "Otros" and
  /// "Hora" for o.
  static func startsWithSound(_ vowel: Character, _ name: String) -> Bool {
    let letters = Array(name.lowercased().withoutAccents().prefix(3))
    guard let first = letters.first else { return false }
    let start = first == "h" ? 1 : 0
    guard letters.count > start, letters[start] == vowel else { return false }
    // "i" before another vowel is a y sound: "hierba", "Iowa".
    guard vowel == "i", letters.count > start + 1 else { return true }
    return !"aeou".contains(letters[start + 1])
  }
}

extension String {
  /// The string with every `target` replaced by `replacement`.
  func replacingAll(_ target: String, with replacement: String) -> String {
    let text = Array(utf8)
    let wanted = Array(target.utf8)
    guard !wanted.isEmpty, text.count >= wanted.count else { return self }
    var result: [UInt8] = []
    result.reserveCapacity(text.count + 8)
    var index = 0
    while index < text.count {
      if index + wanted.count <= text.count,
        text[index..<(index + wanted.count)].elementsEqual(wanted)
      {
        result.append(contentsOf: replacement.utf8)
        index += wanted.count
      } else {
        result.append(text[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Lower-case letters without their accents, for the vowels French and
  /// Spanish have.
  fileprivate func withoutAccents() -> String {
    let bases: [Character: Character] = [
      "à": "a", "â": "a", "æ": "a", "é": "e", "è": "e", "ê": "e", "ë": "e", "î": "i", "ï": "i",
      "ô": "o", "œ": "o", "ù": "u", "û": "u", "ü": "u", "ÿ": "y", "á": "a", "í": "i", "ó": "o",
      "ú": "u",
    ]
    return String(map { bases[$0] ?? $0 })
  }
}
