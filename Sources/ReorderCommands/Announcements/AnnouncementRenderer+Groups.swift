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
    for key in ["group", "firstGroup", "lastGroup"] where wanted.contains(key) {
      let found: String? =
        switch key {
        case "group": named["group"]
        case "firstGroup": named["firstGroup"]
        default: named["lastGroup"]
        }
      guard found != nil else { return nil }
    }
    return (AnnouncementRenderer.elided(text, named, language: catalog.language), named)
  }

  /// `text` with a word before a group's name that starts with a vowel
  /// elided, as the catalog's language writes it: French "de Terminé" but
  /// "d’Archives".
  static func elided(_ text: String, _ values: Template.Values, language: String) -> String {
    guard let elisions = elisions[PluralRules.base(of: language)] else { return text }
    var text = text
    let keys: [(StaticString, String)] = [
      ("group", "{group}"), ("firstGroup", "{firstGroup}"), ("lastGroup", "{lastGroup}"),
    ]
    for (key, placeholder) in keys {
      guard let value = values[key], startsWithAVowel(value) else { continue }
      for (word, elided) in elisions {
        text = text.replacingAll(word + placeholder, with: elided + placeholder)
      }
    }
    return text
  }

  /// The words each language elides before a vowel, as they stand before a
  /// name in its catalog's named forms, by language.
  private static let elisions: [String: [(String, String)]] = [
    "fr": [("de ", "d’"), ("De ", "D’")]
  ]

  /// Whether a name starts, after any marker, with a vowel (or a mute h
  /// as French writes most: "d’Hôtel").
  private static func startsWithAVowel(_ name: String) -> Bool {
    let letter = name.unicodeScalars.first { $0 != nameStart }
    guard let letter else { return false }
    let base = String(letter).lowercased().applyingFrenchBase()
    return "aeiouyh".contains(base)
  }
}

extension String {
  /// The string with every `target` replaced by `replacement`.
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
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

  /// A lower-case letter without its accent, for the vowels French has.
  fileprivate func applyingFrenchBase() -> String {
    let bases: [Character: Character] = [
      "à": "a", "â": "a", "æ": "a", "é": "e", "è": "e", "ê": "e", "ë": "e", "î": "i", "ï": "i",
      "ô": "o", "œ": "o", "ù": "u", "û": "u", "ü": "u", "ÿ": "y",
    ]
    return String(map { bases[$0] ?? $0 })
  }
}
