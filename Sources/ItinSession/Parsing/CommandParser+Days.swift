import Foundation
import ItineraryCore
import ReorderCommands

extension CommandParser {
  /// `add day`, `add day before N`, `add day after N`; `nil` for any other
  /// `add` (an idea may be called "Day trip").
  func parseAddDay(_ tokens: Tokens) -> Result<SessionCommand, ParseFailure>? {
    guard tokens.word(1) == "day" else { return nil }
    if tokens.count == 2 { return .success(.changeTrip(.addDay(.atEnd))) }
    guard tokens.count == 4, let side = tokens.word(2), side == "before" || side == "after" else {
      return nil
    }
    return number(after: 3, in: tokens, for: .add, slot: .day).map {
      .changeTrip(.addDay(side == "before" ? .before($0) : .after($0)))
    }
  }

  /// `label day N TEXT`, `label day N none`, and the same for `city`;
  /// `day` may be left out (`label 2 Opening day`).
  func parseDayText(_ name: CommandName, _ tokens: Tokens) -> Result<SessionCommand, ParseFailure> {
    let at = tokens.word(1) == "day" ? 2 : 1
    guard let word = tokens.word(at) else { return .failure(.incomplete(name)) }
    let day: Int
    switch CommandParser.number(word) {
    case .whole(let whole)?: day = whole
    case .unusable?: return .failure(.unusableNumber(.day))
    case nil: return .failure(.notANumber(name, tokens.original(at) ?? word))
    }
    return readDayText(name, tokens, from: at + 1, day: day)
  }

  /// A day's label or city in `tokens` from word `first` on: `none` takes
  /// it away, a quoted text is taken without its quotes.
  func readDayText(_ name: CommandName, _ tokens: Tokens, from first: Int, day: Int) -> Result<
    SessionCommand, ParseFailure
  > {
    guard let typed = tokens.text(after: first) else { return .failure(.incomplete(name)) }
    let text: String? =
      tokens.count == first + 1 && tokens.word(first) == "none"
      ? nil : CommandParser.quoted(typed).flatMap { $0.rest.isEmpty ? $0.title : nil } ?? typed
    return .success(.changeTrip(name == .label ? .label(text, day: day) : .city(text, day: day)))
  }

  /// The trip's time zone, or a day's own.
  ///
  /// `zone NAME`, `zone none`, `zone day N NAME` and `zone day N none`. NAME is an IANA name in any
  /// case (`Europe/Lisbon`) or the city a zone is named after (`lisbon`,
  /// `new york`); anything else is ``ParseFailure/noSuchZone(_:)``.
  func parseZone(_ tokens: Tokens) -> Result<SessionCommand, ParseFailure> {
    var first = 1
    var day: Int?
    if tokens.word(1) == "day", tokens.count >= 3 {
      switch CommandParser.number(tokens.word(2) ?? "") {
      case .whole(let whole)?:
        day = whole
        first = 3
      case .unusable?: return .failure(.unusableNumber(.day))
      case nil: break
      }
    }
    // `zone` alone asks what the zones are.
    if tokens.count == 1 { return .success(.zones) }
    guard let typed = tokens.text(after: first) else { return .failure(.incomplete(.zone)) }
    if tokens.count == first + 1, tokens.word(first) == "none" {
      return .success(.changeTrip(.zone(nil, day: day)))
    }
    guard let name = ZoneRules.resolve(typed) else { return .failure(.noSuchZone(typed)) }
    return .success(.changeTrip(.zone(name, day: day)))
  }

  /// `start DATE` or `start none`: `2027-04-10`, `April 10 2027`, `10
  /// April 2027`, `april 10` (the next such date), `Saturday, April 10,
  /// 2027`, and the same with the month names of every language itin-a11y
  /// speaks (`10. April 2027`, `10 de abril de 2027`, `10 avril 2027`);
  /// anything else is ``ParseFailure/notADate(_:)``, with the words typed.
  func parseStart(_ tokens: Tokens) -> Result<SessionCommand, ParseFailure> {
    readStart(tokens, from: 1)
  }

  /// The date in `tokens` from word `first` on (``SessionCommand/start(typed:)``).
  func readStart(_ tokens: Tokens, from first: Int) -> Result<SessionCommand, ParseFailure> {
    guard let typed = tokens.text(after: first) else { return .failure(.incomplete(.start)) }
    let words = Array(tokens.words.dropFirst(first))
    if words == ["none"] || words == ["no", "date"] { return .success(.start(nil)) }
    guard let date = CommandParser.typedDate(words) else { return .failure(.notADate(typed)) }
    return .success(.start(date))
  }

  /// `import PATH from DATE to DATE`, when the line ends so: the path is
  /// what comes before the last such `from`, as typed (a path may hold
  /// spaces, and even the word "from"); `nil` for any other line.
  static func importBetween(_ tokens: Tokens) -> SessionCommand? {
    let words = tokens.words
    for from in stride(from: words.count - 4, through: 2, by: -1) where words[from] == "from" {
      for to in (from + 2)..<(words.count - 1) where words[to] == "to" {
        guard let first = typedDate(Array(words[(from + 1)..<to])),
          let last = typedDate(Array(words[(to + 1)...])),
          let path = tokens.text(from: 1, to: from)
        else { continue }
        return .importCalendar(path, from: first, to: last)
      }
    }
    return nil
  }

  /// A date from the words people type, lower case; `nil` when they are
  /// no date the calendar has.
  static func typedDate(_ words: [String]) -> TypedDate? {
    // ISO 8601, and the same without its zeros (`2027-6-3`).
    if words.count == 1 {
      let parts = words[0].split(separator: "-", omittingEmptySubsequences: false)
      if parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count),
        (1...2).contains(parts[2].count),
        parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
        let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
      {
        guard TripDate(year: year, month: month, day: day) != nil else { return nil }
        return TypedDate(year: year, month: month, day: day)
      }
    }
    var month: Int?
    var numbers: [Int] = []
    for raw in words {
      let word = raw.trimmingCharacters(in: CharacterSet(charactersIn: ".,"))
      if word.isEmpty || fillers.contains(word) { continue }
      let folded = word.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
      if weekdays.contains(folded) { continue }
      if let named = months[folded] {
        guard month == nil else { return nil }
        month = named
        continue
      }
      // "10th", "1st", "1er": a day said as an ordinal.
      var digits = Substring(word)
      for suffix in ["st", "nd", "rd", "th", "er", "º", "o"] where digits.hasSuffix(suffix) {
        digits = digits.dropLast(suffix.count)
        break
      }
      guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let number = Int(digits)
      else { return nil }
      numbers.append(number)
    }
    guard let month, (1...2).contains(numbers.count), (1...31).contains(numbers[0]) else {
      return nil
    }
    let year = numbers.count == 2 ? numbers[1] : nil
    if let year, year < 1000 { return nil }
    let date = TypedDate(year: year, month: month, day: numbers[0])
    // A day the month never has: February 30, April 31.
    guard TripDate(year: year ?? 2000, month: month, day: date.day) != nil else { return nil }
    return date
  }

  /// Words a date may hold that say nothing: "the", "of", "de", "le".
  private static let fillers: Set<String> = [
    "the", "of", "on", "de", "del", "le", "el", "am", "den",
  ]

  /// Every month name of the shipped catalogs, and its first three
  /// letters, without accents: `april`, `abril`, `avril`, `apr`, `marz`.
  private static let months: [String: Int] = {
    var names: [String: Int] = [:]
    for language in ["en", "de", "es", "fr"] {
      guard let catalog = Catalog.shipped(language: language) else { continue }
      let renderer = AnnouncementRenderer(catalog: catalog)
      for month in 1...12 {
        let name = renderer.monthName(month).folding(
          options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        names[name] = month
        if names[String(name.prefix(3))] == nil { names[String(name.prefix(3))] = month }
      }
    }
    return names
  }()

  /// Every weekday name of the shipped catalogs, without accents: said
  /// before a date, and passed over.
  private static let weekdays: Set<String> = {
    var names: Set<String> = []
    for language in ["en", "de", "es", "fr"] {
      guard let catalog = Catalog.shipped(language: language) else { continue }
      let renderer = AnnouncementRenderer(catalog: catalog)
      for weekday in 1...7 {
        names.insert(
          renderer.weekdayName(weekday).folding(
            options: [.diacriticInsensitive, .caseInsensitive], locale: nil))
      }
    }
    return names
  }()
}
