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
/// was. Each line is written with one `write` call, so a kill can at worst
/// cut the last line, which reading ignores. The journal is removed when
/// the trip is saved, when it matches its file again, and when the session
/// ends cleanly.
public struct RecoveryJournal: Sendable {
  /// The folder that holds the journals, one a trip file.
  public let folder: String
  /// The trip file this journal is for, as an absolute path.
  public let tripPath: String
  /// The journal's own path.
  public let path: String
  /// The steps the journal holds now: pushed, less those popped.
  private(set) var steps: [HistoryStep] = []
  /// Whether the journal file has been started.
  private var started = false

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
  /// The first change also writes the header, naming the file as `document` holds it.
  ///
  /// Returns false when the journal could not be written.
  @discardableResult
  mutating func record(
    _ event: Event, base document: TripDocument, fingerprint: Fingerprint
  ) -> Bool {
    var text = JSONWriter()
    if !started { RecoveryJournal.writeHeader(tripPath, document, fingerprint, to: &text) }
    switch event {
    case .push(let step):
      RecoveryJournal.writePush(step, to: &text)
      steps.append(step)
    case .pop:
      guard !steps.isEmpty else { return false }
      text.append(ascii: "[\"pop\"]\n")
      steps.removeLast()
    }
    return append(text.bytes, startingAnew: !started)
  }

  /// Starts the journal anew with `steps`: after a restore, so that it names
  /// the file as it is now.
  @discardableResult
  mutating func rewrite(
    _ steps: [HistoryStep], base document: TripDocument, fingerprint: Fingerprint
  ) -> Bool {
    var text = JSONWriter()
    RecoveryJournal.writeHeader(tripPath, document, fingerprint, to: &text)
    for step in steps { RecoveryJournal.writePush(step, to: &text) }
    self.steps = steps
    return append(text.bytes, startingAnew: true)
  }

  /// Removes the journal: its steps are saved, undone, or not wanted.
  mutating func remove() {
    unlink(path)
    started = false
    steps = []
  }

  /// The steps a journal left by an earlier session holds, if there is one
  /// for this file and it holds any.
  func recovered(for document: TripDocument) -> Recovered? {
    guard
      let data = FileManager.default.contents(atPath: path),
      case let lines = data.split(separator: UInt8(ascii: "\n")),
      let header = lines.first.flatMap(RecoveryJournal.array),
      header.count == 5, header[0] as? String == RecoveryJournal.magic,
      header[1] as? Int == 1, header[2] as? String == tripPath
    else { return nil }
    let base = Fingerprint(document.bytes)
    let fileIsAsJournaled =
      header[3] as? Int == document.bytes.count && header[4] as? String == base.text
    var steps: [HistoryStep] = []
    for line in lines.dropFirst() {
      guard let fields = RecoveryJournal.array(line), let kind = fields.first as? String else {
        break
      }
      if kind == "pop", !steps.isEmpty {
        steps.removeLast()
      } else if kind == "push", let step = RecoveryJournal.step(from: fields.dropFirst()) {
        steps.append(step)
      } else {
        break
      }
    }
    guard !steps.isEmpty else { return nil }
    return Recovered(steps: steps, fileChangedSince: !fileIsAsJournaled)
  }

  /// Steps found in a journal.
  struct Recovered: Hashable, Sendable {
    var steps: [HistoryStep]
    /// Whether the trip file changed after the journal was started.
    var fileChangedSince: Bool
  }

  // The file

  private static let magic = "itin-a11y recovery journal"  // not said: the file's first words

  /// Writes the first line: the trip file, and what it holds: its size,
  /// and the fingerprint of its bytes, which the session works out once a
  /// document.
  private static func writeHeader(
    _ tripPath: String, _ document: TripDocument, _ fingerprint: Fingerprint,
    to text: inout JSONWriter
  ) {
    text.append(ascii: "[")
    text.appendString(magic)
    text.append(ascii: ",1,")
    text.appendString(tripPath)
    text.append(ascii: ",")
    text.append(document.bytes.count)
    text.append(ascii: ",")
    text.appendString(fingerprint.text)
    text.append(ascii: "]\n")
  }

  /// Writes a step done or redone: `["push", id, title, from day, from
  /// rank, to day, to rank, [[item, old day, old sortOrder, new day, new
  /// sortOrder], …]]`, each sortOrder as the hex digits of its bits.
  ///
  /// Written by hand, not by `JSONSerialization`: a step is written after
  /// every change, and the hand-written line costs a twentieth as much.
  private static func writePush(_ step: HistoryStep, to text: inout JSONWriter) {
    text.append(ascii: "[\"push\",")
    text.appendString(step.item.id.rawValue)
    text.append(ascii: ",")
    text.appendString(step.item.title)
    for number in [step.from.day, step.from.rank, step.to.day, step.to.rank] {
      text.append(ascii: ",")
      text.append(number)
    }
    text.append(ascii: ",")
    writeChanges(step.changes, to: &text)
    if let edit = step.edit {
      text.append(ascii: ",")
      writeEdit(edit, to: &text)
    } else if !step.group.isEmpty {
      // The items moved together, after a null where an edit would be.
      text.append(ascii: ",null,[")
      for (index, item) in step.group.enumerated() {
        text.append(ascii: index == 0 ? "[" : ",[")
        text.appendString(item.id.rawValue)
        text.append(ascii: ",")
        text.appendString(item.title)
        text.append(ascii: "]")
      }
      text.append(ascii: "]")
    }
    text.append(ascii: "]\n")
  }

  /// Writes placement changes: `[[item, old day, old sortOrder, new day,
  /// new sortOrder], …]`.
  private static func writeChanges(_ changes: [PlacementChange], to text: inout JSONWriter) {
    text.append(ascii: "[")
    for (index, change) in changes.enumerated() {
      text.append(ascii: index == 0 ? "[" : ",[")
      text.appendString(change.item.rawValue)
      text.append(ascii: ",")
      text.append(change.old.day)
      text.append(ascii: ",\"")
      text.appendDigits(of: change.old.sortOrder.bitPattern, radix: 16)
      text.append(ascii: "\",")
      text.append(change.new.day)
      text.append(ascii: ",\"")
      text.appendDigits(of: change.new.sortOrder.bitPattern, radix: 16)
      text.append(ascii: "\"]")
    }
    text.append(ascii: "]")
  }

  /// Writes an edit: `[what, old title or null, kind, title, from, to,
  /// after, before, day, sortOrder, [renumbered…], item slot, idea slot or
  /// -1]`, the travel fields null for another kind or when absent.
  private static func writeEdit(_ edit: ItemEdit, to text: inout JSONWriter) {
    func optional(_ value: String?) {
      if let value { text.appendString(value) } else { text.append(ascii: "null") }
    }
    text.append(ascii: "[")
    switch edit.kind {
    case .added: text.append(ascii: "\"added\",null")
    case .created: text.append(ascii: "\"created\",null")
    case .removed: text.append(ascii: "\"removed\",null")
    case .deleted: text.append(ascii: "\"deleted\",null")
    case .renamed(let old):
      text.append(ascii: "\"renamed\",")
      text.appendString(old)
    }
    let item = edit.item
    text.append(ascii: ",")
    switch item.kind {
    case .game: text.append(ascii: "\"game\"")
    case .custom: text.append(ascii: "\"custom\"")
    case .travel: text.append(ascii: "\"travel\"")
    }
    text.append(ascii: ",")
    text.appendString(item.title)
    let travel = item.travel
    for value in [travel?.from, travel?.to, travel?.after?.rawValue, travel?.before?.rawValue] {
      text.append(ascii: ",")
      optional(value)
    }
    text.append(ascii: ",")
    text.append(item.placement.day)
    text.append(ascii: ",\"")
    text.appendDigits(of: item.placement.sortOrder.bitPattern, radix: 16)
    text.append(ascii: "\",")
    writeChanges(edit.renumbered, to: &text)
    text.append(ascii: ",")
    text.append(edit.itemSlot)
    text.append(ascii: ",")
    text.append(edit.ideaSlot ?? -1)
    text.append(ascii: "]")
  }

  private mutating func append(_ text: [UInt8], startingAnew: Bool) -> Bool {
    guard startingAnew || started,
      let descriptor = StateFolder.openPrivateFile(path, truncating: startingAnew)
    else { return false }
    defer { close(descriptor) }
    let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == text.count else { return false }
    started = true
    return true
  }

  private static func array(_ line: some Collection<UInt8>) -> [Any]? {
    try? JSONSerialization.jsonObject(with: Data(line)) as? [Any]
  }

  private static func step(from fields: ArraySlice<Any>) -> HistoryStep? {
    let fields = Array(fields)
    guard (7...9).contains(fields.count), let id = fields[0] as? String,
      let title = fields[1] as? String,
      let fromDay = fields[2] as? Int, let fromRank = fields[3] as? Int,
      let toDay = fields[4] as? Int, let toRank = fields[5] as? Int,
      let changes = changes(from: fields[6])
    else { return nil }
    var edit: ItemEdit?
    if fields.count >= 8, !(fields[7] is NSNull) {
      guard let read = self.edit(from: fields[7], id: ItemID(id)) else { return nil }
      edit = read
    }
    var group: [ItemReference] = []
    if fields.count == 9 {
      guard let pairs = fields[8] as? [[String]], pairs.allSatisfy({ $0.count == 2 }) else {
        return nil
      }
      group = pairs.map { ItemReference(id: ItemID($0[0]), title: $0[1]) }
    }
    return HistoryStep(
      item: ItemReference(id: ItemID(id), title: title),
      from: Position(day: fromDay, rank: fromRank), to: Position(day: toDay, rank: toRank),
      changes: changes, edit: edit, group: group)
  }

  private static func changes(from field: Any) -> [PlacementChange]? {
    guard let rawChanges = field as? [[Any]] else { return nil }
    var changes: [PlacementChange] = []
    for raw in rawChanges {
      guard raw.count == 5, let item = raw[0] as? String, let oldDay = raw[1] as? Int,
        let old = double(raw[2]), let newDay = raw[3] as? Int, let new = double(raw[4])
      else { return nil }
      changes.append(
        PlacementChange(
          item: ItemID(item), old: Placement(day: oldDay, sortOrder: old),
          new: Placement(day: newDay, sortOrder: new)))
    }
    return changes
  }

  /// An edit as ``writeEdit(_:to:)`` wrote it, of the item `id`.
  private static func edit(from field: Any, id: ItemID) -> ItemEdit? {
    guard let raw = field as? [Any], raw.count == 13, let what = raw[0] as? String,
      let kindName = raw[2] as? String, let title = raw[3] as? String,
      let day = raw[8] as? Int, let sortOrder = double(raw[9]),
      let renumbered = changes(from: raw[10]), let itemSlot = raw[11] as? Int,
      let ideaSlot = raw[12] as? Int
    else { return nil }
    let editKind: ItemEdit.Kind
    switch what {
    case "added": editKind = .added
    case "created": editKind = .created
    case "removed": editKind = .removed
    case "deleted": editKind = .deleted
    case "renamed":
      guard let old = raw[1] as? String else { return nil }
      editKind = .renamed(from: old)
    default: return nil
    }
    let kind: Item.Kind
    switch kindName {
    case "game": kind = .game
    case "custom": kind = .custom
    case "travel":
      guard let from = raw[4] as? String, let to = raw[5] as? String else { return nil }
      kind = .travel(
        Travel(
          from: from, to: to, after: (raw[6] as? String).map { ItemID($0) },
          before: (raw[7] as? String).map { ItemID($0) }))
    default: return nil
    }
    return ItemEdit(
      kind: editKind,
      item: Item(
        id: id, title: title, kind: kind, placement: Placement(day: day, sortOrder: sortOrder)),
      renumbered: renumbered, itemSlot: itemSlot, ideaSlot: ideaSlot < 0 ? nil : ideaSlot)
  }

  private static func double(_ field: Any) -> Double? {
    (field as? String).flatMap { UInt64($0, radix: 16) }.map(Double.init(bitPattern:))
  }
}

/// FNV-1a, 64 bits: a fingerprint of bytes.
///
/// It tells one file's contents, or one path, from another. Not for security.
struct Fingerprint: Hashable, Sendable {
  var value: UInt64 = 0xcbf2_9ce4_8422_2325

  init(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }

  /// Sixteen hex digits.
  var text: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
