import ItineraryCore

/// A command an ``Editor`` performs.
public enum Command: Hashable, Sendable {
  /// Moves the focused item.
  case move(Move)
  /// Undoes the newest step.
  case undo
  /// Redoes the step undone last.
  case redo
  /// Starts grab mode on the focused item.
  case grab
  /// Ends grab mode, keeping the moves as one undo step.
  case drop
  /// Ends grab mode, putting everything back as it was at the grab.
  case cancel
  /// Says where the focused item is.
  case `where`
  /// Moves the focus to an item.
  case focus(ItemID)
  /// Adds, removes, deletes or renames an item.
  case edit(Edit)
  /// Adds an item, the focused one when `nil`, to the selection.
  case select(ItemID?)
  /// Takes an item, the focused one when `nil`, out of the selection.
  case unselect(ItemID?)
  /// Empties the selection.
  case clearSelection
  /// Says which items are selected.
  case selection
  /// Changes the trip's start or its days.
  case changeTrip(TripChange)
}
