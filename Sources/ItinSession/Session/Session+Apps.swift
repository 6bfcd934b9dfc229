import ItineraryCore
import ReorderCommands

/// What an interface other than a line of text asks of a session: a web
/// page, or an app that keeps the REPL's file guarantees.
///
/// Each call is kept as a typed command is: a change is one step of the
/// history, written to the recovery journal, counted among the unsaved
/// changes and saved atomically by `save`; a question waiting (a file
/// changed on disk, a journal to restore) is asked again until
/// ``answer(yes:)`` answers it.
extension Session {
  /// Runs a command as if it had been typed.
  public mutating func perform(_ command: SessionCommand) -> Reply {
    guard !isAsking else { return Reply(lines: [conversation.questionSentence]) }
    if command == .repeat { return run(.repeat) }
    return remembered(journaled { $0.run(command) })
  }

  /// Runs a command read from a field (``SessionCommand/time(typed:)``,
  /// ``SessionCommand/start(typed:)``, ``SessionCommand/label(typed:day:)``,
  /// ``SessionCommand/city(typed:day:)``), or says why what was typed could
  /// not be read, as the REPL says it ("25 pm is not a time.").
  public mutating func perform(_ read: Result<SessionCommand, ParseFailure>) -> Reply {
    switch read {
    case .success(let command): return perform(command)
    case .failure(let failure):
      guard !isAsking else { return Reply(lines: [conversation.questionSentence]) }
      return Reply(lines: sentences(for: failure, in: ""))
    }
  }

  /// Changes the trip through its editor, as a command would: `body` gets
  /// the editor and returns what it did, which is said as the renderer
  /// words it.
  ///
  /// Returns the announcement, for its priority, and the lines to say: the
  /// announcement's sentence, then any about the recovery journal. While a
  /// question waits, `body` is not run: the question is said again, and the
  /// announcement is `nil`.
  public mutating func change(_ body: (inout Editor) -> Announcement) -> (
    announcement: Announcement?, reply: Reply
  ) {
    guard !isAsking else { return (nil, Reply(lines: [conversation.questionSentence])) }
    conversation.numbered = nil
    dayInView = nil
    var said: Announcement?
    let reply = remembered(
      journaled { session in
        let announcement = body(&session.editor)
        said = announcement
        return session.reply(saying: announcement)
      })
    return (said, reply)
  }

  /// The yes-or-no question waiting for an answer, as it was said; `nil`
  /// when none waits.
  public var waitingQuestion: String? { isAsking ? conversation.questionSentence : nil }

  /// Answers the question waiting with a yes or a no, as the words of the
  /// session's language would.
  public mutating func answer(yes: Bool) -> Reply {
    guard let question = conversation.question else { return Reply(lines: []) }
    conversation.question = nil
    conversation.numbered = nil
    if case .restore(let recovered) = question {
      return remembered(answered(.restore(recovered), yes: yes))
    }
    return remembered(journaled { $0.answered(question, yes: yes) })
  }

  /// Leaves how to type a time or a date to an interface's own fields: a
  /// time or a date not taken is then said plainly ("25 pm is not a
  /// time."), without the REPL's hint, which names its commands ("Type
  /// time 7 pm, time 19 30, or time none.").
  public mutating func leaveTimeAndDateHintsToFields() {
    conversation.hintsGiven.formUnion([.time, .start])
  }

  /// Switches the language answers are said in from now on; the words that
  /// answer a question stay those of the language the session began in.
  public mutating func switchLanguage(to catalog: Catalog) {
    guard catalog.language != renderer.catalog.language else { return }
    renderer = AnnouncementRenderer(verbosity: renderer.verbosity, catalog: catalog)
  }
}

extension Session {
  /// Ends a session that no line source ends (a server stopped with
  /// Control-C): what to say, and the file's marker removed.
  ///
  /// Unsaved changes that the recovery journal holds stay in it, offered
  /// back the next time the file opens, as when a terminal closes; without
  /// a journal, they are said to be lost.
  public mutating func stop() -> [String] {
    defer { close() }
    guard hasUnsavedChanges else {
      recovery.journal?.remove()
      return []
    }
    if recovery.journal?.isWritten == true { return [text.recoveryKept(fileName)] }
    return [text.notSaved(fileName)]
  }
}
