import Foundation
import ItineraryCore
import ReorderCommands

#if canImport(UIKit)
import UIKit
#endif
#if canImport(SwiftUI)
import SwiftUI
#endif

/// A table of a trip's items, as an app's view controller would have it:
/// the examples of UIKit code are its methods.
@MainActor
final class TripTableController {
  let model: EditorModel
  let tableView = UITableView()
  var pendingFocus: ItemID?
  /// What the drag in progress has said.
  var drag: DragSpeech

  init(model: EditorModel) {
    self.model = model
    drag = DragSpeech(dragging: [], in: model.editor)
  }

  func cell(for id: ItemID) -> UITableViewCell? {
    nil
  }

  // snippet: uikit-custom-actions
  func configure(_ cell: UITableViewCell, for item: Item) {
    cell.accessibilityLabel = item.title
    cell.accessibilityCustomActions = model.editor.actions(for: item.id).map { action in
      UIAccessibilityCustomAction(name: action.label) { [weak self] _ in
        guard let self else { return false }
        let sentence = self.model.sentence(for: self.model.perform(.action(action)))
        self.tableView.reloadData()
        UIAccessibility.post(notification: .announcement, argument: sentence)
        return true
      }
    }
  }
  // end snippet

  func undoThenFocus() {
    // snippet: undo-focus
    let announcement = model.undo()
    tableView.reloadData()
    UIAccessibility.post(notification: .announcement, argument: model.sentence(for: announcement))
    pendingFocus = announcement.item?.id
    // In the observer of UIAccessibility.announcementDidFinishNotification:
    if let id = pendingFocus, let cell = cell(for: id) {
      UIAccessibility.post(notification: .layoutChanged, argument: cell)
      pendingFocus = nil
    }
    // end snippet
  }
}

extension TripTableController {
  /// The idea a drag from the suggestions panel carries.
  func suggestion(in session: UIDropSession) -> Idea? {
    nil
  }
}

// snippet: uikit-drop-from-outside
extension TripTableController: UITableViewDropDelegate {
  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    guard let idea = suggestion(in: session), let row = destinationIndexPath?.row,
      let place = ItineraryRows(trip: model.editor.trip).destination(forInsertingAt: row),
      model.editor.preview(.add(idea, place)).isAllowed
    else { return UITableViewDropProposal(operation: .forbidden) }
    return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  }

  func tableView(
    _ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator
  ) {
    guard let idea = suggestion(in: coordinator.session),
      let row = coordinator.destinationIndexPath?.row,
      let place = ItineraryRows(trip: model.editor.trip).destination(forInsertingAt: row)
    else { return }
    let sentence = model.sentence(for: model.perform(.edit(.add(idea, place))))
    tableView.reloadData()
    UIAccessibility.post(notification: .announcement, argument: sentence)
  }
}
// end snippet

/// A row of the list, as an app draws it.
struct RowView: View {
  let row: ItineraryRows.Row
  let model: EditorModel

  var body: some View {
    Text("")
  }
}

// snippet: swiftui-drop-from-outside
struct TripList: View {
  let model: EditorModel
  let rows: ItineraryRows

  var body: some View {
    List {
      ForEach(rows) { row in
        RowView(row: row, model: model)
      }
      .dropDestination(for: String.self) { ideaIDs, offset in
        let place = ItineraryRows(trip: model.editor.trip).destination(forInsertingAt: offset)
        guard let id = ideaIDs.first, let place,
          let idea = model.editor.trip.idea(ItemID(id))
        else { return }
        let sentence = model.sentence(for: model.perform(.edit(.add(idea, place))))
        AccessibilityNotification.Announcement(sentence).post()
      }
    }
  }
}
// end snippet

// snippet: swiftui-move-selection
struct SelectableRow: View {
  let item: Item
  let model: EditorModel

  var selected: Bool { model.editor.isSelected(item.id) }

  var body: some View {
    Text(item.title)
      .accessibilityAddTraits(selected ? .isSelected : [])
      .accessibilityAction(
        named: model.renderer.template(for: selected ? .actionUnselect : .actionSelect)
      ) {
        let sentence = model.sentence(for: model.perform(.toggleSelection(item.id)))
        AccessibilityNotification.Announcement(sentence).post()
      }
  }
}

struct SelectableTripList: View {
  let model: EditorModel
  let rows: ItineraryRows

  var body: some View {
    List {
      ForEach(rows) { row in
        RowView(row: row, model: model)
      }
      .onMove { offsets, destination in
        let rows = ItineraryRows(trip: model.editor.trip)
        guard let (items, move) = rows.move(fromOffsets: offsets, toOffset: destination)
        else { return }
        // A game among the rows is refused, and nothing moves.
        let sentence = model.sentence(for: model.perform(.moveTogether(move, items)))
        AccessibilityNotification.Announcement(sentence).post()
      }
    }
  }
}
// end snippet

// snippet: swiftui-actions
struct ItemRow: View {
  let item: Item
  let model: EditorModel

  var body: some View {
    Text(item.title)
      .accessibilityElement(children: .combine)
      .accessibilityActions {
        ForEach(model.editor.actions(for: item.id)) { action in
          // The screen posts what it says (above).
          Button(action.label) { _ = model.perform(.action(action)) }
        }
      }
  }
}
// end snippet

/// The system's undo, as an app wires it.
@MainActor
func undoBridge(restored: Editor, undoManager: UndoManager, renderer: AnnouncementRenderer) {
  // snippet: undo-bridge
  let bridge = UndoBridge(editor: restored, undoManager: undoManager) { announcement in
    UIAccessibility.post(notification: .announcement, argument: renderer.text(for: announcement))
  }
  bridge.perform(.move(.toDay(2), on: "lunch"))
  // A shake, ⌘Z, or the app's Undo button: the same step.
  _ = bridge.undo()
  // end snippet
}

// snippet: swiftui-trip-screen
struct TripScreen: View {
  @State private var model: EditorModel
  @Environment(\.undoManager) private var undoManager

  init(trip: Trip) {
    _model = State(initialValue: EditorModel(trip: trip))
  }

  var body: some View {
    TripList(model: model, rows: ItineraryRows(trip: model.editor.trip))
      .onAppear { model.undoManager = undoManager }
      // Every answer is posted here, once: a refusal said twice changes
      // the number, though the announcement is the same.
      .onChange(of: model.announcementNumber) { _, _ in
        guard let said = model.announcement else { return }
        AccessibilityNotification.Announcement(model.sentence(for: said)).post()
      }
  }
}
// end snippet

// snippet: swiftui-grouped-actions
struct GroupedActionsRow: View {
  let item: Item
  let model: EditorModel
  /// The days "Move to day…" offers, while its picker is open.
  @State private var choosingDay: DayMoves?

  var actions: [Action] { model.editor.compactMenu(for: item.id).actions }

  var body: some View {
    Text(item.title)
      .accessibilityActions(category: category(.withinDay)) { buttons(.withinDay) }
      .accessibilityActions(category: category(.toAnotherDay)) { buttons(.toAnotherDay) }
      .accessibilityActions(category: category(.selection)) { buttons(.selection) }
      .accessibilityActions(category: category(.editing)) { buttons(.editing) }
      // "Move to day…" opens this: a day chosen is the menu's move to it.
      .confirmationDialog(
        model.renderer.name(of: .toAnotherDay), isPresented: choosing, presenting: choosingDay
      ) { days in
        ForEach(dayActions(days)) { action in
          Button(action.label) { _ = model.perform(.action(action)) }
        }
      }
  }

  /// The buttons of one category.
  func buttons(_ category: ActionCategory) -> some View {
    ForEach(actions.filter { $0.category == category }) { action in
      Button(action.label) { run(action) }
    }
  }

  /// Whether the day picker is open.
  var choosing: Binding<Bool> {
    Binding(get: { choosingDay != nil }, set: { if !$0 { choosingDay = nil } })
  }

  /// The moves to each day the picker offers, as the trip is now.
  func dayActions(_ days: DayMoves) -> [Action] {
    days.allowedDays.flatMap { Array($0) }.compactMap {
      model.editor.action(.toDay($0), for: item.id)
    }
  }

  /// The system's category for one of the library's, named in the
  /// catalog's language: the name is already translated, so it is its own key.
  func category(_ category: ActionCategory) -> AccessibilityActionCategory {
    AccessibilityActionCategory(
      LocalizedStringResource(stringLiteral: model.renderer.name(of: category)))
  }

  func run(_ action: Action) {
    if case .chooseDay(let days) = action.kind {
      choosingDay = days
      return
    }
    // The screen posts what it says.
    _ = model.perform(.action(action))
  }
}
// end snippet

extension TripTableController {
  // snippet: uikit-drag-speech
  func hover(at row: Int, dragging ids: [ItemID]) -> UITableViewDropProposal {
    let rows = ItineraryRows(trip: model.editor.trip)
    let offsets = ids.compactMap { rows.offset(of: $0) }
    let move = rows.move(fromOffsets: offsets, toOffset: row)?.move
    if let said = drag.hover(over: move, in: model.editor) {
      UIAccessibility.post(notification: .announcement, argument: said.text)
    }
    guard let move, model.editor.preview(move, on: ids).isAllowed else {
      return UITableViewDropProposal(operation: .forbidden)
    }
    return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }
  // end snippet
}
