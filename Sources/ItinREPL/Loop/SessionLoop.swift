import ItinSession

/// Runs a session over a line source until it quits or input ends: each
/// line in, its answer out, and, when recording, each step to the
/// transcript.
public struct SessionLoop {
  /// Where answers go, one line at a time.
  public var say: (String) -> Void
  /// The recording, if any.
  public var recorder: TranscriptRecorder?

  public init(say: @escaping (String) -> Void, recorder: TranscriptRecorder? = nil) {
    self.say = say
    self.recorder = recorder
  }

  /// Runs until `quit` or the end of input, and returns the program's exit
  /// status.
  ///
  /// On a terminal the session says its opening first; through a pipe it
  /// says only answers. On both, what ``Session/start()`` says comes before
  /// anything is read: that another session has the file open, and a
  /// recovery journal left by a session that did not end.
  @discardableResult
  public mutating func run(_ session: inout Session, reading source: inout some LineSource)
    -> Int32
  {
    let start = session.start()
    // The trip is not opened until a question about another session is
    // answered: its opening waits for the yes.
    if session.isInteractive, !session.isAskingToOpen { session.opening().forEach(say) }
    start.lines.forEach(say)
    if start.quits {
      session.close()
      return start.exitStatus
    }
    source.sessionChanged(session)
    while true {
      let reply: Reply
      if let line = source.nextLine() {
        reply = session.handle(line)
        recorder?.record(line, reply)
      } else {
        reply = session.endOfInput()
        recorder?.recordEnd(reply)
      }
      reply.lines.forEach(say)
      if reply.quits {
        session.close()
        return reply.exitStatus
      }
      source.sessionChanged(session)
    }
  }
}
