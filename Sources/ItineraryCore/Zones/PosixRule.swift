/// The rule a zone's file gives for every time past its last change: a
/// POSIX `TZ` string such as `WET0WEST,M3.5.0/1,M10.5.0`, with the
/// extensions RFC 8536 allows (hours from −167 to 167 in a change's time).
struct PosixRule: Sendable {
  /// The offset of standard time.
  var standard: ZoneOffset
  /// Summer time, and the rules of its start and end, if the zone has it.
  var daylight:
    (offset: ZoneOffset, start: ChangeDay, startTime: Int, end: ChangeDay, endTime: Int)?

  /// A day of the year a change happens on.
  enum ChangeDay {
    /// `Jn`: day n from 1 to 365, February 29 never counted.
    case julian(Int)
    /// `n`: day n from 0 to 365, February 29 counted.
    case zeroBased(Int)
    /// `Mm.w.d`: weekday d (0 Sunday) of week w (5 the last) of month m.
    case month(Int, week: Int, weekday: Int)

    /// The date in `year`.
    func date(in year: Int) -> TripDate? {
      switch self {
      case .julian(let day):
        guard let first = TripDate(year: year, month: 1, day: 1) else { return nil }
        let leapShift = TripDate.isLeap(year) && day >= 60 ? 1 : 0
        return first.adding(days: day - 1 + leapShift)
      case .zeroBased(let day):
        return TripDate(year: year, month: 1, day: 1)?.adding(days: day)
      case .month(let month, let week, let weekday):
        guard let first = TripDate(year: year, month: month, day: 1) else { return nil }
        // TripDate's weekday is ISO's, 1 (Monday) to 7 (Sunday); the
        // rule's counts from Sunday, 0.
        let firstWeekday = first.weekday % 7
        var day = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
        let length = TripDate.daysIn(month: month, year: year)
        while day > length { day -= 7 }
        return TripDate(year: year, month: month, day: day)
      }
    }
  }

  init?(_ text: String) {
    var scanner = Scanner(Array(text.utf8))
    guard let standardName = scanner.name(), let standardWest = scanner.offset() else { return nil }
    standard = ZoneOffset(seconds: -standardWest, isDaylight: false, abbreviation: standardName)
    guard !scanner.atEnd else {
      daylight = nil
      return
    }
    guard let daylightName = scanner.name() else { return nil }
    var daylightSeconds = standard.seconds + 3600
    if !scanner.atEnd, scanner.peek != UInt8(ascii: ",") {
      guard let west = scanner.offset() else { return nil }
      daylightSeconds = -west
    }
    guard scanner.take(","), let start = scanner.changeDay() else { return nil }
    let startTime = scanner.take("/") ? scanner.offset() ?? 7200 : 7200
    guard scanner.take(","), let end = scanner.changeDay() else { return nil }
    let endTime = scanner.take("/") ? scanner.offset() ?? 7200 : 7200
    daylight = (
      ZoneOffset(seconds: daylightSeconds, isDaylight: true, abbreviation: daylightName),
      start, startTime, end, endTime
    )
  }

  /// The offset at an instant, by the rule.
  func offset(atUTC instant: Int64) -> ZoneOffset {
    guard daylight != nil else { return standard }
    let year = ZoneRules.year(of: instant)
    // The last change at or before the instant, from last year's on.
    var current = standard
    var latest = Int64.min
    for checked in (year - 1)...(year + 1) {
      for transition in transitions(inYear: checked) where transition.at <= instant {
        if transition.at > latest {
          latest = transition.at
          current = transition.to
        }
      }
    }
    return current
  }

  /// The two changes of `year`: into summer time and out of it.
  func transitions(inYear year: Int) -> [ZoneTransition] {
    guard let daylight, let startDate = daylight.start.date(in: year),
      let endDate = daylight.end.date(in: year)
    else { return [] }
    // Each change's time is local time before it.
    let start =
      Int64(startDate.dayNumber) * 86_400 + Int64(daylight.startTime) - Int64(standard.seconds)
    let end =
      Int64(endDate.dayNumber) * 86_400 + Int64(daylight.endTime) - Int64(daylight.offset.seconds)
    return [
      ZoneTransition(at: start, from: standard, to: daylight.offset),
      ZoneTransition(at: end, from: daylight.offset, to: standard),
    ]
  }

  /// Reads a `TZ` string's parts in order.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index >= bytes.count }
    var peek: UInt8? { atEnd ? nil : bytes[index] }

    mutating func take(_ mark: Unicode.Scalar) -> Bool {
      guard peek == UInt8(ascii: mark) else { return false }
      index += 1
      return true
    }

    /// A zone's abbreviation: letters, or anything in `<…>`.
    mutating func name() -> String? {
      let start = index
      if take("<") {
        while let byte = peek, byte != UInt8(ascii: ">") { index += 1 }
        guard take(">") else { return nil }
        return String(decoding: bytes[(start + 1)..<(index - 1)], as: UTF8.self)
      }
      while let byte = peek, (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) {
        index += 1
      }
      return index - start >= 3 ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    /// `[+-]hh[:mm[:ss]]` in seconds.
    mutating func offset() -> Int? {
      var sign = 1
      if take("-") { sign = -1 } else { _ = take("+") }
      guard let hours = number() else { return nil }
      var seconds = hours * 3600
      if take(":") {
        guard let minutes = number() else { return nil }
        seconds += minutes * 60
        if take(":") {
          guard let rest = number() else { return nil }
          seconds += rest
        }
      }
      return sign * seconds
    }

    mutating func number() -> Int? {
      let start = index
      while let byte = peek, (0x30...0x39).contains(byte), index - start < 4 { index += 1 }
      guard index > start else { return nil }
      return Int(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    mutating func changeDay() -> ChangeDay? {
      if take("M") {
        guard let month = number(), take("."), let week = number(), take("."),
          let weekday = number(), (1...12).contains(month), (1...5).contains(week),
          (0...6).contains(weekday)
        else { return nil }
        return .month(month, week: week, weekday: weekday)
      }
      if take("J") {
        guard let day = number(), (1...365).contains(day) else { return nil }
        return .julian(day)
      }
      guard let day = number(), (0...365).contains(day) else { return nil }
      return .zeroBased(day)
    }
  }
}
