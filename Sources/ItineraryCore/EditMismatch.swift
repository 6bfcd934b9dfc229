/// An edit that does not fit the trip it is applied to.
///
/// The item does not stand where the edit says, or the trip does not hold
/// what it names. Nothing was changed.
public struct EditMismatch: Error, Hashable, Sendable {
  /// The edit that does not fit.
  public var edit: ItemEdit

  public init(edit: ItemEdit) {
    self.edit = edit
  }
}
