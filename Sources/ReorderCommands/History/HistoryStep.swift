import ItineraryCore

/// One undo step: a move, everything from a grab to its drop, or an edit.
///
/// A step keeps what changed (every old and new placement, renumbered
/// neighbours included), never a copy of the trip.
public struct HistoryStep: Hashable, Sendable {
  /// The item that was moved.
  public var item: ItemReference
  /// Where the item stood before the step.
  public var from: Position
  /// Where the item stood after the step.
  public var to: Position
  /// Every placement the step changed, the moved item's first.
  public var changes: [PlacementChange]

  /// The edit the step made, or `nil` for a move.
  ///
  /// For an edit, `from` and `to` are both the item's position on its day:
  /// where it was added, where it was taken off, or where it was renamed;
  /// `changes` is empty, and the edit holds every placement it changed.
  public var edit: ItemEdit? {
    get { if case .edit(let edit)? = kept?.value.made { edit } else { nil } }
    set {
      if let newValue {
        keep { $0.made = .edit(newValue) }
      } else if case .edit? = kept?.value.made {
        keep { $0.made = nil }
      }
    }
  }
  /// The edit, or the trip edit, and the author, kept out of line: an edit
  /// holds a whole item, and most steps are moves of one person's list,
  /// which would otherwise each carry its room (a million steps twice the
  /// memory).
  private var kept: Box<Kept>?

  /// What a step keeps out of line.
  private struct Kept: Hashable, Sendable {
    var made: Made?
    var author: String?
    var shared: SharedStep.ID?
  }

  /// The edit a step made, when it made one.
  private enum Made: Hashable, Sendable {
    case edit(ItemEdit)
    case tripEdit(TripEdit)
  }

  /// Changes what is kept out of line, in a box of its own (steps share
  /// theirs), and none when nothing is kept.
  private mutating func keep(_ change: (inout Kept) -> Void) {
    var value = kept?.value ?? Kept()
    change(&value)
    kept = value.made == nil && value.author == nil && value.shared == nil ? nil : Box(value)
  }
  /// The items moved together, in trip order, ``item``
  /// among them; empty for a step of one item.
  ///
  /// `from` and `to` are then ``item``'s positions, and `changes` holds
  /// every item's.
  public var group: [ItemReference]

  /// Who made the step, in a list several people change; `nil` when no one
  /// was named (``Editor/author``).
  public var author: String? {
    get { kept?.value.author }
    set { keep { $0.author = newValue } }
  }

  /// The shared step this step is, in a list several devices change.
  ///
  /// Another device's undo or redo names it by this (``SharedEditor``).
  /// It is not kept by `Codable`.
  package var shared: SharedStep.ID? {
    get { kept?.value.shared }
    set { keep { $0.shared = newValue } }
  }

  /// The change to the trip's start or days the step made, or `nil` for a
  /// step about items.
  ///
  /// Such a step names no item: ``item`` is empty, `from` and `to` are both
  /// the day the change is about (day 1 for the start), at rank 0, and
  /// `changes` is empty.
  public var tripEdit: TripEdit? {
    get { if case .tripEdit(let edit)? = kept?.value.made { edit } else { nil } }
    set {
      if let newValue {
        keep { $0.made = .tripEdit(newValue) }
      } else if case .tripEdit? = kept?.value.made {
        keep { $0.made = nil }
      }
    }
  }

  /// The step of a change to the trip's start or days.
  public init(tripEdit: TripEdit) {
    let day = Position(day: tripEdit.day ?? 1, rank: 0)
    self.init(
      item: ItemReference(id: ItemID(rawValue: ""), title: ""), from: day, to: day, changes: [])
    self.tripEdit = tripEdit
  }

  public init(
    item: ItemReference, from: Position, to: Position, changes: [PlacementChange],
    edit: ItemEdit? = nil, group: [ItemReference] = []
  ) {
    self.item = item
    self.from = from
    self.to = to
    self.changes = changes
    self.kept = edit.map { Box(Kept(made: .edit($0))) }
    self.group = group
  }
}

/// A value kept out of line: one reference in the step, compared and
/// hashed by the value.
private final class Box<Value: Hashable & Sendable>: Hashable, Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  static func == (lhs: Box, rhs: Box) -> Bool {
    lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
