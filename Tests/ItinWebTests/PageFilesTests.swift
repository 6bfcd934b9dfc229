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

  @Test("The program serves the page's files as they are written")
  func embeddedAsWritten() throws {
    for (served, name) in [
      (Page.html, "index.html"), (Page.script, "app.js"), (Page.style, "app.css"),
    ] {
      let file = try String(
        contentsOf: PageFilesTests.folder.appendingPathComponent(name), encoding: .utf8)
      #expect(!file.isEmpty && served == file, "\(name)")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: PageFilesTests.folder.path)
    #expect(Page.embeddedFiles.map(\.name) == names.filter { !$0.hasPrefix(".") }.sorted())
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
