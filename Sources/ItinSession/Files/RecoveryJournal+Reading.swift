import Foundation
import ItineraryCore
import ReorderCommands

/// Reading a journal back: its header, then each whole line, up to the
/// first that cannot be read.
extension RecoveryJournal {
  /// What a journal left by an earlier session holds for this file, or
  /// `nil` when there is none, or it is another file's.
  ///
  /// A line counts only when it is whole: written to its newline, and read
  /// as a step. The first line that is not stops the reading, and the
  /// steps before it are what is offered back, with the fact that something
  /// after them is lost (``Recovered/isCut``). A journal whose header cannot
  /// be read holds no steps and is cut.
  ///
  /// No more than ``maximumSize`` bytes are read: a journal longer than
  /// that (a power cut can leave a file's end as zeros) counts as cut there.
  func recovered(for document: TripDocument) -> Recovered? {
    guard let (data, isWhole) = RecoveryJournal.readStart(of: path) else { return nil }
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    // The text after the last newline: empty, or a line cut short.
    let tail = lines.removeLast()
    guard let headerLine = lines.first, let header = RecoveryJournal.array(headerLine),
      header.count == 5, header[0] as? String == RecoveryJournal.magic, header[1] as? Int == 1
    else {
      return data.isEmpty && isWhole
        ? nil : Recovered(steps: [], fileChangedSince: false, isCut: true)
    }
    // A journal of another file whose name begins the same: not this one's.
    guard header[2] as? String == tripPath else { return nil }
    let base = Fingerprint(document.bytes)
    let fileIsAsJournaled =
      header[3] as? Int == document.bytes.count && header[4] as? String == base.text
    var steps: [HistoryStep] = []
    var isCut = !tail.isEmpty || !isWhole
    for line in lines.dropFirst() {
      guard let fields = RecoveryJournal.array(line), let kind = fields.first as? String else {
        isCut = true
        break
      }
      if kind == "pop", fields.count == 1, !steps.isEmpty {
        steps.removeLast()
      } else if kind == "push", let step = RecoveryJournal.step(from: fields.dropFirst()) {
        steps.append(step)
      } else if kind == "days", let edit = RecoveryJournal.tripEdit(from: fields.dropFirst()) {
        steps.append(HistoryStep(tripEdit: edit))
      } else {
        isCut = true
        break
      }
    }
    return Recovered(steps: steps, fileChangedSince: !fileIsAsJournaled, isCut: isCut)
  }

  /// The most bytes of a journal read: some 100,000 steps, far more than
  /// a session makes between saves, read back in well under a second.
  static let maximumSize = 16 << 20

  /// The first ``maximumSize`` bytes of the regular file at `path`, and
  /// whether they are all of it; `nil` when there is no such file.
  private static func readStart(of path: String) -> (bytes: [UInt8], isWhole: Bool)? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), maximumSize) + 1)
    var count = 0
    while count < bytes.count {
      let read = bytes.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress.map { $0 + count }, $0.count - count)
      }
      if read < 0, errno == EINTR { continue }
      guard read > 0 else { break }
      count += read
    }
    // One byte past the most read says whether there is more.
    let isWhole = count <= maximumSize
    return (Array(bytes[..<min(count, maximumSize)]), isWhole)
  }

  /// Steps found in a journal.
  struct Recovered: Hashable, Sendable {
    var steps: [HistoryStep]
    /// Whether the trip file changed after the journal was started.
    var fileChangedSince: Bool
    /// Whether a line could not be read: the steps are those before it,
    /// and whatever came after it is lost.
    var isCut = false
  }

  /// The change of the start or the days a `["days", …]` line holds, as
  /// ``writeDays(_:to:)`` wrote it.
  private static func tripEdit(from fields: ArraySlice<Any>) -> TripEdit? {
    let fields = Array(fields)
    func text(_ field: Any) -> String?? {
      if field is NSNull { return .some(nil) }
      return (field as? String).map { .some($0) }
    }
    func date(_ field: Any) -> TripDate?? {
      if field is NSNull { return .some(nil) }
      return (field as? String).flatMap(TripDate.init(fileText:)).map { .some($0) }
    }
    guard let kind = fields.first as? String else { return nil }
    switch kind {
    case "started":
      guard fields.count == 3, let from = date(fields[1]), let to = date(fields[2]) else {
        return nil
      }
      return TripEdit(kind: .started(from: from, to: to))
    case "labeled", "cityChanged":
      guard fields.count == 4, let day = fields[1] as? Int, let from = text(fields[2]),
        let to = text(fields[3])
      else { return nil }
      return TripEdit(
        kind: kind == "labeled"
          ? .labeled(day: day, from: from, to: to) : .cityChanged(day: day, from: from, to: to))
    case "zoneChanged":
      guard fields.count == 4, fields[1] is NSNull || fields[1] as? Int != nil,
        let from = text(fields[2]), let to = text(fields[3])
      else { return nil }
      return TripEdit(kind: .zoneChanged(day: fields[1] as? Int, from: from, to: to))
    case "addedDay", "removedDay":
      guard fields.count == 6 || fields.count == 7, let day = fields[1] as? Int,
        let label = text(fields[2]),
        let city = text(fields[3]), let raw = fields[4] as? [[Any]],
        fields[5] is NSNull || fields[5] as? Int != nil
      else { return nil }
      var ideas: [ItemEdit] = []
      for pair in raw {
        guard pair.count == 2, let id = pair[0] as? String,
          let idea = edit(from: pair[1], id: ItemID(id))
        else { return nil }
        ideas.append(idea)
      }
      var value = Day(label: label, city: city)
      value.fileSlot = fields[5] as? Int
      if fields.count == 7 {
        guard let zone = fields[6] as? String else { return nil }
        value.zone = zone
      }
      return TripEdit(
        kind: kind == "addedDay"
          ? .addedDay(day, value, ideas: ideas) : .removedDay(day, value, ideas: ideas))
    default: return nil
    }
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
    guard let raw = field as? [Any], raw.count == 13 || raw.count == 14,
      let what = raw[0] as? String,
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
    case "retimed":
      if raw[1] is NSNull {
        editKind = .retimed(from: nil)
      } else {
        guard let old = (raw[1] as? String).flatMap(ClockTime.init(file:)) else { return nil }
        editKind = .retimed(from: old)
      }
    case "rekinded":
      switch raw[1] as? String {
      case "fixed": editKind = .rekinded(from: .fixed)
      case "custom": editKind = .rekinded(from: .custom)
      default: return nil
      }
    default: return nil
    }
    var time: ClockTime?
    if raw.count == 14 {
      guard let read = (raw[13] as? String).flatMap(ClockTime.init(file:)) else { return nil }
      time = read
    }
    let kind: Item.Kind
    switch kindName {
    case "game": kind = .game
    case "fixed": kind = .fixed
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
        id: id, title: title, kind: kind, placement: Placement(day: day, sortOrder: sortOrder),
        time: time),
      renumbered: renumbered, itemSlot: itemSlot, ideaSlot: ideaSlot < 0 ? nil : ideaSlot)
  }

  private static func double(_ field: Any) -> Double? {
    (field as? String).flatMap { UInt64($0, radix: 16) }.map(Double.init(bitPattern:))
  }
}
