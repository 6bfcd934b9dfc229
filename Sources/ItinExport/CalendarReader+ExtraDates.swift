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
        // An all-day series' exception is its date as written, whatever
        // its time or zone.
        guard value.count >= 15, written.time != nil, let time = Parsed.clock(String(value))
        else {
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

  /// A repeat's dates with its first, which counts in whatever its rule
  /// says (a count of none, an interval past the calendar).
  static func withFirst(_ first: Occasion, _ dates: [Occasion]?) -> [Occasion] {
    guard let dates, dates.first == first else {
      return [first] + (dates ?? []).filter { $0 != first }
    }
    return dates
  }
}
