import ItineraryCore
import ReorderCommands

/// Every change made through the shared session, as the steps a device
/// takes in to follow it: an app's ``ReorderCommands/SharedEditor`` on the
/// start, given the steps, has the session's list.
extension SharedSession {
  /// The name the session's steps give as their device's.
  static let stepDevice = "shared"

  /// The list the session's steps start from: the trip as the session was
  /// shared, or as a file opened since left it.
  public var stepsStart: Trip { stepLog.start }

  /// The steps of every change made since ``stepsStart``, in the order
  /// made, each with its author and revision.
  ///
  /// A device follows the session by taking them in on an editor of the
  /// start (`SharedEditor(Editor(trip: stepsStart), device:author:)`, then
  /// `receive(_:)`); its own changes go through the session, as a page's
  /// do, and come back as steps.
  public var steps: [SharedStep] { stepLog.steps }

  /// Counts the lists the steps have started from: a device holding
  /// another count starts again from ``stepsStart``.
  ///
  /// Each shared session counts from a number of its own, so that a
  /// device that followed another session of the same trip (the process
  /// that served it before) starts again too.
  public var stepsGeneration: Int { stepBase + stepGeneration }

  /// Records the steps the session took since its history held
  /// `undoCount` undo steps, by `person`; starts the steps again when
  /// another list is open now.
  mutating func recordSteps(since undoCount: Int, by person: String?) {
    if session.editorGeneration != stepGeneration {
      stepGeneration = session.editorGeneration
      stepLog.restart(from: session.editor.trip)
      return
    }
    guard session.editor.grab == nil else { return }
    stepLog.record(&session.editor, since: undoCount, by: person)
  }
}
