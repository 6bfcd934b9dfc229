import Foundation
import ItineraryCore
import ReorderCommands

/// How the trip and its file last met, for "changed on disk since it was opened".
enum FileEvent: String, Hashable, Sendable {
  case opened, saved
}

extension Session {
  /// What a session keeps to recover its trip after a crash: the folder of
  /// journals and open-file markers, its own journal and marker, and a
  /// journal left by a session that did not end.
  struct Recovery: Sendable {
    /// The folder of recovery journals and open-file markers, or `nil` to
    /// keep none.
    let folder: String?
    /// This session, as its journal and marker name it.
    let owner: SessionToken
    /// Whether a file that another session has open is opened all the
    /// same, without asking.
    let openAnyway: Bool
    /// This session's recovery journal of the trip's file.
    var journal: RecoveryJournal?
    /// The marker that tells other sessions this one has the trip's file
    /// open.
    var claim: FileClaim?
    /// The journal of a session that did not end, offered back.
    var offered: RecoveryJournal?
    /// Whether the session said that its journal could not be written,
    /// and has not yet said that it could again.
    var isOff = false
  }

  static func journal(in folder: String?, for path: String?, owner: SessionToken)
    -> RecoveryJournal?
  {
    guard let folder, let path else { return nil }
    return RecoveryJournal(folder: folder, tripPath: path, owner: owner)
  }

  /// What the session says before the first line is read, and whether it
  /// ends there.
  ///
  /// When another session has the trip's file open, a terminal asks
  /// whether to open it anyway, and a pipe refuses, ending with exit status
  /// 1, unless the session was made to open it anyway. Then the file is
  /// marked as open in this session, and a journal left by a session that
  /// did not end is offered back (``recoveryOffer()``).
  public mutating func start() -> Reply {
    guard let path, let folder = recovery.folder else { return Reply(lines: []) }
    // Looking for other sessions' markers and making this one's own are one step.
    let held = FileClaim.whileLocked(in: folder) {
      if isHeldElsewhere(path) { return true }
      claimFile(path)
      return false
    }
    if held {
      guard isInteractive else {
        return Reply(lines: [text.heldAtStart(fileName)], quits: true, exitStatus: 1)
      }
      return Reply(lines: [ask(.openHeld(nil, path: path), text.heldQuestion(fileName))])
    }
    return Reply(lines: recoveryOffer())
  }

  /// Ends the session's hold on its file: the marker goes.
  ///
  /// The journal stays if it holds unsaved changes.
  public mutating func close() {
    recovery.claim?.remove()
    recovery.claim = nil
  }

  /// Marks `path` as open in this session, and the file before it as not.
  mutating func claimFile(_ path: String) {
    recovery.claim?.remove()
    guard let folder = recovery.folder else { return }
    let claim = FileClaim(folder: folder, tripPath: path, owner: recovery.owner)
    claim.make()
    self.recovery.claim = claim
  }

  /// Whether another session, still running, has the file at `path` open.
  func isHeldElsewhere(_ path: String) -> Bool {
    guard !recovery.openAnyway, let folder = recovery.folder else { return false }
    return !FileClaim.holders(of: path, in: folder, besides: recovery.owner).isEmpty
  }

  /// The question a journal left by a session that did not end asks, if the
  /// trip's file has one.
  ///
  /// It says how many unsaved changes the journal holds, and asks whether to
  /// restore them; first, when part of the journal could not be read, it
  /// says that the changes after them are lost. The newest such journal is
  /// offered first; an older one waits for the next time the file opens.
  /// A journal that cannot be read at all is said and set aside, and one
  /// that holds no step is removed.
  ///
  /// Until it is answered, every other line is asked it again; quitting
  /// keeps the journal for the next time.
  public mutating func recoveryOffer() -> [String] {
    guard let folder = recovery.folder, let path else { return [] }
    var lines: [String] = []
    for left in RecoveryJournal.leftBehind(for: path, in: folder) {
      guard var recovered = left.recovered(for: document) else { continue }
      guard !recovered.steps.isEmpty else {
        if recovered.isCut {
          left.setAside()
          lines.append(text.recoveryUnreadable(fileName))
        } else {
          // Its steps were all undone: it holds nothing.
          var empty = left
          empty.remove()
        }
        continue
      }
      recovery.offered = left
      if recovered.isCut {
        lines.append(text.recoveryPartLost(fileName, readable: recovered.steps.count))
        recovered.isCut = false
      }
      lines.append(
        ask(
          .restore(recovered),
          text.recoveryQuestion(
            fileName, count: recovered.steps.count, fileChanged: recovered.fileChangedSince)))
      break
    }
    return lines
  }

  /// Runs `change`, then takes what it did to the trip's history (a step
  /// done or redone, or one undone) into the unsaved items, and writes it to
  /// the recovery journal.
  ///
  /// A reply that ends the session is a clean end, which removes the journal.
  mutating func journaled(_ change: (inout Session) -> Reply) -> Reply {
    let generation = editorGeneration
    let edits = editor.editCount
    let undoCount = editor.history.undoSteps.count
    let nextRedo = editor.history.redoSteps.last
    var reply = change(&self)
    if reply.quits {
      // A clean end: the unsaved changes were saved, or the user let them go.
      if !reply.keepsJournal { recovery.journal?.remove() }
      return reply
    }
    guard generation == editorGeneration, editor.grab == nil else { return reply }
    // The steps done or redone, in order; or those undone, in the order
    // they were undone (the newest of the redo steps now), each as its
    // reverse, so that an undo past the file's state is kept too.
    let steps = editor.history.steps(takenSince: undoCount)
    if steps.isEmpty { return reply }
    // A new step, not a redo, cuts off the steps that led on to a save.
    if steps.count == 1, !steps[0].undone, steps[0].step != nextRedo, let saved = savedDepth,
      saved > undoCount
    {
      savedDepth = nil
    }
    var written = true
    for step in steps where !journal(step) { written = false }
    reply.lines += recoveryChange(written: written)
    followEdits(in: steps, from: edits)
    // A check of debug builds, left out of what the complexity tests count.
    assert(
      VisitCounter.$current.withValue(nil) {
        unsaved.isEmpty == !document.hasChanges(in: editor.trip)
      }, "the unsaved items are out of step with the trip")  // not said: a debug check
    return reply
  }

  /// Takes the edits among steps just made, undone or redone into the title
  /// matcher, so that it need not be made again; a matcher that missed an
  /// edit is let go, and made again when a name is next looked up.
  private mutating func followEdits(in taken: [TakenStep], from edits: Int) {
    guard editor.editCount != edits, var matcher = titleMatcher else { return }
    titleMatcher = nil
    // The item edits, a change of the days' among them (its items made
    // ideas, or put back).
    let made = taken.map(\.asTaken).flatMap { step in
      step.tripEdit?.itemEdits ?? step.edit.map { [$0] } ?? []
    }
    guard matcher.generation == editorGeneration, matcher.edits == edits,
      made.count == editor.editCount - edits
    else { return }
    for edit in made { matcher.matcher.record(edit) }
    matcher.edits = editor.editCount
    titleMatcher = matcher
  }

  /// Takes one step into the unsaved items and the recovery journal: it
  /// pops the journal's newest step when it takes that back, and is pushed
  /// otherwise; back at the file's state, the journal is cut back to its
  /// header.
  ///
  /// Returns false when the journal could not be written.
  private mutating func journal(_ taken: TakenStep) -> Bool {
    // A step and its reverse touch the same items; a change of the days is
    // compared as it was just taken.
    let compared = taken.undone && taken.step.tripEdit != nil ? taken.asTaken : taken.step
    unsaved.update(with: compared, trip: editor.trip, document: document)
    // The journal is read and changed where it stands: a copy taken out and
    // put back would copy all its steps each time.
    guard recovery.journal != nil else { return true }
    if hasUnsavedChanges {
      // An undo takes back the newest step when that is the step undone.
      let pops =
        taken.undone
        ? recovery.journal?.steps.last == taken.step
        : recovery.journal?.steps.last?.reversed == taken.step
      let fingerprint = fingerprintOfDocument()
      return recovery.journal?.record(
        pops ? .pop : .push(taken.asTaken), base: document, fingerprint: fingerprint) ?? true
    }
    recovery.journal?.emptied()
    return true
  }

  /// What to say when the journal stops being written, or is written again
  /// after that was said: each once.
  ///
  /// A change that leaves nothing unsaved writes no journal, and says
  /// nothing: recovery is back once a change is written again.
  mutating func recoveryChange(written: Bool) -> [String] {
    if !written, !recovery.isOff {
      recovery.isOff = true
      return [text.recoveryOff]
    }
    if written, recovery.isOff, recovery.journal?.isWritten == true {
      recovery.isOff = false
      return [text.recoveryBack]
    }
    return []
  }

  /// The fingerprint of the document's bytes: made when the document was
  /// set, in a session that keeps a journal, the only one that asks.
  func fingerprintOfDocument() -> Fingerprint {
    documentFingerprint ?? Fingerprint(document.bytes)
  }

  /// The answer to a line while the recovery question waits.
  mutating func answerRecovery(_ line: String, _ recovered: RecoveryJournal.Recovered) -> Reply {
    if let yes = answer(line) {
      conversation.question = nil
      return answered(.restore(recovered), yes: yes)
    }
    switch CommandParser().parse(line) {
    case .success(.quit): return keepingRecovery()
    default: return Reply(lines: [text.recoveryPending(count: recovered.steps.count)])
    }
  }

  /// Restores every step that still fits the trip, in order, each as a
  /// step of this history; those that no longer fit (an item deleted from
  /// the file in another session, say) are named, and kept with the whole
  /// journal in the recovery folder, where no session offers them again.
  mutating func restore(_ recovered: RecoveryJournal.Recovered) -> Reply {
    defer { recovery.offered = nil }
    var restored: [HistoryStep] = []
    var left: [HistoryStep] = []
    for step in recovered.steps {
      if let taken = editor.replayFitting(step) {
        restored.append(taken)
      } else {
        left.append(step)
      }
    }
    var notFitting: [String] = []
    if !left.isEmpty {
      // Kept where no session offers it again: nothing is deleted unasked.
      recovery.offered?.setAside()
      notFitting = [
        text.notRestored(
          left.map { renderer.label(for: $0) }, file: fileName,
          folder: Session.spokenFolder(recovery.folder))
      ]
      guard !restored.isEmpty else {
        return Reply(lines: [text.recoveryDoesNotFit(fileName)] + notFitting)
      }
    }
    unsaved = UnsavedItems(document: document, trip: editor.trip)
    // The file is the trip before the restored steps.
    savedDepth = 0
    // The steps are this session's now: its own journal holds them.
    let fingerprint = fingerprintOfDocument()
    let written =
      recovery.journal?.rewrite(restored, base: document, fingerprint: fingerprint) ?? true
    // The journal left behind goes only once this session's holds its steps.
    if written, left.isEmpty { recovery.offered?.remove() }
    let said =
      left.isEmpty
      ? text.restored(count: restored.count)
      : text.restoredOf(restored.count, count: recovered.steps.count)
    return Reply(lines: [said] + notFitting + recoveryChange(written: written))
  }

  /// A folder as it is said: the home folder as `~`.
  static func spokenFolder(_ folder: String?) -> String {
    guard let folder else { return "" }
    let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
    guard !home.isEmpty, home != "/", folder.hasPrefix(home + "/") else { return folder }
    return "~" + folder.dropFirst(home.count)
  }

  mutating func discard(_ recovered: RecoveryJournal.Recovered) -> Reply {
    recovery.offered?.remove()
    recovery.offered = nil
    return Reply(lines: [text.discarded(count: recovered.steps.count)])
  }

  /// Ends the session with the recovery question unanswered: the journal stays.
  mutating func keepingRecovery() -> Reply {
    conversation.question = nil
    recovery.offered = nil
    return Reply(lines: [text.recoveryKept(fileName)], quits: true)
  }
}
