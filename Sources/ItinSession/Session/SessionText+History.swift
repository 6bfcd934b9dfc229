import ItineraryCore
import ReorderCommands

/// The sentences of `history` and `changes`: the steps to undo and redo,
/// where the file stands among them, and what moved since it was opened or saved.
extension SessionText {
  // History
  func historyHeading(undo: Int, redo: Int) -> String {
    switch (undo, redo) {
    case (0, 0): self(.historyNone)
    case (0, _): self(.historyRedo, ["redo": String(redo)])
    case (_, 0): self(.historyUndo, count: undo)
    default: self(.historyUndoRedo, count: undo, ["redo": String(redo)])
    }
  }

  /// Where the file was opened or saved, among the steps.
  ///
  /// For example: "trip.json was saved here."
  func fileMark(_ name: String, _ event: FileEvent) -> String {
    fileFirst(self(event == .opened ? .fileMarkOpened : .fileMarkSaved, ["file": name]))
  }

  func fileMarkAmongOlder(_ name: String, _ event: FileEvent) -> String {
    fileFirst(
      self(event == .opened ? .fileMarkOlderOpened : .fileMarkOlderSaved, ["file": name]))
  }

  func fileMarkAmongRedo(_ name: String, _ event: FileEvent, steps: Int) -> String {
    fileFirst(
      self(
        event == .opened ? .fileMarkRedoOpened : .fileMarkRedoSaved, count: steps, ["file": name]))
  }

  // Changes

  func nothingMovedSince(_ name: String, _ event: FileEvent) -> String {
    self(event == .opened ? .nothingChangedOpened : .nothingChangedSaved, ["file": name])
  }

  /// The heading of `changes`: "moved" when every change is a move,
  /// "changed" when one is an edit.
  func itemsMoved(_ count: Int, _ name: String, _ event: FileEvent, edited: Bool) -> String {
    let message: SessionMessage =
      switch (edited, event) {
      case (false, .opened): .changesMovedOpened
      case (false, .saved): .changesMovedSaved
      case (true, .opened): .changesChangedOpened
      case (true, .saved): .changesChangedSaved
      }
    return self(message, count: count, ["file": name])
  }

  /// The heading of the changes to the start and the days.
  ///
  /// For example: "2 changes to the days since trip.json was opened."
  func daysChanged(_ count: Int, _ name: String, _ event: FileEvent) -> String {
    self(event == .opened ? .changesDaysOpened : .changesDaysSaved, count: count, ["file": name])
  }

  func addedItem(_ title: String, at position: Position) -> String {
    self(
      .changeAdded,
      ["title": title, "position": String(position.rank), "day": String(position.day)])
  }

  func renamedItem(_ title: String, from old: String, at position: Position) -> String {
    self(
      .changeRenamed,
      [
        "title": title, "old": old, "position": String(position.rank),
        "day": String(position.day),
      ])
  }

  /// An item whose time changed.
  ///
  /// For example: "Dinner, now at 7 pm, position 2 of day 1."
  func timedItem(_ title: String, time: ClockTime?, at position: Position) -> String {
    self(
      .changeTimed,
      [
        "title": title, "time": time.map { renderer.atTime($0) } ?? self(.timeNone),
        "position": String(position.rank), "day": String(position.day),
      ])
  }

  func ideaNow(_ title: String) -> String {
    self(.changeIdea, ["title": title])
  }

  func deletedItem(_ title: String) -> String {
    self(.changeDeleted, ["title": title])
  }

  /// An item that moved, and where it is now.
  ///
  /// For example: "Dinner, now at position 2 of day 3."
  func movedItem(_ title: String, at position: Position) -> String {
    self(
      .changeMoved,
      ["title": title, "position": String(position.rank), "day": String(position.day)])
  }

  func moreMoved(_ count: Int) -> String {
    self(.moreChanged, count: count)
  }

  /// A line of `history` or `changes` with who made its change, in a
  /// session several people share: "Dinner, now at position 2 of day 3.
  /// By Ana."
  func by(_ author: String?, _ line: String) -> String {
    guard let author else { return line }
    return self(.byPerson, ["said": line, "person": SpokenText.clean(author)])
  }

  func olderSteps(_ count: Int) -> String {
    self(.olderSteps, count: count)
  }
}
