// A playlist of two sides on itin-a11y's libraries: how far the trip model
// serves "reorder within groups, with fixed and bounded items" when the
// groups are not days. README.md says where it does not.

import Foundation
import ItineraryCore
import ReorderCommands

// Sides are days; the opening and closing tracks are fixed, as games are;
// the segue must stay between them, as a travel item stays between its
// games; the other tracks go anywhere.
let playlist = try Trip(
  title: "Road trip mix",
  days: [Day(label: "Side A"), Day(label: "Side B")],
  items: [
    Item(id: "open", title: "Overture", kind: .game, placement: Placement(day: 1, sortOrder: 1)),
    Item(
      id: "a2", title: "Blue Highway", kind: .custom, placement: Placement(day: 1, sortOrder: 2)),
    Item(
      id: "segue", title: "Radio static",
      kind: .travel(Travel(from: "Overture", to: "Finale", after: "open", before: "close")),
      placement: Placement(day: 1, sortOrder: 3)),
    Item(id: "b1", title: "Night Drive", kind: .custom, placement: Placement(day: 2, sortOrder: 1)),
    Item(id: "close", title: "Finale", kind: .game, placement: Placement(day: 2, sortOrder: 2)),
  ])

// The sides are said by their names, and the rules in a playlist's words.
var templates: [CommandMessage: String] = [:]
templates[.reasonGameIsFixed] = "the opening and closing tracks stay in place"
templates[.reasonMustStayAfter] = "it must play after {game}"
templates[.reasonMustStayBefore] = "it must play before {game}"
// Checked as a catalog is: a placeholder mistyped is an error naming its
// message, never a word spoken as written.
var renderer = try AnnouncementRenderer(checking: templates)
renderer.groupNames = playlist.days.map(\.label)

var editor = Editor(trip: playlist)
let words = renderer
func say(_ announcement: Announcement) { print(words.text(for: announcement)) }

print("== The menu of Blue Highway")
print(editor.actions(for: "a2", renderer: renderer).map(\.label).joined(separator: ", "))
print("== Moves")
say(editor.perform(.toDay(2), on: "a2"))
say(editor.perform(.toTop, on: "a2"))
say(editor.perform(.up, on: "open"))
say(editor.perform(.toTop, on: "segue"))
say(editor.perform(.toDay(2), on: "segue"))
say(editor.perform(.down, on: "segue"))
say(editor.undo())
print("== The playlist, side by side")
for side in 1...editor.trip.dayCount {
  let name = renderer.groupName(ofDay: side) ?? ""
  print(name + ": " + editor.trip.items(onDay: side).map(\.title).joined(separator: ", "))
}
