import Foundation
import Testing
import TripTestSupport

/// The real checkers an exported page goes through, none written here.
///
/// The W3C's HTML checker (vnu.jar, run by Java) and axe-core run in
/// Debian's headless Chromium. `make test` fetches and installs them (the Makefile's
/// `test-deps`); a missing one fails the test, naming what to install.
enum PageCheckers {
  /// The package's folder, where `make test` runs.
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Where the Makefile puts what it fetches.
  static func tool(_ name: String) throws -> URL {
    let url = package.appendingPathComponent(".build/tools/" + name)
    try #require(
      FileManager.default.fileExists(atPath: url.path),
      "make test fetches \(name) into .build/tools (make test-deps)")
    return url
  }

  /// The first of `names` on the path, or where Debian puts it.
  static func program(_ names: [String]) throws -> URL {
    let folders =
      (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
      .map(String.init) + ["/usr/bin", "/usr/local/bin"]
    for name in names {
      for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name)
      {
        return URL(fileURLWithPath: folder + "/" + name)
      }
    }
    Issue.record("make test installs \(names[0]) (make test-deps)")
    throw CheckerMissing(name: names[0])
  }

  struct CheckerMissing: Error { var name: String }

  /// A Python that can import `module`: the system's, where Debian's
  /// packages go, else the one on the path.
  static func python(importing module: String) throws -> URL {
    for candidate in ["/usr/bin/python3", "/usr/local/bin/python3"]
    where FileManager.default.isExecutableFile(atPath: candidate) {
      let probe = try Executable.run(
        program: URL(fileURLWithPath: candidate), ["-c", "import " + module], data: Data(),
        in: FileManager.default.temporaryDirectory,
        environment: ProcessInfo.processInfo.environment)
      if probe.status == 0 { return URL(fileURLWithPath: candidate) }
    }
    return try program(["python3"])
  }

  /// What the W3C checker says of `pages`, one message a line: "error: …"
  /// with the file's name; none for valid pages.
  static func w3cMessages(_ pages: [String]) throws -> [String] {
    let outcome = try Executable.run(
      program: program(["java"]),
      ["-jar", tool("vnu.jar").path, "--also-check-css", "--format", "gnu"] + pages,
      data: Data(), in: FileManager.default.temporaryDirectory,
      environment: ProcessInfo.processInfo.environment)
    // vnu says nothing and exits 0 for valid pages; its messages go to the
    // error stream, and "--format gnu" puts one a line.
    #expect(outcome.status == 0 || !outcome.errors.isEmpty, "vnu failed: \(outcome.output)")
    return outcome.errors.split(separator: "\n").map(String.init)
  }

  /// The result of axe-core on the page at `path`, run in headless
  /// Chromium: axe's version and each violation's rule id with its impact.
  ///
  /// The page is copied beside itself with axe's script and a line that runs
  /// it appended to its body, as a browser extension injects it; the page
  /// itself holds no script.
  static func axe(_ path: String) throws -> (version: String, violations: [String], passes: Int) {
    let page = try String(contentsOfFile: path, encoding: .utf8)
    let script = try String(contentsOf: tool("axe.min.js"), encoding: .utf8)
    let runner = """
      <script>\(script)</script>
      <script>
      axe.run(document).then(function (result) {
        var said = document.createElement("pre");
        said.id = "axe-result";
        said.textContent = JSON.stringify({
          version: axe.version, passes: result.passes.length,
          violations: result.violations.map(function (v) {
            return v.id + " " + v.impact + " " + v.nodes.map(function (n) { return n.html; }).join(" ");
          })});
        document.documentElement.appendChild(said);
      });
      </script>
      """
    let checked = path + ".axe.html"
    try page.replacingOccurrences(of: "</body>", with: runner + "</body>")
      .write(toFile: checked, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: checked) }
    let outcome = try Executable.run(
      program: program(["chromium", "chromium-browser", "google-chrome"]),
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--user-data-dir=" + Scratch.folder("chromium-profile"),
        "--virtual-time-budget=30000", "--dump-dom", URL(fileURLWithPath: checked).absoluteString,
      ], data: Data(), in: FileManager.default.temporaryDirectory,
      environment: ProcessInfo.processInfo.environment)
    let dom = outcome.output
    guard let start = dom.range(of: "<pre id=\"axe-result\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else {
      Issue.record("axe-core gave no result in Chromium: \(outcome.errors.suffix(2000))")
      return ("", ["no result"], 0)
    }
    let json = dom[start.upperBound..<end.lowerBound]
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    struct Result: Decodable {
      var version: String
      var passes: Int
      var violations: [String]
    }
    let result = try JSONDecoder().decode(Result.self, from: Data(json.utf8))
    return (result.version, result.violations, result.passes)
  }

  /// The accessibility tree Chromium gives a screen reader for the page at
  /// `path`, one node a line ("heading \"Day 1\" level 2"), indented by
  /// depth: `tools/ax-tree.py`, through the DevTools protocol's
  /// `Accessibility.getFullAXTree`.
  static func accessibilityTree(_ path: String) throws -> [String] {
    let outcome = try Executable.run(
      program: program(["python3"]),
      [package.appendingPathComponent("tools/ax-tree.py").path, path],
      data: Data(), in: FileManager.default.temporaryDirectory,
      environment: ProcessInfo.processInfo.environment)
    #expect(outcome.status == 0, "tools/ax-tree.py: \(outcome.errors)")
    return outcome.output.split(separator: "\n").map(String.init)
  }
}
