// The recipe of the article "Building a VoiceOver action menu", as a program
// with no screen: everything an app does but the UIKit and SwiftUI calls.
// Each step prints what the app would post, or show; `make test` runs it and
// checks what it prints against expected-output.txt.

import Foundation
import ItineraryCore
import ReorderCommands
import ReorderCommandsTesting

// A trip built in code, as an app that does not read the file format would.
let trip = try Trip(
  title: "Conference week",
  days: [Day(label: "Monday", city: "Lisbon"), Day(label: "Tuesday"), Day(label: "Wednesday")],
  items: [
    Item(
      id: "keynote", title: "Opening keynote", kind: .game,
      placement: Placement(day: 1, sortOrder: 1)),
    Item(
      id: "coffee", title: "Coffee with Ana", kind: .custom,
      placement: Placement(day: 1, sortOrder: 2)),
    Item(
      id: "train", title: "Train to Porto",
      kind: .travel(Travel(from: "Lisbon", to: "Porto", after: "keynote", before: "workshop")),
      placement: Placement(day: 1, sortOrder: 3)),
    Item(
      id: "workshop", title: "Accessibility workshop", kind: .game,
      placement: Placement(day: 3, sortOrder: 1)),
    Item(
      id: "dinner", title: "Team dinner", kind: .custom,
      placement: Placement(day: 2, sortOrder: 1)),
  ])

/// What the app posts: the sentence, with its priority.
@MainActor
func post(_ spoken: SpokenAnnouncement) {
  print("post (\(spoken.priority)): \(spoken.text)")
}

@MainActor
func run() throws {
  // An undo manager with UndoManager's rules, for a program with no UIKit.
  let undoManager = TestUndoManager()
  // The app's one model: the editor, the undo manager and the words.
  let model = EditorModel(trip: trip, undoManager: undoManager)
  model.onAnnouncement = { post(model.spoken(for: $0)) }
  func perform(_ announcement: Announcement) { post(model.spoken(for: announcement)) }

  print("== The menu of Coffee with Ana, as custom actions")
  for action in model.editor.actions(for: "coffee") {
    print("action: \(action.label)")
  }
  print("== The same menu, for a rotor, grouped by category")
  let compact = model.editor.compactMenu(for: "coffee")
  for category in ActionCategory.allCases {
    let labels = compact.actions.filter { $0.category == category }.map(\.label)
    if !labels.isEmpty {
      print("\(model.renderer.name(of: category)): \(labels.joined(separator: ", "))")
    }
  }
  if let days = compact.otherDays {
    print(
      "\(compact.chooseDayLabel) offers days \(days.allowedDays.map { "\($0.lowerBound) to \($0.upperBound)" })"
    )
  }
  print("== Why the keynote has no moves")
  for reason in compact.reasons + model.editor.compactMenu(for: "keynote").reasons {
    print(reason)
  }

  print("== A custom action: Move down")
  if let down = compact.actions.first(where: { $0.move == .down }) {
    perform(model.perform(.action(down)))
  }

  print("== A drag of the train: said as it passes over targets, dropped on day 2")
  var drag = DragSpeech(dragging: ["train"], in: model.editor)
  post(drag.pickUp)
  let rows = ItineraryRows(trip: model.editor.trip)
  let train = rows.offset(of: "train").map { [$0] } ?? []
  for target in [rows.offset(ofDay: 3).map { $0 + 2 }, rows.offset(ofDay: 3), nil] {
    let move = target.flatMap { rows.move(fromOffsets: train, toOffset: $0)?.move }
    if let said = drag.hover(over: move, in: model.editor) { post(said) }
    // The pointer stays: nothing more is said.
    if drag.hover(over: move, in: model.editor) != nil { print("said twice") }
  }
  if let from = rows.offset(of: "train"), let before = rows.offset(ofDay: 3),
    let (id, move) = rows.move(fromOffset: from, toOffset: before)
  {
    print("the list asks for \(move) of \(id)")
    post(drag.dropped(model.perform(.moveTogether(move, [id]))))
  }

  print("== A drag of two rows, previewed, then dropped")
  let twoRows = ItineraryRows(trip: model.editor.trip)
  let dragged = ["coffee", "dinner"].compactMap { twoRows.offset(of: $0) }
  if let below = twoRows.offset(ofDay: 3),
    let (items, move) = twoRows.move(fromOffsets: dragged, toOffset: below)
  {
    var two = DragSpeech(dragging: items, in: model.editor)
    if let said = two.hover(over: move, in: model.editor) { post(said) }
    print("preview: \(model.editor.preview(move, on: items).target.map { "\($0)" } ?? "stays")")
    post(two.dropped(model.perform(.moveTogether(move, items))))
    print("selected after the drop: \(model.editor.selectedItems.map(\.title))")
    perform(model.undo())
    perform(model.perform(.clearSelection))
  }

  print("== Grab, move, drop")
  perform(model.perform(.focus("dinner")))
  perform(model.perform(.grab))
  perform(model.perform(.move(.up)))
  perform(model.perform(.drop))

  print("== Verbose, and a replaced template")
  model.renderer.verbosity = .verbose
  perform(model.perform(.move(.down, on: "dinner")))
  model.renderer.verbosity = .terse
  model.renderer.templates[.movedTerse] = "Now {position} of {day}."
  perform(model.perform(.move(.up, on: "dinner")))
  model.renderer = AnnouncementRenderer()

  print("== A shake: the system undoes")
  undoManager.undo()
  print("== The app's Undo button")
  perform(model.undo())
  print("undo names: \(undoManager.undoNames)")

  print("== In Spanish, chosen once")
  model.renderer = AnnouncementRenderer(catalog: Catalog.shipped(language: "es") ?? .english)
  print(model.editor.compactMenu(for: "coffee").actions.map(\.label).joined(separator: ", "))
  let spanish = model.spoken(for: model.perform(.move(.toDay(2), on: "coffee")))
  print("post (\(spanish.language)): \(spanish.text)")
  perform(model.undo())
  model.renderer = AnnouncementRenderer()

  print("== Put away, and launched again")
  let saved = try JSONEncoder().encode(model.editor)
  let restored = try JSONDecoder().decode(Editor.self, from: saved)
  model.replaceEditor(with: restored)
  print(
    "undo steps kept: \(model.editor.history.undoSteps.count), registered: \(undoManager.undoNames.count)"
  )
  perform(model.redo())
  perform(model.undo())

  print("== Saved as the trip file, bytes out and bytes in")
  let document = TripDocument(trip: trip)
  let bytes = try document.bytes(saving: model.editor.trip)
  let reopened = try TripDocument(bytes: bytes)
  print("reopened: \(reopened.trip == model.editor.trip)")
}

try MainActor.assumeIsolated { try run() }
