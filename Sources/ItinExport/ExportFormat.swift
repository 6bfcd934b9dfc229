/// A kind of file a trip is exported to.
///
/// Chosen by the file's extension (`trip.md`), or named (`--format md`).
public enum ExportFormat: String, CaseIterable, Hashable, Sendable {
  /// Plain text: the trip as `list all` says it, a line a day's heading and
  /// a line an item.
  case txt
  /// Markdown: the trip's title as a heading, a heading a day, and an
  /// ordered list of each day's items.
  case md
  /// A web page, standalone and without script: the trip's title as its
  /// `h1`, an `h2` and an ordered list a day, in the trip's language.
  case html
  /// iCalendar (RFC 5545): an event an item on its day's date, for a trip
  /// with a start date.
  case ics
  /// A Braille Ready File: the text export in braille, translated by
  /// liblouis with the language's table, laid out in pages.
  case brf

  /// The format a file's name ends in, case aside; `nil` for any other.
  public init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    self.init(rawValue: path[path.index(after: dot)...].lowercased())
  }

  /// The format a name says (`md`, `.md`, `MD`); `nil` for any other.
  public init?(name: String) {
    let name = name.lowercased()
    self.init(rawValue: name.hasPrefix(".") ? String(name.dropFirst()) : name)
  }

  /// The extensions of every format, as a file would end: ".txt", ".md".
  public static var extensions: [String] { allCases.map { "." + $0.rawValue } }
}
