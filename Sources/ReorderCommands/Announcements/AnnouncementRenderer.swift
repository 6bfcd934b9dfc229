import ItineraryCore

/// Turns announcements into the sentences a listener hears.
///
/// At ``Verbosity/normal`` the sentences are the full ones ("Lunch moved
/// to position 3 of day 2."). Every sentence and phrase comes from a ``CommandMessage`` template, and
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
  /// The words: the English catalog unless another is given.
  public var catalog: Catalog
  /// Replacement texts; a message without one says its
  /// ``CommandMessage/defaultTemplate``.
  public var templates: [CommandMessage: String]
  /// Replacement texts of the named forms of messages.
  ///
  /// A named form is what a message says when the groups it says have
  /// names (``groupNames``), with `{group}`, `{firstGroup}` and
  /// `{lastGroup}` for the names. A message replaced in
  /// ``templates`` and not here says that replacement for both.
  ///
  /// The messages that have a named form are
  /// ``CommandMessage/namedForms``. A name's own article is given with the
  /// name, in ``groupNames``, not here.
  public var namedTemplates: [CommandMessage: String] = [:]
  /// The names of the groups, day 1's first, for a list whose groups have
  /// names: a board's `["To do", "Doing", "Done"]`, or a trip's
  /// `trip.days.map(\.label)`.
  ///
  /// A group with a name is said by it, where a trip says its number, in
  /// moves, refusals, menus, the day picker and drag speech: "Fix login
  /// moved to position 1 of Done.", "Move to Done". A group without one
  /// (`nil`, blank, or past the list's end) is said by its number, as every
  /// group is when the list is empty, as it is unless set. Each language's
  /// catalog says names with its own rules: "de Terminé" but "d’Archives"
  /// in French.
  ///
  /// A name may start with its own article, as a language says it:
  /// `["Furgoneta 1", "el Almacén", "la Refrigerada"]`. Each catalog joins
  /// the word before it as its language does ("del Almacén", "al Almacén"
  /// in Spanish; "du Dépôt", "des Archives" in French; "vom Lager" in
  /// German), and a name that starts a sentence starts with a capital ("La
  /// Refrigerada has…"). Elsewhere, in a day picker's list, the name is
  /// said as given.
  public var groupNames: [String?] = []

  /// The most words of a normal move announcement; a longer title is cut to
  /// fit.
  public static let maximumMoveWords = 16

  /// Whether each name from the trip is wrapped in markers, for
  /// ``spoken(for:language:titlesLanguage:)`` to find.
  var marksNames = false

  /// Whether a menu gives each entry that would not succeed its sentence.
  ///
  /// Without it, ``UnavailableAction/reason`` and ``RefusedDays/reason``
  /// are empty. A program that says such an entry's reason as a clause
  /// (``reasonClause(for:)``), and needs the sentence only for an outcome
  /// with none, leaves it to be made then.
  package var writesMenuReasons = true

  /// The sentence of an entry of a menu that would not succeed: empty when
  /// the renderer writes no menu reasons.
  func menuReason(for outcome: Announcement) -> String {
    writesMenuReasons ? text(for: outcome) : ""
  }

  public init(
    verbosity: Verbosity = .normal, templates: [CommandMessage: String] = [:],
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
  /// item's title cut at a word's end, as a long title is. A refusal never
  /// cuts the name: its place and its reason give way instead, and a name
  /// longer than the limit is said whole.
  public func text(for announcement: Announcement) -> String {
    let said = sentence(for: announcement)
    guard verbosity == .normal, titleWordsDropped == 0, announcement.answersAMove else {
      return said
    }
    if case .refused = announcement { return said }
    let excess = SpokenText.wordCount(said) - AnnouncementRenderer.maximumMoveWords
    guard excess > 0 else { return said }
    var shorter = self
    shorter.titleWordsDropped = excess
    return shorter.sentence(for: announcement)
  }

  /// The words a title loses so that a move's answer keeps to
  /// ``maximumMoveWords``: set by ``text(for:)``.
  private(set) var titleWordsDropped = 0

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
    case .nothingOfYoursToUndo:
      return fill(.nothingOfYoursToUndo)
    case .nothingOfYoursToRedo:
      return fill(.nothingOfYoursToRedo)
    case .undoBlocked(let step, let blocking):
      return blocked(step, by: blocking, undo: true)
    case .redoBlocked(let step, let blocking):
      return blocked(step, by: blocking, undo: false)
    case .stepNotMade(let step, let blocking, let reason):
      return notMade(step, by: blocking, reason: reason, own: false)
    case .stepTakenBack(let step, let blocking, let reason):
      return notMade(step, by: blocking, reason: reason, own: true)
    case .grabbed(let item, let spot):
      return about(item, at: spot, normal: .grabbed, terse: .grabbedTerse)
    case .alreadyGrabbed(let item, let spot):
      return about(item, at: spot, normal: .alreadyGrabbed, terse: .alreadyGrabbed)
    case .grabbedLocation(let item, let spot):
      return about(item, at: spot, normal: .grabbedLocation, terse: .grabbedLocationTerse)
    case .dropped(let item, let spot):
      return about(item, at: spot, normal: .dropped, terse: .droppedTerse)
    case .cancelled(let item, let spot):
      return about(item, at: spot, normal: .cancelled, terse: .cancelledTerse)
    case .nothingGrabbed:
      return fill(.nothingGrabbed)
    case .notWhileGrabbed(let command, let grabbed):
      return waiting(command, ["grabbed": name(grabbed)], together: false)
    case .location(let item, let kind, let spot, let time):
      // The time is said with the kind, not again among the details.
      return about(
        item, at: spot.withoutTime, normal: .location, terse: .locationTerse,
        adding: ["kind": kindWords(kind, time: time)])
    case .selectedLocation(let item, let kind, let spot, let time):
      return about(
        item, at: spot.withoutTime, normal: .locationSelected, terse: .locationSelectedTerse,
        adding: ["kind": kindWords(kind, time: time)])
    case .staleAction(let item):
      return fill(verbosity == .terse ? .staleActionTerse : .staleAction, ["title": name(item)])
    case .staleEdit(let item, let edit):
      let message: CommandMessage =
        switch edit {
        case .add: .staleAdd
        case .remove: .staleRemove
        case .delete: .staleDelete
        case .rename: .staleRename
        case .time: .staleTime
        case .fix: .staleFix
        case .unfix: .staleUnfix
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
    case .created(let item, let kind, let spot, let after, let before):
      var values = Template.Values("title", name(item)).with("kind", kindWords(kind))
        .with("position", String(spot.position.rank)).with("day", String(spot.position.day))
      if verbosity == .terse { return fill(.addedTerse, values) }
      switch (after, before) {
      case (let after?, let before?):
        values["after"] = name(after)
        values["before"] = name(before)
        return fill(.createdBetween, values)
      case (let after?, nil):
        values["after"] = name(after)
        return fill(.createdAfter, values)
      case (nil, let before?):
        values["before"] = name(before)
        return fill(.createdBefore, values)
      case (nil, nil):
        return fill(.created, values)
      }
    case .started, .alreadyStarted, .dayAdded, .dayRemoved, .dayIs, .dayAlready,
      .tripChangeRefused, .tripUndone, .tripRedone, .zoneSet, .zoneAlready:
      return daySentence(for: announcement) ?? ""
    case .timed(let item, let time?, _):
      return fill(
        verbosity == .terse ? .timedTerse : .timed, ["title": name(item), "time": clock(time)])
    case .timed(let item, nil, _):
      return fill(verbosity == .terse ? .untimedTerse : .untimed, ["title": name(item)])
    case .rekinded(let item, let fixed, let spot):
      return about(
        item, at: spot, normal: fixed ? .rekindedFixed : .rekindedCustom,
        terse: fixed ? .rekindedFixedTerse : .rekindedCustomTerse)
    case .alreadyRekinded(let item, let fixed, _):
      return fill(fixed ? .alreadyFixed : .alreadyCustom, ["title": name(item)])
    case .alreadyTimed(let item, let time?, _):
      return fill(.alreadyTimed, ["title": name(item), "time": clock(time)])
    case .alreadyTimed(let item, nil, _):
      return fill(.alreadyUntimed, ["title": name(item)])
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
    case .choosingDay, .choosingTime, .dragOver, .dragOverStart, .dragOverNothing,
      .dragCannotDrop:
      return dragText(for: announcement)
    }
  }

  /// The words for what an item is: "game, fixed", "travel from Chicago to
  /// Milwaukee", "custom".
  public func kindWords(_ kind: Item.Kind) -> String {
    switch kind {
    case .game: fill(.kindGame)
    case .fixed: fill(.kindFixed)
    case .custom: fill(.kindCustom)
    case .travel(let travel):
      // Made value by value: a literal would build an array of them first.
      fill(
        .kindTravel,
        Template.Values("from", SpokenText.clean(travel.from)).with(
          "to", SpokenText.clean(travel.to)))
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
  public func template(for message: CommandMessage) -> String {
    // No replacements is the common case: the message's name is hashed once,
    // by the catalog, not twice.
    if !templates.isEmpty, let replaced = templates[message] { return replaced }
    return catalog.text(for: message.rawValue) ?? message.defaultTemplate
  }

  /// The template of a message for `count`: its replacement, or the
  /// catalog's text in the plural form `count` takes in its language.
  public func template(for message: CommandMessage, count: Int) -> String {
    if !templates.isEmpty, let replaced = templates[message] { return replaced }
    return catalog.text(for: message.rawValue, count: count) ?? message.defaultTemplate
  }
}
