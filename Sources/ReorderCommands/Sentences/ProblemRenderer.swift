import ItineraryCore

/// Turns file and trip problems into short spoken sentences.
///
/// Each sentence names what it is about first (the item by its id, with the
/// line of the file, or the file itself), then what is wrong, and ends with a
/// full stop. Text that comes from the file (ids, kinds, paths) is cleaned of
/// control characters, so no escape code ever reaches a terminal.
public struct ProblemRenderer: Sendable {
  /// The words.
  private let renderer: AnnouncementRenderer

  /// A renderer of problems in the words of `catalog`: English unless
  /// another is given.
  public init(catalog: Catalog = .english) {
    renderer = AnnouncementRenderer(catalog: catalog)
  }

  /// One sentence for a problem in a trip file.
  public func sentence(for problem: FileProblem) -> String {
    let subject = self.subject(problem.subject, line: problem.line)
    switch problem.kind {
    case .empty:
      return fill(.problemEmpty)
    case .notJSON(let syntax, let column):
      guard let line = problem.line else {
        return fill(.problemNotJSON, ["problem": phrase(for: syntax)])
      }
      return fill(
        .problemNotJSONAt,
        ["line": String(line), "column": String(column), "problem": phrase(for: syntax)])
    case .notATrip(let found):
      return fill(.problemNotATrip, ["found": words(for: found)])
    case .missingField(let field):
      return fill(.problemMissingField, ["subject": subject, "field": field])
    case .wrongType(let field, let expected, let found):
      return fill(
        .problemWrongType,
        [
          "subject": subject, "field": field, "expected": words(for: expected),
          "found": words(for: found),
        ])
    case .duplicateField(let field):
      let name = SpokenText.shortened(field)
      return name.isEmpty
        ? fill(.problemDuplicateFieldUnnamed, ["subject": subject])
        : fill(.problemDuplicateField, ["subject": subject, "field": name])
    case .unsupportedFormat(let literal):
      let values: Template.Values = [
        "version": SpokenText.shortened(literal),
        "supported": String(TripDocument.formatVersion),
      ]
      if let number = Double(literal), number > Double(TripDocument.formatVersion) {
        return fill(.problemNewerFormat, values)
      }
      return fill(.problemOtherFormat, values)
    case .unknownKind(let kind):
      let name = SpokenText.shortened(kind)
      return name.isEmpty
        ? fill(.problemUnknownKindUnnamed, ["subject": subject])
        : fill(.problemUnknownKind, ["subject": subject, "kind": name])
    case .numberTooLarge(let field):
      return fill(.problemNumberTooLarge, ["subject": subject, "field": field])
    case .emptyID:
      return fill(.problemEmptyID, ["subject": subject])
    case .badTime(let text):
      return fill(.problemBadTime, ["subject": subject, "time": SpokenText.shortened(text)])
    case .badStart(let text):
      return fill(.problemBadStart, ["subject": subject, "date": SpokenText.shortened(text)])
    case .badZone(let text):
      return fill(.problemBadZone, ["subject": subject, "zone": SpokenText.shortened(text)])
    case .rule(let rule):
      return fill(.problemRule, ["subject": subject, "clause": clause(for: rule)])
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
      [headline(renderer.count(.problems, problems.count))] + problems.map(sentence(for:))
    }
  }

  /// One sentence for a rule that a trip made in code breaks.
  public func sentence(for problem: TripProblem) -> String {
    let subject = problem.itemID.map(itemName) ?? fill(.problemSubjectTrip)
    return fill(.problemRule, ["subject": subject, "clause": clause(for: problem)])
  }

  /// One sentence for a file that could not be read or written.
  public func sentence(for error: FileAccessError) -> String {
    fill(
      error.operation == .read ? .accessOpen : .accessSave,
      ["path": SpokenText.shortened(error.path), "reason": reason(for: error)])
  }

  /// One sentence for an export that could not be
  /// written: "Can't export to trip.md. The folder does not exist."
  public func sentence(forExport error: FileAccessError) -> String {
    fill(.accessExport, ["path": SpokenText.shortened(error.path), "reason": reason(for: error)])
  }

  /// Why a file could not be read or written, as a clause.
  private func reason(for error: FileAccessError) -> String {
    let reason: String
    switch error.reason {
    case .noSuchFile: reason = fill(.accessNoSuchFile)
    case .noSuchFolder: reason = fill(.accessNoSuchFolder)
    case .permissionDenied: reason = fill(.accessPermissionDenied)
    case .isAFolder: reason = fill(.accessIsAFolder)
    case .notAFolder: reason = fill(.accessNotAFolder)
    case .readOnly: reason = fill(.accessReadOnly)
    case .diskFull: reason = fill(.accessDiskFull)
    case .tooLarge(let limit): reason = fill(.accessTooLarge, ["megabytes": String(limit >> 20)])
    case .linkLoop: reason = fill(.accessLinkLoop)
    case .notARegularFile: reason = fill(.accessNotARegularFile)
    case .readOnlyFile: reason = fill(.accessReadOnlyFile)
    case .other(let code): reason = fill(.accessOther, ["code": String(code)])
    }
    return reason
  }

  /// The days a trip has, as a clause: "the trip has days 1 to 5", "the
  /// trip has days 1 and 2", "the trip has only day 1", "the trip has no
  /// days".
  public func dayRange(_ dayCount: Int) -> String {
    switch dayCount {
    case ..<1: fill(.problemDayRangeNone)
    case 1: fill(.problemDayRangeOne)
    case 2: fill(.problemDayRangeTwo)
    default: fill(.problemDayRange, ["dayCount": String(dayCount)])
    }
  }

  private func subject(_ subject: FileProblem.Subject, line: Int?) -> String {
    let name: String
    switch subject {
    case .file: name = fill(.problemSubjectFile)
    case .day(let number): name = fill(.problemSubjectDay, ["day": String(number)])
    case .item(let id): name = itemName(id)
    case .itemNumber(let number): name = fill(.problemSubjectItemNumber, ["number": String(number)])
    case .idea(let id):
      let spoken = SpokenText.shortened(id.rawValue)
      name =
        spoken.isEmpty
        ? fill(.problemSubjectIdeaUnnamed) : fill(.problemSubjectIdea, ["id": spoken])
    case .ideaNumber(let number): name = fill(.problemSubjectIdeaNumber, ["number": String(number)])
    }
    guard let line else { return name }
    return fill(.problemSubjectAtLine, ["subject": name, "line": String(line)])
  }

  /// "Item dinner", or "An item" for an id with nothing to say.
  private func itemName(_ id: ItemID) -> String {
    let spoken = SpokenText.shortened(id.rawValue)
    return spoken.isEmpty
      ? fill(.problemSubjectItemUnnamed) : fill(.problemSubjectItem, ["id": spoken])
  }

  private func clause(for problem: TripProblem) -> String {
    switch problem {
    case .noDays:
      return fill(.problemRuleNoDays)
    case .emptyID(let number):
      return fill(.problemRuleEmptyID, ["number": String(number)])
    case .emptyTitle:
      return fill(.problemRuleEmptyTitle)
    case .duplicateID(_, let count):
      return fill(.problemRuleDuplicateID, ["items": renderer.items(count)])
    case .dayOutOfRange(_, let day, let dayCount):
      return fill(.problemRuleDayOutOfRange, ["day": String(day), "days": dayRange(dayCount)])
    case .sortOrderNotFinite:
      return fill(.problemRuleSortOrderNotFinite)
    case .sharedSortOrder(let ids, let day, let sortOrder):
      let others = ids.dropFirst().map { SpokenText.shortened($0.rawValue) }
      return fill(
        .problemRuleSharedSortOrder,
        [
          "sortOrder": TripNumber.text(sortOrder), "day": String(day),
          "others": renderer.list(others),
        ])
    case .anchorNotFound(_, let anchor, let named):
      return fill(
        .problemRuleAnchorNotFound,
        ["field": anchor.rawValue, "id": SpokenText.shortened(named.rawValue)])
    case .anchorNotAGame(_, let anchor, let named):
      return fill(
        .problemRuleAnchorNotAGame,
        ["field": anchor.rawValue, "id": SpokenText.shortened(named.rawValue)])
    case .mustComeAfter(_, let game):
      return fill(.problemRuleMustComeAfter, ["id": SpokenText.shortened(game.rawValue)])
    case .mustComeBefore(_, let game):
      return fill(.problemRuleMustComeBefore, ["id": SpokenText.shortened(game.rawValue)])
    case .gameIdea:
      return fill(.problemRuleGameIdea)
    case .fixedIdea:
      return fill(.problemRuleFixedIdea)
    case .startTooLate(let start, let day):
      return fill(
        .problemRuleStartTooLate,
        [
          "date": start.fileText, "day": String(day),
          "latest": TripDate.latestTripDay.fileText,
        ])
    }
  }

  private func phrase(for problem: JSONSyntaxProblem) -> String {
    switch problem {
    case .expectedValue: fill(.problemJsonExpectedValue)
    case .expectedCommaOrBrace: fill(.problemJsonExpectedCommaOrBrace)
    case .expectedCommaOrBracket: fill(.problemJsonExpectedCommaOrBracket)
    case .expectedColon: fill(.problemJsonExpectedColon)
    case .expectedFieldName: fill(.problemJsonExpectedFieldName)
    case .unexpectedEnd: fill(.problemJsonUnexpectedEnd)
    case .extraText: fill(.problemJsonExtraText)
    case .badString: fill(.problemJsonBadString)
    case .badNumber: fill(.problemJsonBadNumber)
    case .notUTF8: fill(.problemJsonNotUTF8)
    case .tooDeep: fill(.problemJsonTooDeep)
    }
  }

  private func words(for type: JSONType) -> String {
    switch type {
    case .object: fill(.problemTypeObject)
    case .array: fill(.problemTypeArray)
    case .string: fill(.problemTypeString)
    case .number: fill(.problemTypeNumber)
    case .bool: fill(.problemTypeBool)
    case .null: fill(.problemTypeNull)
    case .wholeNumber: fill(.problemTypeWholeNumber)
    }
  }

  private func fill(_ message: CommandMessage, _ values: Template.Values = [:]) -> String {
    renderer.fill(message, values)
  }
}
