import Foundation
import ItineraryCore
import Testing
import TripTestSupport

@Suite("Times of items: kept by the trip, the file and undo")
struct TimeTests {
  let json = """
    {
      "format": 1,
      "title": "Times",
      "days": [{}, {}],
      "items": [
        { "id": "a", "kind": "custom", "title": "Breakfast", "day": 1, "sortOrder": 1 },
        { "id": "b", "kind": "fixed", "title": "Flight", "day": 1, "sortOrder": 2, "time": "09:30" },
        { "id": "c", "kind": "custom", "title": "Dinner", "time": "19:05", "day": 2, "sortOrder": 1 }
      ]
    }
    """

  @Test("A time is HH:MM on the 24-hour clock, and nothing else")
  func clockTimes() {
    #expect(ClockTime(file: "19:05") == ClockTime(hour: 19, minute: 5))
    #expect(ClockTime(file: "7:30")?.fileText == "07:30")
    for bad in ["25:00", "12:60", "7", "7:5", "07:300", "-1:00", "ab:cd", "", "１２:００", "19:05 "] {
      #expect(ClockTime(file: bad) == nil, "\(bad)")
    }
    #expect(ClockTime(hour: 24, minute: 0) == nil)
    #expect(ClockTime(hour: 0, minute: 0)! < ClockTime(hour: 23, minute: 59)!)
  }

  @Test("Setting a time is one edit that undo takes back to the bit")
  func setTimeAndUndo() throws {
    var trip = try TripDocument(bytes: Array(json.utf8)).trip
    let before = trip
    let edit = try trip.setTime("a", to: ClockTime(hour: 8, minute: 0))
    #expect(trip.item("a")?.time == ClockTime(hour: 8, minute: 0))
    #expect(trip.items(onDay: 1).map(\.id) == ["a", "b"])
    #expect(throws: Refusal.sameTime) { try trip.setTime("a", to: ClockTime(hour: 8, minute: 0)) }
    try trip.undo(edit)
    #expect(trip == before)
    try trip.redo(edit)
    let cleared = try trip.setTime("c", to: nil)
    #expect(trip.item("c")?.time == nil)
    try trip.undo(cleared)
    #expect(trip.item("c")?.time == ClockTime(hour: 19, minute: 5))
    // An edit applied to another state does not fit.
    #expect(throws: EditMismatch.self) { try before.with { try $0.undo(edit) } }
    // Codable, as the editor's history is kept across a relaunch.
    let data = try JSONEncoder().encode(trip)
    #expect(try JSONDecoder().decode(Trip.self, from: data) == trip)
  }

  @Test(
    "A save writes a time where it changed, in the file's style; taken back, the bytes are the opened ones"
  )
  func saveKeepsBytes() throws {
    let opened = Array(json.utf8)
    let document = try TripDocument(bytes: opened)
    var trip = document.trip
    #expect(trip.item("b")?.time == ClockTime(hour: 9, minute: 30))
    var edits: [ItemEdit] = []
    edits.append(try trip.setTime("a", to: ClockTime(hour: 7, minute: 15)))
    edits.append(try trip.setTime("b", to: ClockTime(hour: 10, minute: 0)))
    edits.append(try trip.setTime("c", to: nil))
    let saved = try document.bytes(saving: trip)
    let text = String(decoding: saved, as: UTF8.self)
    #expect(
      text.contains(
        #"{ "id": "a", "kind": "custom", "title": "Breakfast", "day": 1, "sortOrder": 1, "time": "07:15" }"#
      ))
    #expect(text.contains(#""day": 1, "sortOrder": 2, "time": "10:00" }"#))
    #expect(
      text.contains(
        #"{ "id": "c", "kind": "custom", "title": "Dinner", "day": 2, "sortOrder": 1 }"#))
    #expect(try TripDocument(bytes: saved).trip == trip)
    for edit in edits.reversed() { try trip.undo(edit) }
    #expect(try document.bytes(saving: trip) == opened)
    // A time that is first in its object, taken out, takes its comma.
    let first =
      #"{ "format": 1, "title": "T", "days": [{}], "items": [ { "time": "08:00", "id": "x", "kind": "custom", "title": "X", "day": 1, "sortOrder": 1 } ] }"#
    let firstDocument = try TripDocument(bytes: Array(first.utf8))
    var untimed = firstDocument.trip
    try untimed.setTime("x", to: nil)
    let written = String(decoding: try firstDocument.bytes(saving: untimed), as: UTF8.self)
    #expect(written.contains(#"[ { "id": "x", "kind": "custom""#), "\(written)")
  }

  @Test("A time that is not one is a problem that names the item")
  func badTimeIsAProblem() throws {
    let broken = json.replacingOccurrences(of: #""time": "09:30""#, with: #""time": "25:00""#)
    #expect(
      throws: TripFileError.invalid([
        FileProblem(subject: .item("b"), line: 7, kind: .badTime("25:00"))
      ])
    ) { try TripDocument(bytes: Array(broken.utf8)) }
    let number = json.replacingOccurrences(of: #""time": "09:30""#, with: #""time": 930"#)
    #expect(throws: TripFileError.self) { try TripDocument(bytes: Array(number.utf8)) }
  }
}

extension Trip {
  /// A copy of the trip changed by `change`, which may throw.
  fileprivate func with(_ change: (inout Trip) throws -> Void) throws -> Trip {
    var copy = self
    try change(&copy)
    return copy
  }
}
