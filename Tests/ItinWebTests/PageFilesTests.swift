import Foundation
import Testing
import TripTestSupport

@testable import ItinWeb

/// The page's markup, script and style are files of their own, in their
/// own languages (Sources/ItinWeb/Page/); the program serves them from a
/// Swift file made from them, so that it needs nothing beside it.
@Suite("The page's files: embedded as written, and the script is JavaScript")
struct PageFilesTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ItinWeb/Page")

  /// Each file, by the name of the property that serves it.
  static let files = [("html", "index.html"), ("script", "app.js"), ("style", "app.css")]

  /// The Swift file that embeds the page's files, as `make page` writes it.
  static func embeddedSource() throws -> String {
    var lines = [
      "// swift-format-ignore-file",
      "// Made by `make page` from the files in Sources/ItinWeb/Page/: edit those, not this.",
      "// The web server needs Hummingbird, which the REPL trait brings: without",
      "// it, an app on the libraries builds this target as nothing.",
      "#if REPL",
      "",
      "extension Page {",
    ]
    for (property, name) in files {
      var body = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      if body.hasSuffix("\n") { body.removeLast() }
      lines += [
        "  /// Sources/ItinWeb/Page/\(name), without its last line break.",
        "  static let \(property) = ####\"\"\"", body, "\"\"\"####", "",
      ]
    }
    lines[lines.count - 1] = "}"
    lines.append("#endif")
    lines.append("")
    return lines.joined(separator: "\n")
  }

  @Test("The program embeds the page's files as they are written (make page writes it)")
  func embeddedAsWritten() throws {
    let path = PageFilesTests.folder.deletingLastPathComponent()
      .appendingPathComponent("Page+Embedded.swift")
    let wanted = try PageFilesTests.embeddedSource()
    if ProcessInfo.processInfo.environment["ITIN_PAGE_UPDATE"] == "1" {
      try wanted.write(to: path, atomically: true, encoding: .utf8)
    }
    #expect(try String(contentsOf: path, encoding: .utf8) == wanted, "run make page")
    // What is served is each file, its last line break aside.
    for (served, name) in [
      (Page.html, "index.html"), (Page.script, "app.js"), (Page.style, "app.css"),
    ] {
      let file = try String(
        contentsOf: PageFilesTests.folder.appendingPathComponent(name), encoding: .utf8)
      #expect(served + "\n" == file, "\(name)")
    }
  }

  @Test("The script is JavaScript that node reads without an error")
  func scriptParses() throws {
    let script = PageFilesTests.folder.appendingPathComponent("app.js").path
    let checked = try Executable.run(
      program: Browser.program("node"), ["--check", script], data: Data(),
      in: FileManager.default.temporaryDirectory,
      environment: ProcessInfo.processInfo.environment)
    #expect(checked.status == 0, "\(checked.errors)")
  }
}
