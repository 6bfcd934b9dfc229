import ItineraryCore

/// What a move of several items together would do, worked out without
/// changing the trip.
enum TogetherPlan: Hashable, Sendable {
  /// The items would stand side by side on `day`, from insertion index
  /// `index` among its other items.
  case target(day: Int, index: Int)
  /// The items are already where the move would put them: on `day`, side
  /// by side or not.
  case alreadyThere(day: Int)
  /// The move would be refused; `blocking` is the item whose rule refuses
  /// it, when one does.
  case refused(RefusalReason, blocking: Item?)
}

extension Editor {
  /// Moves the items that move with `id` together, as ``perform(_:on:)-(Move,ItemID?)``
  /// does one: one undo step, or part of the grab's.
  mutating func perform(_ move: Move, together: Trip.Together, on id: ItemID) -> Announcement {
    let references = together.members.map { ItemReference($0.item) }
    switch plan(move, together, on: id) {
    case .refused(let reason, let blocking):
      return .itemsRefused(
        references, move: move, reason: reason, blocking: blocking.map(ItemReference.init),
        other: otherItemNamed(by: move))
    case .alreadyThere(let day):
      return .itemsAlreadyThere(references, move: move, on: day, at: block(of: together))
    case .target(let day, let index):
      let from = trip.position(of: id) ?? Position(day: day, rank: index + 1)
      let changes = trip.move(together, toDay: day, at: index)
      focus = id
      if grab != nil {
        grab?.changes += changes
      } else {
        history.record(
          HistoryStep(
            item: trip.reference(to: id), from: from,
            to: trip.position(of: id) ?? from, changes: changes, group: references))
      }
      return .itemsMoved(
        references, move: move,
        to: DetailedSpan(
          from: Position(day: day, rank: index + 1), count: references.count, in: trip))
    }
  }

  /// ``preview(_:on:)`` of a move of items together.
  func previewTogether(_ move: Move, _ together: Trip.Together, on id: ItemID) -> MovePreview {
    let references = together.members.map { ItemReference($0.item) }
    switch plan(move, together, on: id) {
    case .target(let day, let index):
      return .movesTogether(references, to: Position(day: day, rank: index + 1))
    case .alreadyThere(let day):
      return .doesNotMove(
        .itemsAlreadyThere(references, move: move, on: day, at: block(of: together)))
    case .refused(let reason, let blocking):
      return .doesNotMove(
        .itemsRefused(
          references, move: move, reason: reason, blocking: blocking.map(ItemReference.init),
          other: otherItemNamed(by: move)))
    }
  }

  /// Where the items stand side by side now, or `nil` when they do not.
  func block(of together: Trip.Together) -> DetailedSpan? {
    together.sideBySide.map {
      DetailedSpan(
        from: Position(day: $0.day, rank: $0.index + 1), count: together.members.count, in: trip)
    }
  }

  /// The item a `before` or `after` move names, when it is in the trip.
  func otherItemNamed(by move: Move) -> ItemReference? {
    switch move {
    case .before(let other), .after(let other): trip.item(other).map(ItemReference.init)
    default: nil
    }
  }

  /// What `move` of the items, `id` among them, would do.
  ///
  /// The items land side by side in trip order. `top`, `bottom` and `move
  /// to day N` take the first and last place every item may take; up and
  /// down take the items, side by side, one slot and never farther. The
  /// reasons are the single move's, in its order, and a travel item's rule
  /// names the first item, in trip order, that it refuses. A grab needs no
  /// look here: ``movingTogether(with:)`` gave these items, the grabbed
  /// ones while a grab lasts.
  ///
  /// Where the app's rule refuses the place a move that chooses its own
  /// (up, down, to top, to bottom, to day N) would give, the items take the
  /// nearest place side by side that every rule allows, in the move's own
  /// direction, as one item does.
  func plan(_ move: Move, _ together: Trip.Together, on id: ItemID) -> TogetherPlan {
    let planned = firstPlan(move, together, on: id)
    guard case .refused(.appRule, _) = planned, moveRule != nil,
      let current = trip.position(of: id)
    else { return planned }
    let slots = { (day: Int) in self.trip.slotCount(onDay: day, for: together) }
    let index = together.sideBySide.map(\.index)
    var places: [(day: Int, index: Int)] = []
    switch move {
    case .up:
      guard let index else { return planned }
      places += stride(from: index - 1, through: 0, by: -1).map { (current.day, $0) }
      if current.day > 1 {
        let day = current.day - 1
        places += stride(from: slots(day) - 1, through: 0, by: -1).map { (day, $0) }
      }
    case .down:
      guard let index else { return planned }
      places += (index + 1..<max(index + 1, slots(current.day))).map { (current.day, $0) }
      if current.day < trip.dayCount {
        let day = current.day + 1
        places += (0..<slots(day)).map { (day, $0) }
      }
    case .toTop:
      places = (0..<slots(current.day)).map { (current.day, $0) }
    case .toBottom:
      places = stride(from: slots(current.day) - 1, through: 0, by: -1).map { (current.day, $0) }
    case .toDay(let day):
      guard trip.hasDay(day) else { return planned }
      places = stride(from: slots(day) - 1, through: 0, by: -1).map { (day, $0) }
    case .toPosition, .before, .after:
      return planned
    }
    for place in places {
      let tried = check(together, place.day, place.index)
      if case .refused = tried { continue }
      return tried
    }
    return planned
  }

  /// Whether the items may stand side by side on `day`, from insertion
  /// index `index`, by the trip's rules and the app's.
  private func check(_ together: Trip.Together, _ day: Int, _ index: Int) -> TogetherPlan {
    if let (item, refusal) = trip.blocking(together, onDay: day, at: index) {
      return .refused(trip.reason(for: refusal), blocking: item)
    }
    // The app's rule, of each item where it would land, side by side.
    if let moveRule {
      for (offset, member) in together.members.enumerated() {
        let landing = Position(day: day, rank: index + offset + 1)
        if let words = moveRule.refusal(moving: member.item, to: landing, in: trip) {
          return .refused(.appRule(words), blocking: member.item)
        }
      }
    }
    if let now = together.sideBySide, now.day == day, now.index == index {
      return .alreadyThere(day: day)
    }
    return .target(day: day, index: index)
  }

  /// What `move` would do, the app's rule asked of the place the trip
  /// gives alone.
  private func firstPlan(_ move: Move, _ together: Trip.Together, on id: ItemID) -> TogetherPlan {
    guard let current = trip.position(of: id) else {
      return .refused(.noSuchOtherItem(id), blocking: nil)
    }
    func check(_ day: Int, _ index: Int) -> TogetherPlan { self.check(together, day, index) }
    func slots(_ day: Int) -> Int { trip.slotCount(onDay: day, for: together) }
    switch move {
    case .up, .down:
      guard let (day, index) = together.sideBySide else {
        return .refused(.notSideBySide, blocking: nil)
      }
      if move == .up {
        if index > 0 { return check(day, index - 1) }
        guard day > 1 else { return .refused(.alreadyFirstInTrip, blocking: nil) }
        return check(day - 1, trip.itemCount(onDay: day - 1))
      }
      if index < slots(day) - 1 { return check(day, index + 1) }
      guard day < trip.dayCount else { return .refused(.alreadyLastInTrip, blocking: nil) }
      return check(day + 1, 0)
    case .toTop:
      return check(
        current.day, trip.validIndexes(for: together, onDay: current.day)?.lowerBound ?? 0)
    case .toBottom:
      return check(
        current.day,
        trip.validIndexes(for: together, onDay: current.day)?.upperBound ?? slots(current.day) - 1)
    case .toDay(let day):
      guard trip.hasDay(day) else {
        return .refused(.noSuchDay(day, dayCount: trip.dayCount), blocking: nil)
      }
      if together.countOnDay(day) == together.members.count { return .alreadyThere(day: day) }
      return check(day, trip.validIndexes(for: together, onDay: day)?.upperBound ?? slots(day) - 1)
    case .toPosition(let position):
      guard trip.hasDay(position.day) else {
        return .refused(.noSuchDay(position.day, dayCount: trip.dayCount), blocking: nil)
      }
      let available = 1...slots(position.day)
      guard available.contains(position.rank) else {
        return .refused(
          .noSuchPosition(position.rank, day: position.day, available: available), blocking: nil)
      }
      return check(position.day, position.rank - 1)
    case .before(let other), .after(let other):
      if together.members.contains(where: { $0.item.id == other }) {
        return .refused(.isOneOfTheItems, blocking: nil)
      }
      guard let anchor = trip.position(of: other) else {
        return .refused(.noSuchOtherItem(other), blocking: nil)
      }
      let rank = anchor.rank - 1 - together.countOnDay(anchor.day, before: anchor.rank)
      if case .after = move { return check(anchor.day, rank + 1) }
      return check(anchor.day, rank)
    }
  }

  /// Starts grab mode on the items that move with `id`, focused on it.
  mutating func grab(_ together: Trip.Together, on id: ItemID) -> Announcement {
    let references = together.members.map { ItemReference($0.item) }
    grab = Grab(
      item: trip.reference(to: id), start: trip.position(of: id) ?? Position(day: 1, rank: 1),
      changes: [], group: references, groupStart: together.members.map(\.position))
    focus = id
    return .itemsGrabbed(references, at: block(of: together))
  }

  /// Ends grab mode of items grabbed together, keeping where they are now.
  mutating func drop(_ grab: Grab) -> Announcement {
    let changes = Editor.combined(grab.changes)
    self.grab = nil
    focus = grab.item.id
    let together = Trip.Together(grab.group.map(\.id), in: trip)
    if together?.members.map(\.position) == grab.groupStart {
      restore(changes)
      return .itemsDropped(grab.group, at: nil)
    }
    history.record(
      HistoryStep(
        item: grab.item, from: grab.start, to: spot(of: grab.item.id).position, changes: changes,
        group: grab.group))
    return .itemsDropped(grab.group, at: together.flatMap { block(of: $0) })
  }

  /// The announcement of an undone or redone step of items moved together,
  /// focused on the item the step was made on.
  mutating func saidTogether(_ step: HistoryStep, undone: Bool) -> Announcement {
    focus = step.item.id
    guard !undone, let together = Trip.Together(step.group.map(\.id), in: trip),
      let block = block(of: together)
    else { return .itemsUndone(step) }
    return .itemsRedone(step, at: block)
  }
}
