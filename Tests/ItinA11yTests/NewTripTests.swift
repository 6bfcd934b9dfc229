import Foundation
import ItineraryCore
import Testing
import TripTestSupport

@Suite("itin-a11y --new: a trip from nothing")
struct NewTripTests {
  @Test("--new makes a trip of one day, says so, opens it, and refuses a path that exists")
  func newFile() throws {
    let folder = Scratch.folder("itin-new")
    let path = folder + "/cascadia.json"
    let made = try Executable.run(
      ["--new", path, "--title", "Cascadia"], input: "where\nnew Lunch\nsave\nquit\n")
    #expect(made.status == 0)
    #expect(
      made.output.components(separatedBy: "\n").prefix(3) == [
        "New trip Cascadia, 1 day.",
        "The trip has no items yet. Type new and a title to add an item.",
        "Added Lunch at position 1 of day 1.",
      ])
    let trip = try TripDocument.open(atPath: path).trip
    #expect(trip.title == "Cascadia" && trip.dayCount == 1 && trip.items.map(\.title) == ["Lunch"])
    // A path that exists, a file or anything else, is never written.
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let again = try Executable.run(["--new", path])
    #expect(again.status == 1)
    #expect(again.output.hasPrefix("\(path) already exists."))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    // Without --title, the trip is "New trip", in the language.
    let german = try Executable.run(
      ["--new", folder + "/reise.json", "--language", "de"], input: "quit\n")
    #expect(german.output.hasPrefix("Neue Reise Neue Reise, 1 Tag."))
    // --title alone, or --new with a file to open, is a mistake in the arguments.
    #expect(try Executable.run(["--title", "X"]).status == 64)
    #expect(try Executable.run(["--new", folder + "/x.json", path]).status == 64)
  }
}
