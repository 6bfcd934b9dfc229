import ItineraryCore
import ReorderCommands

/// A trip as one standalone web page: no script, its
/// language set, one `h1`, an `h2` and an ordered list a day, each date and
/// time in a `<time datetime>`, and a style that prints.
///
/// The words are those of ``TripOverview``, so the page reads as `list all`
/// says the trip, but for times, written for the eye ("7:05 pm"); the list
/// numbers its items itself, so an item's line has no position of its own
/// for a screen reader to say twice.
struct HTMLPage {
  /// The page's bytes, UTF-8, lines ended by a line feed.
  private(set) var bytes: [UInt8] = []

  /// Marks, in the words of an item, where its time starts, where the
  /// machine's time ends and the spoken one starts, and where it ends.
  ///
  /// Control characters, which no cleaned title or template holds: they
  /// become markup as the words are escaped.
  private static let timeStart: UInt8 = 0x01
  private static let timeWords: UInt8 = 0x02
  private static let timeEnd: UInt8 = 0x03

  init(trip: Trip, overview: TripOverview, renderer: AnnouncementRenderer, language: String) {
    let title = overview.title(of: trip)
    bytes.reserveCapacity(1024 + trip.items.count * 96)
    append("<!DOCTYPE html>\n<html lang=\"")
    escape(language)
    append("\">\n<head>\n<meta charset=\"utf-8\">\n")
    append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
    escape(title)
    append("</title>\n<style>\n")
    append(Self.style)
    append("</style>\n</head>\n<body>\n<main>\n<h1>")
    escape(title)
    append("</h1>\n<p>")
    escape(overview.size(of: trip) + ".")
    append("</p>\n")
    for day in 1...max(trip.dayCount, 1) where trip.hasDay(day) {
      let date = trip.date(ofDay: day)
      heading(ofDay: day, date: date, in: trip, overview: overview, renderer: renderer)
      let items = trip.items(onDay: day)
      if items.isEmpty {
        append("<p>")
        escape(overview.noItems)
        append("</p>\n")
        continue
      }
      append("<ol>\n")
      let prefix = date.map { $0.fileText + "T" } ?? ""
      let marked = overview.entries(forItems: items) { time in
        "\u{1}" + prefix + time.fileText + "\u{2}" + renderer.writtenClock(time) + "\u{3}"
      }
      for entry in marked {
        append("<li>")
        escape(entry)
        append("</li>\n")
      }
      append("</ol>\n")
    }
    append("</main>\n</body>\n</html>\n")
  }

  /// A day's `h2`: "Day 1, Saturday, April 10, Arrival, Lisbon", its date
  /// in a `<time>`, and an id to link to, `day-1`.
  private mutating func heading(
    ofDay day: Int, date: TripDate?, in trip: Trip, overview: TripOverview,
    renderer: AnnouncementRenderer
  ) {
    append("<h2 id=\"day-")
    append(String(day))
    append("\">")
    let place = overview.place(ofDay: day, in: trip, dated: true)
    if let date, let said = place.range(of: renderer.date(date)) {
      escape(String(place[..<said.lowerBound]))
      append("<time datetime=\"" + date.fileText + "\">")
      escape(String(place[said]))
      append("</time>")
      escape(String(place[said.upperBound...]))
    } else {
      escape(place)
    }
    append("</h2>\n")
  }

  private mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// `text` as the text of an element: `&`, `<`, `>` and `"` as
  /// references, and the marks of a time as its `<time>` element.
  private mutating func escape(_ text: String) {
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): append("&amp;")
      case UInt8(ascii: "<"): append("&lt;")
      case UInt8(ascii: ">"): append("&gt;")
      case UInt8(ascii: "\""): append("&quot;")
      case Self.timeStart: append("<time datetime=\"")
      case Self.timeWords: append("\">")
      case Self.timeEnd: append("</time>")
      default: bytes.append(byte)
      }
    }
  }

  /// The page's look: the reader's own font and colours, a line to read,
  /// a long word (a link) broken on a narrow screen, and a day's heading
  /// kept with its first items on paper.
  private static let style = """
    body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 40em;
      margin: 1em auto; padding: 0 1em; overflow-wrap: anywhere; }
    h2 { margin-top: 1.5em; break-after: avoid; page-break-after: avoid; }
    li { break-inside: avoid; page-break-inside: avoid; }
    @media print { body { max-width: none; margin: 0; padding: 0; } }

    """
}
