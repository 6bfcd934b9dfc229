import Foundation
import Testing

@Suite("The coverage table of docs/transcripts.md")
struct CoverageTests {
  /// Each row of the table under "## Coverage": its row words, and the
  /// transcripts named in its last cell.
  static func rows() throws -> [(row: String, names: [String])] {
    let page = TranscriptFile.folder.deletingLastPathComponent()
      .appendingPathComponent("docs/transcripts.md")
    let text = String(decoding: try Data(contentsOf: page), as: UTF8.self)
    let section = try #require(text.components(separatedBy: "## Coverage").last)
    return section.split(separator: "\n").map(String.init)
      .filter { $0.hasPrefix("|") && !$0.hasPrefix("|---") && !$0.hasPrefix("| topic |") }
      .map { line in
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        let last = cells.count >= 2 ? cells[cells.count - 2] : ""
        let names = last.split(separator: "`", omittingEmptySubsequences: false).enumerated()
          .filter { $0.offset % 2 == 1 }
          .map { String($0.element) }
        return (cells.count >= 3 ? cells[2] : line, names)
      }
  }

  @Test("No row is empty, every name is a transcript, and every transcript is named")
  func complete() throws {
    let rows = try CoverageTests.rows()
    #expect(rows.count >= 50)
    let files = Set(TranscriptFile.all().map { $0.url.deletingPathExtension().lastPathComponent })
    for row in rows {
      #expect(!row.names.isEmpty, "empty row: \(row.row)")
      let unknown = row.names.filter { !files.contains($0) }
      #expect(unknown.isEmpty, "\(row.row): no transcript named \(unknown)")
    }
    let named = Set(rows.flatMap(\.names))
    #expect(
      files.subtracting(named).isEmpty, "not in the table: \(files.subtracting(named).sorted())")
  }
}
