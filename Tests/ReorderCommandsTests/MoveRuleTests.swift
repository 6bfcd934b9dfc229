import ItineraryCore
import ReorderCommands
import Testing

@Suite("An app's own rule, obeyed by every path that moves")
struct MoveRuleTests {
  /// A board of three columns, To do, Doing and Done, as days: a blocked
  /// card may not go to Done.
  static func editor() throws -> Editor {
    func card(_ id: String, _ title: String, _ column: Int, _ rank: Int) -> Item {
      Item(
        id: ItemID(id), title: title, kind: .custom,
        placement: Placement(day: column, sortOrder: Double(rank)))
    }
    let trip = try Trip(
      title: "Board", days: [Day(label: "To do"), Day(label: "Doing"), Day(label: "Done")],
      items: [
        card("login", "Fix login", 1, 1), card("csv", "CSV export", 1, 2),
        card("docs", "Write docs", 2, 1), card("ship", "Ship it", 3, 1),
      ])
    var editor = Editor(trip: trip)
    editor.moveRule = MoveRuleFunction { item, position, _ in
      item.id == "csv" && position.day == 3 ? "a blocked card can't go to Done" : nil
    }
    return editor
  }

  @Test("A move, its dry run and grab mode are refused in the app's words; others go")
  func moves() throws {
    var editor = try Self.editor()
    let renderer = AnnouncementRenderer()
    #expect(!editor.preview(.toDay(3), on: "csv").isAllowed)
    #expect(
      renderer.text(for: editor.perform(.toDay(3), on: "csv"))
        == "Can't move CSV export to day 3. A blocked card can't go to Done.")
    #expect(editor.trip.position(of: "csv") == Position(day: 1, rank: 2))
    #expect(editor.preview(.toDay(2), on: "csv").isAllowed)
    #expect(editor.preview(.toDay(3), on: "login").isAllowed)
    _ = editor.grab("csv")
    _ = editor.perform(.toDay(2))
    #expect(renderer.text(for: editor.perform(.down)).hasSuffix("A blocked card can't go to Done."))
    _ = editor.drop()
    #expect(editor.trip.position(of: "csv")?.day == 2)
  }

  @Test("Menus and the day picker leave out what the rule refuses, with its reason")
  func menus() throws {
    let editor = try Self.editor()
    let days = try #require(editor.dayMoves(for: "csv"))
    #expect(days.allowedDays == [2...2])
    #expect(days.refusedDays.map(\.days) == [3...3])
    #expect(days.refusedDays.first?.reason.hasSuffix("A blocked card can't go to Done.") == true)
    let menu = editor.actionMenu(for: "csv")
    #expect(menu.available.allSatisfy { $0.move != .toDay(3) })
    #expect(try #require(editor.dayMoves(for: "login")).allowedDays == [2...3])
  }

  @Test("Items moved together are refused when one of them may not go")
  func together() throws {
    var editor = try Self.editor()
    _ = editor.select("login")
    _ = editor.select("csv")
    let said = AnnouncementRenderer().text(for: editor.perform(.toDay(3), on: "login"))
    // The item the rule holds back is named, then the rule's words; the
    // place just asked for gives way to them.
    #expect(
      said == "Can't move 2 items. CSV export can't go there. A blocked card can't go to Done.")
    #expect(editor.trip.position(of: "login")?.day == 1)
  }

  @Test("A drag over a forbidden place says why, and over a good one again says where")
  func drag() throws {
    let editor = try Self.editor()
    var drag = DragSpeech(dragging: ["csv"], in: editor)
    let over = drag.hover(over: .toPosition(Position(day: 3, rank: 1)), in: editor)
    #expect(over?.text.hasSuffix("A blocked card can't go to Done.") == true, "\(over?.text ?? "")")
    let back = drag.hover(over: .toPosition(Position(day: 2, rank: 1)), in: editor)
    #expect(back?.text == "Over position 1 of day 2, before Write docs.")
  }
}
