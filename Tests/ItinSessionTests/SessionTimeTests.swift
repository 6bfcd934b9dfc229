import Foundation
import ItineraryCore
import ReorderCommands
import SessionTestSupport
import Testing
import TripTestSupport

@testable import ItinSession

@Suite("time and at: an item's time, typed as people say it")
struct SessionTimeTests {
  @Test("The forms people type are read as times; others are refused with what to type")
  func forms() {
    let parser = CommandParser()
    let times: [(String, ClockTime?)] = [
      ("time 19:05", ClockTime(hour: 19, minute: 5)),
      ("time 7:05 pm", ClockTime(hour: 19, minute: 5)),
      ("at 7 pm", ClockTime(hour: 19, minute: 0)), ("at 7pm", ClockTime(hour: 19, minute: 0)),
      ("time 12 am", ClockTime(hour: 0, minute: 0)),
      ("time 12:30 p.m.", ClockTime(hour: 12, minute: 30)),
      ("time 19.05", ClockTime(hour: 19, minute: 5)),
      ("time 19 05", ClockTime(hour: 19, minute: 5)),
      ("time 9h30", ClockTime(hour: 9, minute: 30)), ("at noon", ClockTime(hour: 12, minute: 0)),
      ("Time None", nil), ("time no time", nil),
    ]
    for (line, time) in times {
      #expect(parser.parse(line) == .success(.time(time)), "\(line)")
    }
    for bad in [
      "time 25:00", "time half past", "time 13 pm", "time 7:5", "at 0 am", "time 19:05:00",
    ] {
      guard case .failure(.notATime)? = parser.parse(bad) else {
        Issue.record("\(bad) was read as \(String(describing: parser.parse(bad)))")
        continue
      }
    }
    #expect(parser.parse("time") == .failure(.incomplete(.time)))
  }

  @Test("A time is said in each language's clock, with no colon")
  func clocks() throws {
    let expected: [String: [String]] = [
      "en": ["7 05 pm", "7 pm", "12 am", "12 30 pm"],
      "es": ["19 y 5", "19 en punto", "0 en punto", "12 y 30"],
      "de": ["19 Uhr 5", "19 Uhr", "0 Uhr", "12 Uhr 30"],
      "fr": ["19 heures 5", "19 heures", "0 heures", "12 heures 30"],
    ]
    let times = [(19, 5), (19, 0), (0, 0), (12, 30)].compactMap { ClockTime(hour: $0, minute: $1) }
    for (language, said) in expected {
      let renderer = AnnouncementRenderer(
        catalog: try #require(Catalog.shipped(language: language)))
      #expect(times.map(renderer.clock) == said, "\(language)")
      #expect(said.allSatisfy { !$0.contains(":") })
    }
  }

  @Test("A list marks an item whose time is earlier than one before it on its day")
  func outOfTimeOrder() throws {
    var session = Sample.session()
    _ = session.handle("focus lunch")
    _ = session.handle("time 13:00")
    _ = session.handle("focus wrigleyville")
    _ = session.handle("at 9 am")
    let list = session.handle("list").lines
    #expect(list.contains("1. Lunch at Lou Malnati's, at 1 pm."))
    #expect(list.contains("3. Drinks in Wrigleyville, at 9 am, out of time order."))
    // Times never move anything.
    #expect(
      session.handle("where").lines == [
        "Drinks in Wrigleyville, custom, at 9 am, position 3 of day 1."
      ])
    #expect(
      session.handle("time 25:00").lines == [
        "25:00 is not a time. Type time 7 pm, time 19 30, or time none."
      ])
    #expect(
      session.handle("undo").lines == [
        "Undid time of Drinks in Wrigleyville. It has no time again."
      ])
    #expect(session.handle("history").lines.contains("Time of Lunch at Lou Malnati's."))
  }
}

@Suite("new fixed, new game and new travel, as typed")
struct SessionNewKindTests {
  @Test("The kind word comes after new; a travel leg's cities after from and to")
  func parse() {
    let parser = CommandParser()
    #expect(
      parser.parse("new fixed Flight home to day 5")
        == .success(.newOfKind("Flight home", .move(.toDay(5)), .fixed)))
    #expect(
      parser.parse("new game Cubs at Brewers")
        == .success(.newOfKind("Cubs at Brewers", nil, .game)))
    #expect(
      parser.parse("new travel Drive north from Chicago to Milwaukee to day 2")
        == .success(
          .newOfKind("Drive north", .move(.toDay(2)), .travel(from: "Chicago", to: "Milwaukee"))))
    #expect(
      parser.parse("new travel Train from St. Paul to Kansas City after dinner")
        == .success(
          .newOfKind(
            "Train", .nextTo("dinner", after: true), .travel(from: "St. Paul", to: "Kansas City"))))
    #expect(parser.parse("new travel Drive") == .failure(.travelNeedsCities))
    #expect(parser.parse("new travel from A to B") == .failure(.travelNeedsCities))
    // The words in any case; the last "from", the first "to" after it;
    // cities of any script, kept as typed.
    #expect(
      parser.parse("new travel Ferry from the pier FROM Zürich TO Genève to Köln")
        == .success(
          .newOfKind(
            "Ferry from the pier", nil, .travel(from: "Zürich", to: "Genève to Köln"))))
    #expect(parser.parse("new travel Bus from    to Paris") == .failure(.travelNeedsCities))
    #expect(parser.parse("new travel Bus from Lyon to") == .failure(.travelNeedsCities))
    #expect(parser.parse("new travel Bus fromage to Paris") == .failure(.travelNeedsCities))
    // A custom item may still begin with one of the words.
    #expect(parser.parse("new Fixed-price lunch") == .success(.new("Fixed-price lunch", nil)))
  }
}
