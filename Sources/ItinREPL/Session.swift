import ItineraryCore
import ReorderCommands

/// What a session says in answer to one line, and whether it is done.
public struct Reply: Hashable, Sendable {
  /// The lines to say, in order; each is one short sentence.
  public var lines: [String]
  /// Whether the session ends after these lines.
  public var quits: Bool

  public init(lines: [String], quits: Bool = false) {
    self.lines = lines
    self.quits = quits
  }
}

/// A session over one trip: a line in, the lines to say out.
///
/// Terminals, pipes and transcripts are only different line sources around
/// it. This first version reads the trip out (`list`, `list all`) and knows
/// `quit`; the command layer's moves come with it next.
public struct Session: Sendable {
  /// The trip being worked on.
  public private(set) var trip: Trip
  private var hasExplainedCommands = false

  public init(trip: Trip) {
    self.trip = trip
  }

  /// What is said when the session starts.
  ///
  /// The trip's title and size, and how to hear the rest. Reading the whole
  /// trip at once would keep a listener waiting most of a minute.
  public var opening: [String] {
    [TripOverview().summary(of: trip), "Type list to hear it day by day, or quit to leave."]
  }

  /// Answers one line of input.
  public mutating func handle(_ line: String) -> Reply {
    let words = line.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
    guard let first = words.first else { return Reply(lines: []) }
    if words.count == 1, ["quit", "exit", "q"].contains(first) {
      return Reply(lines: [], quits: true)
    }
    if words == ["list"] || words == ["list", "all"] {
      return Reply(lines: TripOverview().lines(for: trip))
    }
    if hasExplainedCommands {
      return Reply(lines: ["Not available yet."])
    }
    hasExplainedCommands = true
    return Reply(lines: ["That command is not available yet. Only list and quit work so far."])
  }
}
