import ItineraryCore
import ReorderCommands
import Testing

/// Guards the cost of every command without timing it.
///
/// The core counts the items it looks at (in debug builds), and the count
/// for a command must not grow with the number of days a trip has. `make
/// bench` gives the times.
@Suite("A command looks at the same number of items on a trip ten or a hundred times larger")
struct CostGuardTests {
  /// A trip of `days` days of 20 items each: on every day a game at rank
  /// 10, and on day 5 a travel leg between the games of days 4 and 6.
  static func trip(days: Int) throws -> Trip {
    var items: [Item] = []
    for day in 1...days {
      for rank in 1...20 {
        let id = ItemID("d\(day)-\(rank)")
        let kind: Item.Kind
        switch (day, rank) {
        case (_, 10): kind = .game
        case (5, 3): kind = .travel(Travel(from: "A", to: "B", after: "d4-10", before: "d6-10"))
        default: kind = .custom
        }
        items.append(
          Item(
            id: id, title: "Item \(day) \(rank)", kind: kind,
            placement: Placement(day: day, sortOrder: Double(rank))))
      }
    }
    return try Trip(title: "Guard", days: (1...days).map { _ in Day() }, items: items)
  }

  /// The commands counted, each on an editor as the ones before it left it.
  static var script: [(String, (inout Editor) -> Announcement)] {
    [
      ("down", { $0.perform(.down, on: "d5-5") }),
      ("up", { $0.perform(.up, on: "d5-5") }),
      ("to top", { $0.perform(.toTop, on: "d5-7") }),
      ("to bottom", { $0.perform(.toBottom, on: "d5-7") }),
      ("to day 3", { $0.perform(.toDay(3), on: "d5-8") }),
      ("to day 4 position 2", { $0.perform(.toPosition(Position(day: 4, rank: 2)), on: "d5-9") }),
      ("before", { $0.perform(.before("d2-4"), on: "d5-11") }),
      ("after", { $0.perform(.after("d6-4"), on: "d5-12") }),
      ("travel, refused", { $0.perform(.toDay(1), on: "d5-3") }),
      ("game, refused", { $0.perform(.down, on: "d5-10") }),
      ("undo", { $0.undo() }),
      ("redo", { $0.redo() }),
      ("undo again", { $0.undo() }),
      ("grab", { $0.grab("d5-13") }),
      ("down while grabbed", { $0.perform(.down) }),
      ("to day 7 while grabbed", { $0.perform(.toDay(7)) }),
      ("drop", { $0.drop() }),
      ("undo the drop", { $0.undo() }),
      (
        "grab, then cancel",
        { editor in
          _ = editor.grab("d5-14")
          _ = editor.perform(.up)
          return editor.cancel()
        }
      ),
      ("where", { $0.whereIsFocus() }),
      ("focus", { $0.focus(on: "d3-3") }),
    ]
  }

  /// What each command of the script looked at, on a trip of `days` days.
  static func visits(days: Int) throws -> [String: Int] {
    var editor = Editor(trip: try trip(days: days))
    var counts: [String: Int] = [:]
    for (name, command) in script {
      let (_, visits) = VisitCounter.counting { command(&editor) }
      counts[name] = visits
    }
    return counts
  }

  @Test("Each command of the script counts the same on 10, 100 and 1,000 days")
  func countsDoNotGrowWithTheTrip() throws {
    let small = try CostGuardTests.visits(days: 10)
    #expect(small.values.contains { $0 > 0 }, "the core counts what it looks at")
    for days in [100, 1_000] {
      let large = try CostGuardTests.visits(days: days)
      for (name, _) in CostGuardTests.script {
        #expect(large[name] == small[name], "\(name) on \(days) days")
      }
    }
  }

  @Test("A drag's target change looks at a day of 20,000 items by halving it, never whole")
  func hoverDoesNotReadTheDay() throws {
    func visits(itemsOnDay count: Int) throws -> Int {
      let items = (1...count).map { rank in
        Item(
          id: ItemID("i\(rank)"), title: "Item \(rank)", kind: .custom,
          placement: Placement(day: 2, sortOrder: Double(rank)))
      }
      let trip = try Trip(title: "Long day", days: [Day(), Day()], items: items)
      let editor = Editor(trip: trip)
      var drag = DragSpeech(dragging: ["i5"], in: editor)
      let (said, visits) = VisitCounter.counting {
        drag.hover(over: .toPosition(Position(day: 2, rank: 12)), in: editor)
      }
      // The neighbours are those of the day less the item dragged.
      #expect(said?.text == "Over position 12 of day 2, after Item 12.", "\(said?.text ?? "")")
      return visits
    }
    // A rank is found by halving the day: a few steps more on a day a
    // thousand times longer, never the day read (20,000 looks).
    let small = try visits(itemsOnDay: 20)
    let large = try visits(itemsOnDay: 20_000)
    #expect(large <= small + 2 * 10, "\(small) against \(large)")
  }

  @Test("An action menu's count grows with the days it offers, not with their items")
  func menuGrowsWithDaysOnly() throws {
    let trip = try CostGuardTests.trip(days: 100)
    let (menu, visits) = VisitCounter.counting { Editor(trip: trip).actionMenu(for: "d5-5") }
    #expect(menu.available.count == 103, "up, down, top, bottom and 99 other days")
    // Looking at every item of every day would be 2,000.
    #expect(visits <= 200, "\(visits) visits")
  }

  @Test("The step menu and the runs of days look at the same on 10 and 1,000 days")
  func dayMovesDoNotGrow() throws {
    var counts: [Int] = []
    for days in [10, 1_000] {
      let editor = Editor(trip: try CostGuardTests.trip(days: days))
      let (moves, visits) = VisitCounter.counting {
        (editor.stepMenu(for: "d5-5"), editor.dayMoves(for: "d5-5"))
      }
      #expect(moves.1?.allowedDayCount == days - 1)
      counts.append(visits)
    }
    #expect(counts[0] == counts[1])
  }

  @Test(
    "An editor made from a document's trip, and the document saved from it, never copy it on a move"
  )
  func sharedTripsAreNotCopiedOnAMove() throws {
    let trip = try CostGuardTests.trip(days: 50)
    let document = TripDocument(trip: trip)
    var editor = Editor(trip: document.trip)
    func address(_ trip: Trip) -> UnsafePointer<Item>? {
      trip.items.withUnsafeBufferPointer { $0.baseAddress }
    }
    let start = address(editor.trip)
    #expect(start != address(document.trip))
    _ = editor.perform(.toDay(7), on: "d5-5")
    #expect(address(editor.trip) == start)
    let saved = try document.saved(editor.trip)
    _ = editor.perform(.toDay(8), on: "d5-5")
    #expect(address(editor.trip) == start)
    #expect(address(saved.trip) != start)
  }

  @Test("A list's rows kept beside the editor do not make its next move copy the trip")
  func rowsDoNotShareTheTrip() throws {
    var editor = Editor(trip: try CostGuardTests.trip(days: 50))
    let rows = ItineraryRows(trip: editor.trip)
    let before = editor.trip.items.withUnsafeBufferPointer { $0.baseAddress }
    _ = editor.perform(.toDay(7), on: "d5-5")
    #expect(editor.trip.items.withUnsafeBufferPointer { $0.baseAddress } == before)
    #expect(rows.offset(of: Position(day: 1, rank: 21)) == nil)
    #expect(rows.offset(of: Position(day: 1, rank: 20)) == 20)
  }

  @Test("A move, an undo and a redo change the trip in place: its items are never copied")
  func movesDoNotCopyTheTrip() throws {
    var editor = Editor(trip: try CostGuardTests.trip(days: 50))
    let before = editor.trip.items.withUnsafeBufferPointer { $0.baseAddress }
    _ = editor.perform(.toDay(7), on: "d5-5")
    _ = editor.undo()
    _ = editor.redo()
    let after = editor.trip.items.withUnsafeBufferPointer { $0.baseAddress }
    #expect(before == after)
  }
}

/// Guards the cost of moving several items together: it
/// grows with the items moved, never with the trip.
@Suite("A move of selected items looks at the same on a trip of 2,000 or 100,000 items")
struct SelectionCostTests {
  /// The first `count` custom items of days 1 to 10, five a day: ranks 1,
  /// 2, 4, 5 and 6, past day 5's travel leg at rank 3.
  static func selection(_ count: Int) -> [ItemID] {
    let ids = (1...10).flatMap { day in [1, 2, 4, 5, 6].map { ItemID("d\(day)-\($0)") } }
    return Array(ids.prefix(count))
  }

  /// What selecting `count` items and moving them together looks at, step
  /// by step, on a trip of `days` days of 20 items.
  static func visits(selecting count: Int, days: Int) throws -> [String: Int] {
    var editor = Editor(trip: try CostGuardTests.trip(days: days))
    var counts: [String: Int] = [:]
    func measure(_ name: String, _ command: (inout Editor) -> Announcement) {
      let (said, visits) = VisitCounter.counting { command(&editor) }
      if case .itemsRefused = said { Issue.record("\(name) was refused: \(said)") }
      counts[name] = visits
    }
    measure("select") { editor in
      var last = Announcement.noItems
      for id in selection(count) { last = editor.select(id) }
      return last
    }
    measure("to day 7") { $0.perform(.toDay(7)) }
    measure("up") { $0.perform(.up) }
    measure("to top") { $0.perform(.toTop) }
    measure("to day 2 position 3") { $0.perform(.toPosition(Position(day: 2, rank: 3))) }
    measure("undo") { $0.undo() }
    measure("redo") { $0.redo() }
    measure("grab, move, drop") { editor in
      _ = editor.grabFocused()
      _ = editor.perform(.toDay(9))
      return editor.drop()
    }
    let (menu, visits) = VisitCounter.counting { editor.compactMenu() }
    #expect(menu.count > 4)
    counts["compact menu"] = visits
    return counts
  }

  @Test(
    "Selecting 50 items and moving them together counts the same on 100, 1,000 and 5,000 days")
  func doesNotGrowWithTheTrip() throws {
    let small = try SelectionCostTests.visits(selecting: 50, days: 100)
    // Selecting looks at no item's place; every move does.
    #expect(small.filter { $0.key != "select" }.values.allSatisfy { $0 > 0 })
    for days in [1_000, 5_000] {
      let large = try SelectionCostTests.visits(selecting: 50, days: days)
      #expect(large == small, "on \(days) days (\(days * 20) items)")
    }
  }

  @Test("Moving 50 selected items looks at no more than five times what moving 10 does")
  func growsWithTheSelection() throws {
    let ten = try SelectionCostTests.visits(selecting: 10, days: 1_000)
    let fifty = try SelectionCostTests.visits(selecting: 50, days: 1_000)
    for (name, count) in fifty where name != "select" {
      #expect(count <= 5 * (ten[name] ?? 0) + 50, "\(name): \(count) against \(ten[name] ?? 0)")
    }
  }
}

@Suite("The day moves of a long trip's menu are labelled as any other")
struct LongMenuTests {
  @Test(
    "Days past the table made once are labelled and named the same way", arguments: [false, true])
  func longTripLabels(customTemplate: Bool) throws {
    let items = [
      Item(id: "walk", title: "Walk", kind: .custom, placement: Placement(day: 1, sortOrder: 1))
    ]
    let trip = try Trip(title: "Long", days: (1...450).map { _ in Day() }, items: items)
    var renderer = AnnouncementRenderer()
    if customTemplate { renderer.templates[.actionToDay] = "Go to day {day} now" }
    let actions = Editor(trip: trip).actions(for: "walk", renderer: renderer)
    let days = actions.filter { if case .toDay = $0.move { true } else { false } }
    #expect(days.count == 449)
    for action in days {
      guard case .toDay(let day) = action.move else { continue }
      #expect(action.id == "move-to-day-\(day)")
      #expect(action.label == (customTemplate ? "Go to day \(day) now" : "Move to day \(day)"))
    }
  }
}
