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
      whole.output.contains("To take part of it, add --from and --to with two dates"))
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
        "The --from date is after the --to date. Give the earlier date to --from."
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

extension ImportDatesTests {
  @Test(
    "Each refusal fits where the dates came from: the shell's flags, dates too far apart, none within"
  )
  func refusalsFitTheAsking() throws {
    let output = Scratch.path("import-dates", suffix: ".json")
    let shell = try Executable.run(["--import", Self.calendar, "--output", output])
    #expect(shell.output.contains("add --from and --to with two dates"), "\(shell.output)")
    let wide = try Executable.run([
      "--import", Self.calendar, "--output", output, "--from", "2025-01-01", "--to", "2029-12-31",
    ])
    #expect(wide.output.contains("Those dates span more than 1,000 days."), "\(wide.output)")
    let empty = try Executable.run([
      "--import", Self.calendar, "--output", output, "--from", "2024-01-01", "--to", "2024-01-02",
    ])
    #expect(empty.output.contains("It has no events between those dates."), "\(empty.output)")
    let day = try Executable.run([
      "--import", Self.calendar, "--output", output, "--from", "2027-02-30", "--to", "2027-05-01",
    ])
    #expect((day.output + day.errors).contains("not 2027-02-30."), "\(day.output)\(day.errors)")
    let typed = try Executable.run(
      [], input: "import \(Self.calendar) from 2027-02-30 to 2027-05-01\nquit\n")
    #expect(typed.output.contains("Those are not dates."), "\(typed.output)")
  }
}
