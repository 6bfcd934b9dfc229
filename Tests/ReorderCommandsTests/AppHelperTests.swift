import ItineraryCore
import ReorderCommands
import ReorderCommandsTesting
import Testing
import TripTestSupport

@Suite("What an app needs: a dry run, list offsets, and a menu for a rotor")
struct AppHelperTests {
  // A dry run

  @Test("On random trips, a dry run says what performing then does, and changes nothing")
  func previewMatchesPerform() throws {
    var random = SplitMix64(seed: 1800)
    let moves: [Move] = [.up, .down, .toTop, .toBottom]
    for round in 0..<150 {
      var editor = Editor(trip: try RandomTrip.make(using: &random, maxDays: 7))
      if round % 5 == 0, let other = editor.trip.items.randomElement(using: &random) {
        _ = editor.focus(on: other.id)
        _ = editor.grabFocused()
      }
      for _ in 0..<12 {
        guard let item = editor.trip.items.randomElement(using: &random) else { break }
        let day = Int.random(in: 0...(editor.trip.dayCount + 1), using: &random)
        let rank = Int.random(in: 0...7, using: &random)
        let move =
          (moves + [.toDay(day), .toPosition(Position(day: day, rank: rank))])
          .randomElement(using: &random) ?? .up
        let before = editor.trip
        let preview = editor.preview(move, on: item.id)
        #expect(identicalPlacements(editor.trip, before))
        var trial = editor
        let outcome = trial.perform(move, on: item.id)
        switch preview {
        case .moves(let reference, let from, let to):
          guard case .moved(let moved, _, let spotFrom, let spotTo) = outcome else {
            Issue.record("\(move) of \(item.id) previewed a move but gave \(outcome)")
            continue
          }
          #expect(moved == reference)
          #expect(spotFrom.position == from)
          #expect(spotTo.position == to)
          #expect(preview.target == to && preview.isAllowed)
        case .movesTogether(let items, let to):
          guard case .itemsMoved(let moved, _, let block) = outcome else {
            Issue.record("\(move) of \(item.id) previewed a move together but gave \(outcome)")
            continue
          }
          #expect(moved == items)
          #expect(Position(day: block.day, rank: block.positions.lowerBound) == to)
        case .doesNotMove(let announcement):
          #expect(outcome == announcement)
          #expect(identicalPlacements(trial.trip, before))
          #expect(preview.target == nil && !preview.isAllowed)
        }
        if Bool.random(using: &random) { editor = trial }
      }
    }
  }

  @Test("While an item is grabbed, a dry run of another item's move says why it stays")
  func previewDuringAGrab() throws {
    var editor = try Sample.editor()
    _ = editor.focus(on: "brewery")
    _ = editor.grabFocused()
    let preview = editor.preview(.up, on: "custard")
    guard case .doesNotMove(let announcement) = preview else {
      Issue.record("\(preview)")
      return
    }
    #expect(
      said(announcement) == "Can't move Frozen custard at Kopp's up. Brewery tour is still grabbed."
    )
    #expect(editor.preview(.toDay(4), on: "brewery").target == Position(day: 4, rank: 3))
  }

  // List offsets

  /// The rows of a trip, as a list shows them.
  static func rows(of trip: Trip) -> [ItineraryRows.Row] {
    (trip.dayNumbers ?? 1...0).flatMap { day in
      [ItineraryRows.Row.day(day)]
        + trip.items(onDay: day).enumerated().map {
          .item($0.element.id, Position(day: day, rank: $0.offset + 1))
        }
    }
  }

  @Test("A trip's rows: a header a day, then its items, found by offset and back")
  func rowsRoundTrip() throws {
    var random = SplitMix64(seed: 1801)
    for _ in 0..<100 {
      let trip = try RandomTrip.make(using: &random, maxDays: 8)
      let list = ItineraryRows(trip: trip)
      let expected = AppHelperTests.rows(of: trip)
      #expect(list.count == expected.count)
      for (offset, row) in expected.enumerated() {
        #expect(list.row(at: offset) == row)
        switch row {
        case .day(let day): #expect(list.offset(ofDay: day) == offset)
        case .item(let id, let position):
          #expect(list.offset(of: position) == offset)
          #expect(list.offset(of: id) == offset)
        }
      }
      #expect(list.row(at: -1) == nil && list.row(at: expected.count) == nil)
      #expect(list.offset(ofDay: 0) == nil && list.offset(ofDay: trip.dayCount + 1) == nil)
    }
  }

  @Test("On random trips, a list's move is the editor's: the items end where the list puts them")
  func listMovesAreEditorMoves() throws {
    var random = SplitMix64(seed: 1802)
    var moved = 0
    for _ in 0..<200 {
      let trip = try RandomTrip.make(using: &random, maxDays: 6)
      let list = ItineraryRows(trip: trip)
      let rows = AppHelperTests.rows(of: trip)
      let items = rows.indices.filter { if case .item = rows[$0] { true } else { false } }
      guard let source = items.randomElement(using: &random) else { continue }
      let destination = Int.random(in: 1...rows.count, using: &random)
      // What the list shows after the move, SwiftUI's way: before removal.
      var after = rows
      let row = after.remove(at: source)
      after.insert(row, at: destination > source ? destination - 1 : destination)
      let (id, move) = try #require(list.move(fromOffset: source, toOffset: destination))
      // UIKit counts the destination where the row ends.
      let final = destination > source ? destination - 1 : destination
      let uikit = try #require(list.move(fromOffset: source, toFinalOffset: final))
      #expect(uikit.0 == id && uikit.1 == move)
      var editor = Editor(trip: trip)
      guard case .moved = editor.perform(move, on: id) else { continue }
      moved += 1
      // The order of the items on each day, as the list shows it after.
      var expected: [Int: [ItemID]] = [:]
      var day = 0
      for row in after {
        switch row {
        case .day(let next): day = next
        case .item(let item, _): expected[day, default: []].append(item)
        }
      }
      for day in trip.dayNumbers ?? 1...0 {
        #expect(editor.trip.items(onDay: day).map(\.id) == expected[day, default: []])
      }
    }
    #expect(moved > 50)
    #expect(ItineraryRows(trip: try Sample.trip()).move(fromOffset: 0, toOffset: 3) == nil)
  }

  @Test(
    "On random trips, a drop from outside at any offset lands there, or is refused as its preview says",
    arguments: 0..<4)
  func dropFromOutside(batch: UInt64) throws {
    var random = SplitMix64(seed: 4400 + batch)
    for _ in 0..<40 {
      let trip = try RandomTrip.make(using: &random)
      let editor = Editor(trip: trip)
      let rows = ItineraryRows(trip: trip)
      #expect(rows.destination(forInsertingAt: rows.count + 1) == nil)
      #expect(rows.destination(forInsertingAt: -1) == nil)
      let anchor = trip.items.first { $0.isFixed }?.id
      let ideas = [
        Idea(id: "outside", title: "From outside", kind: .custom),
        Idea(
          id: "leg", title: "A leg",
          kind: .travel(Travel(from: "A", to: "B", after: anchor, before: nil))),
      ]
      for offset in 0...rows.count {
        let place = try #require(rows.destination(forInsertingAt: offset))
        for idea in ideas {
          var copy = editor
          let preview = copy.preview(.add(idea, place))
          let said = copy.perform(.add(idea, place))
          guard case .added(_, let spot) = said else {
            #expect(!preview.isAllowed)
            #expect(preview == .changesNothing(said))
            #expect(copy.trip == trip)
            continue
          }
          #expect(preview.target == spot.position)
          // The new row stands where it was dropped: below the row above it
          // (below day 1's header for a drop above it).
          let after = ItineraryRows(trip: copy.trip)
          #expect(after.offset(of: idea.id) == max(offset, 1), "\(offset)")
          #expect(copy.trip.position(of: idea.id) == spot.position)
        }
      }
    }
  }

  @Test("A section's offsets give the position counted after the move")
  func sectionRanks() {
    // [a, b, c]: a to before c is [b, a, c]; c to the top is [c, a, b].
    #expect(ItineraryRows.rank(fromOffset: 0, toOffset: 2) == 2)
    #expect(ItineraryRows.rank(fromOffset: 2, toOffset: 0) == 1)
    #expect(ItineraryRows.rank(fromOffset: 1, toOffset: 3) == 3)
    #expect(ItineraryRows.rank(fromOffset: 1, toOffset: 1) == 2)
  }

  // A menu for a rotor

  @Test(
    "On random trips of up to 400 days, a compact menu holds at most 8 entries of the whole menu")
  func compactMenusAreShort() throws {
    var random = SplitMix64(seed: 1803)
    for round in 0..<60 {
      let maxDays = round % 3 == 0 ? 400 : 8
      let editor = Editor(trip: try RandomTrip.make(using: &random, maxDays: maxDays, maxPerDay: 3))
      guard let item = editor.trip.items.randomElement(using: &random) else { continue }
      var whole = editor.actionMenu(for: item.id)
      let editing = editor.editingMenu(for: item.id)
      whole.available += editing.available
      // Fixing in place is the editing menu's alone: the compact menu has
      // no room for it, nor for its reasons.
      whole.unavailable += editing.unavailable.filter { !["fix", "unfix"].contains($0.action.id) }
      let compact = editor.compactMenu(for: item.id)
      #expect(compact.count <= CompactMenu.maximumCount)
      // Remove is in it exactly when the whole menu has it.
      #expect(
        compact.actions.contains { $0.edit == .remove }
          == whole.available.contains { $0.edit == .remove })
      // Its moves and edits are the whole menu's; the rest are "Move to
      // day…" and the selection's toggle, which a game never has.
      let movesAndEdits = compact.actions.filter { $0.move != nil || $0.edit != nil }
      #expect(movesAndEdits.allSatisfy { whole.available.contains($0) })
      let others = compact.actions.filter { $0.move == nil && $0.edit == nil }.map(\.id)
      let toggle = editor.isSelected(item.id) ? "unselect" : "select"
      #expect(
        others == (compact.otherDays == nil ? [] : ["choose-day"]) + (item.isFixed ? [] : [toggle]))
      // Every available move is in the menu or behind "Move to day…".
      let offered = Set(compact.actions.map(\.move))
      let picked = Set(
        (compact.otherDays?.allowedDays ?? []).flatMap { $0.map { Optional(Move.toDay($0)) } })
      // (The editing menu's time actions are not moves: they are left to
      // the editing menu, which an app shows in the editing category.)
      #expect(
        offered.union(picked).subtracting([nil])
          == Set(whole.available.map(\.move)).subtracting([nil]))
      // The picker offers every day the item may go to, the nearest ones too.
      let everyDay = Set(
        whole.available.compactMap(\.move).filter {
          if case .toDay = $0 { true } else { false }
        }.map { Optional($0) })
      #expect(compact.otherDays == nil || picked == everyDay)
      #expect(compact.reasons == whole.reasons())
      #expect(Set(compact.reasons).count == compact.reasons.count)
    }
  }

  @Test("A game's menu is empty, and says why once")
  func gameMenuSaysWhyOnce() throws {
    let editor = try Sample.editor()
    let whole = editor.actionMenu(for: "cubs")
    #expect(whole.unavailable.count == 8)
    #expect(whole.reasons() == ["Can't move Brewers at Cubs. Games are fixed."])
    let compact = editor.compactMenu(for: "cubs")
    #expect(compact.count == 0)
    #expect(compact.reasons == whole.reasons())
    // A travel item's days outside its games: one reason, said without a day.
    let travel = editor.actionMenu(for: "to-milwaukee").reasons()
    #expect(travel.last == "Can't move Drive to Milwaukee. It must stay within days 1 and 2.")
  }

  @Test(
    "A custom item's compact menu: the steps, a neighbouring day, another day, Select and Remove")
  func customCompactMenu() throws {
    var editor = try Sample.editor()
    let menu = editor.compactMenu(for: "brewery")
    // Nine would come: the nearest earlier day, day 1, goes to the picker.
    #expect(
      menu.actions.map(\.label) == [
        "Move up", "Move down", "Move to top", "Move to bottom", "Move to day 3", "Move to day…",
        "Select", "Remove",
      ])
    #expect(
      menu.actions.map(\.category) == [
        .withinDay, .withinDay, .withinDay, .withinDay, .toAnotherDay, .toAnotherDay, .selection,
        .editing,
      ])
    #expect(menu.actions.last?.edit == .remove)
    #expect(menu.chooseDayLabel == "Move to day…")
    #expect(menu.otherDays?.allowedDays == [1...1, 3...5])
    #expect(menu.actions[5].kind == .chooseDay(try #require(menu.otherDays)))
    // Performed as it is, "Move to day…" moves nothing and says to choose.
    let before = editor.trip
    #expect(said(editor.perform(menu.actions[5])) == "Choose a day for Brewery tour.")
    #expect(editor.trip == before)
    // "Select" selects; the menu made after it says "Unselect".
    #expect(said(editor.perform(menu.actions[6])) == "Selected Brewery tour. 1 item selected.")
    #expect(editor.compactMenu(for: "brewery").actions.map(\.id).contains("unselect"))
    // Three days: room for both nearest days.
    let short = Editor(
      trip: try Fixture.trip(
        days: 3,
        [
          Fixture.custom("a", day: 1, 1), Fixture.custom("b", day: 2, 1),
          Fixture.custom("c", day: 2, 2), Fixture.custom("d", day: 2, 3),
          Fixture.custom("e", day: 3, 1),
        ]))
    #expect(
      short.compactMenu(for: "c").actions.map(\.label) == [
        "Move up", "Move down", "Move to top", "Move to bottom", "Move to day 1", "Move to day 3",
        "Select", "Remove",
      ])
    #expect(menu.count == CompactMenu.maximumCount)
  }
}

@Suite("A list's rows keep their identity across moves")
struct RowIdentityTests {
  @Test("Each row's id is its day or its item, the same after any move; the rows are a collection")
  func identityAcrossMoves() throws {
    var editor = try Sample.editor()
    let before = ItineraryRows(trip: editor.trip)
    #expect(Set(before.map(\.id)).count == before.count, "no two rows share an id")
    #expect(before.first == .day(1) && before[1].id == .item("lunch"))
    _ = editor.perform(.toDay(3), on: "lunch")
    let after = ItineraryRows(trip: editor.trip)
    #expect(Set(after.map(\.id)) == Set(before.map(\.id)), "a move adds or loses no identity")
    // The moved row is a new value (its position), but the same row.
    let was = try #require(before.first { $0.id == .item("lunch") })
    let now = try #require(after.first { $0.id == .item("lunch") })
    #expect(was != now && was.id == now.id)
    #expect(now == .item("lunch", Position(day: 3, rank: 4)))
    #expect(after.row(at: after.count) == nil && after.indices == 0..<after.count)
  }
}

@Suite("Announcements as data for the platform")
struct SpokenAnnouncementTests {
  @Test(
    "On random sessions, the data's sentence is the text's, and its titles are the items' names")
  func sentenceAndTitles() throws {
    var random = SplitMix64(seed: 2300)
    let moves: [Move] = [.up, .down, .toTop, .toBottom, .toDay(1), .toDay(2), .toDay(9)]
    for verbosity in [Verbosity.terse, .normal, .verbose] {
      let renderer = AnnouncementRenderer(verbosity: verbosity)
      for _ in 0..<40 {
        var editor = Editor(trip: try RandomTrip.make(using: &random))
        for _ in 0..<15 {
          guard let item = editor.trip.items.randomElement(using: &random) else { break }
          let said: Announcement
          switch Int.random(in: 0..<6, using: &random) {
          case 0: said = editor.undo()
          case 1: said = editor.whereIsFocus()
          default: said = editor.perform(moves.randomElement(using: &random) ?? .up, on: item.id)
          }
          let spoken = renderer.spoken(for: said, titlesLanguage: "de")
          #expect(spoken.text == renderer.text(for: said))
          #expect(spoken.priority == said.priority)
          #expect(spoken.otherLanguageParts.map(\.range) == spoken.titles)
          #expect(spoken.otherLanguageParts.allSatisfy { $0.language == "de" })
          let names = Set(editor.trip.items.map { SpokenText.clean($0.title) })
          for range in spoken.titles {
            let title = String(spoken.text[range])
            #expect(names.contains { $0.hasPrefix(title) }, "\(title) in \(spoken.text)")
          }
          if let item = said.item, verbosity != .terse {
            #expect(!spoken.titles.isEmpty, "\(spoken.text) names \(item.title)")
          }
        }
      }
    }
  }

  @Test("A German title in an English sentence, and a refusal heard out")
  func germanTitle() throws {
    var editor = Editor(
      trip: try Trip(
        title: "Reise", days: [Day(), Day()],
        items: [
          Item(
            id: "essen", title: "Abendessen im Hofbräuhaus", kind: .custom,
            placement: Placement(day: 1, sortOrder: 1)),
          Item(
            id: "spiel", title: "Spiel", kind: .game, placement: Placement(day: 1, sortOrder: 2)),
        ]))
    let renderer = AnnouncementRenderer()
    let moved = renderer.spoken(for: editor.perform(.toDay(2), on: "essen"), titlesLanguage: "de")
    #expect(moved.text == "Abendessen im Hofbräuhaus moved to position 1 of day 2.")
    #expect(moved.language == "en" && moved.priority == .default)
    #expect(
      moved.otherLanguageParts.map { String(moved.text[$0.range]) } == ["Abendessen im Hofbräuhaus"]
    )
    let refused = renderer.spoken(for: editor.perform(.up, on: "spiel"), titlesLanguage: "de")
    #expect(refused.text == "Can't move Spiel. Games are fixed.")
    #expect(refused.priority == .high)
    #expect(refused.titles.map { String(refused.text[$0]) } == ["Spiel"])
    // Titles in the sentence's own language need no part of their own.
    #expect(
      renderer.spoken(for: editor.whereIsFocus(), titlesLanguage: "en").otherLanguageParts.isEmpty)
  }

  @Test("An editor's renderer, set once, gives every menu and undo name its language")
  @MainActor
  func languageChosenOnce() throws {
    var editor = try Sample.editor()
    editor.renderer = AnnouncementRenderer(catalog: try #require(Catalog.shipped(language: "de")))
    let german = editor.renderer
    #expect(editor.actions(for: "brewery").first?.label == german.template(for: .actionUp))
    #expect(editor.actions(for: "brewery").first?.label != "Move up")
    #expect(
      editor.compactMenu(for: "brewery").chooseDayLabel == german.template(for: .actionChooseDay))
    #expect(editor.dayMoves(for: "brewery") != nil)
    // A call that names a renderer still has its own words.
    #expect(
      editor.actions(for: "brewery", renderer: AnnouncementRenderer()).first?.label == "Move up")
    let undo = TestUndoManager()
    let bridge = UndoBridge(editor: editor, undoManager: undo)
    bridge.perform(.move(.down, on: "lunch"))
    #expect(undo.undoNames.first?.hasPrefix("move of") == false, "\(undo.undoNames)")
  }

  @Test("A drag dropped where it started is a place said at the default priority, not a failure")
  func droppedWhereItStarted() throws {
    var editor = try Sample.editor()
    let renderer = AnnouncementRenderer()
    let stayed = renderer.spoken(
      for: editor.perform(.toPosition(Position(day: 1, rank: 1)), on: "lunch"))
    #expect(stayed.text == "Lunch at Lou Malnati's is already at position 1 of day 1.")
    #expect(stayed.priority == .default)
    _ = editor.select("to-milwaukee")
    _ = editor.select("brewery")
    let both = editor.perform(.toPosition(Position(day: 2, rank: 1)), on: "to-milwaukee")
    #expect(renderer.text(for: both).contains("already"), "\(renderer.text(for: both))")
    #expect(both.priority == .default)
    #expect(renderer.spoken(for: editor.perform(.up, on: "cubs")).priority == .high)
  }

  @Test("The sentence's language is the catalog's, unless the app says otherwise")
  func languageFollowsTheCatalog() throws {
    let spanish = AnnouncementRenderer(catalog: try #require(Catalog.shipped(language: "es")))
    var editor = Editor(trip: try SampleTrip.document().trip)
    let moved = spanish.spoken(for: editor.perform(.down, on: "lunch"), titlesLanguage: "en")
    #expect(moved.language == "es")
    #expect(moved.text == "Lunch at Lou Malnati's pasa a la posición 2 del día 1.")
    #expect(
      moved.otherLanguageParts.map { String(moved.text[$0.range]) } == ["Lunch at Lou Malnati's"])
    #expect(moved.otherLanguageParts.allSatisfy { $0.language == "en" })
    // Titles in the catalog's language need no part of their own.
    #expect(
      spanish.spoken(for: editor.whereIsFocus(), titlesLanguage: "es").otherLanguageParts.isEmpty)
    // An app with templates of its own in another language says so.
    #expect(spanish.spoken(for: editor.whereIsFocus(), language: "ca").language == "ca")
  }

  @Test("A title holding the markers' own characters is said, and found, without them")
  func titleWithMarkers() throws {
    let editor = Editor(
      trip: try Trip(
        title: "Odd", days: [Day()],
        items: [
          Item(
            id: "odd", title: "Odd \u{F0000}name\u{F0001}", kind: .custom,
            placement: Placement(day: 1, sortOrder: 1))
        ]))
    let spoken = AnnouncementRenderer().spoken(for: editor.whereIsFocus())
    #expect(spoken.titles.map { String(spoken.text[$0]) } == ["Odd name"])
  }
}

@Suite("What a renderer of an app's own needs")
struct CustomRendererHelperTests {
  @Test("The verbose details of a spot, and a title cut to fit, as the renderer makes them")
  func detailsAndTitles() throws {
    let trip = try Sample.trip()
    let spot = try #require(DetailedPosition(of: "brewery", in: trip))
    let renderer = AnnouncementRenderer(verbosity: .verbose)
    let details = renderer.details(of: spot)
    #expect(
      details
        == " Saturday, June 6, Milwaukee. 3 items in day 2. After Drive to Milwaukee, before Cubs at Brewers."
    )
    var editor = Editor(trip: trip)
    let said = renderer.text(for: editor.perform(.down, on: "brewery"))
    #expect(
      said.hasSuffix(
        renderer.details(of: try #require(DetailedPosition(of: "brewery", in: editor.trip)))))
    #expect(
      AnnouncementRenderer.title("Dinner, with friends at Lou's", droppingWords: 4) == "Dinner")
    #expect(AnnouncementRenderer.title("Dinner at Lou's", droppingWords: 9) == "Dinner")
    #expect(AnnouncementRenderer.title("Dinner  at Lou's", droppingWords: 0) == "Dinner at Lou's")
  }
}

@Suite("A Move to… dialog's data")
struct MoveDialogTests {
  @Test("On random trips, the valid positions of a day are exactly those a move would reach")
  func positionsMatchMoves() throws {
    var random = SplitMix64(seed: 2400)
    for round in 0..<100 {
      var editor = Editor(trip: try RandomTrip.make(using: &random, maxDays: 5))
      if round % 4 == 0, let other = editor.trip.items.randomElement(using: &random) {
        _ = editor.focus(on: other.id)
        _ = editor.grabFocused()
      }
      guard let item = editor.trip.items.randomElement(using: &random),
        let current = editor.trip.position(of: item.id)
      else { continue }
      for day in 0...(editor.trip.dayCount + 1) {
        let valid = editor.validPositions(for: item.id, onDay: day)
        for rank in 0...(editor.trip.itemCount(onDay: day) + 2) {
          let position = Position(day: day, rank: rank)
          let preview = editor.preview(.toPosition(position), on: item.id)
          let reachable =
            preview.isAllowed || (position == current && !item.isFixed && valid != nil)
          #expect(
            (valid?.contains(rank) ?? false) == reachable,
            "\(item.id) to \(position): \(String(describing: valid)), \(preview)")
        }
      }
    }
  }
}

@Suite("Menu categories")
struct ActionCategoryTests {
  @Test("Steps are moves within the day; days and positions are moves to another day")
  func categories() throws {
    let editor = try Sample.editor()
    let menu = editor.actionMenu(for: "brewery")
    for action in menu.available + menu.unavailable.map(\.action) {
      switch action.move {
      case .up, .down, .toTop, .toBottom: #expect(action.category == .withinDay)
      default: #expect(action.category == .toAnotherDay)
      }
    }
    #expect(editor.compactMenu(for: "brewery").actions.map(\.category).contains(.toAnotherDay))
    #expect(
      Action(id: "x", item: "brewery", move: .up, label: "Up", category: .editing).category
        == .editing)
  }
}
