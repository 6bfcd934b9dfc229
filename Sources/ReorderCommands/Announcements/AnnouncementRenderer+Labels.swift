import ItineraryCore

/// The labels of menu actions, action categories and history steps.
extension AnnouncementRenderer {
  /// The label of a menu action, such as "Move to day 3"; `other` is the
  /// item a `before` or `after` move names.
  public func label(for move: Move, other: ItemReference? = nil) -> String {
    switch move {
    case .up: fill(.actionUp)
    case .down: fill(.actionDown)
    case .toTop: fill(.actionToTop)
    case .toBottom: fill(.actionToBottom)
    case .toDay(let day):
      // A long trip's menu has one for every day: the default words come
      // from a table made once for the program.
      if templates[.actionToDay] == nil, groupNames.isEmpty, catalog.isShippedEnglish,
        AnnouncementRenderer.dayMoveLabels.indices.contains(day)
      {
        AnnouncementRenderer.dayMoveLabels[day]
      } else {
        fill(.actionToDay, Template.Values("day", String(day)))
      }
    case .toPosition, .before, .after:
      // A language that puts the verb last starts the label with the move's
      // words, which are written to stand inside a sentence: a label starts
      // with a capital, as every other does.
      AnnouncementRenderer.capitalized(
        fill(.actionMove, Template.Values("move", words(for: move, other: other, reason: nil))))
    }
  }

  /// `text` with its first letter a capital.
  static func capitalized(_ text: String) -> String {
    guard let first = text.first, first.isLowercase else { return text }
    return first.uppercased() + text.dropFirst()
  }

  /// The default labels of "Move to day N" for days 0 to 399, by day.
  private static let dayMoveLabels: [String] = (0..<400).map {
    Template.fill(
      CommandMessage.actionToDay.defaultTemplate, with: Template.Values("day", String($0)))
  }

  /// The short phrase for a history step, such as "move of Dinner at Lou
  /// Malnati's to day 2".
  public func label(for step: HistoryStep) -> String {
    if step.tripEdit != nil { return label(forTripStep: step) }
    if !step.group.isEmpty {
      return fill(
        .itemsStep,
        [
          "items": items(step.group.count), "day": String(step.to.day),
          "positions": positions(Editor.block(of: step)),
        ])
    }
    if let edit = step.edit {
      var values: Template.Values = ["title": name(step.item), "day": String(step.to.day)]
      values["position"] = String(step.to.rank)
      switch edit.kind {
      case .added, .created: return fill(.stepAdd, values)
      case .removed: return fill(.stepRemove, values)
      case .deleted: return fill(.stepDelete, values)
      case .renamed(let old):
        values["old"] = marked(SpokenText.clean(old))
        return fill(.stepRename, values)
      case .retimed:
        return fill(.stepTime, values)
      case .rekinded:
        return fill(edit.item.isFixed ? .stepFix : .stepUnfix, values)
      }
    }
    var values: Template.Values = ["title": name(step.item), "day": String(step.to.day)]
    values["position"] = String(step.to.rank)
    return fill(step.from.day == step.to.day ? .stepWithinDay : .stepToDay, values)
  }

  /// The short phrase for a grab in progress, such as "grab of Dinner at Lou
  /// Malnati's": what the system's undo names while an item is grabbed.
  public func label(forGrabOf item: ItemReference) -> String {
    fill(.stepGrab, ["title": name(item)])
  }

  /// The name of an action category, for VoiceOver's grouped actions
  /// (SwiftUI's `AccessibilityActionCategory(named:)`, UIKit's
  /// `UIAccessibilityCustomAction.category`): "Within the day", "To another
  /// day", "Editing", "Selection", in the catalog's language.
  public func name(of category: ActionCategory) -> String {
    switch category {
    case .withinDay: fill(.categoryWithinDay)
    case .toAnotherDay: fill(.categoryToAnotherDay)
    case .editing: fill(.categoryEditing)
    case .selection: fill(.categorySelection)
    }
  }
}
