/// What a session says in answer to one line, and whether it is done.
public struct Reply: Hashable, Sendable {
  /// The lines to say, in order; each is one short sentence.
  public var lines: [String]
  /// Whether the session ends after these lines.
  public var quits: Bool
  /// Whether the lines ask the yes-or-no question a terminal asks before quitting with unsaved
  /// changes.
  ///
  /// A pipe never gets it, so a recording keeps only its outcome.
  public var asksToQuit: Bool
  /// The program's exit status when the lines end the session: 0, or 1
  /// when the session could not start (its file is open in another session).
  public var exitStatus: Int32
  /// Whether the session ends keeping its recovery journal: input ended
  /// with the changes unsaved and not let go.
  var keepsJournal = false

  public init(lines: [String], quits: Bool = false, asksToQuit: Bool = false, exitStatus: Int32 = 0)
  {
    self.lines = lines
    self.quits = quits
    self.asksToQuit = asksToQuit
    self.exitStatus = exitStatus
  }

  init(lines: [String], quits: Bool, keepsJournal: Bool) {
    self.init(lines: lines, quits: quits)
    self.keepsJournal = keepsJournal
  }
}
