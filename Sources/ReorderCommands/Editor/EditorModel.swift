#if canImport(Observation)
import ItineraryCore
import Observation

/// An app's one model: the editor, its undo manager and its words, observable
/// by SwiftUI.
///
/// A view reads ``editor`` directly (its trip, focus, selection, menus and
/// dry runs) and is drawn again when it changes; every change goes through
/// the model, which returns the ``Announcement`` to post and keeps it as
/// ``announcement``. The model's ``renderer`` is the editor's: menus,
/// labels, undo names and sentences all speak its language.
///
/// Give it the window's undo manager (``undoManager``; SwiftUI's
/// `@Environment(\.undoManager)`, set when the view appears) and a shake,
/// ⌘Z and the Edit menu undo the same steps as the app's Undo button, as
/// ``UndoBridge`` does; without one, undo and redo are the editor's own.
/// The model adds its steps to a shared undo manager and never empties it.
///
/// Observation comes with iOS 17, macOS 14, tvOS 17, watchOS 10 and
/// visionOS, and with Swift on Linux. On older systems, keep an
/// ``UndoBridge`` (or an ``Editor``) in the app's own `ObservableObject`
/// and publish a change after each call.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
@Observable
public final class EditorModel {
  /// Runs every change, registering its undo steps.
  @ObservationIgnored private var bridge: UndoBridge
  /// Told what an undo or redo started by the system (a shake, ⌘Z) said,
  /// besides ``announcement``.
  @ObservationIgnored public var onAnnouncement: @MainActor (Announcement) -> Void

  /// What the model said last: the outcome of the newest change, or of an
  /// undo the system started.
  ///
  /// To post each answer, watch ``announcementNumber``, not this: a refusal
  /// said twice is equal to itself, and a view watching the announcement
  /// would say it once.
  public private(set) var announcement: Announcement?

  /// How many announcements the model has made: it changes with each, even
  /// one equal to the one before, so a view that watches it
  /// (`onChange(of: model.announcementNumber)`) posts every answer, once.
  public private(set) var announcementNumber = 0

  /// The language the trip's titles are written in, when it is not the
  /// sentences': ``spoken(for:)`` marks them for another voice.
  public var titlesLanguage: String?

  /// A model of `editor`, with `undoManager` (the window's) or
  /// none yet, speaking with `renderer` (the editor's own when none is
  /// given).
  public init(
    editor: Editor, undoManager: (any UndoRegistrar)? = nil,
    renderer: AnnouncementRenderer? = nil,
    onAnnouncement: @escaping @MainActor (Announcement) -> Void = { _ in }
  ) {
    var editor = editor
    if let renderer { editor.renderer = renderer }
    self.onAnnouncement = onAnnouncement
    self.undoManager = undoManager
    self.bridge = UndoBridge(editor: editor, undoManager: undoManager ?? OwnUndo())
    bridge.onAnnouncement = { [weak self] said in self?.told(said) }
  }

  /// A model of a new editor on `trip`.
  public convenience init(
    trip: Trip, undoManager: (any UndoRegistrar)? = nil, renderer: AnnouncementRenderer? = nil
  ) {
    self.init(editor: Editor(trip: trip), undoManager: undoManager, renderer: renderer)
  }

  // What a view reads

  /// The editor as it stands: the trip, focus, selection, history and
  /// grab; its menus and dry runs use the model's renderer.
  public var editor: Editor {
    access(keyPath: \.editor)
    return bridge.editor
  }

  /// The person whose changes the model makes, for a list several people
  /// change (``Editor/author``): every step keeps it, and undo and redo
  /// take back that person's own; `nil`, as it is unless set, for one
  /// person's list.
  public var author: String? {
    get { editor.author }
    set { withMutation(keyPath: \.editor) { bridge.editor.author = newValue } }
  }

  /// The words of every menu, label, undo name and sentence: the editor's
  /// ``Editor/renderer``.
  ///
  /// Undo steps already registered keep their names.
  public var renderer: AnnouncementRenderer {
    get { editor.renderer }
    set {
      withMutation(keyPath: \.editor) {
        bridge.editor.renderer = newValue
        bridge.renderer = newValue
      }
    }
  }

  /// The undo manager the model's steps go to, or `nil` for the editor's
  /// own undo.
  ///
  /// Setting it takes the steps off the old one and registers
  /// the editor's undo steps with the new one, oldest first.
  public var undoManager: (any UndoRegistrar)? {
    didSet {
      guard undoManager !== oldValue else { return }
      let editor = bridge.editor
      bridge.detach()
      bridge = UndoBridge(editor: editor, undoManager: undoManager ?? OwnUndo())
      bridge.onAnnouncement = { [weak self] said in self?.told(said) }
    }
  }

  /// The sentence of an announcement, in the model's words.
  public func sentence(for announcement: Announcement) -> String {
    renderer.text(for: announcement)
  }

  /// An announcement as data to post: the sentence, its language, the
  /// titles' language and its priority.
  public func spoken(for announcement: Announcement) -> SpokenAnnouncement {
    renderer.spoken(for: announcement, titlesLanguage: titlesLanguage)
  }

  // Every change

  /// Performs any command, as ``Editor/perform(_:)-(Command)`` does: the one
  /// way every change goes (`model.perform(.move(.down, on: "lunch"))`),
  /// registered with the undo manager; undo and redo go through it.
  @discardableResult
  public func perform(_ command: Command) -> Announcement {
    withMutation(keyPath: \.editor) { said(bridge.perform(command)) }
  }

  /// Undoes the newest step, through the undo manager when there is one.
  @discardableResult
  public func undo() -> Announcement { perform(.undo) }

  /// Redoes the step undone last.
  @discardableResult
  public func redo() -> Announcement { perform(.redo) }

  /// Puts another editor in the model (another trip, one decoded after a
  /// relaunch): the old one's steps come off the undo manager, the new
  /// one's go on, and it speaks with the model's renderer.
  public func replaceEditor(with editor: Editor) {
    withMutation(keyPath: \.editor) {
      var editor = editor
      editor.renderer = bridge.editor.renderer
      bridge.detach()
      bridge = UndoBridge(editor: editor, undoManager: undoManager ?? OwnUndo())
      bridge.onAnnouncement = { [weak self] said in self?.told(said) }
      announcement = nil
    }
  }

  // Keeping it observed

  private func said(_ announcement: Announcement) -> Announcement {
    self.announcement = announcement
    announcementNumber += 1
    return announcement
  }

  /// An undo or redo the system started changed the editor.
  private func told(_ announcement: Announcement) {
    withMutation(keyPath: \.editor) {
      self.announcement = announcement
      announcementNumber += 1
    }
    onAnnouncement(announcement)
  }
}

/// The undo of a model with no undo manager: it holds nothing, so the
/// bridge undoes and redoes with the editor's own history.
@MainActor
private final class OwnUndo: UndoRegistrar {
  func registerUndo(
    named name: String, target: AnyObject, _ action: @escaping @MainActor @Sendable () -> Void
  ) {}
  func removeAllActions(withTarget target: Any) {}
  func removeAllActions() {}
  func undo() {}
  func redo() {}
  var canUndo: Bool { false }
  var canRedo: Bool { false }
}
#endif
