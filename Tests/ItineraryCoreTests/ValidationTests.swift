import ItineraryCore
import Testing
import TripTestSupport

@Suite("A trip is refused when it breaks a rule, with the facts of each problem")
struct ValidationTests {
  typealias F = Fixture

  private func problems(days: Int, _ items: [Item]) -> [TripProblem] {
    Trip.problems(days: Array(repeating: Day(), count: days), items: items)
  }

  @Test("A valid trip has no problems and is made")
  func validTrip() throws {
    #expect(try Fixture.fourDays().items.count == 7)
  }

  @Test("Making a trip that breaks a rule throws every problem")
  func initThrowsEveryProblem() {
    #expect(
      throws: TripProblems([.dayOutOfRange("x", day: 3, dayCount: 1), .sortOrderNotFinite("y")])
    ) {
      try Fixture.trip(days: 1, [F.custom("x", day: 3, 1), F.custom("y", day: 1, .infinity)])
    }
  }

  @Test("A trip needs a day")
  func needsADay() {
    #expect(problems(days: 0, []) == [.noDays])
    #expect(problems(days: 1, []) == [])
  }

  @Test("Ids are unique and not empty; titles are not blank")
  func idsAndTitles() {
    #expect(
      problems(days: 1, [F.custom("x", day: 1, 1), F.game("x", day: 1, 2)]) == [
        .duplicateID("x", count: 2)
      ])
    #expect(problems(days: 1, [F.custom("", day: 1, 1)]) == [.emptyID(itemNumber: 1)])
    var untitled = F.custom("x", day: 1, 1)
    untitled.title = ""
    #expect(problems(days: 1, [untitled]) == [.emptyTitle("x")])
    for blank in ["   ", "\t\n", "\u{1B}[31m\u{1B}[0m"] {
      untitled.title = blank
      #expect(
        problems(days: 1, [untitled]) == [.emptyTitle("x")], "title \(blank.debugDescription)")
    }
  }

  @Test("No item sits outside days 1 to N", arguments: [0, -1, 3])
  func dayOutOfRange(day: Int) {
    #expect(
      problems(days: 2, [F.custom("x", day: day, 1)]) == [
        .dayOutOfRange("x", day: day, dayCount: 2)
      ])
  }

  @Test("Days 1 and N themselves are fine", arguments: [1, 2])
  func dayInRange(day: Int) {
    #expect(problems(days: 2, [F.custom("x", day: day, 1)]).isEmpty)
  }

  @Test("sortOrder must be finite", arguments: [Double.infinity, -.infinity, .nan])
  func sortOrderFinite(value: Double) {
    #expect(problems(days: 1, [F.custom("x", day: 1, value)]) == [.sortOrderNotFinite("x")])
  }

  @Test("No two items of a day share a sortOrder, but two days may")
  func sharedSortOrder() {
    #expect(
      problems(
        days: 1, [F.custom("x", day: 1, 1), F.game("y", day: 1, 1), F.custom("z", day: 1, 1)])
        == [.sharedSortOrder(["x", "y", "z"], day: 1, sortOrder: 1)])
    #expect(problems(days: 2, [F.custom("x", day: 1, 1), F.custom("y", day: 2, 1)]).isEmpty)
  }

  @Test("Zero and minus zero are one sortOrder")
  func minusZero() {
    #expect(problems(days: 1, [F.custom("x", day: 1, 0), F.custom("y", day: 1, -0.0)]).count == 1)
  }

  @Test("A travel item's after and before must name games")
  func anchorsNameGames() {
    #expect(
      problems(days: 1, [F.travel("t", after: "nope", before: nil, day: 1, 1)])
        == [.anchorNotFound("t", anchor: .after, named: "nope")])
    #expect(
      problems(
        days: 1, [F.custom("c", day: 1, 2), F.travel("t", after: nil, before: "c", day: 1, 1)])
        == [.anchorNotAGame("t", anchor: .before, named: "c")])
  }

  @Test("A travel item may have no anchors at all: the trip's start and end bound it")
  func travelWithoutAnchors() {
    #expect(problems(days: 2, [F.travel("t", after: nil, before: nil, day: 2, 1)]).isEmpty)
  }

  @Test("Travel stands strictly after its after game: just after on the same day is fine")
  func travelJustAfterItsGame() {
    #expect(
      problems(
        days: 1, [F.game("g", day: 1, 1), F.travel("t", after: "g", before: nil, day: 1, 1.5)]
      ).isEmpty)
  }

  @Test("Travel before its after game, on the same day or a day earlier, is refused")
  func travelBeforeItsAfterGame() {
    let sameDay = problems(
      days: 2, [F.game("g", day: 2, 1), F.travel("t", after: "g", before: nil, day: 2, 0.5)])
    #expect(sameDay == [.mustComeAfter("t", game: "g")])
    let dayBefore = problems(
      days: 2, [F.game("g", day: 2, 1), F.travel("t", after: "g", before: nil, day: 1, 9)])
    #expect(dayBefore == [.mustComeAfter("t", game: "g")])
  }

  @Test("Travel after its before game, on the same day or a day later, is refused")
  func travelAfterItsBeforeGame() {
    #expect(
      problems(
        days: 2, [F.game("g", day: 1, 5), F.travel("t", after: nil, before: "g", day: 1, 6)])
        == [.mustComeBefore("t", game: "g")])
    #expect(
      problems(
        days: 2, [F.game("g", day: 1, 5), F.travel("t", after: nil, before: "g", day: 2, -100)])
        == [.mustComeBefore("t", game: "g")])
    #expect(
      problems(
        days: 2, [F.game("g", day: 2, 5), F.travel("t", after: nil, before: "g", day: 2, 4.999)]
      ).isEmpty)
  }

  @Test("Every problem is listed, in the order of the items")
  func everyProblemListed() {
    let found = problems(
      days: 1,
      [
        F.custom("x", day: 2, 1), F.travel("t", after: "x", before: "zz", day: 1, 1),
        F.custom("y", day: 1, .nan),
      ])
    #expect(
      found == [
        .dayOutOfRange("x", day: 2, dayCount: 1),
        .anchorNotAGame("t", anchor: .after, named: "x"),
        .anchorNotFound("t", anchor: .before, named: "zz"),
        .sortOrderNotFinite("y"),
      ])
  }
}
