/// The plural categories of the Unicode CLDR: the forms a language gives a
/// word for a count ("1 item", "2 items"; Russian's "1 предмет", "3
/// предмета", "5 предметов").
public enum PluralCategory: String, CaseIterable, Hashable, Sendable, Comparable {
  case zero, one, two, few, many, other

  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

/// Which plural category a whole number takes in a language, by the rules
/// of the Unicode CLDR (plurals.xml, cardinal), for whole numbers.
///
/// The languages this package ships, and others an app may bring a catalog
/// for: Arabic, Chinese, Dutch, English, French, German, Italian, Japanese,
/// Korean, Polish, Portuguese, Russian, Spanish, Swedish and Ukrainian. A
/// language not among them has the forms `one` (for 1) and `other`.
public struct PluralRules: Hashable, Sendable {
  /// The language, a BCP 47 tag's first part ("es" of "es-MX").
  public let language: String

  public init(language: String) {
    self.language = PluralRules.base(of: language)
  }

  /// The category of `count`.
  public func category(of count: Int) -> PluralCategory {
    let n = count.magnitude
    let tens = n % 10
    let hundreds = n % 100
    // CLDR's "e = 0 and i != 0 and i % 1000000 = 0": a whole million.
    let millions = n != 0 && n % 1_000_000 == 0
    switch language {
    case "ja", "zh", "ko":
      return .other
    case "fr":
      if n <= 1 { return .one }
      return millions ? .many : .other
    case "es", "it", "pt":
      if n == 1 { return .one }
      return millions ? .many : .other
    case "ru", "uk":
      if tens == 1 && hundreds != 11 { return .one }
      if (2...4).contains(tens) && !(12...14).contains(hundreds) { return .few }
      return .many
    case "pl":
      if n == 1 { return .one }
      if (2...4).contains(tens) && !(12...14).contains(hundreds) { return .few }
      return .many
    case "ar":
      switch n {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default: break
      }
      if (3...10).contains(hundreds) { return .few }
      if (11...99).contains(hundreds) { return .many }
      return .other
    default:
      return n == 1 ? .one : .other
    }
  }

  /// The categories the language has: those a catalog in it must give for
  /// every message that counts.
  public var categories: Set<PluralCategory> {
    switch language {
    case "ja", "zh", "ko": [.other]
    case "fr", "es", "it", "pt": [.one, .many, .other]
    case "ru", "uk", "pl": [.one, .few, .many, .other]
    case "ar": Set(PluralCategory.allCases)
    default: [.one, .other]
    }
  }

  /// The first part of a language tag, lower case: "pt" of "pt_BR.UTF-8".
  static func base(of tag: String) -> String {
    String(tag.prefix { $0.isLetter }).lowercased()
  }
}
