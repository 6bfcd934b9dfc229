import ItineraryCore
import ReorderCommands

extension Session {
  /// `actions` and `actions all`: the focused item's menu, numbered, and with
  /// `all`, the moves it cannot make and why.
  ///
  /// Moves to days that share a reason are said together: "Move to days 3
  /// to 5: it must stay within days 1 and 2."
  mutating func actions(all: Bool) -> Reply {
    guard let focus = editor.focus, let item = trip.item(focus) else { return say(.noItems) }
    let title = SpokenText.clean(item.title)
    let menu = editor.actionMenu(for: focus, renderer: renderer)
    let clauses = menu.unavailable.map { renderer.reasonClause(for: $0.outcome) ?? $0.reason }
    var lines: [String]
    if menu.available.isEmpty {
      numbered = nil
      let shared = Set(clauses).count == 1 ? clauses.first : nil
      lines = [SessionText.noMoves(for: title, because: shared)]
      if shared != nil { return Reply(lines: lines) }
    } else {
      numbered = .actions(menu.available)
      lines = [
        SessionText.menuHeading(
          available: menu.available.count, unavailable: all ? menu.unavailable.count : nil,
          for: title)
      ]
      lines += entryLines(menu.available)
    }
    if all {
      lines += unavailableLines(menu.unavailable, clauses: clauses)
    }
    if !menu.available.isEmpty { lines += hint(.actions) }
    return Reply(lines: lines)
  }

  /// The most moves to other days read one by one; a longer trip's are said
  /// as runs ("Numbers 5 to 368: move to days 2 to 365.").
  static let longestDayMenu = 9

  /// A menu's numbered entries, one a line; on a trip with more than
  /// ``longestDayMenu`` other days to move to, each run of them is one line,
  /// with its numbers and its days.
  private func entryLines(_ entries: [Action]) -> [String] {
    let dayMoves = entries.filter { if case .toDay = $0.move { true } else { false } }
    guard dayMoves.count > Session.longestDayMenu else {
      return entries.enumerated().map { SessionText.entry($0.offset + 1, $0.element.label) }
    }
    var lines: [String] = []
    var run: [(number: Int, day: Int, label: String)] = []
    func endRun() {
      if let first = run.first, let last = run.last, run.count >= 3 {
        lines.append(
          SessionText.dayMoveRun(numbers: first.number...last.number, days: first.day...last.day))
      } else {
        lines += run.map { SessionText.entry($0.number, $0.label) }
      }
      run = []
    }
    for (index, action) in entries.enumerated() {
      guard case .toDay(let day) = action.move else {
        endRun()
        lines.append(SessionText.entry(index + 1, action.label))
        continue
      }
      if let last = run.last, last.day + 1 != day { endRun() }
      run.append((index + 1, day, action.label))
    }
    endRun()
    return lines
  }

  /// One line for each unavailable entry, moves to days with the same
  /// reason as one.
  private func unavailableLines(_ entries: [UnavailableAction], clauses: [String]) -> [String] {
    var lines: [String] = []
    var daysByClause: [String: [Int]] = [:]
    var clauseOrder: [String] = []
    for (entry, clause) in zip(entries, clauses) {
      guard case .toDay(let day) = entry.action.move else {
        lines.append(SessionText.unavailable(entry.action.label, clause))
        continue
      }
      if daysByClause[clause] == nil { clauseOrder.append(clause) }
      daysByClause[clause, default: []].append(day)
    }
    for clause in clauseOrder {
      guard let days = daysByClause[clause] else { continue }
      let label =
        days.count == 1 ? renderer.label(for: .toDay(days[0])) : SessionText.moveToDays(days)
      lines.append(SessionText.unavailable(label, clause))
    }
    return lines
  }

  /// A bare number: an entry of the last numbered list, while it is the
  /// last answer said.
  ///
  /// A number the list does not have keeps the list; anything else it
  /// does ends it.
  mutating func choose(_ number: Int) -> Reply {
    let list = numbered
    numbered = nil
    switch list {
    case nil:
      return Reply(lines: [SessionText.nothingToChoose])
    case .wholeTrip:
      numbered = list
      return Reply(lines: [SessionText.wholeTripNumbers])
    case .actions(let actions):
      // Nothing has changed since the menu was said; the editor still
      // refuses an action made for an earlier trip.
      guard actions.indices.contains(number - 1) else {
        numbered = list
        return Reply(lines: [SessionText.noSuchEntry(number, count: actions.count)])
      }
      return say(editor.perform(actions[number - 1]))
    case .matches(let ids, let use):
      guard ids.indices.contains(number - 1) else {
        numbered = list
        return Reply(lines: [SessionText.noSuchEntry(number, count: ids.count)])
      }
      guard trip.contains(ids[number - 1]) else { return say(.noSuchItem(ids[number - 1])) }
      return self.use(ids[number - 1], for: use)
    case .items(let ids):
      guard ids.indices.contains(number - 1) else {
        numbered = list
        return Reply(lines: [SessionText.noSuchEntry(number, count: ids.count)])
      }
      return say(editor.focus(on: ids[number - 1]))
    }
  }
}

extension Session.NumberedList {
  /// How many numbers the list has; `nil` for `list all`, whose numbers
  /// start again on each day.
  var count: Int? {
    switch self {
    case .actions(let actions): actions.count
    case .matches(let ids, _): ids.count
    case .items(let ids): ids.count
    case .wholeTrip: nil
    }
  }
}
