import Foundation
import ItineraryCore
import Testing

@Suite("A trip's time zone, and a day's")
struct TripZoneTests {
  let json = """
    {
      "format": 1,
      "title": "Zones",
      "start": "2027-05-08",
      "days": [
        { "label": "Arrival" },
        {}
      ],
      "items": [
        { "id": "a", "kind": "fixed", "title": "Flight", "day": 1, "sortOrder": 1, "time": "10:15" }
      ]
    }

    """

  @Test("A zone is set, taken away and given back by undo, for the trip and for a day")
  func setAndUndo() throws {
    var trip = try TripDocument(bytes: Array(json.utf8)).trip
    let before = trip
    let edit = try trip.setZone("Europe/Lisbon")
    #expect(trip.zone == "Europe/Lisbon")
    let dayEdit = try trip.setZone("Europe/Madrid", ofDay: 2)
    #expect(trip.zone(ofDay: 1) == "Europe/Lisbon")
    #expect(trip.zone(ofDay: 2) == "Europe/Madrid")
    #expect(trip != before)
    try trip.undo(dayEdit)
    try trip.undo(edit)
    #expect(trip == before)
    try trip.redo(edit)
    #expect(trip.zone == "Europe/Lisbon")
    #expect(throws: DayRefusal.unknownZone("Atlantis/Nowhere")) {
      try trip.setZone("Atlantis/Nowhere")
    }
    #expect(throws: DayRefusal.unchanged) { try trip.setZone("Europe/Lisbon") }
    #expect(throws: DayRefusal.noSuchDay(3, dayCount: 2)) {
      try trip.setZone("Europe/Madrid", ofDay: 3)
    }
    #expect(trip.zone == "Europe/Lisbon")
  }

  @Test("A save writes the zones in the file's own style, and only them; reading gives them back")
  func saveAndRead() throws {
    let document = try TripDocument(bytes: Array(json.utf8))
    var trip = document.trip
    try trip.setZone("Europe/Lisbon")
    try trip.setZone("Europe/Madrid", ofDay: 2)
    let text = String(decoding: try document.bytes(saving: trip), as: UTF8.self)
    let expected = json.replacingOccurrences(
      of: #""start": "2027-05-08","#,
      with: "\"start\": \"2027-05-08\",\n  \"zone\": \"Europe/Lisbon\","
    ).replacingOccurrences(of: "    {}\n", with: "    { \"zone\": \"Europe/Madrid\" }\n")
    #expect(text == expected)
    let reopened = try TripDocument(bytes: Array(text.utf8)).trip
    #expect(reopened.zone == "Europe/Lisbon")
    #expect(reopened.days[1].zone == "Europe/Madrid")
    // Taken away again, the file is the bytes first read.
    var back = reopened
    try back.setZone(nil)
    try back.setZone(nil, ofDay: 2)
    let again = try TripDocument(bytes: Array(text.utf8))
    #expect(String(decoding: try again.bytes(saving: back), as: UTF8.self) == json)
    // A trip made in code writes its zone after its start.
    let made = String(decoding: TripDocument(trip: reopened).bytes, as: UTF8.self)
    #expect(made.contains("\"start\": \"2027-05-08\",\n  \"zone\": \"Europe/Lisbon\",\n"))
    #expect(made.contains(#"{ "zone": "Europe/Madrid" }"#))
  }

  @Test("A zone this computer does not know is a problem of the file, the trip's or the day's")
  func badZone() throws {
    let broken = json.replacingOccurrences(
      of: #""start": "2027-05-08","#, with: #""start": "2027-05-08", "zone": "Mars/Olympus","#
    ).replacingOccurrences(of: "    {}\n", with: "    { \"zone\": \"../../etc/passwd\" }\n")
    #expect(
      throws: TripFileError.invalid([
        FileProblem(subject: .file, line: 4, kind: .badZone("Mars/Olympus")),
        FileProblem(subject: .day(2), line: 7, kind: .badZone("../../etc/passwd")),
      ])
    ) { try TripDocument(bytes: Array(broken.utf8)) }
  }

  @Test("A zone kept as Codable comes back; one that is no zone is refused")
  func codable() throws {
    var trip = try TripDocument(bytes: Array(json.utf8)).trip
    try trip.setZone("America/New_York")
    try trip.setZone("America/Chicago", ofDay: 2)
    let data = try JSONEncoder().encode(trip)
    #expect(try JSONDecoder().decode(Trip.self, from: data) == trip)
    let bad = String(decoding: data, as: UTF8.self).replacingOccurrences(
      of: "America\\/New_York", with: "Nowhere")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Trip.self, from: Data(bad.utf8))
    }
  }
}
