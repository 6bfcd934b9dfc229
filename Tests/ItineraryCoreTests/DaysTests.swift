import Foundation
import ItineraryCore
import Testing
import TripTestSupport

@Suite("Dates and days of a trip: kept by the trip, the file and undo")
struct DaysTests {
  let json = """
    {
      "format": 1,
      "title": "Days",
      "days": [
        { "label": "Arrival", "note": "kept" },
        { "city": "Milwaukee" },
        {}
      ],
      "items": [
        { "id": "a", "kind": "custom", "title": "Breakfast", "day": 1, "sortOrder": 1 },
        { "id": "g", "kind": "game", "title": "Cubs at Brewers", "day": 2, "sortOrder": 2 },
        { "id": "t", "kind": "travel", "title": "Drive", "from": "A", "to": "B", "before": "g", "day": 1, "sortOrder": 2 },
        { "id": "c", "kind": "custom", "title": "Dinner", "day": 3, "sortOrder": 1 },
        { "id": "d", "kind": "custom", "title": "Museum", "day": 3, "sortOrder": 2 }
      ]
    }
    """

  @Test(
    "A date is one the calendar has; its weekday and the days after it are counted, not looked up")
  func dates() throws {
    #expect(TripDate(year: 2027, month: 2, day: 30) == nil)
    #expect(TripDate(year: 2028, month: 2, day: 29) != nil)
    #expect(TripDate(year: 2100, month: 2, day: 29) == nil)
    #expect(TripDate(year: 2000, month: 2, day: 29) != nil)
    #expect(TripDate(fileText: "2027-04-10") == TripDate(year: 2027, month: 4, day: 10))
    for bad in [
      "2027-4-10", "2027-02-30", "10-04-2027", "2027-04-10 ", "", "２０２７-04-10", "0000-01-01",
    ] {
      #expect(TripDate(fileText: bad) == nil, "\(bad)")
    }
    let april10 = try #require(TripDate(year: 2027, month: 4, day: 10))
    #expect(april10.weekday == 6)  // a Saturday
    #expect(try #require(TripDate(year: 1970, month: 1, day: 1)).weekday == 4)
    #expect(
      try #require(TripDate(year: 2024, month: 2, day: 28)).adding(days: 1)?.fileText
        == "2024-02-29")
    #expect(
      try #require(TripDate(year: 2027, month: 12, day: 31)).adding(days: 1)?.fileText
        == "2028-01-01")
    #expect(april10.adding(days: -100)?.adding(days: 100) == april10)
    #expect(try #require(TripDate(year: 9999, month: 12, day: 31)).adding(days: 1) == nil)
    // Every day of four centuries, one after another.
    var date = try #require(TripDate(year: 1900, month: 1, day: 1))
    var weekday = date.weekday
    for _ in 0..<(400 * 365 + 97) {
      let next = try #require(date.adding(days: 1))
      #expect(next > date)
      weekday = weekday % 7 + 1
      if next.weekday != weekday { Issue.record("\(next) weekday \(next.weekday)") }
      date = next
    }
    #expect(date.fileText == "2300-01-01")
  }

  @Test(
    "Any number of days, however large, added to a date gives a date or nothing, never a crash",
    arguments: [Int.max, Int.min, Int.max - 1, Int.min + 1, 1 << 62, -(1 << 62), 3_652_059])
  func addingAnyDays(_ count: Int) throws {
    for date in [
      try #require(TripDate(year: 1, month: 1, day: 1)),
      try #require(TripDate(year: 2027, month: 4, day: 10)),
      try #require(TripDate(year: 9999, month: 12, day: 31)),
    ] {
      #expect(date.adding(days: count) == nil, "\(date) + \(count)")
    }
    #expect(
      try #require(TripDate(year: 1, month: 1, day: 1)).adding(days: 3_652_058)?.fileText
        == "9999-12-31")
  }

  @Test("Adding and removing days renumber the days after; undo gives back the trip to the bit")
  func addAndRemove() throws {
    var trip = try TripDocument(bytes: Array(json.utf8)).trip
    let before = trip
    let added = try trip.addDay(at: 2)
    #expect(trip.dayCount == 4)
    #expect(trip.items(onDay: 2).isEmpty)
    #expect(trip.items(onDay: 3).map(\.id) == ["g"])
    #expect(trip.items(onDay: 4).map(\.id) == ["c", "d"])
    #expect(trip.days[2].city == "Milwaukee")
    #expect(Trip.problems(days: trip.days, items: trip.items, ideas: trip.ideas).isEmpty)
    // A day holding a fixed item stays; the only day stays.
    #expect(throws: DayRefusal.holdsFixed(day: 3, "g")) { try trip.removeDay(3) }
    #expect(throws: DayRefusal.noSuchDay(9, dayCount: 4)) { try trip.removeDay(9) }
    #expect(throws: DayRefusal.noSuchDay(6, dayCount: 4)) { try trip.addDay(at: 6) }
    let removed = try trip.removeDay(4)
    #expect(trip.dayCount == 3)
    #expect(trip.ideas.map(\.id).sorted() == ["c", "d"])
    guard case .removedDay(4, _, let ideas) = removed.kind else {
      Issue.record("\(removed)")
      return
    }
    #expect(ideas.count == 2)
    // Travel moves with its day and still stands before its game.
    let removedFirst = try trip.removeDay(1)
    #expect(trip.items(onDay: 2).map(\.id) == ["g"])
    #expect(trip.idea("t") != nil)
    #expect(Trip.problems(days: trip.days, items: trip.items, ideas: trip.ideas).isEmpty)
    try trip.undo(removedFirst)
    try trip.undo(removed)
    try trip.undo(added)
    #expect(trip == before)
    #expect(trip.items.map(\.id) == before.items.map(\.id))
    #expect(trip.ideas.map(\.id) == before.ideas.map(\.id))
    for id in ["a", "g", "t", "c", "d"] {
      #expect(trip.position(of: ItemID(id)) == before.position(of: ItemID(id)))
    }
    try trip.redo(added)
    try trip.redo(removed)
    #expect(trip.dayCount == 3)
    // An edit given to a trip it does not fit changes nothing.
    let now = trip
    #expect(throws: TripEditMismatch.self) { try trip.redo(removed) }
    #expect(trip == now)
    var single = try Trip(title: "One", days: [Day()], items: [])
    #expect(throws: DayRefusal.lastDay) { try single.removeDay(1) }
  }

  @Test(
    "A trip's last day is at most 9999-12-30, so each event's end fits a calendar: start, add day and the file refuse more"
  )
  func lastDayFitsTheCalendar() throws {
    let december30 = try #require(TripDate(year: 9999, month: 12, day: 30))
    let december16 = try #require(TripDate(year: 9999, month: 12, day: 16))
    #expect(TripDate.latestTripDay == december30)
    #expect(Trip.firstDayPastTheCalendar(start: december30, dayCount: 15) == 2)
    #expect(Trip.firstDayPastTheCalendar(start: december16, dayCount: 15) == nil)
    #expect(Trip.firstDayPastTheCalendar(start: december16, dayCount: 16) == 16)
    // Fifteen days, as the trip that left nine items out of its calendar.
    var trip = try Trip(title: "Late", days: Array(repeating: Day(), count: 15), items: [])
    #expect(throws: DayRefusal.pastTheCalendar) { try trip.setStart(december30) }
    let started = try trip.setStart(december16)
    #expect(trip.refusal(addingDayAt: 16) == .pastTheCalendar)
    #expect(throws: DayRefusal.pastTheCalendar) { try trip.addDay(at: 1) }
    // An edit that would break it is not made again either.
    var undone = trip
    try undone.undo(started)
    try undone.addDay(at: 16)
    #expect(throws: TripEditMismatch.self) { try undone.redo(started) }
    var single = try Trip(title: "One", days: [Day()], items: [])
    #expect(throws: DayRefusal.pastTheCalendar) {
      try single.setStart(TripDate(year: 9999, month: 12, day: 31))
    }
    try single.setStart(december30)
    // Nor is such a trip made.
    #expect(throws: TripProblems([.startTooLate(december30, day: 2)])) {
      try Trip(title: "Late", days: [Day(), Day()], items: [], start: december30)
    }
    // A file whose start leaves its days no room is refused, its day named.
    let file = """
      {
        "format": 1, "title": "Late",
        "start": "9999-12-30",
        "days": [\(Array(repeating: "{}", count: 15).joined(separator: ", "))],
        "items": []
      }
      """
    #expect(
      throws: TripFileError.invalid([
        FileProblem(subject: .file, line: 3, kind: .rule(.startTooLate(december30, day: 2)))
      ])
    ) {
      try TripDocument(bytes: Array(file.utf8))
    }
    let fits = file.replacingOccurrences(of: "9999-12-30", with: "9999-12-16")
    #expect(try TripDocument(bytes: Array(fits.utf8)).trip.start == december16)
  }

  @Test("A trip holds at most 1,000 days")
  func dayLimit() throws {
    var trip = try Trip(
      title: "Long", days: Array(repeating: Day(), count: Trip.maximumDayCount - 1), items: [])
    try trip.addDay(at: 1)
    #expect(throws: DayRefusal.tooManyDays(limit: 1000)) { try trip.addDay(at: 1) }
    #expect(trip.dayCount == 1000)
  }

  @Test(
    "Labels, cities and the start are edits undo takes back; blank text and no change are refused")
  func labelsAndStart() throws {
    var trip = try TripDocument(bytes: Array(json.utf8)).trip
    let before = trip
    let start = try #require(TripDate(year: 2027, month: 4, day: 10))
    var edits = [try trip.setStart(start)]
    #expect(trip.date(ofDay: 3)?.fileText == "2027-04-12")
    #expect(trip.date(ofDay: 4) == nil)
    edits.append(try trip.setLabel("Opening day", ofDay: 1))
    edits.append(try trip.setCity(nil, ofDay: 2))
    edits.append(try trip.setCity("Chicago", ofDay: 3))
    #expect(throws: DayRefusal.blankText) { try trip.setLabel("  ", ofDay: 2) }
    #expect(throws: DayRefusal.unchanged) { try trip.setCity("Chicago", ofDay: 3) }
    #expect(throws: DayRefusal.unchanged) { try trip.setStart(start) }
    #expect(throws: DayRefusal.noSuchDay(0, dayCount: 3)) { try trip.setLabel("x", ofDay: 0) }
    #expect(throws: DayRefusal.pastTheCalendar) {
      try trip.setStart(TripDate(year: 9999, month: 12, day: 30))
    }
    for edit in edits.reversed() { try trip.undo(edit) }
    #expect(trip == before)
    // Codable keeps the start.
    for edit in edits { try trip.redo(edit) }
    let data = try JSONEncoder().encode(trip)
    #expect(try JSONDecoder().decode(Trip.self, from: data) == trip)
  }

  @Test(
    "A save writes the start and the days where they changed, each day's own bytes kept; undone, the opened bytes"
  )
  func saveKeepsBytes() throws {
    let opened = Array(json.utf8)
    let document = try TripDocument(bytes: opened)
    var trip = document.trip
    var edits: [TripEdit] = []
    edits.append(try trip.setStart(TripDate(year: 2027, month: 4, day: 10)))
    edits.append(try trip.addDay(at: 1))
    edits.append(try trip.setLabel("Rest", ofDay: 1))
    edits.append(try trip.setCity("Chicago", ofDay: 2))
    edits.append(try trip.removeDay(4))
    let saved = try document.bytes(saving: trip)
    let text = String(decoding: saved, as: UTF8.self)
    #expect(
      text.contains("  \"title\": \"Days\",\n  \"start\": \"2027-04-10\",\n  \"days\": ["),
      "\(text)")
    #expect(
      text.contains(
        """
          "days": [
            { "label": "Rest" },
            { "label": "Arrival", "note": "kept", "city": "Chicago" },
            { "city": "Milwaukee" }
          ],
        """), "\(text)")
    #expect(
      text.contains(
        #"{ "id": "g", "kind": "game", "title": "Cubs at Brewers", "day": 3, "sortOrder": 2 }"#))
    let reopened = try TripDocument(bytes: saved)
    #expect(reopened.trip == trip)
    #expect(reopened.trip.start == trip.start)
    for edit in edits.reversed() { try trip.undo(edit) }
    #expect(try document.bytes(saving: trip) == opened)
    // A start taken out of a file that has one takes its comma.
    var started = reopened.trip
    try started.setStart(nil)
    let unstarted = String(decoding: try reopened.bytes(saving: started), as: UTF8.self)
    #expect(unstarted.contains("  \"title\": \"Days\",\n  \"days\": ["), "\(unstarted)")
    // A trip made in code writes its start.
    let made = TripDocument(trip: reopened.trip)
    #expect(String(decoding: made.bytes, as: UTF8.self).contains(#""start": "2027-04-10""#))
    #expect(made.trip.start == reopened.trip.start)
  }

  @Test("A label and a city both written into empty braces, or both taken out, each in turn")
  func labelAndCityTogether() throws {
    let opened = Array(
      #"{ "format": 1, "title": "T", "days": [{}, { "label": "A", "city": "B" }, { "city": "C", "note": 1, "label": "D" }], "items": [] }"#
        .utf8)
    let document = try TripDocument(bytes: opened)
    var trip = document.trip
    try trip.setCity("Chicago", ofDay: 1)
    try trip.setLabel("Arrival", ofDay: 1)
    try trip.setLabel(nil, ofDay: 2)
    try trip.setCity(nil, ofDay: 2)
    try trip.setCity(nil, ofDay: 3)
    try trip.setLabel(nil, ofDay: 3)
    let text = String(decoding: try document.bytes(saving: trip), as: UTF8.self)
    #expect(
      text.contains(#""days": [{ "label": "Arrival", "city": "Chicago" }, {}, { "note": 1 }]"#),
      "\(text)")
    let reopened = try TripDocument(bytes: Array(text.utf8)).trip
    #expect(reopened.days == trip.days)
  }

  @Test("A start that is not a date is a problem of the file, named with its line")
  func badStart() throws {
    let broken = json.replacingOccurrences(
      of: #""title": "Days","#, with: #""title": "Days", "start": "2027-02-30","#)
    #expect(
      throws: TripFileError.invalid([
        FileProblem(subject: .file, line: 3, kind: .badStart("2027-02-30"))
      ])
    ) { try TripDocument(bytes: Array(broken.utf8)) }
    let number = json.replacingOccurrences(
      of: #""title": "Days","#, with: #""title": "Days", "start": 20270410,"#)
    #expect(throws: TripFileError.self) { try TripDocument(bytes: Array(number.utf8)) }
  }
}
