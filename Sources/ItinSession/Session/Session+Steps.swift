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
    let available = undoing ? history.undoSteps.count : history.redoSteps.count
    guard available > 0 else { return reply(saying: undoing ? .nothingToUndo : .nothingToRedo) }
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
  mutating func take(_ count: Int, undoing: Bool, all: Bool) -> Reply {
    var last = undoing ? Announcement.nothingToUndo : .nothingToRedo
    for _ in 0..<count { last = undoing ? editor.undo() : editor.redo() }
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
