import ItineraryCore

extension SharedEditor {
  /// What a device's listener hears of a step another device sent, or of
  /// one of its own taken back.
  public struct Heard: Hashable, Sendable {
    /// The step heard of.
    public var step: SharedStep
    /// What it did here.
    public var announcement: Announcement
    /// The person it is said after, as "Lucía moved Fado to position 2 of
    /// day 3.": the step's author when another's step was made here, `nil`
    /// when the announcement is said as it is.
    public var person: String?
    /// The person who hears it: this device's author, told "you" where
    /// their own step stood in another's way.
    public var listener: String?

    /// Whether the step was not made: another's that no longer fit
    /// (``Announcement/stepNotMade(_:by:reason:)``), or this device's own,
    /// taken back (``Announcement/stepTakenBack(_:by:reason:)``); for an
    /// app that shows these apart from the changes made.
    public var isRefusal: Bool {
      switch announcement {
      case .stepNotMade, .stepTakenBack: true
      default: false
      }
    }
  }

  /// Takes in steps not known before, each in its turn: at the end when
  /// they all come after the steps taken, or by taking every step again
  /// from the start.
  mutating func take(_ fresh: [SharedStep]) {
    guard !fresh.isEmpty else { return }
    let arrived = fresh.sorted { $0.comesBefore($1) }
    if let last = steps.last, arrived[0].comesBefore(last) {
      retake(adding: arrived)
      return
    }
    let focus = editor.focus
    for step in arrived {
      let result = Self.make(step, on: &editor)
      steps.append(step)
      taken.append(result.made)
      tell(step, result, wasMade: nil)
    }
    editor.author = author
    keepFocus(focus)
  }

  /// Takes every step again from the start, `arrived` among them in
  /// their turns, and tells what came out otherwise than before.
  private mutating func retake(adding arrived: [SharedStep]) {
    var before: [SharedStep.ID: Bool] = [:]
    for (step, made) in zip(steps, taken) { before[step.id] = made != nil }
    steps = (steps + arrived).sorted { $0.comesBefore($1) }
    taken = []
    taken.reserveCapacity(steps.count)
    var list = start
    list.renderer = editor.renderer
    list.moveRule = editor.moveRule
    for step in steps {
      let result = Self.make(step, on: &list)
      taken.append(result.made)
      tell(step, result, wasMade: before[step.id], in: list)
    }
    // What is this device's own stays: its focus, selection and person;
    // the revision and the edit count only go on.
    list.author = author
    list.selection = editor.selection.filter { list.trip.contains($0) }
    list.revision = editor.revision &+ 1
    list.editCount = editor.editCount + list.editCount + 1
    let focus = editor.focus
    editor = list
    keepFocus(focus)
  }

  /// Focuses `focus` again, when the list still has it, or the item the
  /// steps left focused, or the list's first.
  private mutating func keepFocus(_ focus: ItemID?) {
    if let focus, editor.trip.contains(focus) {
      editor.focus = focus
    } else if editor.focus.map(editor.trip.contains) != true {
      editor.focus = editor.trip.firstItemID
    }
  }

  /// Tells this device's listener what `step` came to.
  ///
  /// Another's step is said made, or not made; this device's own, taken
  /// back. `wasMade` is whether it was made before it was taken again,
  /// `nil` for a step new here.
  private mutating func tell(
    _ step: SharedStep, _ result: Taken, wasMade: Bool?, in list: Editor? = nil
  ) {
    let own = step.id.device == device
    let list = list ?? editor
    switch (result.made, wasMade) {
    case (_?, true?), (nil, false?): return
    case (_?, _):
      guard !own, let said = result.said else { return }
      unheard.append(
        Heard(step: step, announcement: said, person: step.author ?? "", listener: author))
    case (nil, _):
      if own, wasMade == nil { return }
      // An undo or a redo of a step never made here changes nothing here.
      switch step.kind {
      case .made: break
      case .undid(let target), .redid(let target):
        if !isMade(target) { return }
      }
      // What stood in its way: the reason, when one refused it, or the
      // step before it that touched what it touches.
      let by = result.reason == nil ? Self.blocking(step, in: list) : nil
      var change = step.change
      change.author = step.author
      let announcement: Announcement =
        own
        ? .stepTakenBack(change, by: by, reason: result.reason)
        : .stepNotMade(change, by: by, reason: result.reason)
      unheard.append(Heard(step: step, announcement: announcement, person: nil, listener: author))
    }
  }

  /// Whether the step named `id` is made here.
  private func isMade(_ id: SharedStep.ID) -> Bool {
    guard let index = steps.firstIndex(where: { $0.id == id }), index < taken.count else {
      return false
    }
    return taken[index] != nil
  }

  /// The newest step made on `list` that touched what `step` touches, by
  /// someone else: what stood in its way.
  private static func blocking(_ step: SharedStep, in list: Editor) -> HistoryStep? {
    list.history.undoSteps.last { $0.author != step.author && $0.meets(step.change) }
  }

  /// What taking a step came to.
  struct Taken {
    /// The step as made, or `nil` when it was not.
    var made: HistoryStep?
    /// What it did, when it was made.
    var said: Announcement?
    /// Why it was not made, when a reason refused it: the app's rule, an
    /// item fixed since.
    var reason: RefusalReason?
  }

  /// Makes `step` on `list`, with every check a change made there has:
  /// as it was made, or as it fits the list now; the list is as it was
  /// when it is not made.
  static func make(_ step: SharedStep, on list: inout Editor) -> Taken {
    list.author = step.author
    guard let turn = Turn(step, in: list.history) else { return Taken() }
    let fit = fitted(step.change, on: list)
    guard case .made(var changed, let made) = fit else {
      if case .refused(let reason) = fit { return Taken(reason: reason) }
      return Taken()
    }
    let said: Announcement
    switch turn {
    case .made:
      changed.history.record(made)
      changed.history.markNewest(as: step.id)
      said = changed.heard(made, from: list)
    case .undo(let index, let undone):
      var kept = made.reversed
      kept.shared = undone.shared
      kept.author = undone.author
      _ = changed.history.takeUndo(at: index, keeping: kept)
      said = changed.heard(kept, undone: true)
    case .redo(let index, let undone):
      var redone = made
      redone.shared = undone.shared
      redone.author = undone.author
      _ = changed.history.takeRedo(at: index, keeping: redone)
      said = changed.heard(redone, undone: false)
    }
    list = changed
    return Taken(made: made, said: said)
  }

  /// What a step does to the history it is taken into: records a new
  /// step, or takes back or makes again one of its author's own, found
  /// where it stands.
  private enum Turn {
    case made
    case undo(Int, HistoryStep)
    case redo(Int, HistoryStep)

    /// The turn of `step` in `history`, or `nil` when it may not take it:
    /// an undo or a redo of a step that is not there, or not its author's,
    /// or that another's later step touched, as an undo of one editor
    /// would be refused.
    init?(_ step: SharedStep, in history: History) {
      switch step.kind {
      case .made:
        self = .made
      case .undid(let id):
        guard let index = history.undoIndex(of: id) else { return nil }
        let undone = history.undoStep(at: index)
        guard undone.author == nil || undone.author == step.author,
          !history.undoSteps[(index + 1)...].contains(where: {
            $0.author != undone.author && undone.meets($0)
          })
        else { return nil }
        self = .undo(index, undone)
      case .redid(let id):
        guard let index = history.redoIndex(of: id) else { return nil }
        let undone = history.redoSteps[index]
        guard undone.author == nil || undone.author == step.author,
          !history.taken(sinceUndoOf: index).contains(where: {
            $0.author != undone.author && undone.meets($0)
          })
        else { return nil }
        self = .redo(index, undone)
      }
    }
  }

  /// A change made on a list, or why not.
  private enum Fit {
    /// The list with the change made, and the change as made.
    case made(Editor, HistoryStep)
    /// Not made: for a reason, or, for `nil`, as the list is not as the
    /// change found it or it would break the trip's rules.
    case refused(RefusalReason?)
  }

  /// `list` with `change` made, as recorded or as it fits now, with the
  /// trip's rules and the app's kept.
  private static func fitted(_ change: HistoryStep, on list: Editor) -> Fit {
    // A move of an item fixed since (a game, a custom item fixed) is not
    // made: a fixed item stays where it is.
    if change.edit == nil, change.tripEdit == nil,
      let fixed = ([change.item] + change.group).lazy.compactMap({ list.trip.item($0.id) })
        .first(where: \.isFixed)
    {
      return .refused(fixed.kind == .game ? .gameIsFixed : .itemIsFixed)
    }
    var ruleSaid: String?
    for candidate in [change, list.rebased(change)] {
      guard let candidate else { continue }
      var changed = list
      do {
        try changed.take(candidate)
      } catch {
        continue
      }
      let trip = changed.trip
      guard Trip.problems(days: trip.days, items: trip.items, ideas: trip.ideas).isEmpty else {
        continue
      }
      if let words = ruleRefusal(candidate, from: list, to: changed) {
        ruleSaid = words
        continue
      }
      return .made(changed, candidate)
    }
    return .refused(ruleSaid.map(RefusalReason.appRule))
  }

  /// The app's rule's words against a move, where an item it moved may
  /// not stand where it landed; `nil` when it keeps the rule.
  private static func ruleRefusal(_ step: HistoryStep, from list: Editor, to changed: Editor)
    -> String?
  {
    guard let rule = list.moveRule, step.edit == nil, step.tripEdit == nil else { return nil }
    for member in step.group.isEmpty ? [step.item] : step.group {
      guard let item = list.trip.item(member.id), let landed = changed.trip.position(of: member.id),
        list.trip.position(of: member.id) != landed
      else { continue }
      if let words = rule.refusal(moving: item, to: landed, in: list.trip) { return words }
    }
    return nil
  }
}
