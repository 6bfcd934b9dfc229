import ItineraryCore

/// The trip said day by day, one short sentence to a line, in the words of
/// a ``Catalog``.
public struct TripOverview: Sendable {
  /// The words, and how counts are said.
  private let renderer: AnnouncementRenderer

  /// An overview in the words of `catalog`: English unless another is given.
  public init(catalog: Catalog = .english) {
    renderer = AnnouncementRenderer(catalog: catalog)
  }

  /// The opening line: the trip's title and size.
  ///
  /// A title that ends a sentence itself ("Go west!") gets no full stop
  /// after it: "Go west! 1 day, 0 items.", never "Go west!.".
  public func summary(of trip: Trip) -> String {
    let title = SpokenText.clean(trip.title)
    let ended = title.last.map { ".!?…。！？".contains($0) } ?? false
    return renderer.fill(
      ended ? .overviewSummaryPunctuated : .overviewSummary,
      ["title": title, "size": size(of: trip)])
  }

  /// The trip's title as a page's heading says it: cleaned, and "Untitled
  /// trip" for a title with nothing to read, as a heading must say something.
  public func title(of trip: Trip) -> String {
    let title = SpokenText.clean(trip.title)
    return title.allSatisfy(\.isWhitespace) ? renderer.fill(.overviewUntitled) : title
  }

  /// The trip's size: "5 days, 15 items", and "2 ideas" when it has any.
  public func size(of trip: Trip) -> String {
    let days = renderer.count(.days, trip.dayCount)
    let items = renderer.items(trip.items.count)
    if trip.ideas.isEmpty { return renderer.fill(.overviewSize, ["days": days, "items": items]) }
    return renderer.fill(
      .overviewSizeWithIdeas,
      ["days": days, "items": items, "ideas": renderer.count(.ideas, trip.ideas.count)])
  }

  /// A day's heading: its number, label, city and how many items it has.
  public func heading(ofDay day: Int, in trip: Trip) -> String {
    heading(ofDay: day, in: trip, dated: false)
  }

  /// A day's heading, its date said beside its label when `dated`.
  ///
  /// ``heading(ofDay:in:)`` leaves a labelled day's date out; `dated`, it
  /// says "Day 1, Saturday, April 10, Arrival, Lisbon. 2 items.": the
  /// heading of an export (SPEC section 13), a plan read on paper.
  public func heading(ofDay day: Int, in trip: Trip, dated: Bool) -> String {
    let items = trip.itemCount(onDay: day)
    let place = place(ofDay: day, in: trip, dated: dated)
    if items == 0 { return renderer.fill(.overviewHeadingEmpty, Template.Values("place", place)) }
    return renderer.fill(.overviewHeading, ["place": place, "items": renderer.items(items)])
  }

  /// A day named as its heading names it, without the count of its items.
  ///
  /// "Day 1, Friday, May 14, Seattle": a day with no label is named with
  /// its date, when the trip has a start; the city follows. `dated`, the
  /// date is said before the label too ("Day 1, Saturday, April 10,
  /// Arrival, Lisbon"): the heading of a day in an export (a page's `h2`, a
  /// Markdown `##`).
  public func place(ofDay day: Int, in trip: Trip, dated: Bool = false) -> String {
    let info = trip.hasDay(day) ? trip.days[day - 1] : Day()
    let name = renderer.fill(.overviewDay, Template.Values("day", String(day)))
    let date = trip.date(ofDay: day).map(renderer.date)
    if dated { return SpokenText.phrase([name, date, info.label, info.city]) }
    return SpokenText.phrase([name, info.label ?? date, info.city])
  }

  /// What a day with no items says under its heading.
  public var noItems: String { renderer.fill(.overviewNoItems) }

  /// One item of a day: its position, title and kind words.
  public func line(for item: Item, at rank: Int) -> String {
    line(for: item, at: rank, selected: false)
  }

  /// ``line(for:at:)`` of an item that may be selected (SPEC section 9):
  /// "2. Brewery tour, custom, selected."
  ///
  /// `latestTimeBefore` is the latest time of the items before it on its
  /// day: an item with an earlier time is said "out of time order" (SPEC
  /// section 12), what a sighted user sees at a glance.
  public func line(
    for item: Item, at rank: Int, selected: Bool, latestTimeBefore: ClockTime? = nil
  ) -> String {
    let words = Words(renderer)
    return words.line(
      for: item, at: rank, selected: selected,
      kind: kind(of: item, latestTimeBefore: latestTimeBefore, clock: renderer.clock, words))
  }

  /// What every line of a list says alike, looked up once a list: the
  /// templates of a line and the words of the kinds without places.
  private struct Words {
    let item: String
    let itemSelected: String
    let entry: String
    let kindWords: KindWords

    init(_ renderer: AnnouncementRenderer) {
      item = renderer.template(for: .overviewItem)
      itemSelected = renderer.template(for: .overviewItemSelected)
      entry = renderer.template(for: .overviewEntry)
      kindWords = KindWords(renderer)
    }

    func line(for item: Item, at rank: Int, selected: Bool, kind: String) -> String {
      Template.fill(
        selected ? itemSelected : self.item,
        with: Template.Values("rank", String(rank)).with("title", SpokenText.clean(item.title))
          .with("kind", kind))
    }
  }

  /// The items of a day as said in a list that numbers them itself, a
  /// page's ordered list: "Breakfast, custom, at 8 am.", with no position.
  ///
  /// `clock` writes an item's time, as ``AnnouncementRenderer/clock(_:)``
  /// says it unless given; an item out of time order says so, as in
  /// ``lines(forItems:selected:)``.
  public func entries(
    forItems items: [Item], clock: ((ClockTime) -> String)? = nil
  ) -> [String] {
    var latest: ClockTime?
    let words = Words(renderer)
    return items.map { item in
      let kind = kind(of: item, latestTimeBefore: latest, clock: clock ?? renderer.clock, words)
      if let time = item.time { latest = max(latest ?? time, time) }
      return Template.fill(
        words.entry,
        with: Template.Values("title", SpokenText.clean(item.title)).with("kind", kind))
    }
  }

  /// An item's kind words, its time written by `clock`, and "out of time
  /// order" when its time is before `latestTimeBefore`.
  private func kind(
    of item: Item, latestTimeBefore: ClockTime?, clock: (ClockTime) -> String, _ words: Words
  ) -> String {
    let kindWords = words.kindWords(item.kind)
    guard let time = item.time else { return kindWords }
    var kind = kindWords + ", " + renderer.fill(.timeAt, ["time": clock(time)])
    if let latest = latestTimeBefore, time < latest {
      kind += ", " + renderer.fill(.timeOutOfOrder)
    }
    return kind
  }

  /// The lines of a day's items, in order, each time checked against the
  /// ones before it.
  public func lines(forItems items: [Item], selected: (ItemID) -> Bool = { _ in false })
    -> [String]
  {
    var latest: ClockTime?
    let words = Words(renderer)
    return items.enumerated().map { index, item in
      let kind = kind(of: item, latestTimeBefore: latest, clock: renderer.clock, words)
      if let time = item.time { latest = max(latest ?? time, time) }
      return words.line(for: item, at: index + 1, selected: selected(item.id), kind: kind)
    }
  }

  /// The kind words of SPEC section 4: "game, fixed", "travel from X to Y",
  /// "custom", and the item's time when it has one ("custom, at 7 pm"); the
  /// same words as ``AnnouncementRenderer/kindWords(_:time:)``.
  public func kindWords(for item: Item) -> String {
    renderer.kindWords(item.kind, time: item.time)
  }

  /// The whole trip: the summary, then each day's heading and items.
  public func lines(for trip: Trip) -> [String] {
    var lines = [summary(of: trip)]
    for day in 1...max(trip.dayCount, 1) where trip.hasDay(day) {
      lines.append(heading(ofDay: day, in: trip))
      lines += self.lines(forItems: trip.items(onDay: day))
    }
    return lines
  }

}
