import ItineraryCore
import ReorderCommands

/// The sentences the session says of its own: lists, help, files, questions and input it does not
/// understand, in the words of its catalog.
///
/// Every sentence is a ``SessionMessage`` of the catalog, its placeholders
/// filled here; what the command layer announces is said by its renderer,
/// with nothing added. The program (`itin-a11y`) says its argument
/// mistakes with it too.
package struct SessionText: Sendable {
  /// The most characters of typed text said back, such as an unknown word.
  static let maximumEcho = 30

  /// The language's words.
  let catalog: Catalog

  package init(catalog: Catalog = .english) {
    self.catalog = catalog
  }

  /// A message of the catalog, filled: the English one if the catalog,
  /// checked as it was read, somehow lacks it.
  package func callAsFunction(
    _ message: SessionMessage, count: Int? = nil, _ values: KeyValuePairs<String, String> = [:]
  ) -> String {
    said(message.rawValue, count: count, values)
  }

  private func said(
    _ key: String, count: Int? = nil, _ values: KeyValuePairs<String, String> = [:]
  ) -> String {
    catalog.text(for: key, count: count, filling: values)
      ?? Catalog.english.text(for: key, count: count, filling: values) ?? ""
  }

  var problems: ProblemRenderer { ProblemRenderer(catalog: catalog) }
  var renderer: AnnouncementRenderer { AnnouncementRenderer(catalog: catalog) }

  /// A clause said as a sentence: its first letter a capital, a full stop after.
  static func sentence(_ clause: String) -> String {
    capitalized(clause) + "."
  }

  func noSuchDay(_ day: Int, in trip: Trip) -> String {
    self(.noSuchDay, ["day": String(day)]) + " " + dayRange(of: trip)
  }

  func dayRange(of trip: Trip) -> String {
    SessionText.sentence(problems.dayRange(trip.dayCount))
  }

  func emptyDay(_ day: Int) -> String {
    self(.emptyDay, ["day": String(day)])
  }

  /// `day N` of an empty day: "Day 2 has no items yet. New items go there."
  func emptyDayInView(_ day: Int) -> String {
    self(.emptyDayInView, ["day": String(day)])
  }

  func noNext(_ title: String) -> String {
    self(.noNext, ["title": title])
  }

  func noPrevious(_ title: String) -> String {
    self(.noPrevious, ["title": title])
  }

  func noMatch(_ name: String) -> String {
    SessionText.echo(name).map { self(.noMatch, ["name": $0]) } ?? self(.noMatchUnsaid)
  }

  /// After a new item placed next to another by name: "Placed after The
  /// Met.", what the words after its title were read as.
  func placedNextTo(_ title: String, after: Bool) -> String {
    self(after ? .placedAfter : .placedBefore, ["title": title])
  }

  /// A name that matches nothing, with the title it may have meant.
  ///
  /// "No item matches gulbenkain. Did you mean Gulbenkian Museum?", with
  /// two titles "Did you mean A or B?", or only its first sentence when no
  /// title is a typing slip away.
  func noMatch(_ name: String, nearest titles: [String]) -> String {
    let lead = noMatch(name)
    switch titles.count {
    case 1: return lead + " " + self(.didYouMeanItem, ["title": titles[0]])
    case 2: return lead + " " + self(.didYouMeanItems, ["first": titles[0], "second": titles[1]])
    default: return lead
    }
  }

  func matches(_ count: Int, _ name: String) -> String {
    SessionText.echo(name).map { self(.matches, count: count, ["name": $0]) }
      ?? self(.matchesUnsaid, count: count)
  }

  /// One match of an ambiguous name: "1. Drive to Milwaukee, position 1 of
  /// day 2."
  func match(_ number: Int, _ item: Item, at position: Position) -> String {
    self(
      .match,
      [
        "number": String(number), "title": SpokenText.clean(item.title),
        "position": String(position.rank), "day": String(position.day),
      ])
  }

  // Ideas

  var noIdeas: String { self(.noIdeas) }
  var noIdeasToAdd: String { self(.noIdeasToAdd) }

  func ideasHeading(_ count: Int) -> String {
    self(.ideasHeading, count: count)
  }

  /// An idea as `ideas` reads it: its title and kind words.
  func idea(_ idea: Idea, renderer: AnnouncementRenderer) -> String {
    self(.idea, ["title": SpokenText.clean(idea.title), "kind": renderer.kindWords(idea.kind)])
  }

  func alreadyOnThePlan(_ title: String, at position: Position) -> String {
    self(
      .alreadyOnThePlan,
      ["title": title, "position": String(position.rank), "day": String(position.day)])
  }

  func noIdeaMatch(_ name: String) -> String {
    SessionText.echo(name).map { self(.noIdeaMatch, ["name": $0]) } ?? self(.noIdeaMatchUnsaid)
  }

  func ideaMatches(_ count: Int, _ name: String) -> String {
    SessionText.echo(name).map { self(.ideaMatches, count: count, ["name": $0]) }
      ?? self(.ideaMatchesUnsaid, count: count)
  }

  // Menus

  func menuHeading(available: Int, unavailable: Int?, for title: String) -> String {
    guard let unavailable, unavailable > 0 else {
      return self(.menuHeading, count: available, ["title": title])
    }
    return self(
      .menuHeadingUnavailable, count: available,
      ["title": title, "unavailable": String(unavailable)])
  }

  func noMoves(for title: String, because clause: String?) -> String {
    clause.map { self(.noActionsReason, ["title": title, "reason": $0]) }
      ?? self(.noActions, ["title": title])
  }

  /// A numbered entry of a menu, such as "8. Set time."
  ///
  /// An app's label that asks for more ("Set time…") is said without its
  /// ellipsis, which a screen reader may read out, before the entry's full
  /// stop.
  func entry(_ number: Int, _ label: String) -> String {
    var label = label
    while label.hasSuffix("…") || label.hasSuffix(".") { label.removeLast() }
    return self(.entry, ["number": String(number), "label": label])
  }

  func unavailable(_ label: String, _ clause: String) -> String {
    self(.unavailable, ["label": label, "reason": clause])
  }

  /// "Move to days 3 to 5 and 7", from runs of days in order.
  func moveToDays(_ runs: [ClosedRange<Int>]) -> String {
    self(.moveToDays, ["days": renderer.list(ranges(runs))])
  }

  /// "Move 3 items to days 3 to 5 and 7": ``moveToDays(_:)`` of items
  /// moved together, `items` their count said.
  func moveItemsToDays(_ items: String, _ runs: [ClosedRange<Int>]) -> String {
    self(.moveItemsToDays, ["items": items, "days": renderer.list(ranges(runs))])
  }

  /// A run of a long trip's menu: the moves to consecutive days, with
  /// their consecutive numbers.
  func dayMoveRun(numbers: ClosedRange<Int>, days: ClosedRange<Int>) -> String {
    self(
      .dayMoveRun,
      [
        "first": String(numbers.lowerBound), "last": String(numbers.upperBound),
        "firstDay": String(days.lowerBound), "lastDay": String(days.upperBound),
      ])
  }

  var nothingToChoose: String { self(.nothingToChoose) }
  var wholeTripNumbers: String { self(.wholeTripNumbers) }

  func noSuchEntry(_ number: Int, count: Int) -> String {
    self(.noSuchNumber, ["number": String(number)]) + " "
      + SessionText.sentence(listNumbers(count))
  }

  /// The numbers a list has, as a clause: "the list has numbers 1 to 5".
  private func listNumbers(_ count: Int) -> String {
    count == 1 ? self(.listNumbersOne) : self(.listNumbers, ["numbers": span(1, count)])
  }

  // Settings and repeat

  func verbosity(_ level: Verbosity, changed: Bool) -> String {
    switch (level, changed) {
    case (.terse, false): self(.verbosityTerse)
    case (.normal, false): self(.verbosityNormal)
    case (.verbose, false): self(.verbosityVerbose)
    case (.terse, true): self(.verbosityNowTerse)
    case (.normal, true): self(.verbosityNowNormal)
    case (.verbose, true): self(.verbosityNowVerbose)
    }
  }

  var nothingToRepeat: String { self(.nothingToRepeat) }

  // Many steps at once

  func undoAllQuestion(_ count: Int) -> String {
    self(.undoAllQuestion, count: count)
  }

  var notUndone: String { self(.notUndone) }

  /// Where the last of several steps undone or redone left its item.
  enum StepPlace {
    case at(Position)
    /// One of the ideas.
    case idea
    /// Out of the trip.
    case gone
  }

  /// Several steps undone or redone, in one line: "Undid 3 steps. Dinner
  /// is back at position 1 of day 1."
  func tookSteps(
    _ count: Int, undoing: Bool, all: Bool, title: String, place: StepPlace
  ) -> String {
    let done: SessionMessage =
      switch (undoing, all) {
      case (true, false): .undid
      case (true, true): .undidAll
      case (false, false): .redid
      case (false, true): .redidAll
      }
    let now: String
    switch place {
    case .at(let position):
      now = self(
        undoing ? .stepsLeftBackAt : .stepsLeftNowAt,
        ["title": title, "position": String(position.rank), "day": String(position.day)])
    case .idea: now = self(undoing ? .stepsLeftIdeaAgain : .stepsLeftIdeaNow, ["title": title])
    case .gone: now = self(.stepsLeftGone, ["title": title])
    }
    return self(done, count: count) + " " + SessionText.capitalized(now)
  }

  /// The numbers a number that no day, position or entry can be may take,
  /// as a clause: "the trip has days 1 to 5".
  func numbersThereAre(_ slot: NumberSlot, in trip: Trip, focusedDay: Int?, listCount: Int?)
    -> String
  {
    switch slot {
    case .day:
      return tripDays(trip.dayCount)
    case .position(let typed):
      guard let day = typed ?? focusedDay, trip.hasDay(day) else {
        return tripDays(trip.dayCount)
      }
      let count = trip.itemCount(onDay: day)
      guard count > 0 else { return self(.noPositions, ["day": String(day)]) }
      return renderer.clause(for: .noSuchPosition(count + 1, day: day, available: 1...count))
    case .entry:
      return listNumbers(listCount ?? 0)
    case .steps:
      return self(.stepNumbers)
    }
  }

  /// The days a trip has, as the reason a move is refused: the clause the
  /// command layer says when a day is not in the trip, so that a typed
  /// number and a menu's move are refused in the same words.
  private func tripDays(_ count: Int) -> String {
    count == 0
      ? problems.dayRange(count)
      : renderer.clause(for: .noSuchDay(count + 1, dayCount: count))
  }

  /// The focused item's move, refused for a number no day or position can be.
  ///
  /// For example: "Can't move Dinner. The trip has days 1 to 5."
  func cannotMove(_ title: String, because clause: String) -> String {
    said("refused.withoutMove", ["title": title, "reason": clause])
  }

  /// A move that typed a number no day or position can be, said outcome first.
  ///
  /// For example: "Nothing moved. The trip has days 1 to 5."
  func nothingMoved(because clause: String) -> String {
    self(.nothingMoved, ["reason": clause])
  }

  /// Two numbers said as a range: "1 to 5", or "1 and 2" when there is
  /// nothing between them.
  func span(_ first: Int, _ last: Int) -> String {
    self(last == first + 1 ? .spanTwo : .span, ["first": String(first), "last": String(last)])
  }

  var notQuitting: String { self(.notQuitting) }
  var notOpened: String { self(.notOpened) }
  var notReplaced: String { self(.notReplaced) }
  var noQuestion: String { self(.noQuestion) }
  var goodbye: String { self(.goodbye) }

  /// The words that answer a question yes, and no: the catalog's, and English's.
  func answers(yes: Bool) -> Set<String> {
    let message: SessionMessage = yes ? .answerYes : .answerNo
    let words = [self(message), Catalog.english.text(for: message.rawValue) ?? ""]
      .joined(separator: ",")
    return Set(
      words.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        .filter { !$0.isEmpty })
  }

  // Input that is not a command

  var lineTooLong: String { self(.lineTooLong) }

  func unknown(_ word: String, suggestion: String?) -> String {
    let lead =
      SessionText.echo(word).map { self(.unknownCommand, ["word": $0]) }
      ?? self(.unknownCommandUnsaid)
    return suggestion.map { lead + " " + self(.didYouMean, ["command": $0]) } ?? lead
  }

  func incomplete(_ name: CommandName) -> String {
    SessionText.capitalized(self(.incomplete, ["command": name.rawValue]))
  }

  func extraWords(_ name: CommandName) -> String {
    SessionText.capitalized(
      self(name.takesNothing ? .takesNothing : .extraWords, ["command": name.rawValue]))
  }

  func notANumber(_ text: String) -> String {
    SessionText.echo(text).map { SessionText.capitalized(self(.notANumber, ["text": $0])) }
      ?? self(.notANumberUnsaid)
  }

  var unknownVerbosity: String { self(.unknownVerbosity) }

  /// `new travel` without its cities.
  var travelNeedsCities: String { self(.travelNeedsCities) }

  /// Words after `time` that are no time of day.
  func notATime(_ typed: String) -> String { self(.notATime, ["text": typed]) }

  func notADate(_ typed: String) -> String { self(.notADate, ["text": typed]) }
  func noSuchZone(_ typed: String) -> String { self(.noSuchZone, ["text": typed]) }

  // Help

  var overview: [String] {
    [
      .helpMoves, .helpMoveNamed, .helpGrab, .helpUndo, .helpMenus, .helpEditing, .helpDays,
      .helpSelection,
      .helpFocus, .helpReading, .helpFiles, .helpSettings, .helpMore,
    ].map { self($0) }
  }

  /// How a command is typed, as help says it: "up, or move up".
  func usage(_ name: CommandName) -> String {
    name.takesNothing ? name.rawValue : said("session.usage." + name.rawValue)
  }

  /// What a command does, in a sentence or two.
  func summary(_ name: CommandName) -> String {
    said("session.summary." + name.rawValue)
  }

  /// `help NAME`: what to type first, then what it does, a sentence a
  /// line, so that a listener may stop, or move through it by line.
  func help(_ name: CommandName) -> [String] {
    [self(.helpCommand, ["usage": usage(name)])] + SessionText.sentences(of: summary(name))
  }

  /// A text's sentences, each with its full stop: split after a full stop
  /// and a space.
  static func sentences(of text: String) -> [String] {
    var sentences: [String] = []
    var rest = Substring(text)
    while let end = rest.range(of: ". ") {
      sentences.append(String(rest[..<end.lowerBound]) + ".")
      rest = rest[end.upperBound...]
    }
    if !rest.isEmpty { sentences.append(String(rest)) }
    return sentences
  }

  func noHelp(_ topic: String, suggestion: String?) -> String {
    let lead = SessionText.echo(topic).map { self(.noHelp, ["topic": $0]) } ?? self(.noHelpUnsaid)
    return suggestion.map { lead + " " + self(.didYouMeanHelp, ["command": $0]) } ?? lead
  }

  // Hints, each said once in a session: an instruction is never repeated.

  enum Hint: Hashable, Sendable {
    case help, grab, actions, matches, listNumbers, moreOfName, saveAs, forceSave, ideaNumbers
    /// What to type on a trip with no items yet.
    case newItem
    /// The times `time` takes, after one it does not.
    case time
    /// The dates `start` takes, after one it does not.
    case start
    case zone
    /// How a command is typed, after a line that misused it.
    case usage(CommandName)
  }

  func hint(_ hint: Hint) -> String {
    switch hint {
    case .help: self(.hintHelp)
    case .grab: self(.hintGrab)
    case .actions: self(.hintActions)
    case .matches: self(.hintMatches)
    case .listNumbers: self(.hintListNumbers)
    case .ideaNumbers: self(.hintIdeaNumbers)
    case .moreOfName: self(.hintMoreOfName)
    case .saveAs: self(.hintSaveAs)
    case .forceSave: self(.hintForceSave)
    case .time: self(.hintTime)
    case .start: self(.hintStart)
    case .zone: self(.hintZone)
    case .newItem: self(.hintNewItem)
    case .usage(let name): self(.hintUsage, ["usage": usage(name)])
    }
  }

  /// The grab hint, for items grabbed together: said instead of the grab
  /// hint, the first time either is wanted.
  var grabItemsHint: String { self(.hintGrabItems) }

  // Helpers

  /// Typed text fit to say back: short, and plain words only.
  ///
  /// Anything else (control codes, stray symbols, a megabyte of text) is not echoed.
  /// The marks besides letters and numbers an echo may hold, as bytes.
  private static let echoPunctuation = Array(" '-.,/_".utf8)

  package static func echo(_ text: String) -> String? {
    let cleaned = SpokenText.clean(text)
    // Text of ASCII is checked on its bytes, each a character there: a
    // carriage return, the one byte that joins another, is refused alone.
    if !cleaned.isEmpty, cleaned.utf8.allSatisfy({ $0 < 0x80 }) {
      return cleaned.utf8.count <= maximumEcho
        && cleaned.utf8.allSatisfy({ byte in
          (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || (0x30...0x39).contains(byte) || echoPunctuation.contains(byte)
        }) ? cleaned : nil
    }
    guard !cleaned.isEmpty, cleaned.count <= maximumEcho,
      cleaned.allSatisfy({ $0.isLetter || $0.isNumber || " '-.,/_".contains($0) })
    else { return nil }
    return cleaned
  }

  static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  /// Runs of numbers in order, those that touch joined, each said as its
  /// numbers when it has one or two, and "3 to 5" when it has more.
  func ranges(_ runs: [ClosedRange<Int>]) -> [String] {
    var joined: [ClosedRange<Int>] = []
    for run in runs {
      if let last = joined.last, last.upperBound + 1 == run.lowerBound {
        joined[joined.count - 1] = last.lowerBound...run.upperBound
      } else {
        joined.append(run)
      }
    }
    return joined.flatMap { run in
      run.count < 3 ? run.map(String.init) : [span(run.lowerBound, run.upperBound)]
    }
  }
}
