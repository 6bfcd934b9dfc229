/// A time of day on the 24-hour clock, to the minute: when an item happens
///.
///
/// A time is said in the language's clock by the command layer; in the file
/// it is `"19:05"`. It never orders anything by itself: the order of a day is
/// its sortOrders.
public struct ClockTime: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// 0 to 23.
  public var hour: Int { Int(minutesOfDay / 60) }
  /// 0 to 59.
  public var minute: Int { Int(minutesOfDay % 60) }
  /// The minutes since midnight: two bytes, so that an item, copied as
  /// often as it is, carries its time at no cost.
  private let minutesOfDay: UInt16

  /// A time, or `nil` when the hour is not 0 to 23 or the minute 0 to 59.
  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    minutesOfDay = UInt16(hour * 60 + minute)
  }

  /// A time as the file writes it, `HH:MM` on the 24-hour clock ("19:05",
  /// "07:30"; "7:30" is taken too); `nil` for anything else.
  public init?(file text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
      let hour = Int(parts[0]), let minute = Int(parts[1])
    else { return nil }
    self.init(hour: hour, minute: minute)
  }

  /// The time as the file writes it: "19:05", "07:30".
  public var fileText: String {
    (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
  }

  public var description: String { fileText }

  public static func < (left: ClockTime, right: ClockTime) -> Bool {
    (left.hour, left.minute) < (right.hour, right.minute)
  }
}
