import ItineraryCore

extension Editor {
  /// Adds an item (the focused one when `id` is `nil`) to the selection,
  /// and focuses it.
  ///
  /// A game cannot be selected: it is fixed. While an item is grabbed, the
  /// selection waits.
  public mutating func select(_ id: ItemID? = nil) -> Announcement {
    guard let id = id ?? focus else { return .noItems }
    guard let item = trip.item(id) else { return .noSuchItem(id) }
    let reference = ItemReference(item)
    if let waiting = waitingForGrab(.select) { return waiting }
    if let fixed = item.fixedReason { return .selectRefused(reference, reason: fixed) }
    focus = id
    guard !selection.contains(id) else {
      return .alreadySelected(reference, count: selection.count)
    }
    selection.insert(id)
    return .selected(reference, count: selection.count)
  }

  /// Takes an item (the focused one when `id` is `nil`) out of the
  /// selection; with `focusing`, the focus goes to it.
  ///
  /// Without `focusing`, the focus stays where it is: unselecting another
  /// item by its name leaves the focus on a selected one, so that the next
  /// move is still of them all.
  public mutating func unselect(_ id: ItemID? = nil, focusing: Bool = true) -> Announcement {
    guard let id = id ?? focus else { return .noItems }
    guard let item = trip.item(id) else { return .noSuchItem(id) }
    let reference = ItemReference(item)
    if let waiting = waitingForGrab(.select) { return waiting }
    if focusing { focus = id }
    guard selection.contains(id) else { return .notSelected(reference) }
    selection.remove(id)
    return .unselected(reference, count: selection.count)
  }

  /// Makes the selection exactly these items, in one step: what a list
  /// that drags several rows at once asks before it moves them.
  ///
  /// Said as ``whatIsSelected()``: the items selected. A game among them, or an
  /// id the trip has no item for, is refused, and the selection stays as it
  /// was. The focus goes to the first of them in trip order.
  public mutating func select(only ids: some Sequence<ItemID>) -> Announcement {
    if let waiting = waitingForGrab(.select) { return waiting }
    let wanted = Set(ids)
    for id in wanted {
      guard let item = trip.item(id) else { return .noSuchItem(id) }
      if let fixed = item.fixedReason { return .selectRefused(ItemReference(item), reason: fixed) }
    }
    if selection != wanted { selection = wanted }
    focus = selectedItems.first?.id ?? focus
    return whatIsSelected()
  }

  /// Empties the selection.
  public mutating func clearSelection() -> Announcement {
    if let waiting = waitingForGrab(.select) { return waiting }
    let count = selection.count
    if count > 0 { selection = [] }
    return .selectionCleared(count: count)
  }

  /// Says which items are selected, in trip order.
  public func whatIsSelected() -> Announcement {
    .selection(selectedItems.map(ItemReference.init))
  }

  /// The selected items, in trip order.
  public var selectedItems: [Item] {
    Trip.Together(selection, in: trip)?.members.map(\.item) ?? []
  }

  /// The items that move with an item (the focused one when `id` is `nil`),
  /// in trip order; empty when it moves alone.
  ///
  /// A move, a grab or a menu of the item is of them all: the selection,
  /// while it holds the item and another, or the items grabbed with it.
  public func itemsMovingTogether(with id: ItemID? = nil) -> [Item] {
    guard let id = id ?? focus else { return [] }
    return movingTogether(with: id)?.members.map(\.item) ?? []
  }

  /// Whether an item is selected.
  public func isSelected(_ id: ItemID) -> Bool {
    selection.contains(id)
  }

  /// The items that move with `id`, when they are more than it: those
  /// grabbed with it, or, with nothing grabbed, the selection when it holds
  /// `id` and another.
  func movingTogether(with id: ItemID) -> Trip.Together? {
    if let grab {
      guard grab.group.count > 1, grab.group.contains(where: { $0.id == id }) else { return nil }
      return Trip.Together(grab.group.map(\.id), in: trip)
    }
    guard selection.count > 1, selection.contains(id) else { return nil }
    return Trip.Together(selection, in: trip)
  }

  /// Takes an item that left the days, or was fixed, out of the selection.
  mutating func unselectIfGone(_ id: ItemID) {
    guard selection.contains(id) else { return }
    // Gone from the days, or fixed where it stands: never moved together.
    if trip.item(id)?.isFixed ?? true { selection.remove(id) }
  }
}
