import ItineraryCore

/// Turns announcements into the sentences a listener hears.
///
/// At ``Verbosity/normal`` the sentences are those of SPEC section 4, word
/// for word. Every sentence and phrase comes from a ``Message`` template, and
/// any one of them can be replaced without touching the rest:
///
/// ```swift
/// var renderer = AnnouncementRenderer(verbosity: .normal)
/// renderer.templates[.moved] = "{title} is now at position {position}, day {day}."
/// renderer.templates[.reasonGameIsFixed] = "games never move"
///
/// var editor = Editor(trip: try SampleTrip.document().trip)
/// print(renderer.text(for: editor.perform(.down)))
/// // Lunch at Lou Malnati's is now at position 2, day 1.
/// print(renderer.text(for: editor.perform(.up, on: "cubs")))
/// // Can't move Brewers at Cubs. Games never move.
/// ```
///
/// Titles and other text from the trip are cleaned of control characters
/// before they are said, and ids are never said.
public struct AnnouncementRenderer: Sendable {
  /// How much each announcement says.
  public var verbosity: Verbosity
  /// The words: the English catalog unless another is given (SPEC section
  /// 10).
  public var catalog: Catalog
  /// Replacement texts; a message without one says its
  /// ``Message/defaultTemplate``.
  public var templates: [Message: String]

  /// The most words of a normal move announcement; a longer title is cut to
  /// fit.
  public static let maximumMoveWords = 16

  /// Whether each name from the trip is wrapped in markers, for
  /// ``spoken(for:language:titlesLanguage:)`` to find.
  var marksNames = false

  public init(
    verbosity: Verbosity = .normal, templates: [Message: String] = [:],
    catalog: Catalog = .english
  ) {
    self.verbosity = verbosity
    self.templates = templates
    self.catalog = catalog
  }

  /// The sentence for an announcement: one line, ending with a full stop.
  ///
  /// At normal verbosity, what answers a move of one item (moved, refused,
  /// undone, redone, grabbed, dropped, cancelled) keeps to
  /// ``maximumMoveWords`` in every language: a sentence over it says the
  /// item's title cut at a word's end, as a long title is.
  public func text(for announcement: Announcement) -> String {
    let said = sentence(for: announcement)
    guard verbosity == .normal, titleWordsDropped == 0, announcement.answersAMove else {
      return said
    }
    let excess = SpokenText.wordCount(said) - AnnouncementRenderer.maximumMoveWords
    guard excess > 0 else { return said }
    var shorter = self
    shorter.titleWordsDropped = excess
    return shorter.sentence(for: announcement)
  }

  /// The words a title loses so that a move's answer keeps to
  /// ``maximumMoveWords``: set by ``text(for:)``.
  private var titleWordsDropped = 0

  private func sentence(for announcement: Announcement) -> String {
    switch announcement {
    case .moved(let item, _, _, let to):
      return about(item, at: to, normal: .moved, terse: .movedTerse, fittingTitle: true)
    case .alreadyThere(let item, _, let spot):
      return about(item, at: spot, normal: .alreadyThere, terse: .alreadyThereTerse)
    case .refused(let item, let move, let reason, let spot, let other):
      return refusal(of: item, move: move, other: other, reason: reason, at: spot)
    case .undone(let step, let spot):
      if let edit = step.edit { return undone(edit, item: step.item, at: spot) }
      return about(step.item, at: spot, normal: .undone, terse: .undoneTerse)
    case .redone(let step, let spot):
      if let edit = step.edit { return redone(edit, item: step.item, at: spot) }
      return about(step.item, at: spot, normal: .redone, terse: .redoneTerse)
    case .nothingToUndo:
      return fill(.nothingToUndo)
    case .nothingToRedo:
      return fill(.nothingToRedo)
    case .grabbed(let item, let spot):
      return about(item, at: spot, normal: .grabbed, terse: .grabbedTerse)
    case .alreadyGrabbed(let item, let spot):
      return about(item, at: spot, normal: .alreadyGrabbed, terse: .alreadyGrabbed)
    case .dropped(let item, let spot):
      return about(item, at: spot, normal: .dropped, terse: .droppedTerse)
    case .cancelled(let item, let spot):
      return about(item, at: spot, normal: .cancelled, terse: .cancelledTerse)
    case .nothingGrabbed:
      return fill(.nothingGrabbed)
    case .notWhileGrabbed(let command, let grabbed):
      return waiting(command, ["grabbed": name(grabbed)], together: false)
    case .location(let item, let kind, let spot):
      return about(
        item, at: spot, normal: .location, terse: .locationTerse, adding: ["kind": kindWords(kind)])
    case .selectedLocation(let item, let kind, let spot):
      return about(
        item, at: spot, normal: .locationSelected, terse: .locationSelectedTerse,
        adding: ["kind": kindWords(kind)])
    case .staleAction(let item):
      return fill(verbosity == .terse ? .staleActionTerse : .staleAction, ["title": name(item)])
    case .staleEdit(let item, let edit):
      let message: Message =
        switch edit {
        case .add: .staleAdd
        case .remove: .staleRemove
        case .delete: .staleDelete
        case .rename: .staleRename
        }
      return fill(message, ["title": name(item)])
    case .noItems:
      return fill(.noItems)
    case .noSuchItem:
      return fill(.noSuchItem)
    case .added(let item, let spot):
      return about(item, at: spot, normal: .added, terse: .addedTerse, fitting: .added)
    case .removed(let item, let spot):
      return about(item, at: spot, normal: .removed, terse: .removedTerse)
    case .deleted(let item, let spot):
      return about(item, at: spot, normal: .deleted, terse: .deleted)
    case .renamed(let item, let old, let spot):
      return about(
        item, at: spot, normal: .renamed, terse: .renamedTerse,
        adding: ["old": marked(SpokenText.clean(old))], withDetails: false)
    case .alreadyTitled(let item, let spot):
      return about(
        item, at: spot, normal: .alreadyTitled, terse: .alreadyTitledTerse, withDetails: false)
    case .editRefused(let item, let edit, let move, let reason, let spot, let other):
      return refusal(of: item, edit: edit, move: move, other: other, reason: reason, at: spot)
    case .selected, .alreadySelected, .unselected, .notSelected, .selectionCleared, .selection,
      .selectRefused, .itemsMoved, .itemsAlreadyThere, .itemsRefused, .itemsGrabbed,
      .itemsDropped, .itemsCancelled, .itemsUndone, .itemsRedone, .itemsStaleAction,
      .notWhileItemsGrabbed:
      return togetherText(for: announcement)
    }
  }

  /// The label of a menu action, such as "Move to day 3"; `other` is the
  /// item a `before` or `after` move names.
  public func label(for move: Move, other: ItemReference? = nil) -> String {
    switch move {
    case .up: fill(.actionUp)
    case .down: fill(.actionDown)
    case .toTop: fill(.actionToTop)
    case .toBottom: fill(.actionToBottom)
    case .toDay(let day):
      // A long trip's menu has one for every day: the default words come
      // from a table made once for the program.
      if templates[.actionToDay] == nil, catalog.isShippedEnglish,
        AnnouncementRenderer.dayMoveLabels.indices.contains(day)
      {
        AnnouncementRenderer.dayMoveLabels[day]
      } else {
        fill(.actionToDay, Template.Values("day", String(day)))
      }
    case .toPosition, .before, .after:
      // A language that puts the verb last starts the label with the move's
      // words, which are written to stand inside a sentence: a label starts
      // with a capital, as every other does.
      AnnouncementRenderer.capitalized(
        fill(.actionMove, Template.Values("move", words(for: move, other: other, reason: nil))))
    }
  }

  /// `text` with its first letter a capital.
  static func capitalized(_ text: String) -> String {
    guard let first = text.first, first.isLowercase else { return text }
    return first.uppercased() + text.dropFirst()
  }

  /// The default labels of "Move to day N" for days 0 to 399, by day.
  private static let dayMoveLabels: [String] = (0..<400).map {
    Template.fill(Message.actionToDay.defaultTemplate, with: Template.Values("day", String($0)))
  }

  /// The short phrase for a history step, such as "move of Dinner at Lou
  /// Malnati's to day 2".
  public func label(for step: HistoryStep) -> String {
    if !step.group.isEmpty {
      return fill(
        .itemsStep,
        [
          "items": items(step.group.count), "day": String(step.to.day),
          "positions": positions(Editor.block(of: step)),
        ])
    }
    if let edit = step.edit {
      var values: Template.Values = ["title": name(step.item), "day": String(step.to.day)]
      values["position"] = String(step.to.rank)
      switch edit.kind {
      case .added, .created: return fill(.stepAdd, values)
      case .removed: return fill(.stepRemove, values)
      case .deleted: return fill(.stepDelete, values)
      case .renamed(let old):
        values["old"] = marked(SpokenText.clean(old))
        return fill(.stepRename, values)
      }
    }
    var values: Template.Values = ["title": name(step.item), "day": String(step.to.day)]
    values["position"] = String(step.to.rank)
    return fill(step.from.day == step.to.day ? .stepWithinDay : .stepToDay, values)
  }

  /// The short phrase for a grab in progress, such as "grab of Dinner at Lou
  /// Malnati's": what the system's undo names while an item is grabbed.
  public func label(forGrabOf item: ItemReference) -> String {
    fill(.stepGrab, ["title": name(item)])
  }

  /// The words for what an item is: "game, fixed", "travel from Chicago to
  /// Milwaukee", "custom".
  public func kindWords(_ kind: Item.Kind) -> String {
    switch kind {
    case .game: fill(.kindGame)
    case .custom: fill(.kindCustom)
    case .travel(let travel):
      fill(.kindTravel, ["from": SpokenText.clean(travel.from), "to": SpokenText.clean(travel.to)])
    }
  }

  /// Why an outcome is not a move, as a clause without its lead: "it must
  /// stay after Brewers at Cubs", "it is already there".
  ///
  /// For a refusal or an "already there"; `nil` for any other outcome. Menus
  /// use it to say why an entry is not available, after the entry's label.
  public func reasonClause(for outcome: Announcement) -> String? {
    switch outcome {
    case .refused(_, _, let reason, _, _), .editRefused(_, _, _, let reason, _, _):
      clause(for: reason)
    case .alreadyThere: fill(.reasonAlreadyThere)
    case .itemsRefused(_, _, let reason, let blocking, _): clause(for: reason, blocking: blocking)
    case .itemsAlreadyThere: fill(.itemsReasonAlreadyThere)
    default: nil
    }
  }

  /// The template of a message: its replacement, or the catalog's (for a
  /// message that counts, its `other` form).
  public func template(for message: Message) -> String {
    templates[message] ?? catalog.text(for: message.rawValue) ?? message.defaultTemplate
  }

  /// The template of a message for `count`: its replacement, or the
  /// catalog's text in the plural form `count` takes in its language.
  public func template(for message: Message, count: Int) -> String {
    templates[message] ?? catalog.text(for: message.rawValue, count: count)
      ?? message.defaultTemplate
  }
}

extension AnnouncementRenderer {
  /// A sentence about an item at a spot, at the renderer's verbosity:
  /// `terse`, or `normal` with the spot's details after it when verbose.
  ///
  /// `extra` adds values to the title, position and day; with
  /// `fittingTitle`, a normal sentence is kept to ``maximumMoveWords``.
  private func about(
    _ item: ItemReference, at spot: Spot, normal: Message, terse: Message,
    adding extra: Template.Values = [:], fittingTitle: Bool = false, fitting: Message? = nil,
    withDetails: Bool = true
  ) -> String {
    let values = self.values(item, at: spot).merging(extra)
    if verbosity == .terse { return fill(terse, values) }
    var sentence = fill(normal, values)
    if let message = fitting ?? (fittingTitle ? .moved : nil) {
      sentence = fitted(item, at: spot, sentence: sentence, message: message)
    }
    return verbosity == .verbose && withDetails ? sentence + details(of: spot) : sentence
  }

  /// A normal move (or add) announcement of at most ``maximumMoveWords``
  /// words: a long title keeps its first words.
  private func fitted(_ item: ItemReference, at spot: Spot, sentence: String, message: Message)
    -> String
  {
    let excess = SpokenText.wordCount(sentence) - AnnouncementRenderer.maximumMoveWords
    guard excess > 0 else { return sentence }
    var values = self.values(item, at: spot)
    values["title"] = marked(
      AnnouncementRenderer.title(SpokenText.clean(item.title), droppingWords: excess))
    return fill(message, values)
  }

  /// An undone edit: its item is `item` as the edit named it.
  private func undone(_ edit: ItemEdit, item: ItemReference, at spot: Spot) -> String {
    switch edit.kind {
    case .added, .created:
      return fill(.undoneAdd, ["title": name(item)])
    case .removed:
      return about(item, at: spot, normal: .undoneRemove, terse: .undoneRemoveTerse)
    case .deleted:
      return about(item, at: spot, normal: .undoneDelete, terse: .undoneDeleteTerse)
    case .renamed(let old):
      return fill(.undoneRename, ["title": name(item), "old": marked(SpokenText.clean(old))])
    }
  }

  /// A redone edit.
  private func redone(_ edit: ItemEdit, item: ItemReference, at spot: Spot) -> String {
    switch edit.kind {
    case .added, .created:
      return about(item, at: spot, normal: .redoneAdd, terse: .redoneAddTerse)
    case .removed:
      return fill(.redoneRemove, ["title": name(item)])
    case .deleted:
      return fill(.redoneDelete, ["title": name(item)])
    case .renamed(let old):
      return fill(.redoneRename, ["title": name(item), "old": marked(SpokenText.clean(old))])
    }
  }

  /// The sentence of a refused edit.
  ///
  /// For example: "Can't add Dinner to day 3. The trip has days 1 and 2."
  private func refusal(
    of item: ItemReference, edit: EditKind, move: Move?, other: ItemReference?,
    reason: RefusalReason, at spot: Spot?
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
    let message: Message
    switch edit {
    case .add:
      if SpeakableText.isBlank(item.title) {
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
    }
    var sentence = fill(message, values)
    // Too long with its place: a position whose day the reason says is
    // said short; otherwise the title is cut first, so that the place keeps
    // its day; and failing that, the place is left out (an add the user
    // placed by a name, or not at all, has no "there" to point at).
    let excess = SpokenText.wordCount(sentence) - AnnouncementRenderer.maximumMoveWords
    if message == .refusedAdd, !terse, excess > 0, let move {
      if case .toPosition = move, AnnouncementRenderer.saysItsPlaceShort(move, reason),
        let short = shortWords(for: move)
      {
        values["move"] = short
        sentence = fill(message, values)
      } else if let cut = name(item, droppingWords: excess) {
        values["title"] = cut
        sentence = fill(message, values)
      }
      if SpokenText.wordCount(sentence) > AnnouncementRenderer.maximumMoveWords {
        values["title"] = name(item)
        sentence = fill(.refusedAddWithoutMove, values)
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

  private func refusal(
    of item: ItemReference, move: Move?, other: ItemReference?, reason: RefusalReason,
    at spot: Spot
  ) -> String {
    var values = self.values(item, at: spot)
    values["reason"] = clause(for: reason)
    let sentence: String
    if let move, reason != .gameIsFixed {
      values["move"] = words(for: move, other: other, reason: reason)
      let lead: Message = verbosity == .terse ? .refusedTerse : .refused
      var said = fill(lead, values)
      // Too long: the place is said short where that leaves no doubt
      // ("there", next to an item the user just named; a position whose day
      // the reason says). Otherwise the title is cut first, at a word's
      // end, one word kept, so that a position keeps its day.
      let excess = SpokenText.wordCount(said) - AnnouncementRenderer.maximumMoveWords
      if verbosity != .terse, excess > 0 {
        if AnnouncementRenderer.saysItsPlaceShort(move, reason), let short = shortWords(for: move) {
          values["move"] = short
          said = fill(lead, values)
        } else if let cut = name(item, droppingWords: excess) {
          values["title"] = cut
          said = fill(lead, values)
        }
      }
      // Still too long (a language of longer words): the move the user just
      // typed is left out, and the title said whole.
      if verbosity == .normal,
        SpokenText.wordCount(said) > AnnouncementRenderer.maximumMoveWords
      {
        said = fill(.refusedWithoutMove, values)
      }
      sentence = said
    } else {
      sentence = fill(verbosity == .terse ? .refusedWithoutMoveTerse : .refusedWithoutMove, values)
    }
    guard verbosity == .verbose else { return sentence }
    return sentence + " " + fill(.detailStaysAt, values)
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
    case .alreadyFirstInTrip:
      return fill(.reasonAlreadyFirst)
    case .alreadyLastInTrip:
      return fill(.reasonAlreadyLast)
    case .noSuchDay(_, let dayCount):
      switch dayCount {
      case 1: return fill(.reasonNoSuchDayInOneDayTrip)
      case 2: return fill(.reasonNoSuchDayInTwoDayTrip)
      default: return fill(.reasonNoSuchDay, ["dayCount": String(dayCount)])
      }
    case .mustStayWithinDays(let days, _):
      let values: Template.Values = [
        "first": String(days.lowerBound), "last": String(days.upperBound),
      ]
      return fill(
        Message.by(
          days.count, one: .reasonMustStayOnDay, two: .reasonMustStayWithinTwoDays,
          more: .reasonMustStayWithinDays), values)
    case .noSuchPosition(_, let day, let available):
      let values: Template.Values = ["day": String(day), "last": String(available.upperBound)]
      let message: Message =
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
  /// not have is said as that day alone.
  func words(for move: Move, other: ItemReference?, reason: RefusalReason?) -> String {
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
      let message: Message = if case .before = move { .moveBefore } else { .moveAfter }
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

  /// The values every sentence about an item at a spot may use.
  private func values(_ item: ItemReference, at spot: Spot) -> Template.Values {
    [
      "title": name(item), "position": String(spot.position.rank),
      "day": String(spot.position.day),
    ]
  }

  /// The verbose details of a spot, each a sentence with a leading space.
  ///
  /// For example: " Saturday, June 6, Milwaukee. 3 items in day 2. After
  /// Drive to Milwaukee, before Cubs at Brewers." It is what a verbose
  /// sentence adds; a renderer of an app's own adds it after its own.
  public func details(of spot: Spot) -> String {
    var sentences: [String] = []
    let place = SpokenText.phrase([spot.dayLabel, spot.dayCity])
    if !place.isEmpty {
      sentences.append(fill(.detailDay, ["label": place]))
    }
    let day = String(spot.position.day)
    sentences.append(
      fill(
        .detailItemCount, count: spot.itemsInDay,
        ["count": String(spot.itemsInDay), "day": day]))
    switch (spot.previous, spot.next) {
    case (let previous?, let next?):
      sentences.append(fill(.detailBetween, ["previous": name(previous), "next": name(next)]))
    case (let previous?, nil):
      sentences.append(fill(.detailAfter, ["previous": name(previous)]))
    case (nil, let next?):
      sentences.append(fill(.detailBefore, ["next": name(next)]))
    case (nil, nil):
      break
    }
    return sentences.map { " " + $0 }.joined()
  }

  /// A title, safe to say.
  func name(_ item: ItemReference) -> String {
    guard titleWordsDropped > 0 else { return marked(SpokenText.clean(item.title)) }
    return marked(
      AnnouncementRenderer.title(SpokenText.clean(item.title), droppingWords: titleWordsDropped))
  }

  /// An item's name with `excess` more words dropped from its end, when
  /// it keeps one word at least; `nil` when it cannot lose that many.
  private func name(_ item: ItemReference, droppingWords excess: Int) -> String? {
    let title = SpokenText.clean(item.title)
    guard SpokenText.wordCount(title) - titleWordsDropped - 1 >= excess else { return nil }
    return marked(AnnouncementRenderer.title(title, droppingWords: titleWordsDropped + excess))
  }

  /// A name, between markers when ``marksNames`` is set.
  private func marked(_ name: String) -> String {
    guard marksNames else { return name }
    var scalars = String.UnicodeScalarView()
    scalars.append(AnnouncementRenderer.nameStart)
    scalars.append(
      contentsOf: name.unicodeScalars.lazy.filter {
        $0 != AnnouncementRenderer.nameStart && $0 != AnnouncementRenderer.nameEnd
      })
    scalars.append(AnnouncementRenderer.nameEnd)
    return String(scalars)
  }

  /// A message's template with its values filled in.
  func fill(_ message: Message, _ values: Template.Values = [:]) -> String {
    Template.fill(template(for: message), with: values)
  }

  /// A message that counts, in the plural form `count` takes, with its
  /// values filled in.
  func fill(_ message: Message, count: Int, _ values: Template.Values) -> String {
    Template.fill(template(for: message, count: count), with: values)
  }
}

extension RefusalReason {
  /// Whether the reason is about where an item would go, so that a refusal
  /// says the place; a game, an id or a title is refused wherever it goes.
  fileprivate var isAboutThePlace: Bool {
    switch self {
    case .gameIsFixed, .idTaken, .blankTitle, .titleTaken, .isAnIdea: false
    default: true
    }
  }
}
