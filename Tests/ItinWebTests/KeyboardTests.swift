import Foundation
import ItinSession
import ItinWeb
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// The page by keyboard only, in a real headless Chromium:
/// Tab to the trip, arrows, the documented keys, the Move menu and its
/// dialog, undo and redo; after every change the live region holds the
/// sentence the REPL says for the same command, in each language.
@Suite("The web page by keyboard only, in headless Chromium", .serialized)
struct KeyboardTests {
  /// The REPL's answer to typed lines, in `catalog`: what the page must say.
  struct Expected {
    var session: Session
    init(_ catalog: Catalog, trip: TripDocument? = nil) throws {
      session = Session(
        document: try trip ?? SampleTrip.document(), path: nil, catalog: catalog)
    }
    /// The first line the REPL says to the last of `lines`.
    mutating func say(_ lines: String...) -> String {
      var said: [String] = []
      for line in lines { said = session.handle(line).lines }
      return said.first ?? ""
    }
  }

  /// The sample with three more days: eight, more than a menu lists one
  /// by one, so that "Move to day…" asks for the day.
  static let longTripJSON = SampleTrip.json.replacingOccurrences(
    of: #"{ "label": "Tuesday, June 9", "city": "Kansas City" }"#,
    with:
      #"{ "label": "Tuesday, June 9", "city": "Kansas City" }, { "label": "Wednesday, June 10" }, { "label": "Thursday, June 11" }, { "label": "Friday, June 12" }"#
  )
  static func longTrip() throws -> TripDocument {
    try TripDocument(bytes: Array(longTripJSON.utf8))
  }

  @Test(
    "Plan and reorder by keyboard: every answer in the live region is the REPL's, the tree has the roles, names and states, axe finds nothing",
    arguments: ["en", "es", "de", "fr"])
  func keyboardOnly(language: String) throws {
    let catalog = try #require(Catalog.shipped(language: language))
    var expected = try Expected(catalog, trip: try Self.longTrip())
    #expect(expected.session.trip.dayCount > TripHost.everyDayUpTo)
    let lunch = ItemID("lunch")
    let lunchTitle = "Lunch at Lou Malnati's"
    // The menu of lunch when it is opened: the first at position 2 of
    // day 1 (after the drop), then at position 3.
    func menuIndex(of id: String, _ session: Session) -> Int? {
      session.editor.compactMenu(for: lunch).actions.firstIndex { $0.id == id }
    }
    let refused = expected.say("focus Brewers at Cubs", "down")
    let moved = expected.say("focus " + lunchTitle, "down")
    let undone = expected.say("undo")
    let redone = expected.say("redo")
    let selected = expected.say("select")
    let unselected = expected.say("unselect")
    let grabbed = expected.say("grab")
    let grabMoved = expected.say("up")
    let dropped = expected.say("drop")
    // The page's menu starts with "Undo" after one's own change of the
    // item: here the drop.
    let dropStep = try #require(expected.session.editor.history.undoStep(of: nil))
    let undoEntry = WebText(catalog: catalog)(
      .menuUndo, ["step": AnnouncementRenderer(catalog: catalog).label(for: dropStep)])
    let bottomIndex = try #require(menuIndex(of: "move-to-bottom", expected.session)) + 1
    let toBottom = expected.say("move to bottom")
    let chooseIndex = try #require(menuIndex(of: "choose-day", expected.session)) + 1
    let days = try #require(expected.session.editor.compactMenu(for: lunch).otherDays).allowedDays
      .flatMap { Array($0) }
    let day = days.count > 1 ? days[1] : days[0]
    let position = try #require(
      expected.session.editor.validPositions(for: lunch, onDay: day)?.lowerBound)
    let toDay = expected.say("move to day \(day) position \(position)")
    let finalUndo = expected.say("undo")

    let state = Scratch.folder("web-keyboard-\(language)")
    let path = try DragTests.copy(Self.longTripJSON, named: "keyboard-\(language).json")
    let served = try ServedTrip([path], stateFolder: state)
    defer { _ = served.stop() }
    let steps: [Browser.Step] =
      [
        .observe("start"), .tabTo("gridcell"), .observe("tabbed"),
        .key("ArrowDown"), .observe("first-item"),
        .key("ArrowDown"), .key("ArrowDown", ["Alt"]), .observe("refused"),
        .key("ArrowUp"), .eval("window.before = document.activeElement, 0"),
        .key("ArrowDown", ["Alt"]), .observe("moved"),
        // The focus stays on the element it was on: a screen reader says the
        // answer, and nothing cuts it off.
        .eval("document.activeElement === window.before"),
        .key("z", ["Control"]), .observe("undone"),
        .key("z", ["Control", "Shift"]), .observe("redone"),
        .key(" "), .observe("selected"), .key(" "), .observe("unselected"),
        .key("Enter"), .observe("grabbed"), .key("ArrowUp"), .observe("grab-moved"),
        .key("Enter"), .observe("dropped"),
        .key("ArrowRight"), .key("Enter"), .observe("menu"),
      ] + Array(repeating: .key("ArrowDown"), count: bottomIndex) + [
        .observe("menu-bottom"), .key("Enter"), .observe("moved-to-bottom"),
        .key("ArrowRight"), .key("Enter"),
      ] + Array(repeating: .key("ArrowDown"), count: chooseIndex) + [
        .key("Enter"), .eval(Self.menuSettled), .observe("days"), .key("ArrowDown"), .key("Enter"),
        .eval(Self.menuSettled), .observe("positions"), .key("Enter"), .observe("moved-to-day"),
        .key("z", ["Control"]), .observe("last-undone"),
        .eval("document.body.dataset.firstFocus + '|' + !!document.getElementById('loading')"),
      ]
    let run = try Browser.run(
      served.address, language: language, steps: steps, shots: "keyboard-" + language)

    // The page speaks the browser's language, and axe-core finds no
    // violation in any state.
    let overview = TripOverview(catalog: catalog)
    let trip = try Self.longTrip().trip
    for observation in run.observations {
      #expect(observation.axe == [], "\(language) \(observation.name)")
      #expect(observation.lang == language)
    }
    // The page starts on the trip, with no Tab: its one grid, named for
    // the title, on the row that heads day 1; its first item is next.
    #expect(run.tabs.first == 0)
    let tabbed = try run.look("tabbed")
    #expect(tabbed.focusedRole == "gridcell")
    #expect(tabbed.focusedName == overview.heading(ofDay: 1, in: trip))
    #expect(tabbed.focusedWithin.first == "grid:" + overview.title(of: trip))
    #expect(tabbed.nodes("grid").count == 1)
    #expect(tabbed.nodes("heading").map(\.name).contains(overview.title(of: trip)))
    #expect(
      tabbed.nodes("heading").filter { $0.within.contains("grid:" + overview.title(of: trip)) }
        .count == trip.dayCount)
    let firstItem = try run.look("first-item")
    #expect(firstItem.focusedName == overview.lines(forItems: trip.items(onDay: 1))[0])
    #expect(firstItem.focusedWithin.first == "grid:" + overview.title(of: trip))
    // A refusal is said at once, in the assertive region.
    #expect(try run.look("refused").saidNow == refused)
    #expect(try run.look("moved").said == moved)
    // The values: the focus kept (a Bool), then the two waits for the menu.
    #expect(run.values.count == 5 && run.values[1] as? Bool == true, "the focus moved")
    // Until the trip was drawn, the focus was on the page's unseen
    // progress bar, a widget, never on nothing: with it on nothing, Orca
    // sometimes read the whole page aloud as it loaded. It is gone since.
    #expect(run.values.last as? String == "loading|false")
    #expect(try run.look("moved").ids.prefix(3) == ["cubs", "lunch", "wrigleyville"])
    #expect(try run.look("undone").said == undone)
    #expect(try run.look("redone").said == redone)
    #expect(try run.look("selected").said == selected)
    let selectedRows = try run.look("selected").nodes("row").filter {
      $0.states["selected"] as? Bool == true
    }
    #expect(selectedRows.count == 1)
    #expect(selectedRows.first?.name.contains(lunchTitle) == true)
    #expect(try run.look("unselected").said == unselected)
    #expect(
      try run.look("unselected").nodes("row").allSatisfy { $0.states["selected"] as? Bool != true })
    #expect(try run.look("grabbed").said == grabbed)
    #expect(try run.look("grab-moved").said == grabMoved)
    #expect(try run.look("dropped").said == dropped)
    // The Move menu: a menu named for the item, its entries in groups.
    let menu = try run.look("menu")
    let renderer = AnnouncementRenderer(catalog: catalog)
    let menuName = WebText(catalog: catalog)(.moveItem, ["title": lunchTitle])
    #expect(menu.focusedRole == "menuitem")
    #expect(menu.focusedName == undoEntry)
    // The menu stands in the item's row, after its Move button.
    #expect(menu.focusedWithin.contains("menu:" + menuName))
    let groups = Set(
      menu.nodes("group").filter { $0.within.contains("menu:" + menuName) }.map(\.name))
    #expect(
      groups.isSuperset(of: [renderer.name(of: .withinDay), renderer.name(of: .toAnotherDay)]))
    #expect(try run.look("menu-bottom").focusedName == renderer.label(for: .toBottom))
    #expect(try run.look("moved-to-bottom").said == toBottom)
    // "Move to day…": the menu lists the days, then the positions allowed
    // on the day chosen.
    let text = WebText(catalog: catalog)
    let chooserName = text(.chooseDay, ["title": lunchTitle])
    let daysMenu = try run.look("days")
    #expect(daysMenu.focusedRole == "menuitem")
    #expect(daysMenu.focusedWithin.contains("menu:" + chooserName))
    #expect(daysMenu.nodes("menuitem").count == days.count)
    let positionsMenu = try run.look("positions")
    let allowed = try #require(expected.session.editor.validPositions(for: lunch, onDay: day))
    #expect(
      positionsMenu.nodes("menuitem").map(\.name)
        == allowed.map { text(.positionOption, ["position": String($0)]) })
    #expect(positionsMenu.focusedName == text(.positionOption, ["position": String(position)]))
    #expect(try run.look("moved-to-day").said == toDay)
    #expect(try run.look("moved-to-day").rows.contains { $0.day == day && $0.id == "lunch" })
    #expect(try run.look("last-undone").said == finalUndo)
    // Undo and redo are buttons, enabled when they would do something.
    let buttons = try run.look("last-undone").nodes("button")
    #expect(
      buttons.contains {
        $0.name == WebText(catalog: catalog)(.redo) && $0.states["disabled"] == nil
      })
  }
}

extension KeyboardTests {
  /// Waits until the Move menu's entries of before have gone: they stay a
  /// moment after the focus has moved to the new ones, for Orca's sake.
  static let menuSettled = """
    new Promise((done) => {
      const check = () => document.querySelector('#menu > .leaving') ? setTimeout(check, 50) : done(0);
      check();
    })
    """

  /// A check run in the page, which answers "same", or both lists.
  ///
  /// It holds the rows the page shows, patched answer by answer, against
  /// the whole trip the server gives now.
  static let sameAsServer = """
    (async () => {
      const trip = await fetch("/api/trip?lang=" + document.documentElement.lang)
        .then((r) => r.json());
      const want = trip.days.flatMap((d) => [d.heading].concat(d.items.map((i) =>
        i.id + "|" + i.line + "|" + i.selected)));
      const have = Array.from(document.querySelectorAll("#days [role=row]:not([data-leaving])")).map((e) =>
        e.matches(".day-row") ? e.querySelector("h2").textContent : e.dataset.id + "|" +
          e.querySelector(".line").textContent + "|" + e.getAttribute("aria-selected"));
      return JSON.stringify(want) === JSON.stringify(have) ? "same" : JSON.stringify({ want, have });
    })()
    """

  @Test("The rows the page patches after each change are those the server's whole trip has")
  func patchedRowsAreWhole() throws {
    let served = try ServedTrip([], stateFolder: Scratch.folder("web-patches"))
    defer { _ = served.stop() }
    let check = Browser.Step.eval(KeyboardTests.sameAsServer)
    var steps: [Browser.Step] = [.tabTo("gridcell"), .key("ArrowDown")]
    // The first item down through the whole trip, across every day; the
    // focus stays on its row, the one element, from day to day, and never
    // falls to the page on the way (a screen reader would read from there).
    let focusOnLunch = Browser.Step.eval(
      "document.activeElement === window.held ? document.activeElement.closest('[role=row]').dataset.id : 'another element'"
    )
    steps += [
      .eval(
        "window.held = document.activeElement; window.fell = 0; document.addEventListener('focusout', () => window.fell++), 0"
      )
    ]
    for _ in 0..<16 { steps += [.key("ArrowDown", ["Alt"]), check, focusOnLunch] }
    steps += [.eval("window.fell")]
    steps += [.key("z", ["Control"]), check, .key("z", ["Control"]), check]
    steps += [.key("z", ["Control", "Shift"]), check]
    // Two selected, moved together, and back.
    steps += [.key(" "), check, .key("ArrowUp"), .key(" "), check]
    steps += [.key("ArrowUp", ["Alt"]), check, .key("z", ["Control"]), check]
    // A grab moved and put back, then one dropped.
    steps += [.key("Enter"), .key("ArrowDown"), check, .key("ArrowDown"), .key("Escape"), check]
    steps += [.key("Enter"), .key("ArrowUp"), .key("Enter"), check]
    // To the top and the bottom of a day.
    steps += [.key("Home", ["Alt"]), check, .key("End", ["Alt"]), check]
    let run = try Browser.run(served.address, steps: steps, shots: "patches")
    #expect(run.values.count == steps.filter { if case .eval = $0 { true } else { false } }.count)
    let checks = run.values.compactMap { $0 as? String }.filter { $0 != "lunch" }
    for (index, value) in checks.enumerated() {
      #expect(value == "same", "check \(index + 1): \(value)")
    }
    #expect(run.values.compactMap { $0 as? String }.filter { $0 == "lunch" }.count == 16)
    let fell = run.values.compactMap { $0 as? Int }
    #expect(fell.last == 0, "the focus left lunch's row \(fell.last ?? -1) times")
  }
}

extension KeyboardTests {
  @Test(
    "Plan by keyboard: a new item, a day, a time and a title, each answered as the REPL answers its command",
    arguments: ["en", "fr"])
  func planning(language: String) throws {
    let catalog = try #require(Catalog.shipped(language: language))
    var session = Session(document: try SampleTrip.document(), path: nil, catalog: catalog)
    func said(_ lines: String...) -> String {
      var reply: [String] = []
      for line in lines { reply = session.handle(line).lines }
      return reply.joined(separator: " ")
    }
    let added = said("new Picnic to day 2")
    let day = said("add day")
    let timed = said("focus Picnic", "time 7 pm")
    let renamed = said("rename Late picnic")
    let labelled = said("label day 2 Brewery day")
    let removed = said("remove day 6")
    let started = said("start 2027-05-14")
    let served = try ServedTrip([], stateFolder: Scratch.folder("web-planning-\(language)"))
    defer { _ = served.stop() }
    let run = try Browser.run(
      served.address, language: language,
      steps: [
        // The title, its day, its time (none: Enter there adds it).
        .tabTo("textbox"), .type("Picnic"), .key("Tab"), .key("ArrowDown"), .key("Tab"),
        .key("Enter"), .observe("added"),
        // Past Add, to Add a day.
        .key("Tab"), .key("Tab"), .key("Enter"), .observe("day-added"),
        .tabTo("gridcell"), .observe("on-picnic"), .key("t"), .observe("time-dialog"),
        .type("7 pm"), .key("Enter"), .observe("timed"),
        .key("F2"), .observe("rename-dialog"), .key("a", ["Control"]), .type("Late picnic"),
        .key("Enter"), .observe("renamed"),
        // The days: past the new item's field, its day, its time and Add,
        // and Add a day.
        .tabTo("textbox"), .key("Tab"), .key("Tab"), .key("Tab"), .key("Tab"), .key("Tab"),
        .key("ArrowDown"), .key("Tab"), .type("Brewery day"), .key("Tab"), .key("Enter"),
        .observe("labelled"),
        // Back to the day's picker, on to day 6, the empty one, and remove it.
        .key("Tab", ["Shift"]), .key("Tab", ["Shift"]),
        .key("ArrowDown"), .key("ArrowDown"), .key("ArrowDown"), .key("ArrowDown"),
        .key("Tab"), .key("Tab"), .key("Tab"), .key("Tab"), .key("Enter"), .observe("removed"),
        .key("Tab"), .type("2027-05-14"), .key("Tab"), .key("Enter"), .observe("started"),
      ], shots: "planning-" + language)
    for observation in run.observations {
      #expect(observation.axe == [], "\(observation.name)")
    }
    let text = WebText(catalog: catalog)
    #expect(try run.look("added").said == added)
    #expect(try run.look("added").rows.contains { $0.day == 2 && $0.id.hasPrefix("picnic") })
    #expect(try run.look("day-added").said == day)
    #expect(try run.look("day-added").days == 6)
    #expect(try run.look("on-picnic").focusedName?.contains("Picnic") == true)
    let timeDialog = try run.look("time-dialog")
    #expect(timeDialog.nodes("dialog").map(\.name) == [text(.timeOf, ["title": "Picnic"])])
    #expect(timeDialog.focusedRole == "textbox")
    #expect(timeDialog.focusedName == text(.time))
    #expect(try run.look("timed").said == timed)
    #expect(try run.look("timed").focusedName?.contains("Picnic") == true)
    #expect(
      try run.look("rename-dialog").nodes("dialog").map(\.name) == [
        text(.renameOf, ["title": "Picnic"])
      ])
    #expect(try run.look("renamed").said == renamed)
    #expect(try run.look("renamed").focusedName?.contains("Late picnic") == true)
    #expect(try run.look("labelled").said == labelled)
    #expect(try run.look("labelled").nodes("heading").contains { $0.name.contains("Brewery day") })
    #expect(try run.look("removed").said == removed)
    #expect(try run.look("removed").days == 5)
    #expect(try run.look("started").said == started)
  }
}

extension KeyboardTests {
  @Test("Rows with times: each patch keeps \"out of time order\" as the whole trip says it")
  func patchedTimes() throws {
    let json = """
      { "format": 1, "title": "Timed", "days": [{}, {}],
        "items": [
          { "id": "breakfast", "kind": "custom", "title": "Breakfast", "day": 1, "sortOrder": 1, "time": "08:00" },
          { "id": "museum", "kind": "custom", "title": "Museum", "day": 1, "sortOrder": 2, "time": "10:00" },
          { "id": "walk", "kind": "custom", "title": "Walk", "day": 1, "sortOrder": 3 },
          { "id": "lunch", "kind": "custom", "title": "Lunch", "day": 1, "sortOrder": 4, "time": "12:30" },
          { "id": "coffee", "kind": "custom", "title": "Coffee", "day": 2, "sortOrder": 1, "time": "09:00" },
          { "id": "hike", "kind": "custom", "title": "Hike", "day": 2, "sortOrder": 2 }
        ] }
      """
    let path = Scratch.folder("web-timed") + "/timed.json"
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    let served = try ServedTrip([path], stateFolder: Scratch.folder("web-timed-state"))
    defer { _ = served.stop() }
    let check = Browser.Step.eval(KeyboardTests.sameAsServer)
    var steps: [Browser.Step] = [.tabTo("gridcell"), .key("ArrowDown")]
    // Breakfast down past the museum and on into day 2, then back.
    for _ in 0..<5 { steps += [.key("ArrowDown", ["Alt"]), check] }
    for _ in 0..<2 { steps += [.key("z", ["Control"]), check] }
    // A time set out of order, then taken away.
    steps += [.key("ArrowDown"), .key("t"), .type("7 am"), .key("Enter"), check]
    steps += [.key("t"), .type("none"), .key("Enter"), check]
    steps += [.key("End", ["Alt"]), check, .key("Home", ["Alt"]), check]
    let run = try Browser.run(served.address, steps: steps, shots: "patches-timed")
    #expect(run.values.count == steps.filter { if case .eval = $0 { true } else { false } }.count)
    for (index, value) in run.values.enumerated() {
      #expect(value as? String == "same", "check \(index + 1): \(value)")
    }
  }
}

extension KeyboardTests {
  @Test(
    "Nothing a user sets can mute the page: no ariaNotify box, a choice remembered from before is forgotten, and the live regions speak"
  )
  func neverMuted() throws {
    var session = Session(document: try SampleTrip.document(), path: nil)
    _ = session.handle("focus Brewers at Cubs")
    let refused = session.handle("down").lines.joined(separator: " ")
    _ = session.handle("focus Lunch at Lou Malnati's")
    let moved = session.handle("down").lines.joined(separator: " ")
    let served = try ServedTrip([], stateFolder: Scratch.folder("web-notify"))
    defer { _ = served.stop() }
    let live =
      "[document.getElementById('said').ariaLive, document.getElementById('said-now').ariaLive].join()"
    // A page of before remembered "on", which silenced both regions; the
    // page loaded again, as a user coming back would.
    let run = try Browser.run(
      served.address,
      steps: [
        .eval("localStorage.setItem('itin-notify', 'on'); 0"), .reload,
        .eval("localStorage.getItem('itin-notify')"), .eval(live),
        .eval("document.querySelectorAll('input[type=checkbox]').length"),
        .tabTo("gridcell"), .key("ArrowDown"), .key("ArrowDown"), .key("ArrowDown", ["Alt"]),
        .observe("refused"),
        .key("ArrowUp"), .key("ArrowDown", ["Alt"]), .observe("moved"),
      ], shots: "never-muted")
    try #require(run.values.count == 4)
    #expect(run.values[1] is NSNull)
    #expect(run.values[2] as? String == "polite,assertive")
    #expect(run.values[3] as? Int == 0)
    #expect(try #require(run["refused"]).saidNow == refused)
    #expect(try #require(run["moved"]).said == moved)
  }

  @Test(
    "A dialog opens on empty live regions, so that closing it says its own answer and never the one before"
  )
  func dialogsSayNoStaleAnswer() throws {
    var session = Session(document: try SampleTrip.document(), path: nil)
    _ = session.handle("focus Lunch at Lou Malnati's")
    let refused = session.handle("up").lines.joined(separator: " ")
    let timed = session.handle("time 7 pm").lines.joined(separator: " ")
    let renamed = session.handle("rename Pizza").lines.joined(separator: " ")
    let served = try ServedTrip([], stateFolder: Scratch.folder("web-dialogs"))
    defer { _ = served.stop() }
    let run = try Browser.run(
      served.address,
      steps: [
        .tabTo("gridcell"), .key("ArrowDown"), .key("ArrowUp", ["Alt"]), .observe("refused"),
        .key("t"), .observe("time-dialog"), .type("7 pm"), .key("Enter"), .observe("timed"),
        .key("F2"), .observe("rename-dialog"), .type("Pizza"), .key("Enter"), .observe("renamed"),
      ], shots: "dialogs-quiet")
    #expect(try #require(run["refused"]).saidNow == refused)
    for dialog in ["time-dialog", "rename-dialog"] {
      let open = try #require(run[dialog])
      #expect(open.said.isEmpty && open.saidNow.isEmpty, "\(dialog)")
    }
    let afterTime = try #require(run["timed"])
    #expect(afterTime.said == timed && afterTime.saidNow.isEmpty)
    // The title was selected whole: what was typed replaced it.
    let afterRename = try #require(run["renamed"])
    #expect(afterRename.said == renamed && afterRename.saidNow.isEmpty)
  }

  @Test(
    "Every list of days names each day as its heading does, never a bare number, and keeps up with a label"
  )
  func namedDays() throws {
    let served = try ServedTrip([], stateFolder: Scratch.folder("web-named-days"))
    defer { _ = served.stop() }
    let options =
      "Array.from(document.querySelectorAll('#new-day option, #day-pick option')).map((o) => o.textContent).join('|')"
    let run = try Browser.run(
      served.address,
      steps: [
        .eval(options),
        .eval(
          "document.getElementById('day-pick').value = '2'; document.getElementById('day-text').value = 'Rest day'; document.getElementById('day-label').click(); 0"
        ),
        .observe("labelled"), .eval(options),
      ], shots: "named-days")
    let trip = try SampleTrip.document().trip
    let overview = TripOverview()
    let names = (1...5).map { overview.place(ofDay: $0, in: trip) }
    #expect(run.values.first as? String == (names + names).joined(separator: "|"))
    var labelled = names
    labelled[1] = "Day 2, Rest day, Milwaukee"
    #expect(run.values.last as? String == (labelled + labelled).joined(separator: "|"))
  }

  @Test("A new item takes its time where it is made; a refused time stays in its field")
  func newItemWithTime() throws {
    var session = Session(document: try SampleTrip.document(), path: nil)
    // The page says how to type a time beside its field, not in the answer.
    session.leaveTimeAndDateHintsToFields()
    let added = session.handle("new Dinner to day 2").lines.joined(separator: " ")
    let timed = session.handle("time 7 pm").lines.joined(separator: " ")
    let addedAgain = session.handle("new Nightcap to day 2").lines.joined(separator: " ")
    let refused = session.handle("time 25 pm").lines.joined(separator: " ")
    let served = try ServedTrip([], stateFolder: Scratch.folder("web-new-time"))
    defer { _ = served.stop() }
    func add(_ title: String, _ time: String) -> Browser.Step {
      .eval(
        "document.getElementById('new-title').focus(); document.getElementById('new-title').value = '\(title)'; document.getElementById('new-day').value = '2'; document.getElementById('new-time').value = '\(time)'; document.getElementById('new-add').click(); 0"
      )
    }
    let fields =
      "[document.getElementById('new-title').value, document.getElementById('new-time').value].join('|')"
    let run = try Browser.run(
      served.address,
      steps: [
        add("Dinner", "7 pm"), .observe("timed"), .eval(fields),
        add("Nightcap", "25 pm"), .observe("refused"), .eval(fields),
      ], shots: "new-with-time")
    // The two answers are said together, the item's then its time's: said
    // one after the other, Orca heard only the second.
    #expect(!added.isEmpty)
    #expect(try #require(run["timed"]).said == added + " " + timed)
    #expect(run.values.dropFirst().first as? String == "|")
    #expect(try #require(run["refused"]).said == addedAgain + " " + refused)
    #expect(refused == "25 pm is not a time.")
    #expect(run.values.last as? String == "|25 pm")
    let trip = try served.request("/api/trip", key: served.key)
    #expect(trip.body.contains("Dinner, at 7 pm."), "\(trip.body)")
  }

  @Test(
    "A refused time opens its dialog again with what was typed, and says why in the page's words; a good one closes it"
  )
  func refusedTimeKeepsTheDialog() throws {
    var session = Session(document: try SampleTrip.document(), path: nil)
    _ = session.handle("focus Lunch at Lou Malnati's")
    let timed = session.handle("time 7 pm").lines.joined(separator: " ")
    let served = try ServedTrip([], stateFolder: Scratch.folder("web-time-refused"))
    defer { _ = served.stop() }
    let dialog =
      "[document.getElementById('edit').open, document.getElementById('edit-text').value, document.getElementById('edit-said').textContent, document.activeElement.id].join('|')"
    let run = try Browser.run(
      served.address,
      steps: [
        .tabTo("gridcell"), .key("ArrowDown"), .key("t"), .type("25 pm"), .key("Enter"),
        .observe("refused"),
        .eval(dialog), .type("7 pm"), .key("Enter"), .observe("timed"), .eval(dialog),
      ], shots: "time-refused")
    // Said in the dialog, without the REPL's hint that names its commands.
    #expect(run.values.first as? String == "true|25 pm|25 pm is not a time.|edit-text")
    #expect(try #require(run["timed"]).said == timed)
    #expect((run.values.last as? String)?.hasPrefix("false|") == true)
  }

  @Test(
    "Move to day… lists the days, then the positions the library allows there; Left goes back to the days, Escape to the item's Move button"
  )
  func moveToDayMenu() throws {
    let path = try DragTests.copy(Self.longTripJSON, named: "move-to-day.json")
    let served = try ServedTrip([path], stateFolder: Scratch.folder("web-move-to-day"))
    defer { _ = served.stop() }
    let entries =
      "Array.from(document.querySelectorAll('#menu [role=menuitem]')).map((o) => o.textContent).join('|')"
    let focused =
      "(() => { const e = document.activeElement; return e.textContent + '|' + (e.closest('[role=row]') ? e.closest('[role=row]').dataset.id : ''); })()"
    let run = try Browser.run(
      served.address,
      steps: [
        .tabTo("gridcell"), .key("ArrowDown"), .key("ArrowRight"), .key("Enter"),
        .eval("document.querySelector('#menu [data-choose]').focus(); 0"), .key("Enter"),
        .eval(Self.menuSettled), .eval(entries),
        .key("ArrowDown"), .key("Enter"),
        .eval(Self.menuSettled), .eval(entries),
        .key("ArrowLeft"), .eval(focused), .key("Escape"), .eval(focused),
      ], shots: "move-to-day-menu")
    // Each wait for the menu answers 0 before the entries it waited for.
    let values = run.values.enumerated().filter { ![1, 3].contains($0.offset) }.map(\.element)
    try #require(values.count == 5)
    // The days lunch may go to, then the positions the second of them
    // takes.
    let editor = Editor(trip: try Self.longTrip().trip)
    let days = (editor.compactMenu(for: "lunch").otherDays?.allowedDays ?? []).flatMap { Array($0) }
    let overview = TripOverview(catalog: .english)
    let trip = try Self.longTrip().trip
    #expect(
      values[1] as? String
        == days.map { overview.place(ofDay: $0, in: trip) }.joined(separator: "|"))
    let positions = try #require(editor.validPositions(for: "lunch", onDay: days[1]))
    #expect(values[2] as? String == positions.map { "Position \($0)" }.joined(separator: "|"))
    // Left: back on the day that was chosen (the menu stands in lunch's
    // row); Escape: back on the Move button.
    #expect(values[3] as? String == overview.place(ofDay: days[1], in: trip) + "|lunch")
    #expect((values[4] as? String)?.hasSuffix("|lunch") == true)
  }
}
