import Foundation
import Testing

/// A Swift block of the documentation, or an example of the test sources.
struct CodeBlock: CustomStringConvertible {
  /// The file, relative to the package, and the line the code starts on.
  var file: String
  var line: Int
  /// The code, without import lines, its indent, or blank lines at either end.
  var code: String

  var description: String { "\(file):\(line)" }

  init(file: String, line: Int, lines: [String]) {
    self.file = file
    self.line = line
    var kept = lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") }
      .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    while kept.first?.isEmpty == true { kept.removeFirst() }
    while kept.last?.isEmpty == true { kept.removeLast() }
    let indent =
      kept.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    code = kept.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
  }
}

/// Where the documentation's code is, and the examples that stand for it.
enum Documentation {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every file below `folder` (relative to the package) whose name ends in `suffix`.
  static func files(in folder: String, ending suffix: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    // A build folder (a driver under docs/ built by hand) holds other
    // packages' files, which are not this package's documentation.
    return walker.compactMap { $0 as? String }
      .filter { $0.hasSuffix(suffix) && !$0.split(separator: "/").contains(".build") }.sorted()
      .map { folder + "/" + $0 }
  }

  static func lines(of file: String) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    return text.components(separatedBy: "\n")
  }

  /// The Swift blocks of the README, docs/, the DocC catalogs and the doc
  /// comments of the sources.
  static func blocks() throws -> [CodeBlock] {
    let markdown =
      ["README.md"] + files(in: "docs", ending: ".md")
      + files(in: "Sources", ending: ".md").filter { $0.contains(".docc/") }
    var blocks: [CodeBlock] = []
    for file in markdown {
      blocks += fenced(try lines(of: file), file: file)
    }
    for file in files(in: "Sources", ending: ".swift") {
      // Doc comments: the lines after "///", with their number kept.
      let comment = try lines(of: file).map { line -> String? in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("///") else { return nil }
        let text = trimmed.dropFirst(3)
        return String(text.hasPrefix(" ") ? text.dropFirst() : text)
      }
      blocks += fenced(comment.map { $0 ?? "\u{0}" }, file: file)
    }
    return blocks
  }

  /// The ```swift blocks of some lines; a NUL line ends a doc comment.
  private static func fenced(_ lines: [String], file: String) -> [CodeBlock] {
    var blocks: [CodeBlock] = []
    var open: (line: Int, lines: [String])?
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var block = open {
        if trimmed == "```" || line == "\u{0}" {
          blocks.append(CodeBlock(file: file, line: block.line, lines: block.lines))
          open = nil
        } else {
          block.lines.append(line)
          open = block
        }
      } else if trimmed == "```swift" {
        open = (index + 2, [])
      }
    }
    return blocks
  }

  /// The examples of this test target, by name.
  static func snippets() throws -> [String: CodeBlock] {
    var snippets: [String: CodeBlock] = [:]
    for file in files(in: "Tests/DocExampleTests", ending: ".swift") {
      var open: (name: String, line: Int, lines: [String])?
      for (index, line) in try lines(of: file).enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("// snippet: ") {
          open = (String(trimmed.dropFirst("// snippet: ".count)), index + 2, [])
        } else if trimmed == "// end snippet", let block = open {
          snippets[block.name] = CodeBlock(file: file, line: block.line, lines: block.lines)
          open = nil
        } else {
          open?.lines.append(line)
        }
      }
    }
    return snippets
  }

  /// What an example says it prints: the comment line under each `print`.
  static func claimedOutput(of snippet: CodeBlock) -> [String] {
    let lines = snippet.code.components(separatedBy: "\n")
    return lines.indices.filter { lines[$0].contains("print(") }.map { index in
      let next =
        index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
      return next.hasPrefix("// ") ? String(next.dropFirst(3)) : "(no comment under the print)"
    }
  }
}

@Suite("Every code example in the documentation compiles, runs, and prints what it says")
struct DocExampleTests {
  /// The examples that need UIKit, SwiftUI or a whole app: compiled (against
  /// stand-ins on Linux), not run.
  static let compiledOnly: Set<String> = [
    "uikit-custom-actions", "undo-focus", "swiftui-actions", "undo-bridge",
    "uikit-drop-from-outside", "swiftui-drop-from-outside", "swiftui-move-selection",
    "test-undo-manager", "swiftui-trip-screen", "swiftui-grouped-actions", "uikit-drag-speech",
  ]

  @Test(
    "Every Swift block of the README, docs/, the DocC catalogs and doc comments is an example here")
  func everyBlockIsAnExample() throws {
    let blocks = try Documentation.blocks()
    let snippets = try Documentation.snippets()
    #expect(blocks.count >= 12)
    #expect(blocks.contains { $0.file == "README.md" })
    #expect(blocks.contains { $0.file.contains(".docc/") })
    #expect(blocks.contains { $0.file.hasSuffix(".swift") })
    for block in blocks {
      let match = snippets.values.contains { $0.code == block.code }
      #expect(
        match,
        "\(block): this example is not in Tests/DocExampleTests; the nearest is \(nearest(block, in: snippets))"
      )
    }
    let used = Set(
      snippets.filter { name, snippet in blocks.contains { $0.code == snippet.code } }.keys)
    #expect(Set(snippets.keys) == used, "examples no documentation shows")
  }

  @Test("Every example is run, or is app code compiled only")
  func everyExampleAccountedFor() throws {
    let names = Set(try Documentation.snippets().keys)
    #expect(names == Set(Snippets.runnable.keys).union(DocExampleTests.compiledOnly))
    #expect(Set(Snippets.runnable.keys).isDisjoint(with: DocExampleTests.compiledOnly))
  }

  @Test(
    "Each example prints what the comment under each print says",
    arguments: Snippets.runnable.keys.sorted())
  @MainActor
  func printsWhatItSays(name: String) throws {
    let snippet = try #require(try Documentation.snippets()[name])
    let run = try #require(Snippets.runnable[name])
    let snippets = Snippets()
    try run(snippets)
    #expect(snippets.printed == Documentation.claimedOutput(of: snippet), "\(snippet)")
  }

  /// The example whose first lines match the block longest, to point at.
  private func nearest(_ block: CodeBlock, in snippets: [String: CodeBlock]) -> String {
    let lines = block.code.components(separatedBy: "\n")
    let scored = snippets.map { name, snippet in
      let other = snippet.code.components(separatedBy: "\n")
      return (name, zip(lines, other).prefix { $0 == $1 }.count)
    }
    return scored.max { $0.1 < $1.1 }.map { "\($0.0), alike for \($0.1) lines" } ?? "none"
  }
}
