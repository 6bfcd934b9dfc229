import ItineraryCore

/// The changes of one editor that one place holds (a server's), as the
/// steps a ``SharedEditor`` on another device takes in to follow it.
///
/// The place's own order is the order of the steps: each has the next
/// revision, so a device that only follows takes them as they were made,
/// and has the same list. Undo and redo travel as undo and redo of the
/// step they name.
package struct StepLog: Sendable {
  /// The name the steps give as their device's.
  package let device: String
  /// The list the steps start from.
  package private(set) var start: Trip
  /// Every step, in order.
  package private(set) var steps: [SharedStep] = []

  package init(device: String, start: Trip) {
    self.device = device
    self.start = start
  }

  /// Starts again from `trip`: another list is held now.
  package mutating func restart(from trip: Trip) {
    start = trip
    steps = []
  }

  /// Records what `editor` took since its history held `undoCount` undo
  /// steps, made by `author`, and names each new step in its history, so
  /// that its undo travels as the undo of that step.
  package mutating func record(_ editor: inout Editor, since undoCount: Int, by author: String?) {
    let taken = editor.history.steps(takenSince: undoCount)
    for (index, step) in taken.enumerated() {
      let id = SharedStep.ID(device: device, number: steps.count + 1)
      var change = step.undone ? step.step.reversed : step.step
      change.shared = nil
      change.author = nil
      let kind: SharedStep.Kind
      if step.undone {
        kind = step.step.shared.map(SharedStep.Kind.undid) ?? .made
      } else if let made = step.step.shared {
        kind = .redid(made)
      } else {
        kind = .made
        editor.history.mark(taken.count - 1 - index, as: id)
      }
      steps.append(
        SharedStep(id: id, revision: steps.count + 1, author: author, kind: kind, change: change))
    }
  }
}
