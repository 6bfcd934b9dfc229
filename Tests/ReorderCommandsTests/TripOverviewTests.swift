import ItineraryCore
import ReorderCommands
import Testing

@Suite("The trip read out day by day")
struct TripOverviewTests {
  @Test("The sample trip reads as a summary, then each day's heading and its items")
  func sampleOverview() throws {
    let lines = TripOverview().lines(for: try SampleTrip.document().trip)
    #expect(lines.first == "Midwest ballpark road trip. 5 days, 15 items.")
    #expect(lines[1] == "Day 1, Friday, June 5, Chicago. 3 items.")
    #expect(lines[2] == "1. Lunch at Lou Malnati's.")
    #expect(lines[3] == "2. Brewers at Cubs, game, fixed.")
    #expect(lines.contains("Day 3, Sunday, June 7. 3 items."))
    #expect(lines.contains("1. Drive to Milwaukee, travel from Chicago to Milwaukee."))
    #expect(lines.count == 1 + 5 + 15)
  }

  @Test("An empty day says so; one item is not plural")
  func emptyAndSingleDays() throws {
    let trip = try Trip(
      title: "Tiny", days: [Day(), Day(label: "Rest")],
      items: [
        Item(id: "a", title: "Alone", kind: .custom, placement: Placement(day: 1, sortOrder: 1))
      ])
    #expect(
      TripOverview().lines(for: trip) == [
        "Tiny. 2 days, 1 item.", "Day 1. 1 item.", "1. Alone.",
        "Day 2, Rest. No items yet.",
      ])
  }

  @Test("Titles with control characters are spoken clean")
  func cleanTitles() throws {
    let trip = try Trip(
      title: "Trip\u{1B}[2J", days: [Day(label: "\u{1B}[1mBold")],
      items: [
        Item(id: "a", title: "Bell\u{7}", kind: .custom, placement: Placement(day: 1, sortOrder: 1))
      ])
    for line in TripOverview().lines(for: trip) {
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
  }
}
