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
    let line = CommandParser.withoutDictatedEnd(original)
    if line.utf8.last == UInt8(ascii: "?") || line.utf8.first == UInt8(ascii: "?"),
      line.allSatisfy({ $0 == "?" || $0.isWhitespace })
    {
      return .success(.help(nil))
    }
    let tokens = Tokens(line)
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
      return placing(in: tokens).map { name == .add ? .add($0, $1) : .new($0, $1) }
    case .remove: return alone(.remove)
    case .delete: return alone(.delete)
    case .rename:
      guard var title = tokens.text(after: 1) else { return .failure(.incomplete(.rename)) }
      // "rename to Supper", as it is said; a quoted title is taken as it is.
      if let quoted = CommandParser.quoted(title), quoted.rest.isEmpty {
        title = quoted.title
      } else if tokens.word(1) == "to", let rest = tokens.text(after: 2) {
        title = rest
      }
      return .success(.rename(title))
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
    case .help:
      if rest == ["me"] { return .success(.help(nil)) }
      return .success(.help(tokens.text(after: 1)))
    case .quit: return alone(.quit)
    }
  }

  /// `move up`, `move to top`, `move to day N [position P]`, `move to
  /// position P [of day N]`, `move before NAME`, `move after NAME`, and each
  /// of them with a name first: `move Dinner to day 2`.
  private func parseMove(_ tokens: Tokens) -> Result<SessionCommand, ParseFailure> {
    guard tokens.count > 1 else { return .failure(.incomplete(.move)) }
    switch shape(in: tokens, from: 1) {
    case .success(let named): return .success(command(for: named))
    case .failure(let failure):
      // Not a move of the focused item: the words before the move may be a name.
      guard case .extraWords = failure else { return .failure(failure) }
      return namedMove(in: tokens) ?? .failure(failure)
    }
  }

  /// The session command of a move of the focused item.
  private func command(for move: NamedMove) -> SessionCommand {
    switch move {
    case .move(let move): .move(move)
    case .toPositionInDay(let rank): .moveToPositionInDay(rank)
    case .nextTo(let other, let after): .moveNextTo(other, after: after)
    }
  }

  /// `move NAME SHAPE`: the name is the words before the first place where
  /// the rest of the line is a whole move (`move Drive to Milwaukee to day
  /// 1` is the item "Drive to Milwaukee"); `nil` when no place is.
  ///
  /// A move there with a number no day or position can be is said, as it
  /// is for the focused item.
  private func namedMove(in tokens: Tokens) -> Result<SessionCommand, ParseFailure>? {
    var unusable: ParseFailure?
    for start in 2..<max(2, tokens.count)
    where ["up", "down", "top", "bottom", "to", "before", "after"].contains(tokens.words[start]) {
      switch shape(in: tokens, from: start) {
      case .success(let move):
        guard let name = tokens.text(from: 1, to: start) else { continue }
        return .success(.moveNamed(name, move))
      case .failure(let failure):
        if case .unusableNumber(let slot, _, _) = failure, unusable == nil {
          unusable = .unusableNumber(slot, move: true, named: true)
        }
      }
    }
    return unusable.map { .failure($0) }
  }

  /// `add NAME [PLACE]` and `new TITLE [PLACE]`: the name is the words
  /// before the first place where the rest of the line is a place an item
  /// can be put (`to day N`, `to day N position P`, `to position P [of day
  /// N]`, `before OTHER`, `after OTHER`); with no such place, the whole rest
  /// is the name, put after the focused item.
  private func placing(in tokens: Tokens) -> Result<(String, NamedMove?), ParseFailure> {
    // A quoted name is taken whole: `new "Coffee before the game" to day 2`.
    if let text = tokens.text(after: 1), let quoted = CommandParser.quoted(text) {
      guard !quoted.rest.isEmpty else { return .success((quoted.title, nil)) }
      let rest = Tokens(quoted.rest)
      switch shape(in: rest, from: 0) {
      case .success(.move(.toDay(let day))): return .success((quoted.title, .move(.toDay(day))))
      case .success(.move(.toPosition(let position))):
        return .success((quoted.title, .move(.toPosition(position))))
      case .success(.toPositionInDay(let rank)):
        return .success((quoted.title, .toPositionInDay(rank)))
      case .success(.nextTo(let other, let after)):
        return .success((quoted.title, .nextTo(other, after: after)))
      case .failure(.unusableNumber(let slot, _, _)): return .failure(.unusableNumber(slot))
      default: return .failure(.extraWords(.add))
      }
    }
    for start in 2..<max(2, tokens.count)
    where ["to", "before", "after"].contains(tokens.words[start]) {
      switch shape(in: tokens, from: start) {
      case .success(.move(.toDay(let day))):
        if let name = tokens.text(from: 1, to: start) {
          return .success((name, .move(.toDay(day))))
        }
      case .success(.move(.toPosition(let position))):
        if let name = tokens.text(from: 1, to: start) {
          return .success((name, .move(.toPosition(position))))
        }
      case .success(.toPositionInDay(let rank)):
        if let name = tokens.text(from: 1, to: start) {
          return .success((name, .toPositionInDay(rank)))
        }
      case .success(.nextTo(let other, let after)):
        if let name = tokens.text(from: 1, to: start) {
          return .success((name, .nextTo(other, after: after)))
        }
      case .failure(.unusableNumber(let slot, _, _)):
        return .failure(.unusableNumber(slot))
      default: continue
      }
    }
    guard let name = tokens.text(after: 1) else { return .failure(.incomplete(.add)) }
    return .success((name, nil))
  }

  /// A name in double quotes (straight or curly) at the start of `text`:
  /// the name without them, and the rest of the text after the closing
  /// quote; `nil` when `text` does not start with a quote or has no closing
  /// one.
  static func quoted(_ text: String) -> (title: String, rest: String)? {
    // Most names start with no quote: one byte says so. A curly quote's
    // UTF-8 starts with 0xE2.
    guard let byte = text.utf8.first, byte == UInt8(ascii: "\"") || byte == 0xE2,
      let first = text.first, first == "\"" || first == "\u{201C}",
      let end = text.dropFirst().firstIndex(where: { $0 == "\"" || $0 == "\u{201D}" })
    else { return nil }
    let title = text[text.index(after: text.startIndex)..<end]
    let rest = text[text.index(after: end)...].trimmingCharacters(in: .whitespaces)
    return (String(title), rest)
  }

  /// The move the words from `start` to the end make.
  private func shape(in tokens: Tokens, from start: Int) -> Result<NamedMove, ParseFailure> {
    let words = Array(tokens.words.dropFirst(start))
    switch words.first {
    case "up" where words.count == 1: return .success(.move(.up))
    case "down" where words.count == 1: return .success(.move(.down))
    case "top" where words.count == 1: return .success(.move(.toTop))
    case "bottom" where words.count == 1: return .success(.move(.toBottom))
    case "before", "after":
      guard let name = tokens.text(after: start + 1) else { return .failure(.incomplete(.move)) }
      return .success(.nextTo(name, after: words.first == "after"))
    case "to": break
    default: return .failure(words.isEmpty ? .incomplete(.move) : .extraWords(.move))
    }
    // "move to the top": the words the answers use.
    let skip = words.count > 1 && words[1] == "the" ? 2 : 1
    let target = Array(words.dropFirst(skip))
    let at = start + skip
    switch target.first {
    case "top" where target.count == 1: return .success(.move(.toTop))
    case "bottom" where target.count == 1: return .success(.move(.toBottom))
    case "day":
      // to day N, to day N position P
      guard target.count >= 2 else { return .failure(.incomplete(.move)) }
      let day: Int
      switch CommandParser.number(target[1]) {
      case .whole(let number)?: day = number
      case .unusable?: return .failure(.unusableNumber(.day, move: true))
      case nil: return .failure(.notANumber(.move, tokens.original(at + 1) ?? target[1]))
      }
      if target.count == 2 { return .success(.move(.toDay(day))) }
      guard target[2] == "position" else { return .failure(.extraWords(.move)) }
      return number(after: at + 3, in: tokens, for: .move, slot: .position(day: day)).map {
        .move(.toPosition(Position(day: day, rank: $0)))
      }
    case "position":
      // to position P, to position P of day N
      guard target.count >= 2 else { return .failure(.incomplete(.move)) }
      let rank: Int
      switch CommandParser.number(target[1]) {
      case .whole(let number)?: rank = number
      case .unusable?:
        // The day, if one is said, is the one whose positions to name.
        let day = target.count == 5 ? CommandParser.number(target[4]) : nil
        if case .whole(let number)? = day {
          return .failure(.unusableNumber(.position(day: number), move: true))
        }
        return .failure(.unusableNumber(.position(day: nil), move: true))
      case nil: return .failure(.notANumber(.move, tokens.original(at + 1) ?? target[1]))
      }
      if target.count == 2 { return .success(.toPositionInDay(rank)) }
      guard target.count >= 4, target[2] == "of", target[3] == "day" else {
        return .failure(target.count == 3 ? .incomplete(.move) : .extraWords(.move))
      }
      return number(after: at + 4, in: tokens, for: .move, slot: .day).map {
        .move(.toPosition(Position(day: $0, rank: rank)))
      }
    default:
      return .failure(target.isEmpty ? .incomplete(.move) : .extraWords(.move))
    }
  }

  /// The number that is the word at `index` and the last word.
  private func number(
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

/// Numbers said as words, zero to ninety-nine: "three", "twenty-one".
enum NumberWords {
  private static let units = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
  ]
  private static let tens = [
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
  ]

  /// Every number word and its value, "zero" to "ninety-nine", made once:
  /// a line's words are looked up here, not compared with each word in turn.
  private static let values: [String: Int] = {
    var values = Dictionary(uniqueKeysWithValues: units.enumerated().map { ($1, $0) })
    for (ten, value) in tens {
      values[ten] = value
      for unit in 1...9 { values[ten + "-" + units[unit]] = value + unit }
    }
    return values
  }()

  /// The value of a number word, case folded; a tens word and a unit may be
  /// joined by a hyphen.
  static func value(of word: String) -> Int? {
    values[word]
  }

  /// Whether two words are one number said in two: "twenty" and "one".
  static func join(_ first: String, _ second: String) -> Bool {
    // Every tens word ends in "ty": most words are passed over unlooked-up.
    guard first.utf8.last == UInt8(ascii: "y"), first.utf8.dropLast().last == UInt8(ascii: "t"),
      tens[first] != nil, let unit = values[second]
    else { return false }
    return (1...9).contains(unit)
  }
}

/// A line split into words, keeping where each began so that the rest of the
/// line can be taken as typed.
///
/// A comma or full stop at the end of a word is not part of it (`2,` is `2`),
/// and a number said in two words is one word (`twenty one`).
package struct Tokens {
  /// The words, case folded.
  let words: [String]
  /// Where each word stands in the line, as typed.
  private let pieces: [Range<String.Index>]
  private let line: String

  init(_ line: String) {
    self.line = line
    var pieces: [Range<String.Index>] = []
    var words: [String] = []
    let found = Tokens.split(line)
    pieces.reserveCapacity(found.count)
    words.reserveCapacity(found.count)
    for run in found {
      var word = run.folded
      while word.utf8.count > 1, let last = word.utf8.last,
        last == UInt8(ascii: ",") || last == UInt8(ascii: ".")
      {
        word.removeLast()
      }
      if let previous = words.last, NumberWords.join(previous, word), let start = pieces.last {
        words[words.count - 1] = previous + "-" + word
        pieces[pieces.count - 1] = start.lowerBound..<run.range.upperBound
        continue
      }
      words.append(word)
      pieces.append(run.range)
    }
    self.words = words
    self.pieces = pieces
  }

  /// A run of a line between white space: where it stands, and its words
  /// case folded.
  package struct Run {
    package var range: Range<String.Index>
    package var folded: String
  }

  /// The runs of a line between white space.
  ///
  /// A line of ASCII, as nearly every typed line is, is split and folded on
  /// its bytes (white space is space, and tab to carriage return: the ASCII
  /// characters with the Unicode White_Space property), a tenth of the cost
  /// of asking each character; any other line by its characters' White_Space
  /// property and the Unicode rules for lowering.
  package static func split(_ line: String) -> [Run] {
    var text = line
    let utf8 = line.utf8
    let runs = text.withUTF8 { bytes -> [Run]? in
      var runs: [Run] = []
      var start: Int?
      var upper = false
      for index in 0...bytes.count {
        let byte = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
        if byte >= 0x80 { return nil }
        guard byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) else {
          if start == nil { start = index }
          if (0x41...0x5A).contains(byte) { upper = true }
          continue
        }
        guard let first = start else { continue }
        let run = UnsafeBufferPointer(rebasing: bytes[first..<index])
        let folded =
          upper
          ? String(decoding: run.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
          : String(decoding: run, as: UTF8.self)
        let lower = utf8.index(utf8.startIndex, offsetBy: first)
        runs.append(Run(range: lower..<utf8.index(lower, offsetBy: run.count), folded: folded))
        start = nil
        upper = false
      }
      return runs
    }
    if let runs { return runs }
    return line.split(whereSeparator: \.isWhitespace).map {
      Run(range: $0.startIndex..<$0.endIndex, folded: $0.lowercased())
    }
  }

  var count: Int { words.count }

  func word(_ index: Int) -> String? {
    words.indices.contains(index) ? words[index] : nil
  }

  func original(_ index: Int) -> String? {
    pieces.indices.contains(index) ? String(line[pieces[index]]) : nil
  }

  /// The line from word `index` to its end, as typed, white space at the
  /// ends removed; `nil` when there is no such word.
  func text(after index: Int) -> String? {
    guard pieces.indices.contains(index), let last = pieces.last else { return nil }
    return String(line[pieces[index].lowerBound..<last.upperBound])
  }

  /// The words from `start` up to, not with, word `end`, as typed.
  func text(from start: Int, to end: Int) -> String? {
    guard start < end, pieces.indices.contains(start), pieces.indices.contains(end - 1) else {
      return nil
    }
    return String(line[pieces[start].lowerBound..<pieces[end - 1].upperBound])
  }
}
