import Foundation
import ItinExport
import ItinSession
import ItineraryCore
import ReorderCommands
import Testing

/// The examples of the words an app says: templates, catalogs, menus.
extension Snippets {
  func replacingTemplates() throws {
    // snippet: replacing-templates
    var renderer = AnnouncementRenderer(verbosity: .normal)
    renderer.templates[.moved] = "{title} is now at position {position}, day {day}."
    renderer.templates[.reasonGameIsFixed] = "games never move"

    var editor = Editor(trip: try SampleTrip.document().trip)
    print(renderer.text(for: editor.perform(.down)))
    // Lunch at Lou Malnati's is now at position 2, day 1.
    print(renderer.text(for: editor.perform(.up, on: "cubs")))
    // Can't move Brewers at Cubs. Games never move.
    // end snippet
  }

  func whyNot() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    let item = try #require(model.editor.trip.item("to-milwaukee"))
    // snippet: why-not
    // `item` is Drive to Milwaukee (`to-milwaukee`) of the sample trip.
    let menu = model.editor.actionMenu(for: item.id)
    let reasons = menu.unavailable.map(\.reason)
    print(reasons.last ?? "")
    // Can't move Drive to Milwaukee to day 5. It must stay within days 1 and 2.
    // end snippet
  }

  func runsOfDays() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    let item = try #require(model.editor.trip.item("brewery"))
    // snippet: runs-of-days
    // `item` is Brewery tour (`brewery`) of the sample trip.
    let steps = model.editor.stepMenu(for: item.id)
    guard let days = model.editor.dayMoves(for: item.id) else { return }
    print(steps.available.map(\.label))
    // ["Move up", "Move down", "Move to top", "Move to bottom"]
    let runs = days.allowedDays.map { "days \($0.lowerBound) to \($0.upperBound)" }
    print(runs, days.refusedDayCount)
    // ["days 1 to 1", "days 3 to 5"] 0
    guard let picked = model.editor.action(.toDay(4), for: item.id) else { return }
    print(model.sentence(for: model.perform(.action(picked))))
    // Brewery tour moved to position 3 of day 4.
    // end snippet
  }

  func compactMenu() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    let item = try #require(model.editor.trip.item("brewery"))
    // snippet: compact-menu
    let menu = model.editor.compactMenu(for: item.id)
    print(menu.actions.map(\.label), menu.count)
    // ["Move up", "Move down", "Move to top", "Move to bottom", "Move to day 3", "Move to day…", "Select", "Remove"] 8
    guard let days = menu.otherDays else { return }
    print(menu.actions[5].kind == .chooseDay(days), days.allowedDayCount)
    // true 4
    let game = model.editor.compactMenu(for: "cubs")
    print(game.count, game.reasons)
    // 0 ["Can\'t move Brewers at Cubs. Games are fixed."]
    // end snippet
  }

  func categoryNames() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    let item = try #require(model.editor.trip.item("brewery"))
    // snippet: category-names
    let categories = model.editor.compactMenu(for: item.id).actions.map(\.category)
    print(categories.map { model.renderer.name(of: $0) })
    // ["Within the day", "Within the day", "Within the day", "Within the day", "To another day", "To another day", "Selection", "Editing"]
    // end snippet
  }

  func spokenData() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    // snippet: spoken-data
    var editor = model.editor
    let spoken = model.renderer.spoken(for: editor.perform(.up, on: "cubs"), titlesLanguage: "es")
    print(spoken.priority, spoken.otherLanguageParts.map { String(spoken.text[$0.range]) })
    // high ["Brewers at Cubs"]
    // end snippet
  }

  func yourOwnWords() throws {
    let model = EditorModel(trip: try SampleTrip.document().trip)
    let item = try #require(model.editor.trip.item("brewery"))
    // snippet: your-own-words
    model.renderer.templates[.actionToDay] = "Auf Tag {day} verschieben"
    model.renderer.templates[.moved] = "{title} jetzt an Position {position}, Tag {day}."
    let actions = model.editor.actions(for: item.id, renderer: model.renderer)
    print(actions.map(\.label).last ?? "")
    // Auf Tag 5 verschieben
    print(model.sentence(for: model.perform(.action(actions[0]))))
    // Brewery tour jetzt an Position 1, Tag 2.
    // end snippet
  }
}
