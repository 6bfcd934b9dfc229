import ItinSession
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

@Suite("The session: input that is not a command")
struct SessionInputTests {
  @Test("Unknown input answers in one line with the nearest command")
  func nearestCommand() {
    var session = Sample.session()
    #expect(session.say("mvoe up") == "No command mvoe. Did you mean move up?")
    #expect(session.say("mvoe sideways") == "No command mvoe. Did you mean move?")
    #expect(session.say("udno") == "No command udno. Did you mean undo?")
    #expect(session.say("hist") == "No command hist. Did you mean history?")
    #expect(session.say("lsit day 2") == "No command lsit. Did you mean list day 2?")
    // Found by fuzzing: the rest of the line was said back with its control codes.
    #expect(session.say("bocus di\u{0}\u{0}nner") == "No command bocus. Did you mean focus?")
    #expect(session.say("fcous din\u{7}ner") == "No command fcous. Did you mean focus?")
    #expect(session.say("yes") == "There is no question to answer.")
  }

  @Test("Input with no near command says so, and where the commands are once")
  func noNearCommand() {
    var session = Sample.session()
    #expect(
      session.type("frobnicate") == ["No command frobnicate. Type help for the commands."])
    #expect(session.type("zzyzx") == ["No command zzyzx."])
    #expect(session.type("\u{1B}[A") == ["That is not a command."])
  }

  @Test("A word after a command that takes none, or a missing part, says how to type it, once")
  func usage() {
    var session = Sample.session()
    #expect(session.say("grab 3") == "Grab takes nothing after it.")
    #expect(
      session.say("undo please")
        == "Undo does not take those words. Type undo, undo N, or undo all.")
    #expect(session.say("up now") == "Up does not take those words. Type up, or move up.")
    #expect(session.say("up there") == "Up does not take those words.")
    #expect(session.say("day") == "Day needs more. Type day N.")
    #expect(session.say("day") == "Day needs more.")
    #expect(session.say("day zwei") == "Zwei is not a number.")
    #expect(
      session.say("move")
        == "Move needs more. Type move to day N, move to day N position P, move to position P, move before NAME, or move after NAME."
    )
    #expect(session.say("focus") == "Focus needs more. Type focus NAME.")
  }

  static let hostile: [String] = [
    String(repeating: "a", count: 1 << 20),
    "move to day " + String(repeating: "9", count: 4000),
    "up\u{0}down", "\u{0}", "\u{7}\u{8}\u{1B}[2J", "\u{FFFD}\u{FFFD}", "move to day \u{FFFD}",
    "focus \u{1B}]0;title\u{7}", "  ", "", "\t", "quit now", "open", "save as",
    String(repeating: "up ", count: 2000), "🙂", "moVE To Day 𝟚", "day ٣",
  ]

  @Test(
    "Hostile input never changes the trip and is answered in at most one plain line",
    arguments: hostile)
  func hostileInput(line: String) {
    var session = Sample.session()
    let trip = session.trip
    let reply = session.handle(line)
    #expect(reply.lines.count <= 1)
    #expect(!reply.quits)
    #expect(session.trip == trip)
    #expect(identicalPlacements(session.trip, trip))
    for said in reply.lines {
      #expect(said.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
      #expect(said.count < 200)
    }
  }

  @Test("A line longer than the limit is not read as a command")
  func tooLong() {
    var session = Sample.session()
    #expect(
      session.say("down" + String(repeating: " ", count: 5000))
        == "That line is too long to be a command.")
    #expect(session.trip.position(of: "lunch") == Position(day: 1, rank: 1))
  }

  @Test("Random lines of words and bytes never crash the session or break the trip's rules")
  func randomLines() {
    var random = SplitMix64(seed: 4)
    let words = [
      "up", "down", "move", "to", "day", "position", "before", "after", "top", "bottom", "grab",
      "drop", "cancel", "undo", "redo", "focus", "drive", "fly", "list", "all", "actions", "1", "2",
      "3", "9", "0", "next", "previous", "verbosity", "terse", "repeat", "history", "help", "yes",
      "no", "\u{0}", "\u{1B}", "é", "🙂", "-1", "of",
    ]
    var session = Sample.session()
    for _ in 0..<3000 {
      let count = Int(random.next() % 5) + 1
      let line = (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }
        .joined(separator: " ")
      let reply = session.handle(line)
      #expect(!reply.quits)
      for said in reply.lines {
        #expect(said.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
        #expect(!said.contains("{") && !said.contains("#") && !said.contains("->"))
      }
      expectInvariants(session.trip)
    }
  }
}
