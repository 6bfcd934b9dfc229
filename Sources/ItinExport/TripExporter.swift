import Foundation
import ItineraryCore
import ReorderCommands

/// Writes a trip to a file to take along, in the words of
/// a catalog.
///
/// The text of each format is made from the trip alone, so an app can show
/// or share it without a file (``text(of:as:)``); ``export(_:as:to:replacing:)``
/// writes it as a save does, never half a file, and never over a file
/// unasked.
///
/// ```swift
/// let trip = try SampleTrip.document().trip
/// let page = try TripExporter(catalog: .english).text(of: trip, as: .md)
/// print(page.split(separator: "\n")[0])
/// // # Midwest ballpark road trip
/// ```
public struct TripExporter: Sendable {
  private let overview: TripOverview
  private let renderer: AnnouncementRenderer
  /// When the export is made: a calendar's `DTSTAMP`.
  private let stamp: Date
  /// The language of the words: a page's `lang`, braille's table.
  private let language: String
  /// The size of a braille page.
  private let braillePage: BraillePage

  /// An exporter in the words of `catalog`, the trip's language.
  ///
  /// `stamp` is when a calendar says it was made, now unless given;
  /// `braillePage` the size of a braille file's page, 40 cells by 25 lines
  /// unless given.
  public init(
    catalog: Catalog = .english, stamp: Date = Date(), braillePage: BraillePage = .standard
  ) {
    overview = TripOverview(catalog: catalog)
    renderer = AnnouncementRenderer(catalog: catalog)
    self.stamp = stamp
    language = catalog.language
    self.braillePage = braillePage
  }

  /// The whole file for `trip` in `format`: lines ended by a line feed,
  /// or for a calendar by CRLF, folded at 75 octets.
  ///
  /// A calendar needs the trip's start date: without one it throws
  /// ``ExportError/noStartDate``.
  public func text(of trip: Trip, as format: ExportFormat) throws(ExportError) -> String {
    String(decoding: try bytes(of: trip, as: format), as: UTF8.self)
  }

  /// ``text(of:as:)`` as the bytes of the file.
  public func bytes(of trip: Trip, as format: ExportFormat) throws(ExportError) -> [UInt8] {
    switch format {
    case .txt:
      var bytes: [UInt8] = []
      bytes.reserveCapacity(64 + trip.items.count * 48)
      func line(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
      }
      walk(trip, heading: line) {
        overview.writeLines(forItems: $0, into: &bytes, clock: renderer.writtenClock)
      }
      return bytes
    case .md: return markdown(of: trip)
    case .html:
      return HTMLPage(trip: trip, overview: overview, renderer: renderer, language: language).bytes
    case .brf:
      let braille = Braille(language: language)
      let lines = plainText(of: trip).map {
        BrailleFile.Line(text: $0.text, isHeading: $0.isHeading)
      }
      guard let file = BrailleFile(lines: lines, braille: braille, page: braillePage) else {
        throw .noBrailleTable(braille.table)
      }
      return file.bytes
    case .ics:
      guard let start = trip.start else { throw .noStartDate }
      return ICalendar(trip: trip, start: start, renderer: renderer, stamp: stamp).bytes
    }
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
    let bytes = try self.bytes(of: trip, as: format)
    if let refusal = TripExporter.refusal(writingTo: path) { throw .access(refusal) }
    if !replacing, FileIO.exists(path) { throw .exists(path: path) }
    do {
      try FileIO.writeAtomically(bytes, to: path)
    } catch {
      throw .access(error)
    }
  }

  /// Why nothing could be written at `path` whatever the answer to a
  /// question about replacing it, or `nil`: a folder, something that is
  /// not a file (a pipe, a device), a read-only file, a folder that is not
  /// there (for a link too, the folder of the file it leads to).
  ///
  /// Asked before a person is asked whether to replace the file, so that
  /// no yes is asked for in vain.
  public static func refusal(writingTo path: String) -> FileAccessError? {
    FileIO.writeRefusal(at: path)
  }

  /// The trip as `list all` says it, a line each, its headings marked.
  ///
  /// Its title and size, then each day's heading and items. A day's heading has its date, its label
  /// and its city: on paper, the date is not left out for a label.
  /// The text export's lines, each with whether it is a heading: what the
  /// braille writes.
  ///
  /// Its times are the spoken ones ("11 40 am"), not the text's "11:40
  /// am": liblouis' German and Spanish tables drop the number sign after a
  /// colon, and "11:40" came back as "11 : dj".
  private func plainText(of trip: Trip) -> [(text: String, isHeading: Bool)] {
    var lines: [(text: String, isHeading: Bool)] = []
    walk(
      trip, heading: { lines.append(($0, true)) },
      items: {
        lines += overview.lines(forItems: $0).map { ($0, false) }
      })
    return lines
  }

  /// The text export's shape, which the text and the braille share: the
  /// summary, then each day's dated heading and its items.
  private func walk(_ trip: Trip, heading: (String) -> Void, items: ([Item]) -> Void) {
    heading(overview.summary(of: trip))
    for day in 1...max(trip.dayCount, 1) where trip.hasDay(day) {
      heading(overview.heading(ofDay: day, in: trip, dated: true))
      items(trip.items(onDay: day))
    }
  }

  /// The trip in Markdown: its title a first-level heading, its size, then
  /// each day a second-level heading (date, label, city) and an ordered
  /// list of its items.
  private func markdown(of trip: Trip) -> [UInt8] {
    var file = Markdown(capacity: 256 + trip.items.count * 64)
    file.heading(SpokenText.clean(trip.title), level: 1)
    file.blank()
    file.paragraph(overview.size(of: trip) + ".")
    for day in 1...max(trip.dayCount, 1) where trip.hasDay(day) {
      file.blank()
      file.heading(overview.place(ofDay: day, in: trip, dated: true), level: 2)
      file.blank()
      let items = overview.lines(forItems: trip.items(onDay: day), clock: renderer.writtenClock)
      if items.isEmpty { file.paragraph(overview.noItems) }
      for item in items { file.listItem(item) }
    }
    return file.bytes
  }
}

/// Why an export wrote nothing.
public enum ExportError: Error, Hashable, Sendable {
  /// A file is at the path, and replacing it was not asked for.
  case exists(path: String)
  /// The file could not be written: a missing folder, no permission, a
  /// full disk.
  case access(FileAccessError)
  /// A calendar of a trip with no start date: its days have no dates.
  case noStartDate
  /// Braille, with liblouis's table for the language missing: the table's
  /// file name.
  case noBrailleTable(String)
}
