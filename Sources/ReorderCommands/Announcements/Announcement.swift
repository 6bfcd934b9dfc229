import ItineraryCore

/// What happened, as facts: the outcome of one editor command.
///
/// Every command returns one. An ``AnnouncementRenderer`` turns it into a
/// sentence at the listener's verbosity; an app may also read the facts
/// directly, to update its rows or choose its own words.
public enum Announcement: Hashable, Sendable {
  /// The item moved from one spot to another.
  case moved(ItemReference, move: Move, from: DetailedPosition, to: DetailedPosition)
  /// The move changes nothing: the item is already where it would go.
  case alreadyThere(ItemReference, move: Move, at: DetailedPosition)
  /// The move is refused, for `reason`; `move` is `nil` for a refused grab,
  /// and `other` is the item a `before` or `after` move names, when it is in
  /// the trip. Nothing changed.
  case refused(
    ItemReference, move: Move?, reason: RefusalReason, at: DetailedPosition,
    other: ItemReference? = nil)
  /// A step was undone; the item is back at `at`.
  case undone(HistoryStep, at: DetailedPosition)
  /// A step was redone; the item is at `at` again.
  case redone(HistoryStep, at: DetailedPosition)
  /// There is no step to undo.
  case nothingToUndo
  /// There is no step to redo.
  case nothingToRedo
  /// Nothing of the ``Editor/author``'s own to undo, though others' steps
  /// are there.
  case nothingOfYoursToUndo
  /// Nothing of the ``Editor/author``'s own to redo, though others' steps
  /// are there.
  case nothingOfYoursToRedo
  /// The author's step was not undone: `by`, another person's later step,
  /// touched the same items, or the days. Nothing changed.
  case undoBlocked(HistoryStep, by: HistoryStep)
  /// The author's undone step was not redone: `by`, another person's step
  /// since, stands in the way. Nothing changed.
  case redoBlocked(HistoryStep, by: HistoryStep)
  /// Another device's step, made by its ``HistoryStep/author``, was not
  /// made here (``SharedEditor``): `by`, a step taken before it, changed
  /// what it changes; or `reason` refuses it (the app's rule, an item fixed
  /// since); or, with neither, it no longer keeps the trip's rules.
  case stepNotMade(HistoryStep, by: HistoryStep?, reason: RefusalReason?)
  /// This device's own step was taken back (``SharedEditor``): `by`,
  /// another's step that comes before it, changed what it changes; or
  /// `reason` refuses it; or, with neither, it no longer keeps the trip's
  /// rules.
  case stepTakenBack(HistoryStep, by: HistoryStep?, reason: RefusalReason?)
  /// Grab mode started on the item.
  case grabbed(ItemReference, at: DetailedPosition)
  /// The item was already grabbed; nothing changed.
  case alreadyGrabbed(ItemReference, at: DetailedPosition)
  /// Where the grabbed item is, asked while it is grabbed (`where`).
  case grabbedLocation(ItemReference, at: DetailedPosition)
  /// Grab mode ended with the item where it now stands.
  case dropped(ItemReference, at: DetailedPosition)
  /// Grab mode ended with everything put back as it was at the grab.
  case cancelled(ItemReference, at: DetailedPosition)
  /// Drop or cancel, with nothing grabbed.
  case nothingGrabbed
  /// The command waits for the grabbed item to be dropped or cancelled.
  case notWhileGrabbed(BlockedCommand, grabbed: ItemReference)
  /// Where an item is: for `where`, and when focus moves to it.
  case location(ItemReference, kind: Item.Kind, at: DetailedPosition, time: ClockTime?)
  /// Where a selected item is: ``location(_:kind:at:time:)``
  /// of an item in the selection.
  case selectedLocation(ItemReference, kind: Item.Kind, at: DetailedPosition, time: ClockTime?)
  /// A menu action was made for an earlier state of the trip, which has
  /// changed since; nothing moved.
  case staleAction(ItemReference)
  /// An editing action (Remove, Add to day N) was made for an earlier state
  /// of the trip; nothing changed.
  case staleEdit(ItemReference, edit: EditKind)
  /// An item was put on a day: an idea of the trip, a new item, or one
  /// dropped in from outside.
  case added(ItemReference, at: DetailedPosition)
  /// The item was taken off its day, and is an idea now; `from` is the gap
  /// it left: its day as it is now, between the neighbours it had.
  case removed(ItemReference, from: DetailedPosition)
  /// The item was taken off its day and out of the trip; `from` is the gap
  /// it left.
  case deleted(ItemReference, from: DetailedPosition)
  /// The item, at `at`, was renamed from `from` to its title.
  case renamed(ItemReference, from: String, at: DetailedPosition)
  /// The item has that title already; nothing changed.
  case alreadyTitled(ItemReference, at: DetailedPosition)
  /// A new item of a kind that is not custom was made at `at`; a travel leg's anchors, the nearest fixed items around
  /// it, are `after` and `before`.
  case created(
    ItemReference, kind: Item.Kind, at: DetailedPosition, after: ItemReference?,
    before: ItemReference?)
  /// The item's time is `time` now (none when `nil`).
  case timed(ItemReference, time: ClockTime?, at: DetailedPosition)
  /// The item has that time already (or no time, for `nil`); nothing changed.
  case alreadyTimed(ItemReference, time: ClockTime?, at: DetailedPosition)
  /// The item is fixed now (`fixed`), or may move again, where it is.
  case rekinded(ItemReference, fixed: Bool, at: DetailedPosition)
  /// The item is fixed already (`fixed`), or may move already; nothing
  /// changed.
  case alreadyRekinded(ItemReference, fixed: Bool, at: DetailedPosition)
  /// An edit was refused, for `reason`. `move` words where an add was to
  /// go ("to day 3", "after Dinner"), `at` is where the item stands (`nil`
  /// for an idea), and `other` is the item an add next to another names.
  /// Nothing changed.
  case editRefused(
    ItemReference, edit: EditKind, move: Move?, reason: RefusalReason, at: DetailedPosition?,
    other: ItemReference? = nil)
  /// The item was added to the selection, which holds `count` items now
  ///.
  case selected(ItemReference, count: Int)
  /// The item was selected already; the selection holds `count` items.
  case alreadySelected(ItemReference, count: Int)
  /// The item was taken out of the selection, which holds `count` items now.
  case unselected(ItemReference, count: Int)
  /// The item was not selected; nothing changed.
  case notSelected(ItemReference)
  /// The selection was emptied; it held `count` items (none: nothing was
  /// selected).
  case selectionCleared(count: Int)
  /// The items selected, in trip order.
  case selection([ItemReference])
  /// The item cannot be selected, for `reason`: a game, which is fixed.
  case selectRefused(ItemReference, reason: RefusalReason)
  /// Items moved together, in trip order, and stand side by side at
  /// `to`; `move` is the move made.
  case itemsMoved([ItemReference], move: Move, to: DetailedSpan)
  /// The items are already where the move would put them: side by side at
  /// `at`, or, for a move to their day, on it but not side by side (`nil`).
  case itemsAlreadyThere([ItemReference], move: Move, on: Int, at: DetailedSpan?)
  /// A move of items together is refused, for `reason`; `blocking` is the
  /// first item, in trip order, that may not go there, when the reason is
  /// one item's, and `other` the item a `before` or `after` move names.
  /// Nothing moved.
  case itemsRefused(
    [ItemReference], move: Move?, reason: RefusalReason, blocking: ItemReference?,
    other: ItemReference? = nil)
  /// Grab mode started on the items: side by side at `at`, or apart (`nil`).
  case itemsGrabbed([ItemReference], at: DetailedSpan?)
  /// Grab mode ended with the items side by side at `at`, or where they
  /// were grabbed when they did not move (`nil`).
  case itemsDropped([ItemReference], at: DetailedSpan?)
  /// Grab mode ended with everything put back as it was at the grab.
  case itemsCancelled([ItemReference])
  /// A move of items together was undone; they are back where they were.
  case itemsUndone(HistoryStep)
  /// A move of items together was redone; they stand at `at` again.
  case itemsRedone(HistoryStep, at: DetailedSpan)
  /// A menu action for the items was made for an earlier state of the trip
  /// or of the selection; nothing moved.
  case itemsStaleAction([ItemReference])
  /// The command waits for the grabbed items to be dropped or cancelled.
  case notWhileItemsGrabbed(BlockedCommand, grabbed: [ItemReference])
  /// "Move to day…" was performed as it is: the app asks for a day for
  /// the items (one, or those moving together), and nothing moved.
  case choosingDay([ItemReference])
  /// A drag of `count` items (as many as were picked up) is over a place a
  /// drop would put them: the first at `at`, after `after` and before
  /// `before`, the items that would stand beside them (``DragSpeech``).
  case dragOver(count: Int, at: Position, after: ItemReference?, before: ItemReference?)
  /// A drag is over where its items started: a drop would change nothing.
  case dragOverStart(count: Int)
  /// A drag is over no day: a drop would put its items back.
  case dragOverNothing(count: Int)
  /// A drag is over a place its items may not go; `refusal` is what the
  /// move would say.
  indirect case dragCannotDrop(count: Int, refusal: Announcement)
  /// "Set time…" was performed as it is: the app asks for a time for the
  /// item, and nothing changed.
  case choosingTime(ItemReference)
  /// The trip's start is `date` now (none for `nil`).
  case started(TripDate?)
  /// The trip starts on that date already (or has no start, for `nil`);
  /// nothing changed.
  case alreadyStarted(TripDate?)
  /// An empty day was put in as day `day`, the later days moving one on;
  /// `date` is its date when the trip has a start.
  case dayAdded(Int, date: TripDate?)
  /// The day was taken out, the later days moving one back; `ideas` of its
  /// items are ideas now.
  case dayRemoved(Int, ideas: Int)
  /// The day's label or city changed; this is what is said of it now.
  case dayIs(Int, DayDescription)
  /// The trip's time zone (`day` `nil`) or a day's is `zone` now: none for
  /// `nil`, which for a day means the trip's, `tripZone`.
  case zoneSet(day: Int?, zone: ZoneDescription?, tripZone: ZoneDescription?)
  /// The trip (`day` `nil`) or the day is in that zone already (none for
  /// `nil`); nothing changed.
  case zoneAlready(day: Int?, zone: ZoneDescription?)
  /// The day has that label, or that city (`text`; none for `nil`),
  /// already; nothing changed.
  case dayAlready(Int, field: DayField, text: String?)
  /// A change to the start or the days was refused, for `reason`; `holding`
  /// is the fixed item a day to remove holds. Nothing changed.
  case tripChangeRefused(TripChange, reason: DayRefusal, holding: ItemReference?)
  /// A change to the start or the days was undone.
  case tripUndone(HistoryStep)
  /// A change to the start or the days was redone.
  case tripRedone(HistoryStep)
  /// The trip has no items, so there is nothing to act on.
  case noItems
  /// No item of the trip has this id.
  case noSuchItem(ItemID)
}

/// A command that waits while another item is grabbed.
public enum BlockedCommand: Hashable, Sendable {
  case undo
  case redo
  /// Grabbing this other item.
  case grab(ItemReference)
  /// Moving the focus to this other item.
  case focus(ItemReference)
  /// Opening another trip, which would lose the grab.
  case open
  /// Saving, which would write a move not yet dropped.
  case save
  /// Exporting, which would write a move not yet dropped.
  case export
  /// Selecting or unselecting an item, or clearing the selection.
  case select
  /// Changing the trip's start or its days.
  case changeDays
}

/// What of a day a change is about.
public enum DayField: Hashable, Sendable {
  case label
  case city
}

extension Announcement {
  /// A refusal said without the move or place it refused.
  ///
  /// It is the reason several entries of a menu share; `nil` for any other
  /// outcome.
  var withoutMove: Announcement? {
    switch self {
    case .refused(let item, _, let reason, let at, let other):
      .refused(item, move: nil, reason: reason, at: at, other: other)
    case .editRefused(let item, let edit, _, let reason, let at, let other):
      .editRefused(item, edit: edit, move: nil, reason: reason, at: at, other: other)
    case .itemsRefused(let items, _, let reason, let blocking, let other):
      .itemsRefused(items, move: nil, reason: reason, blocking: blocking, other: other)
    default: nil
    }
  }

  /// The item the announcement is about, if it is about one.
  public var item: ItemReference? {
    switch self {
    case .moved(let item, _, _, _), .alreadyThere(let item, _, _), .refused(let item, _, _, _, _),
      .grabbed(let item, _), .alreadyGrabbed(let item, _), .grabbedLocation(let item, _),
      .dropped(let item, _),
      .cancelled(let item, _), .location(let item, _, _, _), .selectedLocation(let item, _, _, _),
      .staleAction(let item),
      .staleEdit(let item, _),
      .added(let item, _), .removed(let item, _), .deleted(let item, _),
      .renamed(let item, _, _), .alreadyTitled(let item, _), .editRefused(let item, _, _, _, _, _),
      .timed(let item, _, _), .alreadyTimed(let item, _, _), .created(let item, _, _, _, _),
      .rekinded(let item, _, _), .alreadyRekinded(let item, _, _),
      .selected(let item, _), .alreadySelected(let item, _), .unselected(let item, _),
      .notSelected(let item), .selectRefused(let item, _), .choosingTime(let item):
      item
    case .itemsUndone(let step), .itemsRedone(let step, _):
      step.item
    case .selectionCleared, .selection, .itemsMoved, .itemsAlreadyThere, .itemsRefused,
      .itemsGrabbed, .itemsDropped, .itemsCancelled, .itemsStaleAction, .notWhileItemsGrabbed:
      nil
    case .undone(let step, _), .redone(let step, _), .undoBlocked(let step, _),
      .redoBlocked(let step, _), .stepNotMade(let step, _, _), .stepTakenBack(let step, _, _):
      step.tripEdit == nil ? step.item : nil
    case .choosingDay(let items):
      items.count == 1 ? items[0] : nil
    case .nothingToUndo, .nothingToRedo, .nothingOfYoursToUndo, .nothingOfYoursToRedo,
      .nothingGrabbed, .notWhileGrabbed, .noItems,
      .noSuchItem, .dragOver, .dragOverStart, .dragOverNothing, .dragCannotDrop:
      nil
    case .started, .alreadyStarted, .dayAdded, .dayRemoved, .dayIs, .dayAlready,
      .tripChangeRefused, .tripUndone, .tripRedone, .zoneSet, .zoneAlready:
      nil
    }
  }

}

extension Announcement {
  /// Whether this answers a move of one item, and so keeps to the words of
  /// a move (``AnnouncementRenderer/maximumMoveWords``) at normal verbosity.
  var answersAMove: Bool {
    switch self {
    case .moved, .alreadyThere, .refused, .grabbed, .dropped, .cancelled: true
    case .undone(let step, _), .redone(let step, _): step.edit == nil
    default: false
    }
  }
}
