import ItinSession
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

@Suite("The session: action menus, bare numbers, lists, history, help and repeat")
struct SessionMenuTests {
  @Test("actions reads the focused item's valid moves, numbered, and says its hint once")
  func actionsMenu() {
    var session = Sample.session()
    #expect(
      session.type("focus drive to milwaukee", "actions") == [
        "5 actions for Drive to Milwaukee.",
        "Type a number to choose that action.",
        "1. Move up.",
        "2. Move down.",
        "3. Move to bottom.",
        "4. Move to day 1.",
        "5. Remove.",
      ])
    #expect(session.say("4") == "Drive to Milwaukee moved to position 4 of day 1.")
    #expect(session.type("actions").suffix(2) == ["4. Move to day 2.", "5. Remove."])
    // The last number is Remove: the item becomes an idea.
    #expect(session.say("5") == "Removed Drive to Milwaukee from day 1. It is an idea now.")
    #expect(session.trip.idea("to-milwaukee") != nil)
  }

  @Test("On a long trip, actions says the moves to other days as runs of numbers and days")
  func longTripMenu() throws {
    let items = [
      Item(id: "walk", title: "Walk", kind: .custom, placement: Placement(day: 3, sortOrder: 1)),
      Item(id: "swim", title: "Swim", kind: .custom, placement: Placement(day: 3, sortOrder: 2)),
    ]
    let trip = try Trip(title: "Long", days: (1...30).map { _ in Day() }, items: items)
    var session = Session(document: TripDocument(trip: trip), path: nil)
    #expect(
      session.type("actions") == [
        "33 actions for Walk.",
        "Type a number to choose that action.",
        "1. Move up.",
        "2. Move down.",
        "3. Move to bottom.",
        "4. Move to day 1.",
        "5. Move to day 2.",
        "Numbers 6 to 32 move to days 4 to 30.",
        "33. Remove.",
      ])
    #expect(session.say("2") == "Walk moved to position 2 of day 3.")
    // Every move is numbered, the runs too: number 32 is day 30.
    #expect(session.say("actions", "32") == "Walk moved to position 1 of day 30.")
    #expect(session.say("actions", "40") == "There is no number 40. The list has numbers 1 to 31.")
    #expect(session.say("move to day 3") == "Walk moved to position 2 of day 3.")
    // Up to nine other days are read one by one, as on the sample trip.
    let short = try Trip(title: "Ten", days: (1...10).map { _ in Day() }, items: items)
    var tenDays = Session(document: TripDocument(trip: short), path: nil)
    #expect(tenDays.type("actions").contains("12. Move to day 10."))
  }

  @Test("actions all says each unavailable move's label first, and days that share a reason once")
  func actionsAll() {
    var session = Sample.session()
    #expect(
      session.type("focus drive to milwaukee", "actions all") == [
        "5 actions for Drive to Milwaukee, and 4 not available.",
        "Type a number to choose that action.",
        "1. Move up.",
        "2. Move down.",
        "3. Move to bottom.",
        "4. Move to day 1.",
        "5. Remove.",
        "Move to top, not now. It is already there.",
        "Move to days 3 to 5, not now. It must stay within days 1 and 2.",
      ])
    #expect(
      session.type("focus minneapolis", "actions all") == [
        "7 actions for Drive to Minneapolis, and 2 not available.",
        "1. Move up.",
        "2. Move down.",
        "3. Move to top.",
        "4. Move to bottom.",
        "5. Move to day 2.",
        "6. Move to day 4.",
        "7. Remove.",
        "Move to days 1 and 5, not now. It must stay within days 2 to 4.",
      ])
  }

  @Test("A game has no moves, and the menu says why in one line")
  func gameMenu() {
    var session = Sample.session()
    #expect(
      session.type("focus royals at twins", "actions") == [
        "No actions for Royals at Twins. Games are fixed."
      ])
    #expect(session.type("actions all") == ["No actions for Royals at Twins. Games are fixed."])
    #expect(session.say("1") == "There is no numbered list to choose from.")
  }

  @Test("A bare number out of range, or after the focus moved on, changes nothing")
  func numbersOutOfRange() {
    var session = Sample.session()
    let trip = session.trip
    #expect(session.say("1") == "There is no numbered list to choose from.")
    session.type("actions")
    #expect(session.say("9") == "There is no number 9. The list has numbers 1 to 7.")
    #expect(session.say("0") == "There is no number 0. The list has numbers 1 to 7.")
    #expect(session.say("next", "1") == "There is no numbered list to choose from.")
    #expect(session.trip == trip)
  }

  @Test("list reads the focused item's day; list day N another; list all the whole trip")
  func lists() {
    var session = Sample.session()
    #expect(
      session.type("list") == [
        "Day 1, Friday, June 5, Chicago. 3 items.",
        "Type a number to focus that item.",
        "1. Lunch at Lou Malnati's.",
        "2. Brewers at Cubs, game, fixed.",
        "3. Drinks in Wrigleyville.",
      ])
    #expect(
      session.type("list day 3") == [
        "Day 3, Sunday, June 7. 3 items.",
        "1. Frozen custard at Kopp's.",
        "2. Drive to Minneapolis, travel from Milwaukee to Minneapolis.",
        "3. Walk at Minnehaha Falls.",
      ])
    #expect(session.type("list day 7") == ["There is no day 7. The trip has days 1 to 5."])
    let all = session.type("list all")
    #expect(all.count == 1 + 5 + 15)
    #expect(all.first == "Midwest ballpark road trip. 5 days, 15 items.")
    #expect(all.last == "4. Fly home to Chicago, travel from Kansas City to Chicago.")
  }

  @Test("history reads the undo steps newest first, with how many can be redone")
  func history() {
    var session = Sample.session()
    #expect(session.type("history") == ["No steps to undo."])
    session.type("down", "move to day 2", "focus falls", "up", "undo")
    #expect(
      session.type("history") == [
        "2 steps to undo, and 1 to redo.",
        "Move of Lunch at Lou Malnati's to day 2.",
        "Move of Lunch at Lou Malnati's to position 2 of day 1.",
      ])
  }

  @Test("history reads at most 10 steps, and says how many older ones there are")
  func longHistory() {
    var session = Sample.session()
    for _ in 0..<7 { session.type("down", "up") }
    let lines = session.type("history")
    #expect(lines.count == 12)
    #expect(lines.first == "14 steps to undo.")
    #expect(lines[1] == "Move of Lunch at Lou Malnati's to position 1 of day 1.")
    #expect(lines[2] == "Move of Lunch at Lou Malnati's to position 2 of day 1.")
    #expect(lines.last == "And 4 older steps.")
  }

  @Test("repeat says the last answer again, and nothing changes")
  func repeatLast() {
    var session = Sample.session()
    #expect(session.say("repeat") == "Nothing to repeat yet.")
    session.type("down")
    let trip = session.trip
    #expect(session.say("repeat") == "Lunch at Lou Malnati's moved to position 2 of day 1.")
    #expect(session.say("", "repeat") == "Lunch at Lou Malnati's moved to position 2 of day 1.")
    #expect(session.trip == trip)
    // The list, and once, what a number does; repeat says them again.
    #expect(session.type("list", "repeat").count == 5)
    #expect(session.say("3") == "Drinks in Wrigleyville, custom, position 3 of day 1.")
  }

  @Test("help lists the commands; help COMMAND tells about one")
  func help() {
    var session = Sample.session()
    let overview = session.type("help")
    #expect(overview.count == 13)
    #expect(overview.contains { $0.contains("select NAME, unselect, selection, or clear") })
    #expect(overview.contains { $0.contains("add day before N, add day after N, remove day N") })
    #expect(overview.last == "Type help and a command to hear more, or quit to leave.")
    // Every form of a command is in the overview, the force save and the
    // move within the day included.
    #expect(overview.contains { $0.contains("save anyway") })
    #expect(overview.contains { $0.contains("move to position P") })
    // What to type first, then what it does, a sentence a line.
    #expect(
      session.type("help save") == [
        "Type save, save anyway, or save as PATH.",
        "Saves the trip to its file, or to a new file, never half-written.",
        "If the file changed on disk, save asks first on a terminal and refuses through a pipe; save anyway replaces it.",
      ])
    #expect(
      session.type("help grab") == [
        "Type grab.", "Picks up the focused item.", "Each move is said as you make it.",
        "Then drop keeps the moves as one step, and cancel puts the item back.",
      ])
    #expect(session.type("HELP move to day") == session.type("help move"))
    #expect(
      session.type("help exit") == [
        "Type quit.", "Leaves itin-a11y.", "With unsaved changes on a terminal, it asks first.",
      ])
    #expect(session.say("help grba") == "No help for grba. Did you mean help grab?")
    #expect(session.say("help zzzzzz") == "No help for zzzzzz.")
  }

  @Test(
    "Every command has help: what to type first, then each sentence of what it does, a line each",
    arguments: CommandName.allCases)
  func everyCommandHasHelp(name: CommandName) throws {
    var session = Sample.session()
    let lines = session.type("help \(name.rawValue)")
    #expect(lines.first?.hasPrefix("Type ") == true)
    #expect(lines.allSatisfy { $0.hasSuffix(".") })
    let summary = try #require(Catalog.english.text(for: "session.summary." + name.rawValue))
    #expect(lines.dropFirst().joined(separator: " ") == summary)
  }
}
