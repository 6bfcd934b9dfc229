/// A date of the calendar, with no time of day and no time zone: the first
/// day of a trip.
///
/// Dates are Gregorian, from year 1 to year 9999. A trip's day N is its
/// start plus N − 1 days. The file writes a date as ISO 8601 does,
/// `"2027-04-10"`.
public struct TripDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, 1 to 9999.
  public var year: Int { Int(storedYear) }
  /// The month, 1 (January) to 12 (December).
  public var month: Int { Int(storedMonth) }
  /// The day of the month, from 1.
  public var day: Int { Int(storedDay) }
  /// Four bytes in all: a date travels in every place a day is said.
  private let storedYear: UInt16
  private let storedMonth: UInt8
  private let storedDay: UInt8

  /// The date, or `nil` when the calendar has no such day (February 30).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      day >= 1, day <= TripDate.daysIn(month: month, year: year)
    else { return nil }
    self.init(checkedYear: year, month: month, day: day)
  }

  /// The date an ISO 8601 calendar date writes, `2027-04-10`, or `nil`.
  public init?(fileText: some StringProtocol) {
    let parts = fileText.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The date as the file writes it: `2027-04-10`.
  public var fileText: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  public var description: String { fileText }

  /// The last date a trip's day may have, 9999-12-30: an event on a day ends
  /// on the next (an all-day event) or up to a day later (one at a time),
  /// and a calendar has no year 10000 for it to end in.
  public static let latestTripDay = TripDate(checkedYear: 9999, month: 12, day: 30)

  /// 1970-01-01, day 0 of the count of days dates are made from.
  public static let epoch = TripDate(checkedYear: 1970, month: 1, day: 1)

  /// A date known to be one.
  private init(checkedYear year: Int, month: Int, day: Int) {
    storedYear = UInt16(year)
    storedMonth = UInt8(month)
    storedDay = UInt8(day)
  }

  /// How many days `month` has in `year`.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Whether `year` has a February 29.
  public static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The date `count` days later (earlier for a negative count), or `nil`
  /// outside years 1 to 9999: any count, however large, from a file or a
  /// rule, gives one or the other.
  public func adding(days count: Int) -> TripDate? {
    let (sum, overflow) = dayNumber.addingReportingOverflow(count)
    return overflow ? nil : TripDate(dayNumber: sum)
  }

  /// The day of the week, 1 (Monday) to 7 (Sunday), as ISO 8601 counts.
  public var weekday: Int {
    // Day number 0 is 1970-01-01, a Thursday (4).
    let offset = (dayNumber + 3) % 7
    return (offset < 0 ? offset + 7 : offset) + 1
  }

  /// The day numbers of 0001-01-01 and 9999-12-31.
  private static let firstDayNumber = TripDate(checkedYear: 1, month: 1, day: 1).dayNumber
  private static let lastDayNumber = TripDate(checkedYear: 9999, month: 12, day: 31).dayNumber

  /// Days since 1970-01-01 (negative before it).
  package var dayNumber: Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `dayNumber` days after 1970-01-01, or `nil` outside years 1
  /// to 9999.
  init?(dayNumber: Int) {
    // Outside the calendar's days before any arithmetic, which could
    // otherwise overflow.
    guard (TripDate.firstDayNumber...TripDate.lastDayNumber).contains(dayNumber) else {
      return nil
    }
    // Howard Hinnant's civil_from_days.
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    self.init(year: year, month: month, day: day)
  }

  public static func < (lhs: TripDate, rhs: TripDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}

extension TripDate: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = TripDate(fileText: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Not a date written as 2027-04-10: \(text)")
    }
    self = date
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(fileText)
  }
}
