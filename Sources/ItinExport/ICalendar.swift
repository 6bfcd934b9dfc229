import Foundation
import ItineraryCore
import ReorderCommands

/// A trip as an iCalendar file (RFC 5545), for a phone's or a computer's
/// calendar (SPEC section 13).
///
/// Each item is an event on its day's date: at its time, an hour long, in
/// the local time of wherever the traveller is (a floating time, with no
/// zone), or all day when it has no time. What a calendar has no field for
/// (the item's kind, its travel cities and anchors, its position on its
/// day, the days' labels and cities, the ideas) travels in `X-ITIN-`
/// properties, which calendars keep and ignore, so that reading the file
/// back gives the same trip.
struct ICalendar {
  let trip: Trip
  /// The date the trip starts: a calendar needs one.
  let start: TripDate
  /// The words of the events' descriptions.
  let renderer: AnnouncementRenderer
  /// When the file is made: every event's `DTSTAMP`.
  let stamp: Date

  /// The file's lines, unfolded and unended.
  var lines: [String] {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//itin-a11y//itin-a11y 0.2//EN",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
      "X-WR-CALNAME:" + ICalendar.text(SpokenText.clean(trip.title)),
      "X-ITIN-TITLE:" + ICalendar.text(trip.title),
      "X-ITIN-START:" + ICalendar.date(start),
      "X-ITIN-DAYS:\(trip.dayCount)",
    ]
    for (index, day) in trip.days.enumerated() where day.label != nil || day.city != nil {
      lines.append(
        "X-ITIN-DAY:" + ICalendar.structured(["\(index + 1)", day.label ?? "", day.city ?? ""]))
    }
    for idea in trip.ideas {
      lines.append(
        "X-ITIN-IDEA:"
          + ICalendar.structured([idea.id.rawValue] + fields(of: idea.kind, title: idea.title)))
    }
    let stamp = ICalendar.utc(self.stamp)
    for day in 1...max(trip.dayCount, 1) where trip.hasDay(day) {
      guard let date = start.adding(days: day - 1) else { continue }
      for (rank, item) in trip.items(onDay: day).enumerated() {
        lines += event(item, on: date, day: day, rank: rank + 1, stamp: stamp)
      }
    }
    lines.append("END:VCALENDAR")
    return lines
  }

  /// The bytes of the file: lines folded at 75 octets and ended by CRLF.
  var bytes: [UInt8] {
    var bytes: [UInt8] = []
    for line in lines { ICalendar.fold(line, into: &bytes) }
    return bytes
  }

  /// One item's event.
  private func event(_ item: Item, on date: TripDate, day: Int, rank: Int, stamp: String)
    -> [String]
  {
    var lines = [
      "BEGIN:VEVENT",
      "UID:" + ICalendar.text(uid(of: item)),
      "DTSTAMP:" + stamp,
    ]
    if let time = item.time {
      let end = time.hour * 60 + time.minute + 60
      let endDate = end >= 24 * 60 ? (date.adding(days: 1) ?? date) : date
      let endMinutes = end % (24 * 60)
      lines.append(
        "DTSTART:" + ICalendar.date(date) + "T" + ICalendar.clock(time.hour * 60 + time.minute))
      lines.append("DTEND:" + ICalendar.date(endDate) + "T" + ICalendar.clock(endMinutes))
    } else {
      lines.append("DTSTART;VALUE=DATE:" + ICalendar.date(date))
      lines.append("DTEND;VALUE=DATE:" + ICalendar.date(date.adding(days: 1) ?? date))
    }
    lines.append("SUMMARY:" + ICalendar.text(SpokenText.clean(item.title)))
    lines.append("DESCRIPTION:" + ICalendar.text(renderer.kindWords(item.kind)))
    if let city = trip.days[day - 1].city {
      lines.append("LOCATION:" + ICalendar.text(SpokenText.clean(city)))
    }
    // A fixed item's time is kept; the others' time is free.
    lines.append("TRANSP:" + (item.isFixed ? "OPAQUE" : "TRANSPARENT"))
    lines.append(
      "X-ITIN-ITEM:"
        + ICalendar.structured([item.id.rawValue] + fields(of: item.kind, title: item.title)))
    lines.append("X-ITIN-PLACE:\(day);\(rank)")
    lines.append("END:VEVENT")
    return lines
  }

  /// What an item's or an idea's kind and title are, field by field: the
  /// title, the kind, and for a travel item its cities and anchors.
  private func fields(of kind: Item.Kind, title: String) -> [String] {
    switch kind {
    case .game: [title, "game"]
    case .fixed: [title, "fixed"]
    case .custom: [title, "custom"]
    case .travel(let travel):
      [
        title, "travel", travel.from, travel.to, travel.after?.rawValue ?? "",
        travel.before?.rawValue ?? "",
      ]
    }
  }

  /// An event's UID: the item's id and the trip's title, so that it is the
  /// same in every export of the trip, and another trip's item of the same
  /// id is another event.
  private func uid(of item: Item) -> String {
    item.id.rawValue + "." + ICalendar.slug(trip.title) + "@itin-a11y"
  }

  /// A title's letters and digits of ASCII, lower case, joined by hyphens.
  static func slug(_ title: String) -> String {
    var slug = ""
    var pending = false
    for scalar in title.unicodeScalars {
      if scalar.isASCII, let ascii = Character(scalar).asciiValue,
        (0x30...0x39).contains(ascii) || (0x41...0x5A).contains(ascii)
          || (0x61...0x7A).contains(ascii)
      {
        if pending, !slug.isEmpty { slug.append("-") }
        pending = false
        slug.append(Character(scalar).lowercased())
      } else {
        pending = true
      }
    }
    return slug.isEmpty ? "trip" : slug
  }

  /// A TEXT value, escaped as RFC 5545 section 3.3.11 says: a backslash,
  /// a semicolon and a comma each behind a backslash, a line break as `\n`.
  static func text(_ value: String) -> String {
    // The characters escaped are ASCII, whose bytes are no other
    // character's part in UTF-8: the text is escaped byte by byte.
    guard value.utf8.contains(where: { $0 == 0x5C || $0 == 0x3B || $0 == 0x2C || $0 < 0x20 })
    else { return value }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(value.utf8.count + 8)
    var previous: UInt8 = 0
    for byte in value.utf8 {
      switch byte {
      case 0x5C, 0x3B, 0x2C: escaped += [0x5C, byte]
      case 0x0A where previous == 0x0D: break
      case 0x0A, 0x0D: escaped += [0x5C, UInt8(ascii: "n")]
      default: escaped.append(byte)
      }
      previous = byte
    }
    return String(decoding: escaped, as: UTF8.self)
  }

  /// Fields of TEXT separated by semicolons, each escaped.
  static func structured(_ fields: [String]) -> String {
    fields.map(text).joined(separator: ";")
  }

  /// A DATE value: `20270410`.
  static func date(_ date: TripDate) -> String {
    date.fileText.filter { $0 != "-" }
  }

  /// A TIME value of a floating time: `190500`.
  static func clock(_ minutes: Int) -> String {
    pad(minutes / 60, 2) + pad(minutes % 60, 2) + "00"
  }

  /// A DATE-TIME in UTC: `20261126T031500Z`.
  static func utc(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    return pad(parts.year ?? 1970, 4) + pad(parts.month ?? 1, 2) + pad(parts.day ?? 1, 2) + "T"
      + pad(parts.hour ?? 0, 2) + pad(parts.minute ?? 0, 2) + pad(parts.second ?? 0, 2) + "Z"
  }

  private static func pad(_ number: Int, _ width: Int) -> String {
    var digits = [UInt8](repeating: UInt8(ascii: "0"), count: width)
    var rest = number
    var index = width - 1
    while rest > 0, index >= 0 {
      digits[index] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
      index -= 1
    }
    return String(decoding: digits, as: UTF8.self)
  }

  /// Appends `line` folded as RFC 5545 section 3.1 says: no line longer
  /// than 75 octets before its CRLF, a continuation starting with a space,
  /// and no character's UTF-8 split between two lines.
  static func fold(_ line: String, into bytes: inout [UInt8]) {
    var line = line
    line.withUTF8 { utf8 in
      var count = 0
      var index = 0
      while index < utf8.count {
        // A character's bytes go together: its first byte and those after
        // it that continue it (10xxxxxx).
        var end = index + 1
        while end < utf8.count, utf8[end] & 0xC0 == 0x80 { end += 1 }
        if count + (end - index) > 75 {
          bytes += [0x0D, 0x0A, 0x20]
          count = 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<end]))
        count += end - index
        index = end
      }
    }
    bytes += [0x0D, 0x0A]
  }
}
