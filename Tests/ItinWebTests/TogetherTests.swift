import Foundation
import ItineraryCore
import Testing
import TripTestSupport

/// Three people planning one trip at once: two pages in two browsers and
/// serve's terminal, each making random changes of their own.
@Suite("serve: three people's random changes together leave one trip, on every page and on disk")
struct TogetherTests {
  /// The ids of a page's rows, day by day, in the order the page shows them.
  static let rowsOnPage =
    "Array.from(document.querySelectorAll('[role=row][data-id]'))"
    + ".filter((row) => !row.dataset.leaving && !row.classList.contains('leaving'))"
    + ".map((row) => row.dataset.id).join(',')"

  /// A person's random keys on the page: mostly moves of the item they are
  /// on, some steps to another item, some undos and redos of their own.
  static func keys(count: Int, using random: inout SplitMix64) -> [Browser.Step] {
    (0..<count).map { _ in
      switch Int.random(in: 0..<20, using: &random) {
      case 0..<4: .key("ArrowDown")
      case 4..<6: .key("ArrowUp")
      case 6..<11: .key("ArrowDown", ["Alt"])
      case 11..<16: .key("ArrowUp", ["Alt"])
      case 16..<18: .key("z", ["Control"])
      default: .key("z", ["Control", "Shift"])
      }
    }
  }

  @Test(
    "Two pages and the terminal, a hundred random changes each: every page shows the server's trip, the saved file is it and passes --check"
  )
  func threePeople() throws {
    let state = Scratch.folder("web-together")
    let path = Sample.file(in: "web-together-trip")
    let served = try ServedTrip(["--name", "Sam", path], stateFolder: state)
    defer { _ = served.stop() }
    let ana = try #require(
      served.type("invite Ana").split(separator: " ").first { $0.hasPrefix("http://") })
    let lee = try #require(
      served.type("invite Lee").split(separator: " ").first { $0.hasPrefix("http://") })
    let key = served.key
    // What Ana and Lee do is said on the terminal between its answers.
    served.others += ["Ana ", "Lee "]
    // The sentinel, seen on every page once its events are drawn: a day
    // added at the terminal when everyone is done.
    let sixDays = "document.getElementById('summary').textContent.includes('6 days')"
    var random = SplitMix64(seed: 47)
    var pages: [Driven] = []
    var done: [String] = []
    for (index, address) in [String(ana), String(lee)].enumerated() {
      let signal = state + "/done-\(index)"
      done.append(signal)
      let steps =
        [Browser.Step.tabTo("gridcell")] + TogetherTests.keys(count: 100, using: &random)
        + [
          .signal(signal), .waitFor(sixDays),
          .eval("new Promise((done) => setTimeout(() => done(1), 1500))"),
          .eval(TogetherTests.rowsOnPage),
        ]
      pages.append(Driven { try Browser.run(address, steps: steps, shots: "together-\(index)") })
    }
    // Sam's hundred, typed while the pages press theirs.
    let lines = ["down", "up", "next", "previous", "top", "bottom", "undo", "redo", "down", "next"]
    for _ in 0..<100 {
      _ = served.type(lines[Int.random(in: 0..<lines.count, using: &random)])
    }
    for signal in done { try Driven.wait(for: signal) }
    #expect(served.type("add day").hasPrefix("Added day 6"))
    let shown = try pages.map { page -> String in
      let run = try page.value()
      return try #require(run.values.last as? String)
    }
    // Every page shows the server's trip, item for item, in order.
    let trip = try served.request("/api/trip", key: key)
    let order = TogetherTests.order(in: trip.body)
    #expect(order.count == 15)
    #expect(order != TogetherTests.order(of: try Sample.trip()), "no one changed anything")
    for rows in shown { #expect(rows == order.joined(separator: ","), "\(rows)") }
    // Saved, the file is that trip, and passes --check.
    #expect(served.type("save").hasPrefix("Saved"))
    let saved = try TripDocument(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    #expect(TogetherTests.order(of: saved.trip) == order)
    let check = try Executable.run(["--check", path])
    #expect(check.status == 0, "\(check.output)")
    // Each person's undo gives back exactly their own newest change: the
    // history loses that one step, and every other stays as it was.
    let anaKey = try served.enter(
      token: String(try #require(served.invite(named: "Ana").split(separator: "/").last))
    ).key
    let leeKey = try served.enter(
      token: String(try #require(served.invite(named: "Lee").split(separator: "/").last))
    ).key
    var taken = 0
    for round in 0..<6 {
      let person = ["Sam", "Ana", "Lee"][round % 3]
      usleep(1_000_000)
      let before = TogetherTests.steps(served.typeAll("history"))
      let said: String
      if person == "Sam" {
        said = served.typeAll("undo").first ?? ""
      } else {
        let answer = try served.request(
          "/api/do", method: "POST", body: #"{"act":"undo"}"#,
          key: person == "Ana" ? anaKey : leeKey,
          headers: ["Origin: " + served.origin])
        said = ServedTrip.said(answer.body).joined(separator: " ")
      }
      usleep(1_000_000)
      let after = TogetherTests.steps(served.typeAll("history"))
      let own = before.firstIndex { $0.hasSuffix(" By \(person).") }
      if said.hasPrefix("Undid") {
        taken += 1
        var expected = before
        if let own {
          expected.remove(at: own)
        } else {
          // Their newest step is older than the steps `history` reads out,
          // none of them theirs: every one of those stays.
          expected.removeLast()
        }
        #expect(Array(after.prefix(expected.count)) == expected, "\(person): \(said)")
      } else {
        // Refused, saying whose change is in the way, or that none is theirs.
        #expect(
          said.hasPrefix("Can't undo.") || said == "Nothing of yours to undo.",
          "\(person): \(said)")
        #expect(after == before)
      }
    }
    #expect(taken > 0)
  }

  /// The steps `history` said, each with who made it, newest first: its
  /// heading, and what others did said meanwhile, left out.
  static func steps(_ lines: [String]) -> [String] {
    lines.filter { $0.range(of: #" By (Sam|Ana|Lee)\.$"#, options: .regularExpression) != nil }
  }

  /// The ids of a trip's items, day by day.
  static func order(of trip: Trip) -> [String] {
    (1...trip.dayCount).flatMap { day in trip.items(onDay: day).map(\.id.rawValue) }
  }

  /// The ids of the items of `/api/trip`'s answer, day by day.
  static func order(in body: String) -> [String] {
    guard let json = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any],
      let days = json["days"] as? [[String: Any]]
    else { return [] }
    return days.flatMap { day in
      (day["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }
  }
}
