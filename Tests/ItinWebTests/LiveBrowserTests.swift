import Foundation
import Testing
import TripTestSupport

/// Planning together in real browsers: two pages in two headless Chromium
/// windows, each hearing the other.
extension LiveTests {
  /// The polite region's latest sentence, in a script.
  static let said = "(document.body.dataset.said || '')"

  @Test(
    "Two pages in two browsers: each hears the other's changes, and a page's focus stays on its item"
  )
  func twoPages() async throws {
    let state = Scratch.folder("web-live")
    let served = try ServedTrip(["--name", "Sam"], stateFolder: state)
    defer { _ = served.stop() }
    let first = served.address
    let second = served.invite()
    let ready = state + "/second-page-ready"
    // The second page, in a browser of its own on a thread of its own (a
    // driver holds its thread until it ends): on lunch, it says it is
    // ready, hears the first page move lunch, then selects lunch itself.
    let listening = Driven {
      try Browser.run(
        second,
        steps: [
          .key("ArrowDown"), .eval("window.mine = document.activeElement, 0"),
          .signal(ready),
          .waitFor(LiveTests.said + ".includes('moved')"), .observe("heard"),
          .eval("document.activeElement === window.mine"),
          .key(" "), .observe("selected"),
        ], shots: "live-second")
    }
    try Driven.wait(for: ready)
    // The first page moves lunch down, then hears the second select it.
    let moving = try Browser.run(
      first,
      steps: [
        .key("ArrowDown"), .key("ArrowDown", ["Alt"]), .observe("moved"),
        .waitFor(LiveTests.said + ".includes('Selected')"), .observe("heard-other"),
      ], shots: "live-first")
    let heard = try listening.value()
    #expect(try moving.look("moved").said == "Lunch at Lou Malnati's moved to position 2 of day 1.")
    #expect(
      try moving.look("heard-other").said
        == "Guest 2 made a change. Selected Lunch at Lou Malnati's. 1 item selected.")
    let other = try heard.look("heard")
    // Said politely, in the second page's region, as the first said it.
    #expect(other.said == "Sam moved Lunch at Lou Malnati's to position 2 of day 1.")
    #expect(other.saidNow.isEmpty)
    // The rows drawn in place, and the focus still on lunch, the same element.
    #expect(Array(other.ids.prefix(2)) == ["cubs", "lunch"])
    #expect(
      other.focusedName?.contains("Lunch at Lou Malnati's") == true, "\(other.focusedName ?? "")")
    #expect(heard.values.last as? Bool == true)
    #expect(other.axe == [])
  }
}

extension LiveTests {
  @Test(
    "Two people drag the same item in two browsers: the first drop moves it, and the second is refused at its drop, saying why"
  )
  func twoBrowsersDragOneItem() throws {
    let state = Scratch.folder("web-two-drags")
    let served = try ServedTrip(["--name", "Sam"], stateFolder: state)
    defer { _ = served.stop() }
    let first = served.address
    let second = served.invite()
    let lifted = state + "/second-lifted"
    // The second person lifts lunch and holds it over day 2; once the first
    // person's drop is heard, lets go.
    let holding = Driven {
      try Browser.run(
        second,
        steps: [
          .mouse("down", to: "[data-id='lunch'] .title"),
          .mouse("move", to: "[data-id='brewery'] .title", at: "top"),
          .signal(lifted),
          .waitFor(LiveTests.said + ".startsWith('Sam moved Lunch')"),
          .mouse("up", to: "[data-id='brewery'] .title", at: "top"), .observe("refused"),
        ], shots: "two-drags-second")
    }
    try Driven.wait(for: lifted)
    let dropping = try Browser.run(
      first,
      steps: [
        .mouse("down", to: "[data-id='lunch'] .title"),
        .mouse("move", to: "[data-id='custard'] .title", at: "top"),
        .mouse("up", to: "[data-id='custard'] .title", at: "top"), .observe("dropped"),
      ], shots: "two-drags-first")
    let refused = try holding.value().look("refused")
    #expect(
      try dropping.look("dropped").said
        == "Lunch at Lou Malnati's moved to position 1 of day 3.")
    #expect(
      refused.saidNow == "Can't drop Lunch at Lou Malnati's. The trip changed during the drag.")
    // Lunch stands where the first drop put it, on both pages.
    #expect(
      refused.ids.firstIndex(of: "lunch") == refused.ids.firstIndex(of: "custard").map { $0 - 1 })
    // What Sam's page did is said at Sam's terminal too.
    served.others.append("Sam ")
    let order = TogetherTests.order(in: try served.request("/api/trip", key: served.key).body)
    let lunch = try #require(order.firstIndex(of: "lunch"))
    #expect(order.firstIndex(of: "custard") == lunch + 1, "\(order)")
  }
}

/// A driver run on a thread of its own, beside one the test drives.
final class Driven: @unchecked Sendable {
  private let lock = NSLock()
  private var result: Result<Browser.Run, any Error>?

  init(_ drive: @escaping @Sendable () throws -> Browser.Run) {
    let thread = Thread { [self] in
      let outcome = Result { try drive() }
      lock.withLock { result = outcome }
    }
    thread.start()
  }

  /// The run, once it has ended (at most five minutes).
  func value() throws -> Browser.Run {
    for _ in 0..<3000 {
      if let result = lock.withLock({ result }) {
        // A failure on the page's own thread is the test's: recorded here,
        // where the test is known, not only as an issue of no test.
        if case .failure(let error) = result { Issue.record(error, "the page's run failed") }
        return try result.get()
      }
      usleep(100_000)
    }
    throw Timeout()
  }

  /// Until the file at `path` is there (at most two minutes).
  static func wait(for path: String) throws {
    for _ in 0..<1200 where !FileManager.default.fileExists(atPath: path) {
      usleep(100_000)
    }
    guard FileManager.default.fileExists(atPath: path) else { throw Timeout() }
  }

  struct Timeout: Error {}
}
