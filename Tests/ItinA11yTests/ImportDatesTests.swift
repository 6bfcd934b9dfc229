import Foundation
import ItineraryCore
import Testing
import TripTestSupport

/// Part of a long calendar: `--import` with `--from` and `--to`, as a
/// script names the dates.
@Suite("--import with --from and --to takes the events between two dates")
struct ImportDatesTests {
  static let calendar = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Transcripts/fixtures/years.ics").path

  @Test("A calendar of four years, refused whole, is read between two dates")
  func partOfALongCalendar() throws {
    let folder = Scratch.folder("import-dates")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let whole = try Executable.run(["--import", Self.calendar, "--output", folder + "/all.json"])
    #expect(whole.status == 1)
    #expect(
      whole.output.contains("To take part of it, type import years.ics from a date to a date"))
    let week = folder + "/week.json"
    let part = try Executable.run([
      "--import", Self.calendar, "--output", week, "--from", "2027-05-03", "--to", "2027-05-09",
    ])
    #expect(part.status == 0, "\(part.output)")
    #expect(part.output.contains("Left out 2 events outside those dates"))
    let trip = try TripDocument.open(atPath: week).trip
    #expect(trip.start == TripDate(year: 2027, month: 5, day: 3))
    #expect(trip.itemsInTripOrder.map(\.title) == ["Swim", "Gala dinner", "Swim"])
  }

  @Test(
    "--from and --to go together, with --import, as dates in order; each refusal says so",
    arguments: [
      (["--from", "2027-05-03"], "--from and --to go with --import, and together."),
      (["--to", "2027-05-03"], "--from and --to go with --import, and together."),
      (
        ["--from", "tomorrow", "--to", "2027-05-09"],
        "--from takes a date written as 2027-04-10, not tomorrow."
      ),
      (
        ["--from", "2027-05-09", "--to", "2027-05-03"],
        "--from comes after --to. Give the earlier date to --from."
      ),
    ])
  func refusals(_ dates: [String], _ said: String) throws {
    let output = Scratch.path("import-dates", suffix: ".json")
    let run = try Executable.run(["--import", Self.calendar, "--output", output] + dates)
    #expect(run.status != 0)
    #expect((run.output + run.errors).contains(said), "\(run.output)\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: output))
    let alone = try Executable.run(["--from", "2027-05-03", "--to", "2027-05-09"])
    #expect((alone.output + alone.errors).contains("--from and --to go with --import"))
  }
}
