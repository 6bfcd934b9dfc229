import ItineraryCore
import Testing

@Suite("The sample trip lets a new user try every kind of move")
struct SampleTripTests {
  let trip: Trip

  init() throws {
    trip = try SampleTrip.document().trip
  }

  @Test("At least 4 days, every one labelled")
  func labelledDays() {
    #expect(trip.dayCount >= 4)
    #expect(trip.days.allSatisfy { !($0.label ?? "").isEmpty })
  }

  @Test("At least 3 games in at least 3 cities")
  func gamesInCities() {
    let games = trip.items.filter(\.isGame)
    #expect(games.count >= 3)
    let cities = Set(games.compactMap { trip.days[$0.placement.day - 1].city })
    #expect(cities.count >= 3)
  }

  @Test("Travel legs connect the games, and one of them may stand on more than one day")
  func travel() {
    let legs = trip.items.filter { $0.travel != nil }
    #expect(legs.count >= 2)
    #expect(legs.allSatisfy { $0.travel?.after != nil || $0.travel?.before != nil })
    #expect(legs.contains { (trip.validDays(for: $0.id)?.count ?? 0) >= 2 })
  }

  @Test("At least 4 custom items, and a day with no game")
  func customAndRestDay() {
    #expect(trip.items.filter { $0.kind == .custom }.count >= 4)
    #expect(
      (1...trip.dayCount).contains { day in !trip.items(onDay: day).contains(where: \.isGame) })
  }
}
