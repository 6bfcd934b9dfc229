import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@Suite("Action menus offer exactly the moves that would succeed")
struct ActionMenuTests {
  @Test("A custom item's menu: up, down, top, bottom, then each other day, with ids and labels")
  func customMenu() throws {
    let editor = try Sample.editor()
    let actions = editor.actions(for: "brewery")
    #expect(
      actions.map(\.label) == [
        "Move up", "Move down", "Move to top", "Move to bottom", "Move to day 1", "Move to day 3",
        "Move to day 4", "Move to day 5",
      ])
    #expect(
      actions.map(\.id) == [
        "move-up", "move-down", "move-to-top", "move-to-bottom", "move-to-day-1", "move-to-day-3",
        "move-to-day-4", "move-to-day-5",
      ])
    #expect(actions.allSatisfy { $0.item == "brewery" })
  }

  @Test("Moves that would change nothing are not offered, and say why when asked")
  func noOpsAreUnavailable() throws {
    let editor = try Sample.editor()
    let menu = editor.actionMenu()
    #expect(menu.available.map(\.id).prefix(2) == ["move-down", "move-to-bottom"])
    #expect(
      menu.unavailable.map(\.reason) == [
        "Can't move Lunch at Lou Malnati's up. It is already first in the trip.",
        "Lunch at Lou Malnati's is already at position 1 of day 1.",
      ])
    #expect(menu.unavailable.map(\.action.label) == ["Move up", "Move to top"])
  }

  @Test("A travel item's menu keeps to its games, and gives the reasons for the rest")
  func travelMenu() throws {
    let editor = try Sample.editor()
    let menu = editor.actionMenu(for: "to-milwaukee")
    #expect(
      menu.available.map(\.label) == ["Move up", "Move down", "Move to bottom", "Move to day 1"])
    #expect(
      menu.unavailable.map(\.reason) == [
        "Drive to Milwaukee is already at position 1 of day 2.",
        "Can't move Drive to Milwaukee to day 3. It must stay within days 1 and 2.",
        "Can't move Drive to Milwaukee to day 4. It must stay within days 1 and 2.",
        "Can't move Drive to Milwaukee to day 5. It must stay within days 1 and 2.",
      ])
  }

  @Test("A game's menu is empty; asked, every entry says games are fixed")
  func gameMenu() throws {
    let editor = try Sample.editor()
    let menu = editor.actionMenu(for: "twins")
    #expect(menu.available.isEmpty)
    #expect(menu.unavailable.count == 4 + 4)
    #expect(
      menu.unavailable.allSatisfy { $0.reason == "Can't move Royals at Twins. Games are fixed." })
  }

  @Test("Performing a listed action moves the item, as the label says")
  func performingAnAction() throws {
    var editor = try Sample.editor()
    let toDay4 = try #require(editor.actions(for: "brewery").first { $0.id == "move-to-day-4" })
    #expect(said(editor.perform(toDay4)) == "Brewery tour moved to position 3 of day 4.")
    #expect(editor.focus == "brewery")
    #expect(editor.actions().contains { $0.id == "move-to-day-2" })
    #expect(!editor.actions().contains { $0.id == "move-to-day-4" })
  }

  @Test("An action performed after the trip changed is answered, not trusted")
  func staleAction() throws {
    var editor = try Sample.editor()
    let up = try #require(editor.actions(for: "wrigleyville").first { $0.id == "move-up" })
    _ = editor.perform(.toTop, on: "wrigleyville")
    let moved = editor.trip
    #expect(
      said(editor.perform(up))
        == "Can't move Drinks in Wrigleyville. The trip changed since that menu was made.")
    #expect(editor.trip == moved)
  }

  @Test(
    "On random trips, every listed action moves its item, and every unlisted one does not",
    arguments: 0..<4)
  func listedActionsSucceed(batch: UInt64) throws {
    var random = SplitMix64(seed: 500 + batch)
    for _ in 0..<60 {
      var editor = Editor(trip: try RandomTrip.make(using: &random))
      for _ in 0..<10 {
        guard let item = editor.trip.items.randomElement(using: &random) else { break }
        let menu = editor.actionMenu(for: item.id)
        for action in menu.available {
          var trial = editor
          let outcome = trial.perform(action)
          guard case .moved(_, _, let from, let to) = outcome else {
            Issue.record("\(action.id) of \(item.id) was offered but gave \(outcome)")
            continue
          }
          #expect(from.position != to.position)
          if case .toDay(let day) = action.move { #expect(to.position.day == day) }
          expectInvariants(trial.trip)
        }
        for entry in menu.unavailable {
          var trial = editor
          let outcome = trial.perform(entry.action)
          #expect(outcome == entry.outcome)
          #expect(identicalPlacements(trial.trip, editor.trip))
        }
        #expect(
          Set(menu.available.map(\.id)).isDisjoint(with: menu.unavailable.map(\.action.id)))
        #expect(menu.available.count + menu.unavailable.count == 4 + editor.trip.dayCount - 1)
        if let action = menu.available.randomElement(using: &random) {
          _ = editor.perform(action)
        }
      }
    }
  }

  @Test(
    "On random trips, the step menu and the runs of days say what the whole menu says",
    arguments: 0..<4)
  func stepsAndDaysMatchTheWholeMenu(batch: UInt64) throws {
    var random = SplitMix64(seed: 900 + batch)
    let renderer = AnnouncementRenderer()
    for _ in 0..<60 {
      var editor = Editor(trip: try RandomTrip.make(using: &random, maxDays: 9))
      for round in 0..<8 {
        // Now and then another item is grabbed, which refuses every move.
        if round == 4, let other = editor.trip.items.randomElement(using: &random) {
          _ = editor.focus(on: other.id)
          _ = editor.grabFocused()
        }
        guard let item = editor.trip.items.randomElement(using: &random) else { break }
        let whole = editor.actionMenu(for: item.id)
        let steps = editor.stepMenu(for: item.id)
        let days = try #require(editor.dayMoves(for: item.id))
        // The step menu is the whole menu less its moves to days and its edits.
        let isDayMove = { (move: Move?) -> Bool in
          if case .toDay? = move { true } else { move == nil }
        }
        #expect(steps.available == whole.available.filter { !isDayMove($0.move) })
        #expect(steps.unavailable == whole.unavailable.filter { !isDayMove($0.action.move) })
        let availableDays = whole.available.compactMap { action -> Int? in
          if case .toDay(let day) = action.move { day } else { nil }
        }
        #expect(days.allowedDays.flatMap { Array($0) } == availableDays, "\(item.id)")
        #expect(days.allowedDayCount == availableDays.count)
        for (offset, day) in availableDays.enumerated() { #expect(days.day(at: offset) == day) }
        #expect(days.day(at: availableDays.count) == nil)
        // Each refused day is in a run whose reason is the day's own.
        var refused: [Int: String] = [:]
        for entry in whole.unavailable {
          guard case .toDay(let day) = entry.action.move else { continue }
          refused[day] = renderer.reasonClause(for: entry.outcome)
        }
        #expect(days.refusedDays.flatMap { Array($0.days) } == refused.keys.sorted())
        for run in days.refusedDays {
          for day in run.days {
            #expect(refused[day] == renderer.reasonClause(for: run.outcome), "day \(day)")
          }
        }
        if let action = whole.available.randomElement(using: &random) {
          _ = editor.perform(action)
        }
      }
    }
  }

  @Test("A picker's action is made for the trip as it is, and moves the item there")
  func pickerActionMoves() throws {
    var editor = try Sample.editor()
    let days = try #require(editor.dayMoves(for: "brewery"))
    #expect(days.current == 2)
    #expect(days.allowedDays == [1...1, 3...5])
    let day = try #require(days.day(at: 2))
    let action = try #require(editor.action(.toDay(day), for: "brewery"))
    #expect(action.label == "Move to day 4")
    #expect(action.revision == editor.revision)
    #expect(said(editor.perform(action)) == "Brewery tour moved to position 3 of day 4.")
    #expect(editor.action(.up, for: "no-such-item") == nil)
  }

  @Test("An action made before the trip changed is refused with a sentence, and moves nothing")
  func staleActionRefused() throws {
    var editor = try Sample.editor()
    let menu = editor.actions(for: "brewery")
    let up = try #require(menu.first { $0.id == "move-up" })
    #expect(editor.say(.toDay(4), on: "brewery") == "Brewery tour moved to position 3 of day 4.")
    let before = editor.trip
    let answer = editor.perform(up)
    #expect(answer == .staleAction(ItemReference(id: "brewery", title: "Brewery tour")))
    #expect(said(answer) == "Can't move Brewery tour. The trip changed since that menu was made.")
    #expect(said(answer, .terse) == "Can't move. The trip changed since that menu was made.")
    #expect(editor.trip == before)
    #expect(editor.history.undoSteps.count == 1)
    // Undone, the trip is as the menu saw it, but it has changed since: still refused.
    _ = editor.perform(.undo)
    #expect(editor.perform(up) == .staleAction(ItemReference(id: "brewery", title: "Brewery tour")))
    // A menu made now acts; an action made by hand is planned afresh.
    let fresh = try #require(editor.actions(for: "brewery").first { $0.id == "move-up" })
    #expect(said(editor.perform(fresh)) == "Brewery tour moved to position 1 of day 2.")
    let byHand = Action(id: "move-down", item: "brewery", move: .down, label: "Move down")
    #expect(said(editor.perform(byHand)) == "Brewery tour moved to position 2 of day 2.")
  }
}
