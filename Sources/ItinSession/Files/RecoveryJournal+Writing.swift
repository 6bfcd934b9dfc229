import ItineraryCore
import ReorderCommands

/// The journal's lines, written by hand: one JSON array a line.
extension RecoveryJournal {
  static let magic = "itin-a11y recovery journal"  // not said: the file's first words

  /// Writes the first line: the trip file, and what it holds: its size,
  /// and the fingerprint of its bytes, which the session works out once a
  /// document.
  static func writeHeader(
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
  static func writePush(_ step: HistoryStep, to text: inout JSONWriter) {
    if let edit = step.tripEdit {
      writeDays(edit, to: &text)
      return
    }
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

  /// Writes a change of the start or the days, by hand
  /// as every other step: `["days", "started", from, to]` (dates as
  /// `"2027-04-10"`, or null), `["days", "labeled" or "cityChanged", day,
  /// from, to]`, `["days", "zoneChanged", day or null for the trip, from,
  /// to]`, `["days", "addedDay" or "removedDay", day, label, city,
  /// [[id, EDIT], …], slot]` and the day's zone after them when it has one, each EDIT the item edit as
  /// ``writeEdit(_:to:)`` writes it, and `slot` where the day stood in the
  /// file (null for a day added), so that a save after a recovery keeps its
  /// bytes.
  static func writeDays(_ edit: TripEdit, to text: inout JSONWriter) {
    func optional(_ value: String?) {
      if let value { text.appendString(value) } else { text.append(ascii: "null") }
    }
    let name: StaticString =
      switch edit.kind {
      case .started: "[\"days\",\"started\","
      case .labeled: "[\"days\",\"labeled\","
      case .cityChanged: "[\"days\",\"cityChanged\","
      case .zoneChanged: "[\"days\",\"zoneChanged\","
      case .addedDay: "[\"days\",\"addedDay\","
      case .removedDay: "[\"days\",\"removedDay\","
      }
    text.append(ascii: name)
    switch edit.kind {
    case .started(let from, let to):
      optional(from?.fileText)
      text.append(ascii: ",")
      optional(to?.fileText)
    case .labeled(let day, let from, let to), .cityChanged(let day, let from, let to):
      text.append(day)
      text.append(ascii: ",")
      optional(from)
      text.append(ascii: ",")
      optional(to)
    case .zoneChanged(let day, let from, let to):
      if let day { text.append(day) } else { text.append(ascii: "null") }
      text.append(ascii: ",")
      optional(from)
      text.append(ascii: ",")
      optional(to)
    case .addedDay(let day, let value, let ideas), .removedDay(let day, let value, let ideas):
      text.append(day)
      text.append(ascii: ",")
      optional(value.label)
      text.append(ascii: ",")
      optional(value.city)
      text.append(ascii: ",[")
      for (index, idea) in ideas.enumerated() {
        text.append(ascii: index == 0 ? "[" : ",[")
        text.appendString(idea.item.id.rawValue)
        text.append(ascii: ",")
        writeEdit(idea, to: &text)
        text.append(ascii: "]")
      }
      text.append(ascii: "],")
      if let slot = value.fileSlot { text.append(slot) } else { text.append(ascii: "null") }
      // A day's own zone, only when it has one: a journal written before
      // zones reads as it did.
      if let zone = value.zone {
        text.append(ascii: ",")
        text.appendString(zone)
      }
    }
    text.append(ascii: "]\n")
  }

  /// Writes placement changes: `[[item, old day, old sortOrder, new day,
  /// new sortOrder], …]`.
  static func writeChanges(_ changes: [PlacementChange], to text: inout JSONWriter) {
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

  /// Writes an edit: `[what, old title or old time or old kind or null, kind, title,
  /// from, to, after, before, day, sortOrder, [renumbered…], item slot, idea
  /// slot or -1]`, the travel fields null for another kind or when absent,
  /// and then the item's time (`"19:05"`) when it has one (a journal
  /// written before items had times has no fourteenth field).
  static func writeEdit(_ edit: ItemEdit, to text: inout JSONWriter) {
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
    case .retimed(let old):
      text.append(ascii: "\"retimed\",")
      optional(old?.fileText)
    case .rekinded(let old):
      text.append(ascii: old == .fixed ? "\"rekinded\",\"fixed\"" : "\"rekinded\",\"custom\"")
    }
    let item = edit.item
    text.append(ascii: ",")
    switch item.kind {
    case .game: text.append(ascii: "\"game\"")
    case .fixed: text.append(ascii: "\"fixed\"")
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
    if let time = item.time {
      text.append(ascii: ",")
      text.appendString(time.fileText)
    }
    text.append(ascii: "]")
  }
}

extension RecoveryJournal {
  /// The first line of a journal for `tripPath` as `document` holds it:
  /// for the journal fuzzer, which writes what follows it.
  package static func header(for tripPath: String, document: TripDocument) -> [UInt8] {
    var text = JSONWriter()
    writeHeader(
      FileClaim.absolute(tripPath), document, Fingerprint(document.bytes), to: &text)
    return text.bytes
  }
}
