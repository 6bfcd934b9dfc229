import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@Suite("Editing in menus and by the editor")
struct EditMenuTests {
  @Test(
    "An item's editing menu is Remove, refused for a game with the move's reason, and Set time…")
  func editingMenu() throws {
    var editor = try Sample.editor()
    let menu = editor.editingMenu(for: "lunch")
    #expect(menu.available.map(\.label) == ["Remove", "Set time…", "Fix in place"])
    #expect(menu.available.first?.id == "remove")
    #expect(menu.available.allSatisfy { $0.category == .editing })
    let game = editor.editingMenu(for: "cubs")
    #expect(game.available.map(\.id) == ["set-time"])
    #expect(game.unavailable.map(\.reason) == ["Can't remove Brewers at Cubs. Games are fixed."])
    #expect(game.reasons() == ["Can't remove Brewers at Cubs. Games are fixed."])
    let remove = try #require(menu.available.first)
    #expect(
      AnnouncementRenderer().text(for: editor.perform(remove))
        == "Removed Lunch at Lou Malnati's from day 1. It is an idea now.")
    // The menu was made before the removal: it is refused now.
    #expect(
      AnnouncementRenderer().text(for: editor.perform(remove))
        == "Can't remove Lunch at Lou Malnati's. The trip changed since that menu was made.")
  }

  @Test(
    "An idea's menu has Add to day N for each day, the days outside a travel idea's games refused")
  func ideaMenu() throws {
    var editor = try Sample.editor()
    _ = editor.perform(.remove, on: "to-milwaukee")
    let menu = editor.ideaMenu(for: "to-milwaukee")
    #expect(menu.available.map(\.label) == ["Add to day 1", "Add to day 2"])
    #expect(menu.available.map(\.id) == ["add-to-day-1", "add-to-day-2"])
    #expect(
      menu.unavailable.map(\.action.label) == ["Add to day 3", "Add to day 4", "Add to day 5"])
    #expect(
      menu.reasons()
        == ["Can't add Drive to Milwaukee. It must stay within days 1 and 2."])
    #expect(editor.ideaMenu(for: "lunch").available.isEmpty, "an item is no idea")
    let add = try #require(menu.available.last)
    let said = editor.perform(add)
    guard case .added(let item, let spot) = said else {
      Issue.record("\(said)")
      return
    }
    #expect(item.id == "to-milwaukee")
    #expect(spot.position.day == 2)
    #expect(editor.trip.idea("to-milwaukee") == nil)
  }

  @Test("A drop at a day and sortOrder keeps the sortOrder that fits, and a new id is unique")
  func placementsAndIDs() throws {
    var editor = try Sample.editor()
    let first = try #require(editor.trip.items(onDay: 2).first).placement.sortOrder
    let tour = Idea(id: "tour", title: "Boat tour", kind: .custom)
    let said = editor.perform(.add(tour, .placement(Placement(day: 2, sortOrder: first - 0.25))))
    guard case .added(_, let spot) = said else {
      Issue.record("\(said)")
      return
    }
    #expect(spot.position == Position(day: 2, rank: 1))
    #expect(editor.trip.item("tour")?.placement.sortOrder == first - 0.25)
    // A sortOrder an item has already: the item goes before it, between.
    let walk = Idea(id: "walk", title: "Walk", kind: .custom)
    _ = editor.perform(.add(walk, .placement(Placement(day: 2, sortOrder: first))))
    let placed = try #require(editor.trip.item("walk")).placement.sortOrder
    #expect(placed > first - 0.25 && placed < first)
    #expect(editor.newID(for: "Boat tour") == "boat-tour")
    #expect(editor.newID(for: "Lunch at Lou Malnati's") == "lunch-at-lou-malnati-s")
    #expect(editor.newID(for: "tour") == "tour-2")
    #expect(editor.newID(for: "Café au lait") == "café-au-lait")
    #expect(editor.newID(for: "!!!") == "item")
    // An id an item has is refused for an item from outside.
    let clash = Idea(id: "cubs", title: "Cubs again", kind: .custom)
    #expect(
      AnnouncementRenderer().text(for: editor.perform(.add(clash, .day(1))))
        == "Can't add Cubs again. The trip has an item with its id already.")
    let game = Idea(id: "game", title: "A game", kind: .game)
    #expect(
      AnnouncementRenderer().text(for: editor.perform(.add(game, .day(1))))
        == "Can't add A game. Games are fixed.")
  }

  @Test("A title only control codes is empty; one another item has is given again")
  func titles() throws {
    var editor = try Sample.editor()
    let renderer = AnnouncementRenderer()
    #expect(
      renderer.text(for: editor.perform(.rename(" \u{1B}[2J\u{7} "), on: "lunch"))
        == "Can't rename Lunch at Lou Malnati's. The title is empty.")
    #expect(
      renderer.text(for: editor.perform(.create(title: "\u{7}", .day(1))))
        == "Can't add an item. The title is empty.")
    #expect(
      renderer.text(for: editor.perform(.rename("Lunch at Lou Malnati's"), on: "lunch"))
        == "Lunch at Lou Malnati's already has that title.")
    #expect(
      renderer.text(for: editor.perform(.rename("\u{200B}\u{2060}"), on: "lunch"))
        == "Can't rename Lunch at Lou Malnati's. The title is empty.")
    #expect(editor.history.undoSteps.isEmpty)
    // Another item's title, as calendars have them: given.
    #expect(
      renderer.text(for: editor.perform(.rename("Brewery tour"), on: "lunch"))
        == "Renamed Lunch at Lou Malnati's to Brewery tour.")
    #expect(editor.trip.items.filter { $0.title == "Brewery tour" }.count == 2)
  }

  @Test("What only an item can have, an idea is refused, and a drop's reasons name what is wrong")
  func reasons() throws {
    var editor = try Sample.editor()
    let renderer = AnnouncementRenderer()
    _ = editor.perform(.remove, on: "lunch")
    for (edit, verb) in [
      (Edit.remove, "remove"), (.delete, "delete"), (.rename("Brunch"), "rename"),
    ] {
      #expect(
        renderer.text(for: editor.perform(edit, on: "lunch"))
          == "Can't \(verb) Lunch at Lou Malnati's. It is an idea, on no day.")
    }
    let tour = Idea(id: "tour", title: "Boat tour", kind: .custom)
    #expect(
      renderer.text(for: editor.perform(.add(tour, .placement(Placement(day: 1, sortOrder: .nan)))))
        == "Can't add Boat tour. Its sortOrder is not a number.")
    let nameless = Idea(id: "", title: "Boat tour", kind: .custom)
    #expect(
      renderer.text(for: editor.perform(.add(nameless, .day(1))))
        == "Can't add Boat tour. It has no id.")
    // An add placed by a name, too long to say with it, leaves the place out.
    let drive = Idea(
      id: "drive-home", title: "Drive home to Chicago",
      kind: .travel(Travel(from: "Milwaukee", to: "Chicago", after: "cubs")))
    #expect(
      renderer.text(for: editor.perform(.add(drive, .before("cubs"))))
        == "Can't add Drive home to Chicago before Brewers at Cubs.")
  }
}
