import ItineraryCore

/// A calendar's edits of its own events: an event held twice, as edited
/// and as it was; an occasion of a series moved to another time; and an
/// occasion edited with every one after it.
extension Parsed {
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
      let sequence = event.sequence
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

  /// The edits of single occasions their series has since deleted.
  ///
  /// An event that stands in for one occasion of a series (`RECURRENCE-ID`)
  /// whose series now leaves that occasion out with an exception (`EXDATE`)
  /// was deleted after it was moved: the series, as it is, says what is
  /// true. The edit is left out without a word, as an older copy is.
  func deletedEdits(leaving superseded: Set<Int>) -> Set<Int> {
    var exceptions: [String: Set<String>] = [:]
    for (index, event) in events.enumerated()
    where !superseded.contains(index) && event.first("RECURRENCE-ID") == nil {
      guard let uid = event.first("UID")?.value else { continue }
      for line in event.all("EXDATE") {
        for value in line.value.split(separator: ",") {
          exceptions[uid, default: []].insert(String(value.prefix(15)))
        }
      }
    }
    var deleted: Set<Int> = []
    for (index, event) in events.enumerated() where !superseded.contains(index) {
      guard let id = event.first("RECURRENCE-ID"), let uid = event.first("UID")?.value,
        exceptions[uid]?.contains(String(id.value.prefix(15))) == true
      else { continue }
      deleted.insert(index)
    }
    return deleted
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

  /// The edits of an occasion and every one after it
  /// (`RECURRENCE-ID;RANGE=THISANDFUTURE`), for each `UID`: the occasion
  /// edited as written, and the event that edits it.
  func futureEdits(leaving left: Set<Int>) -> [String: [(id: Written, event: Event)]] {
    var edits: [String: [(id: Written, event: Event)]] = [:]
    for (index, event) in events.enumerated() where !left.contains(index) {
      guard let line = event.first("RECURRENCE-ID"),
        line.parameters["RANGE"]?.uppercased() == "THISANDFUTURE",
        let uid = event.first("UID")?.value, let id = try? Parsed.written(line)
      else { continue }
      edits[uid, default: []].append((id, event))
    }
    return edits
  }

  /// A series' dates, each edited by the latest edit of an occasion and
  /// every one after it that comes at or before it: moved as far as that
  /// edit moved its first occasion, and titled as it is.
  ///
  /// `occasion` gives a date in the series' own local time, where the
  /// edits' first occasions are; the moved dates are written in `zone`,
  /// the series' own.
  static func edited(
    _ dates: [Written], by edits: [FutureEdit], title: String, zone: Written.Zone,
    occasion: (Written) -> Occasion
  ) -> [(date: Written, title: String)] {
    guard !edits.isEmpty else { return dates.map { ($0, title) } }
    return dates.map { date in
      let at = occasion(date)
      guard let edit = edits.last(where: { $0.from.seconds <= at.seconds }),
        let moved = Occasion(seconds: at.seconds + edit.shift, timed: at.time != nil)
      else { return (date, title) }
      return (Written(date: moved.date, time: moved.time, zone: zone), edit.title)
    }
  }
}

/// An edit of a series from one of its occasions on
/// (`RANGE=THISANDFUTURE`), in the series' own local time.
struct FutureEdit {
  /// The first occasion edited.
  var from: Occasion
  /// How far it and every later occasion move, in seconds.
  var shift: Int64
  /// The title they take.
  var title: String
}

extension Event {
  /// The event's `SEQUENCE`, 0 when it has none.
  var sequence: Int { first("SEQUENCE").flatMap { Int($0.value) } ?? 0 }
}
