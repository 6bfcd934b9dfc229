import Foundation
import ItinExport
import ItinREPL
import ItinSession
import ItineraryCore
import ReorderCommands
import ReorderCommandsTesting
import Testing

/// The code examples of the README, the DocC catalogs, docs/ and the doc
/// comments, as code that compiles and runs.
///
/// Each example stands between a `// snippet: NAME` line and a
/// `// end snippet` line; ``DocExampleTests`` finds every Swift block of
/// the documentation among them, word for word, and runs those it can.
/// Inside an example, `print` is this class's: what it prints is kept, and
/// checked against the comment line under each `print`.
@MainActor
final class Snippets {
  /// What the examples printed, one line each.
  private(set) var printed: [String] = []
  /// A trip file of the sample trip, for the examples that open one.
  let path: String

  init() {
    path = NSTemporaryDirectory() + "itin-doc-example-\(UUID().uuidString).json"
    _ = FileManager.default.createFile(atPath: path, contents: Data(SampleTrip.json.utf8))
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  func print(_ items: Any...) {
    printed.append(items.map { "\($0)" }.joined(separator: " "))
  }

  /// The examples that run on any platform, by name.
  nonisolated static let runnable: [String: @MainActor @Sendable (Snippets) throws -> Void] = [
    "readme-in-an-app": { try $0.readmeInAnApp() },
    "any-list": { try $0.anyList() },
    "several-people": { try $0.severalPeople() },
    "shared-session": { try $0.sharedSession() },
    "core-overview": { try $0.coreOverview() },
    "commands-overview": { try $0.commandsOverview() },
    "editor": { try $0.editor() },
    "trip-document": { try $0.tripDocument() },
    "bytes-in-bytes-out": { try $0.bytesInBytesOut() },
    "session": { try $0.session() },
    "replacing-templates": { try $0.replacingTemplates() },
    "why-not": { try $0.whyNot() },
    "runs-of-days": { try $0.runsOfDays() },
    "compact-menu": { try $0.compactMenu() },
    "drop-preview": { try $0.dropPreview() },
    "drop-from-outside": { try $0.dropFromOutside() },
    "move-several": { try $0.moveSeveral() },
    "list-rows": { try $0.listRows() },
    "editor-codable": { try $0.editorCodable() },
    "spoken-data": { try $0.spokenData() },
    "your-own-words": { try $0.yourOwnWords() },
    "catalog-error": { $0.catalogError() },
    "editor-model": { try $0.editorModel() },
    "category-names": { try $0.categoryNames() },
    "drag-speech": { try $0.dragSpeech() },
    "trip-change": { try $0.tripChange() },
    "export-markdown": { try $0.export() },
  ]

  func readmeInAnApp() throws {
    // snippet: readme-in-an-app
    var editor = Editor(trip: try SampleTrip.document().trip)
    let renderer = AnnouncementRenderer()

    let said = editor.perform(.toDay(2), on: "lunch")
    print(renderer.text(for: said))
    // Lunch at Lou Malnati's moved to position 4 of day 2.

    // The moves that would succeed now, for a VoiceOver action menu.
    let menu = editor.actions(for: "lunch")
    print(menu.map(\.label).joined(separator: ", "))
    // Move up, Move down, Move to top, Move to day 1, Move to day 3, Move to day 4, Move to day 5

    print(renderer.text(for: editor.undo()))
    // Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.
    // end snippet
  }

  func anyList() throws {
    // snippet: any-list
    // A board: its columns are the list's groups, said by their names.
    let board = try Trip(
      title: "Sprint board",
      days: [Day(label: "To do"), Day(label: "Doing"), Day(label: "Done")],
      items: [
        Item(
          id: "login", title: "Fix login", kind: .custom, placement: Placement(day: 1, sortOrder: 1)
        ),
        Item(
          id: "csv", title: "CSV export", kind: .custom, placement: Placement(day: 1, sortOrder: 2)),
        Item(
          id: "ship", title: "Ship 2.0", kind: .custom, placement: Placement(day: 3, sortOrder: 1)),
      ])
    var editor = Editor(trip: board)
    editor.renderer.groupNames = board.days.map(\.label)
    // The board's own rule, in its own words, obeyed by every move.
    editor.moveRule = MoveRuleFunction { item, position, _ in
      item.id == "csv" && position.day == 3 ? "a blocked card can't go to Done" : nil
    }

    print(editor.renderer.text(for: editor.perform(.toDay(3), on: "login")))
    // Fix login moved to position 2 of Done.
    print(editor.renderer.text(for: editor.perform(.toDay(3), on: "csv")))
    // Can't move CSV export to Done. A blocked card can't go to Done.
    print(editor.actions(for: "csv").map(\.label).joined(separator: ", "))
    // Move down, Move to Doing
    // end snippet
  }

  func severalPeople() throws {
    // snippet: several-people
    var editor = Editor(trip: try SampleTrip.document().trip)
    editor.author = "Sam"
    _ = editor.perform(.down, on: "lunch")
    editor.author = "Ana"
    let moved = editor.perform(.toDay(3), on: "museum")
    // Everyone but Ana hears her move with her name.
    print(editor.renderer.text(for: moved, by: "Ana"))
    // Ana moved Mill City Museum to position 4 of day 3.
    // Sam's undo takes back his own move, not Ana's later one.
    editor.author = "Sam"
    print(editor.renderer.text(for: editor.undo()))
    // Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.
    // end snippet
  }

  func sharedSession() throws {
    // snippet: shared-session
    let session = Session(document: try SampleTrip.document(), path: nil)
    var shared = SharedSession(session: session)
    let sam = SharedSession.Seat(holder: "terminal")
    let ana = SharedSession.Seat(holder: "1", tab: "a")
    _ = shared.handle("focus museum", at: sam, by: "Sam", in: .english)
    _ = shared.handle("grab", at: sam, by: "Sam", in: .english)
    let drop = shared.perform(.endsGrab, at: ana, by: "Ana", in: .english) {
      $0.change { $0.drop() }.reply
    }
    if case .refused(let why) = drop { print(why) }
    // Can't drop Mill City Museum. Sam is holding it, and only Sam can drop it or put it back.
    // end snippet
  }

  func coreOverview() throws {
    // snippet: core-overview
    var trip = try SampleTrip.document().trip
    let target = Position(day: 3, rank: 1)

    // Ask first: a Refusal carries the facts; ReorderCommands words them.
    if case .mustStayWithinDays(let days, _)? = trip.refusal(moving: "to-milwaukee", to: target) {
      print("Drive to Milwaukee may go no later than day \(days.upperBound).")
      // Drive to Milwaukee may go no later than day 2.
    }
    print(trip.refusal(moving: "brewery", to: target) == nil)
    // true

    let changes = try trip.move("brewery", to: target)
    print(trip.position(of: "brewery") == target)
    // true

    // Keep the changes to undo the move, to the bit.
    try trip.restore(changes)
    print(trip.position(of: "brewery") == Position(day: 2, rank: 2))
    // true
    // end snippet
  }

  func commandsOverview() throws {
    // snippet: commands-overview
    var editor = Editor(trip: try SampleTrip.document().trip)
    let renderer = AnnouncementRenderer()

    print(renderer.text(for: editor.perform(.down)))
    // Lunch at Lou Malnati's moved to position 2 of day 1.
    print(renderer.text(for: editor.perform(.up, on: "cubs")))
    // Can't move Brewers at Cubs. Games are fixed.
    print(renderer.text(for: editor.undo()))
    // Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.
    // end snippet
  }

  func export() throws {
    // snippet: export-markdown
    let trip = try SampleTrip.document().trip
    let page = try TripExporter(catalog: .english).text(of: trip, as: .md)
    print(page.split(separator: "\n")[0])
    // # Midwest ballpark road trip
    // end snippet
  }

  func tripChange() throws {
    // snippet: trip-change
    var editor = Editor(trip: try SampleTrip.document().trip)
    let renderer = AnnouncementRenderer()
    print(renderer.text(for: editor.perform(.start(TripDate(year: 2027, month: 6, day: 5)))))
    // Trip starts Saturday, June 5, 2027.
    print(renderer.text(for: editor.perform(.addDay(.after(5)))))
    // Added day 6, Thursday, June 10.
    print(renderer.text(for: editor.perform(.removeDay(2))))
    // Can't remove day 2. It holds Cubs at Brewers.
    print(renderer.text(for: editor.undo()))
    // Undid adding day 6.
    // end snippet
  }

  func editor() throws {
    // snippet: editor
    var editor = Editor(trip: try SampleTrip.document().trip)
    let said = editor.perform(.toDay(2), on: "lunch")
    print(AnnouncementRenderer().text(for: said))
    // Lunch at Lou Malnati's moved to position 4 of day 2.
    // end snippet
  }

  func bytesInBytesOut() throws {
    // snippet: bytes-in-bytes-out
    // What the document picker, or FileDocument's configuration, read.
    let read = Array(SampleTrip.json.utf8)
    let document = try TripDocument(bytes: read)
    var trip = document.trip
    try trip.move("brewery", to: Position(day: 3, rank: 1))
    // What fileWrapper(configuration:) hands back to write.
    let written = try document.bytes(saving: trip)
    print(written.count - read.count, try TripDocument(bytes: written).trip == trip)
    // 0 true
    // end snippet
  }

  func tripDocument() throws {
    // snippet: trip-document
    var document = try TripDocument.open(atPath: path)
    var trip = document.trip
    try trip.move("lunch", to: Position(day: 2, rank: 1))
    document = try document.save(trip, toPath: path)
    let reopened = try TripDocument.open(atPath: path)
    print(reopened.trip.position(of: "lunch") == Position(day: 2, rank: 1))
    // true
    // end snippet
  }

  func session() throws {
    // snippet: session
    var session = Session(document: try SampleTrip.document(), path: nil)
    print(session.handle("down").lines[0])
    // Lunch at Lou Malnati's moved to position 2 of day 1.
    // end snippet
  }

  func replacingTemplates() throws {
    // snippet: replacing-templates
    var renderer = AnnouncementRenderer(verbosity: .normal)
    renderer.templates[.moved] = "{title} is now at position {position}, day {day}."
    renderer.templates[.reasonGameIsFixed] = "games never move"

    var editor = Editor(trip: try SampleTrip.document().trip)
    print(renderer.text(for: editor.perform(.down)))
    // Lunch at Lou Malnati's is now at position 2, day 1.
    print(renderer.text(for: editor.perform(.up, on: "cubs")))
    // Can't move Brewers at Cubs. Games never move.
    // end snippet
  }

  func whyNot() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    let item = try #require(model.editor.trip.item("to-milwaukee"))
    // snippet: why-not
    // `item` is Drive to Milwaukee (`to-milwaukee`) of the sample trip.
    let menu = model.editor.actionMenu(for: item.id)
    let reasons = menu.unavailable.map(\.reason)
    print(reasons.last ?? "")
    // Can't move Drive to Milwaukee to day 5. It must stay within days 1 and 2.
    // end snippet
  }

  func runsOfDays() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    let item = try #require(model.editor.trip.item("brewery"))
    // snippet: runs-of-days
    // `item` is Brewery tour (`brewery`) of the sample trip.
    let steps = model.editor.stepMenu(for: item.id)
    guard let days = model.editor.dayMoves(for: item.id) else { return }
    print(steps.available.map(\.label))
    // ["Move up", "Move down", "Move to top", "Move to bottom"]
    let runs = days.allowedDays.map { "days \($0.lowerBound) to \($0.upperBound)" }
    print(runs, days.refusedDayCount)
    // ["days 1 to 1", "days 3 to 5"] 0
    guard let picked = model.editor.action(.toDay(4), for: item.id) else { return }
    print(model.sentence(for: model.perform(.action(picked))))
    // Brewery tour moved to position 3 of day 4.
    // end snippet
  }

  func compactMenu() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    let item = try #require(model.editor.trip.item("brewery"))
    // snippet: compact-menu
    let menu = model.editor.compactMenu(for: item.id)
    print(menu.actions.map(\.label), menu.count)
    // ["Move up", "Move down", "Move to top", "Move to bottom", "Move to day 3", "Move to day…", "Select", "Remove"] 8
    guard let days = menu.otherDays else { return }
    print(menu.actions[5].kind == .chooseDay(days), days.allowedDayCount)
    // true 4
    let game = model.editor.compactMenu(for: "cubs")
    print(game.count, game.reasons)
    // 0 ["Can\'t move Brewers at Cubs. Games are fixed."]
    // end snippet
  }

  func editorModel() throws {
    // snippet: editor-model
    let model = EditorModel(trip: try SampleTrip.document().trip)
    model.renderer = AnnouncementRenderer(catalog: Catalog.shipped(language: "de") ?? .english)
    print(model.editor.compactMenu(for: "brewery").actions[0].label)
    // Nach oben verschieben
    let said = model.perform(.move(.toDay(3), on: "brewery"))
    print(model.sentence(for: said), model.spoken(for: said).language)
    // Brewery tour ist jetzt an Position 4 von Tag 3. de
    // end snippet
  }

  func categoryNames() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    let item = try #require(model.editor.trip.item("brewery"))
    // snippet: category-names
    let categories = model.editor.compactMenu(for: item.id).actions.map(\.category)
    print(categories.map { model.renderer.name(of: $0) })
    // ["Within the day", "Within the day", "Within the day", "Within the day", "To another day", "To another day", "Selection", "Editing"]
    // end snippet
  }

  func dragSpeech() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    // snippet: drag-speech
    var drag = DragSpeech(dragging: ["to-milwaukee"], in: model.editor)
    print(drag.pickUp.text)
    // Grabbed Drive to Milwaukee at position 1 of day 2.
    print(drag.hover(over: .toPosition(Position(day: 1, rank: 3)), in: model.editor)?.text ?? "")
    // Over position 3 of day 1, after Brewers at Cubs.
    print(drag.hover(over: .toPosition(Position(day: 1, rank: 3)), in: model.editor) == nil)
    // true
    print(drag.hover(over: .toPosition(Position(day: 4, rank: 1)), in: model.editor)?.text ?? "")
    // Can't drop here. It must stay within days 1 and 2.
    print(drag.hover(over: .toPosition(Position(day: 5, rank: 1)), in: model.editor) == nil)
    // true
    print(drag.cancel(in: model.editor).text)
    // Cancelled. Drive to Milwaukee is back at position 1 of day 2.
    // end snippet
  }

  func dropPreview() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    // snippet: drop-preview
    let hover = model.editor.preview(.toPosition(Position(day: 4, rank: 1)), on: "to-milwaukee")
    print(hover.isAllowed)
    // false
    if case .doesNotMove(let refusal) = hover { print(model.sentence(for: refusal)) }
    // Can't move Drive to Milwaukee to position 1 of day 4.
    // end snippet
  }

  func moveSeveral() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    // snippet: move-several
    let rows = ItineraryRows(trip: model.editor.trip)
    let dragged = [rows.offset(of: "lunch"), rows.offset(of: "custard")].compactMap { $0 }
    guard let below = rows.offset(ofDay: 4),
      let (items, move) = rows.move(fromOffsets: dragged, toOffset: below)
    else { return }
    print(model.editor.preview(move, on: items).target ?? "stays", model.editor.selection.count)
    // position 3 of day 3 0
    print(model.sentence(for: model.perform(.moveTogether(move, items))))
    // 2 items moved to day 3, positions 3 and 4.
    print(model.sentence(for: model.editor.whatIsSelected()))
    // 2 items selected. Lunch at Lou Malnati's and Frozen custard at Kopp's.
    let menu = model.editor.compactMenu(for: items[0])
    print(menu.actions.map(\.label))
    // ["Move 2 items up", "Move 2 items down", "Move 2 items to top", "Move 2 items to day 2", "Move 2 items to day 4", "Move 2 items to day…", "Unselect"]
    print(menu.actions.allSatisfy { $0.category == .selection })
    // true
    print(model.sentence(for: model.undo()))
    // Undid move of 2 items. Back where they were.
    print(model.sentence(for: model.perform(.moveTogether(.toDay(2), ["lunch", "cubs"]))))
    // Can't move Brewers at Cubs. Games are fixed.
    // end snippet
  }

  func dropFromOutside() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    // snippet: drop-from-outside
    let rows = ItineraryRows(trip: model.editor.trip)
    let suggestion = Idea(id: "boat-tour", title: "Boat tour", kind: .custom)
    guard let below = rows.offset(ofDay: 2),
      let place = rows.destination(forInsertingAt: below + 1)
    else { return }
    print(model.editor.preview(.add(suggestion, place)).isAllowed)
    // true
    print(model.sentence(for: model.perform(.edit(.add(suggestion, place)))))
    // Added Boat tour at position 1 of day 2.
    let travel = Travel(from: "Chicago", to: "Milwaukee", after: "cubs")
    let drive = Idea(id: "drive-back", title: "Drive back", kind: .travel(travel))
    let first = Destination.position(Position(day: 1, rank: 1))
    let hover = model.editor.preview(.add(drive, first))
    if case .changesNothing(let refusal) = hover { print(model.sentence(for: refusal)) }
    // Can't add Drive back to position 1 of day 1.
    print(model.sentence(for: model.undo()))
    // Undid adding Boat tour.
    // end snippet
  }

  func listRows() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    // snippet: list-rows
    let rows = ItineraryRows(trip: model.editor.trip)
    guard let from = rows.offset(of: "brewery"), let before = rows.offset(ofDay: 4),
      let (id, move) = rows.move(fromOffset: from, toOffset: before)
    else { return }
    print(id, move)
    // brewery toPosition(position 4 of day 3)
    print(model.sentence(for: model.perform(.move(move, on: id))))
    // Brewery tour moved to position 4 of day 3.
    // end snippet
  }

  func editorCodable() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    // snippet: editor-codable
    var editor = model.editor
    _ = editor.perform(.toDay(3), on: "lunch")
    let saved = try JSONEncoder().encode(editor)
    // The app is put away, and launched again.
    let restored = try JSONDecoder().decode(Editor.self, from: saved)
    print(restored.history.undoSteps.map { model.renderer.label(for: $0) }.joined(separator: ", "))
    // move of Lunch at Lou Malnati's to day 3
    // end snippet
  }

  func spokenData() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    // snippet: spoken-data
    var editor = model.editor
    let spoken = model.renderer.spoken(for: editor.perform(.up, on: "cubs"), titlesLanguage: "es")
    print(spoken.priority, spoken.otherLanguageParts.map { String(spoken.text[$0.range]) })
    // high ["Brewers at Cubs"]
    // end snippet
  }

  func yourOwnWords() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    let item = try #require(model.editor.trip.item("brewery"))
    // snippet: your-own-words
    model.renderer.templates[.actionToDay] = "Auf Tag {day} verschieben"
    model.renderer.templates[.moved] = "{title} jetzt an Position {position}, Tag {day}."
    let actions = model.editor.actions(for: item.id, renderer: model.renderer)
    print(actions.map(\.label).last ?? "")
    // Auf Tag 5 verschieben
    print(model.sentence(for: model.perform(.action(actions[0]))))
    // Brewery tour jetzt an Position 1, Tag 2.
    // end snippet
  }
}

extension Snippets {
  /// The test double's example, on the main actor as an app's tests are.
  @MainActor
  func testUndoManager(editor: Editor) {
    // snippet: test-undo-manager
    let undo = TestUndoManager()
    let bridge = UndoBridge(editor: editor, undoManager: undo)
    bridge.perform(.move(.down, on: "lunch"))
    // undo.undoNames is ["move of Lunch at Lou Malnati's to position 2 of day 1"]
    undo.undo()
    // The editor undid the move, and its redo is registered.
    // end snippet
  }
}

extension Snippets {
  func catalogError() {
    // snippet: catalog-error
    let bytes = Array(#"{ "language": "de", "messages": { "moved": "{titel} verschoben." } }"#.utf8)
    let said: [String]
    do throws(CatalogError) {
      let catalog = try Catalog(json: bytes)
      said = [catalog.language]
    } catch {
      said = AnnouncementRenderer().sentences(for: error)
    }
    print(said.joined(separator: " "))
    // The catalog has 1 problem. The message named moved says a placeholder titel, which it is not given.
    // end snippet
  }
}
