import ItineraryCore

/// The moves that choose a place themselves (up, down, to top, to bottom,
/// to day N) under an app's rule: where the rule refuses the place the trip
/// would give, the nearest the rule allows, in the move's own direction.
///
/// Up passes the places above on the item's day, then the day before's,
/// from its end; down the places below, then the next day's, from its
/// start; to top the day's places from the first, to bottom from the last,
/// and to day N that day's from its end. Each place is asked of the trip's
/// rules and the app's; the search goes no further than the next day, so
/// that a rule refusing everything costs one question a place of two days.
extension Editor {
  /// The nearest place the trip and `rule` allow for a `move` of `item`,
  /// which stands at `current`; `nil` when the move names its place (a
  /// position, an item to stand next to) or no place in reach is allowed.
  func nearestAllowed(_ move: Move, for item: Item, at current: Position, rule: any MoveRule)
    -> Position?
  {
    let count = { (day: Int) in self.trip.itemCount(onDay: day) }
    // Counted with the item there: one more on a day it is not on.
    let last = { (day: Int) in count(day) + (day == current.day ? 0 : 1) }
    var places: [Position] = []
    switch move {
    case .up:
      places += stride(from: current.rank - 1, through: 1, by: -1).map {
        Position(day: current.day, rank: $0)
      }
      if current.day > 1 {
        let day = current.day - 1
        places += stride(from: last(day), through: 1, by: -1).map { Position(day: day, rank: $0) }
      }
    case .down:
      if current.rank < count(current.day) {
        places += ((current.rank + 1)...count(current.day)).map {
          Position(day: current.day, rank: $0)
        }
      }
      if current.day < trip.dayCount {
        let day = current.day + 1
        places += (1...last(day)).map { Position(day: day, rank: $0) }
      }
    case .toTop:
      places = (1...current.rank).map { Position(day: current.day, rank: $0) }
    case .toBottom:
      places = stride(from: count(current.day), through: current.rank, by: -1).map {
        Position(day: current.day, rank: $0)
      }
    case .toDay(let day):
      guard trip.hasDay(day), day != current.day else { return nil }
      places = stride(from: last(day), through: 1, by: -1).map { Position(day: day, rank: $0) }
    case .toPosition, .before, .after:
      return nil
    }
    return places.first { place in
      place == current
        || (trip.refusal(moving: item, to: place) == nil
          && rule.refusal(moving: item, to: place, in: trip) == nil)
    }
  }
}
