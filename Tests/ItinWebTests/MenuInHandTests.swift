import Foundation
import ItinSession
import ItinWeb
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// The Move menu as a finger meets it: a short trip's every day one tap
/// away, and the way back from the item's own change beside it.
@Suite("The Move menu in a hand: every day of a short trip, and Undo beside the item")
struct MenuInHandTests {
  static func labels(_ menu: MenuView) -> [String] {
    menu.groups.flatMap(\.entries).map(\.label)
  }

  @Test("On a trip of a week or less, the menu offers each day the item may go to, and moves there")
  func everyDayListed() async throws {
    let host = try TripHostTests.host()
    let lunch = try #require(await host.menu(for: "lunch", in: .english))
    #expect(
      Self.labels(lunch).filter { $0.hasPrefix("Move to day") } == [
        "Move to day 2", "Move to day 3", "Move to day 4", "Move to day 5",
      ])
    #expect(lunch.dayRuns.isEmpty)
    // A travel item: only the days between the games it connects.
    let drive = try #require(await host.menu(for: "to-minneapolis", in: .english))
    #expect(
      Self.labels(drive).filter { $0.hasPrefix("Move to day") } == [
        "Move to day 2", "Move to day 4",
      ])
    // An entry past the library's compact menu is performed all the same.
    let moved = try #require(
      try await TripHostTests.perform(
        host,
        #"{"act":"action","id":"lunch","action":"move-to-day-4","menuRevision":"\#(lunch.revision)"}"#
      ))
    #expect(moved.said == ["Lunch at Lou Malnati's moved to position 3 of day 4."])
    #expect(await host.session.trip.position(of: "lunch") == Position(day: 4, rank: 3))
  }

  @Test("On a longer trip, the menu keeps the nearest days and \"Move to day…\"")
  func longTripAsksForTheDay() async throws {
    let host = try TripHostTests.host()
    for _ in 1...(TripHost.everyDayUpTo - 4) {
      _ = try await TripHostTests.perform(host, #"{"act":"add-day"}"#)
    }
    #expect(await host.session.trip.dayCount == TripHost.everyDayUpTo + 1)
    let menu = try #require(await host.menu(for: "falls", in: .english))
    let entries = menu.groups.flatMap(\.entries)
    #expect(
      entries.filter { $0.label.hasPrefix("Move to day ") }.map(\.label) == [
        "Move to day 2", "Move to day 4",
      ])
    #expect(entries.contains { $0.id == "choose-day" && $0.choosesDay })
    #expect(menu.dayRuns == [[1, 2], [4, TripHost.everyDayUpTo + 1]])
  }

  @Test("After a person's change of an item, its menu starts with Undo and what it takes back")
  func undoBesideTheItem() async throws {
    let host = try TripHostTests.host()
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"lunch","move":"down"}"#, from: "a", by: "Sam")
    let sams = try #require(await host.menu(for: "lunch", in: .english, for: "Sam"))
    let first = try #require(sams.groups.first)
    #expect(first.name == "")
    #expect(
      first.entries.map(\.label) == ["Undo move of Lunch at Lou Malnati's to position 2 of day 1"])
    #expect(first.entries.first?.undoes == true)
    // Not in another person's menu of it, nor in Sam's of another item.
    let anas = try #require(await host.menu(for: "lunch", in: .english, for: "Ana"))
    #expect(!anas.groups.flatMap(\.entries).contains { $0.undoes })
    let other = try #require(await host.menu(for: "falls", in: .english, for: "Sam"))
    #expect(!other.groups.flatMap(\.entries).contains { $0.undoes })
    // In each language.
    let catalog = try #require(Catalog.shipped(language: "es"))
    let spanish = try #require(await host.menu(for: "lunch", in: catalog, for: "Sam"))
    #expect(spanish.groups.first?.entries.first?.label.hasPrefix("Deshacer movimiento de") == true)
  }
}
