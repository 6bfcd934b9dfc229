import ItineraryCore

/// A change to what the trip holds: adding an
/// idea, making a new item, taking an item off its day, deleting it, or
/// renaming it.
///
/// ``Editor/perform(_:on:)-(Edit,_)`` makes one, as one undo step, and
/// ``Editor/preview(_:on:)->EditPreview`` says what it would do.
public enum Edit: Hashable, Sendable {
  /// Puts an idea on a day: one of the trip's ideas (found by its id), or an
  /// item from outside the trip, such as a suggestion dropped into the list,
  /// whose id no item or idea of the trip has.
  case add(Idea, Destination)
  /// Makes a new item with this title, custom unless `kind` says otherwise
  ///; its id is made from the title, and is unique in the
  /// trip.
  case create(title: String, Destination, kind: NewItemKind = .custom)
  /// Takes the item off its day; it becomes one of the trip's ideas.
  case remove
  /// Takes the item off its day and out of the trip.
  case delete
  /// Gives the item a new title.
  case rename(String)
  /// Gives the item a time, or takes it away with `nil`.
  case setTime(ClockTime?)
  /// Fixes a custom item where it is (`true`), or lets a fixed one move
  /// again (`false`): what a calendar's timed events, which come in fixed,
  /// need when they may move.
  case setFixed(Bool)

  /// Which edit it is, without its values.
  public var kind: EditKind {
    switch self {
    case .add, .create: .add
    case .remove: .remove
    case .delete: .delete
    case .rename: .rename
    case .setTime: .time
    case .setFixed(true): .fix
    case .setFixed(false): .unfix
    }
  }
}

/// What a new item is.
public enum NewItemKind: Hashable, Sendable {
  /// Free: any position of any day.
  case custom
  /// A flight, a booked tour, a concert: it never moves, and travel may be
  /// anchored to it.
  case fixed
  /// A game: fixed, as a fixed item is, and said as a game.
  case game
  /// A travel leg between two cities; its anchors are the nearest fixed
  /// items around where it lands, which the answer names.
  case travel(from: String, to: String)
}

/// Which edit a sentence is about.
public enum EditKind: String, Hashable, Sendable, CaseIterable {
  case add, remove, delete, rename, time, fix, unfix
}

/// Where an added item goes.
public enum Destination: Hashable, Sendable {
  /// Just after another item: what `add NAME` does with the focused item.
  case after(ItemID)
  /// Just before another item.
  case before(ItemID)
  /// The last valid position of a day.
  case day(Int)
  /// Exactly this position, counted as it will be with the item there.
  case position(Position)
  /// A day and a sortOrder, as a drop between two rows gives them: the item
  /// goes to the position the sortOrder falls at, and keeps the sortOrder
  /// when it lies strictly between its new neighbours.
  case placement(Placement)

  /// The move this destination is worded as: "to day 3", "after Dinner".
  var move: Move? {
    switch self {
    case .after(let other): .after(other)
    case .before(let other): .before(other)
    case .day(let day): .toDay(day)
    case .position(let position): .toPosition(position)
    case .placement: nil
    }
  }
}
