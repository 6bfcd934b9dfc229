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
    "A move chosen in the menu, then undone at once: the row says where the item is, not the move")
  func quickUndoClearsTheAnswer() throws {
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
        .waitFor("document.getElementById('menu').hidden"),
        .eval(cell),
        .eval("(() => { document.getElementById('undo').click(); return 0; })()"),
        .waitFor("document.body.dataset.pending === '0'"),
        .eval(cell),
      ], shots: "phone-undo", phone: true)
    let cells = run.values.compactMap { $0 as? String }
    #expect(cells.first?.contains("moved to position 2") == true, "\(cells)")
    #expect(cells.last?.contains("moved") == false, "\(cells)")
    #expect(cells.last?.contains("Lunch at Lou Malnati's") == true, "\(cells)")
  }
}
