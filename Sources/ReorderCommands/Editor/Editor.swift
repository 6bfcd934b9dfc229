import ItineraryCore

/// A trip being reordered: the trip, the focused item, the undo history and
/// grab mode.
///
/// An editor is a value. Each command takes it from one state to the next and
/// returns an ``Announcement`` of what happened; it never prints and never
/// throws. A refused command, or one that changes nothing, leaves the trip and
/// the history as they were.
///
/// ```swift
/// var editor = Editor(trip: try SampleTrip.document().trip)
/// let said = editor.perform(.toDay(2), on: "lunch")
/// print(AnnouncementRenderer().text(for: said))
/// // Lunch at Lou Malnati's moved to position 4 of day 2.
/// ```
public struct Editor: Sendable {
  /// The trip as it stands now.
  public internal(set) var trip: Trip {
    didSet { revision &+= 1 }
  }
  /// Counts the changes to the trip and to the selection: every move,
  /// edit, undo, redo, drop or cancel that touched the trip, and every
  /// change of the selection, adds one, and nothing takes one away.
  ///
  /// An ``Action`` keeps the revision it was made for, and
  /// ``perform(_:)-(Action)`` refuses it once the trip has changed since.
  /// Each editor, a decoded one too, starts at a random number, so that an
  /// action made by another editor, or before a relaunch, is refused as
  /// well: its revision is this editor's only by a chance of one in 2⁶².
  public internal(set) var revision = Int.random(in: 0..<(1 << 62))
  /// The item commands act on when they are not given one.
  ///
  /// It is `nil` only when the trip has no items. A move, undo or redo moves
  /// it to the item touched.
  public internal(set) var focus: ItemID?
  /// The items selected to move together: never a game,
  /// always items of the trip.
  ///
  /// While two or more are selected and a move, a grab or a menu is of one
  /// of them, it is of them all. ``select(_:)``, ``unselect(_:focusing:)`` and
  /// ``clearSelection()`` change it; moves, undo and redo keep it, and an
  /// item taken off its day leaves it.
  public internal(set) var selection: Set<ItemID> = [] {
    didSet { revision &+= 1 }
  }
  /// The undo and redo steps.
  public internal(set) var history: History
  /// The grab in progress, if any.
  public internal(set) var grab: Grab?
  /// How many edits (adds, removals, deletions, renames, and their undos
  /// and redos) the trip has had: what a title index made for it is good
  /// for.
  package internal(set) var editCount = 0
  /// The words of the menus and labels the editor makes when a call names no
  /// renderer: English unless the app sets it, once, to its language and
  /// verbosity (`editor.renderer = AnnouncementRenderer(catalog: german)`).
  ///
  /// It is the app's choice, not the trip's: an editor decoded after a
  /// relaunch has English again until the app sets it.
  public var renderer = AnnouncementRenderer()
  /// The app's own rule of where items may go, if it has one.
  ///
  /// Obeyed with the trip's by every path that moves. Not kept by
  /// `Codable`: an app gives it again to an editor it decodes.
  public var moveRule: (any MoveRule)?

  /// A grab in progress: the item held, where it was grabbed, and every
  /// change made since.
  public struct Grab: Hashable, Sendable {
    /// The grabbed item.
    public var item: ItemReference
    /// Where the item stood when it was grabbed.
    public var start: Position
    /// Every change made since the grab, in order.
    public internal(set) var changes: [PlacementChange]
    /// The items grabbed together, in trip order, ``item`` among them;
    /// empty for a grab of one item.
    public var group: [ItemReference] = []
    /// Where each item of ``group`` stood when it was grabbed.
    public var groupStart: [Position] = []
  }

  /// An editor on `trip`, focused on its first item in trip order.
  ///
  /// The editor keeps a copy of `trip` that shares no storage with the
  /// caller's, made once here, so that no move pays for one later.
  ///
  /// - Parameters:
  ///   - trip: The trip to reorder.
  ///   - historyLimit: The most undo steps kept; `nil` keeps all.
  public init(trip: Trip, historyLimit: Int? = nil) {
    self.trip = trip.withOwnStorage()
    self.focus = trip.firstItemID
    self.history = History(limit: historyLimit)
  }

  /// The item that is focused, if any.
  public var focusedItem: Item? {
    focus.flatMap { trip.item($0) }
  }

  /// Performs any command: the one entry point for a command-driven caller.
  public mutating func perform(_ command: Command) -> Announcement {
    switch command {
    case .move(let move, let id): perform(move, on: id)
    case .moveTogether(let move, let ids): perform(move, on: ids)
    case .undo: undo()
    case .redo: redo()
    case .grab: grabFocused()
    case .grabItem(let id): grab(id)
    case .drop: drop()
    case .cancel: cancel()
    case .where: whereIsFocus()
    case .focus(let id): focus(on: id)
    case .edit(let edit, let id): perform(edit, on: id)
    case .action(let action): perform(action)
    case .select(let id): select(id)
    case .selectOnly(let ids): select(only: ids)
    case .unselect(let id, let focusing): unselect(id, focusing: focusing)
    case .toggleSelection(let id): isSelected(id) ? unselect(id) : select(id)
    case .clearSelection: clearSelection()
    case .selection: whatIsSelected()
    case .changeTrip(let change): perform(change)
    }
  }

  /// Moves an item, the focused one when `id` is `nil`.
  ///
  /// A move that succeeds becomes one undo step, or, in grab mode, part of
  /// the grab's step; focus moves to the item. A refused move, or one that
  /// would change nothing, changes nothing.
  public mutating func perform(_ move: Move, on id: ItemID? = nil) -> Announcement {
    if let id = id ?? focus, let together = movingTogether(with: id) {
      return perform(move, together: together, on: id)
    }
    let reference: ItemReference
    let from: DetailedPosition
    let target: Position
    switch attempt(move, on: id) {
    case .answer(let announcement): return announcement
    case .move(let item, let spot, let position): (reference, from, target) = (item, spot, position)
    }
    let id = reference.id
    // attempt(_:on:) has checked the move with the core's rules.
    let changes = trip.move(from: from.position, to: target)
    focus = id
    if grab != nil {
      grab?.changes += changes
    } else {
      history.record(
        HistoryStep(item: reference, from: from.position, to: target, changes: changes))
    }
    // A move puts the item exactly at its target.
    return .moved(reference, move: move, from: from, to: DetailedPosition(at: target, in: trip))
  }

  /// What a move would do, worked out without changing anything.
  ///
  /// The answer is the position the item would go to, or what is said when
  /// it would not move. Performing and menus both ask this, so a menu never
  /// offers a move that performing would refuse.
  func attempt(_ move: Move, on id: ItemID?) -> Attempt {
    guard let id = id ?? focus else { return .answer(.noItems) }
    guard let (item, current) = trip.itemAndPosition(id) else { return .answer(.noSuchItem(id)) }
    return attempt(move, on: item, at: DetailedPosition(at: current, in: trip))
  }

  /// ``attempt(_:on:)`` for an item of the trip, which stands at `from`;
  /// `planned` is ``plan(_:for:at:)``'s answer, when it is known already.
  func attempt(_ move: Move, on item: Item, at from: DetailedPosition, planned: MovePlan? = nil)
    -> Attempt
  {
    let reference = ItemReference(item)
    switch planned ?? plan(move, for: item, at: from.position) {
    case .refused(let reason):
      return .answer(
        .refused(reference, move: move, reason: reason, at: from, other: otherItem(of: move)))
    case .alreadyThere:
      return .answer(.alreadyThere(reference, move: move, at: from))
    case .target(let position):
      return .move(reference, from: from, to: position)
    }
  }

  /// What a move of `item`, which stands at `current`, would do: the
  /// decision alone, with nothing to say yet.
  ///
  /// ``attempt(_:on:)`` words it; a menu, which asks it for every move of
  /// one item, words only the moves that are not available.
  func plan(_ move: Move, for item: Item, at current: Position) -> MovePlan {
    if let grab, grab.item.id != item.id { return .refused(.anotherItemIsGrabbed(grab.item)) }
    let planned = trip.plan(move, for: item, at: current)
    if case .target(let position) = planned, let moveRule,
      let words = moveRule.refusal(moving: item, to: position, in: trip)
    {
      // A move that chooses its place itself takes the nearest one the
      // rule allows; refused, with the rule's words, when there is none.
      guard let nearest = nearestAllowed(move, for: item, at: current, rule: moveRule) else {
        return .refused(.appRule(words))
      }
      return nearest == current ? .alreadyThere : .target(nearest)
    }
    return planned
  }

  /// What ``attempt(_:on:)`` found.
  enum Attempt {
    case move(ItemReference, from: DetailedPosition, to: Position)
    case answer(Announcement)
  }

  /// The item a `before` or `after` move names, when it is in the trip.
  private func otherItem(of move: Move) -> ItemReference? {
    switch move {
    case .before(let other), .after(let other): trip.item(other).map(ItemReference.init)
    default: nil
    }
  }

  /// Says where the focused item is.
  public func whereIsFocus() -> Announcement {
    guard let focus else { return .noItems }
    // A grabbed item says so: the keys that move it now move it held.
    if let grab, grab.item.id == focus, let item = trip.item(focus) {
      return .grabbedLocation(ItemReference(item), at: spot(of: focus))
    }
    return location(of: focus)
  }

  /// Moves the focus to an item and says where it is.
  ///
  /// While an item is grabbed, the focus stays on it.
  public mutating func focus(on id: ItemID) -> Announcement {
    guard trip.contains(id) else { return .noSuchItem(id) }
    if grab?.item.id != id, let waiting = waitingForGrab(.focus(trip.reference(to: id))) {
      return waiting
    }
    focus = id
    return location(of: id)
  }

  /// Where an item is, with its kind.
  func location(of id: ItemID) -> Announcement {
    guard let item = trip.item(id) else { return .noSuchItem(id) }
    if selection.contains(id) {
      return .selectedLocation(
        ItemReference(item), kind: item.kind, at: spot(of: id), time: item.time)
    }
    return .location(ItemReference(item), kind: item.kind, at: spot(of: id), time: item.time)
  }

  /// The spot of an item known to be in the trip.
  func spot(of id: ItemID) -> DetailedPosition {
    DetailedPosition(of: id, in: trip)
      ?? DetailedPosition(position: Position(day: 1, rank: 1), itemsInDay: 0)
  }
}

extension Trip {
  /// The first item of the first day that has one: where an editor's focus
  /// starts, and goes back to when its item is gone.
  var firstItemID: ItemID? {
    dayNumbers.flatMap { days in
      days.lazy.compactMap { item(at: Position(day: $0, rank: 1)) }.first?.id
    }
  }
}
