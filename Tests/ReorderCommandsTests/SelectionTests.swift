import Foundation
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// The sample trip, by day: 1 lunch, cubs (game), wrigleyville · 2
/// to-milwaukee (after cubs, before brewers), brewery, brewers (game) · 3
/// custard, to-minneapolis (after brewers, before twins), falls · 4 museum,
/// twins (game) · 5 to-kansas-city (after twins, before royals), barbecue,
/// royals (game), fly-home (after royals).
@Suite("Selecting items and moving them together")
struct SelectionTests {
  /// An editor with `ids` selected, focused on the last.
  func selecting(_ ids: ItemID...) throws -> Editor {
    var editor = try Sample.editor()
    for id in ids { _ = editor.select(id) }
    return editor
  }

  /// The ids of a day, in order.
  func day(_ day: Int, of editor: Editor) -> [String] {
    editor.trip.items(onDay: day).map(\.id.rawValue)
  }

  @Test("Select, unselect, selection and clear say what changed and how many are selected")
  func selectionSentences() throws {
    var editor = try Sample.editor()
    #expect(editor.say(.select(nil)) == "Selected Lunch at Lou Malnati's. 1 item selected.")
    #expect(editor.say(.select("falls")) == "Selected Walk at Minnehaha Falls. 2 items selected.")
    #expect(editor.focus == "falls")
    #expect(
      editor.say(.select(nil)) == "Walk at Minnehaha Falls is already selected. 2 items selected.")
    #expect(
      editor.say(.selection)
        == "2 items selected. Lunch at Lou Malnati's and Walk at Minnehaha Falls.")
    _ = editor.select("museum")
    #expect(
      editor.say(.selection)
        == "3 items selected. Lunch at Lou Malnati's, Walk at Minnehaha Falls and Mill City Museum."
    )
    #expect(said(editor.perform(.selection), .terse) == "3 items selected.")
    #expect(
      editor.say(.unselect("falls")) == "Unselected Walk at Minnehaha Falls. 2 items selected.")
    #expect(editor.say(.unselect(nil)) == "Walk at Minnehaha Falls is not selected.")
    #expect(editor.say(.clearSelection) == "Cleared. 2 items no longer selected.")
    #expect(editor.say(.clearSelection) == "Nothing is selected.")
    #expect(editor.say(.selection) == "Nothing is selected.")
    _ = editor.select("museum")
    #expect(editor.say(.unselect(nil)) == "Unselected Mill City Museum. Nothing is selected now.")
  }

  @Test("A game cannot be selected: games are fixed")
  func gameRefused() throws {
    var editor = try Sample.editor()
    #expect(editor.say(.select("cubs")) == "Can't select Brewers at Cubs. Games are fixed.")
    #expect(editor.selection.isEmpty)
  }

  @Test("Selected items move to a day side by side, in trip order, as one undo step")
  func moveToDay() throws {
    var editor = try selecting("lunch", "falls", "museum")
    let original = editor.trip
    #expect(editor.say(.toDay(2)) == "3 items moved to day 2, positions 4 to 6.")
    #expect(
      day(2, of: editor) == ["to-milwaukee", "brewery", "brewers", "lunch", "falls", "museum"])
    #expect(editor.history.undoSteps.count == 1)
    #expect(editor.focus == "museum")
    #expect(editor.say(.undo) == "Undid move of 3 items. Back where they were.")
    #expect(identicalPlacements(editor.trip, original))
    #expect(editor.say(.redo) == "Redid move of 3 items. Now at day 2, positions 4 to 6.")
    #expect(editor.selection == ["lunch", "falls", "museum"])
  }

  @Test("Two items are said at positions 4 and 5, not 4 to 5")
  func twoPositions() throws {
    var editor = try selecting("lunch", "museum")
    #expect(editor.say(.toDay(3)) == "2 items moved to day 3, positions 4 and 5.")
  }

  @Test("A travel item's rule refuses the whole move and names the first item that blocks")
  func travelBlocks() throws {
    var editor = try selecting("lunch", "to-minneapolis", "falls")
    let original = editor.trip
    #expect(
      editor.say(.toPosition(Position(day: 2, rank: 1)))
        == "Can't move 3 items to position 1. Drive to Minneapolis must stay after Cubs at Brewers."
    )
    #expect(
      editor.say(.toPosition(Position(day: 4, rank: 3)))
        == "Can't move 3 items to position 3. Drive to Minneapolis must stay before Royals at Twins."
    )
    #expect(
      editor.say(.toDay(1))
        == "Can't move 3 items. Drive to Minneapolis must stay within days 2 to 4.")
    #expect(
      editor.say(.toDay(5))
        == "Can't move 3 items. Drive to Minneapolis must stay within days 2 to 4.")
    // Within 16 words, the place is said.
    #expect(
      editor.say(.toDay(9)) == "Can't move 3 items to day 9. The trip has days 1 to 5.")
    #expect(identicalPlacements(editor.trip, original))
    #expect(!editor.history.canUndo)
  }

  @Test("Top and bottom take the first and last place every item may take on the focused day")
  func topAndBottom() throws {
    var editor = try selecting("to-milwaukee", "falls")
    _ = editor.focus(on: "to-milwaukee")
    #expect(editor.say(.toBottom) == "2 items moved to day 2, positions 2 and 3.")
    #expect(day(2, of: editor) == ["brewery", "to-milwaukee", "falls", "brewers"])
    #expect(editor.say(.toTop) == "2 items moved to day 2, positions 1 and 2.")
    #expect(editor.say(.toTop) == "2 items are already at day 2, positions 1 and 2.")
  }

  @Test("Up and down move side-by-side items one slot; scattered ones are refused")
  func upAndDown() throws {
    var editor = try selecting("custard", "to-minneapolis")
    #expect(editor.say(.down) == "2 items moved to day 3, positions 2 and 3.")
    #expect(day(3, of: editor) == ["falls", "custard", "to-minneapolis"])
    #expect(editor.say(.down) == "2 items moved to day 4, positions 1 and 2.")
    #expect(editor.say(.down) == "2 items moved to day 4, positions 2 and 3.")
    #expect(day(4, of: editor) == ["museum", "custard", "to-minneapolis", "twins"])
    #expect(
      editor.say(.down)
        == "Can't move 2 items down. Drive to Minneapolis must stay before Royals at Twins.")
    _ = editor.select("barbecue")
    #expect(editor.say(.up) == "Can't move 3 items up. They are not side by side.")
    var first = try selecting("lunch", "cubs")
    #expect(first.selection == ["lunch"])
    _ = first.select("wrigleyville")
    _ = first.perform(.toTop)
    #expect(first.say(.up) == "Can't move 2 items up. They are already first in the trip.")
  }

  @Test("Before or after one of the selected items is refused; next to another is side by side")
  func nextTo() throws {
    var editor = try selecting("lunch", "museum")
    #expect(
      editor.say(.before("lunch"))
        == "Can't move 2 items before Lunch at Lou Malnati's. It is one of them.")
    #expect(editor.say(.after("brewery")) == "2 items moved to day 2, positions 3 and 4.")
    #expect(day(2, of: editor) == ["to-milwaukee", "brewery", "lunch", "museum", "brewers"])
  }

  @Test("A position that the day does not have for the items is refused with the ones it has")
  func position() throws {
    var editor = try selecting("lunch", "museum")
    #expect(
      editor.say(.toPosition(Position(day: 2, rank: 5)))
        == "Can't move 2 items to position 5. They can start at positions 1 to 4.")
    #expect(
      editor.say(.toPosition(Position(day: 2, rank: 4)))
        == "2 items moved to day 2, positions 4 and 5.")
  }

  @Test("A grab of selected items moves them all; drop is one step and cancel puts them back")
  func grabTogether() throws {
    var editor = try selecting("custard", "falls")
    let original = editor.trip
    #expect(editor.say(.grab) == "Grabbed 2 items, not side by side.")
    #expect(editor.say(.toTop) == "2 items moved to day 3, positions 1 and 2.")
    #expect(editor.say(.up) == "2 items moved to day 2, positions 4 and 5.")
    #expect(editor.say(.undo) == "Can't undo until the 2 items are dropped or cancelled.")
    #expect(
      editor.say(.select("museum"))
        == "Can't change the selection until the 2 items are dropped or cancelled.")
    #expect(editor.say(.drop) == "Dropped 2 items at day 2, positions 4 and 5.")
    #expect(editor.history.undoSteps.count == 1)
    #expect(editor.say(.undo) == "Undid move of 2 items. Back where they were.")
    #expect(identicalPlacements(editor.trip, original))
    _ = editor.perform(.grab)
    _ = editor.perform(.toDay(1))
    #expect(editor.say(.cancel) == "Cancelled. 2 items are back where they were.")
    #expect(identicalPlacements(editor.trip, original))
  }

  @Test("The focus outside the selection moves that item alone")
  func focusOutside() throws {
    var editor = try selecting("custard", "falls")
    _ = editor.focus(on: "museum")
    #expect(editor.say(.toDay(1)) == "Mill City Museum moved to position 4 of day 1.")
  }

  @Test("An item removed from its day leaves the selection")
  func removalLeaves() throws {
    var editor = try selecting("custard", "falls")
    _ = editor.perform(.remove)
    #expect(editor.selection == ["custard"])
  }

  @Test("A selection's menu holds no move to the focused item's own day, as one item's does not")
  func menuLeavesOutOwnDay() throws {
    let editor = try selecting("to-milwaukee", "brewery")
    let menu = editor.actionMenu()
    let days = (menu.available.map(\.move) + menu.unavailable.map(\.action.move)).compactMap {
      if case .toDay(let day)? = $0 { day } else { nil }
    }
    #expect(days == [1, 3, 4, 5])
    #expect(menu.available.allSatisfy { $0.category == .selection })
    // Day 1 after Brewers at Cubs, day 2 before Cubs at Brewers, day 3 none.
    #expect(editor.validPositions(onDay: 1) == 3...4)
    #expect(editor.validPositions(onDay: 2) == 1...1)
    #expect(editor.validPositions(onDay: 3) == nil)
  }

  @Test("The history names a move of several items by their count and place")
  func historyLabel() throws {
    var editor = try selecting("lunch", "falls", "museum")
    _ = editor.perform(.toDay(2))
    let label = AnnouncementRenderer().label(for: try #require(editor.history.undoSteps.last))
    #expect(label == "move of 3 items to day 2, positions 4 to 6")
  }

  @Test("Terse and verbose moves of several items")
  func verbosities() throws {
    var editor = try selecting("lunch", "museum")
    let moved = editor.perform(.toDay(3))
    #expect(said(moved, .terse) == "Day 3, positions 4 and 5.")
    #expect(
      said(moved, .verbose)
        == "2 items moved to day 3, positions 4 and 5. Lunch at Lou Malnati's and Mill City Museum. Sunday, June 7. 5 items in day 3. After Walk at Minnehaha Falls."
    )
  }

  @Test("The dry run says what the move of several items would do, and changes nothing")
  func preview() throws {
    let editor = try selecting("lunch", "museum")
    #expect(editor.preview(.toDay(3)).target == Position(day: 3, rank: 4))
    guard case .movesTogether(let items, _) = editor.preview(.toDay(3)) else {
      Issue.record("not a move together")
      return
    }
    #expect(items.map(\.id) == ["lunch", "museum"])
    #expect(!editor.preview(.before("lunch")).isAllowed)
  }

  @Test("An editor with a selection and a grab of items together is kept and read back")
  func codable() throws {
    var editor = try selecting("lunch", "museum")
    _ = editor.perform(.toDay(3))
    _ = editor.perform(.grab)
    _ = editor.perform(.up)
    let data = try JSONEncoder().encode(editor)
    var read = try JSONDecoder().decode(Editor.self, from: data)
    #expect(read.selection == editor.selection)
    #expect(read.grab == editor.grab)
    #expect(read.say(.drop) == "Dropped 2 items at day 3, positions 3 and 4.")
    #expect(read.say(.undo) == "Undid move of 2 items. Back where they were.")
    #expect(read.say(.undo) == "Undid move of 2 items. Back where they were.")
    #expect(identicalPlacements(read.trip, try Sample.trip()))
  }

  /// Whether the trip with `selected` (in trip order) taken out and put
  /// side by side on `day` at insertion index `index` keeps every rule: the
  /// trip is built anew and asked, with no help from the editor.
  static func keepsRules(_ trip: Trip, _ selected: [Item], day: Int, index: Int) -> Bool {
    let ids = Set(selected.map(\.id))
    var items: [Item] = []
    for number in 1...trip.dayCount {
      var order = trip.items(onDay: number).filter { !ids.contains($0.id) }
      if number == day { order.insert(contentsOf: selected, at: index) }
      for (rank, var item) in order.enumerated() {
        item.placement = Placement(day: number, sortOrder: Double(rank + 1))
        items.append(item)
      }
    }
    return (try? Trip(title: trip.title, days: trip.days, items: items)) != nil
  }

  @Test(
    "Random selections with travel items go exactly where every rule holds, or nowhere",
    arguments: 0..<4)
  func randomSelections(batch: UInt64) throws {
    var random = SplitMix64(seed: 9100 + batch)
    var moved = 0
    var refused = 0
    for _ in 0..<40 {
      let original = try RandomTrip.make(using: &random)
      var editor = Editor(trip: original)
      let movable = original.items.filter { !$0.isFixed }.shuffled(using: &random)
      guard movable.count >= 2 else { continue }
      for item in movable.prefix(Int.random(in: 2...min(6, movable.count), using: &random)) {
        _ = editor.select(item.id)
      }
      for _ in 0..<12 {
        let before = editor.trip
        let selected = editor.selectedItems
        let day = Int.random(in: 1...before.dayCount, using: &random)
        let others =
          before.itemCount(onDay: day) - selected.filter { $0.placement.day == day }.count
        let index = Int.random(in: 0...others, using: &random)
        let allowed = Self.keepsRules(before, selected, day: day, index: index)
        let move = Move.toPosition(Position(day: day, rank: index + 1))
        let previewed = editor.preview(move)
        // The positions a "Move to…" dialog offers are exactly those.
        #expect(editor.validPositions(onDay: day)?.contains(index + 1) ?? false == allowed)
        // No refusal, terse or normal, is over the words of a move, and
        // terse is never the longer.
        if case .doesNotMove(let outcome) = previewed {
          let normal = SpokenText.wordCount(said(outcome))
          #expect(normal <= 16, "\(said(outcome))")
          #expect(SpokenText.wordCount(said(outcome, .terse)) <= normal, "\(said(outcome, .terse))")
        }
        switch editor.perform(move) {
        case .itemsMoved(let items, _, let block):
          moved += 1
          #expect(allowed, "\(move) of \(items.map(\.id)) broke a rule")
          #expect(items.map(\.id) == selected.map(\.id))
          #expect(
            items.compactMap { editor.trip.position(of: $0.id) }.map(\.rank)
              == Array(block.positions))
          #expect(previewed.target == Position(day: day, rank: index + 1))
        case .itemsAlreadyThere:
          #expect(allowed)
          #expect(identicalPlacements(editor.trip, before))
        case .itemsRefused(_, _, let reason, let blocking, _):
          refused += 1
          #expect(!allowed, "\(move) was refused: \(reason)")
          #expect(
            blocking?.id != nil && selected.contains { $0.id == blocking?.id && $0.travel != nil })
          #expect(identicalPlacements(editor.trip, before))
          #expect(!previewed.isAllowed)
        case let other:
          Issue.record("\(move) said \(other)")
        }
        expectInvariants(editor.trip)
      }
      while editor.history.canUndo { _ = editor.perform(.undo) }
      #expect(identicalPlacements(editor.trip, original))
    }
    #expect(moved > 50)
    #expect(refused > 5)
  }
}
