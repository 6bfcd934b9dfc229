import Foundation
import Testing
import TripTestSupport

/// Debian's Firefox ESR, headless, driven by `tools/firefox-drive.py` over
/// Marionette: for what Firefox does that Chromium does not (a dialog's
/// closing leaves the focus on the page, not where it was).
enum Firefox {
  enum Step {
    case key(String)
    case type(String)
    case eval(String)
    case wait(String)

    var json: [String: Any] {
      switch self {
      case .key(let key): ["key": key]
      case .type(let text): ["type": text]
      case .eval(let expression): ["eval": expression]
      case .wait(let expression): ["wait": expression]
      }
    }
  }

  /// Opens `address`, takes `steps`, and gives the values of the `eval`
  /// steps.
  static func run(_ address: String, steps: [Step], name: String) throws -> [Any] {
    let folder = Scratch.folder("firefox-drive")
    let stepsFile = folder + "/steps-\(name).json"
    let outFile = folder + "/out-\(name).json"
    try JSONSerialization.data(withJSONObject: steps.map(\.json)).write(
      to: URL(fileURLWithPath: stepsFile))
    _ = try Browser.program("firefox-esr")
    let outcome = try Executable.run(
      program: Browser.program("python3"),
      [
        Browser.package.appendingPathComponent("tools/firefox-drive.py").path, address,
        stepsFile, outFile,
      ],
      data: Data(), in: FileManager.default.temporaryDirectory,
      environment: ProcessInfo.processInfo.environment)
    try #require(outcome.status == 0, "firefox-drive.py: \(outcome.errors)")
    return try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: outFile)))
      as? [Any] ?? []
  }
}

@Suite("The web page in Firefox", .serialized)
struct FirefoxTests {
  @Test(
    "In Firefox a dialog's field has the focus, and its answer is said in the live region as the focus comes back to the item"
  )
  func dialogsInFirefox() throws {
    let served = try ServedTrip([], stateFolder: Scratch.folder("web-firefox"))
    defer { _ = served.stop() }
    let focused =
      "(() => { const e = document.activeElement; const row = e.closest('[role=row]'); return (row && !e.closest('dialog') ? row.dataset.id || 'day' : e.tagName) + '|' + document.body.dataset.said; })()"
    let field =
      "(() => { const e = document.activeElement; return e.id + '|' + (e.closest('dialog') ? e.closest('dialog').id : '') + '|' + (e.closest('[role=row]') ? e.closest('[role=row]').dataset.id : ''); })()"
    let renamed =
      "(() => { const r = document.querySelector('[data-id=lunch]'); const ok = document.getElementById('edit-go'); return r.querySelector('.line').textContent + '|' + r.querySelector('button.move').dataset.title + '|' + (ok.getAttribute('aria-label') || ok.textContent); })()"
    let values = try Firefox.run(
      served.address,
      steps: [
        .key("ArrowDown"), .key("t"), .wait("document.getElementById('edit').open"),
        .wait("document.activeElement.id === 'edit-text'"), .eval(field),
        .type("7 pm"), .key("Enter"), .wait("!document.getElementById('edit').open"),
        .wait("document.body.dataset.said !== ''"), .eval(focused),
        // A rename, then the rename dialog again: it names the new title.
        .key("F2"), .wait("document.activeElement.id === 'edit-text'"), .type("Deep dish"),
        .key("Enter"), .wait("!document.getElementById('edit').open"),
        .eval(renamed),
        .key("F2"), .wait("document.activeElement.id === 'edit-text'"),
        .eval(
          "[document.getElementById('edit-title').textContent, document.getElementById('edit-text').value].join('|')"
        ),
      ], name: "dialogs")
    // The dialog open in the item's own cell, its field focused.
    #expect(values.first as? String == "edit-text|edit|lunch")
    // Firefox leaves the focus on the page as a dialog closes; the page
    // puts it back on the item, and the answer is said in the live region.
    #expect(values[1] as? String == "lunch|Lunch at Lou Malnati's is at 7 pm.")
    // The row's Move button has the new title, and the dialog's own
    // button kept its name: the rows were drawn while the dialog was open
    // in the row's cell, and its OK button was taken for the Move button.
    #expect(values[2] as? String == "1. Deep dish, at 7 pm.|Deep dish|OK")
    // The rename dialog again names the new title, and holds it.
    #expect(values.last as? String == "Rename Deep dish|Deep dish")
  }

  @Test(
    "In Firefox the page starts on its unseen progress bar; a dialog is shown in the page, not modal, and kept modal by its keys; Escape brings the focus back to the item"
  )
  func dialogStaysInThePage() throws {
    let served = try ServedTrip([], stateFolder: Scratch.folder("web-firefox-modal"))
    defer { _ = served.stop() }
    let dialog =
      "(() => { const d = document.getElementById('edit'); return [d.matches(':modal'), d.getAttribute('aria-modal'), getComputedStyle(document.querySelector('main')).pointerEvents, getComputedStyle(d).pointerEvents].join('|'); })()"
    let focused = "document.activeElement.id"
    let back =
      "(() => { const e = document.activeElement; const row = e.closest('[role=row]'); return (row && !e.closest('dialog') ? row.dataset.id : e.tagName) + '|' + document.body.classList.contains('veiled') + '|' + getComputedStyle(document.querySelector('main')).pointerEvents; })()"
    let values = try Firefox.run(
      served.address,
      steps: [
        .eval("document.body.dataset.firstFocus"),
        .key("ArrowDown"), .key("t"), .wait("document.getElementById('edit').open"),
        .wait("document.activeElement.id === 'edit-text'"), .eval(dialog),
        .key("Tab"), .eval(focused), .key("Tab"), .eval(focused), .key("Tab"), .eval(focused),
        .key("Escape"), .wait("!document.getElementById('edit').open"), .eval(back),
      ], name: "modal")
    // Until the trip was drawn, the focus was on a widget, never on
    // nothing (Orca read a page whose focus was nowhere from its title).
    #expect(values.first as? String == "loading")
    // Not modal, so that the item's cell stays in what Orca is told of
    // and the field is said with the dialog's name; it says it is modal,
    // and the page behind it takes no pointer.
    #expect(values[1] as? String == "false|true|none|auto")
    // Tab goes round the field and the two buttons, and never leaves.
    #expect(values[2...4].map { $0 as? String } == ["edit-go", "edit-cancel", "edit-text"])
    // Escape: the focus is back on the item, and the page takes the
    // pointer again.
    #expect(values.last as? String == "lunch|false|auto")
  }
}
