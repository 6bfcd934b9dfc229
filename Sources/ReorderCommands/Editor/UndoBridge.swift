import ItineraryCore

/// The parts of the system's undo manager that ``UndoBridge`` uses: those of
/// Foundation's `UndoManager`, which conforms on Apple platforms.
///
/// An undo manager keeps two stacks of actions. An action registered while
/// it undoes goes on the redo stack; one registered while it redoes, or at
/// any other time, goes on the undo stack, and one registered at any other
/// time also clears the redo stack. A test drives the bridge with a fake
/// that keeps these rules.
@MainActor
public protocol UndoRegistrar: AnyObject {
  /// Registers `action` for `target`, named `name` ("Undo Move of Lunch"):
  /// the next undo, or while undoing, the next redo.
  func registerUndo(
    named name: String, target: AnyObject, _ action: @escaping @MainActor @Sendable () -> Void)
  /// Removes every action registered for `target` (an object), from both
  /// stacks.
  func removeAllActions(withTarget target: Any)
  /// Removes every action.
  func removeAllActions()
  /// Runs the newest undo action.
  func undo()
  /// Runs the newest redo action.
  func redo()
  /// Whether there is an undo action.
  var canUndo: Bool { get }
  /// Whether there is a redo action.
  var canRedo: Bool { get }
}

/// An editor whose undo and redo steps are the system's: a shake, ⌘Z, the
/// three-finger swipe and an Edit menu undo and redo the same steps as the
/// app's own Undo button.
///
/// Keep the bridge as the app's model, and make every change through it.
/// Each step the editor records is registered with the undo manager, named
/// as history names it ("Undo move of Lunch to day 2"). An undo the system
/// starts runs the editor's undo, registers its redo, and passes what it
/// said to ``onAnnouncement``, for the app to post; ``undo()`` and ``redo()`` go
/// through the undo manager too, so that its stacks and the editor's stay
/// one. A grab is one action while it lasts: undoing it cancels the grab.
///
/// After a relaunch, make the bridge with the decoded editor: its undo
/// steps are registered again, oldest first. Its redo steps, which an undo
/// manager cannot be given, are redone by ``redo()`` from the editor's own
/// history.
@MainActor
public final class UndoBridge {
  /// The editor, as it stands.
  public internal(set) var editor: Editor
  /// The system's undo manager, or a stand-in.
  public let undoManager: any UndoRegistrar
  /// How steps are named for the undo manager.
  public var renderer: AnnouncementRenderer
  /// Told what an undo or redo started by the system said, for the app to post.
  public var onAnnouncement: @MainActor (Announcement) -> Void

  /// What the last undo or redo action said, while the bridge asked for it.
  private var answer: Announcement?
  /// Whether the bridge itself asked the undo manager to undo or redo.
  private var asking = false
  /// The target of the grab's action, while an item is grabbed.
  private var grabTarget: GrabTarget?

  private final class GrabTarget {}

  /// A bridge between `editor` and `undoManager`, which it fills with the
  /// editor's undo steps.
  ///
  /// The undo manager may be shared (a window's undo manager, with the steps
  /// of other documents): the bridge adds its own actions and removes only
  /// those (``detach()``), never another's. Steps are named with
  /// `renderer`, or the editor's ``Editor/renderer`` when none is given.
  public init(
    editor: Editor, undoManager: any UndoRegistrar,
    renderer: AnnouncementRenderer? = nil,
    onAnnouncement: @escaping @MainActor (Announcement) -> Void = { _ in }
  ) {
    self.editor = editor
    self.undoManager = undoManager
    self.renderer = renderer ?? editor.renderer
    self.onAnnouncement = onAnnouncement
    for step in editor.history.undoSteps { registerUndo(of: step) }
    if let grab = editor.grab { registerGrab(of: grab.item) }
  }

  /// Performs any command, as ``Editor/perform(_:)-(Command)`` does: the one
  /// way every change goes, registered with the undo manager; undo and redo
  /// go through the undo manager.
  @discardableResult
  public func perform(_ command: Command) -> Announcement {
    switch command {
    case .undo: undo()
    case .redo: redo()
    default: changing { $0.perform(command) }
    }
  }

  /// Takes the bridge's actions, and only those, off the undo manager: for
  /// an app that replaces the bridge (another document in the window, a
  /// relaunch), so that no action of the old one is left to undo.
  public func detach() {
    undoManager.removeAllActions(withTarget: self)
    if let grabTarget { undoManager.removeAllActions(withTarget: grabTarget) }
    grabTarget = nil
  }

  /// Undoes the newest step, through the undo manager.
  @discardableResult
  public func undo() -> Announcement {
    guard undoManager.canUndo else { return editor.undo() }
    return asked { undoManager.undo() } ?? .nothingToUndo
  }

  /// Redoes the step undone last, through the undo manager; a step it does
  /// not hold (one decoded after a relaunch) is redone by the editor.
  @discardableResult
  public func redo() -> Announcement {
    if undoManager.canRedo, let said = asked({ undoManager.redo() }) { return said }
    let said = editor.redo()
    if let step = said.redoneStep { registerUndo(of: step) }
    return said
  }

  // Keeping the stacks in step

  /// Runs a change, and registers what it began or recorded.
  func changing(_ change: (inout Editor) -> Announcement) -> Announcement {
    let newest = editor.history.undoSteps.last
    let count = editor.history.undoSteps.count
    let grabbed = editor.grab
    let said = change(&editor)
    if grabbed == nil, let grab = editor.grab { registerGrab(of: grab.item) }
    if grabbed != nil, editor.grab == nil, let target = grabTarget {
      undoManager.removeAllActions(withTarget: target)
      grabTarget = nil
    }
    let history = editor.history
    if let step = history.undoSteps.last, !history.canRedo,
      step != newest || history.undoSteps.count != count
    {
      registerUndo(of: step)
    }
    return said
  }

  private func registerUndo(of step: HistoryStep) {
    undoManager.registerUndo(named: renderer.label(for: step), target: self) { [weak self] in
      self?.undoStep()
    }
  }

  private func registerGrab(of item: ItemReference) {
    let target = GrabTarget()
    grabTarget = target
    undoManager.registerUndo(named: renderer.label(forGrabOf: item), target: target) {
      [weak self] in
      self?.cancelGrab()
    }
  }

  /// The undo manager undoes a step: the editor undoes it, and its redo is
  /// registered.
  private func undoStep() {
    let said = editor.undo()
    if let step = said.undoneStep {
      undoManager.registerUndo(named: renderer.label(for: step), target: self) { [weak self] in
        self?.redoStep()
      }
    }
    tell(said)
  }

  /// The undo manager redoes a step: the editor redoes it, and its undo is
  /// registered again.
  private func redoStep() {
    let said = editor.redo()
    if let step = said.redoneStep { registerUndo(of: step) }
    tell(said)
  }

  /// The undo manager undoes a grab: the editor cancels it.
  private func cancelGrab() {
    grabTarget = nil
    tell(editor.cancel())
  }

  private func tell(_ said: Announcement) {
    if asking { answer = said } else { onAnnouncement(said) }
  }

  private func asked(_ body: () -> Void) -> Announcement? {
    asking = true
    answer = nil
    body()
    asking = false
    return answer
  }
}

extension Announcement {
  /// The step an undo undid: of one item, an edit, items moved together, or
  /// a change of the days.
  var undoneStep: HistoryStep? {
    switch self {
    case .undone(let step, _), .itemsUndone(let step), .tripUndone(let step): step
    default: nil
    }
  }

  /// The step a redo redid.
  var redoneStep: HistoryStep? {
    switch self {
    case .redone(let step, _), .itemsRedone(let step, _), .tripRedone(let step): step
    default: nil
    }
  }
}
