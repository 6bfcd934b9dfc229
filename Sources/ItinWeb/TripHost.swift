// The web server needs Hummingbird, which the REPL trait brings: without
// it, an app on the libraries builds this target as nothing.
#if REPL
import ItinSession
import ItineraryCore
import ReorderCommands

/// The one session a server has, and everything the page asks of it.
///
/// It is an actor: requests come in on any thread, and are answered one
/// after another, as lines typed into the REPL are. Every change goes
/// through ``Session/change(_:)`` or ``Session/perform(_:)``, so a move on
/// the page is journaled, counted as unsaved and saved as a typed one is.
package actor TripHost {
  package internal(set) var session: Session
  /// The pointer drags under way, each page's own: what each carries, and
  /// its speech.
  ///
  /// Two people may drag at once, the same item too; the first
  /// drop moves it, and the other's is refused as stale.
  var drags: [String: Drag] = [:]
  /// The page whose request is being answered, whose drag ``drag`` is.
  var currentPage = ""
  /// The pointer drag of the page being answered.
  var drag: Drag? {
    get { drags[currentPage] }
    set { drags[currentPage] = newValue }
  }
  /// The page whose keyboard grab is under way, as the page names itself.
  var grabOwner: String?
  /// Whose that grab is.
  var grabPerson: String?
  /// The grabs another's change ended, by their holders' pages, to be told
  /// at their next key.
  var endedGrabs: [String: EndedGrab] = [:]
  /// The words of a trip's rows in each language a page has spoken, made
  /// once: each template read, not with every answer.
  private var overviews: [String: RowWords] = [:]
  /// The pages listening for others' changes, by a number of their own.
  var listeners: [Int: Listener] = [:]
  var nextListener = 0
  /// Each person's changes not yet told to the others, gathered while
  /// they come quickly, by name.
  var runs: [String: Run] = [:]
  /// The item serve's terminal is on, which another's change does not move.
  var terminalFocus: ItemID?
  /// The terminals that hear only how many changes others made.
  var briefListeners: [Int: Bool] = [:]

  /// The overview in `catalog`'s language, and the words of its rows.
  func overview(_ catalog: Catalog) -> RowWords {
    if let made = overviews[catalog.language] { return made }
    let overview = TripOverview(catalog: catalog)
    let made = RowWords(overview: overview, lines: overview.lines)
    overviews[catalog.language] = made
    return made
  }

  struct Drag {
    /// The items dragged, or none for an idea.
    var items: [ItemID]
    var idea: Idea?
    var speech: DragSpeech?
    /// The trip's revision when the drag began: a change made meanwhile
    /// (another page's) makes its drop refused, never put somewhere else.
    var revision: Int
  }

  /// The items of the drag under way, or the idea it carries.
  package var draggedItems: [ItemID] { (drag?.items ?? []) + (drag?.idea.map { [$0.id] } ?? []) }

  package init(session: Session) {
    self.session = session
    // The page says how to type a time and a date beside its fields.
    self.session.leaveTimeAndDateHintsToFields()
    // The terminal starts where the REPL starts: another's change never
    // moves it.
    self.terminalFocus = session.editor.focus
  }

  /// What the session says before anything is asked: another session
  /// holding the file, a journal to restore.
  package func start() -> Reply { session.start() }

  /// Ends the session, and says what is left.
  ///
  /// The lines are in `catalog`, the server's language, whichever a page
  /// spoke last. A grab under way is dropped first: its moves stay, as
  /// one step the recovery journal keeps.
  package func stop(in catalog: Catalog) -> [String] {
    session.switchLanguage(to: catalog)
    if session.editor.grab != nil { _ = session.change { $0.drop() } }
    drags.removeAll()
    return session.stop()
  }

  // MARK: Reading

  package func trip(in catalog: Catalog) -> TripView {
    session.switchLanguage(to: catalog)
    let trip = session.trip
    let overview = overview(catalog)
    let days = trip.dayNumbers.map { Array($0) } ?? []
    return TripView(
      language: catalog.language, title: overview.overview.title(of: trip),
      summary: TripHost.summary(of: trip, overview.overview),
      days: days.map { dayView($0, overview) },
      ideas: ideaViews(overview.overview), status: status(catalog),
      words: WebText(catalog: catalog).page)
  }

  package func menu(for id: ItemID, in catalog: Catalog) -> MenuView? {
    let editor = session.editor
    guard let item = editor.trip.item(id) else { return nil }
    let renderer = AnnouncementRenderer(catalog: catalog)
    let menu = editor.compactMenu(for: id, renderer: renderer)
    // The groups in the order of the menu's first entry of each: the
    // entries keep the library's order.
    var groups: [MenuView.Group] = []
    for action in menu.actions {
      let entry = MenuView.Entry(
        id: action.id, label: action.label, choosesDay: action.id == "choose-day")
      let name = renderer.name(of: action.category)
      if groups.last?.name == name {
        groups[groups.count - 1].entries.append(entry)
      } else {
        groups.append(MenuView.Group(name: name, entries: [entry]))
      }
    }
    let days = (menu.otherDays?.allowedDays ?? []).map { [$0.lowerBound, $0.upperBound] }
    return MenuView(
      title: WebText(catalog: catalog)(.moveItem, ["title": TextCleaning.clean(item.title)]),
      groups: groups, reasons: menu.reasons, dayRuns: days, revision: String(editor.revision))
  }

  /// The positions a move of `id` (an item, or an idea to add) may take on
  /// `day`.
  package func positions(for id: ItemID, onDay day: Int) -> PositionsView? {
    let editor = session.editor
    guard editor.trip.hasDay(day) else { return nil }
    if editor.trip.contains(id) {
      let range = editor.validPositions(for: id, onDay: day)
      return PositionsView(day: day, positions: range.map { Array($0) } ?? [])
    }
    guard let idea = editor.trip.idea(id) else { return nil }
    // The places the library would add it at, as it says for a drop: a
    // travel idea only between the games it connects.
    let allowed = (1...(editor.trip.itemCount(onDay: day) + 1)).filter { rank in
      let place = Position(day: day, rank: rank)
      guard case .adds(_, let at) = editor.preview(.add(idea, .position(place))) else {
        return false
      }
      return at == place
    }
    return PositionsView(day: day, positions: allowed)
  }

  // MARK: Changing

  /// Does what the page asked, and says what the REPL would; `nil` for a
  /// request the server does not know.
  ///
  /// `page` is the name the page gave itself when it loaded: a grab or a
  /// drag belongs to the page that began it, which ends it when it goes
  /// away (`leave`).
  /// `person` is whose page it is: their change is theirs in the history,
  /// their undo takes back their own, and others hear it with their name.
  package func perform(
    _ request: WebRequest, from page: String? = nil, by person: String? = nil,
    in catalog: Catalog
  )
    -> WebAnswer?
  {
    // Every number from the page is checked before any arithmetic on it.
    guard request.numbersAreWithinBounds else { return nil }
    currentPage = page ?? ""
    session.switchLanguage(to: catalog)
    session.person = person
    // A grab another's change ended: its next key is refused, with who.
    if let page,
      let ended = endedGrab(
        of: page,
        endingWith: [.drop, .cancel].contains(request.act)
          || (request.act == .move && endedGrabs[page]?.item.id.rawValue == request.id),
        in: catalog)
    {
      return answer(
        said: [ended], assertive: true, since: Snapshot(session, concerning: []), in: catalog)
    }
    if TripHost.changes(request.act) { endGrab(ofOthersThan: page, by: person) }
    let before = Snapshot(session, concerning: concerned(by: request))
    var announcement: Announcement?
    var reply: Reply
    var earlier: [String] = []
    switch request.act {
    case .leave:
      let left = leave(page, before: before, in: catalog)
      tellOthers(nil, lines: left.said, since: before, from: page, by: person)
      return left
    case .move:
      // A move names its item: one not grabbed ends the grab under way
      // (its moves kept as one step) and moves on its own, never the
      // grabbed one in its place.
      if let grab = session.editor.grab, let id = request.id.map(ItemID.init(rawValue:)),
        !([grab.item.id] + grab.group.map(\.id)).contains(id)
      {
        earlier = session.change { $0.drop() }.reply.lines
        grabOwner = nil
      }
      guard let change = change(for: request) else { return nil }
      (announcement, reply) = session.change(change)
      reply.lines = earlier + reply.lines
    case .dragStart:
      return startDrag(request, before: before, in: catalog)
    case .dragOver: return dragOver(request, before: before, in: catalog)
    case .dragDrop where drag.map { $0.revision != session.editor.revision } ?? false:
      return staleDrop(before: before, in: catalog)
    case .dragCancel: return cancelDrag(before: before, in: catalog)
    case .save:
      reply = session.perform(.save(force: false))
      announcement = nil
    case .answer:
      guard let yes = request.yes else { return nil }
      reply = session.answer(yes: yes)
      announcement = nil
    case .new, .addDay, .time, .rename, .day, .start:
      // Planning goes the REPL's own way: its commands, its parsing of a
      // time as typed ("7 pm", "19:30", "none"), its sentences.
      guard let planned = plan(request) else { return nil }
      reply = planned
      announcement = nil
    default:
      guard let change = change(for: request) else { return nil }
      (announcement, reply) = session.change(change)
    }
    if request.act == .grab {
      grabOwner = session.editor.grab == nil ? nil : page
      grabPerson = person
    }
    let priority = announcement?.priority
    // The whole trip after an answer (a restored journal), or when the page
    // showed another revision than the one this change started from.
    let whole =
      request.act == .answer
      || (request.revision.map { $0 != String(before.revision) } ?? false)
    var answer = answer(
      said: reply.lines, assertive: priority == .high, since: before, in: catalog, whole: whole)
    if request.act == .dragDrop {
      answer.allowed = session.editor.history.undoSteps.count != before.undoCount
    }
    tellOthers(announcement, lines: reply.lines, since: before, from: page, by: person)
    return answer
  }

  /// A planning request, done as the REPL does the command it stands for.
  ///
  /// `new TITLE to day N`, `add day`, `label day N TEXT`, `city day N
  /// TEXT`, `remove day N`, `start DATE`, and `time TEXT` and `rename
  /// TITLE` of the item named, which is focused first. What was typed in a
  /// field is read by the parser's own readers, never written into a
  /// command line and parsed again.
  private func plan(_ request: WebRequest) -> Reply? {
    switch request.act {
    case .new:
      guard let title = request.text, let day = request.day else { return nil }
      return session.perform(.new(title, .move(.toDay(day))))
    case .addDay:
      return session.perform(.changeTrip(.addDay(.atEnd)))
    case .day:
      // `label day N TEXT`, `city day N TEXT` (none when empty), `remove day N`.
      guard let day = request.day, let what = request.move,
        ["label", "city", "remove"].contains(what)
      else { return nil }
      if what == "remove" { return session.perform(.changeTrip(.removeDay(day))) }
      let text = WebServer.oneLine(request.text ?? "")
      return session.perform(
        what == "label"
          ? SessionCommand.label(typed: text, day: day)
          : SessionCommand.city(typed: text, day: day))
    case .start:
      let text = WebServer.oneLine(request.text ?? "")
      return session.perform(SessionCommand.start(typed: text.isEmpty ? "none" : text))
    case .time, .rename:
      guard let id = request.id.map(ItemID.init(rawValue:)), session.trip.contains(id),
        let text = request.text
      else { return nil }
      _ = session.change { $0.focus(on: id) }
      if request.act == .rename { return session.perform(.rename(text)) }
      return session.perform(SessionCommand.time(typed: WebServer.oneLine(text)))
    default: return nil
    }
  }

  /// The editor change a request asks for, or `nil` for one the server
  /// does not know.
  private func change(for request: WebRequest) -> ((inout Editor) -> Announcement)? {
    let id = request.id.map(ItemID.init(rawValue:))
    switch request.act {
    case .move:
      // The grabbed item while one is; else the item named, never the
      // editor's own focus, which the page does not show.
      guard let move = move(request), let id else { return nil }
      return { $0.grab == nil ? $0.perform(move, on: id) : $0.perform(move) }
    case .action:
      // An entry of the menu the page was given, at the revision it was
      // given at: once the trip has changed, the library refuses it, as
      // it refuses a stale menu in the REPL.
      guard let id, let name = request.action,
        let made = request.menuRevision.flatMap({ Int($0) })
      else { return nil }
      return { editor in
        guard var action = editor.compactMenu(for: id).actions.first(where: { $0.id == name })
        else { return .noSuchItem(id) }
        action.revision = made
        return editor.perform(action)
      }
    case .grab:
      guard let id else { return nil }
      return { $0.grab(id) }
    case .drop: return { $0.drop() }
    case .cancel: return { $0.cancel() }
    case .undo: return { $0.undo() }
    case .redo: return { $0.redo() }
    case .toggleSelect:
      // Decided here, as the trip is when it arrives: two presses of Space
      // select and unselect, however fast.
      guard let id else { return nil }
      return { $0.isSelected(id) ? $0.unselect(id) : $0.select(id) }
    case .addIdea:
      guard let id, let day = request.day else { return nil }
      let rank = request.position
      return { editor in
        guard let idea = editor.trip.idea(id) else { return .noSuchItem(id) }
        let destination = rank.map { Destination.position(Position(day: day, rank: $0)) }
        return editor.perform(.add(idea, destination ?? .day(day)))
      }
    case .dragDrop:
      guard let drag, let day = request.day, let asked = request.position else { return nil }
      self.drag = nil
      let gap = TripHost.gap(asked, ofDay: day, in: session.trip)
      if let idea = drag.idea {
        return { $0.perform(.add(idea, .position(Position(day: day, rank: gap + 1)))) }
      }
      return { editor in
        let move = TripHost.move(of: drag.items, toGap: gap, ofDay: day, in: editor.trip)
        return editor.perform(move, on: drag.items)
      }
    default: return nil
    }
  }

  private func move(_ request: WebRequest) -> Move? {
    switch request.move {
    case "up": .up
    case "down": .down
    case "top": .toTop
    case "bottom": .toBottom
    case "day":
      request.day.map { day in
        request.position.map { .toPosition(Position(day: day, rank: $0)) } ?? .toDay(day)
      }
    default: nil
    }
  }
}
#endif
