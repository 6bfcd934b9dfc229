/// The size of an embossed or displayed braille page: cells a line, lines a
/// page.
///
/// 40 by 25 unless asked (`--cells`, `--lines`).
public struct BraillePage: Hashable, Sendable {
  /// Cells a line: 40, the common embosser's and notetaker's line.
  public let cells: Int
  /// Lines a page, its number's line at the bottom among them.
  public let lines: Int

  /// The cells a line may have: a line holds a heading's first word, and a
  /// notetaker's line is at most a hundred.
  public static let cellRange = 12...100
  /// The lines a page may have: a heading, an item and the page's number.
  public static let lineRange = 4...100

  /// A page of `cells` by `lines`, or `nil` outside ``cellRange`` and
  /// ``lineRange``.
  public init?(cells: Int = 40, lines: Int = 25) {
    guard Self.cellRange.contains(cells), Self.lineRange.contains(lines) else { return nil }
    self.cells = cells
    self.lines = lines
  }

  /// 40 cells by 25 lines.
  public static let standard = BraillePage(checkedCells: 40, lines: 25)

  private init(checkedCells cells: Int, lines: Int) {
    self.cells = cells
    self.lines = lines
  }
}

/// A Braille Ready File: the trip's lines in braille, laid out in pages.
///
/// Each line of the text export starts a line; one longer than the page
/// runs over onto lines indented two cells, broken between words. A day's
/// heading has a blank line before it, and is never left alone at the foot
/// of a page. The last line of each page holds its number at the right, and
/// a form feed ends each page. Lines end with CRLF, as embossers expect.
struct BrailleFile {
  /// A line of the text export, and whether it is a heading.
  struct Line {
    var text: String
    var isHeading: Bool
  }

  private(set) var bytes: [UInt8] = []
  private let page: BraillePage
  private let braille: Braille
  /// The lines of the page being laid out, before its number.
  private var body: [[UInt8]] = []
  private var pageNumber = 1

  /// The runover of a long line: two cells in.
  static let runoverIndent = 2

  /// `lines` translated and laid out, or `nil` when liblouis cannot
  /// translate with the language's table.
  init?(lines: [Line], braille: Braille, page: BraillePage) {
    self.page = page
    self.braille = braille
    bytes.reserveCapacity(lines.count * (page.cells / 2 + 4))
    for line in lines {
      guard let cells = braille.translate(line.text) else { return nil }
      let wrapped = Self.wrap(cells, width: page.cells)
      if line.isHeading {
        // A blank line before it, but at the top of a page; and the heading
        // starts a new page when it and one line after it do not fit.
        let blank = body.isEmpty ? 0 : 1
        if !body.isEmpty, body.count + blank + wrapped.count + 1 > bodyLines { endPage() }
        if !body.isEmpty { body.append([]) }
      }
      for row in wrapped {
        if body.count == bodyLines { endPage() }
        body.append(row)
      }
    }
    guard endPage() else { return nil }
  }

  /// Lines a page has for the trip: all but its number's.
  private var bodyLines: Int { page.lines - 1 }

  /// Writes the page laid out, blank lines to its foot, its number right
  /// aligned on its last line, and a form feed; false when its number
  /// cannot be translated.
  @discardableResult
  private mutating func endPage() -> Bool {
    for row in body {
      bytes.append(contentsOf: row)
      bytes.append(contentsOf: [0x0D, 0x0A])
    }
    for _ in body.count..<bodyLines { bytes.append(contentsOf: [0x0D, 0x0A]) }
    guard let number = braille.translate(String(pageNumber)) else { return false }
    bytes.append(contentsOf: repeatElement(0x20, count: max(page.cells - number.count, 0)))
    bytes.append(contentsOf: number.prefix(page.cells))
    bytes.append(contentsOf: [0x0D, 0x0A, 0x0C])
    body.removeAll(keepingCapacity: true)
    pageNumber += 1
    return true
  }

  /// `cells` broken into rows of at most `width`, between words where it
  /// can; every row after the first indented by ``runoverIndent``.
  static func wrap(_ cells: [UInt8], width: Int) -> [[UInt8]] {
    var rows: [[UInt8]] = []
    var rest = cells[...]
    while true {
      let indent = rows.isEmpty ? 0 : runoverIndent
      let room = width - indent
      if rest.count <= room {
        rows.append(Array(repeating: 0x20, count: indent) + rest)
        return rows
      }
      // The last blank cell that leaves the row within its room; a word
      // longer than a row is cut where the row ends.
      let limit = rest.startIndex + room
      let cut = rest[rest.startIndex...limit].lastIndex(of: 0x20)
        .flatMap { $0 > rest.startIndex ? $0 : nil }
      let end = cut ?? limit
      rows.append(Array(repeating: 0x20, count: indent) + rest[..<end])
      rest = rest[(cut.map { $0 + 1 } ?? limit)...]
    }
  }
}
