import ItinSession
import ItineraryCore
import ReorderCommands

extension TripHost {
  /// On a trip of at most this many days, an item's menu offers "Move to
  /// day N" for every day it may go to, each one tap away; a longer trip's
  /// menu offers the nearest days and "Move to day…", which asks for the
  /// day.
  package static let everyDayUpTo = 7

  /// An item's Move menu as `person`'s page shows it.
  ///
  /// First, when `person`'s newest change is this item's, "Undo" and what
  /// it takes back: the way back from a move is then beside the item, not
  /// at the page's top. Then the library's compact menu, every day listed
  /// on a short trip, with "Rename…" and "Set the time…" among the editing
  /// entries (what F2 and T do, for a finger, which has no keys).
  package func menu(for id: ItemID, in catalog: Catalog, for person: String? = nil) -> MenuView? {
    let editor = session.editor
    guard let item = editor.trip.item(id) else { return nil }
    let renderer = AnnouncementRenderer(catalog: catalog)
    let (actions, menu) = TripHost.pageActions(of: editor, for: id, renderer: renderer)
    let words = WebText(catalog: catalog)
    var groups: [MenuView.Group] = []
    if editor.grab == nil, let step = editor.history.undoStep(of: person), step.tripEdit == nil,
      step.item.id == id || step.group.contains(where: { $0.id == id })
    {
      let label = words(.menuUndo, ["step": renderer.label(for: step)])
      groups.append(
        MenuView.Group(
          name: "",
          entries: [MenuView.Entry(id: "undo", label: label, choosesDay: false, undoes: true)]))
    }
    // The groups in the order of the menu's first entry of each: the
    // entries keep the library's order.
    var named: [MenuView.Group] = []
    for action in actions {
      let entry = MenuView.Entry(
        id: action.id, label: action.label, choosesDay: action.id == "choose-day")
      let name = renderer.name(of: action.category)
      if named.last?.name == name {
        named[named.count - 1].entries.append(entry)
      } else {
        named.append(MenuView.Group(name: name, entries: [entry]))
      }
    }
    let edits = [
      MenuView.Entry(id: "rename", label: words(.menuRename), choosesDay: false, edits: "rename"),
      MenuView.Entry(id: "time", label: words(.menuTime), choosesDay: false, edits: "time"),
    ]
    let editing = renderer.name(of: .editing)
    if let index = named.firstIndex(where: { $0.name == editing }) {
      named[index].entries += edits
    } else {
      named.append(MenuView.Group(name: editing, entries: edits))
    }
    groups += named
    let days = (menu.otherDays?.allowedDays ?? []).map { [$0.lowerBound, $0.upperBound] }
    return MenuView(
      title: words(.moveItem, ["title": TextCleaning.clean(item.title)]),
      groups: groups, reasons: menu.reasons, dayRuns: days, revision: String(editor.revision))
  }

  /// The actions of an item's menu on the page.
  ///
  /// They are the library's compact menu, where on a trip of at most
  /// ``everyDayUpTo`` days the nearest days and "Move to day…" give way to
  /// a move to each day the item may go to, in the days' order. An entry
  /// the page sends back is found among these.
  static func pageActions(
    of editor: Editor, for id: ItemID, renderer: AnnouncementRenderer
  ) -> (actions: [Action], menu: CompactMenu) {
    let menu = editor.compactMenu(for: id, renderer: renderer)
    guard editor.trip.dayCount <= everyDayUpTo,
      let days = editor.dayMoves(for: id, renderer: renderer)
    else { return (menu.actions, menu) }
    let toDays = { (action: Action) -> Bool in
      switch action.kind {
      case .move(.toDay), .chooseDay: true
      default: false
      }
    }
    guard let first = menu.actions.firstIndex(where: toDays) else { return (menu.actions, menu) }
    let every = days.allowedDays.flatMap { Array($0) }.filter { $0 != days.current }.compactMap {
      editor.action(.toDay($0), for: id, renderer: renderer)
    }
    var actions = menu.actions.filter { !toDays($0) }
    actions.insert(contentsOf: every, at: first)
    var listed = menu
    listed.otherDays = nil
    return (actions, listed)
  }
}
