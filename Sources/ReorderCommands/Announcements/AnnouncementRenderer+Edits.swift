import ItineraryCore

/// The sentences of an undone or redone edit.
extension AnnouncementRenderer {
  /// An undone edit: its item is `item` as the edit named it.
  func undone(_ edit: ItemEdit, item: ItemReference, at spot: DetailedPosition) -> String {
    switch edit.kind {
    case .added, .created:
      return fill(.undoneAdd, Template.Values("title", name(item)))
    case .removed:
      return about(item, at: spot, normal: .undoneRemove, terse: .undoneRemoveTerse)
    case .deleted:
      return about(item, at: spot, normal: .undoneDelete, terse: .undoneDeleteTerse)
    case .renamed(let old):
      return fill(.undoneRename, ["title": name(item), "old": marked(SpokenText.clean(old))])
    case .retimed(let old):
      // Undone, the item has its old time again.
      guard let old else { return fill(.undoneTimeNone, ["title": name(item)]) }
      return fill(.undoneTime, ["title": name(item), "time": clock(old)])
    case .rekinded(let old):
      // Undone, the item has its old kind again.
      return fill(old == .fixed ? .undoneUnfix : .undoneFix, ["title": name(item)])
    }
  }

  /// A redone edit.
  func redone(_ edit: ItemEdit, item: ItemReference, at spot: DetailedPosition) -> String {
    switch edit.kind {
    case .added, .created:
      return about(item, at: spot, normal: .redoneAdd, terse: .redoneAddTerse)
    case .removed:
      return fill(.redoneRemove, ["title": name(item)])
    case .deleted:
      return fill(.redoneDelete, ["title": name(item)])
    case .renamed(let old):
      return fill(.redoneRename, ["title": name(item), "old": marked(SpokenText.clean(old))])
    case .retimed:
      guard let time = edit.item.time else { return fill(.redoneTimeNone, ["title": name(item)]) }
      return fill(.redoneTime, ["title": name(item), "time": clock(time)])
    case .rekinded:
      return fill(edit.item.isFixed ? .redoneFix : .redoneUnfix, ["title": name(item)])
    }
  }
}

extension AnnouncementRenderer {
  /// A time in the catalog's clock, as it is spoken, with no colon (Orca
  /// reads "7:05" as "7 colon 05"): "7 05 pm" and "7 pm" in English, "19 Uhr
  /// 5" in German, "19 heures 5" in French, "19 y 5" in Spanish.
  public func clock(_ time: ClockTime) -> String {
    let values: Template.Values = [
      "minute": String(time.minute),
      "paddedMinute": (time.minute < 10 ? "0" : "") + String(time.minute),
    ]
    guard template(for: .clockHours) == "12" else {
      var values = values
      values["hour"] = String(time.hour)
      return fill(time.minute == 0 ? .clock24Hour : .clock24, values)
    }
    var twelve = values
    twelve["hour"] = String(time.hour % 12 == 0 ? 12 : time.hour % 12)
    twelve["period"] = template(for: time.hour < 12 ? .clockAM : .clockPM)
    return fill(time.minute == 0 ? .clock12Hour : .clock12, twelve)
  }

  /// A time in the catalog's clock as it is written for the eye.
  ///
  /// With its colon: "7:05 pm" in English, "19:05 Uhr" in German, "19 h 05" in
  /// French, "19:05" in Spanish. For a page, never for
  /// speech.
  public func writtenClock(_ time: ClockTime) -> String {
    var values: Template.Values = [
      "paddedMinute": (time.minute < 10 ? "0" : "") + String(time.minute)
    ]
    guard template(for: .clockHours) == "12" else {
      values["hour"] = String(time.hour)
      return fill(.clockWritten24, values)
    }
    values["hour"] = String(time.hour % 12 == 0 ? 12 : time.hour % 12)
    values["period"] = template(for: time.hour < 12 ? .clockAM : .clockPM)
    return fill(.clockWritten12, values)
  }

  /// "at 7 05 pm", as `where` and `list` say an item's time.
  public func atTime(_ time: ClockTime) -> String {
    fill(.timeAt, ["time": clock(time)])
  }

  /// An item's kind and, when it has one, its time: "game, fixed, at 7 pm".
  public func kindWords(_ kind: Item.Kind, time: ClockTime?) -> String {
    guard let time else { return kindWords(kind) }
    return kindWords(kind) + ", " + atTime(time)
  }
}
