import ItinSession
import ItineraryCore
import ReorderCommands

/// The pointer drag: picked up, carried over its targets, dropped or
/// cancelled; and a page going away, which ends its grab and its drag.
extension TripHost {
  /// A drag picked up: items of the trip (the one pressed, with those
  /// selected with it), or an idea from the panel.
  func startDrag(_ request: WebRequest, before: SharedSession.Before, in catalog: Catalog)
    -> WebAnswer?
  {
    let editor = session.editor
    if let ideaID = request.idea.map(ItemID.init(rawValue:)) {
      guard let idea = editor.trip.idea(ideaID) else { return nil }
      drag = Drag(items: [], idea: idea, speech: nil, revision: editor.revision)
      return answer(said: [], assertive: false, since: before, in: catalog)
    }
    guard let id = request.id.map(ItemID.init(rawValue:)), editor.trip.contains(id) else {
      return nil
    }
    let ids = editor.itemsMovingTogether(with: id).map(\.id)
    let speech = DragSpeech(
      dragging: ids.isEmpty ? [id] : ids, in: editor,
      renderer: AnnouncementRenderer(catalog: catalog))
    drag = Drag(items: speech.items, idea: nil, speech: speech, revision: editor.revision)
    var answer = answer(
      said: [speech.pickUp.text], assertive: speech.pickUp.priority == .high, since: before,
      in: catalog)
    // The library says whether the items lift: a fixed one does not.
    answer.allowed = speech.pickedUp
    answer.dragged = speech.items.map(\.rawValue)
    return answer
  }

  /// The drag's target changed to the gap `position` of `day`: whether a
  /// drop there would be allowed, and the sentence when it is new.
  func dragOver(_ request: WebRequest, before: SharedSession.Before, in catalog: Catalog)
    -> WebAnswer?
  {
    guard var drag, let day = request.day, let asked = request.position else { return nil }
    let editor = session.editor
    guard editor.trip.hasDay(day) else { return nil }
    let gap = TripHost.gap(asked, ofDay: day, in: editor.trip)
    var said: [String] = []
    let allowed: Bool
    var assertive = false
    if let idea = drag.idea {
      let rank = gap + 1
      switch editor.preview(.add(idea, .position(Position(day: day, rank: rank)))) {
      case .changesNothing(let refusal):
        allowed = false
        let spoken = AnnouncementRenderer(catalog: catalog).spoken(for: refusal)
        said = [spoken.text]
        assertive = spoken.priority == .high
      default: allowed = true
      }
    } else {
      let move = ItineraryRows.move(of: drag.items, intoGap: gap, ofDay: day, in: editor.trip)
      allowed = editor.preview(move, on: drag.items).isAllowed
      if let spoken = drag.speech?.hover(over: move, in: editor) {
        said = [spoken.text]
        // A refusal is said at once, as every refusal is.
        assertive = spoken.priority == .high || !allowed
      }
      self.drag = drag
    }
    var answer = WebAnswer(
      said: said, assertive: assertive, days: [], full: false, ideas: nil, summary: nil,
      status: status(catalog, for: TripHost.seat(of: currentPage), person: currentPerson))
    answer.allowed = allowed
    return answer
  }

  func cancelDrag(before: SharedSession.Before, in catalog: Catalog) -> WebAnswer {
    defer { drag = nil }
    guard var speech = drag?.speech else {
      return answer(said: [], assertive: false, since: before, in: catalog)
    }
    let spoken = speech.cancel(in: session.editor)
    return answer(said: [spoken.text], assertive: false, since: before, in: catalog)
  }

  /// A gap the page names, as one of `day`'s: 0 (before its first item)
  /// to its count (after its last).
  static func gap(_ asked: Int, ofDay day: Int, in trip: Trip) -> Int {
    min(max(asked, 0), trip.hasDay(day) ? trip.itemCount(onDay: day) : 0)
  }

  /// The answer to a drop after the trip changed under the drag (another
  /// page's change): refused, with why, and nothing moves; the drag ends.
  func staleDrop(before: SharedSession.Before, in catalog: Catalog) -> WebAnswer {
    let dragged = drag
    drag = nil
    let text = WebText(catalog: catalog)
    let trip = session.trip
    let items = dragged?.items ?? []
    let said: String
    if let idea = dragged?.idea {
      said = text(.dragStale, ["title": TextCleaning.clean(idea.title)])
    } else if items.count == 1, let item = trip.item(items[0]) {
      said = text(.dragStale, ["title": TextCleaning.clean(item.title)])
    } else {
      let count =
        catalog.text(for: "items", count: items.count, filling: ["count": String(items.count)])
        ?? String(items.count)
      said = text(.dragStaleItems, ["items": count])
    }
    var answer = answer(said: [said], assertive: true, since: before, in: catalog)
    answer.allowed = false
    return answer
  }
}
