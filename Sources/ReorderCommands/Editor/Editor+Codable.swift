import ItineraryCore

/// The editor and its history as `Codable` values, with stable keys, so that
/// an app can keep them when it is put away and bring undo back after a
/// relaunch: encode the editor (the trip, the focus, the undo and redo steps,
/// a grab in progress) into the app's state restoration, or beside its
/// document, and decode it at launch.
///
/// Decoding checks what it reads: the trip's rules, as `Trip` does, and
/// that every undo step, redo step and grab fits the trip, replayed on a
/// copy. A history that does not fit is refused with a `DecodingError`, and
/// never reaches an editor, where undoing it would stop the program. A
/// focus on an item the trip does not have becomes the trip's first item,
/// as a new editor's is; the revision starts anew, so menu actions made
/// before are refused.
extension ItemReference: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, title
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(ItemID.self, forKey: .id),
      title: try container.decode(String.self, forKey: .title))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
  }
}

extension Trip {
  /// Undoes (`back`) or redoes a history step; the item that does not fit,
  /// if one does not.
  fileprivate mutating func take(_ step: HistoryStep, back: Bool) -> ItemID? {
    if let tripEdit = step.tripEdit {
      do {
        try back ? undo(tripEdit) : redo(tripEdit)
        return nil
      } catch {
        // A change of the days names no item: the first of those it
        // makes ideas, if any.
        if case .removedDay(_, _, let ideas) = tripEdit.kind, let first = ideas.first {
          return first.item.id
        }
        return ItemID(rawValue: "")
      }
    }
    if let edit = step.edit {
      do {
        try back ? undo(edit) : redo(edit)
        return nil
      } catch {
        return error.edit.item.id
      }
    }
    do {
      try back ? restore(step.changes) : reapply(step.changes)
      return nil
    } catch {
      return error.change.item
    }
  }
}

extension HistoryStep: Codable {
  /// `edit` is there only for an edit step, `group` only for a step of
  /// items moved together, `tripEdit` only for a change of the start or
  /// the days, which has nothing else; `author` only for a step someone
  /// was named for.
  private enum CodingKeys: String, CodingKey {
    case item, from, to, changes, edit, group, tripEdit, author
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let tripEdit = try container.decodeIfPresent(TripEdit.self, forKey: .tripEdit) {
      self.init(tripEdit: tripEdit)
    } else {
      self.init(
        item: try container.decode(ItemReference.self, forKey: .item),
        from: try container.decode(Position.self, forKey: .from),
        to: try container.decode(Position.self, forKey: .to),
        changes: try container.decode([PlacementChange].self, forKey: .changes),
        edit: try container.decodeIfPresent(ItemEdit.self, forKey: .edit),
        group: try container.decodeIfPresent([ItemReference].self, forKey: .group) ?? [])
    }
    author = try container.decodeIfPresent(String.self, forKey: .author)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(author, forKey: .author)
    if let tripEdit {
      try container.encode(tripEdit, forKey: .tripEdit)
      return
    }
    try container.encode(item, forKey: .item)
    try container.encode(from, forKey: .from)
    try container.encode(to, forKey: .to)
    try container.encode(changes, forKey: .changes)
    try container.encodeIfPresent(edit, forKey: .edit)
    if !group.isEmpty { try container.encode(group, forKey: .group) }
  }
}

extension History: Codable {
  /// `limit` (absent for none), `undo` (oldest first) and `redo` (the next
  /// to redo last).
  private enum CodingKeys: String, CodingKey {
    case limit, undo, redo
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      limit: try container.decodeIfPresent(Int.self, forKey: .limit),
      undo: try container.decode([HistoryStep].self, forKey: .undo),
      redo: try container.decode([HistoryStep].self, forKey: .redo))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(limit, forKey: .limit)
    try container.encode(Array(undoSteps), forKey: .undo)
    try container.encode(redoSteps, forKey: .redo)
  }
}

extension Editor.Grab: Codable {
  /// `group` and `groupStart` are there only for items grabbed together.
  private enum CodingKeys: String, CodingKey {
    case item, start, changes, group, groupStart
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      item: try container.decode(ItemReference.self, forKey: .item),
      start: try container.decode(Position.self, forKey: .start),
      changes: try container.decode([PlacementChange].self, forKey: .changes),
      group: try container.decodeIfPresent([ItemReference].self, forKey: .group) ?? [],
      groupStart: try container.decodeIfPresent([Position].self, forKey: .groupStart) ?? [])
    guard group.count == groupStart.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .groupStart, in: container,
        debugDescription: "A grab of items together needs a start for each.")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(item, forKey: .item)
    try container.encode(start, forKey: .start)
    try container.encode(changes, forKey: .changes)
    if !group.isEmpty {
      try container.encode(group, forKey: .group)
      try container.encode(groupStart, forKey: .groupStart)
    }
  }
}

extension Editor: Codable {
  /// The keys: `version` (1), `trip`, `focus`, `history`, `grab` and
  /// `selection` (the selected ids, sorted; absent when none are).
  ///
  /// The revision is not kept: menus made before are not either. A
  /// selected id the trip has no item for, or a game, is left out.
  private enum CodingKeys: String, CodingKey {
    case version, trip, focus, history, grab, selection
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .version)
    guard version == 1 else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "An editor of version \(version) is newer than this library reads (1).")
    }
    let trip = try container.decode(Trip.self, forKey: .trip)
    let history = try container.decode(History.self, forKey: .history)
    let grab = try container.decodeIfPresent(Grab.self, forKey: .grab)
    if let problem = Editor.mismatch(of: history, grab: grab, with: trip) {
      throw DecodingError.dataCorruptedError(
        forKey: .history, in: container, debugDescription: problem)
    }
    self.init(trip: trip, historyLimit: history.limit)
    self.history = history
    self.grab = grab
    if let focus = try container.decodeIfPresent(ItemID.self, forKey: .focus), trip.contains(focus)
    {
      self.focus = focus
    }
    let selected = try container.decodeIfPresent([ItemID].self, forKey: .selection) ?? []
    self.selection = Set(selected.filter { trip.item($0).map { !$0.isFixed } ?? false })
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(1, forKey: .version)
    try container.encode(trip, forKey: .trip)
    try container.encodeIfPresent(focus, forKey: .focus)
    try container.encode(history, forKey: .history)
    try container.encodeIfPresent(grab, forKey: .grab)
    if !selection.isEmpty {
      try container.encode(selection.sorted { $0.rawValue < $1.rawValue }, forKey: .selection)
    }
  }

  /// Why `history` and `grab` do not fit `trip`, or `nil` when they do.
  ///
  /// The grab's changes undo on the trip; from there, each undo step undoes
  /// in turn, and each redo step redoes in turn.
  private static func mismatch(of history: History, grab: Grab?, with trip: Trip) -> String? {
    var base = trip
    if let grab {
      guard trip.contains(grab.item.id), grab.group.allSatisfy({ trip.contains($0.id) }) else {
        return "The grabbed item is not in the trip."
      }
      do {
        try base.restore(grab.changes)
      } catch {
        return "The grab does not fit the trip: \(error.change.item) is not where it says."
      }
    }
    var earlier = base
    for step in history.undoSteps.reversed() {
      if let problem = earlier.take(step, back: true) {
        return "An undo step does not fit the trip: \(problem) is not where it says."
      }
    }
    var later = base
    for step in history.redoSteps.reversed() {
      if let problem = later.take(step, back: false) {
        return "A redo step does not fit the trip: \(problem) is not where it says."
      }
    }
    return nil
  }
}
