// A kanban board on itin-a11y's libraries: three named columns, a pinned
// card, and the board's own rule (a blocked card may not go to Done), moved
// by command, by menu and by a drag, in English and in German. README.md
// says what each part uses.

import ItineraryCore
import ReorderCommands

/// A card: a custom item, or a fixed one for a card pinned in its place.
func card(_ id: ItemID, _ title: String, column: Int, rank: Int, pinned: Bool = false) -> Item {
  Item(
    id: id, title: title, kind: pinned ? .fixed : .custom,
    placement: Placement(day: column, sortOrder: Double(rank)))
}

// The columns are the list's groups, each with its name.
let board = try Trip(
  title: "Sprint board",
  days: [Day(label: "To do"), Day(label: "Doing"), Day(label: "Done")],
  items: [
    card("standup", "Daily standup", column: 1, rank: 1, pinned: true),
    card("login", "Fix login", column: 1, rank: 2),
    card("csv", "CSV export", column: 1, rank: 3),
    card("docs", "Write docs", column: 2, rank: 1),
    card("ship", "Ship 2.0", column: 3, rank: 1),
  ])

/// The board's rule, in its own words: a blocked card stays out of Done.
struct BlockedCardsStayOutOfDone: MoveRule {
  let blocked: Set<ItemID>
  let done: Int
  let words: String

  func refusal(moving item: Item, to position: Position, in trip: Trip) -> String? {
    blocked.contains(item.id) && position.day == done ? words : nil
  }
}

/// The words of the board in one language.
struct Words {
  let catalog: Catalog
  let columns: [String]
  let blocked: String
  let pinned: String
}

/// One walk over the board: a menu, moves by command, a menu's action, a drag
/// with its hover speech, and undo, each answer printed as a screen reader
/// would be given it.
func walk(_ words: Words) throws {
  var renderer = try AnnouncementRenderer(
    checking: [.reasonItemIsFixed: words.pinned], catalog: words.catalog)
  renderer.groupNames = words.columns
  var editor = Editor(trip: board)
  editor.renderer = renderer
  editor.moveRule = BlockedCardsStayOutOfDone(blocked: ["csv"], done: 3, words: words.blocked)
  func say(_ announcement: Announcement) { print(renderer.text(for: announcement)) }

  print("-- The menu of CSV export")
  let menu = editor.actionMenu(for: "csv")
  print(menu.available.map(\.label).joined(separator: ", "))
  for entry in menu.unavailable { print(entry.action.label + ": " + entry.reason) }

  print("-- Commands")
  say(editor.perform(.toDay(3), on: "login"))
  say(editor.perform(.toDay(3), on: "csv"))
  say(editor.perform(.down, on: "standup"))
  say(editor.perform(.toTop, on: "login"))

  print("-- Write docs, by its menu")
  if let toDone = editor.actions(for: "docs").first(where: { $0.move == .toDay(3) }) {
    print(toDone.label)
    say(editor.perform(toDone))
  }

  print("-- A drag of CSV export, over Done and back")
  var drag = DragSpeech(dragging: ["csv"], in: editor)
  print(drag.pickUp.text)
  for target in [Position(day: 3, rank: 1), Position(day: 3, rank: 2), Position(day: 2, rank: 1)] {
    if let heard = drag.hover(over: .toPosition(target), in: editor) { print(heard.text) }
  }
  print(drag.dropped(editor.perform(.toPosition(Position(day: 2, rank: 1)), on: "csv")).text)

  print("-- Undo")
  say(editor.undo())
  say(editor.undo())

  print("-- The board")
  for column in 1...editor.trip.dayCount {
    let cards = editor.trip.items(onDay: column).map(\.title).joined(separator: ", ")
    print(words.columns[column - 1] + ": " + cards)
  }
}

print("== English")
try walk(
  Words(
    catalog: .english, columns: ["To do", "Doing", "Done"],
    blocked: "a blocked card can't go to Done", pinned: "a pinned card stays where it is"))
print("== Deutsch")
try walk(
  Words(
    catalog: Catalog.shipped(language: "de") ?? .english,
    columns: ["Offen", "In Arbeit", "Erledigt"],
    blocked: "eine blockierte Karte darf nicht nach Erledigt",
    pinned: "eine angeheftete Karte bleibt an ihrem Platz"))
