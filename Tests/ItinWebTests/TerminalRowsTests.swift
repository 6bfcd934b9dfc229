import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@testable import ItinWeb

/// A change typed at serve's terminal names no item the way a page's
/// request does: the rows the pages draw again come from what the history
/// recorded of it.
@Suite("serve: the terminal's changes are drawn on every page")
struct TerminalRowsTests {
  /// The ids of each day an event's answer draws, from the rank it starts.
  static func days(_ event: [String: Any]) throws -> [Int: (first: Int, ids: [String])] {
    let answer = try #require(event["answer"] as? [String: Any])
    var days: [Int: (first: Int, ids: [String])] = [:]
    for day in try #require(answer["days"] as? [[String: Any]]) {
      let items = day["items"] as? [[String: Any]] ?? []
      days[day["day"] as? Int ?? 0] = (
        day["first"] as? Int ?? 0, items.compactMap { $0["id"] as? String }
      )
    }
    return days
  }

  @Test("A move to another day at the terminal draws both days' rows on a page")
  func moveToAnotherDay() async throws {
    let host = try TripHostTests.host()
    var page = await host.listen(page: "2/a", person: "Ana", in: .english).makeAsyncIterator()
    _ = await page.next()
    _ = await host.handle("focus falls", by: "Sam", in: .english)
    let moved = await host.handle("move to day 4", by: "Sam", in: .english)
    #expect(moved.lines == ["Walk at Minnehaha Falls moved to position 3 of day 4."])
    let days = try Self.days(try LiveTests.change(await page.next()))
    // Day 3 loses its last row; day 4 gains one at its end.
    let three = try #require(days[3])
    #expect(!three.ids.contains("falls"))
    #expect(three.first + three.ids.count - 1 == 2)
    let four = try #require(days[4])
    #expect(four.ids.last == "falls" && four.first + four.ids.count - 1 == 3)
  }

  @Test("An undo at the terminal draws the rows it moved back")
  func undoAtTheTerminal() async throws {
    let host = try TripHostTests.host()
    _ = await host.handle("focus lunch", by: "Sam", in: .english)
    _ = await host.handle("move to day 2", by: "Sam", in: .english)
    var page = await host.listen(page: "2/a", person: "Ana", in: .english).makeAsyncIterator()
    _ = await page.next()
    _ = await host.handle("undo", by: "Sam", in: .english)
    let days = try Self.days(try LiveTests.change(await page.next()))
    #expect(days[1]?.ids.contains("lunch") == true, "\(days)")
    #expect(days[2].map { !$0.ids.contains("lunch") } ?? false, "\(days)")
  }
}
