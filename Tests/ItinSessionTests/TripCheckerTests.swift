import Foundation
import ItinSession
import ItineraryCore
import SessionTestSupport
import Testing
import TripTestSupport

@Suite("--check says whether a file is a valid trip, and never touches it")
struct TripCheckerTests {
  private func withFile(_ text: String, _ body: (String) throws -> Void) throws {
    let path = Scratch.path("check", suffix: ".json")
    #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(path)
  }

  @Test("A valid file gets one line with its size")
  func valid() throws {
    try withFile(SampleTrip.json) { path in
      let result = TripChecker().check(path: path)
      #expect(result.isValid)
      #expect(result.lines == ["\(path) is a valid trip. 5 days, 15 items."])
    }
  }

  @Test(
    "A broken file gets the count first, then every problem on its own line, and stays as it was")
  func invalid() throws {
    let text = SampleTrip.json
      .replacingOccurrences(
        of: #""kind": "custom", "title": "Brewery tour""#,
        with: #""kind": "tour", "title": "Brewery tour""#
      )
      .replacingOccurrences(
        of: #""title": "Mill City Museum", "day": 4"#,
        with: #""title": "Mill City Museum", "day": 9"#)
    try withFile(text) { path in
      let before =
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
      let result = TripChecker().check(path: path)
      #expect(!result.isValid)
      #expect(
        result.lines == [
          "\(path) is not a valid trip. 2 problems.",
          "Item brewery at line 16 has kind tour, which is unknown. It must be game, fixed, travel or custom.",
          "Item museum at line 21. Day 9 is out of range, the trip has days 1 to 5.",
        ])
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(text.utf8))
      #expect(
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before
      )
    }
  }

  @Test("A file that cannot be read says why")
  func unreadable() {
    let result = TripChecker().check(path: "/nonexistent/trip.json")
    #expect(!result.isValid)
    #expect(result.lines == ["Can't open /nonexistent/trip.json. There is no such file."])
  }
}

@Suite("Opening the first trip")
struct TripOpenerTests {
  @Test("No path opens the sample trip")
  func sample() throws {
    let document = try TripOpener.open(path: nil).get()
    #expect(document.trip.title == "Midwest ballpark road trip")
  }

  @Test("A broken file is refused with every problem")
  func broken() throws {
    let path = Scratch.path("open", suffix: ".json")
    #expect(FileManager.default.createFile(atPath: path, contents: Data("{}".utf8)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard case .failure(let failure) = TripOpener.open(path: path) else {
      Issue.record("a broken file opened")
      return
    }
    #expect(
      failure.lines == [
        "Can't open \(path). It has 4 problems.",
        "The file at line 1 has no format.",
        "The file at line 1 has no title.",
        "The file at line 1 has no days.",
        "The file at line 1 has no items.",
      ])
  }
}
