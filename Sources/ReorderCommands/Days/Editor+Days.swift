import ItineraryCore

extension Editor {
  /// Changes the trip's start or its days, and says what
  /// changed.
  ///
  /// A change that succeeds is one undo step. Adding or removing a day
  /// renumbers the later days and their items; an item on a day removed
  /// becomes an idea, and the focus goes to the first item of the day that
  /// took its place, else the item before. A refused change says why and
  /// changes nothing; every change waits while an item is grabbed.
  public mutating func perform(_ change: TripChange) -> Announcement {
    if let waiting = waitingForGrab(.changeDays) { return waiting }
    let made: TripEdit
    do {
      switch change {
      case .start(let date): made = try trip.setStart(date)
      case .addDay(let place): made = try trip.addDay(at: try dayNumber(for: place))
      case .removeDay(let day): made = try trip.removeDay(day)
      case .label(let label, let day): made = try trip.setLabel(label, ofDay: day)
      case .city(let city, let day): made = try trip.setCity(city, ofDay: day)
      case .zone(let zone, let day): made = try trip.setZone(zone, ofDay: day)
      }
    } catch .unchanged {
      // The core's "no change" is said as what already is.
      switch change {
      case .start(let date): return .alreadyStarted(date)
      case .label(let label, let day): return .dayAlready(day, field: .label, text: label)
      case .city(let city, let day): return .dayAlready(day, field: .city, text: city)
      case .zone(let zone, let day):
        return .zoneAlready(day: day, zone: zone.flatMap { zoneDescription($0, onDay: day) })
      case .addDay, .removeDay: return .tripChangeRefused(change, reason: .unchanged, holding: nil)
      }
    } catch {
      return .tripChangeRefused(change, reason: error, holding: holding(error))
    }
    return record(made)
  }

  /// The day number a day added at `place` gets, or the refusal of a place
  /// that names a day the trip does not have.
  private func dayNumber(for place: TripChange.DayPlace) throws(DayRefusal) -> Int {
    switch place {
    case .atEnd: return trip.dayCount + 1
    case .before(let day), .after(let day):
      guard trip.hasDay(day) else { throw .noSuchDay(day, dayCount: trip.dayCount) }
      if case .after = place { return day + 1 }
      return day
    }
  }

  /// The fixed item a refusal names, as it stands.
  private func holding(_ refusal: DayRefusal) -> ItemReference? {
    if case .holdsFixed(_, let id) = refusal { return trip.reference(to: id) }
    return nil
  }

  /// Records a trip edit just made as one undo step, and says it.
  private mutating func record(_ made: TripEdit) -> Announcement {
    afterTripEdit(made)
    history.record(HistoryStep(tripEdit: made))
    return said(made)
  }

  /// Keeps the titles, the selection and the focus in step with a trip
  /// edit made, undone or redone: items of a day removed are ideas now,
  /// and those of a day put back are items again, the first focused.
  ///
  /// The edit count counts item edits: a change of the start, a label or a
  /// city, or an empty day, changes no item, and a name typed next needs no
  /// new index of titles.
  mutating func afterTripEdit(_ made: TripEdit) {
    let itemEdits = made.itemEdits
    editCount += itemEdits.count
    for edit in itemEdits {
      unselectIfGone(edit.item.id)
    }
    if case .addedDay(_, _, let ideas) = made.kind, let first = ideas.last {
      focus = first.item.id
      return
    }
    guard case .removedDay(let day, _, _) = made.kind else { return }
    if let focus, !trip.contains(focus) {
      let number = min(day, trip.dayCount)
      self.focus =
        trip.items(onDay: number).first?.id
        ?? focusAfterTakingOff(at: Position(day: number, rank: 1))
    }
  }

  /// What a trip edit just made says.
  func said(_ made: TripEdit) -> Announcement {
    switch made.kind {
    case .started(_, let to): .started(to)
    case .addedDay(let day, _, _): .dayAdded(day, date: trip.date(ofDay: day))
    case .removedDay(let day, _, let ideas): .dayRemoved(day, ideas: ideas.count)
    case .labeled(let day, _, _), .cityChanged(let day, _, _): .dayIs(day, description(ofDay: day))
    case .zoneChanged(let day, _, let to):
      .zoneSet(
        day: day, zone: to.flatMap { zoneDescription($0, onDay: day) },
        tripZone: trip.zone.flatMap { zoneDescription($0, onDay: day) })
    }
  }

  /// What is said of a time zone: its city and its offset on day `day`'s
  /// date (day 1's for `nil`), or its standard offset when the trip has no
  /// dates; `nil` for a name that is no zone.
  public func zoneDescription(_ name: String, onDay day: Int?) -> ZoneDescription? {
    guard let rules = ZoneRules.named(name) else { return nil }
    let offset =
      trip.date(ofDay: day ?? 1).flatMap { date in
        ClockTime(hour: 12, minute: 0).map { rules.offset(atUTC: rules.instant(of: date, $0)) }
      } ?? rules.standardOffset
    return ZoneDescription(name: name, city: ZoneRules.city(of: name), offset: offset)
  }

  /// What a listener hears of a day: its label, else its date, and its
  /// city.
  public func description(ofDay day: Int) -> DayDescription {
    guard trip.hasDay(day) else { return DayDescription() }
    let info = trip.days[day - 1]
    return DayDescription(label: info.label, date: trip.date(ofDay: day), city: info.city)
  }

  /// Undoes a trip edit step; a mismatch is a bug in the editor.
  mutating func undoTripEdit(_ edit: TripEdit, of step: HistoryStep) -> Announcement {
    apply(edit.reversed)
    return .tripUndone(step)
  }

  /// Redoes a trip edit step, as it was first made.
  mutating func redoTripEdit(_ edit: TripEdit, of step: HistoryStep) -> Announcement {
    apply(edit)
    return .tripRedone(step)
  }

  /// Makes a trip edit the editor made, or its reverse, with the core's
  /// `Trip.redo(_:)`; a mismatch is a bug in the editor.
  mutating func apply(_ edit: TripEdit) {
    do {
      try trip.redo(edit)
    } catch {
      preconditionFailure("The editor's history is out of step with its trip: \(error)")
    }
    afterTripEdit(edit)
  }
}

/// What is said of a day: its label, its date when it has no label, and
/// its city.
public struct DayDescription: Hashable, Sendable {
  /// The day's label, if it has one.
  public var label: String?
  /// The day's date, if the trip has a start.
  public var date: TripDate?
  /// The day's city, if it has one.
  public var city: String?

  public init(label: String? = nil, date: TripDate? = nil, city: String? = nil) {
    self.label = label
    self.date = date
    self.city = city
  }
}

/// What is said of a time zone: its IANA name, the city it is named
/// after ("New York" for `America/New_York`), and its offset from UTC on
/// the day it is said of.
public struct ZoneDescription: Hashable, Sendable {
  /// The zone's IANA name: `Europe/Lisbon`.
  public var name: String
  /// The city the zone is named after, as said: `Lisbon`.
  public var city: String
  /// The zone's offset on the day said.
  public var offset: ZoneOffset

  public init(name: String, city: String, offset: ZoneOffset) {
    self.name = name
    self.city = city
    self.offset = offset
  }
}
