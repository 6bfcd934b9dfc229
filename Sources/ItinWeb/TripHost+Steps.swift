import ItinSession
import ItineraryCore
import ReorderCommands

/// The trip's changes as steps, for a device that follows it with a
/// `SharedEditor` of its own.
extension TripHost {
  /// What `GET /api/steps?after=N` answers: the list the steps start from
  /// (given with the first, `after` 0, or when the list is another now),
  /// how many lists there have been, and the steps after the first
  /// `after`.
  package struct Followed: Encodable, Sendable {
    package var generation: Int
    package var start: Trip?
    package var steps: [SharedStep]
    /// How many steps there are: the `after` of the next question.
    package var count: Int
  }

  /// The steps after the first `after`, with the start when it is asked
  /// for.
  package func followed(after: Int, generation asked: Int? = nil) -> Followed {
    let steps = shared.steps
    let restart = asked.map { $0 != shared.stepsGeneration } ?? false
    let from = restart ? 0 : min(after, steps.count)
    return Followed(
      generation: shared.stepsGeneration, start: from == 0 ? shared.stepsStart : nil,
      steps: Array(steps[from...]), count: steps.count)
  }
}
