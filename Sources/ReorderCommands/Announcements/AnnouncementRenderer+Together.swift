import ItineraryCore

extension AnnouncementRenderer {
  /// The sentence of a selection's announcement, or of a move of several
  /// items together.
  func togetherText(for announcement: Announcement) -> String {
    let terse = verbosity == .terse
    switch announcement {
    case .selected(let item, let count):
      return fill(terse ? .selectedTerse : .selected, ["title": name(item), "items": items(count)])
    case .alreadySelected(let item, let count):
      return fill(.alreadySelected, ["title": name(item), "items": items(count)])
    case .unselected(let item, let count):
      return fill(
        count == 0 ? .unselectedLast : .unselected, ["title": name(item), "items": items(count)])
    case .notSelected(let item):
      return fill(.notSelected, ["title": name(item)])
    case .selectionCleared(let count):
      return count == 0 ? fill(.nothingSelected) : fill(.selectionCleared, ["items": items(count)])
    case .selection(let selected):
      guard !selected.isEmpty else { return fill(.nothingSelected) }
      return fill(
        terse ? .selectionListTerse : .selectionList,
        ["items": items(selected.count), "titles": list(selected.map(name))])
    case .selectRefused(let item, let reason):
      return fill(
        terse ? .refusedSelectTerse : .refusedSelect,
        ["title": name(item), "reason": clause(for: reason)])
    case .itemsMoved(let moved, _, let block):
      return aboutItems(moved, at: block, normal: .itemsMoved, terse: .itemsMovedTerse)
    case .itemsAlreadyThere(let moved, _, _, let block?):
      return aboutItems(
        moved, at: block, normal: .itemsAlreadyThere, terse: .itemsAlreadyThereTerse)
    case .itemsAlreadyThere(let moved, _, let day, nil):
      return fill(
        terse ? .itemsAlreadyOnDayTerse : .itemsAlreadyOnDay,
        ["items": items(moved.count), "day": String(day)])
    case .itemsRefused(let moved, let move, let reason, let blocking, let other):
      return refusal(of: moved, move: move, reason: reason, blocking: blocking, other: other)
    case .itemsGrabbed(let grabbed, let block?):
      return aboutItems(grabbed, at: block, normal: .itemsGrabbed, terse: .itemsGrabbedTerse)
    case .itemsGrabbed(let grabbed, nil):
      return fill(.itemsGrabbedApart, ["items": items(grabbed.count)])
    case .itemsDropped(let dropped, let block?):
      return aboutItems(dropped, at: block, normal: .itemsDropped, terse: .itemsDroppedTerse)
    case .itemsDropped(let dropped, nil):
      return fill(.itemsDroppedInPlace, ["items": items(dropped.count)])
    case .itemsCancelled(let cancelled):
      return fill(terse ? .itemsCancelledTerse : .itemsCancelled, ["items": items(cancelled.count)])
    case .itemsUndone(let step):
      return fill(terse ? .itemsUndoneTerse : .itemsUndone, ["items": items(step.group.count)])
    case .itemsRedone(let step, let block):
      return aboutItems(step.group, at: block, normal: .itemsRedone, terse: .itemsRedoneTerse)
    case .itemsStaleAction(let moved):
      return fill(.itemsStaleAction, ["items": items(moved.count)])
    case .notWhileItemsGrabbed(let command, let grabbed):
      return waiting(command, ["items": items(grabbed.count)], together: true)
    default:
      return text(for: announcement)
    }
  }

  /// A sentence about items side by side: `terse`, or `normal` with, when
  /// verbose, their titles and the block's details after it.
  func aboutItems(
    _ moved: [ItemReference], at block: DetailedSpan, normal: CommandMessage, terse: CommandMessage,
    adding extra: Template.Values = [:]
  ) -> String {
    let listed: Template.Values = [
      "items": items(moved.count), "day": String(block.day),
      "positions": positions(block.positions),
    ]
    let values = listed.merging(extra)
    if verbosity == .terse { return fill(terse, values) }
    let sentence = fill(normal, values)
    guard verbosity == .verbose else { return sentence }
    return sentence + " " + fill(.itemsDetailTitles, ["titles": list(moved.map(name))])
      + details(of: block.spot)
  }

  /// The sentence of a refused move of several items.
  ///
  /// For example: "Can't move 3 items to day 4. Drive to Portland must
  /// stay within days 1 to 3."
  private func refusal(
    of moved: [ItemReference], move: Move?, reason: RefusalReason, blocking: ItemReference?,
    other: ItemReference?
  ) -> String {
    var values: Template.Values = [
      "items": items(moved.count), "reason": clause(for: reason, blocking: blocking),
    ]
    let terse = verbosity == .terse
    let sentence: String
    if let move {
      values["move"] = words(for: move, other: other, reason: reason)
      // Too long at normal verbosity: the place is said shorter, or left
      // out (the user has just said it), so that the sentence keeps to the
      // words of a move; terse says the place as normal does.
      let limit = AnnouncementRenderer.maximumMoveWords
      var normal = fill(.itemsRefused, values)
      if SpokenText.wordCount(normal) > limit, let short = shortWords(for: move) {
        values["move"] = short
        normal = fill(.itemsRefused, values)
      }
      if SpokenText.wordCount(normal) > limit {
        sentence = fill(.itemsRefusedWithoutMove, values)
      } else {
        sentence = terse ? fill(.refusedTerse, values) : normal
      }
    } else {
      // Terse too names what could not move: a refusal that names nothing
      // leaves a listener to guess.
      sentence = fill(.itemsRefusedWithoutMove, values)
    }
    guard verbosity == .verbose else { return sentence }
    return sentence + " " + fill(.itemsDetailStay)
  }

  /// Why a move of several items is refused: a travel item's rule names the
  /// item, and a reason of them all says "they".
  func clause(for reason: RefusalReason, blocking: ItemReference?) -> String {
    switch reason {
    case .alreadyFirstInTrip: return fill(.itemsReasonAlreadyFirst)
    case .alreadyLastInTrip: return fill(.itemsReasonAlreadyLast)
    case .noSuchPosition(_, let day, let available):
      // The first of them is placed: where it may start, not the day's size.
      let values: Template.Values = ["day": String(day), "last": String(available.upperBound)]
      return fill(
        CommandMessage.by(
          available.upperBound, one: .itemsReasonOnlyStart, two: .itemsReasonStartTwo,
          more: .itemsReasonStart), values)
    default: break
    }
    guard let blocking else { return clause(for: reason) }
    var values: Template.Values = ["title": name(blocking)]
    switch reason {
    case .mustStayWithinDays(let days, _):
      values["first"] = String(days.lowerBound)
      values["last"] = String(days.upperBound)
      return fill(
        CommandMessage.by(
          days.count, one: .itemReasonMustStayOnDay, two: .itemReasonMustStayWithinTwoDays,
          more: .itemReasonMustStayWithinDays), values)
    case .mustStayAfter(let game):
      values["game"] = name(game)
      return fill(.itemReasonMustStayAfter, values)
    case .mustStayBefore(let game):
      values["game"] = name(game)
      return fill(.itemReasonMustStayBefore, values)
    case .appRule(let words):
      // Which of them the app's rule holds back, then its words: "Can't
      // move 2 items to day 1. Yogurt can't go there. Cold parcels ride in
      // the fridge van."
      values["words"] = SpokenText.clean(words)
      return fill(.itemsReasonAppRule, values)
    default:
      return clause(for: reason)
    }
  }

  /// The sentence of a command that waits for a grab to end: `values`
  /// name what is grabbed, one item (`grabbed`) or several (`items`).
  func waiting(_ command: BlockedCommand, _ values: Template.Values, together: Bool) -> String {
    var values = values
    let message: CommandMessage
    switch command {
    case .undo: message = together ? .itemsUndoWhileGrabbed : .undoWhileGrabbed
    case .redo: message = together ? .itemsRedoWhileGrabbed : .redoWhileGrabbed
    case .grab(let other):
      message = together ? .itemsGrabWhileGrabbed : .grabWhileGrabbed
      values["other"] = name(other)
    case .focus(let other):
      message = together ? .itemsFocusWhileGrabbed : .focusWhileGrabbed
      values["other"] = name(other)
    case .open: message = together ? .itemsOpenWhileGrabbed : .openWhileGrabbed
    case .save: message = together ? .itemsSaveWhileGrabbed : .saveWhileGrabbed
    case .export: message = together ? .itemsExportWhileGrabbed : .exportWhileGrabbed
    case .select: message = together ? .itemsSelectWhileGrabbed : .selectWhileGrabbed
    case .changeDays:
      message = together ? .itemsChangeDaysWhileGrabbed : .changeDaysWhileGrabbed
    }
    return fill(message, values)
  }

  /// A count of items: "1 item", "3 items".
  public func items(_ count: Int) -> String {
    fill(.items, count: count, Template.Values("count", catalog.number(count)))
  }

  /// "1 day", "5 days", in the catalog's plural forms.
  public func days(_ count: Int) -> String {
    self.count(.days, count)
  }

  /// A count said with a message that counts: "5 days", "1 idea".
  func count(_ message: CommandMessage, _ count: Int) -> String {
    fill(message, count: count, Template.Values("count", catalog.number(count)))
  }

  /// The positions of items side by side: "positions 4 and 5", "positions
  /// 4 to 6".
  func positions(_ range: ClosedRange<Int>) -> String {
    let values: Template.Values = [
      "first": String(range.lowerBound), "last": String(range.upperBound),
    ]
    return fill(range.count == 2 ? .positionsTwo : .positionsRange, values)
  }

  /// Names said as a list: "Lunch", "Lunch and Dinner", "Lunch, Museum and
  /// Dinner".
  public func list(_ names: [String]) -> String {
    guard var said = names.first else { return "" }
    guard names.count > 1 else { return said }
    if names.count == 2 { return fill(.listTwo, ["first": said, "second": names[1]]) }
    for name in names.dropFirst().dropLast() {
      said = fill(.listMore, ["list": said, "next": name])
    }
    return fill(.listLast, ["list": said, "last": names[names.count - 1]])
  }
}

extension Editor {
  /// The positions a step of items moved together left them at, side by
  /// side: its item's position, less those of the items before it.
  static func block(of step: HistoryStep) -> ClosedRange<Int> {
    let offset = step.group.firstIndex { $0.id == step.item.id } ?? 0
    let first = step.to.rank - offset
    return first...(first + step.group.count - 1)
  }
}
