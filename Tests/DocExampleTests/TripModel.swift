// snippet: trip-model
import ItineraryCore
import Observation
import ReorderCommands

@Observable
final class TripModel {
  private(set) var editor: Editor
  /// The app's words and verbosity, chosen once: the editor's menus and the
  /// model's sentences both use them.
  var renderer: AnnouncementRenderer {
    get { editor.renderer }
    set { editor.renderer = newValue }
  }

  init(trip: Trip) {
    editor = Editor(trip: trip)
  }

  func perform(_ action: Action) -> Announcement {
    editor.perform(action)
  }

  func perform(_ move: Move, on id: ItemID) -> Announcement {
    editor.perform(move, on: id)
  }

  func perform(_ edit: Edit, on id: ItemID? = nil) -> Announcement {
    editor.perform(edit, on: id)
  }

  func undo() -> Announcement {
    editor.undo()
  }

  func select(only ids: [ItemID]) -> Announcement {
    editor.select(only: ids)
  }

  func toggleSelection(of id: ItemID) -> Announcement {
    editor.isSelected(id) ? editor.unselect(id) : editor.select(id)
  }

  /// The sentence to post for an announcement.
  func sentence(for announcement: Announcement) -> String {
    renderer.text(for: announcement)
  }
}
// end snippet
