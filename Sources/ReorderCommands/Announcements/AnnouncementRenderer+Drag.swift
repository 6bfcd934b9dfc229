import ItineraryCore

/// The sentences of a drag over a target (``DragSpeech``) and of "Move to
/// day…" performed as it is.
extension AnnouncementRenderer {
  func dragText(for announcement: Announcement) -> String {
    switch announcement {
    case .choosingDay(let moving) where moving.count == 1:
      return fill(.chooseDay, ["title": name(moving[0])])
    case .choosingDay(let moving):
      return fill(.itemsChooseDay, ["items": items(moving.count)])
    case .choosingTime(let item):
      return fill(.chooseTime, ["title": name(item)])
    case .dragOver(let count, let position, let after, let before):
      var values: Template.Values = [
        "position": String(position.rank), "day": String(position.day), "items": items(count),
      ]
      let one = count == 1
      if let after {
        values["title"] = name(after)
        return fill(one ? .dragOverAfter : .itemsDragOverAfter, values)
      }
      if let before {
        values["title"] = name(before)
        return fill(one ? .dragOverBefore : .itemsDragOverBefore, values)
      }
      return fill(one ? .dragOverEmptyDay : .itemsDragOverEmptyDay, values)
    case .dragOverStart(let count):
      return fill(count == 1 ? .dragOverStart : .itemsDragOverStart)
    case .dragOverNothing(let count):
      return fill(count == 1 ? .dragOverNothing : .itemsDragOverNothing)
    case .dragCannotDrop(_, let refusal):
      // A refusal without a reason of its own (no such item) is said whole.
      guard let reason = reasonClause(for: refusal) else { return text(for: refusal) }
      return fill(.dragCannotDrop, ["reason": reason])
    default:
      return text(for: announcement)
    }
  }
}
