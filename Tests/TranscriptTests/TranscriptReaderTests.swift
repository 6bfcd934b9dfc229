import ItinREPL
import ItinSession
import Testing

@Suite("The transcript reader: what each line means, and rewriting the answers in place")
struct TranscriptReaderTests {
  static let text = """
    Note: A short session.
    Start: file fixtures/weekend.json
    Flags: --verbosity terse

    Type: down
    Note: A note between the typed line and its answer.
    Hear: Position 2 of day 1.

    Type: \\u{1B}[A
    Hear: That is not a command.
    Type:

    End of input.
    Hear: The changes to weekend.json were not saved.

    """

  @Test(
    "Every kind of line is read: start, flags, typed lines with escapes, answers, notes, the end")
  func reads() throws {
    let transcript = try Transcript(text: TranscriptReaderTests.text)
    #expect(transcript.start == .file("fixtures/weekend.json"))
    #expect(transcript.flags == ["--verbosity", "terse"])
    #expect(transcript.steps.map(\.typed) == ["down", "\u{1B}[A", ""])
    #expect(transcript.steps.map(\.line) == [5, 9, 11])
    #expect(
      transcript.expected.steps == [["Position 2 of day 1."], ["That is not a command."], []])
    #expect(transcript.expected.end == ["The changes to weekend.json were not saved."])
    #expect(transcript.endLine == 13)
    #expect(transcript.expected.exitStatus == 0)
  }

  @Test("A check, and what is said at launch before anything is typed, with its exit status")
  func check() throws {
    let transcript = try Transcript(
      text:
        "Start: check bad.json\nHear: bad.json is not a valid trip. 1 problem.\nExit status: 1\n")
    #expect(transcript.start == .check("bad.json"))
    #expect(transcript.expected.launch == ["bad.json is not a valid trip. 1 problem."])
    #expect(transcript.expected.exitStatus == 1)
    #expect(try Transcript(text: "Type: where\n").start == .sampleTrip)
  }

  @Test(
    "A line outside the format is refused, naming the line and why",
    arguments: [
      ("Type: where\nSay: hello\n", 2, "each line starts with"),
      ("Type: where\nStart: sample trip\n", 2, "the start comes before"),
      ("Start: sample trip\nStart: sample trip\n", 2, "there is already a start"),
      ("Start: a boat\n", 1, "the start is sample trip"),
      ("Start: check x.json\nType: where\n", 2, "a check reads no typed lines"),
      ("End of input.\nType: where\n", 2, "nothing is typed after the end"),
      ("Type: where\nExit status: one\n", 2, "the exit status is a number"),
      ("Exit status: 1\nType: where\n", 2, "nothing but notes may follow"),
      ("Type: a\\u{A}b\n", 1, "cannot hold a line break"),
    ])
  func refuses(_ text: String, line: Int, reason: String) {
    #expect {
      _ = try Transcript(text: text)
    } throws: { error in
      guard let error = error as? TranscriptError else { return false }
      return error.line == line && error.sentence.contains(reason)
    }
  }

  @Test("Rewriting with the same answers gives the same file, byte for byte")
  func rewriteSame() throws {
    for text in [TranscriptReaderTests.text, "Start: check x.json\nHear: Bad.\nExit status: 1\n"] {
      let transcript = try Transcript(text: text)
      #expect(transcript.rewritten(with: transcript.expected) == text)
    }
  }

  @Test("Rewriting puts new answers where the old were, and adds the parts that had none")
  func rewriteNew() throws {
    let transcript = try Transcript(
      text: "Note: N.\n\nType: down\nHear: Old.\nHear: Older.\n\nType: up\n")
    let answers = Transcript.Answers(
      launch: [], steps: [["New."], ["Up one.", "Up two."]], end: ["Not saved."], exitStatus: 0)
    let rewritten = transcript.rewritten(with: answers)
    #expect(
      rewritten == """
        Note: N.

        Type: down
        Hear: New.

        Type: up
        Hear: Up one.
        Hear: Up two.

        End of input.
        Hear: Not saved.

        """)
    #expect(try Transcript(text: rewritten).expected == answers)
    let launch = try Transcript(text: "Start: file x.json\n")
    let failed = Transcript.Answers(
      launch: ["Can't open x.json."], steps: [], end: [], exitStatus: 1)
    #expect(try Transcript(text: launch.rewritten(with: failed)).expected == failed)
  }

  @Test("A unified diff shows the changed lines with their context and hunk ranges")
  func diff() {
    let old = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
    var new = old
    new[4] = "E"
    new.append("j")
    #expect(
      UnifiedDiff(old: old, new: new).lines == [
        "--- expected", "+++ actual", "@@ -2,8 +2,9 @@", " b", " c", " d", "-e", "+E", " f", " g",
        " h",
        " i", "+j",
      ])
    #expect(UnifiedDiff(old: old, new: old).lines.isEmpty)
    #expect(
      UnifiedDiff(old: [], new: ["x"]).lines == [
        "--- expected", "+++ actual", "@@ -0,0 +1,1 @@", "+x",
      ])
  }
}
