import ItinExport
import ItineraryCore
import ReorderCommands

/// `itin-a11y --export PATH trip.json`: the trip file
/// read and written to a file to take along, with no session.
public enum ExportRun {
  /// What an export from the shell said, and whether it wrote the file.
  public struct Outcome: Hashable, Sendable {
    public var lines: [String]
    public var succeeded: Bool
  }

  /// Exports the trip at `file` to `path`.
  ///
  /// The format is `format`, else the one `path` ends in; a file at `path`
  /// is replaced only when `replacing` (`--force`); a braille file has
  /// pages of `braillePage`. Nothing is written when
  /// anything is refused.
  public static func run(
    file: String, to path: String, format: ExportFormat?, replacing: Bool,
    catalog: Catalog = .english, braillePage: BraillePage = .standard
  ) -> Outcome {
    let text = SessionText(catalog: catalog)
    let name = Session.name(of: path)
    guard let format = format ?? ExportFormat(path: path) else {
      return Outcome(lines: [text.exportFormat(name)], succeeded: false)
    }
    if file == path || ResolvedPath.sameFile(file, path) {
      return Outcome(lines: [text.exportIsTheTrip(name)], succeeded: false)
    }
    let document: TripDocument
    switch TripOpener.open(path: file, catalog: catalog) {
    case .success(let opened): document = opened
    case .failure(let failure): return Outcome(lines: failure.lines, succeeded: false)
    }
    do {
      try TripExporter(catalog: catalog, braillePage: braillePage).export(
        document.trip, as: format, to: path, replacing: replacing)
      return Outcome(
        lines: text.exported(name, format, of: document.trip), succeeded: true)
    } catch {
      switch error {
      case .exists: return Outcome(lines: [text.exportExists(name)], succeeded: false)
      case .access(let error):
        return Outcome(
          lines: [ProblemRenderer(catalog: catalog).sentence(forExport: error)], succeeded: false)
      case .noStartDate: return Outcome(lines: [text.exportNoStart], succeeded: false)
      case .noBrailleTable(let table):
        return Outcome(lines: [text.exportNoBraille(table)], succeeded: false)
      }
    }
  }
}
