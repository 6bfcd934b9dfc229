import ItinExport
import ItineraryCore
import ReorderCommands

/// A session over one trip: a line in, the lines to say out.
///
/// Terminals, pipes and transcripts are only different line sources around
/// it. What the command layer announces is said as its renderer words it,
/// with nothing added; the session's own sentences (lists, help, files,
/// questions, input it does not understand) are in ``SessionText``.
///
/// ```swift
/// var session = Session(document: try SampleTrip.document(), path: nil)
/// print(session.handle("down").lines[0])
/// // Lunch at Lou Malnati's moved to position 2 of day 1.
/// ```
public struct Session: Sendable {
  /// The longest line read as a command, in bytes.
  public static let maximumLineLength = 4096
  /// The most history steps read out by `history`.
  public static let historyLinesRead = 10

  /// The trip, focus, history and grab.
  public internal(set) var editor: Editor
  /// How announcements are worded; `verbosity` changes its level.
  public internal(set) var renderer: AnnouncementRenderer
  /// The trip as its file holds it, for saving and for unsaved changes.
  public internal(set) var document: TripDocument {
    didSet {
      unsaved = UnsavedItems(document: document, trip: editor.trip)
      documentFingerprint = Session.fingerprint(of: document, journaled: recovery.folder != nil)
    }
  }
  /// The fingerprint of the document's bytes, which every start of the
  /// recovery journal names: worked out once for a document, as it is
  /// opened or saved (reading or writing every byte of it anyway), not each
  /// time the trip leaves the file's state.
  var documentFingerprint: Fingerprint?
  /// The items that have moved since the file was opened or saved.
  var unsaved: UnsavedItems
  /// The file the trip came from, or `nil` for the sample trip.
  public internal(set) var path: String?
  /// Whether the session runs on a terminal, where quitting with unsaved
  /// changes asks first and end of input says goodbye.
  public let isInteractive: Bool
  /// Whether saving over a file changed on disk, or over a read-only one,
  /// asks a yes-or-no question, as on a terminal, rather than saying how
  /// to do it anyway (`save anyway`), as through a pipe.
  ///
  /// As ``isInteractive`` unless set: a web page, which has no command
  /// line but has Yes and No buttons, asks.
  public var asksQuestions: Bool

  /// The person whose lines and changes the session takes now, in a
  /// session several people share (serve's, with its pages); `nil`, as it
  /// is unless set, for one person's.
  ///
  /// Each step keeps the name, `history` and `changes` say it ("By Ana."),
  /// and `undo` and `redo` take back the person's own steps
  /// (``ReorderCommands/Editor/author``).
  public var person: String? {
    get { editor.author }
    set { editor.author = newValue }
  }

  /// The announcement the session last said, for a server to tell others
  /// who did what; set to `nil` before a line to know whether it said one.
  package var lastAnnouncement: Announcement?

  /// Puts the editor's focus back on `id`, for a person who shares the
  /// session and whose focus another's change moved.
  ///
  /// Nothing is said, and nothing else changes. An item no longer on a day
  /// is left alone.
  package mutating func keepFocus(on id: ItemID?) {
    guard let id, editor.trip.contains(id), editor.grab == nil else { return }
    _ = editor.focus(on: id)
  }

  /// What was last said and asked, which the next line may answer.
  var conversation = Conversation()
  /// How the file and the trip last met: opened or saved.
  var fileEvent: FileEvent = .opened
  /// How many undo steps the history held when the trip was as its file
  /// holds it (opened or saved); `nil` once no undo or redo leads back there.
  var savedDepth: Int? = 0
  /// Whether the trip was begun with `new trip` and has no file yet.
  public internal(set) var isNewTrip = false
  /// The recovery journal, the open-file marker, and what they said.
  var recovery: Recovery
  /// The words that answer a question, in the session's language.
  let answerWords: AnswerWords
  /// The only folder whose files the session may open or save.
  ///
  /// It is named as ``ResolvedPath`` names it; `nil` for any. A replay
  /// keeps its session in its copy of the recording's folder.
  package var confinement: String?
  /// Counts the times the editor was replaced, so a change is told from a new trip.
  var editorGeneration = 0
  /// The matcher of the trip's titles, and the editor generation and the
  /// count of edits it was made for: an add, a removal or a rename makes
  /// another.
  var titleMatcher: (generation: Int, edits: Int, matcher: ItemMatcher)?

  /// What the session last said and asked: what `repeat` says again, the
  /// list a bare number picks from, the question waiting for an answer,
  /// and the hints already given.
  struct Conversation: Sendable {
    /// The last answer, for `repeat`.
    var lastAnswer: [String] = []
    /// The last numbered list heard, for a bare number.
    var numbered: NumberedList?
    /// The yes-or-no question waiting for an answer.
    var question: Question?
    /// The question's sentence, said again until it is answered.
    var questionSentence = ""
    /// The hints already said; each is said once.
    var hintsGiven: Set<SessionText.Hint> = []
  }

  /// A list whose entries a bare number picks.
  ///
  /// It is the last answer that was numbered, and only while it is: any
  /// other answer ends it, so a number never acts on a list heard earlier.
  enum NumberedList: Hashable, Sendable {
    /// An action menu's available moves.
    case actions(MenuNumbers)
    /// The items an ambiguous name matched, and what choosing one does.
    case matches([ItemID], then: MatchUse)
    /// The items of one day, as `list` read them: a number focuses one.
    case items([ItemID])
    /// `list all`, whose numbers start again on each day.
    case wholeTrip
    /// The ideas, as `ideas` read them: a number adds one after the focus.
    case ideas([ItemID])
  }

  /// What a matched name is for.
  enum MatchUse: Hashable, Sendable {
    case focus
    case moveNextTo(after: Bool)
    /// `move NAME …`: focus the item, then make the move.
    case move(NamedMove)
    /// `add NAME …`: the matches are ideas; add the one chosen.
    case add(NamedMove?)
    /// `select NAME`: select the item, and focus it.
    case select
    /// `unselect NAME`: take the item out of the selection, and focus it.
    case unselect
  }

  /// A question a `yes` or `no` answers.
  enum Question: Sendable {
    case quit
    case open(TripDocument, path: String)
    /// `new trip TITLE` with unsaved changes: the new trip, not yet begun.
    case newTrip(TripDocument)
    case replace(path: String)
    case overwrite(path: String)
    /// `export PATH` onto a file that is there: the format to write.
    case exportReplace(path: String, ExportFormat)
    /// `import PATH.ics` with unsaved changes: the trip read, and its
    /// calendar's name.
    case importTrip(TripDocument, file: String, notes: CalendarNotes)
    /// Opening a file that another session has open: the file read, or
    /// `nil` for the file the session started on.
    case openHeld(TripDocument?, path: String)
    /// Steps a recovery journal holds; asked until answered.
    case restore(RecoveryJournal.Recovered)
    /// `undo all` on a terminal: this many steps.
    case undoAll(Int)
    /// A change of the days that gives fixed items other dates.
    case changeDays(TripChange)
  }

  /// A session on a trip document.
  ///
  /// - Parameters:
  ///   - document: The trip and the bytes of its file.
  ///   - path: The file's path, or `nil` for the sample trip.
  ///   - verbosity: How much announcements say at the start.
  ///   - isInteractive: Whether a person at a terminal is typing.
  ///   - recoveryFolder: Where to keep the recovery journal of the trip's
  ///     file after every change, and the marker that says the file is
  ///     open; `nil` to keep neither.
  ///   - openAnyway: Whether a file that another session has open is
  ///     opened without asking; otherwise a terminal asks and a pipe refuses.
  ///   - catalog: The language everything is said in.
  public init(
    document: TripDocument, path: String?, verbosity: Verbosity = .normal,
    isInteractive: Bool = false, recoveryFolder: String? = nil, openAnyway: Bool = false,
    catalog: Catalog = .english
  ) {
    self.init(
      document: document, path: path, verbosity: verbosity, isInteractive: isInteractive,
      recoveryFolder: recoveryFolder, openAnyway: openAnyway, catalog: catalog, owner: .mine())
  }

  /// A session that names itself `owner` in its files: for tests that play
  /// a session whose process has ended.
  package init(
    document: TripDocument, path: String?, verbosity: Verbosity = .normal,
    isInteractive: Bool = false, recoveryFolder: String? = nil, openAnyway: Bool = false,
    catalog: Catalog = .english, owner: SessionToken
  ) {
    self.editor = Editor(trip: document.trip)
    self.renderer = AnnouncementRenderer(verbosity: verbosity, catalog: catalog)
    self.answerWords = AnswerWords(catalog: catalog)
    self.document = document
    self.unsaved = UnsavedItems(document: document, trip: document.trip)
    self.path = path
    self.isInteractive = isInteractive
    self.asksQuestions = isInteractive
    self.recovery = Recovery(
      folder: recoveryFolder, owner: owner, openAnyway: openAnyway,
      journal: Session.journal(in: recoveryFolder, for: path, owner: owner))
    self.documentFingerprint = Session.fingerprint(
      of: document, journaled: recoveryFolder != nil)
  }

  /// The fingerprint of `document`'s bytes when a journal may need it.
  private static func fingerprint(of document: TripDocument, journaled: Bool) -> Fingerprint? {
    journaled ? Fingerprint(document.bytes) : nil
  }

  /// The trip as it stands now.
  public var trip: Trip { editor.trip }

  /// The session's own sentences, in the language of its renderer.
  var text: SessionText { SessionText(catalog: renderer.catalog) }

  /// Whether the trip has moves that its file does not hold.
  ///
  /// While an item is grabbed, its moves are not yet a step, and the trip
  /// is compared with its file item by item.
  public var hasUnsavedChanges: Bool {
    editor.grab == nil ? !unsaved.isEmpty : document.hasChanges(in: editor.trip)
  }

  /// What a terminal says first: the trip's title and size, and where to find the commands.
  ///
  /// A pipe says nothing first.
  public mutating func opening() -> [String] {
    (saysSize ? [TripOverview(catalog: renderer.catalog).summary(of: trip)] : []) + hint(.help)
  }

  /// Whether ``opening()`` says the trip's title and size: not after
  /// `--new`, which has just said them ("New trip Cascadia, 1 day.").
  public var saysSize = true

  /// The date a date typed without its year counts from.
  ///
  /// `start april 10` is the next April 10 on or after it. Today, on the
  /// computer's clock (read only when a date needs it), unless a script
  /// sets it (`--today`).
  public var today: TripDate {
    get { todaySet ?? Session.todayOnTheClock() }
    set { todaySet = newValue }
  }
  /// The date ``today`` was set to, if it was.
  private var todaySet: TripDate?
  /// The empty day the user went to (`day N`) or added (`add day`), where
  /// `new` and `add` put an item while nothing else is done: the focus, on
  /// another day, cannot stand on a day with no item.
  var dayInView: Int?

  /// Answers one line of input.
  ///
  /// A blank line says nothing. Input that is not a command gets one
  /// sentence saying so, and changes nothing.
  public mutating func handle(_ line: String) -> Reply {
    if line.utf8.count > Session.maximumLineLength {
      return remembered(Reply(lines: [text.lineTooLong]))
    }
    if isAsking { return remembered(answerQuestion(line)) }
    var tokens: Tokens?
    switch CommandParser().parse(line, keeping: &tokens) {
    case nil:
      return Reply(lines: [])
    case .failure(let failure):
      let lines = sentences(for: failure, in: line, tokens: tokens)
      // A number the list cannot have is about the list: it stays.
      if failure != .unusableNumber(.entry) { conversation.numbered = nil }
      return remembered(Reply(lines: lines))
    case .success(.repeat):
      return run(.repeat)
    case .success(let command):
      return remembered(journaled { $0.run(command) })
    }
  }

  /// A line typed by someone other than the person a waiting question is
  /// for: a command that only reads is done, and the question keeps
  /// waiting for its own asker; `nil` for any other line, which waits too.
  package mutating func handleBesideQuestion(_ line: String) -> Reply? {
    guard line.utf8.count <= Session.maximumLineLength,
      case .success(let command)? = CommandParser().parse(line), command.onlyReads
    else { return nil }
    return run(command)
  }

  /// The answer to a line while a question waits: kept apart from
  /// ``handle(_:)``, so that a command, with no question waiting, never
  /// copies one.
  private mutating func answerQuestion(_ line: String) -> Reply {
    if case .restore(let recovered)? = conversation.question {
      return answerRecovery(line, recovered)
    }
    guard let question = conversation.question else { return Reply(lines: []) }
    guard let answer = answer(line) else {
      // Asked again: a blank line or another answer never drops it.
      return Reply(lines: [conversation.questionSentence])
    }
    conversation.question = nil
    conversation.numbered = nil
    return journaled { $0.answered(question, yes: answer) }
  }

  /// Answers the end of input: Ctrl-D on a terminal, the end of a pipe.
  ///
  /// On a terminal with unsaved changes it asks first, once; otherwise the
  /// session ends, saying when changes were not saved.
  public mutating func endOfInput() -> Reply {
    if case .restore? = conversation.question { return keepingRecovery() }
    return journaled { $0.ending() }
  }

  /// Asks a yes-or-no question: `sentence`, until a yes or a no answers it.
  mutating func ask(_ question: Question, _ sentence: String) -> String {
    conversation.question = question
    conversation.questionSentence = sentence
    return sentence
  }

  /// Whether a yes-or-no question waits for its answer; a line source keeps
  /// the answer out of its history.
  public var isAsking: Bool { conversation.question != nil }

  /// Whether the session waits to be told to open a file that another
  /// session has open.
  package var isAskingToOpen: Bool {
    if case .openHeld(nil, _)? = conversation.question { true } else { false }
  }

  private mutating func ending() -> Reply {
    if isInteractive, hasUnsavedChanges, !isAsking(.quit) {
      return quit()
    }
    // Input ended again at "Quit anyway?": no yes was said, and a
    // terminal that closed ends its input too. The unsaved changes wait
    // in the journal for the next time the file opens.
    if isInteractive, hasUnsavedChanges, recovery.journal?.isWritten == true {
      conversation.question = nil
      return Reply(lines: [text.recoveryKept(fileName)], quits: true, keepsJournal: true)
    }
    conversation.question = nil
    if hasUnsavedChanges { return Reply(lines: [text.notSaved(fileName)], quits: true) }
    return Reply(lines: isInteractive ? [text.goodbye] : [], quits: true)
  }

  mutating func run(_ command: SessionCommand) -> Reply {
    // A number acts on the last answer only while it is a numbered list:
    // each command that says one sets it again.
    switch command {
    case .choose, .repeat: break
    default: conversation.numbered = nil
    }
    // The empty day in view lasts while what is typed only reads, or adds
    // to it.
    switch command {
    case .where, .list, .help, .repeat, .verbosity, .history, .changes, .ideas, .selection,
      .new, .newOfKind, .add, .zones:
      break
    default: dayInView = nil
    }
    switch command {
    case .move(let move): return reply(saying: editor.perform(move))
    case .moveToPositionInDay(let rank): return moveToPosition(rank)
    case .moveNextTo(let name, let after): return moveNextTo(name, after: after)
    case .grab: return grab()
    case .drop: return reply(saying: editor.drop())
    case .cancel: return reply(saying: editor.cancel())
    case .undo: return reply(saying: editor.undo())
    case .redo: return reply(saying: editor.redo())
    case .undoSteps(let steps): return takeSteps(steps, undoing: true)
    case .redoSteps(let steps): return takeSteps(steps, undoing: false)
    case .moveNamed(let name, let move): return resolve(name, then: .move(move))
    case .history: return Reply(lines: historyLines())
    case .changes: return Reply(lines: changesLines())
    case .actions(let all): return actions(all: all)
    case .ideas: return ideasList()
    case .add(let name, let place): return add(named: name, place)
    case .new(let title, let place): return new(title, place)
    case .newOfKind(let title, let place, let kind): return new(title, place, kind: kind)
    case .remove: return reply(saying: editor.perform(.remove))
    case .delete: return reply(saying: editor.perform(.delete))
    case .fix(let fixed): return reply(saying: editor.perform(.setFixed(fixed)))
    case .zones: return Reply(lines: zoneLines())
    case .rename(let title):
      return reply(saying: editor.perform(.rename(TextCleaning.clean(title))))
    case .time(let time): return reply(saying: editor.perform(.setTime(time)))
    case .start(let typed): return start(typed)
    case .changeTrip(let change):
      if asksQuestions, let question = redatingQuestion(for: change) {
        return Reply(lines: [ask(.changeDays(change), question)])
      }
      return changeDays(change)
    case .select(let name?): return resolve(name, then: .select)
    case .select(nil): return reply(saying: editor.select())
    case .unselect(let name?): return resolve(name, then: .unselect)
    case .unselect(nil): return reply(saying: editor.unselect())
    case .selection: return reply(saying: editor.whatIsSelected())
    case .clearSelection: return reply(saying: editor.clearSelection())
    case .choose(let number): return choose(number)
    case .where: return reply(saying: editor.whereIsFocus())
    case .next: return focusNeighbour(following: true)
    case .previous: return focusNeighbour(following: false)
    case .first: return focusEnd(last: false)
    case .last: return focusEnd(last: true)
    case .day(let day): return focusDay(day)
    case .focus(let name): return focus(named: name)
    case .list(let scope): return list(scope)
    case .verbosity(let level): return verbosity(level)
    case .repeat:
      return Reply(
        lines: conversation.lastAnswer.isEmpty ? [text.nothingToRepeat] : conversation.lastAnswer)
    case .open(let path): return typed(path) { $0.open($1) }
    case .newTrip(let title): return newTrip(title)
    case .save(let force): return save(force: force)
    case .saveAs(let path): return typed(path) { $0.save(as: $1) }
    case .export(let path): return typed(path) { $0.export(to: $1) }
    case .importCalendar(let path, let first, let last):
      return typed(path) { $0.importCalendar(from: $1, between: first, and: last) }
    case .help(let topic): return Reply(lines: help(topic))
    case .quit: return quit()
    }
  }

  /// An announcement, said as the renderer words it.
  mutating func reply(saying announcement: Announcement) -> Reply {
    lastAnnouncement = announcement
    // A trip with no items yet: what to do instead, said once.
    if announcement == .noItems {
      return Reply(lines: [line(renderer.text(for: announcement), hinting: .newItem)])
    }
    // "Set time…" from a menu: the REPL's picker is the time command.
    if case .choosingTime = announcement {
      return Reply(lines: [line(renderer.text(for: announcement), hinting: .time)])
    }
    return Reply(lines: [renderer.text(for: announcement)])
  }

  /// A hint's line the first time it is wanted, and nothing after.
  mutating func hint(_ hint: SessionText.Hint) -> [String] {
    conversation.hintsGiven.insert(hint).inserted ? [text.hint(hint)] : []
  }

  /// `line`, with `hint` joined to it the first time that hint is wanted.
  mutating func line(_ line: String, hinting hint: SessionText.Hint) -> String {
    ([line] + self.hint(hint)).joined(separator: " ")
  }

  mutating func remembered(_ reply: Reply) -> Reply {
    if !reply.lines.isEmpty { conversation.lastAnswer = reply.lines }
    return reply
  }

  private mutating func grab() -> Reply {
    let announcement = editor.grabFocused()
    var reply = reply(saying: announcement)
    switch announcement {
    case .grabbed: reply.lines += hint(.grab)
    case .itemsGrabbed:
      // One grab hint in a session, worded for the items held.
      if conversation.hintsGiven.insert(.grab).inserted { reply.lines.append(text.grabItemsHint) }
    default: break
    }
    return reply
  }

  private mutating func verbosity(_ level: Verbosity?) -> Reply {
    guard let level else {
      return Reply(lines: [text.verbosity(renderer.verbosity, changed: false)])
    }
    renderer.verbosity = level
    return Reply(lines: [text.verbosity(level, changed: true)])
  }

  mutating func moveToPosition(_ rank: Int) -> Reply {
    guard let focus = editor.focus, let day = trip.position(of: focus)?.day else {
      return reply(saying: .noItems)
    }
    return reply(saying: editor.perform(.toPosition(Position(day: day, rank: rank))))
  }
}
