import ItineraryCore
import Testing
import TripTestSupport

@Suite("Where an item may go, and why not")
struct RulesTests {
  typealias F = Fixture

  /// Day 1: g1 · Day 2: x, g2, t (after g2, before g3), y · Day 3: empty · Day 4: g3, z · Day 5: w.
  private func trip() throws -> Trip {
    try F.trip(
      days: 5,
      [
        F.game("g1", day: 1, 1),
        F.custom("x", day: 2, 1), F.game("g2", day: 2, 2),
        F.travel("t", after: "g2", before: "g3", day: 2, 3), F.custom("y", day: 2, 4),
        F.game("g3", day: 4, 1), F.custom("z", day: 4, 2), F.custom("w", day: 5, 1),
      ])
  }

  @Test(
    "Valid days: custom any day, travel from its after game's day to its before game's day, game its own"
  )
  func validDays() throws {
    let trip = try trip()
    #expect(trip.validDays(for: "x") == 1...5)
    #expect(trip.validDays(for: "t") == 2...4)
    #expect(trip.validDays(for: "g2") == 2...2)
    #expect(trip.validDays(for: "unknown") == nil)
  }

  @Test("Travel with no after game starts at day 1; with no before game ends at the last day")
  func openEndedTravel() throws {
    let trip = try F.trip(
      days: 3,
      [
        F.game("g", day: 2, 1), F.travel("in", after: nil, before: "g", day: 1, 1),
        F.travel("out", after: "g", before: nil, day: 3, 1),
      ])
    #expect(trip.validDays(for: "in") == 1...2)
    #expect(trip.validDays(for: "out") == 2...3)
  }

  @Test("Valid positions of a custom item: every slot of any day, counted with the item there")
  func customPositions() throws {
    let trip = try trip()
    #expect(
      trip.validPositions(for: "x", onDay: 2) == 1...4, "its own day: 4 items, so 4 positions")
    #expect(
      trip.validPositions(for: "x", onDay: 4) == 1...3, "another day with 2 items: 3 positions")
    #expect(trip.validPositions(for: "x", onDay: 3) == 1...1, "an empty day: 1 position")
    #expect(trip.validPositions(for: "x", onDay: 6) == nil)
  }

  @Test("Valid positions of a travel item stop at its games on their days")
  func travelPositions() throws {
    let trip = try trip()
    // Day 2 without t: x, g2, y. After g2 means position 3 or later.
    #expect(trip.validPositions(for: "t", onDay: 2) == 3...4)
    #expect(trip.validPositions(for: "t", onDay: 3) == 1...1)
    // Day 4: g3, z. Before g3 means position 1 only.
    #expect(trip.validPositions(for: "t", onDay: 4) == 1...1)
    #expect(trip.validPositions(for: "t", onDay: 1) == nil)
    #expect(trip.validPositions(for: "t", onDay: 5) == nil)
  }

  @Test("A game may stand only where it is")
  func gamePositions() throws {
    let trip = try trip()
    #expect(trip.validPositions(for: "g2", onDay: 2) == 2...2)
    #expect(trip.validPositions(for: "g2", onDay: 1) == nil)
  }

  @Test("Any move of a game is refused: games are fixed")
  func gamesAreFixed() throws {
    let trip = try trip()
    #expect(trip.refusal(moving: "g2", to: Position(day: 2, rank: 1)) == .gameIsFixed("g2"))
    #expect(trip.refusal(moving: "g2", to: Position(day: 2, rank: 2)) == .gameIsFixed("g2"))
    #expect(trip.refusal(moving: "g2", to: Position(day: 9, rank: 1)) == .gameIsFixed("g2"))
  }

  @Test("Other items may pass a game")
  func passingAGame() throws {
    let trip = try trip()
    #expect(trip.refusal(moving: "x", to: Position(day: 2, rank: 3)) == nil)
    #expect(trip.refusal(moving: "y", to: Position(day: 2, rank: 1)) == nil)
  }

  @Test("An unknown item is refused with its id")
  func unknownItem() throws {
    #expect(
      try trip().refusal(moving: "nope", to: Position(day: 1, rank: 1)) == .noSuchItem("nope"))
  }

  @Test("A day outside the trip is refused with the trip's day count", arguments: [0, 6, -3])
  func noSuchDay(day: Int) throws {
    let trip = try trip()
    #expect(
      trip.refusal(moving: "x", to: Position(day: day, rank: 1)) == .noSuchDay(day, dayCount: 5))
    #expect(
      trip.refusal(moving: "t", to: Position(day: day, rank: 1)) == .noSuchDay(day, dayCount: 5))
  }

  @Test("A position beyond the day's slots is refused with the slots there are")
  func noSuchPosition() throws {
    let trip = try trip()
    #expect(
      trip.refusal(moving: "x", to: Position(day: 2, rank: 5))
        == .noSuchPosition(5, day: 2, available: 1...4))
    #expect(
      trip.refusal(moving: "x", to: Position(day: 3, rank: 2))
        == .noSuchPosition(2, day: 3, available: 1...1))
    #expect(
      trip.refusal(moving: "x", to: Position(day: 4, rank: 0))
        == .noSuchPosition(0, day: 4, available: 1...3))
    #expect(trip.refusal(moving: "x", to: Position(day: 4, rank: 3)) == nil)
  }

  @Test(
    "Travel outside its days is refused with its day range: the day before its after game's day")
  func travelTooEarlyDay() throws {
    #expect(
      try trip().refusal(moving: "t", to: Position(day: 1, rank: 1))
        == .mustStayWithinDays(2...4, day: 1))
  }

  @Test(
    "Travel outside its days is refused with its day range: the day after its before game's day")
  func travelTooLateDay() throws {
    #expect(
      try trip().refusal(moving: "t", to: Position(day: 5, rank: 1))
        == .mustStayWithinDays(2...4, day: 5))
  }

  @Test(
    "Travel on its after game's day: just after the game is fine, at or before it is refused naming the game"
  )
  func travelAtItsAfterGame() throws {
    let trip = try trip()
    #expect(trip.refusal(moving: "t", to: Position(day: 2, rank: 3)) == nil)
    #expect(trip.refusal(moving: "t", to: Position(day: 2, rank: 2)) == .mustStayAfter(game: "g2"))
    #expect(trip.refusal(moving: "t", to: Position(day: 2, rank: 1)) == .mustStayAfter(game: "g2"))
  }

  @Test(
    "Travel on its before game's day: just before the game is fine, after it is refused naming the game"
  )
  func travelAtItsBeforeGame() throws {
    let trip = try trip()
    #expect(trip.refusal(moving: "t", to: Position(day: 4, rank: 1)) == nil)
    #expect(trip.refusal(moving: "t", to: Position(day: 4, rank: 2)) == .mustStayBefore(game: "g3"))
    #expect(trip.refusal(moving: "t", to: Position(day: 4, rank: 3)) == .mustStayBefore(game: "g3"))
  }

  @Test("Travel on a day strictly between its games may take any position")
  func travelBetweenItsGames() throws {
    #expect(try trip().refusal(moving: "t", to: Position(day: 3, rank: 1)) == nil)
  }

  @Test("Travel between two games on one day has exactly the slots between them")
  func travelBetweenGamesOnOneDay() throws {
    let trip = try F.trip(
      days: 1,
      [
        F.custom("a", day: 1, 1), F.game("g", day: 1, 2), F.custom("b", day: 1, 3),
        F.travel("t", after: "g", before: "h", day: 1, 4), F.game("h", day: 1, 5),
        F.custom("c", day: 1, 6),
      ])
    #expect(trip.validPositions(for: "t", onDay: 1) == 3...4)
    #expect(trip.refusal(moving: "t", to: Position(day: 1, rank: 2)) == .mustStayAfter(game: "g"))
    #expect(trip.refusal(moving: "t", to: Position(day: 1, rank: 5)) == .mustStayBefore(game: "h"))
  }

  @Test("validPositions and refusal agree on every target of random trips")
  func queriesAgree() throws {
    var random = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let trip = try RandomTrip.make(using: &random)
      for item in trip.items where !item.isFixed {
        for day in 0...(trip.dayCount + 1) {
          let valid = trip.validPositions(for: item.id, onDay: day)
          for rank in 0...(trip.itemCount(onDay: day) + 2) {
            let allowed = trip.refusal(moving: item.id, to: Position(day: day, rank: rank)) == nil
            #expect(
              allowed == (valid?.contains(rank) ?? false), "\(item.id) to day \(day) rank \(rank)")
          }
        }
        let days = try #require(trip.validDays(for: item.id))
        for day in 1...trip.dayCount {
          #expect(days.contains(day) == (trip.validPositions(for: item.id, onDay: day) != nil))
        }
      }
    }
  }
}
