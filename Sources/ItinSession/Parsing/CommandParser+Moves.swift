import ItineraryCore
import ReorderCommands

/// The moves of a line: `move …` in all its shapes, and where `add` and
/// `new` put an item.
extension CommandParser {
  /// `move up`, `move to top`, `move to day N [position P]`, `move to
  /// position P [of day N]`, `move before NAME`, `move after NAME`, and each
  /// of them with a name first: `move Dinner to day 2`.
  func parseMove(_ tokens: Tokens) -> Result<SessionCommand, ParseFailure> {
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
  func command(for move: NamedMove) -> SessionCommand {
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
  func namedMove(in tokens: Tokens) -> Result<SessionCommand, ParseFailure>? {
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
  func placing(in tokens: Tokens) -> Result<(String, NamedMove?), ParseFailure> {
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
      // "from Lyon to Paris": a "to" that names no place is part of the
      // name, known without reading the rest.
      if tokens.words[start] == "to" {
        let next = tokens.word(start + 1) == "the" ? start + 2 : start + 1
        guard let place = tokens.word(next), CommandParser.places.contains(place) else { continue }
      }
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

  /// The words after "to" (and "the") that name a place: `to top`, `to
  /// bottom`, `to day N`, `to position P`.
  static let places: Set<String> = ["top", "bottom", "day", "position"]

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
  func shape(in tokens: Tokens, from start: Int) -> Result<NamedMove, ParseFailure> {
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

  /// `new fixed TITLE …`, `new game TITLE …` and `new travel TITLE from CITY
  /// to CITY …`, with the places `new` takes.
  func parseNew(_ kind: String, _ tokens: Tokens) -> Result<SessionCommand, ParseFailure> {
    guard tokens.count > 2 else { return .failure(.incomplete(.new)) }
    return placing(in: tokens.removing(1)).flatMap { title, place in
      switch kind {
      case "fixed": return .success(.newOfKind(title, place, .fixed))
      case "game": return .success(.newOfKind(title, place, .game))
      default:
        guard let (name, start, end) = CommandParser.travelParts(of: title) else {
          return .failure(.travelNeedsCities)
        }
        return .success(.newOfKind(name, place, .travel(from: start, to: end)))
      }
    }
  }

  /// A travel item's name and cities: "Drive north from Chicago to
  /// Milwaukee" is the name before the last "from", and the cities after it,
  /// split at the first "to" after it; `nil` when one of the three is
  /// missing or blank.
  ///
  /// Read on the title's bytes: "from" and "to" are ASCII, whose bytes are
  /// never part of another character's in UTF-8.
  static func travelParts(of title: String) -> (name: String, from: String, to: String)? {
    let bytes = Array(title.utf8)
    func word(_ word: StaticString, at index: Int) -> Bool {
      let count = word.utf8CodeUnitCount
      guard index > 0, index + count + 1 < bytes.count, bytes[index - 1] == 0x20,
        bytes[index + count] == 0x20
      else { return false }
      for offset in 0..<count where bytes[index + offset] | 0x20 != word.utf8Start[offset] {
        return false
      }
      return true
    }
    guard let from = bytes.indices.reversed().first(where: { word("from", at: $0) }),
      let to = (from + 6..<bytes.count).first(where: { word("to", at: $0) })
    else { return nil }
    let parts = [0..<from - 1, from + 5..<to - 1, to + 3..<bytes.count].map {
      String(decoding: bytes[$0], as: UTF8.self)
    }
    guard parts.allSatisfy({ !isBlank($0) }) else { return nil }
    return (parts[0], parts[1], parts[2])
  }

  /// Whether `text` holds only white space: tested on its bytes when it is
  /// ASCII, as nearly every typed text is.
  static func isBlank(_ text: String) -> Bool {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
    return text.allSatisfy(\.isWhitespace)
  }
}
