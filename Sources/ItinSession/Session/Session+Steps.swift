import ItineraryCore
import ReorderCommands

extension Session {
  /// `undo N`, `undo all`, `redo N` and `redo all`: that many steps, each a
  /// step of the history and of the recovery journal, said in one line.
  ///
  /// `undo all` on a terminal asks first, saying how many steps there are.
  mutating func takeSteps(_ steps: Steps, undoing: Bool) -> Reply {
    if let waiting = editor.waitingForGrab(undoing ? .undo : .redo) {
      return reply(saying: waiting)
    }
    let history = editor.history
    // In a session several people share, a person's own steps (and those
    // no one is named for).
    let mine = { (step: HistoryStep) in step.author == nil || step.author == person }
    let available =
      person == nil
      ? (undoing ? history.undoSteps.count : history.redoSteps.count)
      : (undoing ? history.undoSteps.count(where: mine) : history.redoSteps.count(where: mine))
    guard available > 0 else {
      let none = undoing ? history.canUndo : history.canRedo
      return reply(
        saying: undoing
          ? (none ? .nothingOfYoursToUndo : .nothingToUndo)
          : (none ? .nothingOfYoursToRedo : .nothingToRedo))
    }
    switch steps {
    case .all where undoing && isInteractive && available > 1:
      return Reply(lines: [ask(.undoAll(available), text.undoAllQuestion(available))])
    case .all:
      return take(available, undoing: undoing, all: false)
    case .count(let wanted):
      return take(min(wanted, available), undoing: undoing, all: wanted > available)
    }
  }

  /// Undoes or redoes `count` steps, at least one.
  ///
  /// `all` says they were fewer than asked for: every step there was. The
  /// command runs within ``journaled(_:)``, which journals each step.
  ///
  /// One step is said as `undo` says it; more, as one line: how many, then
  /// where the last one's item is.
  ///
  /// In a session several people share, it stops at a step another's
  /// change stands in the way of, and says that too.
  mutating func take(_ count: Int, undoing: Bool, all: Bool) -> Reply {
    var last = undoing ? Announcement.nothingToUndo : .nothingToRedo
    var taken = 0
    var stopped: Announcement?
    for _ in 0..<count {
      let said = undoing ? editor.undo() : editor.redo()
      guard said.tookAStep else {
        stopped = said
        break
      }
      last = said
      taken += 1
    }
    guard taken > 0 else { return reply(saying: stopped ?? last) }
    var answer = said(taken, undoing: undoing, all: all && stopped == nil, last: last)
    if let stopped { answer.lines += reply(saying: stopped).lines }
    return answer
  }

  /// What `take` says of `count` steps taken, the last of them `last`.
  private mutating func said(_ count: Int, undoing: Bool, all: Bool, last: Announcement) -> Reply {
    guard count > 1 else { return reply(saying: last) }
    switch last {
    case .undone(let step, _), .redone(let step, _), .itemsUndone(let step),
      .itemsRedone(let step, _):
      let id = step.item.id
      // The last step's item: on a day, an idea, or gone; by its title now.
      let place: SessionText.StepPlace
      let title: String
      if let item = trip.item(id), let position = trip.position(of: id) {
        title = item.title
        place = .at(position)
      } else if let idea = trip.idea(id) {
        title = idea.title
        place = .idea
      } else {
        title = step.item.title
        place = .gone
      }
      return Reply(lines: [
        text.tookSteps(
          count, undoing: undoing, all: all, title: SpokenText.clean(title), place: place)
      ])
    default:
      return reply(saying: last)
    }
  }
}

extension Announcement {
  /// Whether an undo or a redo took a step.
  var tookAStep: Bool {
    switch self {
    case .undone, .redone, .itemsUndone, .itemsRedone, .tripUndone, .tripRedone: true
    default: false
    }
  }
}
