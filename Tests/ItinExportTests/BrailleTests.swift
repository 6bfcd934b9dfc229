import Foundation
import ItinExport
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@Suite("The braille export: liblouis's tables, pages of 40 by 25, read back as the text")
struct BrailleTests {
  /// The liblouis table each shipped language is written in.
  static let tables = [
    "en": "en-ueb-g2.ctb", "de": "de-g1-detailed.ctb", "es": "es-g1.ctb", "fr": "fr-bfu-g2.ctb",
  ]

  /// A trip long enough for several pages: days with labels and cities,
  /// times, every kind, titles that run over a line.
  static func longTrip() throws -> Trip {
    var items: [Item] = []
    for day in 1...6 {
      items.append(
        Item(
          id: ItemID("game\(day)"), title: "Mariners at Dodgers in the afternoon", kind: .game,
          placement: Placement(day: day, sortOrder: 1),
          time: ClockTime(hour: 12 + day, minute: day * 5)))
      for index in 2...5 {
        items.append(
          Item(
            id: ItemID("walk\(day)-\(index)"),
            title: index == 3
              ? "A very long walk along the waterfront past the market and the ferry terminal"
              : "Lunch \(index)",
            kind: .custom, placement: Placement(day: day, sortOrder: Double(index))))
      }
    }
    return try Trip(
      title: "Pacific coast by train",
      days: (1...7).map { Day(label: $0 == 2 ? "Rest" : nil, city: "Seattle") },
      items: items, start: TripDate(year: 2027, month: 6, day: 3))
  }

  /// The file at `path` read back the way a braille reader would, by
  /// Python's liblouis bindings (Debian's python3-louis), not by this
  /// package: its pages, each page's lines, and the text of its lines, a
  /// line that runs over joined to the one before.
  static func readBack(_ path: String, table: String) throws -> (
    pages: [[String]], text: [String]
  ) {
    let data = try #require(FileManager.default.contents(atPath: path))
    let file = String(decoding: data, as: UTF8.self)
    #expect(data.allSatisfy { $0 < 0x80 }, "A braille file is ASCII")
    #expect(file.hasSuffix("\r\n\u{0C}"))
    let pages: [[String]] = file.split(separator: "\u{0C}").map { page in
      Array(String(page).components(separatedBy: "\r\n").dropLast())
    }
    var joined: [String] = []
    for page in pages {
      for row in page.dropLast() where !row.isEmpty {
        if row.hasPrefix("  "), !joined.isEmpty {
          joined[joined.count - 1] += " " + String(row.dropFirst(2))
        } else {
          joined.append(row)
        }
      }
    }
    let script = """
      import json, sys, louis
      rows = json.load(sys.stdin)
      print(json.dumps([louis.backTranslateString(["en-us-brf.dis", sys.argv[1]], row) for row in rows]))
      """
    let outcome = try Executable.run(
      program: PageCheckers.python(importing: "louis"), ["-c", script, table],
      data: try JSONEncoder().encode(joined + pages.map { $0.last ?? "" }),
      in: FileManager.default.temporaryDirectory,
      environment: ProcessInfo.processInfo.environment)
    #expect(outcome.status == 0, "make test installs python3-louis: \(outcome.errors)")
    let back = try JSONDecoder().decode([String].self, from: Data(outcome.output.utf8))
    let numbers = back.suffix(pages.count).map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(numbers == (1...pages.count).map(String.init), "Each page's number, in order")
    return (pages, Array(back.prefix(joined.count)))
  }

  /// The planned trip with its titles in words, commas and full stops,
  /// accents, and an apostrophe in English alone.
  static func wordsTrip() throws -> Trip {
    let planned = try TripExporterTests.plannedTrip()
    var trip = try Trip(
      title: "Cascadia in spring", days: planned.days, items: planned.items,
      ideas: planned.ideas, start: planned.start)
    _ = try trip.rename("market", to: "Café near the market, coffee and cake")
    _ = try trip.rename("flight", to: "Flight 12 to Seattle")
    return trip
  }

  /// The text export's lines with its times as they are spoken, which
  /// braille writes: "11 40 am", not "11:40 am".
  static func textAsBrailleWritesIt(_ trip: Trip, catalog: Catalog = .english) throws -> [String] {
    let renderer = AnnouncementRenderer(catalog: catalog)
    var written = try TripExporter(catalog: catalog).text(of: trip, as: .txt)
    for time in Set(trip.items.compactMap(\.time)) {
      written = written.replacingOccurrences(
        of: renderer.writtenClock(time), with: renderer.clock(time))
    }
    return written.split(separator: "\n").map(String.init)
  }

  @Test(
    "Back-translated by liblouis, the braille of each language reads as its text export, its times as spoken"
  )
  func readsAsText() throws {
    for trip in [try Self.wordsTrip(), try Self.longTrip()] {
      for language in Catalog.shippedLanguages {
        let catalog = try #require(Catalog.shipped(language: language))
        let path = Scratch.path("braille-\(language)", suffix: ".brf")
        let exporter = TripExporter(catalog: catalog)
        try exporter.export(trip, as: .brf, to: path, replacing: true)
        var text = try Self.textAsBrailleWritesIt(trip, catalog: catalog)
        let table = try #require(Self.tables[language])
        let read = try Self.readBack(path, table: table).text
        if language == "es" {
          // Spanish braille writes a full stop and an apostrophe in the same
          // cell, dot 3, and liblouis reads it back as an apostrophe.
          #expect(!text.joined().contains("'"))
          text = text.map { $0.replacingOccurrences(of: ".", with: "'") }
        }
        #expect(read == text, "\(language)")
      }
    }
  }

  @Test("A letter whose accent a table has no cell for is written without it, never left out")
  func accentsWithoutCell() throws {
    let trip = try Trip(
      title: "Crème brûlée", days: [Day()],
      items: [
        Item(
          id: ItemID("dessert"), title: "Crème brûlée à Nîmes", kind: .custom,
          placement: Placement(day: 1, sortOrder: 1)),
        // An ångström sign, which is the letter Å composed otherwise.
        Item(
          id: ItemID("unit"), title: "\u{212B}ngström", kind: .custom,
          placement: Placement(day: 1, sortOrder: 2)),
      ], start: TripDate(year: 2027, month: 6, day: 3))
    // French has no cell for the sign but has one for the letter.
    for (language, title) in [
      ("es", "Creme brulée a Nimes"), ("fr", "Crème brûlée à Nîmes"), ("fr", "\u{C5}ngström"),
    ] {
      let catalog = try #require(Catalog.shipped(language: language))
      let path = Scratch.path("braille-accents-\(language)-\(title.count)", suffix: ".brf")
      try TripExporter(catalog: catalog).export(trip, as: .brf, to: path, replacing: true)
      let read = try Self.readBack(path, table: try #require(Self.tables[language])).text
      #expect(read.contains { $0.contains(title) }, "\(language): \(read)")
    }
  }

  @Test("English braille reads back every symbol a title may hold")
  func englishSymbols() throws {
    let trip = try TripExporterTests.plannedTrip()
    let path = Scratch.path("braille-symbols", suffix: ".brf")
    try TripExporter().export(trip, as: .brf, to: path, replacing: true)
    let text = try Self.textAsBrailleWritesIt(trip)
    #expect(text.contains { $0.contains("Pike Place [market] & <coffee>") })
    #expect(try Self.readBack(path, table: "en-ueb-g2.ctb").text == text)
  }

  @Test("A character the table has no cell for is left out, not spelled as its code")
  func undefinedCharacters() throws {
    let trip = try Trip(
      title: "Pizza 🍕 night", days: [Day()],
      items: [
        Item(id: "a", title: "東京 Tokyo", kind: .custom, placement: Placement(day: 1, sortOrder: 1))
      ])
    for language in Catalog.shippedLanguages {
      let catalog = try #require(Catalog.shipped(language: language))
      let path = Scratch.path("braille-undefined-\(language)", suffix: ".brf")
      try TripExporter(catalog: catalog).export(trip, as: .brf, to: path, replacing: true)
      let file = try String(contentsOfFile: path, encoding: .utf8)
      #expect(!file.contains("\\"), "\(language): \(file)")
      let table = try #require(Self.tables[language])
      let read = try Self.readBack(path, table: table).text
      let text = try TripExporter(catalog: catalog).text(of: trip, as: .txt)
        .replacingOccurrences(of: " 🍕", with: "").replacingOccurrences(of: "東京 ", with: "")
        .split(separator: "\n").map {
          language == "es" ? $0.replacingOccurrences(of: ".", with: "'") : String($0)
        }
      #expect(read == text, "\(language)")
    }
  }

  @Test("English is UEB grade 2: contracted, capitals marked, numbers with their sign")
  func englishIsContracted() throws {
    let trip = try TripExporterTests.plannedTrip()
    let file = try TripExporter().text(of: trip, as: .brf)
    // "Day 1, Friday, May 14": the contraction "day" (dots 5, d), capitals
    // by dot 6, numbers by the number sign.
    #expect(file.contains("\r\n,\"D #A1 ,FRI\"D1 ,MAY #AD1 ,S1TTLE4 #B\r\n  ITEMS4\r\n"))
    // "Flight": "gh" as one cell.
    #expect(file.contains(",FLI<T TO ,S1TTLE"))
  }

  @Test("Pages are 40 cells by 25 lines, numbered at the foot, a heading never alone at the bottom")
  func pages() throws {
    let trip = try Self.longTrip()
    for (cells, lines) in [(40, 25), (32, 10), (12, 4)] {
      let page = try #require(BraillePage(cells: cells, lines: lines))
      let path = Scratch.path("braille-\(cells)x\(lines)", suffix: ".brf")
      try TripExporter(braillePage: page).export(trip, as: .brf, to: path, replacing: true)
      let read = try Self.readBack(path, table: "en-ueb-g2.ctb")
      #expect(read.pages.count > 1)
      let headings = try TripExporter().text(of: trip, as: .txt).split(separator: "\n")
        .filter { $0.hasPrefix("Day ") }.count
      #expect(headings == 7)
      for rows in read.pages {
        #expect(rows.count == lines, "\(cells)x\(lines)")
        #expect(rows.allSatisfy { $0.count <= cells }, "\(cells)x\(lines)")
        // The number, right aligned on the last line.
        #expect(rows.last?.count == cells)
        #expect(rows.last?.hasPrefix(" ") == true)
        // The line before the number is no heading left without its items:
        // a heading starts with a capital "Day" at the margin.
        let body = rows.dropLast()
        if let last = body.lastIndex(where: { !$0.isEmpty }), body[last].hasPrefix(",\"D #") {
          Issue.record("A heading at the foot of a page, \(cells)x\(lines): \(body[last])")
        }
        // A heading below the top of a page has a blank line before it.
        for (index, row) in body.enumerated() where index > 0 && row.hasPrefix(",\"D #") {
          #expect(body[index - 1].isEmpty, "\(cells)x\(lines): \(row)")
        }
      }
      #expect(read.text == (try Self.textAsBrailleWritesIt(trip)))
    }
  }

  @Test("A page smaller than 12 cells or 4 lines, or over 100 of either, is refused")
  func pageLimits() {
    #expect(BraillePage(cells: 11, lines: 25) == nil)
    #expect(BraillePage(cells: 40, lines: 3) == nil)
    #expect(BraillePage(cells: 101, lines: 25) == nil)
    #expect(BraillePage(cells: 40, lines: 101) == nil)
    #expect(BraillePage(cells: 12, lines: 4)?.cells == 12)
    #expect(BraillePage.standard == BraillePage(cells: 40, lines: 25))
  }
}
