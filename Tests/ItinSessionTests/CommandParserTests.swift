import ItinSession
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

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
    // The words people type.
    ("move to day two", .move(.toDay(2))), ("day three", .day(3)), ("Day Thirty-One", .day(31)),
    ("day twenty one", .day(21)),
    ("move to day 2 position one", .move(.toPosition(Position(day: 2, rank: 1)))),
    ("move to the top", .move(.toTop)), ("move to the bottom", .move(.toBottom)),
    ("go to day 2", .day(2)), ("go to Coffee", .focus("Coffee")), ("Go to day two.", .day(2)),
    ("?", .help(nil)), (" ? ", .help(nil)), ("help me", .help(nil)),
    ("undo 3", .undoSteps(.count(3))), ("undo all", .undoSteps(.all)),
    ("redo two", .redoSteps(.count(2))),
    ("up.", .move(.up)), ("down,", .move(.down)),
    ("move to day 2, position 1", .move(.toPosition(Position(day: 2, rank: 1)))),
    ("move to day 2.", .move(.toDay(2))),
    ("focus Lunch at Lou Malnati's.", .focus("Lunch at Lou Malnati's")),
    ("move Dinner to day 2", .moveNamed("Dinner", .move(.toDay(2)))),
    ("move Drive to Milwaukee to day 1", .moveNamed("Drive to Milwaukee", .move(.toDay(1)))),
    ("move Brewery tour up", .moveNamed("Brewery tour", .move(.up))),
    ("move lunch to the bottom", .moveNamed("lunch", .move(.toBottom))),
    ("move lunch to position 2", .moveNamed("lunch", .toPositionInDay(2))),
    (
      "move lunch to day 3 position 2",
      .moveNamed("lunch", .move(.toPosition(Position(day: 3, rank: 2))))
    ),
    ("move lunch after the falls", .moveNamed("lunch", .nextTo("the falls", after: true))),
    (
      "move Drive to Milwaukee before Brewery tour",
      .moveNamed("Drive to Milwaukee", .nextTo("Brewery tour", after: false))
    ),
  ]

  @Test("Every command, with its synonyms, in any case", arguments: understood)
  func understands(line: String, command: SessionCommand) {
    #expect(CommandParser().parse(line) == .success(command))
  }

  @Test("A blank line is no command", arguments: ["", " ", "\t  \t"])
  func blank(line: String) {
    #expect(CommandParser().parse(line) == nil)
  }

  static let refused: [(String, ParseFailure)] = [
    ("mvoe up", .unknown("mvoe")), ("frobnicate", .unknown("frobnicate")),
    ("3 4", .unknown("3")), ("-1", .unusableNumber(.entry)), ("1.5", .unusableNumber(.entry)),
    ("move", .incomplete(.move)), ("move to", .incomplete(.move)),
    ("move to day", .incomplete(.move)), ("move before", .incomplete(.move)),
    ("move to day zwei", .notANumber(.move, "zwei")),
    ("move to day 99999999999999999999", .unusableNumber(.day, move: true)),
    ("move to day 2 position -1", .unusableNumber(.position(day: 2), move: true)),
    ("move to position 1.5", .unusableNumber(.position(day: nil), move: true)),
    ("move to day 2 position", .incomplete(.move)),
    ("move to day 2 position x", .notANumber(.move, "x")),
    ("move to day 2 then", .extraWords(.move)),
    ("move to position 2 of", .incomplete(.move)),
    ("day", .incomplete(.day)), ("day 1.5", .unusableNumber(.day)),
    ("day -2", .unusableNumber(.day)), ("day 1234567890", .unusableNumber(.day)),
    ("day 2 3", .extraWords(.day)), ("list day", .incomplete(.list)),
    ("list everything", .extraWords(.list)), ("up now", .extraWords(.up)),
    ("undo please", .extraWords(.undo)), ("undo 0", .unusableNumber(.steps)),
    ("focus", .incomplete(.focus)), ("open", .incomplete(.open)), ("go", .incomplete(.focus)),
    ("go away", .extraWords(.focus)), ("move sideways", .extraWords(.move)),
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

  @Test("A line of ASCII splits, folds and trims on its bytes as it does on its characters")
  func asciiLinesSplitAsCharactersDo() {
    var generator = SplitMix64(seed: 22)
    // Every ASCII byte but NUL, white space and letters weighted up.
    let bytes =
      Array(UInt8(1)...UInt8(0x7F)) + Array(repeating: UInt8(ascii: " "), count: 20)
      + Array("abcXYZ".utf8)
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...24, using: &generator)
      let line = String(
        decoding: (0..<count).map { _ in bytes.randomElement(using: &generator) ?? 0x20 },
        as: UTF8.self)
      let runs = Tokens.split(line)
      let pieces = line.split(whereSeparator: \.isWhitespace)
      // Folded, and without the commas and full stops at a word's end.
      let words = pieces.map { piece in
        var word = piece.lowercased()
        while word.count > 1, word.hasSuffix(",") || word.hasSuffix(".") { word.removeLast() }
        return word
      }
      #expect(runs.map(\.folded) == words, "\(Array(line.utf8))")
      #expect(runs.map { String(line[$0.range]) } == pieces.map(String.init), "\(Array(line.utf8))")
    }
    // A line with any other character is split by the Unicode rules.
    let wide = "Café,\u{00A0}Tour  \u{2003}ÉTÉ."
    #expect(Tokens.split(wide).map(\.folded) == ["café", "tour", "été"])
  }

  @Test("Latin letters and signs lower from the table as lowercased() lowers them")
  func latinLowersAsUnicodeDoes() {
    for value in UInt32(0)...0x27F {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(scalar)
      #expect(PlainLowering.lowered(text) == text.lowercased(), "U+\(String(value, radix: 16))")
    }
    var generator = SplitMix64(seed: 23)
    for _ in 0..<2_000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        let latin = UInt32.random(in: 0x20...0x27F, using: &generator)
        let value = Int.random(in: 0..<10, using: &generator) == 0 ? 0xFFFD : latin
        scalars.append(Unicode.Scalar(value) ?? " ")
      }
      let line = String(scalars)
      #expect(
        PlainLowering.lowered(line).map { Array($0.utf8) } == Array(line.lowercased().utf8),
        "\(line.debugDescription)")
      let words = line.split(whereSeparator: \.isWhitespace).map { piece in
        var word = piece.lowercased()
        while word.count > 1, word.hasSuffix(",") || word.hasSuffix(".") { word.removeLast() }
        return word
      }
      #expect(Tokens.split(line).map(\.folded) == words, "\(line.debugDescription)")
    }
    #expect(PlainLowering.lowered("Caf\u{E9} \u{3000}") == nil)
  }
}
