import ItineraryCore
import Testing
import TripTestSupport

@Suite("Positions are ranks within a day, derived from sortOrder")
struct PositionTests {
  @Test("A day's items come in sortOrder, whatever order they were given in")
  func dayOrderFollowsSortOrder() throws {
    let trip = try Fixture.trip(
      days: 1,
      [
        Fixture.custom("late", day: 1, 30), Fixture.custom("early", day: 1, -5),
        Fixture.game("mid", day: 1, 2.5),
      ])
    #expect(Fixture.ids(trip, day: 1) == ["early", "mid", "late"])
    #expect(
      trip.items.map(\.id.rawValue) == ["late", "early", "mid"], "items keep the given order")
  }

  @Test("Position counts games too, and starts again at 1 on each day")
  func positionsCountGamesAndRestartEachDay() throws {
    let trip = try Fixture.fourDays()
    #expect(trip.position(of: "a") == Position(day: 1, rank: 1))
    #expect(trip.position(of: "g1") == Position(day: 1, rank: 2))
    #expect(trip.position(of: "b") == Position(day: 1, rank: 3))
    #expect(trip.position(of: "t") == Position(day: 2, rank: 1))
    #expect(trip.position(of: "g2") == Position(day: 2, rank: 2))
    #expect(trip.position(of: "c") == Position(day: 4, rank: 1))
    #expect(trip.position(of: "d") == Position(day: 4, rank: 2))
    #expect(trip.position(of: "nobody") == nil)
  }

  @Test("An empty day has no items and no positions")
  func emptyDay() throws {
    let trip = try Fixture.fourDays()
    #expect(trip.itemCount(onDay: 3) == 0)
    #expect(trip.items(onDay: 3).isEmpty)
    #expect(trip.item(at: Position(day: 3, rank: 1)) == nil)
  }

  @Test("Days outside the trip have nothing, and never trap")
  func daysOutsideTheTrip() throws {
    let trip = try Fixture.fourDays()
    for day in [-1, 0, 5, Int.max] {
      #expect(!trip.hasDay(day))
      #expect(trip.itemCount(onDay: day) == 0)
      #expect(trip.items(onDay: day).isEmpty)
      #expect(trip.item(at: Position(day: day, rank: 1)) == nil)
    }
    #expect(trip.item(at: Position(day: 1, rank: 0)) == nil)
    #expect(trip.item(at: Position(day: 1, rank: 4)) == nil)
  }

  @Test("Trip order runs by day, then by sortOrder, across empty days")
  func tripOrder() throws {
    let trip = try Fixture.fourDays()
    #expect(trip.itemsInTripOrder.map(\.id.rawValue) == ["a", "g1", "b", "t", "g2", "c", "d"])
    #expect(trip.dayNumbers == 1...4)
  }
}
