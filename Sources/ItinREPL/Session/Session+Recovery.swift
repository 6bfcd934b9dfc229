import ItineraryCore
import ReorderCommands

/// How the trip and its file last met, for "changed on disk since it was opened".
enum FileEvent: String, Hashable, Sendable {
  case opened, saved
}

extension Session {
  static func journal(in folder: String?, for path: String?) -> RecoveryJournal? {
    guard let folder, let path else { return nil }
    return RecoveryJournal(folder: folder, tripPath: path)
  }

  /// The question a journal left by a session that did not end asks, if the
  /// trip's file has one: how many unsaved moves it holds, and whether to
  /// restore them.
  ///
  /// Until it is answered, every other line is asked it again; quitting
  /// keeps the journal for the next time.
  public mutating func recoveryOffer() -> [String] {
    guard let recovered = journal?.recovered(for: document) else { return [] }
    return [
      ask(
        .restore(recovered),
        SessionText.recoveryQuestion(
          fileName, count: recovered.steps.count, fileChanged: recovered.fileChangedSince))
    ]
  }

  /// Runs `change`, then takes what it did to the trip's history (a step
  /// done or redone, or one undone) into the unsaved items, and writes it to
  /// the recovery journal.
  ///
  /// A reply that ends the session is a clean end, which removes the journal.
  mutating func journaled(_ change: (inout Session) -> Reply) -> Reply {
    let generation = editorGeneration
    let undoCount = editor.history.undoSteps.count
    let newest = editor.history.undoSteps.last
    let reply = change(&self)
    if reply.quits {
      // A clean end: the unsaved moves were saved, or the user let them go.
      journal?.remove()
      return reply
    }
    guard generation == editorGeneration, editor.grab == nil else { return reply }
    // A step that takes back the journal's newest pops it; any other is
    // pushed, so an undo past the file's state is kept as its reverse.
    let step: HistoryStep
    let count = editor.history.undoSteps.count
    if count == undoCount + 1, let done = editor.history.undoSteps.last {
      step = done
    } else if count == undoCount - 1, let undone = newest {
      step = undone.reversed
    } else {
      return reply
    }
    unsaved.update(with: step.changes, document: document)
    // A check of debug builds, left out of what the complexity tests count.
    assert(
      VisitCounter.$current.withValue(nil) {
        unsaved.isEmpty == !document.hasChanges(in: editor.trip)
      }, "the unsaved items are out of step with the trip")
    guard var journal else { return reply }
    let event: RecoveryJournal.Event =
      journal.steps.last?.reversed == step ? .pop : .push(step)
    if hasUnsavedChanges {
      journal.record(event, base: document)
    } else {
      journal.remove()
    }
    self.journal = journal
    return reply
  }

  /// The answer to a line while the recovery question waits.
  mutating func answerRecovery(_ line: String, _ recovered: RecoveryJournal.Recovered) -> Reply {
    if let yes = Session.answer(line) {
      question = nil
      return answered(.restore(recovered), yes: yes)
    }
    switch CommandParser().parse(line) {
    case .success(.quit): return keepingRecovery()
    default: return Reply(lines: [SessionText.recoveryPending(count: recovered.steps.count)])
    }
  }

  mutating func restore(_ recovered: RecoveryJournal.Recovered) -> Reply {
    do {
      try editor.replay(recovered.steps)
    } catch {
      journal?.remove()
      return Reply(lines: [SessionText.recoveryDoesNotFit(fileName)])
    }
    unsaved = UnsavedItems(document: document, trip: editor.trip)
    journal?.rewrite(recovered.steps, base: document)
    return Reply(lines: [SessionText.restored(count: recovered.steps.count)])
  }

  mutating func discard(_ recovered: RecoveryJournal.Recovered) -> Reply {
    journal?.remove()
    return Reply(lines: [SessionText.discarded(count: recovered.steps.count)])
  }

  /// Ends the session with the recovery question unanswered: the journal stays.
  mutating func keepingRecovery() -> Reply {
    question = nil
    journal = nil
    return Reply(lines: [SessionText.recoveryKept(fileName)], quits: true)
  }
}
