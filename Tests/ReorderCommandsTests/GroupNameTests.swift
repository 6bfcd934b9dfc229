import ItineraryCore
import ReorderCommands
import Testing

@Suite("Groups said by their names, in every sentence that says a group, in four languages")
struct GroupNameTests {
  static let columns: [String?] = ["To do", "Doing", "Done"]

  /// The board of ``MoveRuleTests``, its renderer naming the columns.
  static func editor(
    _ catalog: Catalog = .english, names: [String?] = columns, verbosity: Verbosity = .normal
  ) throws -> Editor {
    var editor = try MoveRuleTests.editor()
    var renderer = AnnouncementRenderer(verbosity: verbosity, catalog: catalog)
    renderer.groupNames = names
    editor.renderer = renderer
    return editor
  }

  @Test("A move, a refusal, undo, grab and drop say the column's name")
  func moves() throws {
    var editor = try Self.editor()
    let words = editor.renderer
    #expect(
      words.text(for: editor.perform(.toDay(3), on: "login"))
        == "Fix login moved to position 2 of Done.")
    #expect(
      words.text(for: editor.perform(.toTop, on: "login"))
        == "Fix login moved to position 1 of Done.")
    #expect(
      words.text(for: editor.perform(.toDay(3), on: "csv"))
        == "Can't move CSV export to Done. A blocked card can't go to Done.")
    #expect(
      words.text(for: editor.perform(.toPosition(Position(day: 2, rank: 5)), on: "csv"))
        == "Can't move CSV export to position 5 of Doing. Doing has positions 1 and 2.")
    #expect(
      words.text(for: editor.perform(.toDay(4), on: "csv"))
        == "Can't move CSV export there. There is nothing after Done.")
    #expect(
      words.text(for: editor.perform(.down, on: "csv"))
        == "CSV export moved to position 1 of Doing.")
    #expect(
      words.text(for: editor.undo()) == "Undid move of CSV export. Back at position 1 of To do.")
    #expect(
      words.text(for: editor.perform(.up, on: "csv"))
        == "Can't move CSV export up. It is already first.")
    #expect(words.text(for: editor.grab("docs")) == "Grabbed Write docs at position 1 of Doing.")
    _ = editor.perform(.up)
    #expect(words.text(for: editor.drop()) == "Dropped Write docs at position 2 of To do.")
  }

  @Test("Menus, the day picker, history and categories say the names")
  func menus() throws {
    var editor = try Self.editor()
    let words = editor.renderer
    let labels = editor.actions(for: "login").map(\.label)
    #expect(labels.contains("Move to Doing") && labels.contains("Move to Done"), "\(labels)")
    let menu = editor.actionMenu(for: "csv")
    let refused = try #require(menu.unavailable.first { $0.action.move == .toDay(3) })
    #expect(refused.action.label == "Move to Done")
    #expect(refused.reason == "Can't move CSV export to Done. A blocked card can't go to Done.")
    #expect(words.name(of: .toAnotherDay) == "To another group")
    _ = editor.perform(.toDay(2), on: "login")
    let step = try #require(editor.history.undoSteps.last)
    #expect(words.label(for: step) == "move of Fix login to Doing")
  }

  @Test("Hover speech says the column, the rule's refusal, and the way back")
  func drag() throws {
    let editor = try Self.editor()
    var drag = DragSpeech(dragging: ["csv"], in: editor)
    let good = drag.hover(over: .toPosition(Position(day: 2, rank: 1)), in: editor)
    #expect(good?.text == "Over position 1 of Doing, before Write docs.")
    let bad = drag.hover(over: .toPosition(Position(day: 3, rank: 1)), in: editor)
    #expect(bad?.text.hasSuffix("A blocked card can't go to Done.") == true, "\(bad?.text ?? "")")
    let back = drag.hover(over: .toPosition(Position(day: 2, rank: 2)), in: editor)
    #expect(back?.text == "Over position 2 of Doing, after Write docs.")
  }

  @Test(
    "Each language says a name with its own rules: German with no article, French elides de",
    arguments: [
      (
        "de", ["Zu tun", "In Arbeit", "Erledigt"],
        "Fix login ist jetzt an Position 2 von Erledigt.",
        "In Arbeit hat 2 Einträge."
      ),
      (
        "es", ["Por hacer", "En curso", "Hecho"], "Fix login pasa a la posición 2 de Hecho.",
        "En curso tiene 2 elementos."
      ),
      (
        "fr", ["À faire", "En cours", "Archives"], "Fix login passe en position 2 d’Archives.",
        "En cours compte 2 éléments."
      ),
    ])
  func languages(language: String, names: [String], moved: String, count: String) throws {
    let catalog = try #require(Catalog.shipped(language: language))
    var editor = try Self.editor(catalog, names: names, verbosity: .verbose)
    let said = editor.renderer.text(for: editor.perform(.toDay(3), on: "login"))
    #expect(said.hasPrefix(moved), "\(said)")
    _ = editor.perform(.toDay(2), on: "csv")
    let located = editor.renderer.text(for: editor.perform(.toTop, on: "csv"))
    #expect(located.contains(count), "\(located)")
  }

  @Test("French elides before a vowel or a mute h only, accents aside")
  func elision() throws {
    let french = try #require(Catalog.shipped(language: "fr"))
    var editor = try Self.editor(french, names: ["Écrit", "Hôtel", "Terminé"])
    let words = editor.renderer
    #expect(
      words.text(for: editor.perform(.toBottom, on: "login"))
        == "Fix login passe en position 2 d’Écrit.")
    #expect(
      words.text(for: editor.perform(.toDay(2), on: "login"))
        == "Fix login passe en position 2 d’Hôtel.")
    #expect(
      words.text(for: editor.perform(.toDay(3), on: "login"))
        == "Fix login passe en position 2 de Terminé.")
  }

  @Test("A plural says the count in the named form too: 1 item, 2 items in Done")
  func plural() throws {
    var editor = try Self.editor(verbosity: .verbose)
    let one = editor.renderer.text(for: editor.perform(.toTop, on: "ship"))
    #expect(one.contains(" 1 item in Done."), "\(one)")
    let two = editor.renderer.text(for: editor.perform(.toDay(3), on: "login"))
    #expect(two.contains(" 2 items in Done."), "\(two)")
  }

  @Test("A group with no name, and a list with none, are said by number as before")
  func unnamed() throws {
    var editor = try Self.editor(names: ["To do", nil, "Done"])
    #expect(
      editor.renderer.text(for: editor.perform(.toDay(2), on: "login"))
        == "Fix login moved to position 2 of day 2.")
    // A range with a group unnamed is said by numbers, all of it.
    var plain = try Self.editor(names: [])
    #expect(
      plain.renderer.text(for: plain.perform(.toDay(3), on: "login"))
        == "Fix login moved to position 2 of day 3.")
    #expect(plain.actions(for: "login").map(\.label).contains("Move to day 2"))
  }

  @Test("An app's replaced words say {group}, checked as a catalog's are")
  func replaced() throws {
    var renderer = try AnnouncementRenderer(
      checking: [.moved: "{title} is in {group} now, at {position}."])
    renderer.groupNames = ["To do", nil, "Done"]
    var editor = try MoveRuleTests.editor()
    #expect(
      renderer.text(for: editor.perform(.toDay(3), on: "login"))
        == "Fix login is in Done now, at 2.")
    #expect(
      renderer.text(for: editor.perform(.toDay(2), on: "login"))
        == "Fix login is in day 2 now, at 2.")
    #expect(throws: CatalogError.self) {
      try AnnouncementRenderer(checking: [.moved: "{title} is in {groop} now, at {position}."])
    }
    #expect(throws: CatalogError.self) {
      try AnnouncementRenderer(checking: [.reasonGameIsFixed: "{group} is fixed"])
    }
  }
}

@Suite("The word before a name changes as each language wants")
struct WordBeforeNameTests {
  /// A travel item between games on days 1 and 3 of four.
  static func editor() throws -> Editor {
    let trip = try Trip(
      title: "Tablero", days: [Day(), Day(), Day(), Day()],
      items: [
        Item(id: "g1", title: "Inicio", kind: .game, placement: Placement(day: 1, sortOrder: 1)),
        Item(
          id: "t", title: "Paso",
          kind: .travel(Travel(from: "Inicio", to: "Fin", after: "g1", before: "g3")),
          placement: Placement(day: 2, sortOrder: 1)),
        Item(id: "g3", title: "Fin", kind: .game, placement: Placement(day: 3, sortOrder: 1)),
      ])
    return Editor(trip: trip)
  }

  @Test(
    "Spanish says e for y before an i sound, not before a y sound",
    arguments: [
      ("Ideas", "e Ideas"), ("Hilos", "e Hilos"), ("Hielo", "y Hielo"), ("Listo", "y Listo"),
    ]
  )
  func spanish(name: String, said: String) throws {
    var editor = try Self.editor()
    var renderer = AnnouncementRenderer(catalog: try #require(Catalog.shipped(language: "es")))
    renderer.groupNames = ["Por hacer", "Hecho", name, "Otros"]
    let refused = renderer.text(for: editor.perform(.toDay(4), on: "t"))
    #expect(refused.hasSuffix("Debe quedar entre Por hacer " + said + "."), "\(refused)")
  }

  @Test("French elides que as it does de")
  func french() throws {
    var editor = Editor(
      trip: try Trip(
        title: "Tableau", days: [Day()],
        items: [
          Item(id: "a", title: "Lire", kind: .custom, placement: Placement(day: 1, sortOrder: 1))
        ]))
    var renderer = AnnouncementRenderer(catalog: try #require(Catalog.shipped(language: "fr")))
    renderer.groupNames = ["Archives"]
    #expect(
      renderer.text(for: editor.perform(.toDay(2), on: "a")).hasSuffix("Il n’y a qu’Archives."))
    renderer.groupNames = ["Terminé"]
    #expect(
      renderer.text(for: editor.perform(.toDay(2), on: "a")).hasSuffix("Il n’y a que Terminé."))
  }
}

extension GroupNameTests {
  @Test("Verbose details do not say a group's name twice when it is the day's label")
  func verboseSaysTheNameOnce() throws {
    var editor = try Self.editor(verbosity: .verbose)
    let said = editor.renderer.text(for: editor.perform(.toDay(2), on: "login"))
    #expect(said == "Fix login moved to position 2 of Doing. 2 items in Doing. After Write docs.")
  }
}

extension GroupNameTests {
  @Test(
    "A group past the last is never said as a day: the move is there, the reason names the last")
  func pastTheLastGroup() throws {
    var editor = try Self.editor()
    _ = editor.select("login")
    _ = editor.select("csv")
    let said = editor.renderer.text(for: editor.perform(.toDay(5), on: "login"))
    #expect(said == "Can't move 2 items there. There is nothing after Done.")
    let german = try #require(Catalog.shipped(language: "de"))
    var other = try Self.editor(german, names: ["Offen", "In Arbeit", "Erledigt"])
    let refused = other.renderer.text(for: other.perform(.toDay(4), on: "login"))
    #expect(!refused.contains("Tag"), "\(refused)")
  }
}

extension GroupNameTests {
  @Test(
    "The menu's entry for another group says the named form in every language",
    arguments: ["en", "de", "fr", "es"])
  func chooseGroupEntry(language: String) throws {
    let catalog = try #require(Catalog.shipped(language: language))
    let editor = try Self.editor(catalog)
    let menu = editor.compactMenu(for: "login")
    #expect(menu.chooseDayLabel == catalog.text(for: "action.chooseDay.named"))
    let numbered = try Self.editor(catalog, names: [])
    #expect(
      numbered.compactMenu(for: "login").chooseDayLabel == catalog.text(for: "action.chooseDay"))
  }
}

extension GroupNameTests {
  @Test("An app gives a named form its own words, with the name's article; a typo is refused")
  func namedTemplates() throws {
    let spanish = try #require(Catalog.shipped(language: "es"))
    #expect(CommandMessage.namedForms.contains(.moved))
    #expect(CommandMessage.namedForms.contains(.actionChooseDay))
    let keys = Catalog.english.keys.filter { $0.hasSuffix(".named") }
    #expect(CommandMessage.namedForms.count == keys.count)
    var renderer = try AnnouncementRenderer(
      checking: [:], named: [.moved: "{title} pasa a la posición {position} de la {group}."],
      catalog: spanish)
    renderer.groupNames = ["Furgoneta 1", "Refrigerada"]
    var editor = Editor(
      trip: try Trip(
        title: "Reparto", days: [Day(), Day()],
        items: [
          Item(
            id: "yogur", title: "Yogures", kind: .custom,
            placement: Placement(day: 1, sortOrder: 1))
        ]))
    editor.renderer = renderer
    #expect(
      renderer.text(for: editor.perform(.toDay(2), on: "yogur"))
        == "Yogures pasa a la posición 1 de la Refrigerada.")
    #expect(throws: CatalogError.self) {
      try AnnouncementRenderer(checking: [:], named: [.moved: "{title} a la {grupo}."])
    }
  }
}
