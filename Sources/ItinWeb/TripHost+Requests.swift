import ItinSession
import ItineraryCore
import ReorderCommands

/// What each request of the page asks the session: a planning command as
/// the REPL does it, or a change of the editor's.
extension TripHost {
  /// What a request does to the session: what it is to the rules of seats,
  /// and the change it makes, run once the rules let it through; `nil` for
  /// one the server does not know.
  ///
  /// `shown` is the revision of the trip the page showed when it asked.
  func decode(_ request: WebRequest, shown: Int?) -> (
    SeatRequest, (inout Session) -> (Announcement?, Reply)
  )? {
    let id = request.id.map(ItemID.init(rawValue:))
    switch request.act {
    case .save:
      return (
        SessionCommand.save(force: false).seatRequest, { (nil, $0.perform(.save(force: false))) }
      )
    case .answer:
      guard let yes = request.yes else { return nil }
      return (.answers, { (nil, $0.answer(yes: yes)) })
    case .new, .addDay, .time, .rename, .day, .start:
      if [.time, .rename].contains(request.act), !(id.map(session.trip.contains) ?? false) {
        return nil
      }
      // Planning goes the REPL's own way: its commands, its parsing of a
      // time as typed ("7 pm", "19:30", "none"), its sentences.
      guard let plan = TripHost.plan(request) else { return nil }
      return (.changes, { (nil, plan(&$0)) })
    default:
      guard let change = change(for: request) else { return nil }
      let seatRequest: SeatRequest =
        switch request.act {
        case .move: .moves(id, shown: shown)
        case .grab: .grabs(id)
        case .drop, .cancel: .endsGrab
        default: .changes
        }
      return (seatRequest, { $0.change(change) })
    }
  }

  /// A planning request, done as the REPL does the command it stands for.
  ///
  /// `new TITLE to day N`, `add day`, `label day N TEXT`, `city day N
  /// TEXT`, `remove day N`, `start DATE`, and `time TEXT` and `rename
  /// TITLE` of the item named, which is focused first. What was typed in a
  /// field is read by the parser's own readers, never written into a
  /// command line and parsed again.
  static func plan(_ request: WebRequest) -> ((inout Session) -> Reply)? {
    switch request.act {
    case .new:
      guard let title = request.text, let day = request.day else { return nil }
      return { $0.perform(.new(title, .move(.toDay(day)))) }
    case .addDay:
      return { $0.perform(.changeTrip(.addDay(.atEnd))) }
    case .day:
      // `label day N TEXT`, `city day N TEXT` (none when empty), `remove day N`.
      guard let day = request.day, let what = request.move,
        ["label", "city", "remove"].contains(what)
      else { return nil }
      if what == "remove" { return { $0.perform(.changeTrip(.removeDay(day))) } }
      let text = WebServer.oneLine(request.text ?? "")
      let command =
        what == "label"
        ? SessionCommand.label(typed: text, day: day) : SessionCommand.city(typed: text, day: day)
      return { $0.perform(command) }
    case .start:
      let text = WebServer.oneLine(request.text ?? "")
      let command = SessionCommand.start(typed: text.isEmpty ? "none" : text)
      return { $0.perform(command) }
    case .time, .rename:
      guard let id = request.id.map(ItemID.init(rawValue:)), let text = request.text else {
        return nil
      }
      let rename = request.act == .rename
      return { session in
        _ = session.change { $0.focus(on: id) }
        if rename { return session.perform(.rename(text)) }
        return session.perform(SessionCommand.time(typed: WebServer.oneLine(text)))
      }
    default: return nil
    }
  }

  /// The editor change a request asks for, or `nil` for one the server
  /// does not know.
  func change(for request: WebRequest) -> ((inout Editor) -> Announcement)? {
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
        guard
          var action = TripHost.pageActions(of: editor, for: id, renderer: editor.renderer).actions
            .first(where: { $0.id == name })
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
      if let idea = drag.idea {
        return { editor in
          let gap = TripHost.gap(asked, ofDay: day, in: editor.trip)
          return editor.perform(.add(idea, .position(Position(day: day, rank: gap + 1))))
        }
      }
      return { editor in
        let move = ItineraryRows.move(of: drag.items, intoGap: asked, ofDay: day, in: editor.trip)
        return editor.perform(move, on: drag.items)
      }
    default: return nil
    }
  }

  func move(_ request: WebRequest) -> Move? {
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
