import ItineraryCore

/// Why a command changes nothing, with the facts a sentence needs.
///
/// The core's `Refusal` says why an item may not stand at a
/// position; this adds what only a command knows (an item already first in
/// the trip, another item held in grab mode) and carries the blocking game as
/// an ``ItemReference``, so a renderer can say its title.
public enum RefusalReason: Hashable, Sendable {
  /// The item is a game, and games are fixed.
  case gameIsFixed
  /// The item is of kind fixed, which never moves.
  case itemIsFixed
  /// Moving up: the item is already first in the trip.
  case alreadyFirstInTrip
  /// Moving down: the item is already last in the trip.
  case alreadyLastInTrip
  /// The day is not one of the trip's days, 1 to `dayCount`.
  case noSuchDay(Int, dayCount: Int)
  /// A travel item may only stand on `allowed` days, and `day` is not one.
  case mustStayWithinDays(ClosedRange<Int>, day: Int)
  /// The day has no such position; `available` are the ones it has.
  case noSuchPosition(Int, day: Int, available: ClosedRange<Int>)
  /// A travel item must stay strictly after this game.
  case mustStayAfter(ItemReference)
  /// A travel item must stay strictly before this game.
  case mustStayBefore(ItemReference)
  /// `move before` or `move after` named the item itself.
  case isTheSameItem
  /// The other item of `move before` or `move after` is not in the trip.
  case noSuchOtherItem(ItemID)
  /// Another item is held in grab mode; it must be dropped or cancelled first.
  case anotherItemIsGrabbed(ItemReference)
  /// An item from outside the trip has the id of an item or an idea of the
  /// trip already, or none.
  case idTaken(ItemID)
  /// A title has nothing to say: it is empty, or only spaces and control
  /// codes.
  case blankTitle
  /// Another item has this title already, at `at`, or an idea has it
  /// (`at` is `nil`). No longer given: titles may repeat, and a name that
  /// matches several items is answered with all of them.
  case titleTaken(ItemReference, at: Position?)
  /// A game (`true`) or a travel item keeps its kind: only a custom item is
  /// fixed, and only a fixed one lets go.
  case keepsItsKind(Bool)
  /// A fixed item stays fixed while this travel item is anchored to it.
  case anchorsTravel(ItemReference)
  /// The app's own rule (``Editor/moveRule``) refuses the move, in these
  /// words: a clause such as "a blocked card can't go to Done".
  case appRule(String)
  /// A drop's sortOrder is not a finite number.
  case notANumber
  /// A removal, deletion or rename of an idea, which stands on no day.
  case isAnIdea
  /// Moving several items up or down: they do not stand side by side on
  /// one day.
  case notSideBySide
  /// Moving several items before or after one of them.
  case isOneOfTheItems
}

extension Item {
  /// Why the item may not move, when it is fixed: a game's reason, or a
  /// fixed item's, so that a trip without games is never told about games.
  var fixedReason: RefusalReason? {
    switch kind {
    case .game: .gameIsFixed
    case .fixed: .itemIsFixed
    case .travel, .custom: nil
    }
  }
}
