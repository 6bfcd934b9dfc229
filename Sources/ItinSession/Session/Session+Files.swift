import Foundation
import ItineraryCore
import ReorderCommands

extension Session {
  /// How the trip's file is named in a sentence: its last path component,
  /// or the sample trip (`session.sampleTrip`), which counts as opened
  /// when the session starts.
  var fileName: String {
    path.map(Session.name(of:))
      ?? (isNewTrip ? SpokenText.clean(document.trip.title) : text.sampleTrip)
  }

  package static func name(of path: String) -> String {
    let component = URL(fileURLWithPath: path).lastPathComponent
    return SpokenText.shortened(component.isEmpty ? path : component)
  }

  /// `open PATH`: reads and checks the file first; a file that another
  /// session has open is refused through a pipe and asked about on a
  /// terminal; a trip with unsaved changes asks before it is replaced.
  mutating func open(_ path: String) -> Reply {
    if let waiting = editor.waitingForGrab(.open) { return reply(saying: waiting) }
    if let refusal = outsideConfinement(path) { return refusal }
    let opened: TripDocument
    switch TripOpener.open(path: path, catalog: renderer.catalog) {
    case .failure(let failure): return Reply(lines: failure.lines)
    case .success(let document): opened = document
    }
    if !isSameFile(path), isHeldElsewhere(path) {
      let name = Session.name(of: path)
      guard isInteractive else { return Reply(lines: [text.heldRefusal(name)]) }
      return Reply(lines: [ask(.openHeld(opened, path: path), text.heldQuestion(name))])
    }
    return replace(with: opened, path: path)
  }

  /// `new trip TITLE`: an empty trip of one day, to be saved with `save
  /// as PATH`, after a question when this trip has unsaved changes.
  mutating func newTrip(_ title: String) -> Reply {
    if let waiting = editor.waitingForGrab(.open) { return reply(saying: waiting) }
    let title = TextCleaning.clean(title)
    guard !TextCleaning.isBlank(title) else { return Reply(lines: [text.blankTripTitle]) }
    let trip: Trip
    do {
      trip = try Trip(title: title, days: [Day()], items: [])
    } catch {
      return Reply(lines: [text.blankTripTitle])
    }
    let fresh = TripDocument(trip: trip)
    guard !hasUnsavedChanges else {
      return Reply(lines: [
        ask(.newTrip(fresh), text.newTripQuestion(fileName, title: title))
      ])
    }
    return begin(fresh)
  }

  /// Puts a new trip in the session: no file yet, no journal.
  mutating func begin(_ fresh: TripDocument) -> Reply {
    editor = Editor(trip: fresh.trip)
    editorGeneration += 1
    document = fresh
    path = nil
    fileEvent = .opened
    savedDepth = 0
    conversation.numbered = nil
    recovery.journal?.remove()
    recovery.journal = nil
    isNewTrip = true
    return Reply(lines: [line(text.newTrip(fresh.trip), hinting: .saveAs)])
  }

  /// Opens a file that is free to open: at once, or after a question when
  /// this trip has unsaved changes.
  private mutating func replace(with opened: TripDocument, path: String) -> Reply {
    guard !hasUnsavedChanges else {
      return Reply(lines: [
        ask(
          .open(opened, path: path),
          text.openQuestion(fileName, opening: Session.name(of: path)))
      ])
    }
    return switchTo(opened, path: path)
  }

  /// Whether `path` names the file this session has open, however it is
  /// spelt: `./trip.json`, an absolute path, a link, or another hard link.
  func isSameFile(_ path: String) -> Bool {
    guard let current = self.path else { return false }
    return current == path || ResolvedPath.sameFile(current, path)
  }

  private mutating func switchTo(_ opened: TripDocument, path: String) -> Reply {
    editor = Editor(trip: opened.trip)
    editorGeneration += 1
    document = opened
    self.path = path
    isNewTrip = false
    fileEvent = .opened
    savedDepth = 0
    conversation.numbered = nil
    recovery.journal?.remove()
    recovery.journal = Session.journal(in: recovery.folder, for: path, owner: recovery.owner)
    claimFile(path)
    return Reply(lines: [text.opened(Session.name(of: path), opened.trip)] + recoveryOffer())
  }

  /// `save`: to the file the trip came from.
  ///
  /// A file that changed on disk since it was opened or saved is replaced
  /// only after a yes on a terminal, or with `save anyway` (or `save!`).
  mutating func save(force: Bool = false) -> Reply {
    if let waiting = editor.waitingForGrab(.save) { return reply(saying: waiting) }
    guard let path else {
      let noFile = isNewTrip ? text.noFileYet(fileName) : text.sampleHasNoFile
      return Reply(lines: [line(noFile, hinting: .saveAs)])
    }
    return write(to: path, force: force)
  }

  /// `save as PATH`: to a new file, which later saves go to.
  ///
  /// Another file already there is replaced only after a yes.
  mutating func save(as path: String) -> Reply {
    if let waiting = editor.waitingForGrab(.save) { return reply(saying: waiting) }
    if let refusal = outsideConfinement(path) { return refusal }
    // The open trip by another name is saved as `save` saves it: checked
    // for changes on disk, and kept under the name it was opened by.
    if isSameFile(path), let current = self.path { return write(to: current) }
    if isHeldElsewhere(path) {
      return Reply(lines: [text.heldSaveRefusal(Session.name(of: path))])
    }
    // Only a regular file is asked about: a pipe or a device is refused
    // at once, with its reason, as the save would refuse it after a yes.
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
      return Reply(lines: [
        ask(.replace(path: path), text.replaceQuestion(Session.name(of: path)))
      ])
    }
    return write(to: path)
  }

  /// The refusal of a path outside the folder the session is kept in, if
  /// it is; `nil` when the session may use it.
  func outsideConfinement(_ path: String) -> Reply? {
    guard let confinement, !ResolvedPath.isInside(path, folder: confinement) else { return nil }
    return Reply(lines: [text.outsideReplay(Session.name(of: path))])
  }

  private mutating func write(to path: String, force: Bool = false) -> Reply {
    if let refusal = outsideConfinement(path) { return refusal }
    if !force, isSameFile(path), document.hasChangedOnDisk(atPath: path) {
      let name = Session.name(of: path)
      guard asksQuestions else {
        return Reply(lines: [
          line(text.notOverwritten(name, since: fileEvent), hinting: .forceSave)
        ])
      }
      return Reply(lines: [
        ask(.overwrite(path: path), text.overwriteQuestion(name, since: fileEvent))
      ])
    }
    do {
      document = try document.save(editor.trip, toPath: path, replacingReadOnlyFile: force)
      recovery.journal?.remove()
      if path != self.path {
        recovery.journal = Session.journal(in: recovery.folder, for: path, owner: recovery.owner)
        claimFile(path)
      }
      self.path = path
      fileEvent = .saved
      savedDepth = editor.history.undoSteps.count
      return Reply(lines: [text.saved(Session.name(of: path))])
    } catch {
      switch error {
      case .access(let error) where error.reason == .readOnlyFile:
        let name = Session.name(of: path)
        guard asksQuestions else {
          let refusal = ProblemRenderer(catalog: renderer.catalog).sentence(for: error)
          return Reply(lines: [line(refusal, hinting: .forceSave)])
        }
        return Reply(lines: [ask(.overwrite(path: path), text.readOnlyQuestion(name))])
      case .access(let error):
        return Reply(lines: [ProblemRenderer(catalog: renderer.catalog).sentence(for: error)])
      case .mismatch: return Reply(lines: [text.saveMismatch])
      }
    }
  }

  /// `quit`: ends the session.
  ///
  /// With unsaved changes, a terminal asks first and a pipe says they were not saved.
  mutating func quit() -> Reply {
    guard hasUnsavedChanges else { return Reply(lines: [text.goodbye], quits: true) }
    guard isInteractive else {
      return Reply(lines: [text.notSaved(fileName)], quits: true)
    }
    return Reply(lines: [ask(.quit, text.quitQuestion(fileName))], asksToQuit: true)
  }

  /// The outcome of a yes or a no.
  mutating func answered(_ question: Question, yes: Bool) -> Reply {
    switch question {
    case .quit:
      guard yes else { return Reply(lines: [text.notQuitting]) }
      return Reply(lines: [text.notSaved(fileName)], quits: true)
    case .open(let opened, let path):
      guard yes else { return Reply(lines: [text.notOpened]) }
      return switchTo(opened, path: path)
    case .newTrip(let fresh):
      guard yes else { return Reply(lines: [text.noNewTrip]) }
      return begin(fresh)
    case .importTrip(let fresh, let file, let notes):
      guard yes else { return Reply(lines: [text.notImported]) }
      return beginImported(fresh, file: file, notes: notes)
    case .openHeld(let opened?, let path):
      guard yes else { return Reply(lines: [text.notOpened]) }
      return replace(with: opened, path: path)
    case .openHeld(nil, let path):
      // The file the session started on: no, and there is nothing to do.
      guard yes else { return Reply(lines: [text.notOpened], quits: true) }
      claimFile(path)
      // The opening a terminal says first, held back for the question.
      return Reply(lines: (isInteractive ? opening() : []) + recoveryOffer())
    case .replace(let path):
      guard yes else { return Reply(lines: [text.notReplaced]) }
      return write(to: path)
    case .overwrite(let path):
      guard yes else { return Reply(lines: [text.notReplaced]) }
      return write(to: path, force: true)
    case .exportReplace(let path, let format):
      guard yes else { return Reply(lines: [text.notExported]) }
      return export(to: path, as: format, replacing: true)
    case .restore(let recovered):
      return yes ? restore(recovered) : discard(recovered)
    case .undoAll(let count):
      guard yes else { return Reply(lines: [text.notUndone]) }
      return take(count, undoing: true, all: false)
    case .changeDays(let change):
      guard yes else { return Reply(lines: [text(.daysNotChanged)]) }
      return changeDays(change, asked: true)
    }
  }

  func isAsking(_ kind: Question) -> Bool {
    switch (conversation.question, kind) {
    case (.quit?, .quit): true
    default: false
    }
  }

  /// `yes` or `no` (or `y`, `n`), in any case, or the words of the
  /// session's language that say them ("sí", "ja", "oui"); `nil` for
  /// anything else.
  func answer(_ line: String) -> Bool? {
    answerWords.answer(line)
  }

  /// `line` as an answer in `catalog`'s language, or English.
  ///
  /// Dictation's punctuation around it is no part of it: "Sí.", "¡Ja!" and
  /// "yes." answer as the word does.
  package static func answer(_ line: String, in catalog: Catalog) -> Bool? {
    AnswerWords(catalog: catalog).answer(line)
  }
}

/// The words that answer a question yes or no in a language, and English:
/// read from the catalog once a session, not at every line.
struct AnswerWords: Sendable {
  let yes: Set<String>
  let no: Set<String>
  /// The longest of them, in UTF-8 bytes: a longer line is no answer, and
  /// is not trimmed or lowered to find out.
  let longest: Int
  /// The catalog's own texts of the answers, which the words are read from
  /// (with English's).
  private let said: (yes: String, no: String)

  /// English's words, read once for every session whose catalog says the
  /// answers as English does.
  private static let english = AnswerWords(reading: .english)

  init(catalog: Catalog) {
    let text = SessionText(catalog: catalog)
    let english = AnswerWords.english
    if text(.answerYes) == english.said.yes, text(.answerNo) == english.said.no {
      self = english
    } else {
      self.init(reading: catalog)
    }
  }

  /// The words of `catalog`'s answers, and English's, read from them.
  private init(reading catalog: Catalog) {
    let text = SessionText(catalog: catalog)
    said = (text(.answerYes), text(.answerNo))
    yes = text.answers(yes: true)
    no = text.answers(yes: false)
    longest = yes.union(no).map(\.utf8.count).max() ?? 0
  }

  /// Spaces, line breaks and dictation's punctuation, around an answer.
  private static let around = CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters)
  /// Whether each ASCII byte is one of ``around``.
  private static let asciiAround: [Bool] = (0..<128).map {
    around.contains(Unicode.Scalar(UInt8($0)))
  }

  /// What `line` answers: yes, no, or `nil` for anything else.
  func answer(_ line: String) -> Bool? {
    // Room for dictation's marks around the word ("¿Sí?", " yes. ").
    guard line.utf8.count <= longest + 16 else { return nil }
    let word =
      AnswerWords.asciiWord(line)
      ?? line.trimmingCharacters(in: AnswerWords.around).lowercased()
    if yes.contains(word) { return true }
    if no.contains(word) { return false }
    return nil
  }

  /// A line of ASCII, as nearly every typed line is, trimmed of ``around``
  /// and lowered on its bytes, where a byte is a scalar: what Foundation's
  /// trimming and lowering give, at a fraction of their cost; `nil` for
  /// any other line.
  private static func asciiWord(_ line: String) -> String? {
    var line = line
    return line.withUTF8 { bytes in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      guard let first = bytes.firstIndex(where: { !asciiAround[Int($0)] }),
        let last = bytes.lastIndex(where: { !asciiAround[Int($0)] })
      else { return "" }
      let word = bytes[first...last]
      return String(unsafeUninitializedCapacity: word.count) { output in
        for (offset, byte) in word.enumerated() {
          output[offset] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
        }
        return word.count
      }
    }
  }
}
