import ItineraryCore
import ReorderCommands

extension Session {
  /// `list`, `list day N` and `list all`: a heading for each day with its
  /// item count, then one item to a line.
  ///
  /// The list of one day is numbered by position, and a bare number then
  /// focuses that item; the first such list says so once.
  mutating func list(_ scope: ListScope) -> Reply {
    let overview = TripOverview(catalog: renderer.catalog)
    let day: Int
    switch scope {
    case .all:
      conversation.numbered = .wholeTrip
      return Reply(lines: overview.lines(for: trip))
    case .day(let number):
      guard trip.hasDay(number) else {
        return Reply(lines: [text.noSuchDay(number, in: trip)])
      }
      day = number
    case .focusedDay:
      // The empty day in view, where the user went, before the focus's.
      if let inView = dayInView, trip.hasDay(inView) { return list(.day(inView)) }
      guard let focus = editor.focus, let position = trip.position(of: focus) else {
        return trip.hasDay(1) ? list(.day(1)) : reply(saying: .noItems)
      }
      day = position.day
    }
    let items = trip.items(onDay: day)
    // The heading says how many; what to type comes next, before the items.
    var lines = [overview.heading(ofDay: day, in: trip)]
    if !items.isEmpty {
      conversation.numbered = .items(items.map(\.id))
      lines += hint(.listNumbers)
    }
    lines += overview.lines(forItems: items) { editor.isSelected($0) }
    return Reply(lines: lines)
  }

  /// `history`: the undo steps, newest first, at most
  /// ``historyLinesRead`` of them, with where the file was opened or saved
  /// among them.
  ///
  /// In a shared session the heading counts the person's own steps, which
  /// their undo and redo take; the lines are everyone's, each with who.
  func historyLines() -> [String] {
    let history = editor.history
    let count = history.undoSteps.count
    var lines = [
      person.map { person in
        text.historyHeading(
          undo: history.undoSteps.count { $0.author == person },
          redo: history.redoSteps.count { $0.author == person })
      } ?? text.historyHeading(undo: count, redo: history.redoSteps.count)
    ]
    // The file's state: after `saved` steps, when a file has one.
    let saved = path == nil ? nil : savedDepth
    let read = min(count, Session.historyLinesRead)
    for index in stride(from: count - 1, through: count - read, by: -1) {
      if saved == index + 1 { lines.append(text.fileMark(fileName, fileEvent)) }
      let step = history.undoSteps[index]
      lines.append(text.by(step.author, SessionText.capitalized(renderer.label(for: step)) + "."))
    }
    let oldest = count - read
    if let saved, saved == oldest, saved < count || !history.redoSteps.isEmpty {
      lines.append(text.fileMark(fileName, fileEvent))
    }
    if oldest > 0 { lines.append(text.olderSteps(oldest)) }
    if let saved {
      if saved < oldest {
        lines.append(text.fileMarkAmongOlder(fileName, fileEvent))
      } else if saved > count {
        lines.append(text.fileMarkAmongRedo(fileName, fileEvent, steps: saved - count))
      }
    }
    return lines
  }

  /// `changes`: the items moved since the file was opened or saved that are
  /// not back where it holds them, newest first, each with where it is now.
  func changesLines() -> [String] {
    let history = editor.history
    // The steps since the file's state, when they are the undo steps after
    // it; otherwise every step, undo and redo, newest first.
    let steps: [HistoryStep]
    if let saved = savedDepth, saved <= history.undoSteps.count {
      steps = history.undoSteps[saved...].reversed()
    } else {
      steps = history.undoSteps.reversed() + history.redoSteps.reversed()
    }
    var moved: [(id: ItemID, title: String, author: String?)] = []
    var seen: Set<ItemID> = []
    // Changes of the start and the days, each said by its step's name.
    var dayLines: [String] = []
    for step in steps {
      if let edit = step.tripEdit {
        if unsaved.daysDiffer {
          dayLines.append(
            text.by(step.author, SessionText.capitalized(renderer.label(for: step)) + "."))
        }
        // The items of a day taken out are ideas now, or back on a day.
        switch edit.kind {
        case .removedDay(_, _, let ideas), .addedDay(_, _, let ideas):
          for idea in ideas
          where unsaved.contains(idea.item.id) && seen.insert(idea.item.id).inserted {
            moved.append((idea.item.id, idea.item.title, step.author))
          }
        default: break
        }
        continue
      }
      // A move of several items together moved each of them.
      let touched = step.group.isEmpty ? [step.item] : step.group
      for item in touched where unsaved.contains(item.id) && seen.insert(item.id).inserted {
        moved.append((item.id, step.edit?.item.title ?? item.title, step.author))
      }
    }
    guard !moved.isEmpty || !dayLines.isEmpty else {
      return [text.nothingMovedSince(fileName, fileEvent)]
    }
    var said: [String] = []
    if !dayLines.isEmpty {
      said.append(text.daysChanged(dayLines.count, fileName, fileEvent))
      said += dayLines.prefix(Session.historyLinesRead)
      if dayLines.count > Session.historyLinesRead {
        said.append(text.moreMoved(dayLines.count - Session.historyLinesRead))
      }
    }
    guard !moved.isEmpty else { return said }
    let lines = moved.prefix(Session.historyLinesRead).map { item in
      let change = change(of: item.id, titled: item.title)
      return (line: text.by(item.author, change.line), moved: change.moved)
    }
    let edited = lines.contains { !$0.moved }
    said.append(text.itemsMoved(moved.count, fileName, fileEvent, edited: edited))
    said += lines.map(\.line)
    if moved.count > Session.historyLinesRead {
      said.append(text.moreMoved(moved.count - Session.historyLinesRead))
    }
    return said
  }

  /// How an item differs from the file: where it is now, and whether it
  /// was added, renamed, made an idea or deleted; `moved` when only its
  /// place changed.
  private func change(of id: ItemID, titled title: String) -> (line: String, moved: Bool) {
    let filed = document.trip
    if let item = trip.item(id), let position = trip.position(of: id) {
      let name = SpokenText.clean(item.title)
      guard let was = filed.item(id) else {
        return (text.addedItem(name, at: position), false)
      }
      if was.title != item.title {
        return (
          text.renamedItem(name, from: SpokenText.clean(was.title), at: position), false
        )
      }
      if was.time != item.time {
        return (text.timedItem(name, time: item.time, at: position), false)
      }
      return (text.movedItem(name, at: position), true)
    }
    if let idea = trip.idea(id) {
      return (text.ideaNow(SpokenText.clean(idea.title)), false)
    }
    return (text.deletedItem(SpokenText.clean(filed.item(id)?.title ?? title)), false)
  }

  /// `help` and `help COMMAND`.
  func help(_ topic: String?) -> [String] {
    guard let topic, topic.trimmingCharacters(in: .whitespaces) != "?" else {
      return text.overview
    }
    let words = topic.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
    let word = words.first ?? ""
    // "go to day" is day N; "go to" a name is focus.
    if words.starts(with: ["go", "to", "day"]) { return text.help(.day) }
    guard let name = CommandName(word: word) else {
      return [text.noHelp(topic, suggestion: CommandSuggester().nearest(to: word))]
    }
    return text.help(name)
  }

  /// The sentence for a line that is not a command.
  mutating func sentences(
    for failure: ParseFailure, in line: String, tokens: Tokens? = nil
  ) -> [String] {
    switch failure {
    case .unknown(let word):
      if answer(word) != nil { return [text.noQuestion] }
      // The parser's own words of the line, when it kept them.
      let suggestion: String?
      if let tokens {
        suggestion = CommandSuggester().suggestion(for: tokens)
      } else {
        suggestion = CommandSuggester().suggestion(for: line)
      }
      // One line: the help hint, said once, joins it.
      let line = text.unknown(word, suggestion: suggestion)
      return [suggestion == nil ? self.line(line, hinting: .help) : line]
    case .incomplete(let name):
      return [self.line(text.incomplete(name), hinting: .usage(name))]
    case .extraWords(let name):
      let line = text.extraWords(name)
      return [name.takesNothing ? line : self.line(line, hinting: .usage(name))]
    case .notANumber(_, let typed): return [text.notANumber(typed)]
    case .unusableNumber(.entry, _, _) where conversation.numbered == nil:
      return [text.nothingToChoose]
    case .unusableNumber(let slot, let move, let named):
      let focusedDay = editor.focus.flatMap { trip.position(of: $0)?.day }
      let numbers = text.numbersThereAre(
        slot, in: trip, focusedDay: focusedDay, listCount: conversation.numbered?.count)
      guard move else { return [SessionText.sentence(numbers)] }
      // A move says its outcome first, as a refusal of the focused item's
      // move; a named item was not found yet: nothing moved.
      if !named, let item = editor.focusedItem {
        return [text.cannotMove(SpokenText.clean(item.title), because: numbers)]
      }
      return [text.nothingMoved(because: numbers)]
    case .unknownVerbosity: return [text.unknownVerbosity]
    case .travelNeedsCities:
      return [self.line(text.travelNeedsCities, hinting: .usage(.new))]
    case .notATime(let typed):
      return [self.line(text.notATime(SpokenText.shortened(typed)), hinting: .time)]
    case .notADate(let typed):
      return [self.line(text.notADate(SpokenText.shortened(typed)), hinting: .start)]
    case .notImportDates:
      return [text(.importBadDates)]
    case .noSuchZone(let typed):
      return [self.line(text.noSuchZone(SpokenText.shortened(typed)), hinting: .zone)]
    }
  }
}
