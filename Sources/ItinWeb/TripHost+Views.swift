// The web server needs Hummingbird, which the REPL trait brings: without
// it, an app on the libraries builds this target as nothing.
#if REPL
import ItinSession
import ItineraryCore
import ReorderCommands

/// What the trip was before a change, to send only what it changed: an
/// answer costs the rows it touched, not the trip.
struct Snapshot {
  var undoCount: Int
  /// The editor's revision.
  var revision: Int
  var dayCount: Int
  var ideaCount: Int
  /// The items on the days, for the trip's size.
  var itemCount: Int
  /// Where the items the request concerns were, before it.
  var positions: [ItemID: Position]
  /// Which of them were selected.
  var selected: Set<ItemID>
  var concerned: [ItemID]

  init(_ session: Session, concerning ids: [ItemID]) {
    let editor = session.editor
    revision = editor.revision
    undoCount = editor.history.undoSteps.count
    dayCount = editor.trip.dayCount
    ideaCount = editor.trip.ideas.count
    itemCount = editor.trip.items.count
    concerned = ids
    positions = [:]
    selected = Set(ids.filter(editor.isSelected))
    for id in ids {
      guard let position = editor.trip.position(of: id) else { continue }
      positions[id] = position
    }
  }
}

/// The words of a trip's rows in one language, read once: its headings,
/// and each item's line.
struct RowWords: Sendable {
  let overview: TripOverview
  let lines: TripOverview.Lines
}

extension TripHost {
  /// The items a request may move: the one it names, those selected with
  /// it, those grabbed or dragged.
  func concerned(by request: WebRequest) -> [ItemID] {
    let editor = session.editor
    var ids: [ItemID] = []
    if let id = request.id.map(ItemID.init(rawValue:)) {
      ids.append(id)
      ids += editor.itemsMovingTogether(with: id).map(\.id)
    }
    if let grab = editor.grab { ids += [grab.item.id] + grab.group.map(\.id) }
    if let idea = request.idea { ids.append(ItemID(rawValue: idea)) }
    ids += draggedItems
    // The items the step to undo or redo moves.
    let step =
      request.act == .undo
      ? editor.history.undoSteps.last : request.act == .redo ? editor.history.redoSteps.last : nil
    if let step {
      ids += [step.item.id] + step.group.map(\.id) + step.changes.map(\.item)
    }
    return ids
  }

  /// The answer to a change: `said`, the rows it touched, the ideas when
  /// they changed, and the status.
  ///
  /// A day's rows from the first whose place changed to the last, or to the
  /// day's end when its count changed (the rows after shift) or an item
  /// with a time moved (the "out of time order" of those after may change).
  ///
  /// It is made for `viewer`'s page, the page being answered unless named.
  func answer(
    said: [String], assertive: Bool, since before: Snapshot, in catalog: Catalog,
    whole: Bool = false, for viewer: String? = nil
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
      // The first rank that changed on each day, and whether all after it did.
      var first: [Int: Int] = [:]
      var last: [Int: Int] = [:]
      // Items that came to a day less those that left it: not zero, and
      // every row after the first change shifts.
      var arrivals: [Int: Int] = [:]
      var timed = false
      func touch(_ position: Position) {
        first[position.day] = min(first[position.day] ?? position.rank, position.rank)
        last[position.day] = max(last[position.day] ?? position.rank, position.rank)
      }
      for id in before.concerned {
        let now = trip.position(of: id)
        let then = before.positions[id]
        if now == then, let now, editor.isSelected(id) != before.selected.contains(id) {
          touch(now)
        }
        guard now != then else { continue }
        if let now { touch(now) }
        if let then { touch(then) }
        if now?.day != then?.day {
          if let now { arrivals[now.day, default: 0] += 1 }
          if let then { arrivals[then.day, default: 0] -= 1 }
        }
        if trip.item(id)?.time != nil { timed = true }
      }
      // What the steps taken moved beyond the items the request named
      // (serve's terminal names none, and a command there may move any
      // item): from the history's record of each step, its item's ranks
      // before and after, and its group's around them.
      let named = Set(before.concerned)
      var crossed: Set<Int> = []
      for step in steps where step.edit == nil && step.tripEdit == nil {
        let ids = [step.item.id] + step.group.map(\.id) + step.changes.map(\.item)
        guard ids.contains(where: { !named.contains($0) }) else { continue }
        let reach = step.group.count
        for position in [step.from, step.to] {
          touch(Position(day: position.day, rank: max(1, position.rank - reach)))
          touch(Position(day: position.day, rank: position.rank + reach))
        }
        for id in ids { if let now = trip.position(of: id) { touch(now) } }
        if step.from.day != step.to.day { crossed.formUnion([step.from.day, step.to.day]) }
      }
      for day in wholeDays.sorted() where trip.hasDay(day) {
        first[day] = 1
        last[day] = trip.itemCount(onDay: day)
      }
      for day in first.keys.sorted() where trip.hasDay(day) {
        let count = trip.itemCount(onDay: day)
        let from = first[day] ?? 1
        let shifted = arrivals[day, default: 0] != 0 || timed || crossed.contains(day)
        let to = shifted ? count : min(last[day] ?? count, count)
        // The heading says the count: sent again when it changed.
        let counted =
          arrivals[day, default: 0] != 0 || wholeDays.contains(day) || crossed.contains(day)
        days.append(dayView(day, overview, ranks: from...max(from, to), heading: counted))
      }
    }
    return WebAnswer(
      said: said, assertive: assertive, days: days,
      full: everything, ideas: ideasChanged || everything ? ideaViews(overview.overview) : nil,
      summary: sized ? TripHost.summary(of: trip, overview.overview) : nil,
      status: status(catalog, for: viewer ?? currentPage))
  }

  /// The status `viewer`'s page shows: its person's Undo and Redo, and a
  /// question waiting only where it was asked (`nil`: a library's own
  /// call, which sees it).
  func status(_ catalog: Catalog, for viewer: String?) -> StatusView {
    let editor = session.editor
    let renderer = AnnouncementRenderer(catalog: catalog)
    let grabbed = editor.grab.map { [$0.item.id.rawValue] + $0.group.map(\.id.rawValue) } ?? []
    // The person's own: what their undo and redo would take.
    let undo = editor.history.undoStep(of: session.person)
    let redo = editor.history.redoStep(of: session.person)
    return StatusView(
      canUndo: undo != nil, canRedo: redo != nil,
      undoLabel: undo.map { renderer.label(for: $0) },
      redoLabel: redo.map { renderer.label(for: $0) },
      grabbed: grabbed,
      focus: editor.focus?.rawValue,
      question: showsQuestion(to: viewer) ? session.waitingQuestion : nil,
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
#endif
