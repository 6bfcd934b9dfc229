import ItineraryCore

/// Turns file and trip problems into short spoken sentences.
///
/// Each sentence names what it is about first (the item by its id, with the
/// line of the file, or the file itself), then what is wrong, and ends with a
/// full stop. Text that comes from the file (ids, kinds, paths) is cleaned of
/// control characters, so no escape code ever reaches a terminal.
public struct ProblemRenderer: Sendable {
  public init() {}

  /// One sentence for a problem in a trip file.
  public func sentence(for problem: FileProblem) -> String {
    let subject = self.subject(problem.subject, line: problem.line)
    switch problem.kind {
    case .empty:
      return "The file is empty."
    case .notJSON(let syntax, let column):
      let line = problem.line.map { "Line \($0), column \(column)" } ?? "The file"
      return "\(line): not valid JSON, \(phrase(for: syntax))."
    case .notATrip(let found):
      return "The file is JSON but not a trip: it holds \(words(for: found)) instead of an object."
    case .missingField(let field):
      return "\(subject): \(field) is missing."
    case .wrongType(let field, let expected, let found):
      return "\(subject): \(field) must be \(words(for: expected)), not \(words(for: found))."
    case .duplicateField(let field):
      let name = SpokenText.shortened(field)
      return name.isEmpty
        ? "\(subject): a field is written twice." : "\(subject): \(name) is written twice."
    case .unsupportedFormat(let literal):
      let version = SpokenText.shortened(literal)
      if let number = Double(literal), number > Double(TripDocument.formatVersion) {
        return
          "The file is format \(version), newer than this version reads. It reads format \(TripDocument.formatVersion)."
      }
      return "The file is format \(version). Only format \(TripDocument.formatVersion) is read."
    case .unknownKind(let kind):
      let name = SpokenText.shortened(kind)
      let kind = name.isEmpty ? "the kind" : "kind \(name)"
      return "\(subject): \(kind) is unknown: it must be game, travel or custom."
    case .numberTooLarge(let field):
      return "\(subject): \(field) is too large a number."
    case .emptyID:
      return "\(subject): the id is empty."
    case .rule(let rule):
      return "\(subject): \(clause(for: rule))."
    }
  }

  /// The lines that say why a trip file was refused: for a file that could
  /// not be read, one sentence; for an invalid one, `headline` (given the
  /// count, such as "3 problems") and then one sentence to a problem.
  public func lines(for error: TripFileError, headline: (String) -> String) -> [String] {
    switch error {
    case .unreadable(let access):
      [sentence(for: access)]
    case .invalid(let problems):
      [headline(SpokenText.count(problems.count, "problem"))] + problems.map(sentence(for:))
    }
  }

  /// One sentence for a rule that a trip made in code breaks.
  public func sentence(for problem: TripProblem) -> String {
    let subject = problem.itemID.map(itemName) ?? "The trip"
    return "\(subject): \(clause(for: problem))."
  }

  /// One sentence for a file that could not be read or written.
  public func sentence(for error: FileAccessError) -> String {
    let verb = error.operation == .read ? "open" : "save to"
    let reason: String
    switch error.reason {
    case .noSuchFile: reason = "there is no such file"
    case .noSuchFolder: reason = "the folder does not exist"
    case .permissionDenied: reason = "permission denied"
    case .isAFolder: reason = "it is a folder"
    case .notAFolder: reason = "part of the path is not a folder"
    case .readOnly: reason = "the disk is read-only"
    case .diskFull: reason = "the disk is full"
    case .tooLarge(let limit): reason = "it is larger than \(limit >> 20) megabytes"
    case .linkLoop: reason = "its links lead round in a loop"
    case .other(let code): reason = "system error \(code)"
    }
    return "Can't \(verb) \(SpokenText.shortened(error.path)): \(reason)."
  }

  private func subject(_ subject: FileProblem.Subject, line: Int?) -> String {
    let name: String
    switch subject {
    case .file: name = "The file"
    case .day(let number): name = "Day \(number)"
    case .item(let id): name = itemName(id)
    case .itemNumber(let number): name = "Item \(number)"
    case .idea(let id):
      let spoken = SpokenText.shortened(id.rawValue)
      name = spoken.isEmpty ? "An idea" : "Idea \(spoken)"
    case .ideaNumber(let number): name = "Idea \(number)"
    }
    return line.map { "\(name), line \($0)" } ?? name
  }

  /// "Item dinner", or "An item" for an id with nothing to say.
  private func itemName(_ id: ItemID) -> String {
    let spoken = SpokenText.shortened(id.rawValue)
    return spoken.isEmpty ? "An item" : "Item \(spoken)"
  }

  private func clause(for problem: TripProblem) -> String {
    switch problem {
    case .noDays:
      return "it has no days"
    case .emptyID(let number):
      return "item \(number) has an empty id"
    case .emptyTitle:
      return "the title is blank"
    case .duplicateID(_, let count):
      return "this id is used by \(count) items"
    case .dayOutOfRange(_, let day, let dayCount):
      return "day \(day) is out of range, \(SpokenText.dayRange(dayCount))"
    case .sortOrderNotFinite:
      return "sortOrder is not a finite number"
    case .sharedSortOrder(let ids, let day, let sortOrder):
      let others = ids.dropFirst().map { SpokenText.shortened($0.rawValue) }
      return
        "shares sortOrder \(TripNumber.text(sortOrder)) on day \(day) with \(SpokenText.list(others))"
    case .anchorNotFound(_, let anchor, let named):
      return
        "\(anchor.rawValue) names \(SpokenText.shortened(named.rawValue)), which is not in the trip"
    case .anchorNotAGame(_, let anchor, let named):
      return "\(anchor.rawValue) names \(SpokenText.shortened(named.rawValue)), which is not a game"
    case .mustComeAfter(_, let game):
      return
        "it is placed before game \(SpokenText.shortened(game.rawValue)), but must come after it"
    case .mustComeBefore(_, let game):
      return
        "it is placed after game \(SpokenText.shortened(game.rawValue)), but must come before it"
    case .gameIdea:
      return "a game is fixed to its day, so it cannot be an idea"
    }
  }

  private func phrase(for problem: JSONSyntaxProblem) -> String {
    switch problem {
    case .expectedValue: "expected a value"
    case .expectedCommaOrBrace: "expected a comma or a closing brace"
    case .expectedCommaOrBracket: "expected a comma or a closing bracket"
    case .expectedColon: "expected a colon"
    case .expectedFieldName: "expected a field name in quotes"
    case .unexpectedEnd: "the file ends too soon"
    case .extraText: "there is more after the end of the trip"
    case .badString: "a text value has a bad escape or a control character"
    case .badNumber: "a number is written wrongly"
    case .notUTF8: "the text is not UTF-8"
    case .tooDeep: "values are nested too deeply"
    }
  }

  private func words(for type: JSONType) -> String {
    switch type {
    case .object: "an object"
    case .array: "a list"
    case .string: "text"
    case .number: "a number"
    case .bool: "true or false"
    case .null: "null"
    case .wholeNumber: "a whole number"
    }
  }

}
