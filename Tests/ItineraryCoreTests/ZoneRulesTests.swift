import Foundation
import ItineraryCore
import Testing
import TripTestSupport

@Suite("Time zones from the system's zone data")
struct ZoneRulesTests {
  /// Zones whose rules are unusual: half hours, a 30-minute summer time,
  /// a summer time in winter (Dublin's negative one), changes at negative
  /// or past-24 hours, a southern summer, and none at all.
  static let zones = [
    "Europe/Lisbon", "America/New_York", "Australia/Lord_Howe", "America/St_Johns",
    "Asia/Kolkata", "Pacific/Chatham", "America/Nuuk", "Asia/Jerusalem", "Europe/Dublin",
    "America/Santiago", "Africa/Casablanca", "UTC",
  ]

  @Test("Every offset, every 5 days and 7 hours from 2015 to 2045, is Python's zoneinfo's")
  func offsetsMatchPython() throws {
    // 2045 is past the last change the files list (2037): the rule at the
    // file's end gives those.
    let start: Int64 = 1_420_070_400
    let end: Int64 = 2_366_841_600
    let step: Int64 = 5 * 86_400 + 7 * 3600
    let script = """
      import sys, zoneinfo, datetime
      for name in sys.argv[1:]:
          zone = zoneinfo.ZoneInfo(name)
          t = \(start)
          while t < \(end):
              moment = datetime.datetime.fromtimestamp(t, zone)
              print(name, t, int(moment.utcoffset().total_seconds()))
              t += \(step)
      """
    let run = try Executable.run(
      program: URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script] + Self.zones,
      data: Data(), in: FileManager.default.temporaryDirectory,
      environment: ProcessInfo.processInfo.environment)
    #expect(run.status == 0, "\(run.errors)")
    var compared = 0
    var rulesByName: [String: ZoneRules] = [:]
    for line in run.lines {
      let fields = line.split(separator: " ")
      guard fields.count == 3, let instant = Int64(fields[1]), let offset = Int(fields[2]) else {
        continue
      }
      let name = String(fields[0])
      if rulesByName[name] == nil {
        let loaded = try #require(ZoneRules.named(name))
        rulesByName[name] = loaded
      }
      let rules = try #require(rulesByName[name])
      #expect(rules.offset(atUTC: instant).seconds == offset, "\(name) at \(instant)")
      compared += 1
    }
    #expect(compared == Self.zones.count * Int((end - start + step - 1) / step))
  }

  @Test("A local time is the instant it names, and a change's local times are read as people do")
  func localTimes() throws {
    let lisbon = try #require(ZoneRules.named("Europe/Lisbon"))
    let may9 = try #require(TripDate(year: 2027, month: 5, day: 9))
    let evening = try #require(ClockTime(hour: 21, minute: 30))
    // 21:30 in Lisbon in May is 20:30 UTC.
    let instant = lisbon.instant(of: may9, evening)
    #expect(instant == Int64(may9.dayNumber) * 86_400 + 20 * 3600 + 30 * 60)
    #expect(lisbon.local(atUTC: instant)?.date == may9)
    #expect(lisbon.local(atUTC: instant)?.time == evening)
    // Clocks go forward at 1:00 on March 28, 2027: 1:30 never happens,
    // and is read with the winter offset, as 2:30 summer time.
    let march28 = try #require(TripDate(year: 2027, month: 3, day: 28))
    let gap = lisbon.instant(of: march28, try #require(ClockTime(hour: 1, minute: 30)))
    #expect(lisbon.local(atUTC: gap)?.time == ClockTime(hour: 2, minute: 30))
    // Back at 2:00 on October 31: 1:30 happens twice, and is the first.
    let october31 = try #require(TripDate(year: 2027, month: 10, day: 31))
    let twice = lisbon.instant(of: october31, try #require(ClockTime(hour: 1, minute: 30)))
    #expect(lisbon.offset(atUTC: twice).seconds == 3600)
  }

  @Test(
    "Every local time every 30 minutes within a day of each change, 2000 to 2030, in 20 zones, is zoneinfo's instant"
  )
  func localTimesAcrossChangesMatchPython() throws {
    // A day after the clocks go back, the time is read with the winter
    // offset: a London match at 16:05 on October 26, 2003 is 16:05 UTC.
    let london = try #require(ZoneRules.named("Europe/London"))
    let match = london.instant(
      of: try #require(TripDate(year: 2003, month: 10, day: 26)),
      try #require(ClockTime(hour: 16, minute: 5)))
    #expect(match % 86_400 == 16 * 3600 + 5 * 60)
    let zones =
      Self.zones + [
        "Europe/London", "America/Los_Angeles", "America/Chicago", "Europe/Berlin",
        "Australia/Sydney", "America/Sao_Paulo", "Asia/Tehran", "Pacific/Auckland",
      ]
    let from = Int64(try #require(TripDate(year: 2000, month: 1, day: 1)).dayNumber) * 86_400
    let to = Int64(try #require(TripDate(year: 2031, month: 1, day: 1)).dayNumber) * 86_400
    // The local times around each change the zone data lists: a day and
    // a little either side, every half hour.
    var asked: [String] = []
    var ours: [Int64] = []
    for name in zones {
      let rules = try #require(ZoneRules.named(name))
      for change in rules.transitions(from: from, to: to) {
        let local = change.at + Int64(change.from.seconds)
        let first = (local - 26 * 3600) / 1800 * 1800
        for moment in stride(from: first, through: local + 26 * 3600, by: 1800) {
          let days = Int(moment.dividedRoundingDown(by: 86_400))
          let minutes = Int(moment - Int64(days) * 86_400) / 60
          let date = try #require(TripDate.epoch.adding(days: days))
          let time = try #require(ClockTime(hour: minutes / 60, minute: minutes % 60))
          asked.append("\(name) \(date.year) \(date.month) \(date.day) \(time.hour) \(time.minute)")
          ours.append(rules.instant(of: date, time))
        }
      }
    }
    // Python reads each as `fold=0` does: the first of two, and one that
    // never happens with the offset before the change.
    let script = """
      import sys, zoneinfo, datetime
      # Every line read before any is written: the test writes them all
      # before it reads.
      out = []
      for line in sys.stdin.read().splitlines():
          name, y, m, d, h, mi = line.split()
          moment = datetime.datetime(int(y), int(m), int(d), int(h), int(mi), tzinfo=zoneinfo.ZoneInfo(name))
          out.append(str(int(moment.timestamp())))
      sys.stdout.write("\\n".join(out) + "\\n")
      """
    let run = try Executable.run(
      program: URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script],
      data: Data(asked.joined(separator: "\n").utf8), in: FileManager.default.temporaryDirectory,
      environment: ProcessInfo.processInfo.environment)
    #expect(run.status == 0, "\(run.errors)")
    let theirs = run.lines.compactMap { Int64($0) }
    #expect(theirs.count == asked.count)
    #expect(asked.count > 20_000)
    var wrong: [String] = []
    for (index, expected) in zip(theirs.indices, theirs) where ours[index] != expected {
      wrong.append("\(asked[index]): \(ours[index]) not \(expected)")
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong, first \(wrong.prefix(5))")
  }

  @Test("A year's changes are listed with the offsets either side, as a VTIMEZONE needs")
  func transitions() throws {
    let newYork = try #require(ZoneRules.named("America/New_York"))
    let from = Int64(try #require(TripDate(year: 2027, month: 1, day: 1)).dayNumber) * 86_400
    let to = Int64(try #require(TripDate(year: 2028, month: 1, day: 1)).dayNumber) * 86_400
    let changes = newYork.transitions(from: from, to: to)
    #expect(changes.map(\.from.seconds) == [-18_000, -14_400])
    #expect(changes.map(\.to.seconds) == [-14_400, -18_000])
    #expect(changes.map(\.to.abbreviation) == ["EDT", "EST"])
    // March 14, 2027 at 2:00 EST, and November 7 at 2:00 EDT.
    #expect(changes.map { newYork.local(atUTC: $0.at - 1)?.date.day } == [14, 7])
    // Past 2037, from the file's rule.
    let later = Int64(try #require(TripDate(year: 2041, month: 1, day: 1)).dayNumber) * 86_400
    #expect(newYork.transitions(from: later, to: later + 365 * 86_400).count == 2)
    #expect(try #require(ZoneRules.named("Asia/Kolkata")).transitions(from: from, to: to).isEmpty)
  }

  @Test("A zone is found by its name in any case or by its city; anything else is none")
  func names() {
    #expect(ZoneRules.resolve("Europe/Lisbon") == "Europe/Lisbon")
    #expect(ZoneRules.resolve("europe/lisbon") == "Europe/Lisbon")
    #expect(ZoneRules.resolve("lisbon") == "Europe/Lisbon")
    #expect(ZoneRules.resolve("New York") == "America/New_York")
    #expect(ZoneRules.resolve("zürich") == "Europe/Zurich")
    #expect(ZoneRules.resolve("utc") == "UTC")
    for bad in [
      "Atlantis", "", "../../etc/passwd", "/etc/passwd", "Europe/", "zone.tab", "Europe/../UTC",
    ] {
      #expect(ZoneRules.resolve(bad) == nil, "\(bad)")
      #expect(ZoneRules.named(bad) == nil, "\(bad)")
    }
    #expect(ZoneRules.city(of: "America/Argentina/Buenos_Aires") == "Buenos Aires")
    #expect(
      ZoneOffset(seconds: -9000, isDaylight: true, abbreviation: "NDT").spoken == "UTC\u{2212}2:30")
    #expect(ZoneOffset(seconds: 0, isDaylight: false, abbreviation: "UTC").spoken == "UTC")
  }
}
