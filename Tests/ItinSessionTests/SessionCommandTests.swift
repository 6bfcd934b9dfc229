import ItinSession
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

@Suite("The session: moves, grab, undo and focus, said as the command layer words them")
struct SessionCommandTests {
  @Test("A move is said as the renderer says it, with nothing added, and moves the item")
  func moveSaidAsRendered() {
    var session = Sample.session()
    #expect(session.say("down") == "Lunch at Lou Malnati's moved to position 2 of day 1.")
    #expect(session.trip.position(of: "lunch") == Position(day: 1, rank: 2))
    #expect(session.say("move to day 3") == "Lunch at Lou Malnati's moved to position 4 of day 3.")
    #expect(
      session.say("move to day 2 position 1")
        == "Lunch at Lou Malnati's moved to position 1 of day 2.")
    #expect(
      session.say("move to position 3 of day 4")
        == "Lunch at Lou Malnati's moved to position 3 of day 4.")
    #expect(
      session.say("move to position 1") == "Lunch at Lou Malnati's moved to position 1 of day 4.")
    #expect(session.say("bottom") == "Lunch at Lou Malnati's moved to position 3 of day 4.")
    #expect(session.say("top") == "Lunch at Lou Malnati's moved to position 1 of day 4.")
    #expect(session.say("up") == "Lunch at Lou Malnati's moved to position 4 of day 3.")
  }

  @Test("A refusal names what blocks it and changes nothing")
  func refusalChangesNothing() {
    var session = Sample.session()
    let before = session.trip
    #expect(
      session.say("up") == "Can't move Lunch at Lou Malnati's up. It is already first in the trip.")
    #expect(
      session.say("focus drive to milwaukee", "move to day 1 position 2")
        == "Can't move Drive to Milwaukee to position 2 of day 1."
    )
    #expect(
      session.say("move to day 4")
        == "Can't move Drive to Milwaukee to day 4. It must stay within days 1 and 2.")
    #expect(
      session.say("move to day 9")
        == "Can't move Drive to Milwaukee to day 9. The trip has days 1 to 5.")
    #expect(
      session.say("focus cubs at brewers", "down") == "Can't move Cubs at Brewers. Games are fixed."
    )
    #expect(session.trip == before)
    #expect(session.editor.history.undoSteps.isEmpty)
  }

  @Test("move before and move after find the other item by name")
  func moveNextToName() {
    var session = Sample.session()
    #expect(
      session.say("move after brewery") == "Lunch at Lou Malnati's moved to position 3 of day 2.")
    #expect(
      session.say("move before frozen") == "Lunch at Lou Malnati's moved to position 1 of day 3.")
    #expect(session.say("move after nothing like it") == "No item matches nothing like it.")
  }

  @Test("An ambiguous name for move before lists the matches; a number then makes the move")
  func moveBeforeAmbiguous() {
    var session = Sample.session()
    #expect(
      session.type("move before drive") == [
        "2 items match drive.",
        "Type a number to choose one.",
        "1. Drive to Milwaukee, position 1 of day 2.",
        "2. Drive to Minneapolis, position 2 of day 3.",
      ])
    #expect(session.say("2") == "Lunch at Lou Malnati's moved to position 2 of day 3.")
    #expect(session.say("1") == "There is no numbered list to choose from.")
  }

  @Test(
    "focus: an exact title wins, then a one-word name as a whole word, then the start of a title, then the start of its words; two titles that match as well are listed"
  )
  func focusByName() {
    var session = Sample.session()
    #expect(
      session.say("focus Brewers at Cubs") == "Brewers at Cubs, game, fixed, position 2 of day 1.")
    // "cubs" is a whole word of both games' titles: neither is guessed,
    // though one begins with it.
    #expect(
      session.type("focus cubs") == [
        "2 items match cubs.", "Type a number to choose one.",
        "1. Brewers at Cubs, position 2 of day 1.", "2. Cubs at Brewers, position 3 of day 2.",
      ])
    #expect(session.say("2") == "Cubs at Brewers, game, fixed, position 3 of day 2.")
    // A whole word beats the start of another: "tour" is Brewery tour's.
    #expect(session.say("focus tour") == "Brewery tour, custom, position 2 of day 2.")
    #expect(
      session.say("focus custard") == "Frozen custard at Kopp's, custom, position 1 of day 3.")
    #expect(
      session.say("focus LOU MALNATIS") == "Lunch at Lou Malnati's, custom, position 1 of day 1.")
    #expect(
      session.say("focus kopps frozen") == "Frozen custard at Kopp's, custom, position 1 of day 3.")
    #expect(
      session.say("focus to-kansas-city")
        == "Fly to Kansas City, travel from Minneapolis to Kansas City, position 1 of day 5.")
    #expect(session.focusedTitle == "Fly to Kansas City")
  }

  @Test("An ambiguous focus lists each match on its own short line, and a number chooses")
  func focusAmbiguous() {
    var session = Sample.session()
    #expect(
      session.type("focus fly") == [
        "2 items match fly.",
        "Type a number to choose one.",
        "1. Fly to Kansas City, position 1 of day 5.",
        "2. Fly home to Chicago, position 4 of day 5.",
      ])
    #expect(session.focusedTitle == "Lunch at Lou Malnati's")
    #expect(
      session.say("2")
        == "Fly home to Chicago, travel from Kansas City to Chicago, position 4 of day 5.")
    // The hint is said once a session.
    #expect(session.type("focus drive").last == "2. Drive to Minneapolis, position 2 of day 3.")
    #expect(session.say("3") == "There is no number 3. The list has numbers 1 and 2.")
  }

  @Test("A name that matches many items asks for more of it, and one that matches none says so")
  func focusTooManyOrNone() throws {
    let items = (1...12).map {
      Item(
        id: ItemID("dinner-\($0)"), title: "Dinner \($0)", kind: .custom,
        placement: Placement(day: 1, sortOrder: Double($0)))
    }
    var dinners = Session(
      document: TripDocument(trip: try Trip(title: "Dinners", days: [Day()], items: items)),
      path: nil)
    #expect(dinners.say("focus dinner") == "12 items match dinner. Type more of the name.")
    #expect(dinners.say("focus dinner") == "12 items match dinner.")
    #expect(dinners.say("focus dinner 12") == "Dinner 12, custom, position 12 of day 1.")
    var session = Sample.session()
    #expect(session.say("focus zebra") == "No item matches zebra.")
    #expect(session.say("focus \u{1B}[31m") == "No item matches that name.")
    #expect(session.focusedTitle == "Lunch at Lou Malnati's")
  }

  @Test("next and previous walk the trip in order across days; at the ends they say why not")
  func nextAndPrevious() {
    var session = Sample.session()
    #expect(
      session.say("previous") == "No previous item. Lunch at Lou Malnati's is first in the trip.")
    #expect(session.say("next") == "Brewers at Cubs, game, fixed, position 2 of day 1.")
    #expect(
      session.say("next", "next")
        == "Drive to Milwaukee, travel from Chicago to Milwaukee, position 1 of day 2.")
    #expect(session.say("previous") == "Drinks in Wrigleyville, custom, position 3 of day 1.")
    #expect(
      session.say("last")
        == "Fly home to Chicago, travel from Kansas City to Chicago, position 4 of day 5.")
    #expect(session.say("next") == "No next item. Fly home to Chicago is last in the trip.")
    #expect(session.say("first") == "Lunch at Lou Malnati's, custom, position 1 of day 1.")
  }

  @Test("next and previous pass over an empty day")
  func passEmptyDay() {
    var session = Sample.session()
    session.type("day 3", "move to day 2", "next", "move to day 2", "next", "move to day 4")
    #expect(session.trip.itemCount(onDay: 3) == 0)
    #expect(
      session.say("focus drive to minneapolis", "next")
        == "Mill City Museum, custom, position 1 of day 4.")
    #expect(
      session.say("previous")
        == "Drive to Minneapolis, travel from Milwaukee to Minneapolis, position 5 of day 2.")
  }

  @Test("day N focuses the first item of day N; a day without items or out of range says so")
  func dayN() {
    var session = Sample.session()
    #expect(session.say("day 4") == "Mill City Museum, custom, position 1 of day 4.")
    #expect(session.say("day 6") == "There is no day 6. The trip has days 1 to 5.")
    #expect(session.say("day 0") == "There is no day 0. The trip has days 1 to 5.")
    session.type("day 3", "move to day 2", "day 3", "move to day 2", "day 3", "move to day 4")
    #expect(session.say("day 3") == "Day 3 has no items yet. New items go there.")
  }

  @Test("grab says its hint once; moves while grabbed are said; drop is one undo step")
  func grabDropUndo() {
    var session = Sample.session()
    #expect(
      session.type("grab") == [
        "Grabbed Lunch at Lou Malnati's at position 1 of day 1.",
        "Move it with up, down, top, bottom or move to day N. Then type drop to keep it there, or cancel.",
      ])
    #expect(session.say("down") == "Lunch at Lou Malnati's moved to position 2 of day 1.")
    #expect(session.say("move to day 2") == "Lunch at Lou Malnati's moved to position 4 of day 2.")
    #expect(
      session.say("undo")
        == "Can't undo until Lunch at Lou Malnati's is dropped or cancelled.")
    #expect(
      session.say("next")
        == "Can't move focus to Frozen custard at Kopp's until Lunch at Lou Malnati's is dropped or cancelled."
    )
    #expect(session.say("drop") == "Dropped Lunch at Lou Malnati's at position 4 of day 2.")
    #expect(session.editor.history.undoSteps.count == 1)
    #expect(session.say("grab") == "Grabbed Lunch at Lou Malnati's at position 4 of day 2.")
    #expect(
      session.say("up", "cancel")
        == "Cancelled. Lunch at Lou Malnati's is back at position 4 of day 2.")
    #expect(
      session.say("undo") == "Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.")
    #expect(
      session.say("redo") == "Redid move of Lunch at Lou Malnati's. Now at position 4 of day 2.")
    #expect(session.say("redo") == "Nothing to redo.")
  }

  @Test("Undo and redo move the focus to the item they touch")
  func undoFollowsFocus() {
    var session = Sample.session()
    session.type("down", "focus brewery", "up", "last")
    #expect(session.say("undo") == "Undid move of Brewery tour. Back at position 2 of day 2.")
    #expect(
      session.say("undo") == "Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.")
    #expect(session.focusedTitle == "Lunch at Lou Malnati's")
    #expect(session.say("undo") == "Nothing to undo.")
  }

  @Test("terse and verbose change how announcements are said")
  func verbosityLevels() {
    var session = Sample.session(verbosity: .terse)
    #expect(session.say("down") == "Position 2 of day 1.")
    #expect(session.say("verbosity") == "Verbosity is terse.")
    #expect(session.say("verbosity verbose") == "Verbosity is now verbose.")
    #expect(
      session.say("down")
        == "Lunch at Lou Malnati's moved to position 3 of day 1. Friday, June 5, Chicago. 3 items in day 1. After Drinks in Wrigleyville."
    )
    #expect(
      session.say("verbosity normal", "up")
        == "Lunch at Lou Malnati's moved to position 2 of day 1.")
    #expect(session.say("verbosity loud") == "Verbosity can be terse, normal or verbose.")
  }

  @Test("The session's commands act on a trip with no items without failing")
  func emptyTrip() throws {
    let trip = try Trip(title: "Empty", days: [Day(), Day()], items: [])
    var session = Session(document: TripDocument(trip: trip), path: nil)
    for line in [
      "where", "up", "next", "first", "last", "actions", "grab", "undo", "focus x", "list",
      "move to position 2",
    ] {
      let lines = session.handle(line).lines
      #expect(lines.count == 1, "\(line)")
    }
    // What to type was said with the first answer; then the answer alone.
    #expect(session.say("where") == "The trip has no items yet.")
    #expect(session.say("day 2") == "Day 2 has no items yet. New items go there.")
    // The day gone to is the one read.
    #expect(session.type("list") == ["Day 2. No items yet."])
    var fresh = Session(document: TripDocument(trip: trip), path: nil)
    #expect(
      fresh.say("up") == "The trip has no items yet. Type new and a title to add an item.")
  }
}
