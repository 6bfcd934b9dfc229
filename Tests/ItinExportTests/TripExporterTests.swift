import Foundation
import ItinExport
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@Suite("Exports to take along: text and Markdown")
struct TripExporterTests {
  /// A trip with a start, a label, a city, a time, every kind and an idea.
  static func plannedTrip() throws -> Trip {
    let morning = try #require(ClockTime(hour: 11, minute: 40))
    let train = try #require(ClockTime(hour: 8, minute: 0))
    let evening = try #require(ClockTime(hour: 19, minute: 30))
    return try Trip(
      title: "Cascadia *spring*",
      days: [
        Day(label: nil, city: "Seattle"), Day(label: "Travel day", city: "Portland"), Day(),
      ],
      items: [
        Item(
          id: "flight", title: "Flight to Seattle", kind: .fixed,
          placement: Placement(day: 1, sortOrder: 1), time: morning),
        Item(
          id: "market", title: "Pike Place [market] & <coffee>", kind: .custom,
          placement: Placement(day: 1, sortOrder: 2)),
        Item(
          id: "train", title: "Train to Portland",
          kind: .travel(Travel(from: "Seattle", to: "Portland", after: "flight", before: "game")),
          placement: Placement(day: 2, sortOrder: 1), time: train),
        Item(
          id: "game", title: "Timbers at Sounders", kind: .game,
          placement: Placement(day: 2, sortOrder: 2), time: evening),
      ],
      ideas: [Idea(id: "zoo", title: "Oregon Zoo", kind: .custom)],
      start: TripDate(year: 2027, month: 5, day: 14))
  }

  @Test(
    "The text export is the trip as list all says it, each day dated, its times written for the eye, in each language"
  )
  func textIsListAll() throws {
    let trip = try Self.plannedTrip()
    for language in Catalog.shippedLanguages {
      let catalog = try #require(Catalog.shipped(language: language))
      let overview = TripOverview(catalog: catalog)
      let renderer = AnnouncementRenderer(catalog: catalog)
      let text = try TripExporter(catalog: catalog).text(of: trip, as: .txt)
      // list all, but for the headings, which keep the date beside a label,
      // and the times, written with their colon as the page writes them.
      var expected = [overview.summary(of: trip)]
      for day in 1...3 {
        expected.append(overview.heading(ofDay: day, in: trip, dated: true))
        expected += overview.lines(forItems: trip.items(onDay: day), clock: renderer.writtenClock)
      }
      #expect(text == expected.joined(separator: "\n") + "\n")
    }
    let english = try TripExporter().text(of: trip, as: .txt)
    #expect(
      english.split(separator: "\n") == [
        "Cascadia *spring*. 3 days, 4 items, 1 idea.",
        "Day 1, Friday, May 14, Seattle. 2 items.",
        "1. Flight to Seattle, fixed, at 11:40 am.",
        "2. Pike Place [market] & <coffee>.",
        "Day 2, Saturday, May 15, Travel day, Portland. 2 items.",
        "1. Train to Portland, travel from Seattle to Portland, at 8:00 am.",
        "2. Timbers at Sounders, game, fixed, at 7:30 pm.",
        "Day 3, Sunday, May 16. No items yet.",
      ])
  }

  @Test("Markdown has the title, a heading a day and a numbered list, markup in titles escaped")
  func markdown() throws {
    let text = try TripExporter().text(of: try Self.plannedTrip(), as: .md)
    #expect(
      text == """
        # Cascadia \\*spring\\*

        3 days, 4 items, 1 idea.

        ## Day 1, Friday, May 14, Seattle

        1. Flight to Seattle, fixed, at 11:40 am.
        2. Pike Place \\[market\\] \\& \\<coffee\\>.

        ## Day 2, Saturday, May 15, Travel day, Portland

        1. Train to Portland, travel from Seattle to Portland, at 8:00 am.
        2. Timbers at Sounders, game, fixed, at 7:30 pm.

        ## Day 3, Sunday, May 16

        No items yet.

        """)
    // In German, the day's own words.
    let german = try #require(Catalog.shipped(language: "de"))
    let deutsch = try TripExporter(catalog: german).text(of: try Self.plannedTrip(), as: .md)
    #expect(deutsch.contains("## Tag 1, Freitag, 14. Mai, Seattle\n"))
  }

  @Test("Markdown reads as typed: what would start a list or a heading, or close one, is escaped")
  func markdownEscapes() throws {
    let titles = [
      "1. Not a list", "- dash start", "2) Paren", "+ plus", "# Hash start", "Gate #",
      "~~strike~~ |pipe|", "`code` \\ back", "> quote", "Café, été",
    ]
    let items = titles.enumerated().map { index, title in
      Item(
        id: ItemID("i\(index)"), title: title, kind: .custom,
        placement: Placement(day: 1, sortOrder: Double(index + 1)))
    }
    let trip = try Trip(
      title: "Gate # 1. *x*", days: [Day(label: "Day #", city: "- Porto")], items: items)
    let lines = try TripExporter().text(of: trip, as: .md)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "# Gate \\# 1. \\*x\\*")
    #expect(lines[4] == "## Day 1, Day \\#, - Porto")
    #expect(
      Array(lines[6...]) == [
        "1. 1\\. Not a list.", "2. \\- dash start.", "3. 2\\) Paren.",
        "4. \\+ plus.", "5. \\# Hash start.", "6. Gate #.",
        "7. \\~\\~strike\\~\\~ \\|pipe\\|.", "8. \\`code\\` \\\\ back.",
        "9. \\> quote.", "10. Café, été.", "",
      ])
  }

  @Test("The format is the name's extension, in any case, or a name; any other is none")
  func formats() {
    #expect(ExportFormat(path: "trip.md") == .md)
    #expect(ExportFormat(path: "/tmp/Trip.TXT") == .txt)
    #expect(ExportFormat(path: "trip.json") == nil)
    #expect(ExportFormat(path: "trip") == nil)
    #expect(ExportFormat(path: "folder.md/trip") == nil)
    #expect(ExportFormat(name: ".md") == .md)
    #expect(ExportFormat(name: "TXT") == .txt)
    #expect(ExportFormat(name: "pdf") == nil)
    #expect(ExportFormat(path: "trip.HTML") == .html)
    #expect(ExportFormat(path: "trip.brf") == .brf)
    #expect(ExportFormat.extensions == [".txt", ".md", ".html", ".ics", ".brf"])
  }

  @Test(
    "An export never replaces a file unasked, replaces it when asked, and a failure writes nothing")
  func writing() throws {
    let trip = try Self.plannedTrip()
    let folder = Scratch.folder("export")
    let path = folder + "/trip.md"
    let exporter = TripExporter()
    try exporter.export(trip, as: .md, to: path)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == (try exporter.text(of: trip, as: .md)))
    // Already there: refused, and the file is as it was.
    try Data("mine".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: ExportError.exists(path: path)) {
      try exporter.export(trip, as: .txt, to: path)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine")
    // A link that leads nowhere is something there too: not written through.
    let link = folder + "/link.txt"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder + "/gone")
    #expect(throws: ExportError.exists(path: link)) {
      try exporter.export(trip, as: .txt, to: link)
    }
    #expect(!FileManager.default.fileExists(atPath: folder + "/gone"))
    // Asked: replaced whole.
    try exporter.export(trip, as: .txt, to: path, replacing: true)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == (try exporter.text(of: trip, as: .txt)))
    // A folder that is not there: the reason, and no file anywhere.
    let missing = folder + "/no/such/trip.txt"
    do {
      try exporter.export(trip, as: .txt, to: missing)
      Issue.record("an export into a missing folder was written")
    } catch {
      guard case .access(let access) = error else {
        Issue.record("not an access failure: \(error)")
        return
      }
      #expect(access.reason == .noSuchFolder)
      #expect(
        ProblemRenderer().sentence(forExport: access)
          == "Can't export to \(SpokenText.shortened(missing)). The folder does not exist.")
    }
    // What no answer would change is known before anyone is asked.
    let inside = folder + "/trip-folder.md"
    try FileManager.default.createDirectory(atPath: inside, withIntermediateDirectories: false)
    #expect(TripExporter.refusal(writingTo: inside)?.reason == .isAFolder)
    #expect(
      throws: ExportError.access(
        FileAccessError(path: inside, operation: .write, reason: .isAFolder))
    ) {
      try exporter.export(trip, as: .md, to: inside, replacing: true)
    }
    let locked = folder + "/locked.txt"
    try Data("kept".utf8).write(to: URL(fileURLWithPath: locked))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked)
    #expect(TripExporter.refusal(writingTo: locked)?.reason == .readOnlyFile)
    #expect(TripExporter.refusal(writingTo: folder + "/no/x.md")?.reason == .noSuchFolder)
    #expect(TripExporter.refusal(writingTo: link) == nil, "a link into a folder that is there")
    #expect(TripExporter.refusal(writingTo: path) == nil)
    #expect(TripExporter.refusal(writingTo: folder + "/new.md") == nil)
    try FileManager.default.removeItem(atPath: inside)
    try FileManager.default.removeItem(atPath: locked)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(left == ["link.txt", "trip.md"], "no partial or temporary file is left")
  }
}
