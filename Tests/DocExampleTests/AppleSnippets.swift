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
final class TripTableController {
  let model: TripModel
  let tableView = UITableView()
  var pendingFocus: ItemID?

  init(model: TripModel) {
    self.model = model
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
        let sentence = self.model.sentence(for: self.model.perform(action))
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
    let sentence = model.sentence(for: model.perform(.add(idea, place)))
    tableView.reloadData()
    UIAccessibility.post(notification: .announcement, argument: sentence)
  }
}
// end snippet

/// A row of the list, as an app draws it.
struct RowView: View {
  let row: ItineraryRows.Row
  let model: TripModel

  var body: some View {
    Text("")
  }
}

// snippet: swiftui-drop-from-outside
struct TripList: View {
  let model: TripModel
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
        let sentence = model.sentence(for: model.perform(.add(idea, place)))
        AccessibilityNotification.Announcement(sentence).post()
      }
    }
  }
}
// end snippet

// snippet: swiftui-move-selection
struct SelectableRow: View {
  let item: Item
  let model: TripModel

  var selected: Bool { model.editor.isSelected(item.id) }

  var body: some View {
    Text(item.title)
      .accessibilityAddTraits(selected ? .isSelected : [])
      .accessibilityAction(
        named: model.renderer.template(for: selected ? .actionUnselect : .actionSelect)
      ) {
        let sentence = model.sentence(for: model.toggleSelection(of: item.id))
        AccessibilityNotification.Announcement(sentence).post()
      }
  }
}

struct SelectableTripList: View {
  let model: TripModel
  let rows: ItineraryRows

  var body: some View {
    List {
      ForEach(rows) { row in
        RowView(row: row, model: model)
      }
      .onMove { offsets, destination in
        let rows = ItineraryRows(trip: model.editor.trip)
        guard let (items, move) = rows.move(fromOffsets: offsets, toOffset: destination),
          let first = items.first
        else { return }
        // A game among the rows is refused, and nothing moves.
        let selected = model.select(only: items)
        guard case .selection = selected else {
          AccessibilityNotification.Announcement(model.sentence(for: selected)).post()
          return
        }
        let sentence = model.sentence(for: model.perform(move, on: first))
        AccessibilityNotification.Announcement(sentence).post()
      }
    }
  }
}
// end snippet

// snippet: swiftui-actions
struct ItemRow: View {
  let item: Item
  let model: TripModel

  var body: some View {
    Text(item.title)
      .accessibilityElement(children: .combine)
      .accessibilityActions {
        ForEach(model.editor.actions(for: item.id)) { action in
          Button(action.label) {
            let sentence = model.sentence(for: model.perform(action))
            AccessibilityNotification.Announcement(sentence).post()
          }
        }
      }
  }
}
// end snippet

/// The system's undo, as an app wires it.
@MainActor
func undoBridge(restored: Editor, undoManager: UndoManager, renderer: AnnouncementRenderer) {
  // snippet: undo-bridge
  let bridge = UndoBridge(editor: restored, registrar: undoManager) { announcement in
    UIAccessibility.post(notification: .announcement, argument: renderer.text(for: announcement))
  }
  bridge.perform(.toDay(2), on: "lunch")
  // A shake, ⌘Z, or the app's Undo button: the same step.
  _ = bridge.undo()
  // end snippet
}
