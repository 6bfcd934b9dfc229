import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@Suite("Several people in one list: each step says who, each undo takes back one's own")
struct PeopleTests {
  /// The editor with `person` making the changes.
  static func by(_ person: String, _ editor: inout Editor, _ change: (inout Editor) -> Announcement)
    -> String
  {
    editor.author = person
    return said(change(&editor))
  }

  @Test("Each step keeps its author, and an undo takes back one's own newest step past another's")
  func ownUndo() throws {
    var editor = try Sample.editor()
    _ = Self.by("Sam", &editor) { $0.perform(.down, on: "lunch") }
    _ = Self.by("Ana", &editor) { $0.perform(.toDay(3), on: "museum") }
    #expect(editor.history.undoSteps.map(\.author) == ["Sam", "Ana"])
    let museum = editor.position(of: "museum")
    let sam = Self.by("Sam", &editor) { $0.undo() }
    #expect(sam == "Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.")
    #expect(editor.position(of: "lunch") == Position(day: 1, rank: 1))
    #expect(editor.position(of: "museum") == museum, "Ana's move stays")
    #expect(editor.history.undoSteps.map(\.author) == ["Ana"])
    expectInvariants(editor.trip)
    // Sam's redo makes it again, past Ana's.
    let redone = Self.by("Sam", &editor) { $0.redo() }
    #expect(redone == "Redid move of Lunch at Lou Malnati's. Now at position 2 of day 1.")
    #expect(editor.history.undoSteps.map(\.author) == ["Ana", "Sam"])
  }

  @Test(
    "Another's later change to the same item stands in the way: refused, naming them, nothing changed"
  )
  func blockedUndo() throws {
    var editor = try Sample.editor()
    _ = Self.by("Sam", &editor) { $0.perform(.down, on: "lunch") }
    _ = Self.by("Ana", &editor) { $0.perform(.toDay(2), on: "lunch") }
    let before = editor.trip
    let revision = editor.revision
    let said = Self.by("Sam", &editor) { $0.undo() }
    #expect(said == "Can't undo. Ana has changed Lunch at Lou Malnati's since.")
    #expect(identicalPlacements(editor.trip, before))
    #expect(editor.revision == revision)
    #expect(editor.history.undoSteps.count == 2)
    // Ana's own undo is hers, and then Sam's is free.
    _ = Self.by("Ana", &editor) { $0.undo() }
    #expect(Self.by("Sam", &editor) { $0.undo() }.hasPrefix("Undid move of Lunch"))
    #expect(identicalPlacements(editor.trip, try Sample.trip()))
  }

  @Test(
    "A redo that another's change since stands in the way of is refused; another's step keeps one's redo"
  )
  func blockedRedo() throws {
    var editor = try Sample.editor()
    _ = Self.by("Sam", &editor) { $0.perform(.down, on: "lunch") }
    _ = Self.by("Sam", &editor) { $0.undo() }
    _ = Self.by("Ana", &editor) { $0.perform(.toBottom, on: "lunch") }
    #expect(editor.history.redoSteps.map(\.author) == ["Sam"], "Ana's step keeps Sam's redo")
    let before = editor.trip
    #expect(
      Self.by("Sam", &editor) { $0.redo() }
        == "Can't redo. Ana has changed Lunch at Lou Malnati's since.")
    #expect(identicalPlacements(editor.trip, before))
    // A redo of an item no one touched since goes ahead.
    _ = Self.by("Sam", &editor) { $0.perform(.up, on: "falls") }
    _ = Self.by("Sam", &editor) { $0.undo() }
    _ = Self.by("Ana", &editor) { $0.perform(.toTop, on: "barbecue") }
    #expect(
      Self.by("Sam", &editor) { $0.redo() }.hasPrefix("Redid move of Walk at Minnehaha Falls"))
    expectInvariants(editor.trip)
  }

  @Test(
    "A change of the days stands in the way of any undo before it; nothing of one's own is said")
  func daysAndNothing() throws {
    var editor = try Sample.editor()
    #expect(Self.by("Ana", &editor) { $0.undo() } == "Nothing to undo.")
    _ = Self.by("Sam", &editor) { $0.perform(.down, on: "lunch") }
    #expect(Self.by("Ana", &editor) { $0.undo() } == "Nothing of yours to undo.")
    #expect(Self.by("Ana", &editor) { $0.redo() } == "Nothing to redo.")
    _ = Self.by("Ana", &editor) { $0.perform(.changeTrip(.addDay(.atEnd))) }
    #expect(
      Self.by("Sam", &editor) { $0.undo() } == "Can't undo. Ana has changed the trip since.")
    var board = editor
    board.renderer = AnnouncementRenderer()
    var renderer = AnnouncementRenderer()
    renderer.groupNames = ["To do", "Doing"]
    board.author = "Sam"
    #expect(renderer.text(for: board.undo()) == "Can't undo. Ana has changed the list since.")
  }

  @Test("Another's change is said with their name, in each language, by group names too")
  func attributed() throws {
    var editor = try Sample.editor()
    let moved = editor.perform(.toPosition(Position(day: 3, rank: 2)), on: "lunch")
    let english = AnnouncementRenderer()
    #expect(
      english.text(for: moved, by: "Ana")
        == "Ana moved Lunch at Lou Malnati's to position 2 of day 3.")
    let german = AnnouncementRenderer(catalog: try #require(Catalog.shipped(language: "de")))
    #expect(
      german.text(for: moved, by: "Ana")
        == "Ana hat Lunch at Lou Malnati's an Position 2 von Tag 3 verschoben.")
    var board = AnnouncementRenderer()
    board.groupNames = ["To do", "Doing", "Done"]
    #expect(
      board.text(for: moved, by: "Ana") == "Ana moved Lunch at Lou Malnati's to position 2 of Done."
    )
    // Any other change is said after the name.
    let day = editor.perform(.changeTrip(.addDay(.atEnd)))
    #expect(english.text(for: day, by: "Ana") == "Ana made a change. Added day 6.")
    let undone = editor.undo()
    #expect(english.text(for: undone, by: "Ana").hasPrefix("Ana made a change. Undid"))
    #expect(
      english.text(for: editor.undo(), by: "Ana")
        == "Ana undid a move. Lunch at Lou Malnati's is back at position 1 of day 1.")
    // A name with a line break in it is said on one line; none is someone.
    #expect(english.text(for: moved, by: "Ana\nB").hasPrefix("Ana B moved"))
    #expect(english.text(for: moved, by: " ").hasPrefix("Someone moved"))
  }

  @Test("Quick changes are gathered, counted in each language's plural forms")
  func gathered() throws {
    let english = AnnouncementRenderer()
    #expect(english.gathered(count: 3, days: [2], by: "Ana") == "Ana made 3 changes on day 2.")
    #expect(english.gathered(count: 1, days: [2], by: "Ana") == "Ana made 1 change on day 2.")
    #expect(english.gathered(count: 4, days: [1, 2], by: "Ana") == "Ana made 4 changes.")
    let french = AnnouncementRenderer(catalog: try #require(Catalog.shipped(language: "fr")))
    #expect(french.gathered(count: 2, days: [], by: "Ana") == "Ana a fait 2 modifications.")
    var board = AnnouncementRenderer()
    board.groupNames = ["To do", "Doing", "Done"]
    #expect(board.gathered(count: 2, days: [3], by: "Ana") == "Ana made 2 changes in Done.")
  }

  @Test(
    "Three people, 300 random changes and their own undos: every rule holds, a refusal changes nothing, an undo takes back only its person's step",
    arguments: 0..<4)
  func threePeople(batch: UInt64) throws {
    var random = SplitMix64(seed: 4700 + batch)
    let people = ["Sam", "Ana", "Lee"]
    var undone = 0
    var blocked = 0
    for _ in 0..<3 {
      var editor = Editor(trip: try RandomTrip.make(using: &random))
      for _ in 0..<300 {
        let person = people[Int.random(in: 0..<3, using: &random)]
        editor.author = person
        let before = editor
        let roll = Int.random(in: 0..<10, using: &random)
        let command: Command =
          roll < 2
          ? .undo
          : roll < 3 ? .redo : EditorPropertyTests.randomCommand(for: editor, using: &random)
        let announcement = editor.perform(command)
        expectInvariants(editor.trip)
        switch announcement {
        case .undoBlocked(_, let blocking), .redoBlocked(_, let blocking):
          blocked += 1
          #expect(blocking.author != person)
          #expect(identicalPlacements(editor.trip, before.trip))
          #expect(editor.history.undoSteps == before.history.undoSteps)
          #expect(editor.history.redoSteps == before.history.redoSteps)
        case .undone(let step, _), .itemsUndone(let step), .tripUndone(let step):
          undone += 1
          #expect(step.author == person || step.author == nil)
          // Only the items the step touched changed place.
          let touched = Set(
            step.changes.map(\.item) + [step.item.id]
              + (step.edit.map { [$0.item.id] + $0.renumbered.map(\.item) } ?? []))
          if step.tripEdit == nil {
            for item in editor.trip.items where !touched.contains(item.id) {
              #expect(before.trip.item(item.id)?.placement.isIdentical(to: item.placement) == true)
            }
          }
        default: break
        }
      }
      // Each person takes back all they can, newest first; then the list
      // is the one each could not take back, and every rule still holds.
      for person in people {
        editor.author = person
        while case .undone = editor.undo() {}
        expectInvariants(editor.trip)
      }
    }
    #expect(undone > 20)
    #expect(blocked > 0)
  }
}
