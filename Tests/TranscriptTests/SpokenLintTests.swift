import Foundation
import ItinREPL
import ItinSession
import Testing

@Suite("The spoken-output lint catches each rule broken, and passes what keeps them")
struct SpokenLintTests {
  static let typed = ["down", "grab", "drop", "where", "help", "help"]

  /// A real run of the sample trip, then its answers with `change` made.
  private func findings(_ change: (inout [[String]]) -> Void) throws -> [SpokenLint.Finding] {
    let text = SpokenLintTests.typed.map { "Type: \($0)\n" }.joined()
    let transcript = try Transcript(text: text)
    var run = try InProcessPlayer.play(transcript, in: FileManager.default.temporaryDirectory)
    change(&run.answers.steps)
    return SpokenLint(transcript: transcript, run: run).findings
  }

  @Test("What the program says now keeps every rule, help said twice included")
  func clean() throws {
    #expect(try findings { _ in }.isEmpty)
  }

  @Test(
    "Each rule broken is found, at its step",
    arguments: [
      (0, [String](), "a command with no answer"),
      (
        0, ["Lunch at Lou Malnati's moved\u{1B}[31m to position 2 of day 1."],
        "the control code U+1B"
      ),
      (3, ["lunch, custom, position 2 of day 1."], "an item id, lunch"),
      (
        0,
        [
          "Lunch at Lou Malnati's moved to position 2 of day 1, after the game and before the drinks."
        ],
        "a move announcement of 18 words"
      ),
      (0, ["Moved Lunch at Lou Malnati's to position 2 of day 1."], "starts with neither"),
      (3, ["Lunch at Lou Malnati's -> position 2 of day 1."], "a symbol read aloud, ->"),
      (
        3, ["Can't move Lunch at Lou Malnati's to day 9: the trip has days 1 to 5."],
        "a symbol read aloud, :"
      ),
      (3, ["Lunch at Lou Malnati's, custom, position 2 of day 1"], "does not end with a full stop"),
      (3, ["Lunch at Lou Malnati's,  custom."], "spaces a listener cannot hear"),
      (3, [""], "an empty line"),
      (3, ["Lunch at Lou Malnati's. Then type drop to keep it there, or cancel."], ""),
    ])
  func rule(step: Int, said: [String], rule: String) throws {
    let found = try findings { $0[step] = said }
    if rule.isEmpty {
      #expect(found.isEmpty, "a sentence that opens with Then is not an instruction word")
    } else {
      #expect(found.contains { $0.rule.contains(rule) && $0.line == step + 1 }, "\(found)")
    }
  }

  @Test("An instruction said a second time is found; asked for again with help, it is not")
  func instructions() throws {
    let repeated = try findings {
      $0[0] = ["Lunch at Lou Malnati's moved. Type undo to take it back."]
      $0[3] = ["Lunch at Lou Malnati's, custom, position 2 of day 1. Type undo to take it back."]
    }
    #expect(repeated.map(\.rule) == ["an instruction said again (first at line 1)"])
    let grabHint = try findings { $0[3] = $0[1] }
    #expect(grabHint.contains { $0.rule.hasPrefix("an instruction said again") })
  }
}
