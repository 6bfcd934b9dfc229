import ItineraryCore

extension Editor {
  /// What `move` of exactly these items would do, without doing it and
  /// without touching the selection: the dry run of a drag that holds
  /// several rows.
  ///
  /// A drop delegate asks it for every target a drag of `ids` hovers over.
  /// Two or more items are previewed as one move of them together, ``MovePreview/movesTogether(_:to:)``, whatever is selected;
  /// one item is previewed alone, even while it is selected with others. A
  /// fixed item among them makes the move stay, said as a move ("Can't move
  /// Brewers at Cubs. Games are fixed."), since a drag moves, it does not
  /// select.
  public func preview(_ move: Move, on ids: [ItemID]) -> MovePreview {
    var dry = self
    switch dry.holding(ids, for: move) {
    case .refused(let answer): return .doesNotMove(answer)
    case .holding(let first): return dry.preview(move, on: first)
    }
  }

  /// Moves exactly these items, as one step: what a list does when a drag
  /// of several rows is dropped.
  ///
  /// Afterwards, when two or more items moved, the selection is exactly
  /// them and the focus is on the first in trip order, so that the row's
  /// menu ("Move 2 items down") and the next drag act on the same rows; a
  /// drag of one row moves it alone and leaves the selection as it was.
  /// A refusal (a fixed item among them, a travel rule, a grab in progress)
  /// changes nothing, selection and focus included.
  public mutating func perform(_ move: Move, on ids: [ItemID]) -> Announcement {
    var moved = self
    switch moved.holding(ids, for: move) {
    case .refused(let answer): return answer
    case .holding(let first):
      let selectionBefore = selection
      let said = moved.perform(move, on: first)
      switch said {
      case .moved, .itemsMoved: break
      default: return said
      }
      if ids.count < 2 { moved.selection = selectionBefore }
      self = moved
      return said
    }
  }

  /// What holding `ids` for a drag gives: the item a move of them is made
  /// on (the first in trip order), with the selection made exactly them
  /// when they are two or more and emptied when one; or the answer that
  /// refuses the drag.
  private mutating func holding(_ ids: [ItemID], for move: Move) -> Holding {
    guard !ids.isEmpty else { return .refused(.noItems) }
    if grab != nil { return .holding(ids[0]) }
    for id in ids {
      guard let item = trip.item(id) else { return .refused(.noSuchItem(id)) }
      if let fixed = item.fixedReason {
        return .refused(.refused(ItemReference(item), move: move, reason: fixed, at: spot(of: id)))
      }
    }
    let wanted = Set(ids)
    guard wanted.count > 1, let together = Trip.Together(wanted, in: trip) else {
      selection = []
      return .holding(ids[0])
    }
    selection = wanted
    return .holding(together.members[0].item.id)
  }

  private enum Holding {
    case holding(ItemID)
    case refused(Announcement)
  }
}
