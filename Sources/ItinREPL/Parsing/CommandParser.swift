import ItineraryCore
import ReorderCommands

/// Reads one line as a ``SessionCommand``.
///
/// Words are split at white space and matched without regard to case, so
/// `Move  To DAY 3` is `move to day 3`. A name or a path is the rest of the
/// line as it was typed.
public struct CommandParser: Sendable {
  /// The largest number read as a day, a position or a menu entry; longer
  /// runs of digits are not numbers a trip can have.
  static let maximumDigits = 9

  public init() {}

  /// The command a line asks for, or why it is none.
  ///
  /// A blank line is `nil`.
  public func parse(_ line: String) -> Result<SessionCommand, ParseFailure>? {
    let tokens = Tokens(line)
    guard let first = tokens.word(0) else { return nil }
    if let number = CommandParser.number(first) {
      return tokens.count == 1 ? .success(.choose(number)) : .failure(.unknown(first))
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
    case .undo: return alone(.undo)
    case .redo: return alone(.redo)
    case .history: return alone(.history)
    case .actions:
      if rest == ["all"] { return .success(.actions(all: true)) }
      return alone(.actions(all: false))
    case .where: return alone(.where)
    case .next: return alone(.next)
    case .previous: return alone(.previous)
    case .first: return alone(.first)
    case .last: return alone(.last)
    case .day:
      return number(after: 1, in: tokens, for: .day).map(SessionCommand.day)
    case .focus:
      guard let name = tokens.text(after: 1) else { return .failure(.incomplete(.focus)) }
      return .success(.focus(name))
    case .list:
      if rest.isEmpty { return .success(.list(.focusedDay)) }
      if rest == ["all"] { return .success(.list(.all)) }
      if rest.first == "day" {
        return number(after: 2, in: tokens, for: .list).map { .list(.day($0)) }
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
    case .help: return .success(.help(tokens.text(after: 1)))
    case .quit: return alone(.quit)
    }
  }

  /// `move up`, `move to top`, `move to day N [position P]`, `move to
  /// position P [of day N]`, `move before NAME`, `move after NAME`.
  private func parseMove(_ tokens: Tokens) -> Result<SessionCommand, ParseFailure> {
    let words = Array(tokens.words.dropFirst())
    switch words.first {
    case "up" where words.count == 1: return .success(.move(.up))
    case "down" where words.count == 1: return .success(.move(.down))
    case "top" where words.count == 1: return .success(.move(.toTop))
    case "bottom" where words.count == 1: return .success(.move(.toBottom))
    case "before", "after":
      guard let name = tokens.text(after: 2) else { return .failure(.incomplete(.move)) }
      return .success(.moveNextTo(name, after: words.first == "after"))
    case "to": break
    default: return .failure(words.isEmpty ? .incomplete(.move) : .extraWords(.move))
    }
    let target = Array(words.dropFirst())
    switch target.first {
    case "top" where target.count == 1: return .success(.move(.toTop))
    case "bottom" where target.count == 1: return .success(.move(.toBottom))
    case "day":
      // move to day N, move to day N position P
      guard target.count >= 2 else { return .failure(.incomplete(.move)) }
      guard let day = CommandParser.number(target[1]) else {
        return .failure(.notANumber(.move, tokens.original(3) ?? target[1]))
      }
      if target.count == 2 { return .success(.move(.toDay(day))) }
      guard target[2] == "position" else { return .failure(.extraWords(.move)) }
      return number(after: 5, in: tokens, for: .move).map {
        .move(.toPosition(Position(day: day, rank: $0)))
      }
    case "position":
      // move to position P, move to position P of day N
      guard target.count >= 2 else { return .failure(.incomplete(.move)) }
      guard let rank = CommandParser.number(target[1]) else {
        return .failure(.notANumber(.move, tokens.original(3) ?? target[1]))
      }
      if target.count == 2 { return .success(.moveToPositionInDay(rank)) }
      guard target.count >= 4, target[2] == "of", target[3] == "day" else {
        return .failure(target.count == 3 ? .incomplete(.move) : .extraWords(.move))
      }
      return number(after: 6, in: tokens, for: .move).map {
        .move(.toPosition(Position(day: $0, rank: rank)))
      }
    default:
      return .failure(target.isEmpty ? .incomplete(.move) : .extraWords(.move))
    }
  }

  /// The number that is the word at `index` and the last word.
  private func number(after index: Int, in tokens: Tokens, for name: CommandName) -> Result<
    Int, ParseFailure
  > {
    guard let word = tokens.word(index) else { return .failure(.incomplete(name)) }
    guard let number = CommandParser.number(word) else {
      return .failure(.notANumber(name, tokens.original(index) ?? word))
    }
    return tokens.count == index + 1 ? .success(number) : .failure(.extraWords(name))
  }

  /// A whole number of digits only, of at most ``maximumDigits``.
  static func number(_ word: String) -> Int? {
    guard !word.isEmpty, word.utf8.count <= maximumDigits,
      word.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(word)
  }
}

/// A line split into words, keeping where each began so that the rest of the
/// line can be taken as typed.
struct Tokens {
  /// The words, case folded.
  let words: [String]
  private let pieces: [Substring]
  private let line: String

  init(_ line: String) {
    self.line = line
    pieces = line.split(whereSeparator: \.isWhitespace)
    words = pieces.map { $0.lowercased() }
  }

  var count: Int { words.count }

  func word(_ index: Int) -> String? {
    words.indices.contains(index) ? words[index] : nil
  }

  func original(_ index: Int) -> String? {
    pieces.indices.contains(index) ? String(pieces[index]) : nil
  }

  /// The line from word `index` to its end, as typed, white space at the
  /// ends removed; `nil` when there is no such word.
  func text(after index: Int) -> String? {
    guard pieces.indices.contains(index), let last = pieces.last else { return nil }
    return String(line[pieces[index].startIndex..<last.endIndex])
  }
}
