import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@Suite("Moves do what they say, and refusals say why")
struct MoveCommandTests {
  @Test("Up passes the item above, a travel item included")
  func upWithinDay() throws {
    var editor = try Sample.editor()
    #expect(editor.say(.up, on: "brewery") == "Brewery tour moved to position 1 of day 2.")
    #expect(Fixture.ids(editor.trip, day: 2) == ["brewery", "to-milwaukee", "brewers"])
  }

  @Test("Up from position 1 of a day goes to the end of the day before")
  func upCrossesDay() throws {
    var editor = try Sample.editor()
    #expect(
      editor.say(.up, on: "custard") == "Frozen custard at Kopp's moved to position 4 of day 2.")
    #expect(Fixture.ids(editor.trip, day: 2).last == "custard")
  }

  @Test("Down from the last position of a day goes to position 1 of the next")
  func downCrossesDay() throws {
    var editor = try Sample.editor()
    #expect(
      editor.say(.down, on: "falls") == "Walk at Minnehaha Falls moved to position 1 of day 4.")
    #expect(editor.say(.down) == "Walk at Minnehaha Falls moved to position 2 of day 4.")
  }

  @Test("The first item of the trip cannot go up, nor the last down")
  func endsOfTheTrip() throws {
    var editor = try Sample.editor()
    #expect(
      editor.say(.up, on: "lunch")
        == "Can't move Lunch at Lou Malnati's up. It is already first in the trip.")
    #expect(
      editor.say(.down, on: "fly-home")
        == "Can't move Fly home to Chicago down. It is already last in the trip.")
    #expect(!editor.history.canUndo)
  }

  @Test("A custom item passes a game both ways")
  func customPassesGames() throws {
    var editor = try Sample.editor()
    #expect(
      editor.say(.down, on: "lunch") == "Lunch at Lou Malnati's moved to position 2 of day 1.")
    #expect(editor.say(.down) == "Lunch at Lou Malnati's moved to position 3 of day 1.")
    #expect(Fixture.ids(editor.trip, day: 1) == ["cubs", "wrigleyville", "lunch"])
  }

  @Test("Up and down cross empty days one day at a time")
  func emptyDays() throws {
    let trip = try Fixture.trip(
      days: 4, [Fixture.custom("a", day: 1, 1), Fixture.custom("b", day: 4, 1)])
    var editor = Editor(trip: trip)
    #expect(editor.say(.up, on: "b") == "Custom b moved to position 1 of day 3.")
    #expect(editor.say(.up) == "Custom b moved to position 1 of day 2.")
    #expect(editor.say(.up) == "Custom b moved to position 2 of day 1.")
    #expect(editor.say(.down, on: "a") == "Custom a moved to position 2 of day 1.")
    #expect(editor.say(.down) == "Custom a moved to position 1 of day 2.")
  }

  @Test("A travel item stops at its after game, naming it; it never skips past")
  func travelStopsAfterGame() throws {
    var editor = try Sample.editor()
    #expect(
      editor.say(.up, on: "to-milwaukee") == "Drive to Milwaukee moved to position 4 of day 1.")
    #expect(editor.say(.up) == "Drive to Milwaukee moved to position 3 of day 1.")
    let before = editor.trip
    #expect(
      editor.say(.up) == "Can't move Drive to Milwaukee up. It must stay after Brewers at Cubs.")
    #expect(identicalPlacements(editor.trip, before))
    #expect(editor.history.undoSteps.count == 2)
  }

  @Test("A travel item stops before its before game, naming it")
  func travelStopsBeforeGame() throws {
    var editor = try Sample.editor()
    #expect(
      editor.say(.down, on: "to-kansas-city") == "Fly to Kansas City moved to position 2 of day 5.")
    #expect(
      editor.say(.down)
        == "Can't move Fly to Kansas City down. It must stay before Twins at Royals.")
    #expect(editor.position(of: "to-kansas-city") == Position(day: 5, rank: 2))
  }

  @Test("A travel item crosses a day and passes other items within its games")
  func travelAcrossDays() throws {
    var editor = try Sample.editor()
    #expect(
      editor.say(.up, on: "to-minneapolis") == "Drive to Minneapolis moved to position 1 of day 3.")
    #expect(editor.say(.up) == "Drive to Minneapolis moved to position 4 of day 2.")
    #expect(
      editor.say(.up) == "Can't move Drive to Minneapolis up. It must stay after Cubs at Brewers.")
  }

  @Test(
    "Every move of a game is refused: games are fixed",
    arguments: [
      Move.up, .down, .toTop, .toBottom, .toDay(1), .toDay(3), .toDay(9),
      .toPosition(Position(day: 1, rank: 2)), .before("lunch"), .after("brewers"),
    ])
  func gamesAreFixed(move: Move) throws {
    var editor = try Sample.editor()
    let before = editor.trip
    #expect(editor.say(move, on: "cubs") == "Can't move Brewers at Cubs. Games are fixed.")
    #expect(editor.trip == before)
    #expect(!editor.history.canUndo)
  }

  @Test("Top and bottom go to the first and last valid positions of the day")
  func topAndBottom() throws {
    var editor = try Sample.editor()
    #expect(
      editor.say(.toTop, on: "wrigleyville")
        == "Drinks in Wrigleyville moved to position 1 of day 1.")
    #expect(editor.say(.toBottom) == "Drinks in Wrigleyville moved to position 3 of day 1.")
    #expect(
      editor.say(.toBottom, on: "to-kansas-city")
        == "Fly to Kansas City moved to position 2 of day 5.")
    #expect(
      editor.say(.toTop, on: "fly-home") == "Fly home to Chicago is already at position 4 of day 5."
    )
    _ = editor.perform(.toDay(1), on: "to-milwaukee")
    #expect(editor.say(.toTop) == "Drive to Milwaukee moved to position 3 of day 1.")
  }

  @Test("Top or bottom where the item already is changes nothing")
  func topAndBottomNoOps() throws {
    var editor = try Sample.editor()
    #expect(
      editor.say(.toTop, on: "lunch") == "Lunch at Lou Malnati's is already at position 1 of day 1."
    )
    #expect(
      editor.say(.toBottom, on: "falls")
        == "Walk at Minnehaha Falls is already at position 3 of day 3.")
    #expect(!editor.history.canUndo)
  }

  @Test("Move to day N goes to the last valid position of that day")
  func toDay() throws {
    var editor = try Sample.editor()
    #expect(editor.say(.toDay(4), on: "brewery") == "Brewery tour moved to position 3 of day 4.")
    #expect(
      editor.say(.toDay(4), on: "to-minneapolis")
        == "Drive to Minneapolis moved to position 2 of day 4.")
    #expect(Fixture.ids(editor.trip, day: 4) == ["museum", "to-minneapolis", "twins", "brewery"])
    #expect(
      editor.say(.toDay(1), on: "to-milwaukee")
        == "Drive to Milwaukee moved to position 4 of day 1.")
  }

  @Test("Move to its own day changes nothing")
  func toOwnDay() throws {
    var editor = try Sample.editor()
    let before = editor.trip
    #expect(
      editor.say(.toDay(2), on: "brewery") == "Brewery tour is already at position 2 of day 2.")
    #expect(identicalPlacements(editor.trip, before))
    #expect(!editor.history.canUndo)
  }

  @Test("Move to a day the trip does not have says which days it has")
  func toMissingDay() throws {
    var editor = try Sample.editor()
    #expect(
      editor.say(.toDay(9), on: "brewery")
        == "Can't move Brewery tour to day 9. The trip has days 1 to 5.")
    #expect(
      editor.say(.toDay(0), on: "brewery")
        == "Can't move Brewery tour to day 0. The trip has days 1 to 5.")
    let oneDay = try Fixture.trip(days: 1, [Fixture.custom("a", day: 1, 1)])
    var small = Editor(trip: oneDay)
    #expect(small.say(.toDay(2)) == "Can't move Custom a to day 2. The trip has only day 1.")
  }

  @Test("Move to a day outside a travel item's games gives the day range")
  func travelOutsideDays() throws {
    var editor = try Sample.editor()
    #expect(
      editor.say(.toDay(3), on: "to-milwaukee")
        == "Can't move Drive to Milwaukee to day 3. It must stay within days 1 and 2.")
    #expect(
      editor.say(.toDay(1), on: "fly-home")
        == "Can't move Fly home to Chicago to day 1. It must stay on day 5.")
    #expect(
      editor.say(.toDay(1), on: "to-minneapolis")
        == "Can't move Drive to Minneapolis to day 1. It must stay within days 2 to 4.")
  }

  @Test("Move to day N position P goes exactly there")
  func toPosition() throws {
    var editor = try Sample.editor()
    let target = Position(day: 3, rank: 2)
    #expect(
      editor.say(.toPosition(target), on: "lunch")
        == "Lunch at Lou Malnati's moved to position 2 of day 3.")
    #expect(editor.position(of: "lunch") == target)
    #expect(
      editor.say(.toPosition(target)) == "Lunch at Lou Malnati's is already at position 2 of day 3."
    )
  }

  @Test("Move to a position the day does not have says which it has")
  func toMissingPosition() throws {
    var editor = try Sample.editor()
    #expect(
      editor.say(.toPosition(Position(day: 4, rank: 9)), on: "lunch")
        == "Can't move Lunch at Lou Malnati's to position 9. Day 4 has positions 1 to 3."
    )
    let trip = try Fixture.trip(days: 2, [Fixture.custom("a", day: 1, 1)])
    var small = Editor(trip: trip)
    #expect(
      small.say(.toPosition(Position(day: 2, rank: 2)))
        == "Can't move Custom a to position 2 of day 2. Day 2 has only position 1.")
    #expect(
      small.say(.toPosition(Position(day: 7, rank: 1)))
        == "Can't move Custom a to day 7. The trip has days 1 and 2.")
  }

  @Test(
    "Move to a position past a travel item's game names the game, and the item by its whole name"
  )
  func toPositionPastGame() throws {
    var editor = try Sample.editor()
    // Too long with its reason: the reason gives way, never the name.
    #expect(
      editor.say(.toPosition(Position(day: 2, rank: 3)), on: "to-milwaukee")
        == "Can't move Drive to Milwaukee to position 3 of day 2."
    )
    #expect(
      editor.say(.toPosition(Position(day: 1, rank: 1)), on: "to-milwaukee")
        == "Can't move Drive to Milwaukee to position 1 of day 1."
    )
  }

  @Test("Move before and after another item lands next to it")
  func beforeAndAfter() throws {
    var editor = try Sample.editor()
    #expect(
      editor.say(.before("lunch"), on: "museum") == "Mill City Museum moved to position 1 of day 1."
    )
    #expect(
      editor.say(.after("twins"), on: "falls")
        == "Walk at Minnehaha Falls moved to position 2 of day 4.")
    #expect(
      editor.say(.after("lunch"), on: "wrigleyville")
        == "Drinks in Wrigleyville moved to position 3 of day 1.")
    #expect(Fixture.ids(editor.trip, day: 1) == ["museum", "lunch", "wrigleyville", "cubs"])
    #expect(
      editor.say(.before("cubs"), on: "lunch")
        == "Lunch at Lou Malnati's moved to position 3 of day 1.")
  }

  @Test("Before or after: the item itself, a neighbour already, or a game's bounds")
  func beforeAndAfterRefusals() throws {
    var editor = try Sample.editor()
    #expect(
      editor.say(.before("museum"), on: "museum")
        == "Can't move Mill City Museum before Mill City Museum. That is the item itself.")
    #expect(
      editor.say(.before("nowhere"), on: "museum")
        == "Can't move Mill City Museum there. The other item is not in the trip.")
    #expect(
      editor.say(.before("twins"), on: "museum")
        == "Mill City Museum is already at position 1 of day 4.")
    #expect(
      editor.say(.before("cubs"), on: "to-milwaukee")
        == "Can't move Drive to Milwaukee before Brewers at Cubs. It must stay after Brewers at Cubs."
    )
    #expect(
      editor.say(.after("brewers"), on: "to-milwaukee")
        == "Can't move Drive to Milwaukee after Cubs at Brewers. It must stay before Cubs at Brewers."
    )
    #expect(!editor.history.canUndo)
  }

  @Test("A refused or no-op move changes nothing and adds no undo step")
  func refusalsChangeNothing() throws {
    var editor = try Sample.editor()
    _ = editor.perform(.up, on: "brewery")
    let trip = editor.trip
    let steps = editor.history.undoSteps.count
    let focus = editor.focus
    let commands: [(Move, ItemID)] = [
      (.up, "lunch"), (.down, "fly-home"), (.up, "cubs"), (.toDay(7), "falls"),
      (.toDay(1), "fly-home"), (.toDay(3), "falls"), (.toTop, "lunch"),
      (.toPosition(Position(day: 2, rank: 8)), "falls"), (.before("falls"), "falls"),
    ]
    for (move, id) in commands {
      let announcement = editor.perform(move, on: id)
      if case .moved = announcement { Issue.record("\(move) moved \(id)") }
      #expect(identicalPlacements(editor.trip, trip))
      #expect(editor.history.undoSteps.count == steps)
      #expect(editor.focus == focus)
    }
    #expect(editor.say(.undo) == "Undid move of Brewery tour. Back at position 2 of day 2.")
  }

  @Test("A move of the focused item needs no id, and focus follows the item moved")
  func focusFollows() throws {
    var editor = try Sample.editor()
    #expect(editor.focus == "lunch")
    #expect(editor.say(.down) == "Lunch at Lou Malnati's moved to position 2 of day 1.")
    _ = editor.perform(.toDay(3), on: "museum")
    #expect(editor.focus == "museum")
    #expect(editor.say(.up) == "Mill City Museum moved to position 3 of day 3.")
  }

  @Test("An unknown item, and a trip with no items, are answered, not crashed on")
  func nothingToMove() throws {
    var editor = try Sample.editor()
    #expect(editor.say(.up, on: "nowhere") == "That item is not in the trip.")
    var empty = Editor(trip: try Fixture.trip(days: 2, []))
    #expect(empty.focus == nil)
    #expect(empty.say(.up) == "The trip has no items yet.")
    #expect(empty.say(.grab) == "The trip has no items yet.")
    #expect(empty.say(.where) == "The trip has no items yet.")
    #expect(empty.actions().isEmpty)
  }
}
