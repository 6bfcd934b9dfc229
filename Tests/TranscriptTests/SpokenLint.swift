import Foundation
import ItinREPL
import ItinSession
import ItineraryCore
import ReorderCommands

/// The rules of a spoken answer that every answer of every transcript must
/// keep, checked on what a run said (docs/transcripts.md lists them).
struct SpokenLint {
  /// One rule broken, at one line of the transcript.
  struct Finding: Hashable, CustomStringConvertible {
    var line: Int
    var rule: String
    var said: String

    var description: String { "line \(line): \(rule): \(said)" }
  }

  /// The most words of a move announcement at normal verbosity.
  static let moveWordLimit = 16

  /// Symbols a speech synthesizer reads aloud.
  ///
  /// A colon is one: Orca, at its default punctuation level, reads it
  /// "colon" inside a sentence. Item titles and the user's
  /// own typed words are theirs, and are left out of the check.
  static let symbols = [
    "->", "#", "[", "]", "{", "}", "(", ")", "<", ">", "|", "*", "✓", "✔", "~", "`", "^", "=", "\\",
    "@", ":",
  ]

  /// How an announcement that is not about an item by name may begin: the
  /// outcome (docs/announcements.md).
  static let outcomes = [
    "Can't ", "Undid ", "Redid ", "Nothing ", "Grabbed ", "Dropped ", "Cancelled.", "No ",
    "There is no ", "The trip has no items yet.",
  ]

  /// The words that open an instruction: a sentence telling the user what to do.
  static let imperatives: Set<String> = [
    "Type", "Press", "Choose", "Use", "Try", "Say", "Drop", "Enter", "Pick", "Give", "Select",
  ]

  var transcript: Transcript
  var run: InProcessRun

  /// The language the transcript is said in.
  var catalog: Catalog { run.sessions.last?.renderer.catalog ?? .english }

  /// How an announcement not about an item by name may begin in the
  /// transcript's language: the English ``outcomes``, or the words before
  /// the first placeholder of each message whose English begins with one
  /// ("No se puede mover {title}…" opens with "No se puede mover").
  var languageOutcomes: [String] {
    guard catalog.language != "en" else { return SpokenLint.outcomes }
    return Catalog.english.keys.compactMap { key -> String? in
      guard let english = Catalog.english.text(for: key, count: 2),
        SpokenLint.outcomes.contains(where: english.hasPrefix),
        let text = catalog.text(for: key, count: 2)
      else { return nil }
      let lead = text.prefix { $0 != "{" }.trimmingCharacters(in: .whitespaces)
      return lead.isEmpty ? nil : lead
    }
  }

  /// The sentences that tell the user what to do, in the transcript's
  /// language: its hints, said once each.
  var languageInstructions: Set<String> {
    Set(
      Catalog.english.keys.filter { $0.hasPrefix("session.hint.") }.compactMap {
        catalog.text(for: $0)
      })
  }

  /// Every rule broken, in the order of the transcript.
  var findings: [Finding] {
    var findings: [Finding] = []
    var instructions: [String: Int] = [:]
    let parser = CommandParser()
    let answers = run.answers
    let outcomes = languageOutcomes
    let hints = languageInstructions

    func check(_ lines: [String], at line: Int, step: Int?) {
      let sessions = step.map { sessionsAround($0) } ?? Array(run.sessions.suffix(1))
      let titles = SpokenLint.titles(in: sessions)
      let typed = step.map { transcript.steps[$0].typed } ?? ""
      let command = step == nil ? nil : try? parser.parse(typed)?.get()
      let typedWords = Set(SpokenLint.words(typed))
      // The problems of a file being opened name its items by id.
      let namesFileProblems = if case .open? = command { true } else { false }
      let ids = Set(sessions.flatMap { $0.trip.items.map(\.id.rawValue) })
      for said in lines {
        for rule in SpokenLint.plainRules(said) {
          findings.append(Finding(line: line, rule: rule, said: said))
        }
        let own = SpokenLint.removing(
          titles + typed.split(separator: " ").map(String.init), from: said)
        if let symbol = SpokenLint.symbols.first(where: own.contains) {
          findings.append(Finding(line: line, rule: "a symbol read aloud, \(symbol)", said: said))
        }
        if !namesFileProblems,
          let id = SpokenLint.words(own).first(where: {
            ids.contains($0) && !typedWords.contains($0)
          })
        {
          findings.append(Finding(line: line, rule: "an item id, \(id)", said: said))
        }
        if let command, case .help = command { continue }
        if command == .repeat { continue }
        for sentence in SpokenLint.sentences(said)
        where SpokenLint.isInstruction(sentence, titles: titles) || hints.contains(sentence) {
          if let first = instructions[sentence] {
            findings.append(
              Finding(
                line: line, rule: "an instruction said again (first at line \(first))", said: said))
          } else {
            instructions[sentence] = line
          }
        }
      }
      guard let step, let command else { return }
      // A question waiting for its yes or no is asked again in answer to a
      // move; it is no move announcement.
      if SpokenLint.isMove(command), let said = lines.first,
        sessionsAround(step).last?.isAsking == false,
        sessionsAround(step).last?.renderer.verbosity == .normal
      {
        // Words as a listener hears them: a mark standing alone (French " : ")
        // is none.
        let words = said.split(separator: " ").filter {
          $0.contains { $0.isLetter || $0.isNumber }
        }.count
        if words > SpokenLint.moveWordLimit {
          findings.append(
            Finding(line: line, rule: "a move announcement of \(words) words", said: said))
        }
        // A long title is cut at the end of a word to keep the 16 words.
        let lead = said.components(separatedBy: " moved to ").first ?? ""
        let opensWell =
          titles.contains { said.hasPrefix($0 + " ") || said.hasPrefix($0 + ",") }
          || titles.contains { title in
            title.hasPrefix(lead) && title.dropFirst(lead.count).first.map { !$0.isLetter } == true
          }
          // In any language: a title cut at a word's end to keep the words.
          || titles.contains { title in
            let words = title.split(separator: " ")
            return (1..<max(words.count, 1)).contains { count in
              said.hasPrefix(words.prefix(count).joined(separator: " ") + " ")
            }
          }
          || outcomes.contains(where: said.hasPrefix)
          || said.range(of: #"^[0-9]+ items match "#, options: .regularExpression) != nil
          // In another language, items moved together open with their count.
          || (catalog.language != "en"
            && said.range(of: #"^[0-9]+ "#, options: .regularExpression) != nil)
          // Items moved together are the subject: "3 items
          // moved to day 2, positions 4 to 6."
          || said.range(of: #"^[0-9]+ items (moved to|are already) "#, options: .regularExpression)
            != nil
        if !opensWell {
          findings.append(
            Finding(
              line: line,
              rule: "a move announcement that starts with neither the item nor the outcome",
              said: said))
        }
      }
    }

    check(answers.launch, at: 1, step: nil)
    for (index, step) in transcript.steps.enumerated() {
      let said = index < answers.steps.count ? answers.steps[index] : []
      if said.isEmpty, !step.typed.allSatisfy(\.isWhitespace) {
        findings.append(
          Finding(line: step.line, rule: "a command with no answer", said: step.typed))
      }
      check(said, at: step.line, step: index)
    }
    check(answers.end, at: transcript.endLine ?? transcript.steps.last?.line ?? 1, step: nil)
    return findings
  }

  /// The session before the step and after it.
  private func sessionsAround(_ step: Int) -> [Session] {
    guard !run.sessions.isEmpty else { return [] }
    let last = run.sessions.count - 1
    return [run.sessions[min(step, last)], run.sessions[min(step + 1, last)]]
  }

  // The rules, one at a time.

  /// Control codes, empty lines, and a line that does not end as a sentence does.
  static func plainRules(_ said: String) -> [String] {
    var broken: [String] = []
    if let code = said.unicodeScalars.first(where: isControl) {
      broken.append("the control code U+\(String(code.value, radix: 16, uppercase: true))")
    }
    if said.trimmingCharacters(in: .whitespaces).isEmpty {
      broken.append("an empty line")
    } else if !(said.hasSuffix(".") || said.hasSuffix("?")) {
      broken.append("a line that does not end with a full stop or a question mark")
    }
    if said != said.trimmingCharacters(in: .whitespaces) || said.contains("  ") {
      broken.append("spaces a listener cannot hear")
    }
    return broken
  }

  /// C0 and C1 control codes, and DEL.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  static func isMove(_ command: SessionCommand) -> Bool {
    switch command {
    case .move, .moveToPositionInDay, .moveNextTo, .grab, .drop, .cancel, .undo, .redo: true
    default: false
    }
  }

  static func isInstruction(_ sentence: String, titles: [String]) -> Bool {
    if titles.contains(where: { sentence.hasPrefix($0) }) { return false }
    let words = sentence.split(separator: " ")
    guard let first = words.first else { return false }
    if imperatives.contains(String(first)) { return true }
    return words.count > 1 && first == "Move" && words[1] == "it"
  }

  /// The sentences of a line.
  ///
  /// "No command x. Type help for the commands." is two.
  static func sentences(_ line: String) -> [String] {
    var sentences: [String] = []
    var current = ""
    for character in line {
      current.append(character)
      if ".?!".contains(character) {
        sentences.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      }
    }
    let rest = current.trimmingCharacters(in: .whitespaces)
    if !rest.isEmpty { sentences.append(rest) }
    return sentences.filter { !$0.isEmpty }
  }

  /// Every item title and trip title the sessions hold, longest first.
  static func titles(in sessions: [Session]) -> [String] {
    let all = sessions.flatMap { session in
      [session.trip.title] + session.trip.items.map(\.title)
    }
    return Set(all.map(SpokenText.clean)).sorted { $0.count > $1.count }
  }

  static func removing(_ parts: [String], from line: String) -> String {
    parts.filter { !$0.isEmpty }.reduce(line) { $0.replacingOccurrences(of: $1, with: " ") }
  }

  /// Words as ids are spelled: letters, digits, hyphens and underscores.
  static func words(_ text: String) -> [String] {
    text.split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }.map(String.init)
  }
}
