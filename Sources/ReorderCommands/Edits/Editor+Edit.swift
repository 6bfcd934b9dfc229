import ItineraryCore

/// What an edit would do, worked out without doing it.
public enum EditPreview: Hashable, Sendable {
  /// The edit would put the item at this position: an add.
  case adds(ItemReference, at: Position)
  /// The edit would take the item off this position: a removal or a
  /// deletion.
  case takesOff(ItemReference, from: Position)
  /// The edit would give the item, at this position, a new title.
  case renames(ItemReference, to: String, at: Position)
  /// The edit would give the item, at this position, a time (none for
  /// `nil`).
  case retimes(ItemReference, to: ClockTime?, at: Position)
  /// The edit would fix the item where it is (`fixed`), or let it move.
  case rekinds(ItemReference, fixed: Bool, at: Position)
  /// The edit would change nothing: the refusal, or the "already has that
  /// title", that performing it would give. (It was `stays` before.)
  case changesNothing(Announcement)

  /// Whether performing the edit would change the trip.
  public var isAllowed: Bool {
    if case .changesNothing = self { false } else { true }
  }

  /// Where an add would put the item.
  public var target: Position? {
    if case .adds(_, let position) = self { position } else { nil }
  }
}

extension Editor {
  /// Makes an edit to an item, the focused one when `id` is
  /// `nil`; an add puts an idea on a day and needs no item.
  ///
  /// An edit that succeeds is one undo step, and the focus goes to the item
  /// added or renamed; after a removal or a deletion, to the item that took
  /// its place, else the one before it. A refused edit changes nothing and
  /// says why, as a refused move does: an add obeys a travel idea's games
  /// exactly as a move does.
  public mutating func perform(_ edit: Edit, on id: ItemID? = nil) -> Announcement {
    let planned = plan(edit, on: id)
    guard case .ready(let ready) = planned else {
      if case .answer(let answer) = planned { return answer }
      return .noItems
    }
    let made: ItemEdit
    do {
      switch ready {
      case .add(let idea, let position, let sortOrder):
        // planAdd(_:to:checkingTitle:) asked the core's refusal(adding:at:).
        made = trip.add(checked: idea, at: position, preferring: sortOrder)
      case .takeOff(let id, let keepingIdea, _):
        made = try trip.remove(id, keepingIdea: keepingIdea)
      case .rename(let id, let title):
        made = try trip.rename(id, to: title)
      case .setTime(let id, let time):
        made = try trip.setTime(id, to: time)
      case .setFixed(let id, let fixed):
        made = try trip.setFixed(id, fixed)
      }
    } catch {
      // The plan asked the core's own rules; a refusal here is a bug.
      preconditionFailure("a planned edit was refused: \(error)")
    }
    editCount += 1
    unselectIfGone(made.item.id)
    let reference = ItemReference(made.item)
    let position: Position
    switch made.kind {
    case .added, .created, .renamed, .retimed, .rekinded:
      focus = made.item.id
      position = trip.position(of: made.item.id) ?? Position(day: 1, rank: 1)
    case .removed, .deleted:
      guard case .takeOff(_, _, let from) = ready else { preconditionFailure("not a take-off") }
      position = from
      focus = focusAfterTakingOff(at: position)
    }
    history.record(
      HistoryStep(item: reference, from: position, to: position, changes: [], edit: made))
    switch made.kind {
    case .created where edit.isNewOfKind:
      let travel = made.item.travel
      return .created(
        reference, kind: made.item.kind, at: DetailedPosition(at: position, in: trip),
        after: travel?.after.map { trip.reference(to: $0) },
        before: travel?.before.map { trip.reference(to: $0) })
    case .added, .created: return .added(reference, at: DetailedPosition(at: position, in: trip))
    case .removed: return .removed(reference, from: DetailedPosition(gapAt: position, in: trip))
    case .deleted: return .deleted(reference, from: DetailedPosition(gapAt: position, in: trip))
    case .renamed(let old):
      return .renamed(reference, from: old, at: DetailedPosition(at: position, in: trip))
    case .retimed:
      return .timed(reference, time: made.item.time, at: DetailedPosition(at: position, in: trip))
    case .rekinded:
      return .rekinded(
        reference, fixed: made.item.isFixed, at: DetailedPosition(at: position, in: trip))
    }
  }

  /// What an edit would do now, without doing it: the dry run a drop
  /// delegate asks for each row a drag from outside hovers over.
  public func preview(_ edit: Edit, on id: ItemID? = nil) -> EditPreview {
    switch plan(edit, on: id) {
    case .answer(let answer): return .changesNothing(answer)
    case .ready(let ready):
      switch ready {
      case .add(let idea, let position, _):
        return .adds(ItemReference(id: idea.id, title: idea.title), at: position)
      case .takeOff(let id, _, let from):
        return .takesOff(trip.reference(to: id), from: from)
      case .rename(let id, let title):
        return .renames(
          trip.reference(to: id), to: title, at: trip.position(of: id) ?? Position(day: 1, rank: 1))
      case .setTime(let id, let time):
        return .retimes(
          trip.reference(to: id), to: time, at: trip.position(of: id) ?? Position(day: 1, rank: 1))
      case .setFixed(let id, let fixed):
        return .rekinds(
          trip.reference(to: id), fixed: fixed,
          at: trip.position(of: id) ?? Position(day: 1, rank: 1))
      }
    }
  }

  /// The id a new item with this title gets.
  ///
  /// It is the title's letters and digits, lower case, words joined by
  /// hyphens ("Dinner at Lou's" is `dinner-at-lou-s`), with `-2`, `-3`, …
  /// added while an item or an idea has it; `item` when the title has no
  /// letter or digit.
  public func newID(for title: String) -> ItemID {
    let slug = Editor.slug(of: title)
    let base = slug.isEmpty ? "item" : slug
    var id = ItemID(base)
    var number = 2
    while trip.contains(id) || trip.idea(id) != nil {
      id = ItemID(base + "-" + String(number))
      number += 1
    }
    return id
  }

  /// The start of ``newID(for:)``'s id, empty when the title has none.
  ///
  /// The title's letters and digits, lower case, words joined by hyphens,
  /// at most 40 letters. An import makes its items' ids with it too.
  package static func slug(of title: String) -> String {
    if let ascii = slug(ofASCII: title) { return ascii }
    var base = ""
    // A string counts its characters anew each time it is asked, so they
    // are counted only once its scalars, never fewer, reach 40.
    var scalars = 0
    var pendingHyphen = false
    for character in title {
      if character.isLetter || character.isNumber {
        if pendingHyphen, !base.isEmpty {
          base.append("-")
          scalars += 1
        }
        pendingHyphen = false
        let lower = character.lowercased()
        base += lower
        scalars += lower.unicodeScalars.count
      } else {
        pendingHyphen = true
      }
      if scalars >= 40, base.count >= 40 { break }
    }
    return base
  }

  /// ``newID(for:)``'s id of an ASCII title, made on its bytes; `nil` for
  /// a title that is not ASCII, whose letters are asked one by one.
  static func slug(ofASCII title: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(41)
    var pendingHyphen = false
    for byte in title.utf8 {
      guard byte < 0x80 else { return nil }
      let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
      guard (0x61...0x7A).contains(lower) || (0x30...0x39).contains(lower) else {
        pendingHyphen = true
        continue
      }
      if bytes.count >= 40 { break }
      if pendingHyphen, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
      pendingHyphen = false
      bytes.append(lower)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// An edit ready to make, or what to say instead.
  enum EditPlan {
    case ready(ReadyEdit)
    case answer(Announcement)
  }

  /// An edit whose every rule has been checked.
  enum ReadyEdit {
    case add(Idea, Position, preferring: Double?)
    case takeOff(ItemID, keepingIdea: Bool, from: Position)
    case rename(ItemID, String)
    case setTime(ItemID, ClockTime?)
    case setFixed(ItemID, Bool)
  }

  /// Works out an edit: what it would change, or what to say instead.
  func plan(_ edit: Edit, on id: ItemID?) -> EditPlan {
    switch edit {
    case .add(let idea, let destination):
      if let known = trip.idea(idea.id) {
        return planAdd(known, to: destination, fromOutside: false)
      }
      return planAdd(idea, to: destination, fromOutside: true)
    case .create(let title, let destination, let kind):
      let id = newID(for: title)
      switch kind {
      case .custom:
        return planAdd(
          Idea(id: id, title: title, kind: .custom), to: destination, fromOutside: true)
      case .fixed, .game:
        let fixed = Idea(id: id, title: title, kind: kind == .game ? .game : .fixed)
        return planAdd(fixed, to: destination, fromOutside: true, newFixed: true)
      case .travel(let from, let to):
        // Where it lands as a custom item would; its anchors are the fixed
        // items around that place, so it may stand there.
        let free = planAdd(
          Idea(id: id, title: title, kind: .custom), to: destination, fromOutside: true)
        guard case .ready(.add(_, let position, let sortOrder)) = free else { return free }
        let anchors = trip.fixedItems(around: position)
        let travel = Travel(from: from, to: to, after: anchors.after, before: anchors.before)
        let leg = Idea(id: id, title: title, kind: .travel(travel))
        // Between the fixed items nearest its place, it may stand there by
        // the rules: it is not checked a second time.
        assert(trip.refusal(adding: leg, at: position) == nil)
        return .ready(.add(leg, position, preferring: sortOrder))
      }
    case .remove, .delete:
      guard let id = id ?? focus else { return .answer(.noItems) }
      guard let (item, position) = trip.itemAndPosition(id) else {
        return .answer(ideaRefusal(id, edit.kind) ?? .noSuchItem(id))
      }
      // The spot is worked out only for a refusal, which says it.
      if let grab {
        return .answer(
          .editRefused(
            ItemReference(item), edit: edit.kind, move: nil,
            reason: .anotherItemIsGrabbed(grab.item), at: DetailedPosition(at: position, in: trip)))
      }
      if let fixed = item.fixedReason {
        return .answer(
          .editRefused(
            ItemReference(item), edit: edit.kind, move: nil, reason: fixed,
            at: DetailedPosition(at: position, in: trip)))
      }
      return .ready(.takeOff(id, keepingIdea: edit == .remove, from: position))
    case .rename(let title):
      guard let id = id ?? focus else { return .answer(.noItems) }
      guard let (item, position) = trip.itemAndPosition(id) else {
        return .answer(ideaRefusal(id, .rename) ?? .noSuchItem(id))
      }
      let reference = ItemReference(item)
      let spot = DetailedPosition(at: position, in: trip)
      func refused(_ reason: RefusalReason) -> EditPlan {
        .answer(.editRefused(reference, edit: .rename, move: nil, reason: reason, at: spot))
      }
      if let grab { return refused(.anotherItemIsGrabbed(grab.item)) }
      if TextCleaning.isBlank(title) { return refused(.blankTitle) }
      if title == item.title { return .answer(.alreadyTitled(reference, at: spot)) }
      return .ready(.rename(id, title))
    case .setTime(let time):
      guard let id = id ?? focus else { return .answer(.noItems) }
      guard let (item, position) = trip.itemAndPosition(id) else {
        return .answer(ideaRefusal(id, .time) ?? .noSuchItem(id))
      }
      let reference = ItemReference(item)
      let spot = DetailedPosition(at: position, in: trip)
      if let grab {
        return .answer(
          .editRefused(
            reference, edit: .time, move: nil, reason: .anotherItemIsGrabbed(grab.item), at: spot))
      }
      if item.time == time { return .answer(.alreadyTimed(reference, time: time, at: spot)) }
      return .ready(.setTime(id, time))
    case .setFixed(let fixed):
      guard let id = id ?? focus else { return .answer(.noItems) }
      let kind: EditKind = fixed ? .fix : .unfix
      guard let (item, position) = trip.itemAndPosition(id) else {
        return .answer(ideaRefusal(id, kind) ?? .noSuchItem(id))
      }
      let reference = ItemReference(item)
      let spot = DetailedPosition(at: position, in: trip)
      func refused(_ reason: RefusalReason) -> EditPlan {
        .answer(.editRefused(reference, edit: kind, move: nil, reason: reason, at: spot))
      }
      if let grab { return refused(.anotherItemIsGrabbed(grab.item)) }
      switch (item.kind, fixed) {
      case (.fixed, true), (.custom, false):
        return .answer(.alreadyRekinded(reference, fixed: fixed, at: spot))
      case (.game, _), (.travel, _): return refused(.keepsItsKind(item.isGame))
      case (.custom, true), (.fixed, false): break
      }
      if !fixed, let travel = trip.anchoredTravel(to: id) {
        return refused(.anchorsTravel(trip.reference(to: travel)))
      }
      return .ready(.setFixed(id, fixed))
    }
  }

  /// Works out an add of an idea, of the trip or from outside it: one from
  /// outside is checked as a new item (its kind, id and title) as well.
  ///
  /// A new fixed item or game (`newFixed`, the REPL's `new fixed` and
  /// `new game`) is put where it is asked, with the core's rules for a
  /// fixed item (``Trip/refusal(placingFixed:at:)``); any other fixed idea
  /// is refused.
  private func planAdd(
    _ idea: Idea, to destination: Destination, fromOutside: Bool, newFixed: Bool = false
  ) -> EditPlan {
    let reference = ItemReference(id: idea.id, title: idea.title)
    var move = destination.move
    // The item an add next to another names, for the sentence.
    let other: ItemReference? =
      switch destination {
      case .after(let id), .before(let id): trip.item(id).map(ItemReference.init)
      default: nil
      }
    func refused(_ reason: RefusalReason) -> EditPlan {
      .answer(
        .editRefused(reference, edit: .add, move: move, reason: reason, at: nil, other: other))
    }
    if let grab { return refused(.anotherItemIsGrabbed(grab.item)) }
    if fromOutside {
      if !newFixed, let fixed = idea.item(at: Placement(day: 0, sortOrder: 0)).fixedReason {
        return refused(fixed)
      }
      if trip.contains(idea.id) || idea.id.rawValue.isEmpty { return refused(.idTaken(idea.id)) }
      if TextCleaning.isBlank(idea.title) { return refused(.blankTitle) }
    }
    let unplaced = idea.item(at: Placement(day: 0, sortOrder: 0))
    let position: Position
    var preferring: Double?
    switch destination {
    case .after(let other), .before(let other):
      guard let anchor = trip.position(of: other) else { return refused(.noSuchOtherItem(other)) }
      let isAfter = if case .after = destination { true } else { false }
      position = Position(day: anchor.day, rank: anchor.rank + (isAfter ? 1 : 0))
    case .day(let day):
      guard trip.hasDay(day) else { return refused(.noSuchDay(day, dayCount: trip.dayCount)) }
      let last =
        trip.validPositions(for: unplaced, at: Position(day: 0, rank: 0), onDay: day)?.upperBound
      position = Position(day: day, rank: last ?? trip.itemCount(onDay: day) + 1)
    case .position(let target):
      position = target
    case .placement(let placement):
      guard trip.hasDay(placement.day) else {
        return refused(.noSuchDay(placement.day, dayCount: trip.dayCount))
      }
      guard placement.sortOrder.isFinite else { return refused(.notANumber) }
      position = trip.insertionPosition(of: placement)
      preferring = placement.sortOrder
      move = .toPosition(position)
    }
    let refusal =
      newFixed
      ? trip.refusal(placingFixed: idea, at: position) : trip.refusal(adding: idea, at: position)
    if let refusal { return refused(trip.reason(for: refusal)) }
    return .ready(.add(idea, position, preferring: preferring))
  }

  /// The refusal of an edit that only an item can have, of an idea.
  ///
  /// An idea stands on no day. `nil` when `id` is no idea.
  private func ideaRefusal(_ id: ItemID, _ edit: EditKind) -> Announcement? {
    trip.idea(id).map {
      .editRefused(
        ItemReference(id: $0.id, title: $0.title), edit: edit, move: nil, reason: .isAnIdea,
        at: nil)
    }
  }

  /// The item focused after one is taken off `position`: the one that took
  /// its place, else the one before it on its day, else the nearest before
  /// it in the trip, else the nearest after.
  func focusAfterTakingOff(at position: Position) -> ItemID? {
    let before = Position(day: position.day, rank: position.rank - 1)
    if let item = trip.item(at: position) ?? trip.item(at: before) {
      return item.id
    }
    for day in stride(from: position.day - 1, through: 1, by: -1) {
      let count = trip.itemCount(onDay: day)
      if count > 0 { return trip.item(at: Position(day: day, rank: count))?.id }
    }
    for day in stride(from: position.day + 1, through: trip.dayCount, by: 1) {
      if let item = trip.item(at: Position(day: day, rank: 1)) { return item.id }
    }
    return nil
  }

}

extension Edit {
  /// Whether it makes a new item of a kind that is not custom, whose
  /// answer says the kind.
  var isNewOfKind: Bool {
    if case .create(_, _, let kind) = self { kind != .custom } else { false }
  }
}
