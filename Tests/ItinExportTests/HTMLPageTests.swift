import Foundation
import ItinExport
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@Suite("The web page export: semantic, no script, printable, and passing real checkers")
struct HTMLPageTests {
  @Test(
    "The page is the trip's title, size, and a heading and ordered list a day, dates and times in time elements"
  )
  func pageStructure() throws {
    let page = try TripExporter().text(of: TripExporterTests.plannedTrip(), as: .html)
    let body = try #require(page.range(of: "<body>\n")).upperBound
    let end = try #require(page.range(of: "</body>")).lowerBound
    #expect(
      page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
    #expect(page.contains("<title>Cascadia *spring*</title>"))
    #expect(
      page[body..<end].split(separator: "\n") == [
        "<main>",
        "<h1>Cascadia *spring*</h1>",
        "<p>3 days, 4 items, 1 idea.</p>",
        "<h2 id=\"day-1\">Day 1, <time datetime=\"2027-05-14\">Friday, May 14</time>, Seattle</h2>",
        "<ol>",
        "<li>Flight to Seattle, fixed, at <time datetime=\"2027-05-14T11:40\">11:40 am</time>.</li>",
        "<li>Pike Place [market] &amp; &lt;coffee&gt;.</li>",
        "</ol>",
        "<h2 id=\"day-2\">Day 2, <time datetime=\"2027-05-15\">Saturday, May 15</time>, Travel day, Portland</h2>",
        "<ol>",
        "<li>Train to Portland, travel from Seattle to Portland, at <time datetime=\"2027-05-15T08:00\">8:00 am</time>.</li>",
        "<li>Timbers at Sounders, game, fixed, at <time datetime=\"2027-05-15T19:30\">7:30 pm</time>.</li>",
        "</ol>",
        "<h2 id=\"day-3\">Day 3, <time datetime=\"2027-05-16\">Sunday, May 16</time></h2>",
        "<p>No items yet.</p>",
        "</main>",
      ])
    #expect(!page.lowercased().contains("<script"))
    #expect(page.contains("@media print"))
  }

  @Test(
    "Each language sets the page's lang and says its words, as list all does without the positions")
  func languages() throws {
    let trip = try TripExporterTests.plannedTrip()
    for language in Catalog.shippedLanguages {
      let catalog = try #require(Catalog.shipped(language: language))
      let page = try TripExporter(catalog: catalog).text(of: trip, as: .html)
      #expect(page.contains("<html lang=\"\(language)\">"))
      let overview = TripOverview(catalog: catalog)
      // Each list item, its markup taken away, is list all's line for it
      // without "1. ".
      let items = page.split(separator: "\n").filter { $0.hasPrefix("<li>") }.map { line in
        String(line.dropFirst(4).dropLast(5)).replacingOccurrences(
          of: "<[^>]*>", with: "", options: .regularExpression
        ).replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
          .replacingOccurrences(of: "&gt;", with: ">")
      }
      // list all's words, without the position, and times written.
      let renderer = AnnouncementRenderer(catalog: catalog)
      let written = (1...3).flatMap {
        overview.entries(forItems: trip.items(onDay: $0), clock: renderer.writtenClock)
      }
      #expect(items == written)
      // Without a clock of its own, an entry is list all's line without
      // its position.
      let spoken = (1...3).flatMap { overview.lines(forItems: trip.items(onDay: $0)) }
      let entries = (1...3).flatMap { overview.entries(forItems: trip.items(onDay: $0)) }
      #expect(entries == spoken.map { String($0.drop { $0 != " " }.dropFirst()) })
      #expect(page.contains("<p>\(overview.noItems)</p>"))
    }
  }

  @Test("A time is written for the eye in each language: with a colon, as a page is read")
  func writtenTimes() throws {
    let time = try #require(ClockTime(hour: 19, minute: 5))
    let morning = try #require(ClockTime(hour: 7, minute: 0))
    let said = try Catalog.shippedLanguages.map { language in
      let renderer = AnnouncementRenderer(
        catalog: try #require(Catalog.shipped(language: language)))
      return renderer.writtenClock(time) + " / " + renderer.writtenClock(morning)
    }
    #expect(
      said == ["19:05 Uhr / 7:00 Uhr", "7:05 pm / 7:00 am", "19:05 / 7:00", "19 h 05 / 7 h 00"])
  }

  /// A trip whose every text looks like markup.
  static func hostileTrip() throws -> Trip {
    try Trip(
      title: "</title><script>alert(1)</script>",
      days: [Day(label: "\"Quoted\" & <b>bold</b>", city: "Zürich <3")],
      items: [
        Item(
          id: "a", title: "<!-- not a comment --> & &amp;", kind: .custom,
          placement: Placement(day: 1, sortOrder: 1))
      ])
  }

  @Test("Titles that look like markup are text; a blank title is named, no heading is empty")
  func hostileTitles() throws {
    let trip = try Self.hostileTrip()
    let page = try TripExporter().text(of: trip, as: .html)
    #expect(!page.contains("<script"))
    #expect(page.contains("<h1>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>"))
    #expect(page.contains("<li>&lt;!-- not a comment --&gt; &amp; &amp;amp;.</li>"))
    #expect(
      page.contains(
        "<h2 id=\"day-1\">Day 1, &quot;Quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;, Zürich &lt;3</h2>"
      ))
    let blank = try Trip(title: "  ", days: [Day()], items: [])
    let untitled = try TripExporter().text(of: blank, as: .html)
    #expect(untitled.contains("<title>Untitled trip</title>"))
    #expect(untitled.contains("<h1>Untitled trip</h1>"))
  }

  /// Pages of every shape: each language, a trip without dates, an empty
  /// one, hostile titles, and the sample.
  static func pages(in folder: String) throws -> [String] {
    let planned = try TripExporterTests.plannedTrip()
    var trips: [(String, Trip, Catalog)] = try Catalog.shippedLanguages.map { language in
      ("planned-\(language)", planned, try #require(Catalog.shipped(language: language)))
    }
    trips.append(("sample", try SampleTrip.document().trip, .english))
    trips.append(("blank", try Trip(title: " ", days: [Day(), Day()], items: []), .english))
    trips.append(("hostile", try Self.hostileTrip(), .english))
    return try trips.map { name, trip, catalog in
      let path = folder + "/" + name + ".html"
      try TripExporter(catalog: catalog).export(trip, as: .html, to: path, replacing: true)
      return path
    }
  }

  @Test("The W3C HTML checker finds nothing in any page, and does find a broken one's faults")
  func w3cChecker() throws {
    let folder = Scratch.folder("html-w3c")
    let pages = try Self.pages(in: folder)
    #expect(try PageCheckers.w3cMessages(pages) == [])
    // The checker is really at work: a page with no language, no title and
    // a stray list item is faulted.
    let broken = folder + "/broken.html"
    try "<!DOCTYPE html><html><head></head><body><li>x</li></body></html>".write(
      toFile: broken, atomically: true, encoding: .utf8)
    let faults = try PageCheckers.w3cMessages([broken])
    #expect(faults.contains { $0.contains("error") && $0.contains("title") })
    #expect(faults.contains { $0.contains("lang") })
  }

  @Test("axe-core in headless Chromium finds no violation in any page, and does in a broken one")
  func axeCore() throws {
    let folder = Scratch.folder("html-axe")
    for page in try Self.pages(in: folder) {
      let result = try PageCheckers.axe(page)
      #expect(result.version.hasPrefix("4."), "\(page)")
      #expect(result.passes > 5, "\(page)")
      #expect(result.violations == [], "\(page)")
    }
    let broken = folder + "/broken.html"
    try
      "<!DOCTYPE html><html><head><title>x</title></head><body><h1></h1><img src=x.png></body></html>"
      .write(toFile: broken, atomically: true, encoding: .utf8)
    let faults = try PageCheckers.axe(broken).violations.map { $0.prefix { $0 != " " } }
    #expect(faults.contains("html-has-lang"))
    #expect(faults.contains("image-alt"))
    #expect(faults.contains("empty-heading"))
  }

  @Test(
    "Chromium's accessibility tree of the page: the title, a landmark, headings by level, numbered lists"
  )
  func accessibilityTree() throws {
    let path = Scratch.path("html-ax", suffix: ".html")
    try TripExporter().export(
      try TripExporterTests.plannedTrip(), as: .html, to: path, replacing: true)
    let tree = try PageCheckers.accessibilityTree(path)
    let outline = tree.filter {
      let node = $0.trimmingCharacters(in: .whitespaces)
      return node.hasPrefix("RootWebArea") || node.hasPrefix("main") || node.hasPrefix("heading")
        || node.hasPrefix("list") || node.hasPrefix("ListMarker")
    }
    #expect(
      outline == [
        "RootWebArea \"Cascadia *spring*\"",
        "  main",
        "    heading \"Cascadia *spring*\" level 1",
        "    heading \"Day 1, Friday, May 14, Seattle\" level 2",
        "    list",
        "      listitem level 1",
        "        ListMarker \"1. \"",
        "      listitem level 1",
        "        ListMarker \"2. \"",
        "    heading \"Day 2, Saturday, May 15, Travel day, Portland\" level 2",
        "    list",
        "      listitem level 1",
        "        ListMarker \"1. \"",
        "      listitem level 1",
        "        ListMarker \"2. \"",
        "    heading \"Day 3, Sunday, May 16\" level 2",
      ])
    // An item's words, its time among them, as a screen reader reads them.
    #expect(tree.contains("        StaticText \"Pike Place [market] & <coffee>.\""))
    #expect(tree.contains("          StaticText \"7:30 pm\""))
  }
}
