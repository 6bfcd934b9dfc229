import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@Suite("Announcements say their sentences, at three verbosities")
struct AnnouncementTests {
  @Test("Normal verbosity says each event in its exact shape")
  func normalShapes() throws {
    var editor = try Sample.editor()
    #expect(editor.say(.undo) == "Nothing to undo.")
    #expect(editor.say(.redo) == "Nothing to redo.")
    #expect(
      editor.say(.toDay(2), on: "lunch") == "Lunch at Lou Malnati's moved to position 4 of day 2.")
    #expect(
      editor.say(.undo) == "Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.")
    #expect(
      editor.say(.redo) == "Redid move of Lunch at Lou Malnati's. Now at position 4 of day 2.")
    #expect(editor.say(.toDay(2)) == "Lunch at Lou Malnati's is already at position 4 of day 2.")
    #expect(editor.say(.grab) == "Grabbed Lunch at Lou Malnati's at position 4 of day 2.")
    #expect(editor.say(.up) == "Lunch at Lou Malnati's moved to position 3 of day 2.")
    #expect(editor.say(.drop) == "Dropped Lunch at Lou Malnati's at position 3 of day 2.")
    _ = editor.perform(.grab)
    _ = editor.perform(.up)
    #expect(
      editor.say(.cancel) == "Cancelled. Lunch at Lou Malnati's is back at position 3 of day 2.")
  }

  @Test(
    "Where names the title, the kind words and the position",
    arguments: [
      ("cubs", "Brewers at Cubs, game, fixed, position 2 of day 1."),
      (
        "to-milwaukee", "Drive to Milwaukee, travel from Chicago to Milwaukee, position 1 of day 2."
      ),
      ("brewery", "Brewery tour, custom, position 2 of day 2."),
    ] as [(ItemID, String)])
  func whereShapes(id: ItemID, sentence: String) throws {
    var editor = try Sample.editor()
    #expect(said(editor.focus(on: id)) == sentence)
    #expect(editor.say(.where) == sentence)
  }

  @Test("Terse leaves out the title where the focus makes it clear")
  func terse() throws {
    var editor = try Sample.editor()
    let terse = { (announcement: Announcement) in said(announcement, .terse) }
    #expect(terse(editor.perform(.down)) == "Position 2 of day 1.")
    #expect(terse(editor.perform(.toDay(1))) == "Already at position 2 of day 1.")
    // A refusal with no move to name names its item, even terse.
    #expect(
      terse(editor.perform(.up, on: "cubs")) == "Can't move Brewers at Cubs. Games are fixed.")
    #expect(terse(editor.perform(.up, on: "to-milwaukee")) == "Position 4 of day 1.")
    #expect(
      terse(editor.perform(.toDay(3))) == "Can't move to day 3. It must stay within days 1 and 2.")
    #expect(terse(editor.perform(.undo)) == "Undid Drive to Milwaukee. Position 1 of day 2.")
    #expect(terse(editor.perform(.redo)) == "Redid Drive to Milwaukee. Position 4 of day 1.")
    #expect(terse(editor.perform(.grab)) == "Grabbed. Position 4 of day 1.")
    #expect(terse(editor.perform(.drop)) == "Dropped. Position 4 of day 1.")
    #expect(terse(editor.perform(.where)) == "Drive to Milwaukee, position 4 of day 1.")
  }

  @Test("Verbose adds the day's label and city, its item count and the neighbours")
  func verbose() throws {
    var editor = try Sample.editor()
    let verbose = { (announcement: Announcement) in said(announcement, .verbose) }
    #expect(
      verbose(editor.perform(.down, on: "brewery"))
        == "Brewery tour moved to position 3 of day 2. Saturday, June 6, Milwaukee. 3 items in day 2. After Cubs at Brewers."
    )
    #expect(
      verbose(editor.perform(.toDay(3)))
        == "Brewery tour moved to position 4 of day 3. Sunday, June 7. 4 items in day 3. After Walk at Minnehaha Falls."
    )
    #expect(
      verbose(editor.perform(.up))
        == "Brewery tour moved to position 3 of day 3. Sunday, June 7. 4 items in day 3. After Drive to Minneapolis, before Walk at Minnehaha Falls."
    )
    #expect(
      verbose(editor.perform(.toTop))
        == "Brewery tour moved to position 1 of day 3. Sunday, June 7. 4 items in day 3. Before Frozen custard at Kopp's."
    )
    #expect(
      verbose(editor.perform(.up, on: "cubs"))
        == "Can't move Brewers at Cubs. Games are fixed. It stays at position 2 of day 1.")
    let lone = Editor(trip: try Fixture.trip(days: 1, [Fixture.custom("a", day: 1, 1)]))
    #expect(
      verbose(lone.whereIsFocus()) == "Custom a, custom, position 1 of day 1. 1 item in day 1.")
  }

  @Test("Any single message can be replaced; the rest keep their words")
  func replacingOneMessage() throws {
    var editor = try Sample.editor()
    var renderer = AnnouncementRenderer()
    renderer.templates[.moved] = "{title} is now at position {position}, day {day}."
    renderer.templates[.reasonGameIsFixed] = "games never move"
    #expect(
      renderer.text(for: editor.perform(.down))
        == "Lunch at Lou Malnati's is now at position 2, day 1.")
    #expect(
      renderer.text(for: editor.perform(.up, on: "cubs"))
        == "Can't move Brewers at Cubs. Games never move.")
    #expect(
      renderer.text(for: editor.perform(.undo))
        == "Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.")
    renderer.templates[.actionToDay] = "Send to day {day}"
    #expect(editor.actions(for: "brewery", renderer: renderer).map(\.label).last == "Send to day 5")
  }

  @Test("A placeholder with no value is kept as written, so a typo shows")
  func unknownPlaceholder() throws {
    var editor = try Sample.editor()
    let renderer = AnnouncementRenderer(templates: [.moved: "{titel} moved, {day}."])
    #expect(renderer.text(for: editor.perform(.down)) == "{titel} moved, 1.")
  }

  @Test("A normal move announcement is never longer than 16 words; a long title is cut")
  func sixteenWords() throws {
    let long = "The very long and winding evening walk along the lake shore with friends from home"
    let trip = try Trip(
      title: "Long", days: [Day(), Day()],
      items: [
        Item(id: "walk", title: long, kind: .custom, placement: Placement(day: 1, sortOrder: 1)),
        Item(id: "short", title: "Tea", kind: .custom, placement: Placement(day: 1, sortOrder: 2)),
      ])
    var editor = Editor(trip: trip)
    let sentence = editor.say(.toDay(2))
    // Cut at a word's end, and not after "the", which only leads on.
    #expect(
      sentence == "The very long and winding evening walk along moved to position 1 of day 2.")
    #expect(SpokenText.wordCount(sentence) == 15)
    #expect(editor.say(.down, on: "short") == "Tea moved to position 1 of day 2.")
  }

  @Test("Whatever the title's length, a normal move says at most 16 words", arguments: 1...30)
  func titleLengths(words: Int) throws {
    let title = (1...words).map { "word\($0)" }.joined(separator: " ")
    let trip = try Trip(
      title: "Lengths", days: [Day(), Day()],
      items: [
        Item(id: "x", title: title, kind: .custom, placement: Placement(day: 1, sortOrder: 1))
      ])
    var editor = Editor(trip: trip)
    let sentence = editor.say(.down)
    #expect(SpokenText.wordCount(sentence) == min(16, words + 7))
    #expect(sentence.hasPrefix("word1 "))
    #expect(sentence.hasSuffix(" moved to position 1 of day 2."))
  }

  @Test("Text from the file is cleaned: no control or escape codes reach the listener")
  func cleanTitles() throws {
    let trip = try Trip(
      title: "Odd", days: [Day(label: "Mon\u{1B}[1m"), Day()],
      items: [
        Item(
          id: "x", title: "Bold\u{1B}[31m\ntitle", kind: .custom,
          placement: Placement(day: 1, sortOrder: 1))
      ])
    var editor = Editor(trip: trip)
    let sentence = said(editor.perform(.down), .verbose)
    #expect(!sentence.unicodeScalars.contains { $0.value < 0x20 })
    #expect(sentence.hasPrefix("Bold title moved to position 1 of day 2. 1 item in day 2."))
  }

  @Test("Where and focus say a long title whole; a move cuts it only at a word's end")
  func longTitles() throws {
    let words = (1...18).map { "Longword\($0)" }
    let title = words.joined(separator: " ")
    #expect(title.count > SpokenText.maximumLength)
    let trip = try Trip(
      title: "Long", days: [Day(), Day()],
      items: [
        Item(id: "x", title: title, kind: .custom, placement: Placement(day: 1, sortOrder: 1))
      ])
    var editor = Editor(trip: trip)
    #expect(editor.say(.where) == "\(title), custom, position 1 of day 1.")
    #expect(said(editor.focus(on: "x")) == "\(title), custom, position 1 of day 1.")
    let moved = editor.say(.down)
    #expect(SpokenText.wordCount(moved) == AnnouncementRenderer.maximumMoveWords)
    let kept = moved.replacingOccurrences(of: " moved to position 1 of day 2.", with: "")
    #expect(words.prefix(kept.split(separator: " ").count).joined(separator: " ") == kept)
    #expect(TripOverview().line(for: editor.trip.items[0], at: 1) == "1. \(title).")
  }

  @Test(
    "A trip's title that ends a sentence gets no full stop after it in the summary, in any language"
  )
  func summaryAfterPunctuation() throws {
    for (title, said) in [
      ("Go west!", "Go west! 1 day, 0 items."), ("Why not?", "Why not? 1 day, 0 items."),
      ("St. Louis and more...", "St. Louis and more... 1 day, 0 items."),
      ("Plain", "Plain. 1 day, 0 items."),
    ] {
      let trip = try Trip(title: title, days: [Day()], items: [])
      #expect(TripOverview().summary(of: trip) == said)
    }
    let french = try #require(Catalog.shipped(language: "fr"))
    let trip = try Trip(title: "En route !", days: [Day()], items: [])
    #expect(TripOverview(catalog: french).summary(of: trip).hasPrefix("En route ! 1 jour"))
  }
}
