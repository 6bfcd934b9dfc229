import ItineraryCore

extension Editor {
  /// Starts grab mode on the focused item.
  ///
  /// Moves made while it is grabbed are announced one by one; ``drop()``
  /// keeps them all as one undo step, ``cancel()`` puts everything back.
  /// While an item is grabbed, moves of other items, undo, redo and focus
  /// changes wait: they are answered with what to do first.
  public mutating func grabFocused() -> Announcement {
    guard let id = focus else { return .noItems }
    return grab(id)
  }

  /// Starts grab mode on an item, and focuses it.
  ///
  /// A game cannot be grabbed, since it cannot move.
  public mutating func grab(_ id: ItemID) -> Announcement {
    guard let item = trip.item(id), let spot = DetailedPosition(of: id, in: trip) else {
      return .noSuchItem(id)
    }
    let reference = ItemReference(item)
    if grab?.item.id == id { return .alreadyGrabbed(reference, at: spot) }
    if let waiting = waitingForGrab(.grab(reference)) { return waiting }
    if let fixed = item.fixedReason {
      return .refused(reference, move: nil, reason: fixed, at: spot)
    }
    if let together = movingTogether(with: id) { return grab(together, on: id) }
    grab = Grab(item: reference, start: spot.position, changes: [])
    focus = id
    return .grabbed(reference, at: spot)
  }

  /// Ends grab mode and keeps where the item is now.
  ///
  /// All the moves since the grab become one undo step. When the item is
  /// back where it was grabbed, the trip is put back exactly as it was, to
  /// the bit, and no step is added.
  public mutating func drop() -> Announcement {
    guard let grab else { return .nothingGrabbed }
    if !grab.group.isEmpty { return drop(grab) }
    let id = grab.item.id
    let changes = Editor.combined(grab.changes)
    self.grab = nil
    let now = spot(of: id)
    if now.position == grab.start {
      restore(changes)
    } else {
      history.record(
        HistoryStep(item: grab.item, from: grab.start, to: now.position, changes: changes))
    }
    focus = id
    return .dropped(grab.item, at: spot(of: id))
  }

  /// Ends grab mode and puts every placement back as it was at the grab.
  public mutating func cancel() -> Announcement {
    guard let grab else { return .nothingGrabbed }
    restore(Editor.combined(grab.changes))
    self.grab = nil
    focus = grab.item.id
    if !grab.group.isEmpty { return .itemsCancelled(grab.group) }
    return .cancelled(grab.item, at: spot(of: grab.item.id))
  }

  /// The answer for a command that waits while an item is grabbed, or `nil`
  /// when nothing is grabbed and the command may go ahead.
  ///
  /// Front ends ask this before commands that live outside the editor, such
  /// as opening another trip or saving.
  public func waitingForGrab(_ command: BlockedCommand) -> Announcement? {
    guard let grab else { return nil }
    if !grab.group.isEmpty { return .notWhileItemsGrabbed(command, grabbed: grab.group) }
    return .notWhileGrabbed(command, grabbed: grab.item)
  }

  /// Many changes in a row as one.
  ///
  /// Each item comes once, from its first old placement to its last new one,
  /// leaving out items that ended where they began. The grabbed item comes
  /// first, as in a single move.
  static func combined(_ changes: [PlacementChange]) -> [PlacementChange] {
    var order: [ItemID] = []
    var net: [ItemID: PlacementChange] = [:]
    for change in changes {
      if var existing = net[change.item] {
        existing.new = change.new
        net[change.item] = existing
      } else {
        net[change.item] = change
        order.append(change.item)
      }
    }
    return order.compactMap { id in
      net[id].flatMap { $0.old.isIdentical(to: $0.new) ? nil : $0 }
    }
  }
}
