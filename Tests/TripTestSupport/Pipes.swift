import Foundation

/// The test process, like itin-a11y itself, takes a write to a pipe or a
/// socket whose reader has gone (a child that ended early, a browser that
/// closed a connection to an in-process server) as an error the write
/// returns, never as the signal that would end every test at once.
public enum Pipes {
  /// Ignores SIGPIPE for the whole test process, once.
  public static let brokenWritesReturnErrors: Void = {
    signal(SIGPIPE, SIG_IGN)
  }()
}
