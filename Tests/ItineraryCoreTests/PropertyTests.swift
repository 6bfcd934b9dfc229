import ItineraryCore
import Testing
import TripTestSupport

@Suite("Random trips and random moves keep every rule")
struct PropertyTests {
  @Test(
    "Random moves, undos and redos keep every invariant; undoing all gives the trip back to the bit",
    arguments: 0..<8)
  func randomMoves(batch: UInt64) throws {
    var random = SplitMix64(seed: 1000 + batch)
    for _ in 0..<40 {
      let original = try RandomTrip.make(using: &random)
      var trip = original
      var done: [[PlacementChange]] = []
      var undone: [[PlacementChange]] = []
      for _ in 0..<150 {
        switch Int.random(in: 0..<10, using: &random) {
        case 0 where !done.isEmpty:
          let changes = done.removeLast()
          try trip.restore(changes)
          undone.append(changes)
        case 1 where !undone.isEmpty:
          let changes = undone.removeLast()
          try trip.reapply(changes)
          done.append(changes)
        default:
          guard let item = trip.items.randomElement(using: &random) else { continue }
          let day = Int.random(in: 0...(trip.dayCount + 1), using: &random)
          let target = Position(
            day: day, rank: Int.random(in: 0...(trip.itemCount(onDay: day) + 2), using: &random))
          let before = trip
          if let refusal = trip.refusal(moving: item.id, to: target) {
            #expect(throws: refusal) { try trip.move(item.id, to: target) }
            #expect(identicalPlacements(trip, before))
          } else {
            let changes = try trip.move(item.id, to: target)
            #expect(trip.position(of: item.id) == target)
            if !changes.isEmpty {
              done.append(changes)
              undone.removeAll()
            }
          }
        }
        expectInvariants(trip)
      }
      for changes in done.reversed() { try trip.restore(changes) }
      #expect(trip == original)
      #expect(identicalPlacements(trip, original))
    }
  }

  @Test("A move never lets a travel item leave its games' bounds, and never moves a game")
  func travelAndGamesHold() throws {
    var random = SplitMix64(seed: 99)
    for _ in 0..<200 {
      var trip = try RandomTrip.make(using: &random)
      let games = trip.items.filter(\.isFixed).map { ($0.id, trip.position(of: $0.id)) }
      for _ in 0..<50 {
        guard let item = trip.items.filter({ !$0.isFixed }).randomElement(using: &random),
          let days = trip.validDays(for: item.id)
        else { break }
        let day = Int.random(in: days, using: &random)
        guard let ranks = trip.validPositions(for: item.id, onDay: day) else { continue }
        try trip.move(item.id, to: Position(day: day, rank: Int.random(in: ranks, using: &random)))
      }
      for item in trip.items {
        guard let travel = item.travel else { continue }
        if let after = travel.after, let game = trip.item(after) {
          #expect(game.placement < item.placement)
        }
        if let before = travel.before, let game = trip.item(before) {
          #expect(item.placement < game.placement)
        }
      }
      // Games keep their place in the order of their day's other games and
      // their day; their rank may change as others pass them.
      for (id, position) in games {
        #expect(trip.position(of: id)?.day == position?.day)
      }
    }
  }
}
