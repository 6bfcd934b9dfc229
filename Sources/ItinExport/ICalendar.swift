import Foundation
import ItineraryCore
import ReorderCommands

/// A trip as an iCalendar file (RFC 5545), for a phone's or a computer's
/// calendar.
///
/// Each item is an event on its day's date: at its time, an hour long, in
/// the day's time zone (its `VTIMEZONE` made from the system's zone data)
/// or, for a trip without one, the local time of wherever the traveller is
/// (a floating time), or all day when it has no time. What a calendar has no field for
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

  /// The bytes of the file: lines folded at 75 octets and ended by CRLF.
  ///
  /// Written straight into one buffer, folded as it goes: what is the same
  /// for every event (the stamp, the UID's end, each day's date and city,
  /// the words of each kind) is made once.
  var bytes: [UInt8] {
    var file = Lines(capacity: 512 + trip.items.count * 400)
    for line in [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//itin-a11y//itin-a11y 0.2//EN",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
    ] {
      file.line(line)
    }
    file.line("X-WR-CALNAME:", text: SpokenText.clean(trip.title))
    file.line("X-ITIN-TITLE:", text: trip.title)
    file.line("X-ITIN-START:" + ICalendar.date(start))
    file.line("X-ITIN-DAYS:\(trip.dayCount)")
    if let zone = trip.zone {
      // Google's and Apple's calendars read the calendar's own zone here.
      file.line("X-WR-TIMEZONE:", text: zone)
      file.line("X-ITIN-ZONE:", text: zone)
    }
    for (index, day) in trip.days.enumerated()
    where day.label != nil || day.city != nil || day.zone != nil {
      // A day's own zone is a fourth field, only where it has one.
      file.line(
        "X-ITIN-DAY:",
        fields: ["\(index + 1)", day.label ?? "", day.city ?? ""] + (day.zone.map { [$0] } ?? []))
    }
    for idea in trip.ideas {
      file.start("X-ITIN-IDEA:")
      file.text(idea.id.rawValue)
      fields(of: idea.kind, title: idea.title, into: &file)
      file.end()
    }
    for zone in zonesInUse { timeZone(zone, into: &file) }
    let common = Common(calendar: self)
    for day in 1...max(trip.dayCount, 1) where trip.hasDay(day) {
      guard let date = start.adding(days: day - 1) else { continue }
      var dates = Dates(date)
      dates.zone = trip.zone(ofDay: day)
      let city = trip.days[day - 1].city.map(SpokenText.clean)
      for (rank, item) in trip.items(onDay: day).enumerated() {
        event(item, dates: dates, city: city, day: day, rank: rank + 1, common: common, into: &file)
      }
    }
    file.line("END:VCALENDAR")
    return file.bytes()
  }

  /// What every event shares, made once a file.
  private struct Common {
    /// `DTSTAMP:` and the time, in UTC.
    let stamp: String
    /// The UID's end: `.` the trip's title's slug, `@itin-a11y`.
    let uidEnd: String
    /// An event's description: its item's kind words.
    let description: KindWords

    init(calendar: ICalendar) {
      stamp = "DTSTAMP:" + ICalendar.utc(calendar.stamp)
      uidEnd = "." + ICalendar.slug(calendar.trip.title) + "@itin-a11y"
      description = KindWords(calendar.renderer)
    }
  }

  /// A day's date and the next day's, as DATE values.
  private struct Dates {
    let day: String
    let next: String
    /// The day's time zone, which its times are written in; none for
    /// floating times.
    var zone: String?

    init(_ date: TripDate) {
      day = ICalendar.date(date)
      next = ICalendar.date(date.adding(days: 1) ?? date)
    }
  }

  /// One item's event, written piece by piece: no line of it is made as a
  /// string first.
  private func event(
    _ item: Item, dates: Dates, city: String?, day: Int, rank: Int, common: Common,
    into file: inout Lines
  ) {
    file.line("BEGIN:VEVENT")
    file.line("UID:", text: item.id.rawValue, then: common.uidEnd)
    file.line(common.stamp)
    if let time = item.time {
      let start = time.hour * 60 + time.minute
      let end = start + 60
      file.start("DTSTART")
      zone(dates.zone, into: &file)
      file.raw(dates.day)
      file.clock(start)
      file.end()
      file.start("DTEND")
      zone(dates.zone, into: &file)
      file.raw(end >= 24 * 60 ? dates.next : dates.day)
      file.clock(end % (24 * 60))
      file.end()
    } else {
      file.start("DTSTART;VALUE=DATE:")
      file.raw(dates.day)
      file.end()
      file.start("DTEND;VALUE=DATE:")
      file.raw(dates.next)
      file.end()
    }
    file.line("SUMMARY:", text: SpokenText.clean(item.title))
    file.line("DESCRIPTION:", text: common.description(item.kind))
    if let city { file.line("LOCATION:", text: city) }
    // A fixed item's time is kept; the others' time is free.
    file.line(item.isFixed ? "TRANSP:OPAQUE" : "TRANSP:TRANSPARENT")
    file.start("X-ITIN-ITEM:")
    file.text(item.id.rawValue)
    fields(of: item.kind, title: item.title, into: &file)
    file.end()
    file.start("X-ITIN-PLACE:")
    file.number(day)
    file.separator()
    file.number(rank)
    file.end()
    file.line("END:VEVENT")
  }

  /// A time's zone parameter, `;TZID=Europe/Lisbon`, and the colon
  /// before its value; the colon alone for a floating time.
  private func zone(_ name: String?, into file: inout Lines) {
    if let name { file.raw(";TZID=" + name) }
    file.raw(":")
  }

  /// An item's or an idea's kind and title, each field after a semicolon:
  /// the title, the kind, and for a travel item its cities and anchors.
  private func fields(of kind: Item.Kind, title: String, into file: inout Lines) {
    file.separator()
    file.text(title)
    file.separator()
    switch kind {
    case .game: file.start("game")
    case .fixed: file.start("fixed")
    case .custom: file.start("custom")
    case .travel(let travel):
      file.start("travel")
      for field in [
        travel.from, travel.to, travel.after?.rawValue ?? "", travel.before?.rawValue ?? "",
      ] {
        file.separator()
        file.text(field)
      }
    }
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

  /// A DATE value: `20270410`.
  static func date(_ date: TripDate) -> String {
    pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2)
  }

  /// A DATE-TIME in UTC: `20261126T031500Z`.
  static func utc(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    return pad(parts.year ?? 1970, 4) + pad(parts.month ?? 1, 2) + pad(parts.day ?? 1, 2) + "T"
      + pad(parts.hour ?? 0, 2) + pad(parts.minute ?? 0, 2) + pad(parts.second ?? 0, 2) + "Z"
  }

  static func pad(_ number: Int, _ width: Int) -> String {
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
}
