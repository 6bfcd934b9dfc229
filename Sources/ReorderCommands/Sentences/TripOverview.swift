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
  /// heading of an export, a plan read on paper.
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

  /// ``line(for:at:)`` of an item that may be selected:
  /// "2. Brewery tour, custom, selected."
  ///
  /// `latestTimeBefore` is the latest time of the items before it on its
  /// day: an item with an earlier time is said "out of time order", what a sighted user sees at a glance.
  public func line(
    for item: Item, at rank: Int, selected: Bool, latestTimeBefore: ClockTime? = nil
  ) -> String {
    lines.line(for: item, at: rank, selected: selected, latestTimeBefore: latestTimeBefore)
  }

  /// The words of a line read once, for a program that writes lines one
  /// at a time for as long as it runs (a page's rows, redrawn after each
  /// move): ``line(for:at:selected:latestTimeBefore:)`` reads them again
  /// each time.
  public struct Lines: Sendable {
    fileprivate let words: Words
    fileprivate let renderer: AnnouncementRenderer

    /// ``TripOverview/line(for:at:selected:latestTimeBefore:)``, the same
    /// line, with the words read when these lines were made.
    public func line(
      for item: Item, at rank: Int, selected: Bool, latestTimeBefore: ClockTime? = nil
    ) -> String {
      var line: [UInt8] = []
      line.reserveCapacity(64)
      words.write(
        item, rank: rank, selected: selected, latestTimeBefore: latestTimeBefore,
        clock: renderer.clock, into: &line)
      return String(decoding: line, as: UTF8.self)
    }
  }

  /// The words of a line, read once for many lines.
  public var lines: Lines {
    Lines(words: Words.of(renderer), renderer: renderer)
  }

  /// What every line of a list says alike, read once a list.
  ///
  /// The templates of a line and of a time, and the words of the kinds
  /// without places. Lines are written as bytes, each piece straight after
  /// the last.
  fileprivate struct Words: Sendable {
    /// `{rank}. {title}, {kind}.`, with its values in that order.
    let item: Template.Parsed
    let itemSelected: Template.Parsed
    /// The entry, `{title}, {kind}.`, with no rank.
    let entry: Template.Parsed
    /// The same three for a custom item with no time, which say no kind:
    /// "custom" on every line was said and said, and told nothing.
    let plainItem: Template.Parsed
    let plainItemSelected: Template.Parsed
    let plainEntry: Template.Parsed
    /// A time, `at {time}`.
    let timeAt: Template.Parsed
    let outOfOrder: [UInt8]
    let kindWords: KindWords

    /// The words of the shipped English catalog, read once for the
    /// program: a list the REPL says in English reads no template again.
    static let english = Words(AnnouncementRenderer(catalog: .english))

    /// The words of an overview's renderer, which has only its catalog.
    static func of(_ renderer: AnnouncementRenderer) -> Words {
      renderer.catalog.isShippedEnglish ? english : Words(renderer)
    }

    init(_ renderer: AnnouncementRenderer) {
      let line: [StaticString] = ["rank", "title", "kind"]
      item = Template.Parsed(renderer.template(for: .overviewItem), names: line)
      itemSelected = Template.Parsed(renderer.template(for: .overviewItemSelected), names: line)
      entry = Template.Parsed(renderer.template(for: .overviewEntry), names: ["title", "kind"])
      plainItem = Template.Parsed(renderer.template(for: .overviewItemPlain), names: line)
      plainItemSelected = Template.Parsed(
        renderer.template(for: .overviewItemPlainSelected), names: line)
      plainEntry = Template.Parsed(
        renderer.template(for: .overviewEntryPlain), names: ["title", "kind"])
      timeAt = Template.Parsed(renderer.template(for: .timeAt), names: ["time"])
      outOfOrder = Array(renderer.fill(.timeOutOfOrder).utf8)
      kindWords = KindWords(renderer)
    }

    /// Writes an item's kind words, its time written by `clock`, and "out
    /// of time order" when its time is before `latestTimeBefore`.
    func writeKind(
      of item: Item, latestTimeBefore: ClockTime?, clock: (ClockTime) -> String,
      into output: inout [UInt8]
    ) {
      // A custom item says no kind, only its time.
      let plain = item.kind == .custom
      if !plain { output.append(contentsOf: kindWords(item.kind).utf8) }
      guard let time = item.time else { return }
      if !plain { output.append(contentsOf: ", ".utf8) }
      timeAt.write(into: &output) { _, output in output.append(contentsOf: clock(time).utf8) }
      if let latest = latestTimeBefore, time < latest {
        output.append(contentsOf: ", ".utf8)
        output.append(contentsOf: outOfOrder)
      }
    }

    /// Writes the line of `item` at `rank`, or its entry with no rank.
    func write(
      _ item: Item, rank: Int?, selected: Bool, latestTimeBefore: ClockTime?,
      clock: (ClockTime) -> String, into output: inout [UInt8]
    ) {
      let template =
        if item.kind == .custom, item.time == nil {
          rank == nil ? plainEntry : selected ? plainItemSelected : plainItem
        } else {
          rank == nil ? entry : selected ? itemSelected : self.item
        }
      // The entry's values are the title and kind alone.
      let offset = rank == nil ? 1 : 0
      template.write(into: &output) { index, output in
        switch index + offset {
        case 0: output.append(contentsOf: String(rank ?? 0).utf8)
        case 1: output.append(contentsOf: SpokenText.clean(item.title).utf8)
        default:
          writeKind(of: item, latestTimeBefore: latestTimeBefore, clock: clock, into: &output)
        }
      }
    }
  }

  /// The items of a day as said in a list that numbers them itself, a
  /// page's ordered list: "Breakfast, custom, at 8 am.", with no position.
  ///
  /// `clock` writes an item's time, as ``AnnouncementRenderer/clock(_:)``
  /// says it unless given; an item out of time order says so, as in
  /// ``lines(forItems:selected:clock:)``.
  public func entries(
    forItems items: [Item], clock: ((ClockTime) -> String)? = nil
  ) -> [String] {
    strings(forItems: items, ranked: false, clock: clock ?? renderer.clock)
  }

  /// The lines of a day's items, in order, each time checked against the
  /// ones before it.
  ///
  /// `clock` writes an item's time, as spoken unless given (a file written
  /// for the eye and for braille gives ``AnnouncementRenderer/writtenClock(_:)``).
  public func lines(
    forItems items: [Item], selected: (ItemID) -> Bool = { _ in false },
    clock: ((ClockTime) -> String)? = nil
  ) -> [String] {
    strings(forItems: items, ranked: true, selected: selected, clock: clock ?? renderer.clock)
  }

  /// ``lines(forItems:selected:clock:)`` written at the end of `text` as UTF-8.
  ///
  /// Each line is ended by a line feed: a file of many lines made with no
  /// string for each. `clock` writes an item's time, as spoken unless given.
  public func writeLines(
    forItems items: [Item], into text: inout [UInt8], clock: ((ClockTime) -> String)? = nil
  ) {
    var latest: ClockTime?
    let words = Words.of(renderer)
    let clock = clock ?? renderer.clock
    for (index, item) in items.enumerated() {
      words.write(
        item, rank: index + 1, selected: false, latestTimeBefore: latest, clock: clock,
        into: &text)
      text.append(0x0A)
      if let time = item.time { latest = max(latest ?? time, time) }
    }
  }

  /// Each item's line, or its entry when not `ranked`, as a string.
  private func strings(
    forItems items: [Item], ranked: Bool, selected: (ItemID) -> Bool = { _ in false },
    clock: (ClockTime) -> String
  ) -> [String] {
    var latest: ClockTime?
    let words = Words.of(renderer)
    var line: [UInt8] = []
    return items.enumerated().map { index, item in
      line.removeAll(keepingCapacity: true)
      words.write(
        item, rank: ranked ? index + 1 : nil, selected: ranked && selected(item.id),
        latestTimeBefore: latest, clock: clock, into: &line)
      if let time = item.time { latest = max(latest ?? time, time) }
      return String(decoding: line, as: UTF8.self)
    }
  }

  /// The kind words: "game, fixed", "travel from X to Y",
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
