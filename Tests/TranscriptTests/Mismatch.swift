import ItinREPL
import ItinSession
import TripTestSupport

/// Where a run said something other than its transcript expects, written for
/// the person who reads the test's failure.
struct Mismatch: Error, CustomStringConvertible {
  /// The transcript line it points at.
  var line: Int
  var description: String

  /// The first part of an in-process run that differs from the transcript,
  /// or `nil` when every part matches.
  static func inProcess(
    _ file: TranscriptFile, _ transcript: Transcript, _ actual: Transcript.Answers
  )
    -> Mismatch?
  {
    let expected = transcript.expected
    var parts: [(line: Int, name: String, typed: String?, expected: [String], actual: [String])] =
      []
    parts.append((1, "what is said at launch", nil, expected.launch, actual.launch))
    for (index, step) in transcript.steps.enumerated() {
      let said = index < actual.steps.count ? actual.steps[index] : []
      parts.append((step.line, "step \(index + 1)", step.typed, expected.steps[index], said))
    }
    let endLine = transcript.endLine ?? transcript.steps.last?.line ?? 1
    parts.append((endLine, "the end of input", nil, expected.end, actual.end))
    let differing = parts.filter { $0.expected != $0.actual }
    guard let first = differing.first else {
      guard expected.exitStatus != actual.exitStatus else { return nil }
      return Mismatch(
        line: endLine,
        description:
          "\(file.name): the exit status is \(actual.exitStatus), not \(expected.exitStatus), in-process."
      )
    }
    var text = ["\(file.name), \(first.name) (line \(first.line)), in-process: the answer differs."]
    if let typed = first.typed { text.append("Typed: " + TranscriptFormat.escape(typed)) }
    text += ["Expected:"] + indented(first.expected) + ["Actual:"] + indented(first.actual)
    text += UnifiedDiff(old: first.expected, new: first.actual).lines
    switch differing.count {
    case 1: break
    case 2: text.append("1 later part differs too.")
    default: text.append("\(differing.count - 1) later parts differ too.")
    }
    return Mismatch(line: first.line, description: text.joined(separator: "\n"))
  }

  /// What the built executable did differently from the transcript, or `nil`.
  static func throughPipe(
    _ file: TranscriptFile, _ transcript: Transcript, _ outcome: Executable.Outcome
  ) -> Mismatch? {
    let lastLine = transcript.endLine ?? transcript.steps.last?.line ?? 1
    if !outcome.errors.isEmpty {
      return Mismatch(
        line: 1,
        description:
          "\(file.name), through the executable: it wrote to standard error:\n\(outcome.errors)")
    }
    if let bad = outcome.output.unicodeScalars.first(where: {
      SpokenLint.isControl($0) && $0 != "\n"
    }) {
      return Mismatch(
        line: 1,
        description:
          "\(file.name), through the executable: its output holds the control code U+\(String(bad.value, radix: 16, uppercase: true))."
      )
    }
    let expected = transcript.expected.allLines
    let actual = outcome.lines
    if expected == actual {
      guard outcome.status != transcript.expected.exitStatus else { return nil }
      return Mismatch(
        line: lastLine,
        description:
          "\(file.name), through the executable: the exit status is \(outcome.status), not \(transcript.expected.exitStatus)."
      )
    }
    let index = zip(expected, actual).prefix { $0 == $1 }.count
    let step = transcript.step(containing: min(index, max(expected.count - 1, 0)))
    var text: [String]
    var line = lastLine
    if let step, index < expected.count {
      line = transcript.steps[step].line
      text = [
        "\(file.name), step \(step + 1) (line \(line)), through the executable: the output differs.",
        "Typed: " + TranscriptFormat.escape(transcript.steps[step].typed),
      ]
    } else if index < transcript.expected.launch.count {
      line = 1
      text = ["\(file.name), what is said at launch, through the executable: the output differs."]
    } else {
      text = [
        "\(file.name), at the end (line \(lastLine)), through the executable: the output differs."
      ]
    }
    text +=
      ["Expected, from line \(index + 1) of the output:"]
      + indented(Array(expected.dropFirst(index).prefix(5)))
    text += ["Actual:"] + indented(Array(actual.dropFirst(index).prefix(5)))
    text += UnifiedDiff(old: expected, new: actual).lines
    return Mismatch(line: line, description: text.joined(separator: "\n"))
  }

  private static func indented(_ lines: [String]) -> [String] {
    lines.isEmpty ? ["  (nothing)"] : lines.map { "  " + $0 }
  }
}
