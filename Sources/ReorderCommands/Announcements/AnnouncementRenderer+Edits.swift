import ItineraryCore

/// The sentences of an undone or redone edit (SPEC section 8).
extension AnnouncementRenderer {
  /// An undone edit: its item is `item` as the edit named it.
  func undone(_ edit: ItemEdit, item: ItemReference, at spot: Spot) -> String {
    switch edit.kind {
    case .added, .created:
      return fill(.undoneAdd, ["title": name(item)])
    case .removed:
      return about(item, at: spot, normal: .undoneRemove, terse: .undoneRemoveTerse)
    case .deleted:
      return about(item, at: spot, normal: .undoneDelete, terse: .undoneDeleteTerse)
    case .renamed(let old):
      return fill(.undoneRename, ["title": name(item), "old": marked(SpokenText.clean(old))])
    }
  }

  /// A redone edit.
  func redone(_ edit: ItemEdit, item: ItemReference, at spot: Spot) -> String {
    switch edit.kind {
    case .added, .created:
      return about(item, at: spot, normal: .redoneAdd, terse: .redoneAddTerse)
    case .removed:
      return fill(.redoneRemove, ["title": name(item)])
    case .deleted:
      return fill(.redoneDelete, ["title": name(item)])
    case .renamed(let old):
      return fill(.redoneRename, ["title": name(item), "old": marked(SpokenText.clean(old))])
    }
  }
}
