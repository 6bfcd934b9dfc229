import ItineraryCore
import ReorderCommands

extension Session {
  /// `actions` and `actions all`: the focused item's menu, numbered, and with
  /// `all`, the moves it cannot make and why.
  ///
  /// Moves to days that share a reason are said together: "Move to days 3
  /// to 5: it must stay within days 1 and 2." The menu is made from the
  /// step moves and the runs of days (``Editor/dayMoves(for:renderer:)``),
  /// so that it costs the same on a trip of any length.
  mutating func actions(all: Bool) -> Reply {
    // An entry that would not succeed is said by its reason's clause: the
    // whole sentence is made only for an outcome that has none.
    var menus = renderer
    menus.writesMenuReasons = false
    guard let focus = editor.focus, let item = trip.item(focus),
      let days = editor.dayMoves(for: focus, renderer: menus)
    else { return reply(saying: .noItems) }
    let together = editor.itemsMovingTogether(with: focus).count
    let title = together > 1 ? renderer.items(together) : SpokenText.clean(item.title)
    let steps = editor.stepMenu(for: focus, renderer: menus)
    // The REPL sets a time with `time`, and fixes an item with `fix`: its
    // menu keeps to the moves and Remove, as an app's compact menu does,
    // and a game's says why it has none.
    var editing = editor.editingMenu(for: focus, renderer: menus)
    editing.available.removeAll { $0.id != "remove" }
    // Fixing in place is typed (`fix`, `unfix`), as a time is.
    editing.unavailable.removeAll { $0.action.id != "remove" }
    let menu = MenuNumbers(
      item: focus, revision: editor.revision, steps: steps.available, days: days,
      edits: editing.available, together: together)
    let renderer = self.renderer
    let clause = { outcome in renderer.reasonClause(for: outcome) ?? renderer.text(for: outcome) }
    let stepClauses = (steps.unavailable + editing.unavailable).map { clause($0.outcome) }
    let dayClauses = days.refusedDays.map { clause($0.outcome) }
    var lines: [String]
    if menu.count == 0 {
      conversation.numbered = nil
      let clauses = Set(stepClauses + dayClauses)
      let shared = clauses.count == 1 ? clauses.first : nil
      lines = [text.noMoves(for: title, because: shared)]
      if shared != nil { return Reply(lines: lines) }
    } else {
      conversation.numbered = .actions(menu)
      // How many, then what to type, then the entries, one a line.
      lines = [
        text.menuHeading(
          available: menu.count,
          unavailable: all
            ? steps.unavailable.count + editing.unavailable.count + days.refusedDayCount : nil,
          for: title)
      ]
      lines += hint(.actions)
      lines += entryLines(menu)
    }
    if all {
      let stepsThenEdits = steps.unavailable + editing.unavailable
      lines += zip(stepsThenEdits, stepClauses).prefix(steps.unavailable.count).map {
        text.unavailable($0.action.label, $1)
      }
      lines += unavailableDayLines(days.refusedDays, clauses: dayClauses, together: together)
      lines += zip(stepsThenEdits, stepClauses).dropFirst(steps.unavailable.count).map {
        text.unavailable($0.action.label, $1)
      }
    }
    return Reply(lines: lines)
  }

  /// The most moves to other days read one by one; a longer trip's are said
  /// as runs ("Numbers 5 to 368 move to days 2 to 365.").
  static let longestDayMenu = 9

  /// A menu's numbered entries, one a line; on a trip with more than
  /// ``longestDayMenu`` other days to move to, each run of three days or
  /// more is one line, with its numbers and its days.
  private func entryLines(_ menu: MenuNumbers) -> [String] {
    var lines = menu.steps.enumerated().map { text.entry($0.offset + 1, $0.element.label) }
    var number = menu.steps.count + 1
    let long = menu.days.allowedDayCount > Session.longestDayMenu
    for run in menu.days.allowedDays {
      if long, run.count >= 3 {
        lines.append(
          text.dayMoveRun(numbers: number...(number + run.count - 1), days: run))
        number += run.count
        continue
      }
      for day in run {
        let label =
          menu.together > 1
          ? renderer.label(for: .toDay(day), movingTogether: menu.together)
          : renderer.label(for: .toDay(day))
        lines.append(text.entry(number, label))
        number += 1
      }
    }
    for edit in menu.edits {
      lines.append(text.entry(number, edit.label))
      number += 1
    }
    return lines
  }

  /// One line for the moves to days refused for each reason, in the order
  /// the reasons first come.
  private func unavailableDayLines(_ runs: [RefusedDays], clauses: [String], together: Int)
    -> [String]
  {
    var daysByClause: [String: [ClosedRange<Int>]] = [:]
    var clauseOrder: [String] = []
    for (run, clause) in zip(runs, clauses) {
      if daysByClause[clause] == nil { clauseOrder.append(clause) }
      daysByClause[clause, default: []].append(run.days)
    }
    return clauseOrder.compactMap { clause in
      guard let runs = daysByClause[clause] else { return nil }
      let label: String
      if runs.count == 1 && runs[0].count == 1 {
        label =
          together > 1
          ? renderer.label(for: .toDay(runs[0].lowerBound), movingTogether: together)
          : renderer.label(for: .toDay(runs[0].lowerBound))
      } else {
        label =
          together > 1
          ? text.moveItemsToDays(renderer.items(together), runs)
          : text.moveToDays(runs)
      }
      return text.unavailable(label, clause)
    }
  }

  /// A bare number: an entry of the last numbered list, while it is the
  /// last answer said.
  ///
  /// A number the list does not have keeps the list; anything else it
  /// does ends it.
  mutating func choose(_ number: Int) -> Reply {
    let list = conversation.numbered
    conversation.numbered = nil
    switch list {
    case nil:
      return Reply(lines: [text.nothingToChoose])
    case .wholeTrip:
      conversation.numbered = list
      return Reply(lines: [text.wholeTripNumbers])
    case .actions(let menu):
      // Nothing has changed since the menu was said; the editor still
      // refuses an action made for an earlier trip.
      if var edit = menu.edit(number) {
        edit.revision = menu.revision
        return reply(saying: editor.perform(edit))
      }
      guard let move = menu.move(number),
        var action = editor.action(move, for: menu.item, renderer: renderer)
      else {
        conversation.numbered = list
        return Reply(lines: [text.noSuchEntry(number, count: menu.count)])
      }
      action.revision = menu.revision
      return reply(saying: editor.perform(action))
    case .matches(let ids, let use):
      guard ids.indices.contains(number - 1) else {
        conversation.numbered = list
        return Reply(lines: [text.noSuchEntry(number, count: ids.count)])
      }
      if case .add = use { return self.use(ids[number - 1], for: use) }
      guard trip.contains(ids[number - 1]) else {
        return reply(saying: .noSuchItem(ids[number - 1]))
      }
      return self.use(ids[number - 1], for: use)
    case .ideas(let ids):
      guard ids.indices.contains(number - 1) else {
        conversation.numbered = list
        return Reply(lines: [text.noSuchEntry(number, count: ids.count)])
      }
      guard let idea = trip.idea(ids[number - 1]) else {
        return reply(saying: .noSuchItem(ids[number - 1]))
      }
      return add(idea, nil)
    case .items(let ids):
      guard ids.indices.contains(number - 1) else {
        conversation.numbered = list
        return Reply(lines: [text.noSuchEntry(number, count: ids.count)])
      }
      return reply(saying: editor.focus(on: ids[number - 1]))
    }
  }
}

extension Session.NumberedList {
  /// How many numbers the list has; `nil` for `list all`, whose numbers
  /// start again on each day.
  var count: Int? {
    switch self {
    case .actions(let menu): menu.count
    case .matches(let ids, _): ids.count
    case .items(let ids), .ideas(let ids): ids.count
    case .wholeTrip: nil
    }
  }
}

/// A numbered action menu: its step moves, then its moves to other days,
/// then its edits.
struct MenuNumbers: Hashable, Sendable {
  /// The item the menu is for.
  var item: ItemID
  /// The editor's revision when the menu was made.
  var revision: Int
  /// The step moves available, numbered from 1.
  var steps: [Action]
  /// The moves to other days, numbered on after the step moves.
  var days: DayMoves
  /// The edits available ("Remove"), numbered last.
  var edits: [Action]
  /// How many items the menu's moves move together; 0 when one.
  var together = 0

  /// How many numbers the menu has.
  var count: Int { steps.count + days.allowedDayCount + edits.count }

  /// The move numbered `number`.
  func move(_ number: Int) -> Move? {
    if steps.indices.contains(number - 1) { return steps[number - 1].move }
    return days.day(at: number - 1 - steps.count).map(Move.toDay)
  }

  /// The edit numbered `number`, if it is one.
  func edit(_ number: Int) -> Action? {
    let index = number - 1 - steps.count - days.allowedDayCount
    return edits.indices.contains(index) ? edits[index] : nil
  }
}
