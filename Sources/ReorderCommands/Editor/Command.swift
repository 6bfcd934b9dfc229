import ItineraryCore

/// A command an ``Editor`` performs: every kind of change an app asks for,
/// and the questions a list asks of it (where the focus is, what is
/// selected).
///
/// An app's model (``EditorModel``) and its undo bridge (``UndoBridge``)
/// take a command too, so that each change goes one way whatever runs it.
public enum Command: Hashable, Sendable {
  /// Moves an item, the focused one when `on` is `nil`.
  case move(Move, on: ItemID? = nil)
  /// Moves exactly these items together, as a drag of several rows does
  /// (``Editor/perform(_:on:)-(Move,[ItemID])``).
  case moveTogether(Move, [ItemID])
  /// Undoes the newest step.
  case undo
  /// Redoes the step undone last.
  case redo
  /// Starts grab mode on the focused item.
  case grab
  /// Starts grab mode on an item, focusing it first.
  case grabItem(ItemID)
  /// Ends grab mode, keeping the moves as one undo step.
  case drop
  /// Ends grab mode, putting everything back as it was at the grab.
  case cancel
  /// Says where the focused item is.
  case `where`
  /// Moves the focus to an item.
  case focus(ItemID)
  /// Adds, removes, deletes or renames an item, the focused one when `on`
  /// is `nil`.
  case edit(Edit, on: ItemID? = nil)
  /// An entry of an action menu, refused once the trip has changed since
  /// the menu was made.
  case action(Action)
  /// Adds an item, the focused one when `nil`, to the selection.
  case select(ItemID? = nil)
  /// Makes the selection exactly these items.
  case selectOnly([ItemID])
  /// Takes an item, the focused one when `nil`, out of the selection; the
  /// focus goes to it unless `focusing` is `false`.
  case unselect(ItemID? = nil, focusing: Bool = true)
  /// Selects an item, or unselects it when it is selected: a row's
  /// "Select" or "Unselect".
  case toggleSelection(ItemID)
  /// Empties the selection.
  case clearSelection
  /// Says which items are selected.
  case selection
  /// Changes the trip's start or its days.
  case changeTrip(TripChange)
}
