/// Each sentence and phrase the renderer can say, with its default text.
///
/// A text is a template: `{name}` is replaced by a value, such as `{title}`,
/// `{position}` or `{day}`. Replace any one of them with
/// ``AnnouncementRenderer/templates``; the others keep their defaults. The
/// raw values are stable, so a table of replacements can be kept in a file.
public enum Message: String, CaseIterable, Hashable, Sendable {
  // Moves. Values: {title}, {position}, {day}; {move} in refusals.
  case moved = "moved"
  case movedTerse = "moved.terse"
  case alreadyThere = "alreadyThere"
  case alreadyThereTerse = "alreadyThere.terse"

  // Refusals: a lead with {title}, {move} and {reason}, and one reason each.
  case refused = "refused"
  case refusedTerse = "refused.terse"
  case refusedWithoutMove = "refused.withoutMove"
  case refusedWithoutMoveTerse = "refused.withoutMove.terse"
  case reasonGameIsFixed = "reason.gameIsFixed"
  case reasonAlreadyFirst = "reason.alreadyFirst"
  case reasonAlreadyLast = "reason.alreadyLast"
  case reasonNoSuchDay = "reason.noSuchDay"
  case reasonNoSuchDayInOneDayTrip = "reason.noSuchDay.oneDay"
  case reasonNoSuchDayInTwoDayTrip = "reason.noSuchDay.twoDays"
  case reasonMustStayWithinDays = "reason.mustStayWithinDays"
  /// Two days next to each other: "within days 1 and 2", not "1 to 2".
  case reasonMustStayWithinTwoDays = "reason.mustStayWithinDays.two"
  case reasonMustStayOnDay = "reason.mustStayOnDay"
  case reasonNoSuchPosition = "reason.noSuchPosition"
  case reasonNoSuchPositionTwo = "reason.noSuchPosition.two"
  case reasonOnlyPosition = "reason.onlyPosition"
  case reasonMustStayAfter = "reason.mustStayAfter"
  case reasonMustStayBefore = "reason.mustStayBefore"
  case reasonSameItem = "reason.sameItem"
  case reasonNoSuchOtherItem = "reason.noSuchOtherItem"
  case reasonAnotherItemGrabbed = "reason.anotherItemGrabbed"
  /// Why a menu entry that would change nothing is not available.
  case reasonAlreadyThere = "reason.alreadyThere"

  // The words of a move, as a refusal says them: {day}, {position}, {other}.
  case moveUp = "move.up"
  case moveDown = "move.down"
  case moveToTop = "move.toTop"
  case moveToBottom = "move.toBottom"
  case moveToDay = "move.toDay"
  case moveToPosition = "move.toPosition"
  case moveBefore = "move.before"
  case moveAfter = "move.after"
  case otherItem = "move.otherItem"
  /// A position move, in a refusal too long with the day: {position}.
  case moveToPositionShort = "move.toPosition.short"
  /// A move next to another item, in a refusal too long with its title.
  case moveThere = "move.there"

  // Undo and redo: {title}, {position}, {day}.
  case undone = "undone"
  case undoneTerse = "undone.terse"
  case redone = "redone"
  case redoneTerse = "redone.terse"
  case nothingToUndo = "nothingToUndo"
  case nothingToRedo = "nothingToRedo"

  // Grab mode: {title}, {position}, {day}; {grabbed} and {other} when waiting.
  case grabbed = "grabbed"
  case grabbedTerse = "grabbed.terse"
  case alreadyGrabbed = "alreadyGrabbed"
  case dropped = "dropped"
  case droppedTerse = "dropped.terse"
  case cancelled = "cancelled"
  case cancelledTerse = "cancelled.terse"
  case nothingGrabbed = "nothingGrabbed"
  case undoWhileGrabbed = "whileGrabbed.undo"
  case redoWhileGrabbed = "whileGrabbed.redo"
  case grabWhileGrabbed = "whileGrabbed.grab"
  case focusWhileGrabbed = "whileGrabbed.focus"
  case openWhileGrabbed = "whileGrabbed.open"
  case saveWhileGrabbed = "whileGrabbed.save"

  // Where an item is: {title}, {kind}, {position}, {day}.
  case location = "location"
  case locationTerse = "location.terse"
  case kindGame = "kind.game"
  case kindTravel = "kind.travel"
  case kindCustom = "kind.custom"

  // Verbose details, after the normal sentence.
  case detailDay = "detail.day"
  case detailItemCount = "detail.itemCount"
  case detailOneItem = "detail.oneItem"
  case detailBetween = "detail.between"
  case detailAfter = "detail.after"
  case detailBefore = "detail.before"
  case detailStaysAt = "detail.staysAt"

  // Other outcomes.
  /// A menu action refused because the trip changed since the menu: {title}.
  case staleAction = "staleAction"
  case staleActionTerse = "staleAction.terse"
  case noItems = "noItems"
  case noSuchItem = "noSuchItem"

  // Action menu labels: {day}.
  case actionUp = "action.up"
  case actionDown = "action.down"
  case actionToTop = "action.toTop"
  case actionToBottom = "action.toBottom"
  case actionToDay = "action.toDay"

  // History labels: {title}, {position}, {day}.
  case stepToDay = "step.toDay"
  case stepWithinDay = "step.withinDay"

  /// The text said when no replacement is given.
  public var defaultTemplate: String {
    switch self {
    case .moved: "{title} moved to position {position} of day {day}."
    case .movedTerse: "Position {position} of day {day}."
    case .alreadyThere: "{title} is already at position {position} of day {day}."
    case .alreadyThereTerse: "Already at position {position} of day {day}."
    case .refused: "Can't move {title} {move}: {reason}."
    case .refusedTerse: "Can't move {move}: {reason}."
    case .refusedWithoutMove: "Can't move {title}: {reason}."
    case .refusedWithoutMoveTerse: "Can't move: {reason}."
    case .reasonGameIsFixed: "games are fixed"
    case .reasonAlreadyFirst: "it is already first in the trip"
    case .reasonAlreadyLast: "it is already last in the trip"
    case .reasonNoSuchDay: "the trip has days 1 to {dayCount}"
    case .reasonNoSuchDayInOneDayTrip: "the trip has only day 1"
    case .reasonNoSuchDayInTwoDayTrip: "the trip has days 1 and 2"
    case .reasonMustStayWithinDays: "it must stay within days {first} to {last}"
    case .reasonMustStayWithinTwoDays: "it must stay within days {first} and {last}"
    case .reasonMustStayOnDay: "it must stay on day {first}"
    case .reasonNoSuchPosition: "day {day} has positions 1 to {last}"
    case .reasonNoSuchPositionTwo: "day {day} has positions 1 and 2"
    case .reasonOnlyPosition: "day {day} has only position 1"
    case .reasonMustStayAfter: "it must stay after {game}"
    case .reasonMustStayBefore: "it must stay before {game}"
    case .reasonSameItem: "that is the item itself"
    case .reasonNoSuchOtherItem: "the other item is not in the trip"
    case .reasonAnotherItemGrabbed: "{grabbed} is still grabbed"
    case .reasonAlreadyThere: "it is already there"
    case .moveUp: "up"
    case .moveDown: "down"
    case .moveToTop: "to the top"
    case .moveToBottom: "to the bottom"
    case .moveToDay: "to day {day}"
    case .moveToPosition: "to position {position} of day {day}"
    case .moveBefore: "before {other}"
    case .moveAfter: "after {other}"
    case .otherItem: "the other item"
    case .moveToPositionShort: "to position {position}"
    case .moveThere: "there"
    case .undone: "Undid move of {title}. Back at position {position} of day {day}."
    case .undoneTerse: "Undid {title}. Position {position} of day {day}."
    case .redone: "Redid move of {title}. Now at position {position} of day {day}."
    case .redoneTerse: "Redid {title}. Position {position} of day {day}."
    case .nothingToUndo: "Nothing to undo."
    case .nothingToRedo: "Nothing to redo."
    case .grabbed: "Grabbed {title} at position {position} of day {day}."
    case .grabbedTerse: "Grabbed. Position {position} of day {day}."
    case .alreadyGrabbed: "{title} is already grabbed, at position {position} of day {day}."
    case .dropped: "Dropped {title} at position {position} of day {day}."
    case .droppedTerse: "Dropped. Position {position} of day {day}."
    case .cancelled: "Cancelled. {title} is back at position {position} of day {day}."
    case .cancelledTerse: "Cancelled. Position {position} of day {day}."
    case .nothingGrabbed: "Nothing is grabbed."
    case .undoWhileGrabbed: "Can't undo until {grabbed} is dropped or cancelled."
    case .redoWhileGrabbed: "Can't redo until {grabbed} is dropped or cancelled."
    case .grabWhileGrabbed: "Can't grab {other} until {grabbed} is dropped or cancelled."
    case .focusWhileGrabbed:
      "Can't move focus to {other} until {grabbed} is dropped or cancelled."
    case .openWhileGrabbed: "Can't open another trip until {grabbed} is dropped or cancelled."
    case .saveWhileGrabbed: "Can't save until {grabbed} is dropped or cancelled."
    case .location: "{title}, {kind}, position {position} of day {day}."
    case .locationTerse: "{title}, position {position} of day {day}."
    case .kindGame: "game, fixed"
    case .kindTravel: "travel from {from} to {to}"
    case .kindCustom: "custom"
    case .detailDay: "{label}."
    case .detailItemCount: "{count} items in day {day}."
    case .detailOneItem: "1 item in day {day}."
    case .detailBetween: "After {previous}, before {next}."
    case .detailAfter: "After {previous}."
    case .detailBefore: "Before {next}."
    case .detailStaysAt: "It stays at position {position} of day {day}."
    case .staleAction: "Can't move {title}: the trip changed since that menu was made."
    case .staleActionTerse: "Can't move: the trip changed since that menu was made."
    case .noItems: "The trip has no items."
    case .noSuchItem: "That item is not in the trip."
    case .actionUp: "Move up"
    case .actionDown: "Move down"
    case .actionToTop: "Move to top"
    case .actionToBottom: "Move to bottom"
    case .actionToDay: "Move to day {day}"
    case .stepToDay: "move of {title} to day {day}"
    case .stepWithinDay: "move of {title} to position {position} of day {day}"
    }
  }
}
