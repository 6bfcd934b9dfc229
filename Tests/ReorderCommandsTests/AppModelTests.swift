import ItineraryCore
import Observation
import ReorderCommands
import ReorderCommandsTesting
import Testing
import TripTestSupport

@Suite("One observable model for an app: the editor, its undo manager and its words")
@MainActor
struct EditorModelTests {
  /// Whether reading `read` from `model` is told of the change `change` makes.
  private func observes(
    _ model: EditorModel, reading read: @escaping (EditorModel) -> Void,
    across change: () -> Void
  ) -> Bool {
    let told = Flag()
    withObservationTracking {
      read(model)
    } onChange: {
      told.set()
    }
    change()
    return told.isSet
  }

  @Test("A view reading the editor is told of every change, a system undo included")
  func everyChangeIsObserved() throws {
    let undo = TestUndoManager()
    let model = EditorModel(trip: try Sample.trip(), undoManager: undo)
    #expect(
      observes(
        model, reading: { _ = $0.editor.trip }, across: { model.perform(.move(.down, on: "lunch")) }
      ))
    #expect(
      observes(
        model, reading: { _ = $0.editor.focus }, across: { model.perform(.selectOnly(["lunch"])) }))
    #expect(
      observes(
        model, reading: { _ = $0.editor.selection }, across: { model.perform(.clearSelection) }))
    // An undo the system starts (a shake, ⌘Z) goes around the model.
    var heard: [String] = []
    model.onAnnouncement = { heard.append(model.sentence(for: $0)) }
    #expect(observes(model, reading: { _ = $0.editor.trip }, across: { undo.undo() }))
    #expect(heard == ["Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1."])
    #expect(model.announcement.map(model.sentence(for:)) == heard.first)
    #expect(observes(model, reading: { _ = $0.announcement }, across: { model.redo() }))
    #expect(model.editor.trip.position(of: "lunch") == Position(day: 1, rank: 2))
    // Reading nothing of it, a view is not told.
    #expect(
      !observes(model, reading: { _ = $0.titlesLanguage }, across: { model.perform(.move(.up)) }))
  }

  @Test("Each answer changes the announcement's number, a refusal said twice too")
  func everyAnswerCounted() throws {
    let model = EditorModel(trip: try Sample.trip())
    #expect(model.announcementNumber == 0)
    let first = model.perform(.move(.up, on: "cubs"))
    let second = model.perform(.move(.up, on: "cubs"))
    // The same refusal, equal to the one before: a view watching the
    // announcement would not say it again; one watching the number does.
    #expect(first == second && model.announcement == second)
    #expect(model.announcementNumber == 2)
    _ = model.undo()
    #expect(model.announcementNumber == 3)
  }

  @Test("Every editor operation is the model's, with the same outcome as the editor's")
  func everyOperation() throws {
    let model = EditorModel(trip: try Sample.trip())
    var editor = try Sample.editor()
    let steps: [(EditorModel) -> Announcement] = [
      { $0.perform(.move(.toDay(2), on: "lunch")) }, { $0.perform(.move(.down)) },
      { $0.perform(Command.move(.up)) }, { $0.perform(.edit(.remove, on: "custard")) },
      { $0.perform(.action($0.editor.actions(for: "brewery")[0])) },
      { $0.perform(.focus("museum")) }, { $0.perform(.grab) }, { $0.perform(.move(.up)) },
      { $0.perform(.drop) },
      { $0.perform(.grabItem("falls")) }, { $0.perform(.move(.toTop)) }, { $0.perform(.cancel) },
      { $0.perform(.select("falls")) }, { $0.perform(.select("museum")) },
      { $0.perform(.move(.toDay(1), on: "falls")) },
      { $0.perform(.unselect("falls", focusing: false)) },
      { $0.perform(.toggleSelection("lunch")) },
      { $0.perform(.selectOnly(["barbecue", "wrigleyville"])) }, { $0.perform(.clearSelection) },
      { $0.perform(.moveTogether(.toDay(5), ["lunch", "falls"])) }, { $0.undo() }, { $0.undo() },
      { $0.redo() },
    ]
    let same: [(inout Editor) -> Announcement] = [
      { $0.perform(.toDay(2), on: "lunch") }, { $0.perform(.down) },
      { $0.perform(Command.move(.up)) }, { $0.perform(.remove, on: "custard") },
      { $0.perform($0.actions(for: "brewery")[0]) },
      { $0.focus(on: "museum") }, { $0.grabFocused() }, { $0.perform(.up) }, { $0.drop() },
      { $0.grab("falls") }, { $0.perform(.toTop) }, { $0.cancel() },
      { $0.select("falls") }, { $0.select("museum") }, { $0.perform(.toDay(1), on: "falls") },
      { $0.unselect("falls", focusing: false) },
      { $0.isSelected("lunch") ? $0.unselect("lunch") : $0.select("lunch") },
      { $0.select(only: ["barbecue", "wrigleyville"]) }, { $0.clearSelection() },
      { $0.perform(.toDay(5), on: ["lunch", "falls"]) }, { $0.undo() }, { $0.undo() },
      { $0.redo() },
    ]
    for (step, (byModel, byEditor)) in zip(steps, same).enumerated() {
      let fromModel = said(byModel(model))
      let fromEditor = said(byEditor(&editor))
      #expect(fromModel == fromEditor, "step \(step)")
      #expect(model.editor.trip == editor.trip, "step \(step)")
      #expect(model.editor.selection == editor.selection, "step \(step)")
      #expect(model.editor.focus == editor.focus, "step \(step)")
    }
    #expect(model.editor.history.undoSteps.count == editor.history.undoSteps.count)
  }

  @Test("The model's renderer is the one language of its menus, undo names and sentences")
  func oneLanguage() throws {
    let german = try #require(Catalog.shipped(language: "de"))
    let undo = TestUndoManager()
    let model = EditorModel(
      trip: try Sample.trip(), undoManager: undo, renderer: AnnouncementRenderer(catalog: german))
    #expect(
      model.editor.compactMenu(for: "brewery").actions.first?.label == "Nach oben verschieben")
    let said = model.perform(.move(.toDay(3), on: "brewery"))
    #expect(model.sentence(for: said) == "Brewery tour ist jetzt an Position 4 von Tag 3.")
    #expect(model.spoken(for: said).language == "de")
    #expect(undo.undoNames == [model.renderer.label(for: model.editor.history.undoSteps[0])])
    #expect(undo.undoNames.first?.contains("Tag 3") == true)
    // Set again, the renderer changes menus and sentences at once.
    model.renderer = AnnouncementRenderer(catalog: try #require(Catalog.shipped(language: "fr")))
    #expect(model.editor.actions(for: "brewery").first?.label == "Déplacer vers le haut")
    #expect(model.sentence(for: model.undo()).hasPrefix("Déplacement annulé."))
  }

  @Test("A shared undo manager keeps another's steps; a manager given later gets the history")
  func sharedUndoManager() throws {
    let window = TestUndoManager()
    let other = Flag()
    window.registerUndo(named: "Typing", target: other) { other.set() }
    let model = EditorModel(trip: try Sample.trip())
    model.perform(.move(.down, on: "lunch"))
    model.perform(.move(.toDay(3), on: "brewery"))
    // Without an undo manager, undo is the editor's own.
    #expect(model.editor.history.undoSteps.count == 2)
    model.undoManager = window
    #expect(window.undoNames.count == 3)
    #expect(window.undoNames.first == "Typing")
    model.undo()
    #expect(model.editor.history.undoSteps.count == 1)
    #expect(window.redoNames.count == 1)
    // Another trip in the window: the old steps come off, and only they.
    model.replaceEditor(with: Editor(trip: try Sample.trip()))
    #expect(window.undoNames == ["Typing"])
    #expect(window.redoNames.isEmpty)
    window.undo()
    #expect(other.isSet)
  }
}

@Suite("The system's undo holds every step: one item, an edit, or items moved together")
@MainActor
struct SystemUndoTests {
  @Test("A move of several items is undone and redone by the undo manager, as by the model")
  func severalItems() throws {
    let undo = TestUndoManager()
    let model = EditorModel(trip: try Sample.trip(), undoManager: undo)
    model.perform(.moveTogether(.toDay(3), ["lunch", "museum"]))
    let name = "move of 2 items to day 3, positions 4 and 5"
    #expect(undo.undoNames == [name])
    model.undo()
    #expect(undo.redoNames == [name] && undo.undoNames.isEmpty)
    model.redo()
    #expect(undo.undoNames == [name] && undo.redoNames.isEmpty)
    // The system's own undo (a shake, ⌘Z), then its redo.
    undo.undo()
    #expect(
      model.sentence(for: try #require(model.announcement))
        == "Undid move of 2 items. Back where they were.")
    #expect(undo.redoNames == [name])
    undo.redo()
    #expect(undo.undoNames == [name])
    #expect(model.editor.trip.items(onDay: 3).suffix(2).map(\.id) == ["lunch", "museum"])
  }

  @Test(
    "On random trips, every command, a change of the days included, keeps the undo manager's stacks the editor's"
  )
  func stacksStayInStep() throws {
    var random = SplitMix64(seed: 2900)
    for _ in 0..<40 {
      let undo = TestUndoManager()
      let bridge = UndoBridge(
        editor: Editor(trip: try RandomTrip.make(using: &random, maxDays: 5)), undoManager: undo)
      for _ in 0..<40 {
        let items = bridge.editor.trip.items.map(\.id)
        guard let one = items.randomElement(using: &random) else { break }
        let two = items.randomElement(using: &random) ?? one
        let day = Int.random(in: 1...bridge.editor.trip.dayCount, using: &random)
        switch Int.random(in: 0..<12, using: &random) {
        // Changes of the days are steps like any other.
        case 9: bridge.perform(.changeTrip(TripChange.addDay(.before(day))))
        case 10: bridge.perform(.changeTrip(TripChange.removeDay(day)))
        case 11: bridge.perform(.changeTrip(TripChange.label("Day \(day)", day: day)))
        case 0: bridge.perform(.move(.toDay(day), on: one))
        case 1: bridge.perform(.moveTogether(.toDay(day), [one, two]))
        case 2: bridge.perform(.moveTogether(.toTop, [one, two]))
        case 3:
          bridge.perform(.selectOnly([one, two]))
          bridge.perform(.move(.toDay(day), on: one))
        case 4: bridge.perform(.edit(.remove, on: one))
        case 5: bridge.undo()
        case 6: bridge.redo()
        case 7: undo.undo()
        default: undo.redo()
        }
        let history = bridge.editor.history
        #expect(undo.undoNames.count == history.undoSteps.count)
        #expect(undo.redoNames.count == history.redoSteps.count)
        #expect(undo.undoNames == history.undoSteps.map { bridge.renderer.label(for: $0) })
      }
    }
  }
}

/// A flag set from a closure.
private final class Flag: @unchecked Sendable {
  private(set) var isSet = false
  func set() { isSet = true }
}

@Suite("A drag of several rows: previewed without touching the selection")
struct DragOfRowsTests {
  @Test("A preview of two rows is of both, whatever is selected, and changes nothing")
  func previewOfTwoRows() throws {
    var editor = try Sample.editor()
    _ = editor.select("museum")
    let selection = editor.selection
    let before = editor.trip
    let two = editor.preview(.toDay(3), on: ["lunch", "custard"])
    guard case .movesTogether(let items, let to) = two else {
      Issue.record("previewed \(two)")
      return
    }
    #expect(items.map(\.id) == ["lunch", "custard"])
    #expect(to == Position(day: 3, rank: 3))
    #expect(editor.selection == selection)
    #expect(editor.trip == before)
    // One row is previewed alone, even while it is selected with others.
    _ = editor.select("lunch")
    guard case .moves = editor.preview(.toDay(3), on: ["lunch"]) else {
      Issue.record("one row previewed with the selection")
      return
    }
    guard case .movesTogether = editor.preview(.toDay(3), on: "lunch") else {
      Issue.record("a selected row previewed alone")
      return
    }
  }

  @Test("A drag holding a fixed item is said as a move, and nothing changes")
  func fixedItemSaidAsMove() throws {
    var editor = try Sample.editor()
    let before = editor.trip
    let selection = editor.selection
    let preview = editor.preview(.toDay(3), on: ["lunch", "cubs"])
    guard case .doesNotMove(let refusal) = preview else {
      Issue.record("previewed \(preview)")
      return
    }
    #expect(said(refusal) == "Can't move Brewers at Cubs. Games are fixed.")
    #expect(said(editor.perform(.toDay(3), on: ["lunch", "cubs"])) == said(refusal))
    #expect(editor.trip == before)
    #expect(editor.selection == selection)
  }

  @Test("After a drag of rows: two or more stay selected, one leaves the selection as it was")
  func selectionAfterDrag() throws {
    var editor = try Sample.editor()
    #expect(
      said(editor.perform(.toDay(4), on: ["custard", "lunch"]))
        == "2 items moved to day 4, positions 3 and 4.")
    #expect(editor.selection == ["lunch", "custard"])
    #expect(editor.focus == "lunch")
    #expect(editor.history.undoSteps.count == 1)
    _ = editor.clearSelection()
    _ = editor.select("museum")
    _ = editor.select("falls")
    #expect(said(editor.perform(.toTop, on: ["barbecue"])).hasPrefix("Barbecue at Joe's moved"))
    #expect(editor.selection == ["museum", "falls"])
    // A refused drag keeps the selection and the focus.
    let focus = editor.focus
    _ = editor.perform(.toDay(5), on: ["to-milwaukee", "lunch"])
    #expect(editor.selection == ["museum", "falls"])
    #expect(editor.focus == focus)
  }
}

@Suite("Words an app needs: category names and Move to day…, in four languages")
struct AppWordsTests {
  @Test("Each action category has a name in each language, and no two share one")
  func categoryNames() throws {
    for language in ["en", "es", "de", "fr"] {
      let renderer = AnnouncementRenderer(
        catalog: try #require(Catalog.shipped(language: language)))
      let names = ActionCategory.allCases.map { renderer.name(of: $0) }
      #expect(Set(names).count == ActionCategory.allCases.count, "\(language)")
      #expect(names.allSatisfy { !$0.isEmpty && !$0.contains(":") }, "\(language)")
    }
    #expect(
      ActionCategory.allCases.map { AnnouncementRenderer().name(of: $0) } == [
        "Within the day", "To another day", "Editing", "Selection",
      ])
  }

  @Test("Move to day… of a selection is of the selection, and says the count")
  func chooseDayOfSelection() throws {
    var editor = try Sample.editor()
    _ = editor.select("lunch")
    _ = editor.select("custard")
    let menu = editor.compactMenu(for: "lunch")
    let choose = try #require(menu.actions.first { $0.id == "choose-day" })
    #expect(choose.category == .selection)
    #expect(choose.label == "Move 2 items to day…")
    #expect(said(editor.perform(choose)) == "Choose a day for 2 items.")
    #expect(menu.count <= CompactMenu.maximumCount)
    #expect(menu.actions.last?.id == "unselect")
  }
}

@Suite("Hover speech: a short sentence for the target of a drag, said once")
struct DragSpeechTests {
  @Test("Over a place, after or before an item; over where it may not go, with why")
  func sentences() throws {
    let editor = try Sample.editor()
    var drag = DragSpeech(dragging: ["brewery"], in: editor)
    #expect(drag.pickedUp)
    // A game is not picked up: its refusal is what the pick-up says.
    let game = DragSpeech(dragging: ["cubs"], in: editor)
    #expect(!game.pickedUp)
    #expect(game.pickUp.text.contains("fixed"))
    #expect(drag.pickUp.text == "Grabbed Brewery tour at position 2 of day 2.")
    #expect(
      drag.hover(over: .toPosition(Position(day: 1, rank: 3)), in: editor)?.text
        == "Over position 3 of day 1, after Brewers at Cubs.")
    #expect(
      drag.hover(over: .toPosition(Position(day: 3, rank: 1)), in: editor)?.text
        == "Over position 1 of day 3, before Frozen custard at Kopp's.")
    #expect(
      drag.hover(over: .toPosition(Position(day: 2, rank: 2)), in: editor)?.text
        == "Where it started. A drop changes nothing.")
    #expect(drag.hover(over: nil, in: editor)?.text == "Not over a day. A drop puts it back.")
    var travel = DragSpeech(dragging: ["to-milwaukee"], in: editor)
    let refused = travel.hover(over: .toPosition(Position(day: 4, rank: 1)), in: editor)
    #expect(refused?.text == "Can't drop here. It must stay within days 1 and 2.")
    #expect(refused?.priority == .default)
    // An empty day, and several items.
    var empty = try Editor(trip: Fixture.fourDays())
    var both = DragSpeech(dragging: ["d", "a"], in: empty)
    #expect(both.count == 2)
    #expect(both.pickedUp)
    #expect(
      both.hover(over: .toDay(3), in: empty)?.text == "2 items over day 3, with no other items.")
    _ = empty.select("b")
    #expect(
      both.hover(over: .toPosition(Position(day: 4, rank: 1)), in: empty)?.text
        == "2 items over position 1 of day 4, before Custom c.")
  }

  @Test("Said only when the target changes, never twice in a row; the count fixed at pick-up")
  func rules() throws {
    var editor = try Sample.editor()
    var drag = DragSpeech(dragging: ["to-milwaukee"], in: editor)
    let day4 = Move.toPosition(Position(day: 4, rank: 1))
    let day5 = Move.toPosition(Position(day: 5, rank: 1))
    #expect(drag.hover(over: day4, in: editor) != nil)
    // The same target, many updates: nothing more.
    for _ in 0..<5 { #expect(drag.hover(over: day4, in: editor) == nil) }
    // Another target with the same sentence: not said twice in a row.
    #expect(drag.hover(over: day5, in: editor) == nil)
    #expect(drag.hover(over: .toPosition(Position(day: 1, rank: 3)), in: editor) != nil)
    // The count stays what was picked up, whatever the selection becomes.
    var two = DragSpeech(dragging: ["lunch", "custard"], in: editor)
    _ = editor.select("lunch")
    _ = editor.select("custard")
    _ = editor.select("museum")
    let over = two.hover(over: .toPosition(Position(day: 2, rank: 1)), in: editor)
    #expect(over?.text == "2 items over position 1 of day 2, before Drive to Milwaukee.")
  }

  @Test("A cancel or a drop flushes what is pending; a rested pointer takes it once")
  func pendingIsFlushed() throws {
    var editor = try Sample.editor()
    var drag = DragSpeech(dragging: ["lunch"], in: editor)
    drag.hover(over: .toDay(2), in: editor)
    drag.hover(over: .toDay(3), in: editor)
    // A fast drag leaves one pending sentence, the newest.
    #expect(drag.takePending()?.text == "Over position 4 of day 3, after Walk at Minnehaha Falls.")
    #expect(drag.takePending() == nil)
    drag.hover(over: .toDay(4), in: editor)
    #expect(drag.pending != nil)
    let cancelled = drag.cancel(in: editor)
    #expect(cancelled.text == "Cancelled. Lunch at Lou Malnati's is back at position 1 of day 1.")
    #expect(drag.pending == nil)
    #expect(drag.takePending() == nil)
    // After a drop, too.
    drag.hover(over: .toDay(5), in: editor)
    let dropped = drag.dropped(editor.perform(.toDay(5), on: ["lunch"]))
    #expect(dropped.text == "Lunch at Lou Malnati's moved to position 5 of day 5.")
    #expect(drag.takePending() == nil)
  }

  @Test("Every hover sentence is said in each language, without a colon")
  func fourLanguages() throws {
    let editor = try Sample.editor()
    for language in ["en", "es", "de", "fr"] {
      let renderer = AnnouncementRenderer(
        catalog: try #require(Catalog.shipped(language: language)))
      for ids in [["brewery"], ["brewery", "lunch"]] as [[ItemID]] {
        var drag = DragSpeech(dragging: ids, in: editor, renderer: renderer)
        let targets: [Move?] = [
          .toPosition(Position(day: 1, rank: 3)), .toPosition(Position(day: 3, rank: 1)),
          nil, ids.count == 1 ? .toPosition(Position(day: 2, rank: 2)) : .toTop,
        ]
        var heard: [String] = []
        for target in targets {
          heard.append(try #require(drag.hover(over: target, in: editor)?.text, "\(language)"))
        }
        #expect(Set(heard).count == heard.count, "\(language) \(heard)")
        #expect(heard.allSatisfy { !$0.contains(":") && !$0.contains("{") }, "\(language)")
        if language != "en" {
          var english = DragSpeech(dragging: ids, in: editor)
          let first = english.hover(over: targets[0], in: editor)?.text
          #expect(first != heard[0], "\(language)")
        }
      }
      var travel = DragSpeech(dragging: ["to-milwaukee"], in: editor, renderer: renderer)
      let refused = travel.hover(over: .toDay(5), in: editor)?.text ?? ""
      #expect(refused.contains("1") && refused.contains("2"), "\(language) \(refused)")
    }
  }
}
