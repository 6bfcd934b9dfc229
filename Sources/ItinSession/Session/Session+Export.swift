import ItinExport
import ItineraryCore
import ReorderCommands

extension Session {
  /// `export PATH`: the trip written to a file to take along, in the
  /// session's language, in the format the name ends in.
  ///
  /// A file already there is asked about, on a terminal and through a pipe
  /// alike, as `save as` asks; the export is written as a save is, never
  /// half a file.
  mutating func export(to path: String) -> Reply {
    if let waiting = editor.waitingForGrab(.export) { return reply(saying: waiting) }
    guard let format = ExportFormat(path: path) else {
      return Reply(lines: [text.exportFormat(Session.name(of: path))])
    }
    if let refusal = outsideConfinement(path) { return refusal }
    // The trip's own file, however spelt: an export would put text where
    // the trip was.
    if isSameFile(path) { return Reply(lines: [text.exportIsTheTrip(Session.name(of: path))]) }
    // What no answer would change is said at once, not asked about.
    if format == .ics, editor.trip.start == nil { return Reply(lines: [text.exportNoStart]) }
    if let refusal = TripExporter.refusal(writingTo: path) {
      return Reply(lines: [ProblemRenderer(catalog: renderer.catalog).sentence(forExport: refusal)])
    }
    if FileIO.exists(path) { return askReplacing(path, format) }
    return export(to: path, as: format, replacing: false)
  }

  /// Whether to replace the file at `path` with the export.
  private mutating func askReplacing(_ path: String, _ format: ExportFormat) -> Reply {
    Reply(lines: [
      ask(.exportReplace(path: path, format), text.replaceQuestion(Session.name(of: path)))
    ])
  }

  /// Writes the export: what the answer to `export PATH` says.
  mutating func export(to path: String, as format: ExportFormat, replacing: Bool) -> Reply {
    let exporter = TripExporter(catalog: renderer.catalog)
    do {
      try exporter.export(editor.trip, as: format, to: path, replacing: replacing)
      return Reply(lines: text.exported(Session.name(of: path), format, of: editor.trip))
    } catch {
      switch error {
      case .exists: return askReplacing(path, format)
      case .access(let error):
        return Reply(lines: [ProblemRenderer(catalog: renderer.catalog).sentence(forExport: error)])
      case .noStartDate: return Reply(lines: [text.exportNoStart])
      case .noBrailleTable(let table): return Reply(lines: [text.exportNoBraille(table)])
      }
    }
  }
}

extension SessionText {
  func exported(_ name: String) -> String {
    self(.exported, ["file": name])
  }

  /// What an export says: that it was written, and for a calendar with a
  /// time on a day with no time zone, that such times are floating and
  /// how to give them a place.
  func exported(_ name: String, _ format: ExportFormat, of trip: Trip) -> [String] {
    guard format == .ics,
      trip.items.contains(where: { $0.time != nil && trip.zone(ofDay: $0.placement.day) == nil })
    else { return [exported(name)] }
    return [exported(name), self(.exportedFloating)]
  }

  var notExported: String { self(.notExported) }
  var exportNoStart: String { self(.exportNoStart) }

  /// An export onto the file the trip is read from.
  func exportIsTheTrip(_ name: String) -> String {
    self(.exportIsTheTrip, ["file": name])
  }

  /// Braille, with liblouis's table for the language missing.
  func exportNoBraille(_ table: String) -> String {
    self(.exportNoBraille, ["table": table])
  }

  /// `--export` onto a file that is there, without `--force`.
  package func exportExists(_ name: String) -> String {
    self(.exportExists, ["file": name])
  }

  /// A name that ends in no format the export writes.
  func exportFormat(_ name: String) -> String {
    self(.exportFormat, ["file": name])
  }
}
