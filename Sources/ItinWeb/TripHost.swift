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
  /// The session the pages and serve's terminal share, with its rules of
  /// seats: whose question, whose grab, which view is behind.
  var shared: SharedSession
  /// The session, as the pages and the terminal share it.
  package var session: Session { shared.session }
  /// The pointer drags under way, each page's own: what each carries, and
  /// its speech.
  ///
  /// Two people may drag at once, the same item too; the first
  /// drop moves it, and the other's is refused as stale.
  var drags: [String: Drag] = [:]
  /// The page whose request is being answered, whose drag ``drag`` is.
  var currentPage = ""
  /// Whose page that is: its status shows their Undo and Redo.
  var currentPerson: String?
  /// The pointer drag of the page being answered.
  var drag: Drag? {
    get { drags[currentPage] }
    set {
      guard var newValue else {
        drags[currentPage] = nil
        return
      }
      if drags[currentPage] == nil {
        admitDrag(of: currentPage)
        newValue.order = dragsBegun
      }
      drags[currentPage] = newValue
    }
  }
  /// How many drags have begun: each drag's ``Drag/order``.
  var dragsBegun = 0
  /// The words of a trip's rows in each language a page has spoken, made
  /// once: each template read, not with every answer.
  private var overviews: [String: RowWords] = [:]
  /// The pages listening for others' changes, by a number of their own.
  var listeners: [Int: Listener] = [:]
  var nextListener = 0
  /// Each person's changes not yet told to the others, gathered while
  /// they come quickly, by name.
  var runs: [String: Run] = [:]
  /// A change under way that is told only once a store keeps it.
  var keeping: Keeping?

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
    /// When it began, among all drags: the oldest ends first when a key
    /// has too many.
    var order = 0
  }

  /// The items of the drag under way, or the idea it carries.
  package var draggedItems: [ItemID] { (drag?.items ?? []) + (drag?.idea.map { [$0.id] } ?? []) }

  package init(session: Session) {
    var session = session
    // The page says how to type a time and a date beside its fields.
    session.leaveTimeAndDateHintsToFields()
    // The terminal starts where the REPL starts: another's change never
    // moves it.
    shared = SharedSession(session: session, starter: TripHost.terminalSeat)
  }

  /// The seat of the page named `page`: its key's, and its tab.
  static func seat(of page: String) -> SharedSession.Seat {
    let holder = holder(of: page)
    let tab = page[holder.endIndex...].dropFirst()
    return SharedSession.Seat(holder: String(holder), tab: String(tab))
  }

  /// What the session says before anything is asked: another session
  /// holding the file, a journal to restore.
  ///
  /// A question it asks (a journal to restore) is serve's terminal's, whose
  /// person is `terminalPerson`, and only the terminal answers it.
  package func start(terminalPerson: String? = nil) -> Reply {
    shared.start(at: TripHost.terminalSeat, by: terminalPerson)
  }

  /// Ends the session, and says what is left.
  ///
  /// The lines are in `catalog`, the server's language, whichever a page
  /// spoke last. A grab under way is dropped first: its moves stay, as
  /// one step the recovery journal keeps.
  package func stop(in catalog: Catalog, by person: String? = nil) -> [String] {
    // Every page hears at once that serve stopped, not at its next key.
    tellStopping(by: person ?? AnnouncementRenderer(catalog: catalog).someone)
    drags.removeAll()
    return shared.stop(in: catalog)
  }

  // MARK: Reading

  /// The whole trip as `person`'s page `page` shows it: its Undo and Redo
  /// theirs, and a question waiting only where it was asked.
  package func trip(in catalog: Catalog, for person: String? = nil, page: String? = nil)
    -> TripView
  {
    let trip = session.trip
    let overview = overview(catalog)
    let days = trip.dayNumbers.map { Array($0) } ?? []
    return TripView(
      language: catalog.language, title: overview.overview.title(of: trip),
      summary: TripHost.summary(of: trip, overview.overview),
      days: days.map { dayView($0, overview) },
      ideas: ideaViews(overview.overview),
      status: status(catalog, for: page.map(TripHost.seat(of:)), person: person),
      words: WebText(catalog: catalog).page)
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
    // A page that names no tab is still its key's: its grab and its drag
    // have an owner.
    let page = page ?? ""
    currentPage = page
    currentPerson = person
    let seat = TripHost.seat(of: page)
    let shown = request.revision.flatMap { Int($0) }
    let now = SharedSession.Before(session.editor)
    switch request.act {
    case .leave:
      drags[page] = nil
      let said = shared.leave(seat, in: catalog)
      let answer = answer(said: said, assertive: false, since: now, in: catalog)
      tellOthers(nil, lines: said, since: now, from: page, by: person)
      return answer
    case .dragStart: return startDrag(request, before: now, in: catalog)
    case .dragOver: return dragOver(request, before: now, in: catalog)
    case .dragCancel: return cancelDrag(before: now, in: catalog)
    case .dragDrop where drag.map { $0.revision != session.editor.revision } ?? false:
      return staleDrop(before: now, in: catalog)
    default: break
    }
    guard let (seatRequest, body) = decode(request, shown: shown) else { return nil }
    switch shared.perform(seatRequest, at: seat, by: person, in: catalog, body) {
    case .refused(let sentence):
      // A move refused on a view behind the trip: the whole trip with it.
      let behind = request.act == .move && shown.map { $0 != now.revision } ?? false
      var answer = answer(
        said: [sentence], assertive: true, since: now, in: catalog, whole: behind)
      if behind { answer.allowed = false }
      return answer
    case .done(let (announcement, reply), let change):
      if let ended = change.endedGrabOf { tellEndedGrab(to: ended) }
      let lines = change.earlier + reply.lines
      // The whole trip after an answer (a restored journal), or when the
      // page showed another revision than the one this change started from.
      let whole =
        request.act == .answer || (shown.map { $0 != change.before.revision } ?? false)
      var answer = answer(
        said: lines, assertive: announcement?.priority == .high, since: change.before,
        in: catalog, whole: whole)
      if request.act == .dragDrop {
        answer.allowed = session.editor.history.undoSteps.count != change.before.undoCount
      }
      tellOthers(announcement, lines: lines, since: change.before, from: page, by: person)
      return answer
    }
  }
}
