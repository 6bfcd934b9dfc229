import Foundation
import Testing
import TripTestSupport

@testable import ItinWeb

/// The page's markup, script and style are files of their own, in their
/// own languages (Sources/ItinWeb/Page/); the program serves them from a
/// Swift file made from them, so that it needs nothing beside it.
///
/// The script is modules: `app.js`, the entry, imports the others.
@Suite("The page's files: embedded as written, and each script a JavaScript module")
struct PageFilesTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ItinWeb/Page")

  /// The names of the files in the page's folder, sorted.
  static func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !$0.hasPrefix(".") }.sorted()
  }

  /// The file named `name`, as it is written.
  static func file(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  /// The names of the page's scripts.
  static func scripts() throws -> [String] {
    try names().filter { $0.hasSuffix(".js") }
  }

  @Test("The program holds every file of the page's folder as it is written")
  func embeddedAsWritten() throws {
    let names = try PageFilesTests.names()
    #expect(Page.embeddedFiles.map(\.name) == names)
    for (name, text) in Page.embeddedFiles {
      let file = try PageFilesTests.file(name)
      #expect(!file.isEmpty && text == file, "\(name)")
    }
    for (served, name) in [
      (Page.html, "index.html"), (Page.script, "app.js"), (Page.style, "app.css"),
    ] {
      let file = try PageFilesTests.file(name)
      #expect(served == file, "\(name)")
    }
    let scripts = try PageFilesTests.scripts()
    #expect(scripts.count > 1 && scripts.contains("app.js"))
    #expect(Page.scripts.map(\.name) == scripts)
    for name in scripts {
      let file = try PageFilesTests.file(name)
      #expect(Page.script(at: "/" + name) == file, "\(name)")
    }
    for path in ["/nothing.js", "app.js", "/app.css", "/", "/app.js/", "//app.js"] {
      #expect(Page.script(at: path) == nil, "\(path)")
    }
  }

  @Test("Each script is a JavaScript module that node reads without an error")
  func scriptsParse() throws {
    for name in try PageFilesTests.scripts() {
      // As a module: strict, with import and export, whatever the file holds.
      let file = try PageFilesTests.file(name)
      let checked = try Executable.run(
        program: Browser.program("node"), ["--input-type=module", "--check"], data: Data(file.utf8),
        in: FileManager.default.temporaryDirectory,
        environment: ProcessInfo.processInfo.environment)
      #expect(checked.status == 0, "\(name): \(checked.errors)")
    }
  }

  @Test("The page loads its entry as a module, which imports every other script, each one there")
  func entryImportsEveryScript() throws {
    let html = try PageFilesTests.file("index.html")
    #expect(html.contains(#"<script type="module" src="/app.js"></script>"#))
    let scripts = Set(try PageFilesTests.scripts())
    // What each script imports, from the folder beside it.
    let imports = try Regex(#"(?m)^import \{[^}]*\} from "\./([A-Za-z0-9_-]+\.js)";$"#)
    var reached: Set<String> = ["app.js"]
    var waiting = ["app.js"]
    while let name = waiting.popLast() {
      for match in try PageFilesTests.file(name).matches(of: imports) {
        let imported = String(match.output[1].substring ?? "")
        #expect(scripts.contains(imported), "\(name) imports \(imported), which is not there")
        if scripts.contains(imported), reached.insert(imported).inserted {
          waiting.append(imported)
        }
      }
    }
    #expect(reached == scripts, "not imported: \(scripts.subtracting(reached).sorted())")
  }

  @Test("Every script is served at its name to a page with no key yet, as JavaScript")
  func scriptsServed() throws {
    let served = try ServedTrip([], stateFolder: Scratch.folder("page-files-state"))
    defer { _ = served.stop() }
    for name in try PageFilesTests.scripts() {
      let answer = try served.request("/" + name, key: nil, showingHeaders: true)
      #expect(answer.status == 200, "\(name)")
      let parts = answer.body.components(separatedBy: "\r\n\r\n")
      let headers = parts.first?.lowercased() ?? ""
      #expect(headers.contains("content-type: text/javascript; charset=utf-8"), "\(name)")
      // Modules are scripts of the page's own origin: 'self' allows them.
      #expect(headers.contains("script-src 'self'"), "\(name)")
      let file = try PageFilesTests.file(name)
      #expect(parts.dropFirst().joined(separator: "\r\n\r\n") == file, "\(name)")
    }
  }
}
