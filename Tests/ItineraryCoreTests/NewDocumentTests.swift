import Testing
import TripTestSupport

@testable import ItineraryCore

@Suite("A new document notes its spans as it writes: what reading its bytes back would find")
struct NewDocumentTests {
  static let titles = [
    "Lunch", "Café \"Noir\"", "Back\\slash", "Two\nlines", "Tab\there", "\u{1}Bell", "Ünïcödé",
    "e\u{301}", "\u{1F468}\u{200D}\u{1F469}", "  spaced  ",
  ]

  @Test("Random trips, with ideas, times and titles to escape, are written as read back")
  func spansAsReadBack() throws {
    var random = SplitMix64(seed: 41)
    for round in 0..<300 {
      let made = try RandomTrip.make(using: &random)
      var items: [Item] = []
      var ideas: [Idea] = []
      for var item in made.items {
        if Int.random(in: 0..<3, using: &random) == 0 {
          item.title = NewDocumentTests.titles.randomElement(using: &random) ?? "Item"
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
          item.time = ClockTime(hour: Int.random(in: 0...23, using: &random), minute: 30)
        }
        if item.placement.sortOrder == 0, Bool.random(using: &random) {
          item.placement.sortOrder = -0.0
        }
        if item.kind == .custom, Int.random(in: 0..<4, using: &random) == 0 {
          ideas.append(item.idea)
        } else {
          items.append(item)
        }
      }
      let days = made.days.enumerated().map { index, _ in
        index % 2 == 0 ? Day(label: "Day \"\(index)\"", city: "Lisbon") : Day()
      }
      let trip = try Trip(title: "Trip \(round)", days: days, items: items, ideas: ideas)
      let document = TripDocument(trip: trip)
      let read = TripDocument(readingBack: trip)
      #expect(document.bytes == read.bytes, "round \(round)")
      #expect(document.origin.isRead(from: read), "round \(round)")
    }
  }

  @Test("A trip of one empty day is written as read back too")
  func emptyTrip() throws {
    let trip = try Trip(title: "Empty", days: [Day()], items: [])
    #expect(TripDocument(trip: trip).origin.isRead(from: TripDocument(readingBack: trip)))
  }
}
