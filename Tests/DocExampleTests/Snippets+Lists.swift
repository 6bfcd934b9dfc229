import Foundation
import ItinExport
import ItinSession
import ItineraryCore
import ReorderCommands
import Testing

/// The examples of an app's own list: models, drags, rows, saving.
extension Snippets {
  func editorModel() throws {
    // snippet: editor-model
    let model = EditorModel(trip: try SampleTrip.document().trip)
    model.renderer = AnnouncementRenderer(catalog: Catalog.shipped(language: "de") ?? .english)
    print(model.editor.compactMenu(for: "brewery").actions[0].label)
    // Nach oben verschieben
    let said = model.perform(.move(.toDay(3), on: "brewery"))
    print(model.sentence(for: said), model.spoken(for: said).language)
    // Brewery tour ist jetzt an Position 4 von Tag 3. de
    // end snippet
  }

  func dragSpeech() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    // snippet: drag-speech
    var drag = DragSpeech(dragging: ["to-milwaukee"], in: model.editor)
    print(drag.pickUp.text)
    // Grabbed Drive to Milwaukee at position 1 of day 2.
    print(drag.hover(over: .toPosition(Position(day: 1, rank: 3)), in: model.editor)?.text ?? "")
    // Over position 3 of day 1, after Brewers at Cubs.
    print(drag.hover(over: .toPosition(Position(day: 1, rank: 3)), in: model.editor) == nil)
    // true
    print(drag.hover(over: .toPosition(Position(day: 4, rank: 1)), in: model.editor)?.text ?? "")
    // Can't drop here. It must stay within days 1 and 2.
    print(drag.hover(over: .toPosition(Position(day: 5, rank: 1)), in: model.editor) == nil)
    // true
    print(drag.cancel(in: model.editor).text)
    // Cancelled. Drive to Milwaukee is back at position 1 of day 2.
    // end snippet
  }

  func dropPreview() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    // snippet: drop-preview
    let hover = model.editor.preview(.toPosition(Position(day: 4, rank: 1)), on: "to-milwaukee")
    print(hover.isAllowed)
    // false
    if case .doesNotMove(let refusal) = hover { print(model.sentence(for: refusal)) }
    // Can't move Drive to Milwaukee to position 1 of day 4.
    // end snippet
  }

  func moveSeveral() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    // snippet: move-several
    let rows = ItineraryRows(trip: model.editor.trip)
    let dragged = [rows.offset(of: "lunch"), rows.offset(of: "custard")].compactMap { $0 }
    guard let below = rows.offset(ofDay: 4),
      let (items, move) = rows.move(fromOffsets: dragged, toOffset: below)
    else { return }
    print(model.editor.preview(move, on: items).target ?? "stays", model.editor.selection.count)
    // position 3 of day 3 0
    print(model.sentence(for: model.perform(.moveTogether(move, items))))
    // 2 items moved to day 3, positions 3 and 4.
    print(model.sentence(for: model.editor.whatIsSelected()))
    // 2 items selected. Lunch at Lou Malnati's and Frozen custard at Kopp's.
    let menu = model.editor.compactMenu(for: items[0])
    print(menu.actions.map(\.label))
    // ["Move 2 items up", "Move 2 items down", "Move 2 items to top", "Move 2 items to day 2", "Move 2 items to day 4", "Move 2 items to day…", "Unselect"]
    print(menu.actions.allSatisfy { $0.category == .selection })
    // true
    print(model.sentence(for: model.undo()))
    // Undid move of 2 items. Back where they were.
    print(model.sentence(for: model.perform(.moveTogether(.toDay(2), ["lunch", "cubs"]))))
    // Can't move Brewers at Cubs. Games are fixed.
    // end snippet
  }

  func dropFromOutside() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    // snippet: drop-from-outside
    let rows = ItineraryRows(trip: model.editor.trip)
    let suggestion = Idea(id: "boat-tour", title: "Boat tour", kind: .custom)
    guard let below = rows.offset(ofDay: 2),
      let place = rows.destination(forInsertingAt: below + 1)
    else { return }
    print(model.editor.preview(.add(suggestion, place)).isAllowed)
    // true
    print(model.sentence(for: model.perform(.edit(.add(suggestion, place)))))
    // Added Boat tour at position 1 of day 2.
    let travel = Travel(from: "Chicago", to: "Milwaukee", after: "cubs")
    let drive = Idea(id: "drive-back", title: "Drive back", kind: .travel(travel))
    let first = Destination.position(Position(day: 1, rank: 1))
    let hover = model.editor.preview(.add(drive, first))
    if case .changesNothing(let refusal) = hover { print(model.sentence(for: refusal)) }
    // Can't add Drive back to position 1 of day 1.
    print(model.sentence(for: model.undo()))
    // Undid adding Boat tour.
    // end snippet
  }

  func listRows() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    // snippet: list-rows
    let rows = ItineraryRows(trip: model.editor.trip)
    guard let from = rows.offset(of: "brewery"), let before = rows.offset(ofDay: 4),
      let (id, move) = rows.move(fromOffset: from, toOffset: before)
    else { return }
    print(id, move)
    // brewery toPosition(position 4 of day 3)
    print(model.sentence(for: model.perform(.move(move, on: id))))
    // Brewery tour moved to position 4 of day 3.
    // end snippet
  }

  func editorCodable() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    // snippet: editor-codable
    var editor = model.editor
    _ = editor.perform(.toDay(3), on: "lunch")
    let saved = try JSONEncoder().encode(editor)
    // The app is put away, and launched again.
    let restored = try JSONDecoder().decode(Editor.self, from: saved)
    print(restored.history.undoSteps.map { model.renderer.label(for: $0) }.joined(separator: ", "))
    // move of Lunch at Lou Malnati's to day 3
    // end snippet
  }
}
