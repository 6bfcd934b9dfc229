import Foundation
import ItinSession
import ItineraryCore
import SessionTestSupport
import Testing
import TripTestSupport

@Suite("Paths as people type them: quotes, a tilde, spaces")
struct TypedPathTests {
  @Test(
    "Quotes come off, and ~ is the home folder",
    arguments: [
      ("\"my trip.json\"", "my trip.json"), ("'a b.json'", "a b.json"), ("~", "/home/ann"),
      ("~/trips/a.json", "/home/ann/trips/a.json"),
      ("\"~/my trip.json\"", "/home/ann/my trip.json"),
      ("my trip.json", "my trip.json"), ("~ann/x.json", "~ann/x.json"), ("\"", "\""),
      ("'unclosed.json", "'unclosed.json"),
    ])
  func resolves(typed: String, path: String) {
    #expect(TypedPath.resolve(typed, home: "/home/ann") == path)
  }

  @Test("open and save as take quoted paths, and paths with spaces unquoted")
  func sessionPaths() throws {
    let folder = Sample.folder()
    var session = Sample.session()
    session.type("down")
    #expect(session.say("save as \"\(folder)/my trip.json\"") == "Saved my trip.json.")
    #expect(session.say("save as '\(folder)/a b.json'") == "Saved a b.json.")
    #expect(FileManager.default.fileExists(atPath: folder + "/a b.json"))
    #expect(
      session.say("open \(folder)/my trip.json")
        == "Opened my trip.json. Midwest ballpark road trip, 5 days, 15 items.")
    #expect(
      session.say("open '\(folder)/a b.json'")
        == "Opened a b.json. Midwest ballpark road trip, 5 days, 15 items.")
  }
}
