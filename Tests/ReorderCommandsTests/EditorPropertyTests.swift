import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@Suite("Random command sequences keep every rule, and undo all gives the trip back")
struct EditorPropertyTests {
  /// A random command for a random trip: moves of every kind, on the focus
  /// or on another item, grab, drop, cancel, undo, redo, focus changes, and
  /// edits: adds of ideas and of new items to every kind of destination,
  /// removals, deletions and renames (to a title another item has, too);
  /// and selections, so that the moves and grabs of a selected item move
  /// several items together.
  static func randomCommand(for editor: Editor, using random: inout SplitMix64) -> Command {
    let trip = editor.trip
    let anyItem = trip.items.randomElement(using: &random)?.id ?? "missing"
    let day = Int.random(in: 0...(trip.dayCount + 1), using: &random)
    let destination: Destination =
      switch Int.random(in: 0..<5, using: &random) {
      case 0: .after(anyItem)
      case 1: .before(anyItem)
      case 2: .day(day)
      case 3:
        .position(
          Position(
            day: day,
            rank: Int.random(in: 0...(trip.itemCount(onDay: day) + 2), using: &random)))
      default:
        .placement(
          Placement(day: day, sortOrder: Double(Int.random(in: -2...12, using: &random)) / 2))
      }
    let title =
      Bool.random(using: &random)
      ? "Idea \(Int.random(in: 0..<6, using: &random))"
      : trip.items.randomElement(using: &random)?.title ?? "Lunch"
    switch Int.random(in: 0..<33, using: &random) {
    case 29:
      let place: TripChange.DayPlace =
        switch Int.random(in: 0..<3, using: &random) {
        case 0: .atEnd
        case 1: .before(day)
        default: .after(day)
        }
      return .changeTrip(.addDay(place))
    case 30: return .changeTrip(.removeDay(day))
    case 31:
      let text: String? =
        switch Int.random(in: 0..<3, using: &random) {
        case 0: nil
        case 1: " "
        default: "Label \(Int.random(in: 0..<3, using: &random))"
        }
      return .changeTrip(
        Bool.random(using: &random) ? .label(text, day: day) : .city(text, day: day))
    case 32 where Int.random(in: 0..<4, using: &random) == 0:
      // A zone of the trip's or a day's, none, or one that is no zone.
      let zones: [String?] = ["Europe/Lisbon", "America/New_York", "Atlantis/Nowhere", nil]
      let zone = zones[Int.random(in: 0..<zones.count, using: &random)]
      return .changeTrip(.zone(zone, day: Bool.random(using: &random) ? day : nil))
    case 32:
      let start =
        Bool.random(using: &random)
        ? TripDate(year: 2027, month: Int.random(in: 1...12, using: &random), day: 10) : nil
      return .changeTrip(.start(start))
    case 24, 25: return .select(Bool.random(using: &random) ? nil : anyItem)
    case 26: return .unselect(Bool.random(using: &random) ? nil : anyItem)
    case 27: return .clearSelection
    case 28: return .selection
    case 16, 17:
      guard let idea = trip.ideas.randomElement(using: &random) else { return .edit(.remove) }
      return .edit(.add(idea, destination))
    case 18:
      // New items of every kind, now and then: fixed ones change the
      // anchors around them. Chosen by the trip's size, not drawn, so that
      // the sessions' other commands stay as they were.
      let kinds: [NewItemKind] = [
        .custom, .custom, .custom, .custom, .custom, .fixed, .game,
        .travel(from: "Lyon", to: "Paris"),
      ]
      return .edit(.create(title: title, destination, kind: kinds[trip.items.count % kinds.count]))
    case 19: return .edit(.remove)
    case 20 where Int.random(in: 0..<3, using: &random) == 0:
      // Fixed where it stands, or let go: fixing changes the anchors of
      // travel made next, and an anchor is never let go.
      return .edit(.setFixed(Bool.random(using: &random)))
    case 20: return .edit(.delete)
    case 21: return .edit(.rename(title))
    case 22:
      return .edit(
        .rename(Bool.random(using: &random) ? " \u{1B}[2J " : editor.focusedItem?.title ?? ""))
    case 23:
      let outside = Idea(
        id: ItemID("outside-\(Int.random(in: 0..<3, using: &random))"), title: title,
        kind: .custom)
      return .edit(.add(outside, destination))
    case 0: return .move(.up)
    case 1: return .move(.down)
    case 2: return .move(.toTop)
    case 3: return .move(.toBottom)
    case 4: return .move(.toDay(day))
    case 5:
      let rank = Int.random(in: 0...(trip.itemCount(onDay: day) + 2), using: &random)
      return .move(.toPosition(Position(day: day, rank: rank)))
    case 6: return .move(.before(anyItem))
    case 7: return .move(.after(anyItem))
    case 8, 9: return .undo
    case 10: return .redo
    case 11: return .grab
    case 12: return .drop
    case 13: return .cancel
    default:
      // Half the time a selected item, so that moves are often of several.
      if Bool.random(using: &random), let selected = editor.selection.randomElement(using: &random)
      {
        return .focus(selected)
      }
      return .focus(anyItem)
    }
  }

  @Test(
    "Every invariant holds after every command; a refused one changes nothing; undoing all restores the trip field for field",
    arguments: 0..<8)
  func randomSessions(batch: UInt64) throws {
    var random = SplitMix64(seed: 7000 + batch)
    let renderers = Verbosity.allCases.map { AnnouncementRenderer(verbosity: $0) }
    // Moves of several items together, and those a travel item refused.
    var movedTogether = 0
    var travelRefusals = 0
    for _ in 0..<30 {
      let original = try RandomTrip.make(using: &random)
      var editor = Editor(trip: original)
      for _ in 0..<120 {
        let command = Self.randomCommand(for: editor, using: &random)
        let before = editor
        let announcement = editor.perform(command)
        expectInvariants(editor.trip)
        switch announcement {
        case .refused, .alreadyThere, .nothingToUndo, .nothingToRedo, .nothingGrabbed,
          .notWhileGrabbed, .noItems, .noSuchItem, .alreadyGrabbed, .location, .selectedLocation,
          .grabbed, .grabbedLocation,
          .staleAction, .staleEdit, .alreadyTitled, .editRefused, .selected, .alreadySelected,
          .unselected, .notSelected, .selectionCleared, .selection, .selectRefused,
          .itemsAlreadyThere, .itemsRefused, .itemsGrabbed, .itemsStaleAction,
          .notWhileItemsGrabbed, .choosingDay, .dragOver, .dragOverStart, .dragOverNothing,
          .dragCannotDrop, .alreadyTimed, .alreadyStarted, .dayAlready, .tripChangeRefused,
          .choosingTime, .zoneAlready, .alreadyRekinded, .nothingOfYoursToUndo,
          .nothingOfYoursToRedo, .undoBlocked, .redoBlocked:
          #expect(identicalPlacements(editor.trip, before.trip), "\(command) said \(announcement)")
          #expect(editor.trip == before.trip, "\(command) said \(announcement)")
          #expect(editor.history.undoSteps.count == before.history.undoSteps.count)
          #expect(editor.history.redoSteps.count == before.history.redoSteps.count)
        case .moved(let item, _, _, let to):
          #expect(editor.focus == item.id)
          #expect(editor.trip.position(of: item.id) == to.position)
        case .undone(let step, let spot), .redone(let step, let spot):
          if editor.trip.contains(step.item.id) {
            #expect(editor.focus == step.item.id)
            #expect(editor.trip.position(of: step.item.id) == spot.position)
          } else {
            #expect(step.edit != nil)
          }
        case .created(let item, _, let at, _, _):
          #expect(editor.focus == item.id)
          #expect(editor.trip.position(of: item.id) == at.position)
        case .added(let item, let at):
          #expect(editor.focus == item.id)
          #expect(editor.trip.position(of: item.id) == at.position)
          #expect(editor.trip.idea(item.id) == nil)
        case .removed(let item, _):
          #expect(!editor.trip.contains(item.id))
          #expect(editor.trip.idea(item.id) != nil)
        case .deleted(let item, _):
          #expect(!editor.trip.contains(item.id))
          #expect(editor.trip.idea(item.id) == nil)
        case .timed(let item, let time, _):
          #expect(editor.focus == item.id)
          #expect(editor.trip.item(item.id)?.time == time)
        case .renamed(let item, let old, _):
          #expect(editor.focus == item.id)
          #expect(editor.trip.item(item.id)?.title == item.title)
          #expect(old != item.title)
        case .rekinded(let item, let fixed, _):
          #expect(editor.focus == item.id)
          #expect(editor.trip.item(item.id)?.isFixed == fixed)
        case .dropped, .cancelled, .itemsDropped, .itemsCancelled:
          #expect(editor.grab == nil)
        case .started(let start):
          #expect(editor.trip.start == start)
        case .dayAdded(let day, _):
          #expect(editor.trip.dayCount == before.trip.dayCount + 1)
          #expect(editor.trip.itemCount(onDay: day) == 0)
          #expect(editor.trip.items.count == before.trip.items.count)
        case .dayRemoved(_, let ideas):
          #expect(editor.trip.dayCount == before.trip.dayCount - 1)
          #expect(editor.trip.items.count == before.trip.items.count - ideas)
          #expect(editor.trip.ideas.count == before.trip.ideas.count + ideas)
        case .dayIs(let day, _):
          #expect(editor.trip.days[day - 1] != before.trip.days[day - 1])
        case .zoneSet(let day?, let zone, _):
          #expect(editor.trip.days[day - 1].zone == zone?.name)
        case .zoneSet(nil, let zone, _):
          #expect(editor.trip.zone == zone?.name)
        case .tripUndone(let step), .tripRedone(let step):
          #expect(step.tripEdit != nil)
          #expect(editor.trip != before.trip)
        case .stepNotMade, .stepTakenBack:
          Issue.record("Only a shared editor says a step of another device: \(announcement)")
        case .itemsMoved(let items, _, let block):
          movedTogether += 1
          // Side by side, in trip order, where the block says, the focus
          // among them; moved as one step, or as part of the grab.
          #expect(items.count >= 2)
          let positions = items.compactMap { editor.trip.position(of: $0.id) }
          #expect(positions.map(\.day) == Array(repeating: block.day, count: items.count))
          #expect(positions.map(\.rank) == Array(block.positions))
          #expect(items.contains { $0.id == editor.focus })
          if editor.grab == nil {
            #expect(
              editor.history.undoSteps.count == min(before.history.undoSteps.count + 1, Int.max))
            #expect(editor.history.undoSteps.last?.group == items)
          }
        case .itemsUndone(let step), .itemsRedone(let step, _):
          #expect(editor.focus == step.item.id)
          if case .itemsRedone(_, let block) = announcement {
            let ranks = step.group.compactMap { editor.trip.position(of: $0.id)?.rank }
            #expect(ranks == Array(block.positions))
          }
        }
        // The selection holds items of the trip, never a game.
        #expect(editor.selection.allSatisfy { editor.trip.item($0).map { !$0.isFixed } ?? false })
        if let focus = editor.focus { #expect(editor.trip.contains(focus)) }
        if let grab = editor.grab { #expect(editor.focus == grab.item.id) }
        for renderer in renderers {
          let text = renderer.text(for: announcement)
          #expect(text.hasSuffix("."), "\(text)")
          #expect(!text.contains("{") && !text.contains("}"), "\(text)")
          #expect(!text.contains("i\u{200B}"))
          #expect(!text.contains(where: { "#[]<>->".contains($0) }), "\(text)")
        }
        if case .itemsRefused(_, _, _, _?, _) = announcement { travelRefusals += 1 }
        switch announcement {
        case .moved, .added, .itemsMoved:
          #expect(SpokenText.wordCount(renderers[1].text(for: announcement)) <= 16)
        default: break
        }
        // The editor's own check agrees with the trip's rules.
        #expect(
          Trip.problems(days: editor.trip.days, items: editor.trip.items, ideas: editor.trip.ideas)
            .isEmpty)
      }
      _ = editor.perform(.cancel)
      while editor.history.canUndo { _ = editor.perform(.undo) }
      #expect(editor.trip == original)
      #expect(identicalPlacements(editor.trip, original))
    }
    #expect(movedTogether > 3)
    #expect(travelRefusals > 0)
  }
}
