import ItineraryCore
import ReorderCommands

/// Reads one line as a ``SessionCommand``.
///
/// Words are split at white space and matched without regard to case, so
/// `Move  To DAY 3` is `move to day 3`. A name or a path is the rest of the
/// line as it was typed. The words people type are read as they mean them:
/// numbers as words (`day three`, `twenty-one`), the words the answers use
/// (`move to the top`, `go to day 2`), and the full stop or comma that
/// dictation software adds (`up.`, `move to day 2, position 1`).
public struct CommandParser: Sendable {
  /// The most digits read as a number; longer runs of digits are a number
  /// no trip has.
  static let maximumDigits = 9

  public init() {}

  /// The command a line asks for, or why it is none.
  ///
  /// A blank line is `nil`.
  public func parse(_ original: String) -> Result<SessionCommand, ParseFailure>? {
    var tokens: Tokens?
    return parse(original, keeping: &tokens)
  }

  /// ``parse(_:)``, keeping in `kept` the words it split the line into when
  /// they are the whole line's (no dictated end was taken off it): the
  /// suggestion for a rejected line reads the same words, not split again.
  func parse(_ original: String, keeping kept: inout Tokens?) -> Result<
    SessionCommand, ParseFailure
  >? {
    let line = CommandParser.withoutDictatedEnd(original)
    if line.utf8.last == UInt8(ascii: "?") || line.utf8.first == UInt8(ascii: "?"),
      line.allSatisfy({ $0 == "?" || $0.isWhitespace })
    {
      return .success(.help(nil))
    }
    let tokens = Tokens(line)
    if line.utf8.count == original.utf8.count { kept = tokens }
    guard let first = tokens.word(0) else {
      // Only full stops or commas: typed, so answered, not passed over.
      return line.isEmpty && !original.allSatisfy(\.isWhitespace) ? .failure(.unknown("")) : nil
    }
    if let number = CommandParser.number(first) {
      guard tokens.count == 1 else { return .failure(.unknown(tokens.original(0) ?? first)) }
      guard case .whole(let entry) = number else { return .failure(.unusableNumber(.entry)) }
      return .success(.choose(entry))
    }
    guard let name = CommandName(word: first) else { return .failure(.unknown(first)) }
    return parse(name, tokens)
  }

  private func parse(_ name: CommandName, _ tokens: Tokens) -> Result<SessionCommand, ParseFailure>
  {
    let rest = Array(tokens.words.dropFirst())
    func alone(_ command: SessionCommand) -> Result<SessionCommand, ParseFailure> {
      rest.isEmpty ? .success(command) : .failure(.extraWords(name))
    }
    switch name {
    case .up: return alone(.move(.up))
    case .down: return alone(.move(.down))
    case .top: return alone(.move(.toTop))
    case .bottom: return alone(.move(.toBottom))
    case .move: return parseMove(tokens)
    case .grab: return alone(.grab)
    case .drop: return alone(.drop)
    case .cancel: return alone(.cancel)
    case .undo, .redo:
      guard let count = rest.first else { return .success(name == .undo ? .undo : .redo) }
      guard rest.count == 1 else { return .failure(.extraWords(name)) }
      let steps: Steps
      if count == "all" {
        steps = .all
      } else {
        switch CommandParser.number(count) {
        case .whole(let number)? where number >= 1: steps = .count(number)
        case .whole?, .unusable?: return .failure(.unusableNumber(.steps))
        case nil: return .failure(.extraWords(name))
        }
      }
      return .success(name == .undo ? .undoSteps(steps) : .redoSteps(steps))
    case .history: return alone(.history)
    case .changes: return alone(.changes)
    case .actions:
      if rest == ["all"] { return .success(.actions(all: true)) }
      return alone(.actions(all: false))
    case .ideas: return alone(.ideas)
    case .add, .new:
      guard tokens.count > 1 else { return .failure(.incomplete(name)) }
      // `new day` is a day, as `add day` is: an item called "day" was never
      // what was meant.
      if name == .add || name == .new, let added = parseAddDay(tokens) { return added }
      if name == .new, tokens.word(1) == "trip" {
        guard let title = tokens.text(after: 2) else { return .failure(.incomplete(.new)) }
        return .success(.newTrip(CommandParser.quoted(title)?.title ?? title))
      }
      if name == .new, tokens.count > 2, let kind = tokens.word(1),
        ["fixed", "game", "travel"].contains(kind)
      {
        return parseNew(kind, tokens)
      }
      return placing(in: tokens).map { name == .add ? .add($0, $1) : .new($0, $1) }
    case .remove:
      if tokens.word(1) == "day" {
        return number(after: 2, in: tokens, for: .remove, slot: .day).map {
          .changeTrip(.removeDay($0))
        }
      }
      return alone(.remove)
    case .delete: return alone(.delete)
    case .fix: return alone(.fix(true))
    case .unfix: return alone(.fix(false))
    case .rename:
      guard var title = tokens.text(after: 1) else { return .failure(.incomplete(.rename)) }
      // "rename to Supper", as it is said; a quoted title is taken as it is.
      if let quoted = CommandParser.quoted(title), quoted.rest.isEmpty {
        title = quoted.title
      } else if tokens.word(1) == "to", let rest = tokens.text(after: 2) {
        title = rest
      }
      return .success(.rename(title))
    case .time: return parseTime(tokens)
    case .start: return parseStart(tokens)
    case .label, .city: return parseDayText(name, tokens)
    case .zone: return parseZone(tokens)
    case .select: return .success(.select(tokens.text(after: 1)))
    case .unselect: return .success(.unselect(tokens.text(after: 1)))
    case .selection: return alone(.selection)
    case .clear:
      if rest == ["selection"] || rest == ["the", "selection"] { return .success(.clearSelection) }
      return alone(.clearSelection)
    case .where: return alone(.where)
    case .next: return alone(.next)
    case .previous: return alone(.previous)
    case .first: return alone(.first)
    case .last: return alone(.last)
    case .day:
      return number(after: 1, in: tokens, for: .day, slot: .day).map(SessionCommand.day)
    case .focus:
      // `go to NAME` and `go to day N`, the words the answers use.
      var start = 1
      if tokens.word(0) == "go" {
        guard rest.first == "to" else {
          return .failure(rest.isEmpty ? .incomplete(.focus) : .extraWords(.focus))
        }
        if rest.count >= 2, rest[1] == "day" {
          return number(after: 3, in: tokens, for: .day, slot: .day).map(SessionCommand.day)
        }
        start = 2
      }
      guard let name = tokens.text(after: start) else { return .failure(.incomplete(.focus)) }
      return .success(.focus(name))
    case .list:
      if rest.isEmpty { return .success(.list(.focusedDay)) }
      if rest == ["all"] { return .success(.list(.all)) }
      if rest.first == "day" {
        return number(after: 2, in: tokens, for: .list, slot: .day).map { .list(.day($0)) }
      }
      return .failure(.extraWords(.list))
    case .verbosity:
      guard let level = rest.first else { return .success(.verbosity(nil)) }
      guard rest.count == 1, let verbosity = Verbosity(rawValue: level) else {
        return .failure(.unknownVerbosity(tokens.text(after: 1) ?? level))
      }
      return .success(.verbosity(verbosity))
    case .repeat: return alone(.repeat)
    case .open:
      guard let path = tokens.text(after: 1) else { return .failure(.incomplete(.open)) }
      return .success(.open(path))
    case .save:
      if rest.isEmpty { return .success(.save(force: tokens.word(0) == "save!")) }
      if rest == ["anyway"] { return .success(.save(force: true)) }
      guard rest.first == "as" else { return .failure(.extraWords(.save)) }
      guard let path = tokens.text(after: 2) else { return .failure(.incomplete(.save)) }
      return .success(.saveAs(path))
    case .export:
      guard let path = tokens.text(after: 1) else { return .failure(.incomplete(.export)) }
      return .success(.export(path))
    case .import:
      guard let path = tokens.text(after: 1) else { return .failure(.incomplete(.import)) }
      if let between = CommandParser.importBetween(tokens) { return .success(between) }
      // `import trip.ics from …` whose dates are not two dates: said so,
      // not taken for a file name.
      if let at = tokens.words.firstIndex(where: { $0.hasSuffix(".ics") }),
        at + 1 < tokens.words.count,
        tokens.words[at + 1] == "from"
      {
        return .failure(.notImportDates)
      }
      return .success(.importCalendar(path))
    case .help:
      if rest == ["me"] { return .success(.help(nil)) }
      return .success(.help(tokens.text(after: 1)))
    case .quit: return alone(.quit)
    }
  }

  /// The number that is the word at `index` and the last word.
  func number(
    after index: Int, in tokens: Tokens, for name: CommandName, slot: NumberSlot
  ) -> Result<Int, ParseFailure> {
    guard let word = tokens.word(index) else { return .failure(.incomplete(name)) }
    let number: Int
    switch CommandParser.number(word) {
    case .whole(let whole)?: number = whole
    case .unusable?: return .failure(.unusableNumber(slot, move: name == .move))
    case nil: return .failure(.notANumber(name, tokens.original(index) ?? word))
    }
    return tokens.count == index + 1 ? .success(number) : .failure(.extraWords(name))
  }

  /// A word read as a number.
  enum Number: Hashable {
    /// A whole number, 0 or more, of at most ``maximumDigits`` digits.
    case whole(Int)
    /// A number that no day, position or entry can be: below 0, with a
    /// fraction, or too large.
    case unusable
  }

  /// A word read as a number: digits, or a number in words from zero to
  /// ninety-nine ("three", "twenty-one", "Thirty one" once joined); `nil`
  /// for a word that is no number.
  static func number(_ word: String) -> Number? {
    let utf8 = word.utf8
    guard let first = utf8.first else { return nil }
    // A word that starts with a letter is a number only as a number word.
    if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) {
      return NumberWords.value(of: word).map(Number.whole)
    }
    let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    if utf8.allSatisfy(isDigit) {
      guard utf8.count <= maximumDigits, let value = Int(word) else { return .unusable }
      return .whole(value)
    }
    // A sign, a decimal point or comma, and digits: a number, but not one a
    // trip can have.
    let unsigned =
      first == UInt8(ascii: "-") || first == UInt8(ascii: "+") ? utf8.dropFirst() : utf8[...]
    var digits = 0
    var separators = 0
    for byte in unsigned {
      if isDigit(byte) {
        digits += 1
      } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") {
        separators += 1
      } else {
        return nil
      }
    }
    guard digits > 0, separators <= 1 else { return nil }
    return .unusable
  }

  /// The line without the full stops, commas and semicolons that dictation
  /// software types at its end, and white space around it.
  static func withoutDictatedEnd(_ line: String) -> String {
    // Most lines end in a letter or a digit: a look at the last byte says so.
    if let byte = line.utf8.last, byte < 0x80,
      byte != UInt8(ascii: "."), byte != UInt8(ascii: ","), byte != UInt8(ascii: ";"),
      byte != UInt8(ascii: " "), !(0x09...0x0D).contains(byte)
    {
      return line
    }
    var line = Substring(line)
    while let last = line.last, last == "." || last == "," || last == ";" || last.isWhitespace {
      line.removeLast()
    }
    return String(line)
  }
}
