import Foundation
import ItineraryCore
import Testing
import TripTestSupport

@Suite("itin-a11y --export: a trip to take along, from the shell")
struct ExportTests {
  @Test("--export writes the format the name says, refuses a file there unless --force, and ends")
  func exportFromTheShell() throws {
    let folder = Scratch.folder("itin-export")
    let trip = folder + "/trip.json"
    Sample.write(to: trip)
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
        && pdf.output
          == "Can't export to trip.pdf. Name a file ending in .txt, .md, .html, .ics or .brf.\n"
    )
    let missing = try Executable.run(["--export", folder + "/x.md", folder + "/none.json"])
    #expect(missing.status == 1 && !FileManager.default.fileExists(atPath: folder + "/x.md"))
    // Mistakes in the arguments.
    #expect(try Executable.run(["--export", text]).status == 64)
    #expect(try Executable.run(["--export", text, "--check", trip]).status == 64)
    #expect(try Executable.run(["--force", trip], input: "quit\n").status == 64)
    #expect(try Executable.run(["--export", text, "--format", "pdf", trip]).status == 64)
  }

  @Test("--export writes a page and braille, --cells and --lines sizing the braille's pages")
  func pageAndBraille() throws {
    let folder = Scratch.folder("itin-export-page")
    let trip = folder + "/trip.json"
    Sample.write(to: trip)
    let page = folder + "/trip.html"
    let french = try Executable.run(["--export", page, "--language", "fr", trip])
    #expect(french.output == "Le voyage a été exporté vers trip.html.\n")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("<html lang=\"fr\">") && html.contains("<h2 id=\"day-1\">Jour 1"))
    let braille = folder + "/trip.brf"
    let small = try Executable.run(["--export", braille, "--cells", "20", "--lines", "6", trip])
    #expect(small.status == 0)
    let rows = try String(contentsOfFile: braille, encoding: .utf8)
      .split(separator: "\u{0C}").first?.components(separatedBy: "\r\n").dropLast()
    #expect(rows?.count == 6)
    #expect(rows?.allSatisfy { $0.count <= 20 } == true)
    // Mistakes, each one sentence and exit 64, nothing written.
    let mistakes: [([String], String)] = [
      (
        ["--export", folder + "/x.txt", "--cells", "30", trip],
        "--cells and --lines go with a braille export, --format brf or a file ending in .brf."
      ),
      (
        ["--export", folder + "/x.brf", "--cells", "8", trip],
        "--cells takes a number from 12 to 100."
      ),
      (
        ["--export", folder + "/x.brf", "--lines", "many", trip],
        "--lines takes a number from 4 to 100."
      ),
      (
        ["--export", folder + "/x.brf", "--format", "", trip],
        "--format needs a format. The formats are txt, md, html, ics and brf."
      ),
      // Said "ab.txt" and written with the escape, before: two names.
      (
        ["--export", folder + "/x\u{1B}[31m.txt", trip],
        "Can't use that file name. It holds a hidden control character."
      ),
      (
        ["--import", folder + "/c.ics", "--output", folder + "/x\u{202E}.json"],
        "Can't use that file name. It holds a hidden control character."
      ),
    ]
    for (arguments, said) in mistakes {
      let outcome = try Executable.run(arguments)
      #expect(outcome.status == 64)
      #expect(outcome.errors == said + " Type itin-a11y --help for the options.\n")
    }
    #expect(!FileManager.default.fileExists(atPath: folder + "/x.brf"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/x.txt"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy {
        $0.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }
      })
  }

  @Test("An export never replaces the trip's own file, nor an import the calendar it reads")
  func neverOverItsSource() throws {
    let folder = Scratch.folder("itin-export-self")
    let trip = folder + "/trip.txt"
    Sample.write(to: trip)
    for target in [trip, folder + "/./trip.txt"] {
      let shell = try Executable.run(["--export", target, "--force", trip])
      #expect(shell.status == 1)
      #expect(
        shell.output
          == "Can't export to trip.txt. It is the trip file, which an export never replaces.\n")
    }
    let repl = try Executable.run(
      [trip, "--no-history"], input: "export trip.txt\nquit\n", in: URL(fileURLWithPath: folder))
    #expect(
      repl.lines.first
        == "Can't export to trip.txt. It is the trip file, which an export never replaces.")
    #expect(try String(contentsOfFile: trip, encoding: .utf8) == SampleTrip.json)
    let calendar = folder + "/plan.ics"
    try Data(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
          "Transcripts/fixtures/apple.ics")
    )
    .write(to: URL(fileURLWithPath: calendar))
    let before = try Data(contentsOf: URL(fileURLWithPath: calendar))
    let imported = try Executable.run(["--import", calendar, "--output", calendar, "--force"])
    #expect(imported.status == 1)
    #expect(imported.output == "Can't write plan.ics. It is the calendar being imported.\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: calendar)) == before)
  }
}

@Suite("itin-a11y --import: a trip from a calendar, from the shell")
struct ImportTests {
  @Test("--import writes the trip the calendar holds to --output, never over a file unasked")
  func importFromTheShell() throws {
    let folder = Scratch.folder("itin-import")
    let trip = folder + "/trip.json"
    Sample.write(to: trip)
    // The sample trip, given a start, exported and read back.
    let dated = folder + "/dated.json"
    let started = try Executable.run(
      [trip, "--no-history"], input: "start june 5 2027\nsave as \(dated)\nquit\nyes\n")
    #expect(started.status == 0)
    let calendar = folder + "/trip.ics"
    #expect(try Executable.run(["--export", calendar, dated]).status == 0)
    let back = folder + "/back.json"
    let imported = try Executable.run(["--import", calendar, "--output", back])
    #expect(imported.status == 0)
    #expect(
      imported.output
        == "Imported trip.ics to back.json. Midwest ballpark road trip, 5 days, 15 items.\n")
    let original = try TripDocument.open(atPath: dated).trip
    let read = try TripDocument.open(atPath: back).trip
    #expect(read.start == original.start && read.days == original.days)
    #expect(read.itemsInTripOrder.map(\.id) == original.itemsInTripOrder.map(\.id))
    #expect(read.itemsInTripOrder.map(\.kind) == original.itemsInTripOrder.map(\.kind))
    // There already: refused, and the file as it was; --force replaces it.
    let before = try Data(contentsOf: URL(fileURLWithPath: back))
    let again = try Executable.run(["--import", calendar, "--output", back])
    #expect(
      again.status == 1 && again.output == "back.json already exists. Add --force to replace it.\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: back)) == before)
    #expect(try Executable.run(["--import", calendar, "--output", back, "--force"]).status == 0)
    // A repeat without end, as phones write "every day", is cut at the
    // trip's last day, and said so.
    let endless = folder + "/endless.ics"
    try Data(
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20270410\r\nRRULE:FREQ=WEEKLY\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        .utf8
    ).write(to: URL(fileURLWithPath: endless))
    let cut = try Executable.run(["--import", endless, "--output", folder + "/endless.json"])
    #expect(cut.status == 0)
    #expect(
      cut.output
        == "Imported endless.ics to endless.json. endless, 1 day, 1 item. Cut 1 endless repeat at the last day.\n"
    )
    // The probe's calendars: a repeat's interval past any date, which
    // stopped the program, and repeats past the bound on items.
    let huge = folder + "/huge.ics"
    try Data(
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20270410\r\nSUMMARY:Yoga\r\nRRULE:FREQ=WEEKLY;COUNT=5;INTERVAL=2000000000000000000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        .utf8
    ).write(to: URL(fileURLWithPath: huge))
    let hugeRead = try Executable.run(["--import", huge, "--output", folder + "/huge.json"])
    #expect(
      hugeRead.status == 0
        && hugeRead.output == "Imported huge.ics to huge.json. huge, 1 day, 1 item.\n")
    let many = folder + "/many.ics"
    let event =
      "BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20270410\r\nRRULE:FREQ=DAILY;COUNT=10000\r\nEND:VEVENT\r\n"
    try Data(
      ("BEGIN:VCALENDAR\r\n" + String(repeating: event, count: 3)
        + "BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20290925\r\nEND:VEVENT\r\n"
        + String(
          repeating: "BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20290925\r\nEND:VEVENT\r\n", count: 8_002)
        + "END:VCALENDAR\r\n").utf8
    ).write(to: URL(fileURLWithPath: many))
    let tooMany = try Executable.run(["--import", many, "--output", folder + "/no.json"])
    #expect(tooMany.status == 1)
    #expect(
      tooMany.output
        == "Can't import many.ics. Its events and their repeats make more than 10,000 items.\n")
    #expect(!FileManager.default.fileExists(atPath: folder + "/no.json"))
    // Mistakes in the arguments.
    #expect(try Executable.run(["--import", calendar]).status == 64)
    #expect(try Executable.run(["--output", back, trip]).status == 64)
    #expect(try Executable.run(["--import", calendar, "--output", back, trip]).status == 64)
  }
}
