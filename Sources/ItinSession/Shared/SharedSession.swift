import Foundation
import ItineraryCore
import ReorderCommands

/// One session several people share, each at a seat of their own (a page
/// of a trip served to the network, serve's terminal, a device of an app's),
/// with the rules that make it fair to each of them.
///
/// A seat has its own focus, and may hold the grab and ask the question:
///
/// - A question (a journal to restore, a file changed on disk) is answered
///   only at the seat that asked it, or by another seat of its holder (a
///   page reloaded); meanwhile the others read and wait.
/// - A grab is dropped or put back only at the seat that holds it. Another
///   seat's change ends it where its item stands, as its holder's step, and
///   the holder's next key of it is refused, saying who changed the trip and
///   where the item is now.
/// - A move of an item someone else has moved since the revision a seat
///   shows is refused, naming who and where the item is now, never carried
///   on from a place its listener has not heard of.
///
/// Each request names its seat and its person; ``perform(_:at:by:in:_:)``
/// checks it against these rules and runs it on the ``session``, and
/// ``handle(_:at:by:in:)`` does the same for a line typed as the REPL
/// reads it. What an interface draws and tells others of a change is
/// its own: the ``Change`` each returns says what it changed.
///
/// ```swift
/// let session = Session(document: try SampleTrip.document(), path: nil)
/// var shared = SharedSession(session: session)
/// let sam = SharedSession.Seat(holder: "terminal")
/// let ana = SharedSession.Seat(holder: "1", tab: "a")
/// _ = shared.handle("focus museum", at: sam, by: "Sam", in: .english)
/// _ = shared.handle("grab", at: sam, by: "Sam", in: .english)
/// let drop = shared.perform(.endsGrab, at: ana, by: "Ana", in: .english) {
///   $0.change { $0.drop() }.reply
/// }
/// if case .refused(let why) = drop { print(why) }
/// // Can't drop Mill City Museum. Sam is holding it, and only Sam can drop it or put it back.
/// ```
public struct SharedSession: Sendable {
  /// The session the seats share: its trip, history, journal and file.
  public internal(set) var session: Session

  /// A place a person works from: a page, serve's terminal, a device.
  ///
  /// A seat belongs to a holder (a key, the terminal): a question is the
  /// holder's, so that a reload of the page that asked still answers it; a
  /// grab and a focus are the seat's own.
  public struct Seat: Hashable, Sendable {
    /// Whose the seat is: a key's number, the terminal, a device.
    public var holder: String
    /// Which of the holder's seats (a tab), empty when it has one.
    public var tab: String

    public init(holder: String, tab: String = "") {
      self.holder = holder
      self.tab = tab
    }
  }

  /// The seat whose grab is under way, and whose it is.
  var grabHolder: (seat: Seat, person: String?)?
  /// The holder who asked the question waiting, and their name.
  var asker: (holder: String, person: String?)?
  /// The grabs another's change ended, by their seats, to be told at their
  /// next key.
  var ended: [Seat: EndedGrab] = [:]
  /// Each seat's focus, which another's change does not move.
  var focuses: [Seat: ItemID] = [:]
  /// The changes made, the newest last, for a view behind them.
  var told: [Told] = []
  /// Every change made, as steps a device follows, and the editor they
  /// are of.
  var stepLog: StepLog
  var stepGeneration: Int
  /// This shared session's own start of ``stepsGeneration``, drawn at
  /// random: a device that followed another session of the same trip (a
  /// hosted trip's earlier process) holds another count, and starts again.
  let stepBase = Int.random(in: 1..<(1 << 40))

  /// A session shared from now on; the seat `starter`, when named, holds
  /// its focus as it is (the terminal, where a REPL starts).
  public init(session: Session, starter: Seat? = nil) {
    self.session = session
    stepLog = StepLog(device: SharedSession.stepDevice, start: session.editor.trip)
    stepGeneration = session.editorGeneration
    if let starter, let focus = session.editor.focus { focuses[starter] = focus }
  }

  /// The most changes remembered for views behind them: a seat further
  /// behind is not refused for it.
  static let toldKept = 256
}

extension SharedSession {
  /// What a request the rules let through changed: the session as it was
  /// before, and the grab it ended of another seat, to tell its holder at
  /// once.
  public struct Change: Sendable {
    /// The session just before the request ran.
    public let before: Before
    /// The seat whose grab this request ended, when it ended one.
    public let endedGrabOf: Seat?
    /// The lines said before the request's own: a grab of this seat's
    /// dropped because the request moves another item.
    public let earlier: [String]
  }

  /// The session just before a request: what an interface needs to tell
  /// what the request changed, beside the editor's own record of it
  /// (``ReorderCommands/History/steps(takenSince:)``, the grab's changes).
  public struct Before: Sendable {
    public let revision: Int
    public let undoCount: Int
    public let dayCount: Int
    public let ideaCount: Int
    public let itemCount: Int
    /// What the grab under way had moved.
    public let grabChanges: [PlacementChange]
    public let selection: Set<ItemID>

    public init(_ editor: Editor) {
      revision = editor.revision
      undoCount = editor.history.undoSteps.count
      dayCount = editor.trip.dayCount
      ideaCount = editor.trip.ideas.count
      itemCount = editor.trip.items.count
      grabChanges = editor.grab?.changes ?? []
      selection = editor.selection
    }

    /// The placements changed since, as the editor records them: the
    /// steps taken, and what a grab moved (put back too).
    public func placementsChanged(in editor: Editor) -> [PlacementChange] {
      var changes = editor.history.steps(takenSince: undoCount).flatMap(\.step.changes)
      if let grab = editor.grab {
        changes +=
          grab.changes.count >= grabChanges.count
          ? grab.changes.dropFirst(grabChanges.count) : grab.changes[...]
      } else {
        changes += grabChanges
      }
      return changes
    }
  }

  /// A request's outcome: refused by the rules, with the sentence why, or
  /// run, with what it gave and what it changed.
  public enum Outcome<Value> {
    case refused(String)
    case done(Value, Change)
  }

  /// Runs `body` on the session for `person` at `seat`, when the rules let
  /// `request` through, and says what it changed.
  ///
  /// The session speaks `catalog`'s language and takes `person` as the
  /// author of its steps; the seat's focus is put back first, where
  /// another's change moved the editor's. A grab another seat holds ends
  /// before a change; a grab this seat holds is dropped before a move of
  /// another item (its lines in ``Change/earlier``).
  public mutating func perform<Value>(
    _ request: SeatRequest, at seat: Seat, by person: String?, in catalog: Catalog,
    _ body: (inout Session) -> Value
  ) -> Outcome<Value> {
    session.switchLanguage(to: catalog)
    session.person = person
    if let refusal = refusal(of: request, at: seat, by: person, in: catalog) {
      return .refused(refusal)
    }
    var endedGrabOf: Seat?
    if request.changesTrip { endedGrabOf = endGrab(ofOthersThan: seat, by: person) }
    let undoCount = session.editor.history.undoSteps.count
    session.keepFocus(on: focuses[seat])
    session.lastAnnouncement = nil
    let before = Before(session.editor)
    var earlier: [String] = []
    if case .moves(let id?, _) = request, let grab = session.editor.grab,
      !([grab.item.id] + grab.group.map(\.id)).contains(id)
    {
      // A move names its item: one not grabbed ends the grab under way (its
      // moves kept as one step) and moves on its own.
      earlier = session.change { $0.drop() }.reply.lines
    }
    recordSteps(since: undoCount, by: person)
    let bodyUndoCount = session.editor.history.undoSteps.count
    let value = body(&session)
    recordSteps(since: bodyUndoCount, by: person)
    settle(seat, by: person, since: before)
    return .done(value, Change(before: before, endedGrabOf: endedGrabOf, earlier: earlier))
  }

  /// A line typed at `seat` by `person`, done as the REPL does it, in
  /// `catalog`'s language, with the rules of seats.
  ///
  /// While another's question waits, a line that only reads is done and
  /// any other is refused, naming who answers.
  public mutating func handle(
    _ line: String, at seat: Seat, by person: String?, in catalog: Catalog
  )
    -> (reply: Reply, change: Change?)
  {
    let request = SharedSession.request(forLine: line, in: catalog)
    let othersQuestion = session.isAsking && asker.map { $0.holder != seat.holder } ?? false
    if othersQuestion, request == .reads {
      session.switchLanguage(to: catalog)
      session.person = person
      if let read = session.handleBesideQuestion(line) { return (read, nil) }
      return (Reply(lines: [waitSentence(in: catalog)]), nil)
    }
    switch perform(request, at: seat, by: person, in: catalog, { $0.handle(line) }) {
    case .refused(let sentence): return (Reply(lines: [sentence]), nil)
    case .done(let reply, let change): return (reply, change)
    }
  }

  /// What a typed line is to the rules: its command's, or an answer's
  /// when it answers a question (yes, no); a line that is no command reads.
  public static func request(forLine line: String, in catalog: Catalog) -> SeatRequest {
    if let command = CommandParser().parse(line).flatMap({ try? $0.get() }) {
      return command.seatRequest
    }
    return Session.answer(line, in: catalog) != nil ? .answers : .reads
  }

  /// After a request ran: who asked a question it raised, who holds a grab
  /// it began, the seat's focus, and the change remembered.
  private mutating func settle(_ seat: Seat, by person: String?, since before: Before) {
    noteQuestion(from: seat.holder, by: person)
    if session.editor.grab == nil {
      grabHolder = nil
    } else if grabHolder == nil {
      grabHolder = (seat, person)
    }
    if let focus = session.editor.focus { focuses[seat] = focus }
    remember(since: before, by: person)
  }

  /// The refusal of `request` at `seat` by `person`, or `nil` when the
  /// rules let it through.
  mutating func refusal(
    of request: SeatRequest, at seat: Seat, by person: String?, in catalog: Catalog
  )
    -> String?
  {
    // A question is answered where it was asked; meanwhile the others wait.
    if let refusal = questionRefusal(for: request, from: seat.holder, in: catalog) {
      return refusal
    }
    // A grab is dropped or put back by its holder alone.
    if request == .endsGrab, let refusal = grabRefusal(from: seat, in: catalog) {
      return refusal
    }
    // A grab another's change ended: its next key of it is refused, with who.
    if let ended = ended.removeValue(forKey: seat), request.isKey(ofGrabOf: ended.item.id) {
      return sentence(of: ended, in: catalog)
    }
    // A key on a view another has changed since: their move of this item
    // is heard first, never carried on from where the seat showed it.
    if case .moves(let id?, let shown) = request,
      let refusal = staleMove(of: id, shown: shown, by: person, in: catalog)
    {
      return refusal
    }
    return nil
  }

  /// A person's name as typed, made one line of at most ``longestName``
  /// characters and ``longestNameBytes`` bytes of UTF-8, with no control
  /// character; `nil` for a blank one.
  ///
  /// Only what is read is kept: a character of a thousand combining marks
  /// counts as one character, but its marks past the bytes are dropped.
  public static func personName(typed: String) -> String? {
    // At most four bytes a scalar: what is past the bytes is never read.
    var scalars = String.UnicodeScalarView()
    var bytes = 0
    for scalar in typed.unicodeScalars {
      let kept: Unicode.Scalar = CharacterSet.controlCharacters.contains(scalar) ? " " : scalar
      bytes += UTF8.width(kept)
      guard bytes <= longestNameBytes else { break }
      scalars.append(kept)
    }
    let words = String(scalars).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard !words.isEmpty else { return nil }
    return String(words.prefix(longestName))
  }

  /// The most characters of a person's name.
  public static let longestName = 40
  /// The most bytes of a person's name, in UTF-8.
  public static let longestNameBytes = 160

  /// `person`'s name as said, or the catalog's "Someone".
  static func spoken(_ person: String?, in catalog: Catalog) -> String {
    person.flatMap(personName(typed:)) ?? AnnouncementRenderer(catalog: catalog).someone
  }
}
