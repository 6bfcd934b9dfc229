import ItineraryCore
import ReorderCommands

/// The sentences the session says of its own: lists, help, files, questions and input it does not
/// understand.
///
/// What the command layer announces is said by its renderer, with nothing added.
enum SessionText {
  /// The most characters of typed text said back, such as an unknown word.
  static let maximumEcho = 30

  static func noSuchDay(_ day: Int, in trip: Trip) -> String {
    "There is no day \(day). " + dayRange(of: trip)
  }

  static func dayRange(of trip: Trip) -> String {
    capitalized(dayRange(trip.dayCount)) + "."
  }

  static func emptyDay(_ day: Int) -> String {
    "Day \(day) has no items."
  }

  static func noNext(_ title: String) -> String {
    "No next item: \(title) is last in the trip."
  }

  static func noPrevious(_ title: String) -> String {
    "No previous item: \(title) is first in the trip."
  }

  static func noMatch(_ name: String) -> String {
    echo(name).map { "No item matches \($0)." } ?? "No item matches that name."
  }

  static func matches(_ count: Int, _ name: String) -> String {
    "\(count) items match \(echo(name) ?? "that name")."
  }

  /// One match of an ambiguous name: "1. Drive to Milwaukee, position 1 of
  /// day 2."
  static func match(_ number: Int, _ item: Item, at position: Position) -> String {
    "\(number). \(SpokenText.clean(item.title)), position \(position.rank) of day \(position.day)."
  }

  // Ideas

  static let noIdeas = "The trip has no ideas."
  static let noIdeasToAdd = "The trip has no ideas to add. Type new and a title to make an item."

  static func ideasHeading(_ count: Int) -> String {
    SessionText.count(count, "idea") + "."
  }

  /// An idea as `ideas` reads it: its title and kind words.
  static func idea(_ idea: Idea, renderer: AnnouncementRenderer) -> String {
    "\(SpokenText.clean(idea.title)), \(renderer.kindWords(idea.kind))"
  }

  static func alreadyOnThePlan(_ title: String, at position: Position) -> String {
    "\(title) is already on the plan, at position \(position.rank) of day \(position.day)."
  }

  static func noIdeaMatch(_ name: String) -> String {
    echo(name).map { "No idea matches \($0)." } ?? "No idea matches that name."
  }

  static func ideaMatches(_ count: Int, _ name: String) -> String {
    "\(count) ideas match \(echo(name) ?? "that name")."
  }

  // Menus

  static func menuHeading(available: Int, unavailable: Int?, for title: String) -> String {
    let actions = count(available, "action")
    guard let unavailable, unavailable > 0 else { return "\(actions) for \(title)." }
    return "\(actions) for \(title), and \(unavailable) not available."
  }

  static func noMoves(for title: String, because clause: String?) -> String {
    clause.map { "No actions for \(title): \($0)." } ?? "No actions for \(title)."
  }

  static func entry(_ number: Int, _ label: String) -> String {
    "\(number). \(label)."
  }

  static func unavailable(_ label: String, _ clause: String) -> String {
    "\(label): \(clause)."
  }

  /// "Move to days 3 to 5", "Move to days 2 and 4".
  static func moveToDays(_ days: [Int]) -> String {
    "Move to days " + list(ranges(days))
  }

  /// "Move to days 3 to 5 and 7", from runs of days in order.
  static func moveToDays(_ runs: [ClosedRange<Int>]) -> String {
    "Move to days " + list(ranges(runs))
  }

  /// "Move 3 items to days 3 to 5 and 7": ``moveToDays(_:)-([ClosedRange<Int>])``
  /// of items moved together, `items` their count said.
  static func moveItemsToDays(_ items: String, _ runs: [ClosedRange<Int>]) -> String {
    "Move \(items) to days " + list(ranges(runs))
  }

  /// A run of a long trip's menu: the moves to consecutive days, with
  /// their consecutive numbers.
  static func dayMoveRun(numbers: ClosedRange<Int>, days: ClosedRange<Int>) -> String {
    "Numbers \(numbers.lowerBound) to \(numbers.upperBound): move to days \(days.lowerBound) to \(days.upperBound)."
  }

  static let nothingToChoose = "There is no numbered list to choose from."
  static let wholeTripNumbers =
    "Those numbers start again on each day. Type list day N, then a number."
  static func noSuchEntry(_ number: Int, count: Int) -> String {
    count == 1
      ? "There is no number \(number). The list has only number 1."
      : "There is no number \(number). The list has numbers \(span(1, count))."
  }

  // History

  static func historyHeading(undo: Int, redo: Int) -> String {
    let steps = undo == 0 ? "No steps to undo" : "\(count(undo, "step")) to undo"
    return redo == 0 ? "\(steps)." : "\(steps), and \(redo) to redo."
  }

  /// Where the file was opened or saved, among the steps.
  ///
  /// For example: "trip.json was saved here."
  static func fileMark(_ name: String, _ event: FileEvent) -> String {
    "\(name) was \(event.rawValue) here."
  }

  static func fileMarkAmongOlder(_ name: String, _ event: FileEvent) -> String {
    "\(name) was \(event.rawValue) before the steps read here."
  }

  static func fileMarkAmongRedo(_ name: String, _ event: FileEvent, steps: Int) -> String {
    "\(name) was \(event.rawValue) after \(count(steps, "step")) to redo."
  }

  // Changes

  static func nothingMovedSince(_ name: String, _ event: FileEvent) -> String {
    "Nothing changed since \(name) was \(event.rawValue)."
  }

  /// The heading of `changes`: "moved" when every change is a move,
  /// "changed" when one is an edit.
  static func itemsMoved(_ count: Int, _ name: String, _ event: FileEvent, edited: Bool) -> String {
    let verb = edited ? "changed" : "moved"
    return "\(SessionText.count(count, "item")) \(verb) since \(name) was \(event.rawValue)."
  }

  static func addedItem(_ title: String, at position: Position) -> String {
    "\(title), added at position \(position.rank) of day \(position.day)."
  }

  static func renamedItem(_ title: String, from old: String, at position: Position) -> String {
    "\(title), renamed from \(old), at position \(position.rank) of day \(position.day)."
  }

  static func ideaNow(_ title: String) -> String {
    "\(title), an idea now."
  }

  static func deletedItem(_ title: String) -> String {
    "\(title), deleted."
  }

  /// An item that moved, and where it is now.
  ///
  /// For example: "Dinner, now at position 2 of day 3."
  static func movedItem(_ title: String, at position: Position) -> String {
    "\(title), now at position \(position.rank) of day \(position.day)."
  }

  static func moreMoved(_ count: Int) -> String {
    "And \(count) more."
  }

  static func olderSteps(_ count: Int) -> String {
    count == 1 ? "And 1 older step." : "And \(count) older steps."
  }

  // Settings and repeat

  static func verbosity(_ level: Verbosity, changed: Bool) -> String {
    changed ? "Verbosity is now \(level.rawValue)." : "Verbosity is \(level.rawValue)."
  }

  static let nothingToRepeat = "Nothing to repeat yet."

  // Files

  static func opened(_ name: String, _ trip: Trip) -> String {
    "Opened \(name): \(SpokenText.clean(trip.title)), \(TripOverview().size(of: trip))."
  }

  static func saved(_ name: String) -> String {
    "Saved \(name)."
  }

  static let sampleHasNoFile = "The sample trip has no file yet."
  static let saveMismatch = "Can't save: the trip no longer matches its file. Nothing was written."

  static func unsaved(_ name: String) -> String {
    "The changes to \(name) are not saved."
  }

  static func notSaved(_ name: String) -> String {
    "The changes to \(name) were not saved."
  }

  static func quitQuestion(_ name: String) -> String {
    unsaved(name) + " Quit anyway? Yes or no."
  }

  static func openQuestion(_ name: String, opening other: String) -> String {
    unsaved(name) + " Open \(other) anyway? Yes or no."
  }

  static func replaceQuestion(_ name: String) -> String {
    "\(name) already exists. Replace it? Yes or no."
  }

  static func changedOnDisk(_ name: String, since event: FileEvent) -> String {
    "\(name) changed on disk since it was \(event.rawValue)."
  }

  static func overwriteQuestion(_ name: String, since event: FileEvent) -> String {
    changedOnDisk(name, since: event) + " Replace it with this trip? Yes or no."
  }

  static func notOverwritten(_ name: String, since event: FileEvent) -> String {
    "Can't save: " + changedOnDisk(name, since: event)
  }

  // Recovery

  static func moves(_ count: Int) -> String {
    count == 1 ? "1 unsaved move" : "\(count) unsaved moves"
  }

  static func recoveryQuestion(_ name: String, count: Int, fileChanged: Bool) -> String {
    let changed = fileChanged ? ", and the file changed since" : ""
    let them = count == 1 ? "it" : "them"
    return
      "\(name) has \(moves(count)) from a session that did not end\(changed). Restore \(them)? Yes or no."
  }

  static func recoveryPending(count: Int) -> String {
    "First, restore the \(moves(count))? Yes or no."
  }

  static func restored(count: Int) -> String {
    "Restored \(moves(count))."
  }

  static func discarded(count: Int) -> String {
    "Discarded \(moves(count))."
  }

  static func recoveryDoesNotFit(_ name: String) -> String {
    "Can't restore the unsaved moves: they no longer fit \(name). They were discarded."
  }

  static func recoveryKept(_ name: String) -> String {
    "The unsaved moves are kept for the next time \(name) opens."
  }

  // Another session on the same file

  static func heldQuestion(_ name: String) -> String {
    "Another itin-a11y session has \(name) open. Open it anyway? Yes or no."
  }

  static func heldRefusal(_ name: String) -> String {
    "Can't open \(name): another itin-a11y session has it open."
  }

  static func heldAtStart(_ name: String) -> String {
    heldRefusal(name) + " Add --open-anyway to open it all the same."
  }

  static func heldSaveRefusal(_ name: String) -> String {
    "Can't save to \(name): another itin-a11y session has it open."
  }

  // Many steps at once

  static func undoAllQuestion(_ count: Int) -> String {
    "Undo all \(count) steps? Yes or no."
  }

  static let notUndone = "Nothing was undone."

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
  static func tookSteps(
    _ count: Int, undoing: Bool, all: Bool, title: String, place: StepPlace
  ) -> String {
    let done = undoing ? "Undid" : "Redid"
    let more = all ? ", all there were" : ""
    let now: String
    switch place {
    case .at(let position):
      now =
        (undoing ? "is back at" : "is now at")
        + " position \(position.rank) of day \(position.day)"
    case .idea: now = undoing ? "is an idea again" : "is an idea now"
    case .gone: now = "is not in the trip now"
    }
    return "\(done) \(count) steps\(more). \(title) \(now)."
  }

  /// What a number that no day, position or entry can be is answered: the
  /// numbers there are.
  static func numbersThereAre(_ slot: NumberSlot, in trip: Trip, focusedDay: Int?, listCount: Int?)
    -> String
  {
    switch slot {
    case .day:
      return dayRange(of: trip)
    case .position(let typed):
      guard let day = typed ?? focusedDay, trip.hasDay(day) else { return dayRange(of: trip) }
      let count = trip.itemCount(onDay: day)
      switch count {
      case 0: return "Day \(day) has no positions yet."
      case 1: return "Day \(day) has only position 1."
      default: return "Day \(day) has positions \(span(1, count))."
      }
    case .entry:
      guard let count = listCount else { return nothingToChoose }
      return count == 1 ? "The list has only number 1." : "The list has numbers \(span(1, count))."
    case .steps:
      return "Undo and redo take a number of steps from 1, or all."
    }
  }

  /// The focused item's move, refused for a number no day or position can be.
  ///
  /// For example: "Can't move Dinner: the trip has days 1 to 5."
  static func cannotMove(_ title: String, because numbers: String) -> String {
    "Can't move \(title): " + numbers.prefix(1).lowercased() + numbers.dropFirst()
  }

  /// A move that typed a number no day or position can be, said outcome first.
  ///
  /// For example: "Nothing moved: the trip has days 1 to 5."
  static func nothingMoved(because numbers: String) -> String {
    "Nothing moved: " + numbers.prefix(1).lowercased() + numbers.dropFirst()
  }

  /// Two numbers said as a range: "1 to 5", or "1 and 2" when there is
  /// nothing between them.
  static func span(_ first: Int, _ last: Int) -> String {
    last == first + 1 ? "\(first) and \(last)" : "\(first) to \(last)"
  }

  static let notQuitting = "Not quitting."
  static let notOpened = "Nothing was opened."
  static let notReplaced = "Nothing was saved."
  static let noQuestion = "There is no question to answer."
  static let goodbye = "Goodbye."

  // Input that is not a command

  static let lineTooLong = "That line is too long to be a command."

  static func unknown(_ word: String, suggestion: String?) -> String {
    let lead = echo(word).map { "No command \($0)." } ?? "That is not a command."
    return suggestion.map { "\(lead) Did you mean \($0)?" } ?? lead
  }

  static func incomplete(_ name: CommandName) -> String {
    "\(capitalized(name.rawValue)) needs more."
  }

  static func extraWords(_ name: CommandName) -> String {
    name.takesNothing
      ? "\(capitalized(name.rawValue)) takes nothing after it."
      : "\(capitalized(name.rawValue)) does not take those words."
  }

  static func notANumber(_ text: String) -> String {
    echo(text).map { "\(capitalized($0)) is not a number." } ?? "That is not a number."
  }

  static let unknownVerbosity = "Verbosity can be terse, normal or verbose."

  // Help

  static let overview = [
    "Moves: up, down, top, bottom, move to day N, move to day N position P, move to position P, move before NAME, move after NAME.",
    "A name after move moves that item, as in move Dinner to day 2.",
    "Grab mode: grab, then moves, then drop or cancel.",
    "Undo: undo, redo, undo N, redo N, undo all, redo all, history, changes.",
    "Menus: actions, or actions all, then a number.",
    "Editing: ideas, add NAME, new TITLE, remove, delete, rename TITLE.",
    "Selection: select, select NAME, unselect, selection, clear. Then a move of one selected item moves them all.",
    "Focus: where, next, previous, first, last, day N, focus NAME, go to NAME, go to day N.",
    "Reading: list, list day N, list all, repeat.",
    "Files: open PATH, save, save anyway, save as PATH.",
    "Settings: verbosity terse, normal or verbose.",
    "Type help and a command to hear more, or quit to leave.",
  ]

  /// The grab hint, for items grabbed together: said instead of the grab
  /// hint, the first time either is wanted.
  static let grabItemsHint =
    "Move them with up, down, top, bottom or move to day N. Then type drop to keep them there, or cancel."

  static func help(_ name: CommandName) -> String {
    "\(capitalized(name.usage)). \(name.summary)"
  }

  static func noHelp(_ topic: String, suggestion: String?) -> String {
    let lead = echo(topic).map { "No help for \($0)." } ?? "No help for that."
    return suggestion.map { "\(lead) Did you mean help \($0)?" } ?? lead
  }

  // Hints, each said once in a session: an instruction is never repeated.

  enum Hint: Hashable, Sendable {
    case help, grab, actions, matches, listNumbers, moreOfName, saveAs, forceSave, ideaNumbers
    /// How a command is typed, after a line that misused it.
    case usage(CommandName)

    var text: String {
      switch self {
      case .help: "Type help for the commands."
      case .grab:
        "Move it with up, down, top, bottom or move to day N. Then type drop to keep it there, or cancel."
      case .actions: "Type a number to choose that action."
      case .matches: "Type a number to choose one."
      case .listNumbers: "Type a number to focus that item."
      case .ideaNumbers: "Type a number to add that idea after the focused item."
      case .moreOfName: "Type more of the name."
      case .saveAs: "Type save as and a file path."
      case .forceSave: "Type save anyway to replace it, or save as and a file path."
      case .usage(let name): "Type \(name.usage)."
      }
    }
  }

  // Helpers

  /// A count with its noun: "1 item", "3 items".
  static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }

  /// The days a trip has, as a clause: "the trip has days 1 to 5", "the
  /// trip has days 1 and 2", "the trip has only day 1", "the trip has no
  /// days".
  static func dayRange(_ dayCount: Int) -> String {
    ProblemRenderer().dayRange(dayCount)
  }

  /// Parts said as a list: "a", "a and b", "a, b and c".
  static func list(_ parts: [String]) -> String {
    AnnouncementRenderer().list(parts)
  }

  /// Typed text fit to say back: short, and plain words only.
  ///
  /// Anything else (control codes, stray symbols, a megabyte of text) is not echoed.
  static func echo(_ text: String) -> String? {
    let cleaned = SpokenText.clean(text)
    guard !cleaned.isEmpty, cleaned.count <= maximumEcho,
      cleaned.allSatisfy({ $0.isLetter || $0.isNumber || " '-.,/_".contains($0) })
    else { return nil }
    return cleaned
  }

  static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  /// Numbers as spoken parts, runs of three or more as one: [1, 3, 4, 5] is
  /// "1" and "3 to 5".
  static func ranges(_ numbers: [Int]) -> [String] {
    ranges(numbers.sorted().map { $0...$0 })
  }

  /// Runs of numbers in order, those that touch joined, each said as its
  /// numbers when it has one or two, and "3 to 5" when it has more.
  static func ranges(_ runs: [ClosedRange<Int>]) -> [String] {
    var joined: [ClosedRange<Int>] = []
    for run in runs {
      if let last = joined.last, last.upperBound + 1 == run.lowerBound {
        joined[joined.count - 1] = last.lowerBound...run.upperBound
      } else {
        joined.append(run)
      }
    }
    return joined.flatMap { run in
      run.count < 3 ? run.map(String.init) : ["\(run.lowerBound) to \(run.upperBound)"]
    }
  }

}
