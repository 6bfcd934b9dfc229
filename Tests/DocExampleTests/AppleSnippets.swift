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
