import Foundation
import Testing
import TripTestSupport

/// Nothing a page says is lost.
///
/// A sentence not yet spoken is never replaced or taken away, one's own
/// answer comes before the others' changes, and the same sentence twice is
/// said twice. Checked in headless Chromium,
/// with serve's terminal as the other person.
@Suite("The page: nothing said is lost", .serialized)
struct SpokenOrderTests {
  @Test(
    "One's own answer stays, and another's change is said after it, in its own sentence"
  )
  func ownAnswerFirst() throws {
    let state = Scratch.folder("web-spoken-order")
    let served = try ServedTrip(["--name", "Sam"], stateFolder: state)
    defer { _ = served.stop() }
    let address = served.invite(named: "Ana")
    let ready = state + "/ready"
    let page = Driven {
      try Browser.run(
        address,
        steps: [
          .key("ArrowDown"), .signal(ready),
          // Sam's change drawn in place: at once, Ana's own key.
          .waitFor("document.querySelector('[role=row][data-id=falls]').dataset.day === '4'"),
          .key("ArrowDown", ["Alt"]),
          .waitFor("(document.body.dataset.said || '').startsWith('Sam moved')"),
          .observe("heard"),
        ], shots: "spoken-order")
    }
    try Driven.wait(for: ready)
    _ = served.typeAll("focus falls") + served.typeAll("move to day 4")
    let heard = try page.value().look("heard")
    #expect(
      heard.sentences == [
        "Lunch at Lou Malnati's moved to position 2 of day 1.",
        "Sam moved Walk at Minnehaha Falls to position 3 of day 4.",
      ], "\(heard.sentences)")
  }

  @Test(
    "A grab another's change ended is said at once, and the change itself after it: neither takes the other's place"
  )
  func endedThenTold() throws {
    let state = Scratch.folder("web-spoken-ended")
    let served = try ServedTrip(["--name", "Sam"], stateFolder: state)
    defer { _ = served.stop() }
    let address = served.invite(named: "Ana")
    let grabbed = state + "/grabbed"
    let page = Driven {
      try Browser.run(
        address,
        steps: [
          .key("ArrowDown"), .key("Enter"),
          .waitFor("(document.body.dataset.said || '').includes('Grabbed')"),
          .signal(grabbed),
          .waitFor("(document.body.dataset.said || '').startsWith('Sam moved')"),
          .observe("heard"),
        ], shots: "spoken-ended")
    }
    try Driven.wait(for: grabbed)
    _ = served.typeAll("focus lunch") + served.typeAll("move to day 2")
    let heard = try page.value().look("heard")
    let sentences = heard.sentences
    let ended = try #require(
      sentences.firstIndex { $0.hasPrefix("Sam changed the trip while you held Lunch") },
      "\(sentences)")
    let told = try #require(
      sentences.firstIndex { $0.hasPrefix("Sam moved Lunch at Lou Malnati's to position") },
      "\(sentences)")
    #expect(sentences.first?.hasPrefix("Grabbed Lunch") == true, "\(sentences)")
    #expect(ended < told)
  }

  @Test("The same refusal twice is said twice, far enough apart for a screen reader to say both")
  func sameSentenceTwice() throws {
    let state = Scratch.folder("web-spoken-twice")
    let served = try ServedTrip(["--name", "Sam"], stateFolder: state)
    defer { _ = served.stop() }
    let run = try Browser.run(
      served.address,
      steps: [
        .key("ArrowDown"), .key("ArrowUp", ["Alt"]), .key("ArrowUp", ["Alt"]),
        .observe("twice"),
        .eval(
          "Array.from(document.querySelectorAll('header .said > p')).map(e => Number(e.dataset.at))"
        ),
      ], shots: "spoken-twice")
    let twice = try run.look("twice")
    #expect(twice.sentences.count == 2, "\(twice.sentences)")
    // The same words, not the same text: Orca 43 drops a text added that
    // equals the one added before it. The second ends in a no-break space.
    #expect(
      Set(twice.sentences.map { $0.trimmingCharacters(in: .whitespaces) }).count == 1,
      "\(twice.sentences)")
    #expect(twice.sentences.count == 2 && twice.sentences[0] != twice.sentences[1])
    #expect(twice.sentences.first?.hasPrefix("Can't move Lunch at Lou Malnati's") == true)
    let times = try #require(run.values.last as? [Double])
    #expect(times.count == 2 && times[1] - times[0] >= 300, "\(times)")
  }
}
