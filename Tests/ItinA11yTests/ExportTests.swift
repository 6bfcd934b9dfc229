import Foundation
import ItineraryCore
import Testing
import TripTestSupport

@Suite("itin-a11y --export: a trip to take along, from the shell (SPEC section 13)")
struct ExportTests {
  @Test("--export writes the format the name says, refuses a file there unless --force, and ends")
  func exportFromTheShell() throws {
    let folder = Scratch.folder("itin-export")
    let trip = folder + "/trip.json"
    try Data(SampleTrip.json.utf8).write(to: URL(fileURLWithPath: trip))
    let text = folder + "/trip.txt"
    let made = try Executable.run(["--export", text, trip])
    #expect(made.status == 0)
    #expect(made.output == "Exported the trip to trip.txt.\n")
    let listed = try Executable.run([trip, "--no-history"], input: "list all\n").output
    let written = try String(contentsOfFile: text, encoding: .utf8)
    #expect(listed.hasSuffix(written), "the text export is what list all says")
    #expect(written.hasPrefix("Midwest ballpark road trip."))
    // There already: refused, exit 1, the file as it was; --force replaces it.
    try Data("mine".utf8).write(to: URL(fileURLWithPath: text))
    let refused = try Executable.run(["--export", text, trip])
    #expect(refused.status == 1)
    #expect(refused.output == "trip.txt already exists. Add --force to replace it.\n")
    #expect(try String(contentsOfFile: text, encoding: .utf8) == "mine")
    #expect(try Executable.run(["--export", text, "--force", trip]).status == 0)
    #expect(try String(contentsOfFile: text, encoding: .utf8) == written)
    // --format when the name does not say it, in the language asked for.
    let notes = folder + "/notes"
    let german = try Executable.run(["--export", notes, "--format", "md", "--language", "de", trip])
    #expect(german.status == 0)
    #expect(
      try String(contentsOfFile: notes, encoding: .utf8).hasPrefix("# Midwest ballpark road trip\n")
    )
    #expect(try String(contentsOfFile: notes, encoding: .utf8).contains("\n## Tag 1"))
    // A name that says no format, and a trip file that is not there.
    let pdf = try Executable.run(["--export", folder + "/trip.pdf", trip])
    #expect(
      pdf.status == 1
        && pdf.output == "Can't export to trip.pdf. Name a file ending in .txt, .md or .ics.\n")
    let missing = try Executable.run(["--export", folder + "/x.md", folder + "/none.json"])
    #expect(missing.status == 1 && !FileManager.default.fileExists(atPath: folder + "/x.md"))
    // Mistakes in the arguments.
    #expect(try Executable.run(["--export", text]).status == 64)
    #expect(try Executable.run(["--export", text, "--check", trip]).status == 64)
    #expect(try Executable.run(["--force", trip], input: "quit\n").status == 64)
    #expect(try Executable.run(["--export", text, "--format", "pdf", trip]).status == 64)
  }
}
