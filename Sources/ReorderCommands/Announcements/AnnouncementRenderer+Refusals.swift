import ItineraryCore

/// Refusals: the sentence of a move or an edit that was refused, and its
/// reason.
extension AnnouncementRenderer {
  /// The sentence of a refused edit.
  ///
  /// For example: "Can't add Dinner to day 3. The trip has days 1 and 2."
  func refusal(
    of item: ItemReference, edit: EditKind, move: Move?, other: ItemReference?,
    reason: RefusalReason, at spot: DetailedPosition?
  ) -> String {
    var values: Template.Values = ["title": name(item), "reason": clause(for: reason)]
    // The item itself is grabbed: it is said so, not by its title again.
    if case .anotherItemIsGrabbed(let grabbed) = reason, grabbed.id == item.id {
      values["reason"] = fill(.reasonDropFirst)
    }
    if let spot {
      values["position"] = String(spot.position.rank)
      values["day"] = String(spot.position.day)
    }
    let terse = verbosity == .terse
    let message: CommandMessage
    switch edit {
    case .add:
      if TextCleaning.isBlank(item.title) {
        message = .refusedAddUntitled
      } else if let move, reason.isAboutThePlace {
        values["move"] = words(for: move, other: other, reason: reason)
        message = .refusedAdd
      } else {
        message = .refusedAddWithoutMove
      }
    case .remove: message = terse ? .refusedRemoveTerse : .refusedRemove
    case .delete: message = terse ? .refusedDeleteTerse : .refusedDelete
    case .rename: message = terse ? .refusedRenameTerse : .refusedRename
    case .time: message = terse ? .refusedTimeTerse : .refusedTime
    case .fix: message = terse ? .refusedFixTerse : .refusedFix
    case .unfix: message = terse ? .refusedUnfixTerse : .refusedUnfix
    }
    var sentence = fill(message, values)
    // Too long with its place: a position whose day the reason says is
    // said short; failing that, the reason gives way. The item's name is
    // always said whole, and the place with it, so that the sentence says
    // which add was refused.
    if message == .refusedAdd, !terse, let move, AnnouncementRenderer.isTooLong(sentence) {
      if case .toPosition = move, AnnouncementRenderer.saysItsPlaceShort(move, reason),
        let short = shortWords(for: move)
      {
        values["move"] = short
        sentence = fill(message, values)
      }
      if AnnouncementRenderer.isTooLong(sentence) {
        // Without the reason, the place is said whole: the reason no longer
        // names its day.
        values["move"] = words(for: move, other: other, reason: reason)
        sentence = fill(.refusedAddWithoutReason, values)
      }
    }
    guard verbosity == .verbose else { return sentence }
    return sentence + " " + fill(spot == nil ? .detailStaysIdea : .detailStaysAt, values)
  }

  /// A title with its last `count` words dropped, keeping one at least.
  ///
  /// It is cut at a word's end, with no comma or dash left hanging, and no
  /// short word in small letters that only leads on ("to", "at", "of"):
  /// how a move sentence keeps to ``maximumMoveWords`` words. A renderer of an
  /// app's own shortens its titles the same way.
  ///
  /// `title` is said as given: clean it with ``SpokenText/clean(_:)`` first.
  public static func title(_ title: String, droppingWords count: Int) -> String {
    let words = title.split(whereSeparator: \.isWhitespace)
    guard count > 0 else { return words.joined(separator: " ") }
    var kept = Array(words.prefix(max(1, words.count - count)))
    // A short word in small letters that only leads on ("to", "at", "of",
    // "de") is not left at the end: "Train to Porto" cut is "Train".
    while kept.count > 1, let last = kept.last, last.count <= 3,
      last.allSatisfy({ $0.isLetter && $0.isLowercase })
    {
      kept.removeLast()
    }
    var shortened = kept.joined(separator: " ")
    while let last = shortened.last, shortened.count > 1, ",;:-–—(".contains(last) {
      shortened.removeLast()
    }
    return shortened
  }

  func refusal(
    of item: ItemReference, move: Move?, other: ItemReference?, reason: RefusalReason,
    at spot: DetailedPosition
  ) -> String {
    var values = self.values(item, at: spot)
    values["reason"] = clause(for: reason)
    let sentence: String
    if let move, reason != .gameIsFixed, reason != .itemIsFixed {
      values["move"] = words(for: move, other: other, reason: reason)
      let lead: CommandMessage = verbosity == .terse ? .refusedTerse : .refused
      var said = fill(lead, values)
      // Too long: the place is said short where that leaves no doubt
      // ("there", next to an item the user just named; a position whose day
      // the reason says). Failing that, the reason gives way. The item's
      // name is always said whole, and the move with it: a refusal of one
      // move never sounds like the item cannot move at all.
      if verbosity != .terse, AnnouncementRenderer.isTooLong(said) {
        if AnnouncementRenderer.saysItsPlaceShort(move, reason), let short = shortWords(for: move) {
          values["move"] = short
          said = fill(lead, values)
        }
        if verbosity == .normal, AnnouncementRenderer.isTooLong(said) {
          // Without the reason, the place is said whole: the reason no
          // longer names its day.
          values["move"] = words(for: move, other: other, reason: reason)
          said = fill(.refusedWithoutReason, values)
        }
      }
      sentence = said
    } else {
      sentence = fill(verbosity == .terse ? .refusedWithoutMoveTerse : .refusedWithoutMove, values)
    }
    guard verbosity == .verbose else { return sentence }
    return sentence + " " + fill(.detailStaysAt, values)
  }

  /// Whether a sentence is over the words a move's announcement may have.
  static func isTooLong(_ sentence: String) -> Bool {
    SpokenText.wordCount(sentence) > maximumMoveWords
  }

  /// Whether a refused move's place may be said short, with no doubt
  /// left: "there" for a place next to an item the user just named, and a
  /// position without its day when the reason names the day.
  static func saysItsPlaceShort(_ move: Move, _ reason: RefusalReason) -> Bool {
    switch (move, reason) {
    case (.before, _), (.after, _): true
    case (.toPosition, .noSuchPosition): true
    default: false
    }
  }

  /// Why a move is refused, as the clause a refusal says as its second sentence:
  /// "the trip has days 1 to 5", "day 2 has positions 1 to 4".
  ///
  /// A program says a refusal of its own in the same words with it (the
  /// REPL, for a typed number no day or position can be).
  public func clause(for reason: RefusalReason) -> String {
    switch reason {
    case .gameIsFixed:
      return fill(.reasonGameIsFixed)
    case .itemIsFixed:
      return fill(.reasonItemIsFixed)
    case .alreadyFirstInTrip:
      return fill(.reasonAlreadyFirst)
    case .alreadyLastInTrip:
      return fill(.reasonAlreadyLast)
    case .noSuchDay(_, let dayCount):
      // The count names the last group too, for a list whose groups have names.
      let values = Template.Values("dayCount", String(dayCount))
      switch dayCount {
      case 1: return fill(.reasonNoSuchDayInOneDayTrip, values)
      case 2: return fill(.reasonNoSuchDayInTwoDayTrip, values)
      default: return fill(.reasonNoSuchDay, values)
      }
    case .mustStayWithinDays(let days, _):
      let values: Template.Values = [
        "first": String(days.lowerBound), "last": String(days.upperBound),
      ]
      return fill(
        CommandMessage.by(
          days.count, one: .reasonMustStayOnDay, two: .reasonMustStayWithinTwoDays,
          more: .reasonMustStayWithinDays), values)
    case .noSuchPosition(_, let day, let available):
      let values: Template.Values = ["day": String(day), "last": String(available.upperBound)]
      let message: CommandMessage =
        switch available.upperBound {
        case 1: .reasonOnlyPosition
        case 2: .reasonNoSuchPositionTwo
        default: .reasonNoSuchPosition
        }
      return fill(message, values)
    case .mustStayAfter(let game):
      return fill(.reasonMustStayAfter, ["game": name(game)])
    case .mustStayBefore(let game):
      return fill(.reasonMustStayBefore, ["game": name(game)])
    case .isTheSameItem:
      return fill(.reasonSameItem)
    case .noSuchOtherItem:
      return fill(.reasonNoSuchOtherItem)
    case .anotherItemIsGrabbed(let grabbed):
      return fill(.reasonAnotherItemGrabbed, ["grabbed": name(grabbed)])
    case .idTaken(let id) where id.rawValue.isEmpty:
      return fill(.reasonNoID)
    case .idTaken:
      return fill(.reasonIDTaken)
    case .notANumber:
      return fill(.reasonNotANumber)
    case .isAnIdea:
      return fill(.reasonIsAnIdea)
    case .blankTitle:
      return fill(.reasonBlankTitle)
    case .titleTaken(_, let position?):
      return fill(
        .reasonTitleTaken, ["position": String(position.rank), "day": String(position.day)])
    case .titleTaken(_, nil):
      return fill(.reasonTitleTakenByIdea)
    case .keepsItsKind(let game):
      return fill(game ? .reasonGameKeepsKind : .reasonTravelKeepsKind)
    case .anchorsTravel(let travel):
      return fill(.reasonAnchorsTravel, ["travel": name(travel)])
    case .appRule(let words):
      // The app's words, cleaned as a title is: nothing in them is read as
      // a placeholder or a control code.
      return SpokenText.clean(words)
    case .notSideBySide:
      return fill(.itemsReasonNotSideBySide)
    case .isOneOfTheItems:
      return fill(.itemsReasonOneOfThem)
    }
  }

  /// The words of a move in a refusal: "up", "to day 3", "before Dinner".
  ///
  /// The other item of a `before` or `after` that is not in the trip has no
  /// title to say; it is "the other item". A position on a day the trip does
  /// not have is said as that day alone, or "there" when the groups have
  /// names.
  func words(for move: Move, other: ItemReference?, reason: RefusalReason?) -> String {
    // A list whose groups have names is never told of a day: a group past
    // its last is "there", and the reason names the last.
    if !groupNames.isEmpty, case .noSuchDay(let day, _)? = reason, groupName(ofDay: day) == nil {
      return fill(.moveThere)
    }
    if case .toPosition(let position) = move, case .noSuchDay? = reason {
      return fill(.moveToDay, ["day": String(position.day)])
    }
    switch move {
    case .up: return fill(.moveUp)
    case .down: return fill(.moveDown)
    case .toTop: return fill(.moveToTop)
    case .toBottom: return fill(.moveToBottom)
    case .toDay(let day): return fill(.moveToDay, ["day": String(day)])
    case .toPosition(let position):
      return fill(
        .moveToPosition, ["position": String(position.rank), "day": String(position.day)])
    case .before, .after:
      let message: CommandMessage = if case .before = move { .moveBefore } else { .moveAfter }
      return fill(message, ["other": other.map(name) ?? fill(.otherItem)])
    }
  }

  /// Shorter words for a move whose refusal would be over ``maximumMoveWords``.
  ///
  /// The position without its day, or "there" for the item the user just
  /// named; `nil` when there are none.
  func shortWords(for move: Move) -> String? {
    switch move {
    case .toPosition(let position):
      fill(.moveToPositionShort, ["position": String(position.rank)])
    case .before, .after: fill(.moveThere)
    default: nil
    }
  }
}

extension RefusalReason {
  /// Whether the reason is about where an item would go, so that a refusal
  /// says the place; a game, an id or a title is refused wherever it goes.
  fileprivate var isAboutThePlace: Bool {
    switch self {
    case .gameIsFixed, .itemIsFixed, .idTaken, .blankTitle, .titleTaken, .isAnIdea, .keepsItsKind,
      .anchorsTravel:
      false
    default: true
    }
  }
}
