import ItineraryCore

/// A repeating event's exceptions (`EXDATE`) and extra dates (`RDATE`).
extension Parsed {
  /// The written dates of a repeating event: its repeats less its
  /// exceptions (`EXDATE`), with its extra dates (`RDATE`), each at the
  /// event's time unless an extra date gives its own.
  ///
  /// An occasion in `moved` is left out too, without a word: an event of
  /// its own, with the same `UID` and a `RECURRENCE-ID` naming it, stands
  /// in its place (a meeting moved to another day or hour).
  ///
  /// An exception at a time leaves out the occasion at that time, one in
  /// UTC first put in the event's own local time (`local`); an exception
  /// that is a date alone leaves out every occasion that day.
  ///
  /// Each date is kept once, in the order it comes: an extra date is
  /// looked up among those kept, not searched for, so that many extra
  /// dates cost what their count does (counted in `work`). An extra date
  /// is an item as a repeat is: with `atMost` dates kept, the bound its
  /// repeats were made to, one more refuses the calendar before the rest
  /// are read.
  func datesOf(
    _ event: Event, written: Written, repeats: [Occasion], atMost: Int,
    notes: inout CalendarNotes, work: inout CalendarWork, local: (Int64) -> Occasion,
    moved: Set<Occasion> = []
  ) throws(CalendarProblem) -> [Written] {
    var excludedDays: Set<TripDate> = []
    var excluded: Set<Occasion> = []
    for line in event.all("EXDATE") {
      for value in line.value.split(separator: ",") {
        guard let date = Parsed.date(String(value.prefix(8))) else {
          throw .badDate(line: line.number)
        }
        guard value.count >= 15, let time = Parsed.clock(String(value)) else {
          excludedDays.insert(date)
          continue
        }
        guard value.hasSuffix("Z") else {
          excluded.insert(Occasion(date: date, time: time))
          continue
        }
        excluded.insert(local(Occasion.instant(ofUTC: date, time)))
      }
    }
    // An exception at a time leaves an all-day event's day alone: it is
    // read as its date.
    if written.time == nil { excludedDays.formUnion(excluded.map(\.date)) }
    let isExcluded = { (occasion: Occasion) in
      excludedDays.contains(occasion.date) || excluded.contains(occasion)
    }
    var dates: [Written] = []
    for occasion in repeats {
      if moved.contains(occasion)
        || (occasion.time == nil && moved.contains { $0.date == occasion.date })
      {
        continue
      }
      if isExcluded(occasion) {
        notes.excluded += 1
        continue
      }
      var one = written
      one.date = occasion.date
      if let time = occasion.time { one.time = time }
      dates.append(one)
    }
    var kept = Set(dates)
    for line in event.all("RDATE") {
      for value in line.value.split(separator: ",") {
        work.extraDatesRead += 1
        // A period's start: `20270512T090000Z/PT1H`.
        let start = String(value.split(separator: "/").first ?? value)
        var extra = written
        guard let date = Parsed.date(String(start.prefix(8))) else {
          throw .badDate(line: line.number)
        }
        extra.date = date
        if start.count >= 15, let time = Parsed.clock(start) {
          extra.time = time
          extra.zone =
            start.hasSuffix("Z") ? .utc : line.parameters["TZID"].map { .named($0) } ?? written.zone
        }
        guard !isExcluded(Occasion(date: date, time: extra.time)) else { continue }
        work.datesCompared += 1
        guard kept.insert(extra).inserted else { continue }
        guard dates.count < atMost else { throw .tooManyItems }
        notes.added += 1
        dates.append(extra)
      }
    }
    return dates
  }

  /// The events another copy of the same event supersedes.
  ///
  /// A calendar may hold an event twice, as edited and as it was: the same
  /// `UID` (and the same `RECURRENCE-ID`, or none). The copy with the
  /// highest `SEQUENCE` is the event, the later in the file of two equal;
  /// the others are left out without a word.
  func supersededEvents() -> Set<Int> {
    var newest: [String: (index: Int, sequence: Int)] = [:]
    var superseded: Set<Int> = []
    for (index, event) in events.enumerated() {
      guard let uid = event.first("UID")?.value else { continue }
      let key = uid + "\u{0}" + (event.first("RECURRENCE-ID")?.value ?? "")
      let sequence = event.first("SEQUENCE").flatMap { Int($0.value) } ?? 0
      if let kept = newest[key] {
        if sequence >= kept.sequence {
          superseded.insert(kept.index)
          newest[key] = (index, sequence)
        } else {
          superseded.insert(index)
        }
      } else {
        newest[key] = (index, sequence)
      }
    }
    return superseded
  }

  /// The occasions of each series that the calendar moves.
  ///
  /// For each `UID`, the `RECURRENCE-ID` of each event that stands in for
  /// one of its occasions, as written. One that is no date names none: its
  /// event is read as an event of its own.
  func movedInstances(leaving superseded: Set<Int> = []) -> [String: [Written]] {
    var moved: [String: [Written]] = [:]
    for (index, event) in events.enumerated() where !superseded.contains(index) {
      guard let line = event.first("RECURRENCE-ID"), let uid = event.first("UID")?.value,
        let id = try? Parsed.written(line)
      else { continue }
      moved[uid, default: []].append(id)
    }
    return moved
  }

  /// A repeat's dates with its first, which counts in whatever its rule
  /// says (a count of none, an interval past the calendar).
  static func withFirst(_ first: Occasion, _ dates: [Occasion]?) -> [Occasion] {
    guard let dates, dates.first == first else {
      return [first] + (dates ?? []).filter { $0 != first }
    }
    return dates
  }
}
