import Foundation
import ItineraryCore
import ReorderCommands

/// The unsaved steps of one session on one trip file, kept on disk after
/// every change so that a crash, a kill or a closed terminal loses none of
/// them.
///
/// The journal is a small text file in the recovery folder (mode 0600, in
/// a folder of mode 0700), named after the trip file and the session
/// (`HASH.TOKEN.journal`), so that two sessions on one file never write
/// each other's; one JSON array a line: a header naming the trip
/// file and a fingerprint of its bytes, then `["push", step…]` for a step
/// done or redone and `["pop"]` for a step undone. Read back, the pushes
/// left after the pops are the steps that take the file to the trip as it
/// was. The first change writes the whole journal to a new file and
/// renames it into place; each later change adds one line. A line that
/// could not be added whole (a full disk, a folder that cannot be written)
/// makes the next change write the whole journal again, so that no step is
/// lost while the disk allows; read back, a line that is not whole stops
/// the reading, and says that what came after it is lost. The journal is
/// removed when the trip is saved and when the session ends cleanly; when
/// the trip matches its file again it is cut back to its header, which
/// holds no step, so that the next change is again one line added. One
/// that cannot be restored is set aside (``setAside()``).
public struct RecoveryJournal: Sendable {
  /// The folder that holds the journals, one a trip file.
  public let folder: String
  /// The trip file this journal is for, as an absolute path.
  public let tripPath: String
  /// The journal's own path.
  public let path: String
  /// The steps the journal holds now: pushed, less those popped.
  private(set) var steps: [HistoryStep] = []
  /// Whether the journal on disk holds ``steps``, so that the next change
  /// is a line added to it; false before the first change, and after a
  /// change that could not be written.
  private(set) var isWritten = false
  /// How many bytes the journal's header takes on disk: where it is cut back
  /// to when the trip is at its file's state again (``emptied()``).
  private var headerLength: Int?

  /// The journal of the session `owner` for `tripPath`, in `folder`.
  package init(folder: String, tripPath: String, owner: SessionToken) {
    self.folder = folder
    self.tripPath = FileClaim.absolute(tripPath)
    self.path = folder + "/" + FileClaim.prefix(of: self.tripPath) + owner.text + ".journal"
  }

  /// A journal found at `path`.
  private init(folder: String, tripPath: String, path: String) {
    self.folder = folder
    self.tripPath = tripPath
    self.path = path
  }

  /// The journals of `tripPath` left by sessions that did not end, newest first.
  ///
  /// Such a session's process no longer runs. A journal of a session still
  /// running is its own, and is never offered.
  static func leftBehind(for tripPath: String, in folder: String) -> [RecoveryJournal] {
    let absolute = FileClaim.absolute(tripPath)
    var found: [(journal: RecoveryJournal, modified: Double)] = []
    for (path, token) in FileClaim.files(of: absolute, in: folder, ending: ".journal") {
      // A journal of version 0.2, one for each file, has no session in its name.
      if !token.isEmpty {
        guard let owner = SessionToken(text: token), !owner.isRunning else { continue }
      }
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      found.append((RecoveryJournal(folder: folder, tripPath: absolute, path: path), modified))
    }
    return found.sorted { ($0.modified, $0.journal.path) > ($1.modified, $1.journal.path) }
      .map(\.journal)
  }

  /// The recovery folder: `$XDG_STATE_HOME/itin-a11y/recovery`, or
  /// `~/.local/state/itin-a11y/recovery`; `nil` with neither.
  public static func folder(environment: [String: String]) -> String? {
    StateFolder.path(environment: environment).map { $0 + "/recovery" }
  }

  /// What one change did to the steps since the file was read or saved.
  enum Event: Hashable, Sendable {
    /// A step done, or redone.
    case push(HistoryStep)
    /// The newest step undone.
    case pop
  }

  /// Writes one change.
  ///
  /// A change is one line added to the journal. The first change writes the
  /// whole journal, header first, naming the file as `document` holds it;
  /// so does the first change after a line could not be added, so that no
  /// step is ever lost to a cut line or a fresh start.
  ///
  /// Returns false when the journal could not be written: its steps are
  /// then safe only in memory until a later change writes it whole.
  @discardableResult
  mutating func record(
    _ event: Event, base document: TripDocument, fingerprint: Fingerprint
  ) -> Bool {
    var line = JSONWriter(capacity: 512)
    switch event {
    case .push(let step):
      RecoveryJournal.writePush(step, to: &line)
      steps.append(step)
    case .pop:
      guard !steps.isEmpty else { return isWritten }
      line.append(ascii: "[\"pop\"]\n")
      steps.removeLast()
    }
    if isWritten, appendLine(line.bytes) { return true }
    return writeWhole(base: document, fingerprint: fingerprint)
  }

  /// Starts the journal anew with `steps`: after a restore, so that it names
  /// the file as it is now.
  ///
  /// Returns false when the journal could not be written.
  @discardableResult
  mutating func rewrite(
    _ steps: [HistoryStep], base document: TripDocument, fingerprint: Fingerprint
  ) -> Bool {
    self.steps = steps
    return writeWhole(base: document, fingerprint: fingerprint)
  }

  /// Removes the journal: its steps are saved, or not wanted.
  mutating func remove() {
    unlink(path)
    unlink(path + RecoveryJournal.partSuffix)
    isWritten = false
    headerLength = nil
    steps = []
  }

  /// Cuts the journal back to its header: the trip is its file's again.
  ///
  /// Every step was undone. A journal of no step is never offered (it is
  /// removed when found), and the next change adds one line to it rather
  /// than writing it whole.
  ///
  /// A journal that cannot be cut is removed.
  mutating func emptied() {
    steps = []
    guard isWritten, let headerLength,
      let descriptor = StateFolder.openPrivateFile(path, truncating: false, creating: false)
    else { return remove() }
    let cut = ftruncate(descriptor, off_t(headerLength)) == 0
    close(descriptor)
    if !cut { remove() }
  }

  /// Keeps a journal that cannot be restored where no session offers it
  /// again, for ``keptAside`` from now.
  ///
  /// It is kept beside the journals, its name ending in `.refused`: what
  /// a person might still want is not deleted at once, and the folder does
  /// not fill up with them. Those set aside longer ago are removed.
  func setAside() {
    let aside = path + RecoveryJournal.asideSuffix
    if rename(path, aside) != 0 {
      unlink(path)
    } else {
      // Its time aside starts now, not when it was last written.
      utimes(aside, nil)
    }
    RecoveryJournal.removeSetAside(
      in: URL(fileURLWithPath: path).deletingLastPathComponent().path,
      before: Date().addingTimeInterval(-RecoveryJournal.keptAside))
  }

  /// The end of a set-aside journal's name.
  static let asideSuffix = ".refused"
  /// How long a journal set aside is kept: thirty days.
  static let keptAside: TimeInterval = 30 * 24 * 3600

  /// Removes the journals set aside in `folder` before `date`.
  static func removeSetAside(in folder: String, before date: Date) {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasSuffix(asideSuffix) {
      let path = folder + "/" + name
      guard let attributes = try? manager.attributesOfItem(atPath: path),
        attributes[.type] as? FileAttributeType == .typeRegular,
        let written = attributes[.modificationDate] as? Date, written < date
      else { continue }
      unlink(path)
    }
  }

  /// The name a whole journal is written under before it takes the
  /// journal's place: no session takes it for a journal.
  static let partSuffix = ".part"

  /// Writes the header and every step to a new file, then puts it in the
  /// journal's place in one step (`rename`): a reader finds the old journal
  /// or the new one, never a mix.
  private mutating func writeWhole(base document: TripDocument, fingerprint: Fingerprint) -> Bool {
    var text = JSONWriter(capacity: 512 * (steps.count + 1))
    RecoveryJournal.writeHeader(tripPath, document, fingerprint, to: &text)
    let header = text.bytes.count
    for step in steps { RecoveryJournal.writePush(step, to: &text) }
    let part = path + RecoveryJournal.partSuffix
    guard let descriptor = StateFolder.openPrivateFile(part, truncating: true) else {
      isWritten = false
      return false
    }
    let written = FileIO.writeAll(text.bytes, to: descriptor) == nil
    close(descriptor)
    guard written, rename(part, path) == 0 else {
      unlink(part)
      isWritten = false
      return false
    }
    isWritten = true
    headerLength = header
    return true
  }

  /// Adds a line at the journal's end: false if it was not added whole.
  private func appendLine(_ line: [UInt8]) -> Bool {
    guard let descriptor = StateFolder.openPrivateFile(path, truncating: false, creating: false)
    else {
      return false
    }
    defer { close(descriptor) }
    return FileIO.writeAll(line, to: descriptor) == nil
  }
}
