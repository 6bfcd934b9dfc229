import ItineraryCore

/// What another person did to a list several people change, said with
/// their name: "Ana moved Fado to position 2 of day 3."
extension AnnouncementRenderer {
  /// The sentence for a change `person` made, for everyone else in the
  /// list.
  ///
  /// A move, an add, a removal, a rename, an undo or a redo says who did it ("Ana moved Fado to position 2 of day 3.", "Ana removed Fado
  /// from day 3. It is an idea now."); any other change is said after
  /// their name ("Ana made a change. Added day 4.").
  ///
  /// Give it an announcement of a change: one that moved the editor's
  /// ``Editor/revision`` on. A refusal, or a place read out, changed nothing
  /// for anyone else to hear.
  public func text(for announcement: Announcement, by person: String) -> String {
    let who: Template.Values = ["person": personName(person)]
    switch announcement {
    case .moved(let item, _, _, let spot), .dropped(let item, let spot):
      return about(item, at: spot, normal: .byMoved, terse: .byMoved, adding: who)
    case .itemsMoved(let items, _, let block), .itemsDropped(let items, let block?):
      return aboutItems(items, at: block, normal: .byItemsMoved, terse: .byItemsMoved, adding: who)
    case .added(let item, let spot):
      return about(item, at: spot, normal: .byAdded, terse: .byAdded, adding: who)
    case .removed(let item, let spot):
      return about(item, at: spot, normal: .byRemoved, terse: .byRemoved, adding: who)
    case .deleted(let item, _):
      return fill(.byDeleted, who.with("title", name(item)))
    case .renamed(let item, let old, _):
      return fill(
        .byRenamed, who.with("title", name(item)).with("old", marked(SpokenText.clean(old))))
    case .undone(let step, let spot) where step.edit == nil:
      return about(step.item, at: spot, normal: .byUndone, terse: .byUndone, adding: who)
    case .redone(let step, let spot) where step.edit == nil:
      return about(step.item, at: spot, normal: .byRedone, terse: .byRedone, adding: who)
    default:
      return fill(.bySaid, who.with("said", text(for: announcement)))
    }
  }

  /// What a change said of itself, `said`, told to everyone else after
  /// the name of `person`, who made it: "Ana made a change. Day 2 is
  /// Porto."
  public func text(said: String, by person: String) -> String {
    fill(.bySaid, ["person": personName(person), "said": said])
  }

  /// The sentence for several changes `person` made in quick succession,
  /// gathered into one: "Ana made 3 changes on day 2.", or "Ana made 3
  /// changes." when they were on several days (`days` being the days they
  /// touched, or empty for none).
  public func gathered(count: Int, days: Set<Int>, by person: String) -> String {
    var values: Template.Values = ["person": personName(person), "count": catalog.number(count)]
    guard days.count == 1, let day = days.first else {
      return fill(.byGatheredDays, count: count, values)
    }
    values = values.with("day", String(day))
    return fill(.byGathered, count: count, values)
  }

  /// The catalog's word for a person whose name is not known: "Someone".
  public var someone: String { fill(.someone) }

  /// A person's name as it is said, or the catalog's "Someone" for none.
  func personName(_ person: String?) -> String {
    let cleaned = person.map(SpokenText.clean) ?? ""
    return TextCleaning.isBlank(cleaned) ? fill(.someone) : marked(cleaned)
  }

  /// The sentence of an undo or redo another person's step stands in the
  /// way of, naming them and the item both touched.
  func blocked(_ step: HistoryStep, by blocking: HistoryStep, undo: Bool) -> String {
    let who: Template.Values = ["person": personName(blocking.author)]
    guard step.touchesAnItem(of: blocking) else {
      return fill(undo ? .undoBlockedTrip : .redoBlockedTrip, who)
    }
    let named = blocking.touched
    let item =
      ([step.item] + step.group).first { named.contains($0.id) }
      ?? (blocking.item.id.rawValue.isEmpty ? step.item : blocking.item)
    return fill(undo ? .undoBlocked : .redoBlocked, who.with("title", name(item)))
  }

  /// The sentence of a step another device made and this one did not
  /// (`own` false), or of this device's own taken back, naming the step
  /// before it that stood in its way, or the reason it was refused;
  /// `listener`, the person who hears it, is "you" where that step is
  /// theirs.
  func notMade(
    _ step: HistoryStep, by blocking: HistoryStep?, reason: RefusalReason?, own: Bool,
    listener: String? = nil
  ) -> String {
    var values: Template.Values = [
      "person": personName(step.author),
      "title": step.tripEdit == nil && !step.item.title.isEmpty
        ? name(step.item) : fill(.stepTheList),
    ]
    guard let blocking else {
      guard let reason else { return fill(own ? .stepTakenBackRules : .stepNotMadeRules, values) }
      values = values.with("reason", clause(for: reason))
      return fill(own ? .stepTakenBackReason : .stepNotMadeReason, values)
    }
    let touched = step.touchesAnItem(of: blocking)
    if !own, let listener, blocking.author == listener {
      return fill(touched ? .stepNotMadeYou : .stepNotMadeListYou, values)
    }
    values = values.with("other", personName(blocking.author))
    if touched {
      return fill(own ? .stepTakenBack : .stepNotMade, values)
    }
    return fill(own ? .stepTakenBackList : .stepNotMadeList, values)
  }

  /// What another device's step, or this one's taken back, says to the
  /// person who hears it here.
  public func text(of heard: SharedEditor.Heard) -> String {
    switch heard.announcement {
    case .stepNotMade(let step, let blocking, let reason):
      return notMade(step, by: blocking, reason: reason, own: false, listener: heard.listener)
    default:
      guard let person = heard.person else { return text(for: heard.announcement) }
      return text(for: heard.announcement, by: person)
    }
  }
}
