import ItineraryCore

/// The sentences about the trip's start and its days,
/// and dates said in the catalog's language.
extension AnnouncementRenderer {
  /// A date as the language says it, without its year.
  ///
  /// For example "Saturday, April 10", or "Samstag, 10. April" in German.
  public func date(_ date: TripDate) -> String {
    fill(.date, dateValues(date))
  }

  /// A date as the language says it, with its year: "Saturday, April 10,
  /// 2027".
  public func dateWithYear(_ date: TripDate) -> String {
    fill(.dateYear, dateValues(date))
  }

  /// The name of a month, 1 to 12, in the catalog's language: what a date
  /// typed may use.
  public func monthName(_ month: Int) -> String {
    fill(CommandMessage.month(month))
  }

  /// The name of a day of the week, 1 (Monday) to 7 (Sunday).
  public func weekdayName(_ weekday: Int) -> String {
    fill(CommandMessage.weekday(weekday))
  }

  private func dateValues(_ date: TripDate) -> Template.Values {
    [
      "weekday": weekdayName(date.weekday), "month": monthName(date.month),
      "day": String(date.day), "year": String(date.year),
    ]
  }

  /// What is said of a day after its number: its label, else its date,
  /// and its city ("Saturday, June 6, Milwaukee"); empty when it has none.
  public func place(of day: DayDescription) -> String {
    SpokenText.phrase([
      day.label.map(SpokenText.clean) ?? day.date.map(date), day.city.map(SpokenText.clean),
    ])
  }

  /// The sentence of an announcement about the start or the days.
  func daySentence(for announcement: Announcement) -> String? {
    switch announcement {
    case .started(let start?):
      return fill(.started, ["date": dateWithYear(start)])
    case .started(nil):
      return fill(.startedNone)
    case .alreadyStarted(let start?):
      return fill(.alreadyStarted, ["date": dateWithYear(start)])
    case .alreadyStarted(nil):
      return fill(.alreadyStartedNone)
    case .dayAdded(let day, let added?):
      return fill(.dayAdded, ["day": String(day), "date": date(added)])
    case .dayAdded(let day, nil):
      return fill(.dayAddedUndated, ["day": String(day)])
    case .dayRemoved(let day, let ideas):
      guard ideas > 0 else { return fill(.dayRemoved, ["day": String(day)]) }
      return fill(
        .dayRemovedIdeas, count: ideas, ["day": String(day), "count": String(ideas)])
    case .dayIs(let day, let description):
      // A label or a city just set: the day said whole, its date kept
      // before a label ("Day 3 is Wednesday, May 12, Rest day, Lisbon.").
      let place = SpokenText.phrase([
        description.date.map(date), description.label.map(SpokenText.clean),
        description.city.map(SpokenText.clean),
      ])
      guard !place.isEmpty else { return fill(.dayIsPlain, ["day": String(day)]) }
      return fill(.dayIs, ["day": String(day), "description": place])
    case .dayAlready(let day, let field, let text):
      let message: CommandMessage =
        switch (field, text) {
        case (.label, _?): .dayAlreadyLabel
        case (.label, nil): .dayAlreadyNoLabel
        case (.city, _?): .dayAlreadyCity
        case (.city, nil): .dayAlreadyNoCity
        }
      return fill(message, ["day": String(day)])
    case .tripChangeRefused(let change, let reason, let holding):
      return fill(
        .dayRefused,
        ["action": action(change), "reason": clause(for: reason, holding: holding)])
    case .zoneSet(nil, let zone?, _):
      return fill(.zoneTrip, ["zone": zone.city, "offset": zone.offset.spoken])
    case .zoneSet(nil, nil, _):
      return fill(.zoneTripNone)
    case .zoneSet(let day?, let zone?, _):
      return fill(.zoneDay, ["day": String(day), "zone": zone.city, "offset": zone.offset.spoken])
    case .zoneSet(let day?, nil, let tripZone?):
      return fill(
        .zoneDayTrip,
        ["day": String(day), "zone": tripZone.city, "offset": tripZone.offset.spoken])
    case .zoneSet(let day?, nil, nil):
      return fill(.zoneDayNone, ["day": String(day)])
    case .zoneAlready(nil, let zone?):
      return fill(.zoneAlreadyTrip, ["zone": zone.city])
    case .zoneAlready(nil, nil):
      return fill(.zoneAlreadyTripNone)
    case .zoneAlready(let day?, let zone?):
      return fill(.zoneAlreadyDay, ["day": String(day), "zone": zone.city])
    case .zoneAlready(let day?, nil):
      return fill(.zoneAlreadyDayNone, ["day": String(day)])
    case .tripUndone(let step):
      return fill(.tripUndone, ["step": label(forTripStep: step)])
    case .tripRedone(let step):
      return fill(.tripRedone, ["step": label(forTripStep: step)])
    default:
      return nil
    }
  }

  /// The phrase of a change to the start or the days, for a refusal: "add
  /// a day after day 3", "remove day 2".
  func action(_ change: TripChange) -> String {
    switch change {
    case .start(let start?): fill(.dayActionStart, ["date": dateWithYear(start)])
    case .start(nil): fill(.dayActionNoStart)
    case .addDay(.atEnd): fill(.dayActionAdd)
    case .addDay(.before(let day)): fill(.dayActionAddBefore, ["day": String(day)])
    case .addDay(.after(let day)): fill(.dayActionAddAfter, ["day": String(day)])
    case .removeDay(let day): fill(.dayActionRemove, ["day": String(day)])
    case .label(_, let day): fill(.dayActionLabel, ["day": String(day)])
    case .city(_, let day): fill(.dayActionCity, ["day": String(day)])
    case .zone(_, nil): fill(.dayActionZone)
    case .zone(_, let day?): fill(.dayActionZoneDay, ["day": String(day)])
    }
  }

  /// Why a change to the start or the days was refused, as a clause.
  func clause(for reason: DayRefusal, holding: ItemReference?) -> String {
    switch reason {
    case .noSuchDay(let day, let dayCount):
      return clause(for: RefusalReason.noSuchDay(day, dayCount: dayCount))
    case .holdsFixed:
      return fill(.dayReasonHoldsFixed, ["title": holding.map(name) ?? ""])
    case .lastDay: return fill(.dayReasonLastDay)
    case .tooManyDays(let limit):
      return fill(.dayReasonTooMany, ["limit": String(limit)])
    case .blankText: return fill(.dayReasonBlank)
    case .unchanged: return fill(.dayReasonUnchanged)
    case .pastTheCalendar:
      return fill(.dayReasonPastLatestDay, ["date": dateWithYear(TripDate.latestTripDay)])
    case .unknownZone(let name):
      return fill(.dayReasonUnknownZone, ["zone": SpokenText.shortened(name)])
    }
  }

  /// The name of a step that changed the start or the days: "adding day
  /// 4", "the label of day 2"; what undo and redo say, and an undo
  /// manager's action name.
  public func label(forTripStep step: HistoryStep) -> String {
    guard let edit = step.tripEdit else { return label(for: step) }
    switch edit.kind {
    case .started: return fill(.stepStart)
    case .addedDay(let day, _, _): return fill(.stepAddDay, ["day": String(day)])
    case .removedDay(let day, _, _): return fill(.stepRemoveDay, ["day": String(day)])
    case .labeled(let day, _, _): return fill(.stepLabel, ["day": String(day)])
    case .cityChanged(let day, _, _): return fill(.stepCity, ["day": String(day)])
    case .zoneChanged(nil, _, _): return fill(.stepZone)
    case .zoneChanged(let day?, _, _): return fill(.stepZoneDay, ["day": String(day)])
    }
  }
}
