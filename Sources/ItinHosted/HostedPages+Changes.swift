import ItinWeb
import Synchronization

/// What a process does with each change the store tells of, whichever
/// process wrote it: the pages that follow the trip here from a process
/// that no longer writes it read it again from the one that does.
extension HostedPages {
  /// A page's stream of others' changes, relayed from here to the process
  /// that held its trip when the stream opened.
  struct RelayedStream: Sendable {
    /// The process the stream comes from.
    let holder: String
    let ending: RelayEnding
  }

  /// Follows a stream of the trip `trip` relayed from the process
  /// `holder`, until it ends (``unfollow(_:_:)``).
  func follow(_ trip: String, from holder: String, _ ending: RelayEnding) {
    relayed[trip, default: [:]][ObjectIdentifier(ending)] = RelayedStream(
      holder: holder, ending: ending)
  }

  /// Forgets a relayed stream that has ended.
  func unfollow(_ trip: String, _ ending: RelayEnding) {
    relayed[trip]?[ObjectIdentifier(ending)] = nil
    if relayed[trip]?.isEmpty == true { relayed[trip] = nil }
  }

  /// Takes in a change the store tells of.
  ///
  /// The change's writer holds the trip now. A stream relayed from here
  /// from any other process (one that stalled past its lease, or lost the
  /// trip in an outage) ends; and when another process wrote it, the trip,
  /// if it is open here still behind the change, lets its pages go. Each
  /// such page asks for its stream again, reaches the writer, and reads
  /// the whole trip, so that it misses nothing.
  func heard(_ change: TripStore.Change) async {
    let behind = relayed[change.trip]?.values.filter { $0.holder != change.writer } ?? []
    for stream in behind {
      unfollow(change.trip, stream.ending)
      stream.ending.end()
    }
    if case .there(let holder, _, _) = elsewhere[change.trip]?.place, holder != change.writer {
      elsewhere[change.trip] = nil
    }
    guard change.writer != process else { return }
    // A trip opened here since, from the store, has the change already.
    if let opening = trips[change.trip], let open = await opening.value,
      await open.revision <= change.from, trips[change.trip] == opening
    {
      trips[change.trip] = nil
      await open.close()
    }
  }
}

/// How a relayed stream is ended from outside its exchange: once, by
/// whoever comes first.
final class RelayEnding: Sendable {
  private let state = Mutex<(ended: Bool, action: (@Sendable () -> Void)?)>((false, nil))

  /// Runs `action` when the stream is ended, or now if it was.
  func whenEnded(_ action: @escaping @Sendable () -> Void) {
    let now = state.withLock { state -> Bool in
      if state.ended { return true }
      state.action = action
      return false
    }
    if now { action() }
  }

  /// Ends the stream: its page's end of it closes, cleanly.
  func end() {
    let action = state.withLock { state -> (@Sendable () -> Void)? in
      state.ended = true
      defer { state.action = nil }
      return state.action
    }
    action?()
  }
}
