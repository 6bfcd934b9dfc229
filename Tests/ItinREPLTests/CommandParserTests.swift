import ItinREPL
import ItineraryCore
import ReorderCommands
import Testing

@Suite("Reading a line as a command")
struct CommandParserTests {
  static let understood: [(String, SessionCommand)] = [
    ("up", .move(.up)), ("move up", .move(.up)), ("Move Up", .move(.up)),
    ("down", .move(.down)), ("move down", .move(.down)),
    ("top", .move(.toTop)), ("move to top", .move(.toTop)), ("move top", .move(.toTop)),
    ("bottom", .move(.toBottom)), ("move to bottom", .move(.toBottom)),
    ("move to day 3", .move(.toDay(3))), ("MOVE  TO\tDAY 3", .move(.toDay(3))),
    ("move to day 2 position 4", .move(.toPosition(Position(day: 2, rank: 4)))),
    ("move to position 4 of day 2", .move(.toPosition(Position(day: 2, rank: 4)))),
    ("move to position 2", .moveToPositionInDay(2)),
    ("move before Brewery Tour", .moveNextTo("Brewery Tour", after: false)),
    ("move after  the  falls ", .moveNextTo("the  falls", after: true)),
    ("grab", .grab), ("drop", .drop), ("cancel", .cancel),
    ("undo", .undo), ("redo", .redo), ("history", .history),
    ("actions", .actions(all: false)), ("actions all", .actions(all: true)),
    ("3", .choose(3)), (" 12 ", .choose(12)),
    ("where", .where), ("next", .next), ("previous", .previous), ("prev", .previous),
    ("first", .first), ("last", .last), ("day 4", .day(4)), ("day 0", .day(0)),
    ("focus Lunch at", .focus("Lunch at")),
    ("list", .list(.focusedDay)), ("list day 2", .list(.day(2))), ("list all", .list(.all)),
    ("verbosity", .verbosity(nil)), ("verbosity TERSE", .verbosity(.terse)),
    ("verbosity verbose", .verbosity(.verbose)), ("repeat", .repeat),
    ("open Trips/My Trip.json", .open("Trips/My Trip.json")), ("save", .save(force: false)),
    ("save!", .save(force: true)), ("SAVE!", .save(force: true)),
    ("save anyway", .save(force: true)), ("Save Anyway", .save(force: true)),
    ("save as /tmp/Copy.json", .saveAs("/tmp/Copy.json")),
    ("help", .help(nil)), ("help move", .help("move")),
    ("quit", .quit), ("exit", .quit), ("Q", .quit),
  ]

  @Test("Every command of SPEC section 3, with its synonyms, in any case", arguments: understood)
  func understands(line: String, command: SessionCommand) {
    #expect(CommandParser().parse(line) == .success(command))
  }

  @Test("A blank line is no command", arguments: ["", " ", "\t  \t"])
  func blank(line: String) {
    #expect(CommandParser().parse(line) == nil)
  }

  static let refused: [(String, ParseFailure)] = [
    ("mvoe up", .unknown("mvoe")), ("frobnicate", .unknown("frobnicate")),
    ("3 4", .unknown("3")), ("-1", .unknown("-1")),
    ("move", .incomplete(.move)), ("move to", .incomplete(.move)),
    ("move to day", .incomplete(.move)), ("move before", .incomplete(.move)),
    ("move to day two", .notANumber(.move, "two")),
    ("move to day 2 position", .incomplete(.move)),
    ("move to day 2 position x", .notANumber(.move, "x")),
    ("move to day 2 then", .extraWords(.move)), ("move sideways", .extraWords(.move)),
    ("move to position 2 of", .incomplete(.move)),
    ("day", .incomplete(.day)), ("day 1.5", .notANumber(.day, "1.5")),
    ("day -2", .notANumber(.day, "-2")), ("day 1234567890", .notANumber(.day, "1234567890")),
    ("day 2 3", .extraWords(.day)), ("list day", .incomplete(.list)),
    ("list everything", .extraWords(.list)), ("up now", .extraWords(.up)),
    ("undo 3", .extraWords(.undo)), ("focus", .incomplete(.focus)), ("open", .incomplete(.open)),
    ("save as", .incomplete(.save)), ("save it", .extraWords(.save)),
    ("verbosity loud", .unknownVerbosity("loud")), ("actions none", .extraWords(.actions)),
  ]

  @Test("A line that is not a command says why", arguments: refused)
  func refuses(line: String, failure: ParseFailure) {
    #expect(CommandParser().parse(line) == .failure(failure))
  }
}

@Suite("The nearest command to a slip of the keys")
struct CommandSuggesterTests {
  @Test("The distance with a limit agrees with the whole table, up to the limit, on random words")
  func limitedDistanceAgrees() {
    var generator = SystemRandomNumberGenerator()
    let letters = Array("abcdmnoé".unicodeScalars)
    let suggester = CommandSuggester()
    for _ in 0..<3_000 {
      let a = (0..<Int.random(in: 0...7, using: &generator)).map { _ in
        letters.randomElement(using: &generator) ?? "a"
      }
      let b = (0..<Int.random(in: 0...7, using: &generator)).map { _ in
        letters.randomElement(using: &generator) ?? "a"
      }
      let whole = suggester.distance(a, b, limit: .max)
      for limit in 0...3 {
        let limited = suggester.distance(a, b, limit: limit)
        if whole <= limit {
          #expect(limited == whole, "\(a) \(b) limit \(limit)")
        } else {
          #expect(limited > limit, "\(a) \(b) limit \(limit)")
        }
      }
    }
    #expect(suggester.distance("mvoe", "move") == 1)
    #expect(suggester.distance("kitten", "sitting") == 3)
  }
}
