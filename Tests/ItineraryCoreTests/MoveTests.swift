import ItineraryCore
import Testing
import TripTestSupport

@Suite("Moving an item to a position")
struct MoveTests {
  typealias F = Fixture

  @Test(
    "Moving within a day takes a sortOrder between the new neighbours and changes only that item")
  func moveWithinDay() throws {
    var trip = try F.fourDays()
    let changes = try trip.move("b", to: Position(day: 1, rank: 1))
    #expect(F.ids(trip, day: 1) == ["b", "a", "g1"])
    #expect(changes.count == 1)
    #expect(changes[0].item == "b")
    #expect(changes[0].old == Placement(day: 1, sortOrder: 3))
    #expect(changes[0].new.day == 1)
    #expect(changes[0].new.sortOrder < 1)
    #expect(trip.item("b")?.placement == changes[0].new)
  }

  @Test("Moving between two neighbours splits their gap")
  func moveBetweenNeighbours() throws {
    var trip = try F.fourDays()
    let changes = try trip.move("a", to: Position(day: 1, rank: 2))
    #expect(F.ids(trip, day: 1) == ["g1", "a", "b"])
    #expect(changes.map(\.new) == [Placement(day: 1, sortOrder: 2.5)])
  }

  @Test("Moving to another day lands at the position asked for")
  func moveAcrossDays() throws {
    var trip = try F.fourDays()
    try trip.move("a", to: Position(day: 4, rank: 2))
    #expect(F.ids(trip, day: 1) == ["g1", "b"])
    #expect(F.ids(trip, day: 4) == ["c", "a", "d"])
    #expect(trip.position(of: "a") == Position(day: 4, rank: 2))
    #expect(trip.position(of: "d") == Position(day: 4, rank: 3))
  }

  @Test("Moving into an empty day keeps the item's sortOrder, so only the day changes")
  func moveIntoEmptyDay() throws {
    var trip = try F.fourDays()
    let changes = try trip.move("b", to: Position(day: 3, rank: 1))
    #expect(
      changes == [
        PlacementChange(
          item: "b", old: Placement(day: 1, sortOrder: 3), new: Placement(day: 3, sortOrder: 3))
      ])
    #expect(trip.position(of: "b") == Position(day: 3, rank: 1))
  }

  @Test("Moving to the end or the start of a day steps one past the last or first sortOrder")
  func moveToEnds() throws {
    var trip = try F.fourDays()
    #expect(
      try trip.move("a", to: Position(day: 4, rank: 3)).map(\.new) == [
        Placement(day: 4, sortOrder: 21)
      ])
    #expect(
      try trip.move("d", to: Position(day: 4, rank: 1)).map(\.new) == [
        Placement(day: 4, sortOrder: 9)
      ])
  }

  @Test("Moving to another day keeps the item's sortOrder when it fits there, and only then")
  func keepsSortOrderWhenItFits() throws {
    var trip = try F.fourDays()
    #expect(
      try trip.move("b", to: Position(day: 4, rank: 1)).map(\.new) == [
        Placement(day: 4, sortOrder: 3)
      ])
    // Day 4 is now b 3, c 10, d 20: a's sortOrder 1 does not fit between c and d.
    #expect(
      try trip.move("a", to: Position(day: 4, rank: 3)).map(\.new) == [
        Placement(day: 4, sortOrder: 15)
      ])
  }

  @Test("Moving to where the item is changes nothing")
  func moveInPlace() throws {
    var trip = try F.fourDays()
    let before = trip
    #expect(try trip.move("b", to: Position(day: 1, rank: 3)).isEmpty)
    #expect(trip == before)
  }

  @Test("A refused move throws its reason and changes nothing")
  func refusedMoveChangesNothing() throws {
    var trip = try F.fourDays()
    let before = trip
    #expect(throws: Refusal.gameIsFixed("g1")) {
      try trip.move("g1", to: Position(day: 1, rank: 1))
    }
    #expect(throws: Refusal.mustStayWithinDays(1...2, day: 4)) {
      try trip.move("t", to: Position(day: 4, rank: 1))
    }
    #expect(throws: Refusal.mustStayAfter(game: "g1")) {
      try trip.move("t", to: Position(day: 1, rank: 1))
    }
    #expect(throws: Refusal.mustStayBefore(game: "g2")) {
      try trip.move("t", to: Position(day: 2, rank: 2))
    }
    #expect(throws: Refusal.noSuchDay(5, dayCount: 4)) {
      try trip.move("a", to: Position(day: 5, rank: 1))
    }
    #expect(throws: Refusal.noSuchItem("zz")) { try trip.move("zz", to: Position(day: 1, rank: 1)) }
    #expect(trip == before)
    #expect(identicalPlacements(trip, before))
  }

  @Test("A travel item moves to the exact edges of its bounds")
  func travelToItsEdges() throws {
    var trip = try F.fourDays()
    try trip.move("t", to: Position(day: 1, rank: 3))
    #expect(F.ids(trip, day: 1) == ["a", "g1", "t", "b"], "just after its after game")
    try trip.move("t", to: Position(day: 2, rank: 1))
    #expect(F.ids(trip, day: 2) == ["t", "g2"], "just before its before game")
    expectInvariants(trip)
  }

  @Test("When a gap can no longer be split, the day is renumbered and every change is returned")
  func renumbering() throws {
    let below = 1.0
    let above = below.nextUp
    var trip = try F.trip(
      days: 2,
      [
        F.custom("a", day: 1, below), F.game("g", day: 1, above), F.custom("b", day: 1, 7),
        F.custom("x", day: 2, 1),
      ])
    let original = trip
    let changes = try trip.move("x", to: Position(day: 1, rank: 2))
    #expect(F.ids(trip, day: 1) == ["a", "x", "g", "b"])
    #expect(trip.items(onDay: 1).map(\.placement.sortOrder) == [1, 2, 3, 4])
    #expect(changes.first?.item == "x", "the moved item comes first")
    #expect(
      Set(changes.map(\.item)) == ["x", "g", "b"], "a already had sortOrder 1, so it did not change"
    )
    for change in changes {
      #expect(original.item(change.item)?.placement == change.old)
      #expect(trip.item(change.item)?.placement == change.new)
    }
    expectInvariants(trip)
  }

  @Test("10,000 moves into the same gap keep the order and every sortOrder finite")
  func tenThousandMovesIntoOneGap() throws {
    var trip = try F.trip(
      days: 1,
      [
        F.custom("left", day: 1, 1), F.custom("p", day: 1, 2), F.custom("q", day: 1, 3),
        F.custom("right", day: 1, 4),
      ])
    let original = trip
    var history: [[PlacementChange]] = []
    var renumbered = 0
    for _ in 0..<10_000 {
      // The item at position 3 goes to position 2, into the gap just after
      // "left", which halves every time until it cannot be split.
      let id = try #require(trip.item(at: Position(day: 1, rank: 3))?.id)
      let other = try #require(trip.item(at: Position(day: 1, rank: 2))?.id)
      let changes = try trip.move(id, to: Position(day: 1, rank: 2))
      if changes.count > 1 { renumbered += 1 }
      history.append(changes)
      #expect(F.ids(trip, day: 1) == ["left", id.rawValue, other.rawValue, "right"])
    }
    #expect(renumbered >= 100, "the gap ran out about every 50 moves, and the day was renumbered")
    #expect(trip.items.allSatisfy { $0.placement.sortOrder.isFinite })
    expectInvariants(trip)
    for changes in history.reversed() { try trip.restore(changes) }
    #expect(identicalPlacements(trip, original))
  }

  @Test("Moves at the limits of Double stay finite and ordered")
  func extremeSortOrders() throws {
    var trip = try F.trip(
      days: 1,
      [
        F.custom("lo", day: 1, -.greatestFiniteMagnitude),
        F.custom("hi", day: 1, .greatestFiniteMagnitude), F.custom("x", day: 1, 0),
      ])
    try trip.move("x", to: Position(day: 1, rank: 3))
    #expect(F.ids(trip, day: 1) == ["lo", "hi", "x"])
    try trip.move("x", to: Position(day: 1, rank: 1))
    #expect(F.ids(trip, day: 1) == ["x", "lo", "hi"])
    expectInvariants(trip)
  }

  @Test(
    "Restoring a move's changes gives back the trip to the bit; reapplying gives the move again")
  func restoreAndReapply() throws {
    var trip = try F.fourDays()
    let original = trip
    let changes = try trip.move("a", to: Position(day: 4, rank: 2))
    let moved = trip
    try trip.restore(changes)
    #expect(trip == original)
    #expect(identicalPlacements(trip, original))
    #expect(Fixture.ids(trip, day: 4) == ["c", "d"])
    try trip.reapply(changes)
    #expect(trip == moved)
    #expect(trip.position(of: "a") == Position(day: 4, rank: 2))
  }

  @Test("Changes that do not fit the trip are refused and change nothing")
  func mismatchedChanges() throws {
    var trip = try F.fourDays()
    let changes = try trip.move("a", to: Position(day: 4, rank: 2))
    try trip.restore(changes)
    let before = trip
    #expect(throws: ChangeMismatch.self) { try trip.restore(changes) }
    let stranger = PlacementChange(
      item: "zz", old: Placement(day: 1, sortOrder: 1), new: Placement(day: 1, sortOrder: 2))
    #expect(throws: ChangeMismatch(change: stranger)) { try trip.reapply([stranger]) }
    #expect(trip == before)
  }
}
