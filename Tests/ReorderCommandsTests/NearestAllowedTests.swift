import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// A courier's vans: a depot first in each, a rule that only the depot
/// stands first, and a chilled parcel that goes only in the chilled van.
@Suite("An app's rule and the moves that choose a place: the nearest place it allows")
struct NearestAllowedTests {
  static func editor() throws -> Editor {
    let items = [
      Fixture.custom("depot-1", day: 1, 1), Fixture.custom("a", day: 1, 2),
      Fixture.custom("b", day: 1, 3),
      Fixture.custom("depot-2", day: 2, 1), Fixture.custom("c", day: 2, 2),
      Fixture.custom("d", day: 2, 3),
      Fixture.custom("depot-3", day: 3, 1), Fixture.custom("cold", day: 3, 2),
    ]
    var editor = Editor(trip: try Fixture.trip(days: 3, items))
    editor.moveRule = MoveRuleFunction { item, position, _ in
      if item.id == "cold", position.day != 3 { return "chilled goods ride in van 3" }
      if !item.id.rawValue.hasPrefix("depot"), position.rank == 1 {
        return "the depot comes first"
      }
      return nil
    }
    return editor
  }

  @Test("Up from just below the depot goes to the van before, at its end; to top stops below it")
  func upAndTop() throws {
    var editor = try Self.editor()
    #expect(editor.preview(.up, on: "c").target == Position(day: 1, rank: 4))
    #expect(editor.preview(.toTop, on: "d").target == Position(day: 2, rank: 2))
    guard case .doesNotMove(.alreadyThere) = editor.preview(.toTop, on: "c") else {
      Issue.record("to top of the first after the depot: \(editor.preview(.toTop, on: "c"))")
      return
    }
    _ = editor.perform(.toTop, on: "d")
    #expect(editor.trip.items(onDay: 2).map(\.id) == ["depot-2", "d", "c"])
  }

  @Test("Down from a van's last stop lands on the next van's first place the rule allows")
  func downToTheNextVan() throws {
    var editor = try Self.editor()
    let said = editor.perform(.down, on: "b")
    #expect(editor.trip.position(of: "b") == Position(day: 2, rank: 2))
    #expect(editor.renderer.text(for: said) == "Custom b moved to position 2 of day 2.")
  }

  @Test("A parcel the rule keeps to one van: refused in the app's words anywhere else")
  func refusedWhereNothingIsAllowed() throws {
    var editor = try Self.editor()
    let said = editor.perform(.toDay(1), on: "cold")
    #expect(editor.trip.position(of: "cold") == Position(day: 3, rank: 2))
    #expect(editor.renderer.text(for: said).hasSuffix("Chilled goods ride in van 3."))
    #expect(editor.validPositions(for: "cold", onDay: 1) == nil)
    #expect(editor.validPositions(for: "cold", onDay: 3) == 2...2)
    #expect(editor.dayMoves(for: "cold")?.allowedDays == [])
  }

  @Test("The positions offered and the day picker obey the rule")
  func positionsAndPicker() throws {
    let editor = try Self.editor()
    #expect(editor.validPositions(for: "c", onDay: 2) == 2...3)
    #expect(editor.validPositions(for: "c", onDay: 1) == 2...4)
    #expect(editor.dayMoves(for: "c")?.allowedDays == [1...1, 3...3])
    let menu = editor.actions(for: "c").map(\.id)
    #expect(menu.contains("move-up"))
    #expect(!menu.contains("move-to-top"))
  }
}

extension NearestAllowedTests {
  @Test("A refusal keeps the item's whole name and its move: the app's long reason gives way")
  func wholeNameInARefusal() throws {
    var editor = try Self.editor()
    _ = editor.perform(.edit(.rename("Heladería Nata Fresca del Puerto"), on: "c"))
    editor.moveRule = MoveRuleFunction { item, position, _ in
      item.id == "c" && position.day == 1
        ? "ice cream rides only in a van with a working freezer and a driver trained for it"
        : nil
    }
    let said = editor.renderer.text(
      for: editor.perform(.toPosition(Position(day: 1, rank: 2)), on: "c"))
    #expect(said == "Can't move Heladería Nata Fresca del Puerto to position 2 of day 1.")
    editor.moveRule = MoveRuleFunction { item, position, _ in
      item.id == "c" && position.day == 1 ? "it needs the freezer van" : nil
    }
    let shorter = editor.renderer.text(
      for: editor.perform(.toPosition(Position(day: 1, rank: 2)), on: "c"))
    #expect(shorter == "Can't move Heladería Nata Fresca del Puerto to position 2 of day 1.")
    // A shorter name leaves room for the reason.
    _ = editor.perform(.edit(.rename("Heladería"), on: "c"))
    let whole = editor.renderer.text(
      for: editor.perform(.toPosition(Position(day: 1, rank: 2)), on: "c"))
    #expect(whole == "Can't move Heladería to position 2 of day 1. It needs the freezer van.")
  }

  @Test("A name longer than the limit is said whole in a refusal")
  func nameLongerThanTheLimit() throws {
    var editor = try Self.editor()
    let title =
      "Entrega urgente de la ferretería del barrio viejo junto a la plaza mayor del pueblo"
    _ = editor.perform(.edit(.rename(title), on: "c"))
    let said = editor.renderer.text(for: editor.perform(.toDay(9), on: "c"))
    #expect(said == "Can't move \(title) to day 9.")
  }

  @Test(
    "Items moved together take the nearest place the rule allows, side by side, as one item does")
  func togetherTakeTheNearestPlace() throws {
    var editor = try Self.editor()
    _ = editor.perform(.selectOnly(["c", "d"]))
    // To top: below the depot, where they are already.
    guard case .itemsAlreadyThere = editor.perform(.toTop, on: "c") else {
      Issue.record("to top of two just below the depot moved them")
      return
    }
    // Up: past the depot, to the end of the van before.
    let up = editor.perform(.up, on: "c")
    #expect(editor.trip.items(onDay: 1).map(\.id) == ["depot-1", "a", "b", "c", "d"])
    #expect(
      editor.renderer.text(for: up) == "2 items moved to day 1, positions 4 and 5.")
    // To top of that van: just below its depot.
    _ = editor.perform(.toTop, on: "c")
    #expect(editor.trip.items(onDay: 1).map(\.id) == ["depot-1", "c", "d", "a", "b"])
    // Down from the van's last places: the next van's first place allowed.
    _ = editor.perform(.toBottom, on: "c")
    _ = editor.perform(.down, on: "c")
    #expect(editor.trip.items(onDay: 2).map(\.id) == ["depot-2", "c", "d"])
    // To a van: its last places, never before its depot.
    _ = editor.perform(.toDay(3), on: "c")
    #expect(editor.trip.items(onDay: 3).map(\.id) == ["depot-3", "cold", "c", "d"])
  }
}
