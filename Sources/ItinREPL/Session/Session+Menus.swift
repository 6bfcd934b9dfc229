import ItineraryCore
import ReorderCommands

extension Session {
  /// `actions` and `actions all`: the focused item's menu, numbered, and with
  /// `all`, the moves it cannot make and why.
  ///
  /// Moves to days that share a reason are said together: "Move to days 3
  /// to 5: it must stay within days 1 to 2."
  mutating func actions(all: Bool) -> Reply {
    guard let focus = editor.focus, let item = trip.item(focus) else { return say(.noItems) }
    let reference = ItemReference(item)
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
      // A long trip's moves to other days are said as one line, not one each.
      let days = menu.available.compactMap { action -> Int? in
        if case .toDay(let day) = action.move { day } else { nil }
      }
      let saysDaysTogether = days.count > Session.longestDayMenu
      let entries =
        saysDaysTogether
        ? menu.available.filter { if case .toDay = $0.move { false } else { true } }
        : menu.available
      numbered = .actions(reference, entries)
      lines = [
        SessionText.menuHeading(
          available: menu.available.count, unavailable: all ? menu.unavailable.count : nil,
          for: title)
      ]
      for (index, action) in entries.enumerated() {
        lines.append(SessionText.entry(index + 1, action.label))
      }
      if saysDaysTogether { lines.append(SessionText.dayMoves(days)) }
    }
    if all {
      lines += unavailableLines(menu.unavailable, clauses: clauses)
    }
    if case .actions(_, let entries)? = numbered, !entries.isEmpty { lines += hint(.actions) }
    return Reply(lines: lines)
  }

  /// The most moves to other days read one by one; a longer trip's are said
  /// as one line ("Move to days 2 to 365: type move to day, then a number.").
  static let longestDayMenu = 9

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

  /// A bare number: an entry of the last numbered list.
  mutating func choose(_ number: Int) -> Reply {
    switch numbered {
    case nil:
      return Reply(lines: [SessionText.nothingToChoose])
    case .actions(let item, let actions):
      guard editor.focus == item.id else {
        return Reply(
          lines: [
            line(
              SessionText.staleMenu(for: SpokenText.clean(item.title)), hinting: .actionsForFocus)
          ])
      }
      guard actions.indices.contains(number - 1) else {
        return Reply(lines: [SessionText.noSuchEntry(number, count: actions.count)])
      }
      return say(editor.perform(actions[number - 1]))
    case .matches(let ids, let use):
      guard ids.indices.contains(number - 1) else {
        return Reply(lines: [SessionText.noSuchEntry(number, count: ids.count)])
      }
      numbered = nil
      guard trip.contains(ids[number - 1]) else { return say(.noSuchItem(ids[number - 1])) }
      return self.use(ids[number - 1], for: use)
    }
  }
}
