import ItinSession
import ItineraryCore
import ReorderCommands

/// The words of a trip's rows in one language, read once: its headings,
/// and each item's line.
struct RowWords: Sendable {
  let overview: TripOverview
  let lines: TripOverview.Lines
}

extension TripHost {
  /// The answer to a change: `said`, the rows it touched, the ideas when
  /// they changed, and the status.
  ///
  /// What it touched is the editor's record of it: the steps taken, undone
  /// or redone since `before`, and what a grab moved, each placement
  /// before and after. A day's rows are sent from the first whose place
  /// changed to the last, or to the day's end when its count changed (the
  /// rows after shift) or an item with a time moved (the "out of time
  /// order" of those after may change).
  ///
  /// It is made for `viewer`'s page and person, the page being answered
  /// unless named.
  func answer(
    said: [String], assertive: Bool, since before: SharedSession.Before, in catalog: Catalog,
    whole: Bool = false, for viewer: (seat: SharedSession.Seat, person: String?)? = nil
  ) -> WebAnswer {
    let editor = session.editor
    let trip = editor.trip
    let overview = overview(catalog)
    var everything = whole || trip.dayCount != before.dayCount
    var ideasChanged = trip.ideas.count != before.ideaCount
    // The steps done or redone, or those undone: the library's reading, as
    // the session journals them.
    let steps = editor.history.steps(takenSince: before.undoCount).map(\.step)
    // An edit (an add, a removal, a new title or time) redraws its days
    // whole: the rows after it may say "out of time order" or not.
    var wholeDays: Set<Int> = []
    for step in steps {
      if step.tripEdit != nil { everything = true }
      if step.edit != nil {
        ideasChanged = true
        wholeDays.formUnion([step.from.day, step.to.day])
      }
    }
    // An undo of many steps, or an answer that restored a journal: all.
    if steps.count > 8 { everything = true }
    // The trip's size, sent when it changed.
    let sized =
      everything || trip.ideas.count != before.ideaCount || trip.items.count != before.itemCount
    var days: [DayView] = []
    if everything {
      days = (trip.dayNumbers.map { Array($0) } ?? []).map { dayView($0, overview) }
    } else {
      days = touchedDays(since: before, wholeDays: wholeDays, overview)
    }
    let viewer = viewer ?? (TripHost.seat(of: currentPage), currentPerson)
    return WebAnswer(
      said: said, assertive: assertive, days: days,
      full: everything, ideas: ideasChanged || everything ? ideaViews(overview.overview) : nil,
      summary: sized ? TripHost.summary(of: trip, overview.overview) : nil,
      status: status(catalog, for: viewer.seat, person: viewer.person))
  }

  /// The rows of each day a change since `before` touched, as the editor
  /// records it, and the whole of `wholeDays`.
  private func touchedDays(
    since before: SharedSession.Before, wholeDays: Set<Int>, _ overview: RowWords
  ) -> [DayView] {
    let editor = session.editor
    let trip = editor.trip
    var first: [Int: Int] = [:]
    var last: [Int: Int] = [:]
    // Days an item came to or left: their counts changed, and every row
    // after the first change shifts.
    var crossed: Set<Int> = []
    var timed = false
    func touch(_ day: Int, _ at: Int?) {
      guard let at, trip.hasDay(day) else { return }
      let rank = min(max(at, 1), max(trip.itemCount(onDay: day), 1))
      first[day] = min(first[day] ?? rank, rank)
      last[day] = max(last[day] ?? rank, rank)
    }
    for change in before.placementsChanged(in: editor) {
      // Where it stood and where it went, as ranks of the days now, and
      // where it stands.
      touch(change.old.day, trip.rank(of: change.old))
      touch(change.new.day, trip.rank(of: change.new))
      if let now = trip.position(of: change.item) { touch(now.day, now.rank) }
      if change.old.day != change.new.day { crossed.formUnion([change.old.day, change.new.day]) }
      if trip.item(change.item)?.time != nil { timed = true }
    }
    // A row selected or no longer: its line says so.
    for id in before.selection.symmetricDifference(editor.selection) {
      if let now = trip.position(of: id) { touch(now.day, now.rank) }
    }
    for day in wholeDays where trip.hasDay(day) {
      first[day] = 1
      last[day] = trip.itemCount(onDay: day)
    }
    var days: [DayView] = []
    for day in first.keys.sorted() {
      let count = trip.itemCount(onDay: day)
      let from = first[day] ?? 1
      let shifted = crossed.contains(day) || timed
      let to = shifted ? count : min(last[day] ?? count, count)
      // The heading says the count: sent again when it changed.
      let counted = crossed.contains(day) || wholeDays.contains(day)
      days.append(dayView(day, overview, ranks: from...max(from, to), heading: counted))
    }
    return days
  }

  /// The status `viewer`'s page shows: `person`'s Undo and Redo, and a
  /// question waiting only where it was asked (`nil`: a library's own
  /// call, which sees it).
  func status(_ catalog: Catalog, for viewer: SharedSession.Seat?, person: String?) -> StatusView {
    let editor = session.editor
    let renderer = AnnouncementRenderer(catalog: catalog)
    let grabbed = editor.grab.map { [$0.item.id.rawValue] + $0.group.map(\.id.rawValue) } ?? []
    // The person's own: what their undo and redo would take.
    let undo = editor.history.undoStep(of: person)
    let redo = editor.history.redoStep(of: person)
    return StatusView(
      canUndo: undo != nil, canRedo: redo != nil,
      undoLabel: undo.map { renderer.label(for: $0) },
      redoLabel: redo.map { renderer.label(for: $0) },
      grabbed: grabbed,
      focus: editor.focus?.rawValue,
      question: shared.showsQuestion(to: viewer) ? session.waitingQuestion : nil,
      dayCount: editor.trip.dayCount,
      revision: String(editor.revision))
  }

  /// A day's heading, its count, and the rows of `ranks` (all of them
  /// when `nil`), each with the line `list` says.
  ///
  /// Only the rows shown are read, each by its position; the rows before
  /// them only when one shown has a time, for "out of time order".
  ///
  /// The heading and the place are left out without `heading`: the page
  /// has them, when a change did not change the day's count.
  func dayView(
    _ day: Int, _ words: RowWords, ranks: ClosedRange<Int>? = nil, heading: Bool = true
  ) -> DayView {
    let overview = words.overview
    let editor = session.editor
    let trip = editor.trip
    let count = trip.itemCount(onDay: day)
    let shown = (ranks ?? 1...max(count, 1)).clamped(to: 1...max(count, 1))
    let items = shown.compactMap { trip.item(at: Position(day: day, rank: $0)) }
    var latest: ClockTime?
    if items.contains(where: { $0.time != nil }) {
      latest = (1..<shown.lowerBound).compactMap { trip.time(at: Position(day: day, rank: $0)) }
        .max()
    }
    var views: [ItemView] = []
    for (offset, item) in items.enumerated() {
      views.append(
        ItemView(
          id: item.id.rawValue, title: TextCleaning.clean(item.title),
          line: words.lines.line(
            for: item, at: shown.lowerBound + offset, selected: editor.isSelected(item.id),
            latestTimeBefore: latest),
          fixed: item.isFixed, selected: editor.isSelected(item.id)))
      if let time = item.time { latest = max(latest ?? time, time) }
    }
    return DayView(
      day: day, heading: heading ? overview.heading(ofDay: day, in: trip) : nil,
      place: heading ? overview.place(ofDay: day, in: trip) : nil, count: count,
      first: shown.lowerBound, items: views)
  }

  func ideaViews(_ overview: TripOverview) -> [IdeaView] {
    let ideas = session.trip.ideas
    let items = ideas.map { $0.item(at: Placement(day: 1, sortOrder: 0)) }
    return zip(ideas, overview.entries(forItems: items)).map { idea, line in
      IdeaView(id: idea.id.rawValue, title: TextCleaning.clean(idea.title), line: line)
    }
  }

  /// What the page says under its heading: the trip's size, "5 days, 15
  /// items." The heading says the title; the summary does not say it again.
  static func summary(of trip: Trip, _ overview: TripOverview) -> String {
    overview.size(of: trip) + "."
  }
}
