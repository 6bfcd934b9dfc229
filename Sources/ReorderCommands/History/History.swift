/// The undo and redo steps of an editor.
///
/// Recording a step clears the redo steps. With a ``limit``, the oldest undo
/// steps are dropped once there are more; without one (the default) every
/// step is kept. Steps hold changes, not trips, so a long history stays small.
public struct History: Sendable {
  /// The undo steps, oldest first; those before `start` were dropped.
  private var done: [HistoryStep] = []
  private var start = 0
  /// The redo steps, the next one to redo last.
  private var undone: [HistoryStep] = []

  /// The most undo steps kept, or `nil` for no limit.
  ///
  /// A negative limit counts as 0, which keeps none.
  public var limit: Int? {
    didSet { trim() }
  }

  public init(limit: Int? = nil) {
    self.limit = limit
  }

  /// A history holding `undo` (oldest first) and `redo` (the next to redo
  /// last), as encoded; the limit drops the oldest undo steps beyond it.
  init(limit: Int?, undo: [HistoryStep], redo: [HistoryStep]) {
    self.limit = limit
    done = undo
    undone = redo
    trim()
  }

  /// The steps that can be undone, oldest first; the last is undone next.
  public var undoSteps: ArraySlice<HistoryStep> { done[start...] }

  /// The steps that can be redone; the last is redone next.
  public var redoSteps: [HistoryStep] { undone }

  /// Whether there is a step to undo.
  public var canUndo: Bool { start < done.count }

  /// Whether there is a step to redo.
  public var canRedo: Bool { !undone.isEmpty }

  /// Adds a new step, which clears the redo steps.
  mutating func record(_ step: HistoryStep) {
    done.append(step)
    undone.removeAll()
    trim()
  }

  /// Takes the newest undo step and keeps it for redo.
  mutating func takeUndo() -> HistoryStep? {
    guard canUndo, let step = done.popLast() else { return nil }
    undone.append(step)
    return step
  }

  /// Takes the next redo step and keeps it for undo.
  mutating func takeRedo() -> HistoryStep? {
    guard let step = undone.popLast() else { return nil }
    done.append(step)
    return step
  }

  /// Drops the oldest undo steps beyond the limit.
  ///
  /// Dropped steps are released in batches, so each step costs O(1) however
  /// long the history is.
  private mutating func trim() {
    guard let limit else { return }
    start = max(start, done.count - max(limit, 0))
    if start > 0, start * 2 >= done.count {
      done.removeFirst(start)
      start = 0
    }
  }
}
