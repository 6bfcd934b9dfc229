/// A step a change just took: done or redone, or undone.
///
/// An undone step is kept as it was done; a journal reverses it only where
/// its reverse is needed.
public struct TakenStep: Hashable, Sendable {
  /// The step as it was done.
  public let step: HistoryStep
  /// Whether it was just undone.
  public let undone: Bool

  public init(step: HistoryStep, undone: Bool) {
    self.step = step
    self.undone = undone
  }

  /// The step as it was just taken: an undone one reversed.
  package var asTaken: HistoryStep { undone ? step.reversed : step }
}

extension History {
  /// The steps taken since the history held `undoCount` undo steps.
  ///
  /// Those done or redone, in the order taken, when there are more undo
  /// steps now; those undone, newest redo step last, when there are fewer;
  /// none when the count is the same. A session journals what this gives,
  /// and the web page redraws the rows these steps moved.
  public func steps(takenSince undoCount: Int) -> [TakenStep] {
    let count = undoSteps.count
    if count > undoCount {
      return undoSteps.suffix(count - max(undoCount, 0)).map { TakenStep(step: $0, undone: false) }
    }
    if count < undoCount {
      return redoSteps.suffix(undoCount - count).map { TakenStep(step: $0, undone: true) }
    }
    return []
  }
}
