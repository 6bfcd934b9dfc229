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
  /// When each undo step was done or redone, and each redo step undone, as
  /// counts of ``stamp``: what happened since a step was undone is what its
  /// redo must not meet.
  private var doneAt: [Int] = []
  private var undoneAt: [Int] = []
  /// How many steps were taken: recorded, undone or redone.
  private(set) var stamp = 0

  /// The person whose steps are recorded now, for a list several people
  /// change: each step keeps it as its ``HistoryStep/author``.
  var author: String?

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
    doneAt = Array(repeating: 0, count: undo.count)
    undoneAt = Array(repeating: 0, count: redo.count)
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

  /// Adds a new step, made by ``author``, which clears the redo steps: all
  /// of them, or, when several people change the list, the author's own.
  mutating func record(_ step: HistoryStep) {
    var step = step
    step.author = author
    stamp += 1
    done.append(step)
    doneAt.append(stamp)
    if let author, undone.contains(where: { $0.author != author }) {
      for index in undone.indices.reversed() where undone[index].author == author {
        undone.remove(at: index)
        undoneAt.remove(at: index)
      }
    } else {
      undone.removeAll()
      undoneAt.removeAll()
    }
    trim()
  }

  /// Takes the newest undo step and keeps it for redo.
  mutating func takeUndo() -> HistoryStep? {
    guard canUndo else { return nil }
    return takeUndo(at: done.count - 1)
  }

  /// Takes the next redo step and keeps it for undo.
  mutating func takeRedo() -> HistoryStep? {
    guard !undone.isEmpty else { return nil }
    return takeRedo(at: undone.count - 1)
  }

  /// Takes the undo step at `index` of ``undoSteps`` (newer ones stay) and
  /// keeps it for redo.
  mutating func takeUndo(at index: Int, keeping kept: HistoryStep? = nil) -> HistoryStep {
    let step = kept ?? done[index]
    done.remove(at: index)
    doneAt.remove(at: index)
    stamp += 1
    undone.append(step)
    undoneAt.append(stamp)
    return step
  }

  /// Takes the redo step at `index` of ``redoSteps`` and keeps it, or
  /// `kept` in its place, for undo.
  mutating func takeRedo(at index: Int, keeping kept: HistoryStep? = nil) -> HistoryStep {
    let step = kept ?? undone[index]
    undone.remove(at: index)
    undoneAt.remove(at: index)
    stamp += 1
    done.append(step)
    doneAt.append(stamp)
    return step
  }

  /// The step an undo by `author` takes back next.
  ///
  /// It is their own newest, or one no one is named for; the newest of all
  /// for `nil`. It is `nil` when there is none (an undo then says there is
  /// nothing of theirs to undo): what an Undo button of theirs shows,
  /// enabled or not.
  public func undoStep(of author: String?) -> HistoryStep? {
    guard let author else { return undoSteps.last }
    return newestUndo(of: author).map { done[$0] }
  }

  /// The step a redo by `author` makes again next.
  ///
  /// It is their own undone last, or one no one is named for; the next of
  /// all for `nil`.
  public func redoStep(of author: String?) -> HistoryStep? {
    guard let author else { return redoSteps.last }
    return nextRedo(of: author).map { undone[$0] }
  }

  /// Where the newest undo step `author` may take back is among
  /// ``undoSteps``: their own, or one no one is named for.
  func newestUndo(of author: String) -> Int? {
    done[start...].lastIndex { $0.author == nil || $0.author == author }
  }

  /// Where the next redo step of `author` is among ``redoSteps``.
  func nextRedo(of author: String) -> Int? {
    undone.lastIndex { $0.author == nil || $0.author == author }
  }

  /// The steps taken since the redo step at `index` was undone, oldest
  /// first: those done or redone since, and those undone since, each
  /// as it was done.
  func taken(sinceUndoOf index: Int) -> [HistoryStep] {
    let since = undoneAt[index]
    var steps: [(stamp: Int, step: HistoryStep)] = []
    for position in done.indices where position >= start && doneAt[position] > since {
      steps.append((doneAt[position], done[position]))
    }
    for position in undone.indices where undoneAt[position] > since {
      steps.append((undoneAt[position], undone[position]))
    }
    return steps.sorted { $0.stamp < $1.stamp }.map(\.step)
  }

  /// Where the undo step that is the shared step `id` is among
  /// ``undoSteps``.
  func undoIndex(of id: SharedStep.ID) -> Int? {
    done[start...].lastIndex { $0.shared == id }
  }

  /// Where the redo step that is the shared step `id` is among
  /// ``redoSteps``.
  func redoIndex(of id: SharedStep.ID) -> Int? {
    undone.lastIndex { $0.shared == id }
  }

  /// The undo step at `index` of the undo steps kept: an index
  /// ``undoIndex(of:)`` gave.
  func undoStep(at index: Int) -> HistoryStep { done[index] }

  /// Names the newest undo step as the shared step `id`.
  mutating func markNewest(as id: SharedStep.ID) {
    guard canUndo else { return }
    done[done.count - 1].shared = id
  }

  /// Names the undo step `back` places from the newest (0 for the newest)
  /// as the shared step `id`.
  mutating func mark(_ back: Int, as id: SharedStep.ID) {
    guard back >= 0, done.count - 1 - back >= start else { return }
    done[done.count - 1 - back].shared = id
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
      doneAt.removeFirst(start)
      start = 0
    }
  }
}
