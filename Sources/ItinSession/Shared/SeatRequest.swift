import ItineraryCore

/// What a request is to the people who share a session: all the rules of
/// seats (who answers a question, whose grab a change ends, which key is
/// refused for a view someone else has changed) need to know of it.
///
/// A typed command says its own (``SessionCommand/seatRequest``); an
/// interface with requests of its own (a page's keys, its pointer) says
/// which each is when it hands it to ``SharedSession``.
public enum SeatRequest: Hashable, Sendable {
  /// Changes nothing: goes on while a question waits, and beside another's
  /// grab.
  case reads
  /// A pointer's own (a drag picked up, carried or put back) or a page
  /// going away: changes nothing of the plan, and goes on while a
  /// question waits.
  case points
  /// Answers the question waiting: only where it was asked.
  case answers
  /// Writes the trip to a file: waits for a question, and leaves another's
  /// grab alone.
  case saves
  /// Drops or puts back the grab under way: its holder's alone.
  case endsGrab
  /// Moves an item (`nil`: the one grabbed, else the seat's focused one),
  /// from a view of the trip at revision `shown` (`nil`: as it is now).
  case moves(ItemID?, shown: Int?)
  /// Grabs an item (`nil`: the seat's focused one).
  case grabs(ItemID?)
  /// Any other change of the trip.
  case changes

  /// Whether it changes the trip, and so first ends a grab another holds.
  public var changesTrip: Bool {
    switch self {
    case .moves, .grabs, .changes: true
    case .reads, .points, .answers, .saves, .endsGrab: false
    }
  }

  /// Whether it is a key of the grab of `item`: a drop, a put back, or a
  /// move or grab of it (or of no item named, the one grabbed).
  func isKey(ofGrabOf item: ItemID) -> Bool {
    switch self {
    case .endsGrab: true
    case .moves(let id, _), .grabs(let id): id == nil || id == item
    default: false
    }
  }
}
