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

/// The app's model: one editor, its renderer, and the system's undo.
@MainActor
final class Model {
  let bridge: UndoBridge
  var renderer = AnnouncementRenderer(verbosity: .normal)

  init(editor: Editor, undoManager: any UndoRegistrar) {
    bridge = UndoBridge(editor: editor, registrar: undoManager)
    bridge.announce = { [unowned self] in self.post($0) }
  }

  var editor: Editor { bridge.editor }

  /// What the app posts: the sentence, with its priority.
  func post(_ announcement: Announcement) {
    let spoken = renderer.spoken(for: announcement)
    print("post (\(spoken.priority)): \(spoken.text)")
  }
}

@MainActor
func run() throws {
  // An undo manager with UndoManager's rules, for a program with no UIKit.
  let undoManager = TestUndoManager()
  let model = Model(editor: Editor(trip: trip), undoManager: undoManager)

  print("== The menu of Coffee with Ana, as custom actions")
  for action in model.editor.actions(for: "coffee", renderer: model.renderer) {
    print("action: \(action.label)")
  }
  print("== The same menu, for a rotor")
  let compact = model.editor.compactMenu(for: "coffee", renderer: model.renderer)
  print(compact.actions.map(\.label).joined(separator: ", "))
  if let days = compact.otherDays {
    print(
      "\(compact.otherDaysLabel): days \(days.available.map { "\($0.lowerBound) to \($0.upperBound)" })"
    )
  }
  print("== Why the keynote has no moves")
  for reason in model.editor.actionMenu(for: "keynote").reasons(renderer: model.renderer) {
    print(reason)
  }

  print("== A custom action: Move down")
  if let down = model.editor.actions(for: "coffee").first(where: { $0.move == .down }) {
    model.post(model.bridge.perform(down))
  }

  print("== A drag hovers over position 2 of day 3, then drops on day 2")
  let hover = model.editor.preview(.toPosition(Position(day: 3, rank: 2)), on: "train")
  if case .stays(let refusal) = hover { model.post(refusal) }
  let rows = ItineraryRows(trip: model.editor.trip)
  if let from = rows.offset(of: "train"), let before = rows.offset(ofDay: 3),
    let (id, move) = rows.move(fromOffset: from, toOffset: before)
  {
    print("the list asks for \(move) of \(id)")
    model.post(model.bridge.perform(move, on: id))
  }

  print("== Grab, move, drop")
  model.post(model.bridge.perform(.focus("dinner")))
  model.post(model.bridge.perform(.grab))
  model.post(model.bridge.perform(.up))
  model.post(model.bridge.perform(.drop))

  print("== Verbose, and a replaced template")
  model.renderer.verbosity = .verbose
  model.post(model.bridge.perform(.down, on: "dinner"))
  model.renderer.verbosity = .terse
  model.renderer.templates[.movedTerse] = "Now {position} of {day}."
  model.post(model.bridge.perform(.up, on: "dinner"))
  model.renderer = AnnouncementRenderer()

  print("== A shake: the system undoes")
  undoManager.undo()
  print("== The app's Undo button")
  model.post(model.bridge.undo())

  print("== Put away, and launched again")
  let saved = try JSONEncoder().encode(model.editor)
  let restored = try JSONDecoder().decode(Editor.self, from: saved)
  let relaunched = Model(editor: restored, undoManager: TestUndoManager())
  print("undo steps kept: \(relaunched.editor.history.undoSteps.count)")
  relaunched.post(relaunched.bridge.redo())
  relaunched.post(relaunched.bridge.undo())

  print("== Saved as the trip file, bytes out and bytes in")
  let document = TripDocument(trip: trip)
  let bytes = try document.bytes(saving: relaunched.editor.trip)
  let reopened = try TripDocument(bytes: bytes)
  print("reopened: \(reopened.trip == relaunched.editor.trip)")
}

try MainActor.assumeIsolated { try run() }
