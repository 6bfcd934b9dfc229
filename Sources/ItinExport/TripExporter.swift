import ItineraryCore
import ReorderCommands

/// Writes a trip to a file to take along (SPEC section 13), in the words of
/// a catalog.
///
/// The text of each format is made from the trip alone, so an app can show
/// or share it without a file (``text(of:as:)``); ``export(_:as:to:replacing:)``
/// writes it as a save does, never half a file, and never over a file
/// unasked.
///
/// ```swift
/// let trip = try SampleTrip.document().trip
/// let page = TripExporter(catalog: .english).text(of: trip, as: .md)
/// print(page.split(separator: "\n")[0])
/// // # Midwest ballpark road trip
/// ```
public struct TripExporter: Sendable {
  private let overview: TripOverview

  /// An exporter in the words of `catalog`: the trip's language.
  public init(catalog: Catalog = .english) {
    overview = TripOverview(catalog: catalog)
  }

  /// The whole file for `trip` in `format`, lines ended by a line feed.
  public func text(of trip: Trip, as format: ExportFormat) -> String {
    let lines =
      switch format {
      case .txt: overview.lines(for: trip)
      case .md: markdown(of: trip)
      }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes `trip` in `format` to `path`, atomically: a failure leaves the
  /// file that was there, or none.
  ///
  /// A file already at `path` is replaced only when `replacing` is true;
  /// otherwise the export throws ``ExportError/exists(path:)`` and writes
  /// nothing.
  public func export(
    _ trip: Trip, as format: ExportFormat, to path: String, replacing: Bool = false
  ) throws(ExportError) {
    if !replacing, FileIO.exists(path) { throw .exists(path: path) }
    do {
      try FileIO.writeAtomically(Array(text(of: trip, as: format).utf8), to: path)
    } catch {
      throw .access(error)
    }
  }

  /// The trip in Markdown: its title a first-level heading, its size, then
  /// each day a second-level heading and an ordered list of its items.
  private func markdown(of trip: Trip) -> [String] {
    var lines = [
      "# " + Markdown.escaped(SpokenText.clean(trip.title)), "", overview.size(of: trip) + ".",
    ]
    for day in 1...max(trip.dayCount, 1) where trip.hasDay(day) {
      lines += ["", "## " + Markdown.escaped(overview.place(ofDay: day, in: trip)), ""]
      let items = overview.lines(forItems: trip.items(onDay: day))
      if items.isEmpty {
        lines.append(Markdown.escaped(overview.heading(ofDay: day, in: trip)))
      }
      lines += items.map(Markdown.listItem)
    }
    return lines
  }
}

/// Why an export wrote nothing.
public enum ExportError: Error, Hashable, Sendable {
  /// A file is at the path, and replacing it was not asked for.
  case exists(path: String)
  /// The file could not be written: a missing folder, no permission, a
  /// full disk.
  case access(FileAccessError)
}
