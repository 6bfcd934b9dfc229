import Foundation
import ItineraryCore
import Testing
import TripTestSupport

/// The page on a phone: touched, narrow, its text large.
@Suite("The page in a hand: 44-point targets by touch, nothing sideways at 200% text", .serialized)
struct PhoneTests {
  /// The controls a finger meets that are less than 44 points either way,
  /// each as its tag, its label and its size; the Move menu open.
  static let smallTargets = """
    (() => { const small = [];
      const seen = (e) => { const b = e.getBoundingClientRect(); return b.width > 0 && b.height > 0; };
      const targets = document.querySelectorAll(
        'button, select, input[type=text], [role=menuitem], [role=row].item .title, .grip');
      for (const e of targets) {
        if (!seen(e) || e.closest('[hidden], dialog:not([open])')) continue;
        const b = e.getBoundingClientRect();
        if (b.width < 43.5 || b.height < 43.5) small.push(e.tagName + ' ' +
          (e.getAttribute('aria-label') || e.id || e.textContent.trim().slice(0, 20)) + ' ' +
          Math.round(b.width) + 'x' + Math.round(b.height));
      }
      return small.join('; '); })()
    """

  /// How far the page is wider than the screen, and what sticks out: a
  /// phone's browser zooms out to show a page wider than its screen, so
  /// the screen's width is the measure, not the window's.
  static let sideways = """
    (() => { const over = []; const width = screen.width;
      for (const e of document.querySelectorAll('body *')) {
        const b = e.getBoundingClientRect();
        if (b.width > 0 && b.right > width + 0.5 && !e.closest('[hidden]'))
          over.push((e.id || e.tagName) + ' ' + Math.round(b.right));
      }
      return (document.documentElement.scrollWidth - width) + ' ' +
        over.slice(0, 6).join(', '); })()
    """

  static let openFirstMenu =
    "(() => { document.querySelector('#days [role=row].item button.move').click(); return 0; })()"

  @Test("By touch, every control the page shows, and every entry of the Move menu, is 44 points")
  func touchTargets() throws {
    let path = try DragTests.copy(SampleTrip.json, named: "phone-targets.json")
    let served = try ServedTrip([path], stateFolder: Scratch.folder("web-phone-state"))
    defer { _ = served.stop() }
    let run = try Browser.run(
      served.address,
      steps: [
        .eval("matchMedia('(pointer: coarse)').matches"),
        .eval(Self.openFirstMenu), .waitFor("!document.getElementById('menu').hidden"),
        .eval(Self.smallTargets),
      ], shots: "phone-targets", phone: true)
    #expect(run.values.first as? Bool == true, "a touch screen's pointer is coarse")
    #expect(run.values.last as? String == "", "too small for a finger: \(run.values.last ?? "")")
  }

  @Test("At 200% text on a 320-point screen nothing is wider than the window, menu open or not")
  func largeTextNarrowScreen() throws {
    let path = try DragTests.copy(SampleTrip.json, named: "phone-wide.json")
    let served = try ServedTrip([path], stateFolder: Scratch.folder("web-phone-state"))
    defer { _ = served.stop() }
    let run = try Browser.run(
      served.address,
      steps: [
        .eval("(() => { document.documentElement.style.fontSize = '200%'; return 0; })()"),
        .eval(Self.sideways),
        .eval(Self.openFirstMenu), .waitFor("!document.getElementById('menu').hidden"),
        .eval(Self.sideways),
      ], shots: "phone-wide", phoneWidth: 320)
    let measured = run.values.compactMap { $0 as? String }
    #expect(measured.count == 2)
    for value in measured {
      #expect(value.hasPrefix("0 ") || value.hasPrefix("-"), "sideways: \(value)")
    }
  }

  @Test(
    "By touch, the Move menu renames and sets the time as T and F2 do, and closes without Escape")
  func menuHasEveryAct() throws {
    let path = try DragTests.copy(SampleTrip.json, named: "phone-menu.json")
    let served = try ServedTrip([path], stateFolder: Scratch.folder("web-phone-state"))
    defer { _ = served.stop() }
    let entry = { (data: String) in
      "(() => { const e = document.querySelector('#menu [data-\(data)]'); if (!e) return 'none'; e.click(); return 0; })()"
    }
    let run = try Browser.run(
      served.address,
      steps: [
        .eval(Self.openFirstMenu), .waitFor("!document.getElementById('menu').hidden"),
        .eval(entry("edit=rename")), .waitFor("document.getElementById('edit').open"),
        .eval("document.getElementById('edit-title').textContent"),
        .eval("document.getElementById('menu').hidden"),
        .eval("(() => { document.getElementById('edit-cancel').click(); return 0; })()"),
        .eval(Self.openFirstMenu), .waitFor("!document.getElementById('menu').hidden"),
        .eval(entry("edit=time")), .waitFor("document.getElementById('edit').open"),
        .eval("document.getElementById('edit-title').textContent"),
        .eval("(() => { document.getElementById('edit-cancel').click(); return 0; })()"),
        .eval(Self.openFirstMenu), .waitFor("!document.getElementById('menu').hidden"),
        .eval(entry("close")), .waitFor("document.getElementById('menu').hidden"),
        .eval("document.activeElement.classList.contains('move')"),
        .eval("document.getElementById('keys').textContent.includes('By touch')"),
      ], shots: "phone-menu", phone: true)
    let values = run.values.map { "\($0)" }
    #expect(values.contains("Rename Lunch at Lou Malnati's"), "\(values)")
    #expect(values.contains("Time of Lunch at Lou Malnati's"), "\(values)")
    #expect(!values.contains("none"), "an entry is missing: \(values)")
    #expect(run.values.suffix(2).map { $0 as? Bool } == [true, true], "\(values)")
  }

  @Test(
    "An answer drawn at the foot of a phone's screen lets a finger through to the control under it")
  func answerLetsTouchThrough() throws {
    let path = try DragTests.copy(SampleTrip.json, named: "phone-answer.json")
    let served = try ServedTrip([path], stateFolder: Scratch.folder("web-phone-state"))
    defer { _ = served.stop() }
    let under = """
      (() => { const shown = document.querySelector('header .said > p.latest');
        if (!shown) return 'no answer shown';
        const box = shown.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit && hit.closest('header .said') ? 'the answer' : 'under it'; })()
      """
    let run = try Browser.run(
      served.address,
      steps: [
        .eval("(() => { window.scrollTo(0, document.body.scrollHeight); return 0; })()"),
        .eval("(() => { document.getElementById('save').click(); return 0; })()"),
        .waitFor("document.querySelector('header .said > p.latest') !== null"),
        .eval(under),
      ], shots: "phone-answer", phoneWidth: 320)
    #expect(run.values.last as? String == "under it", "\(run.values)")
  }

  @Test(
    "A move chosen in the menu is said in the live region, not in the row, which keeps its line through a quick undo"
  )
  func menuAnswerInLiveRegion() throws {
    let path = try DragTests.copy(SampleTrip.json, named: "phone-undo.json")
    let served = try ServedTrip([path], stateFolder: Scratch.folder("web-phone-state"))
    defer { _ = served.stop() }
    let cell = "document.querySelector('#days [data-id=lunch] .title').textContent"
    let run = try Browser.run(
      served.address,
      steps: [
        .eval(Self.openFirstMenu), .waitFor("!document.getElementById('menu').hidden"),
        .eval(
          "(() => { document.querySelector('#menu [data-action=move-down]').click(); return 0; })()"
        ),
        .waitFor("document.getElementById('menu').hidden && document.body.dataset.pending === '0'"),
        .eval(cell), .eval(Self.latestSaid),
        .eval("(() => { document.getElementById('undo').click(); return 0; })()"),
        .waitFor("document.body.dataset.pending === '0'"),
        .eval(cell), .eval(Self.latestSaid),
      ], shots: "phone-undo", phone: true)
    let values = run.values.compactMap { $0 as? String }
    #expect(
      values == [
        "2. Lunch at Lou Malnati's.", "Lunch at Lou Malnati's moved to position 2 of day 1.",
        "1. Lunch at Lou Malnati's.",
        "Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.",
      ], "\(values)")
  }
}

extension PhoneTests {
  /// What the page said last in its live regions.
  static let latestSaid =
    "(() => { const e = document.querySelector('header .said > p.latest'); return e ? e.textContent : ''; })()"
  /// The item whose row has the focus.
  static let focusedItem =
    "(() => { const r = document.activeElement.closest('[role=row]'); return r ? r.dataset.id || 'day' : document.activeElement.tagName; })()"

  @Test(
    "By touch, the first item goes to day 3 in 7 swipes from the page's top and 2 taps, and back in 2 swipes, each answer in a live region"
  )
  func walkByTouch() throws {
    let path = try DragTests.copy(SampleTrip.json, named: "phone-walk.json")
    let served = try ServedTrip([path], stateFolder: Scratch.folder("web-phone-state"))
    defer { _ = served.stop() }
    let menuOpen = "!document.getElementById('menu').hidden"
    let answered =
      "document.getElementById('menu').hidden && document.body.dataset.pending === '0'"
    let run = try Browser.run(
      served.address,
      steps: [
        .swipes,
        .tap("#days [data-id=lunch] button.move"), .waitFor(menuOpen),
        .swipes,
        .tap("#menu [data-action=move-to-day-3]"), .waitFor(answered),
        .eval(Self.latestSaid), .eval(Self.focusedItem),
        // A tap on the item itself opens its menu too.
        .tap("#days [data-id=lunch] .title .line"), .waitFor(menuOpen),
        .swipes,
        .tap("#menu [data-undo]"), .waitFor(answered),
        .eval(Self.latestSaid), .eval(Self.focusedItem),
      ], shots: "phone-walk", phone: true)
    try #require(run.swipes.count == 3)
    let (top, open, again) = (run.swipes[0], run.swipes[1], run.swipes[2])
    // The trip comes first: its title, the day, the item, its Move button.
    #expect(top.firstIndex(of: "button: Move Lunch at Lou Malnati's") == 3, "\(top.prefix(8))")
    #expect(top.firstIndex(of: "button: Save").map { $0 > top.count / 2 } == true)
    // The menu's entries come right after its button, every day listed.
    let button = try #require(open.firstIndex(of: "button: Move Lunch at Lou Malnati's"))
    #expect(open[button + 1] == "menuitem: Move down")
    let target = try #require(open.firstIndex(of: "menuitem: Move to day 3"), "\(open)")
    #expect(target <= 7, "swipes from the top: \(target), was 15")
    let said = run.values.compactMap { $0 as? String }
    #expect(
      said.prefix(2) == [
        "Lunch at Lou Malnati's moved to position 4 of day 3.", "lunch",
      ])
    // Back: from the item, its Move button, and the menu's first entry.
    let cell = try #require(
      again.firstIndex { $0.hasSuffix("Lunch at Lou Malnati's.") }, "\(again)")
    let undo = try #require(
      again.firstIndex(of: "menuitem: Undo move of Lunch at Lou Malnati's to day 3"), "\(again)")
    #expect(undo - cell == 2, "was 16 swipes")
    #expect(
      said.suffix(2) == [
        "Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.", "lunch",
      ])
  }
}
