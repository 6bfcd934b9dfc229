import Foundation
import Testing
import TripTestSupport

/// Debian's headless Chromium, driven by `tools/web-drive.py` through the
/// DevTools protocol: keys and pointer moves go in as input events, and
/// each observation reads the live regions, the accessibility tree and
/// axe-core's verdict, and writes a screenshot to `.build/web-shots/`.
enum Browser {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A program on the path, or where Debian puts it.
  static func program(_ name: String) throws -> URL {
    let folders =
      (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
      + ["/usr/bin", "/usr/local/bin"]
    for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
      return URL(fileURLWithPath: folder + "/" + name)
    }
    Issue.record("make test installs \(name) (make test-deps)")
    throw Missing(name: name)
  }

  struct Missing: Error { var name: String }

  /// One step of a person at the page.
  enum Step {
    case key(String, [String] = [])
    case tabTo(String)
    /// Text typed where the focus is.
    case type(String)
    case mouse(String, to: String, at: String = "middle")
    /// A finger down on an element's middle, moved by `dy` points, lifted.
    case swipe(String, dy: Double)
    /// A finger down on an element's middle, moved to just above another's
    /// bottom, lifted.
    case swipeTo(String, to: String)
    /// The pointer at a point of the window.
    case pointer(String, x: Double, y: Double)
    case observe(String)
    case eval(String)
    /// The stops a phone's screen reader swipes through, in reading order.
    case swipes
    /// A finger down and up on an element's middle, as touch events.
    case tap(String)
    /// Until the expression is true: what another page does, seen here.
    case waitFor(String)
    /// A file made once the page is still, for a test to drive another page.
    case signal(String)
    /// The page loaded again, as F5 does.
    case reload
    /// The tab goes to another address, leaving the page.
    case navigate(String)

    var json: [String: Any] {
      switch self {
      case .key(let key, let modifiers): ["key": key, "modifiers": modifiers]
      case .tabTo(let role): ["tabTo": role]
      case .type(let text): ["type": text]
      case .mouse(let kind, let selector, let at): ["mouse": kind, "to": selector, "at": at]
      case .pointer(let kind, let x, let y): ["mouse": kind, "x": x, "y": y]
      case .swipe(let selector, let dy): ["swipe": selector, "dy": dy]
      case .swipeTo(let selector, let target): ["swipe": selector, "to": target, "dy": 0]
      case .observe(let name): ["observe": name]
      case .eval(let expression): ["eval": expression]
      case .swipes: ["swipes": true]
      case .tap(let selector): ["tap": selector]
      case .waitFor(let expression): ["waitFor": expression]
      case .signal(let path): ["signal": path]
      case .reload: ["reload": true]
      case .navigate(let address): ["navigate": address]
      }
    }
  }

  /// What the page showed at an `observe` step.
  struct Observation: CustomStringConvertible {
    let json: [String: Any]
    var description: String { "the page at \(name)" }
    var name: String { json["observe"] as? String ?? "" }
    /// The polite region's sentence.
    var said: String { json["said"] as? String ?? "" }
    /// The assertive region's sentence.
    var saidNow: String { json["saidNow"] as? String ?? "" }
    /// Every sentence still in the live regions, in the order said.
    var sentences: [String] { json["sentences"] as? [String] ?? [] }
    var focusedRole: String? { (json["focused"] as? [String: Any])?["role"] as? String }
    var focusedName: String? { (json["focused"] as? [String: Any])?["name"] as? String }
    /// The groups and the menu or grid around the focused node: "group:Within the day".
    var focusedWithin: [String] {
      (json["focused"] as? [String: Any])?["within"] as? [String] ?? []
    }
    var axe: [String] { json["axe"] as? [String] ?? ["axe-core did not run"] }
    /// Each row of the days, in order: its day and its item's id.
    var rows: [(day: Int, id: String)] {
      (json["rows"] as? [[Any]] ?? []).map { ($0[0] as? Int ?? 0, $0[1] as? String ?? "") }
    }
    var ids: [String] { rows.map(\.id) }
    /// How many days the grid heads.
    var days: Int { json["days"] as? Int ?? -1 }
    var ideas: [String] { json["ideas"] as? [String] ?? [] }
    var lifted: [String] { json["lifted"] as? [String] ?? [] }
    var invalid: [String] { json["invalid"] as? [String] ?? [] }
    var insertion: Bool { json["insertion"] as? Bool ?? false }
    var note: String { json["note"] as? String ?? "" }
    var lang: String { json["lang"] as? String ?? "" }
    /// The nodes of the accessibility tree with `role`, each with its name
    /// and states.
    func nodes(_ role: String) -> [(name: String, states: [String: Any], within: [String])] {
      (json["tree"] as? [[String: Any]] ?? []).filter { $0["role"] as? String == role }.map {
        (
          $0["name"] as? String ?? "", $0["states"] as? [String: Any] ?? [:],
          $0["within"] as? [String] ?? []
        )
      }
    }
  }

  // Made once from the driver's file and only read after: a run of one page
  // may be handed from the task that drove it, beside another page's.
  struct Run: @unchecked Sendable {
    var observations: [Observation]
    var loadedMilliseconds: Double
    var tabs: [Int]
    var values: [Any]
    /// At each `swipes` step, its stops, each "role: name".
    var swipes: [[String]] = []

    subscript(name: String) -> Observation? { observations.first { $0.name == name } }

    /// The observation named `name`, or a failure of the test that says
    /// which is missing.
    func look(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
      -> Observation
    {
      try #require(self[name], "\(name)", sourceLocation: sourceLocation)
    }
  }

  /// Opens `address` in a new headless Chromium, and takes `steps`.
  ///
  /// `phone`: the window a phone's width, touched rather than clicked;
  /// `phoneWidth`, a phone of that many points across.
  /// The browser's language is `language`. With `history`, the browser is
  /// closed as a person closes it, and the addresses its History database
  /// kept are written there, one a line.
  ///
  /// `namespace`: the browser runs in that network namespace (another
  /// device, for the test); `trusting`: the base64 SHA-256 of the one
  /// certificate key it trusts beside the system's.
  static func run(
    _ address: String, language: String = "en", steps: [Step], shots: String,
    reducedMotion: Bool = false, phone: Bool = false, phoneWidth: Int? = nil,
    history: String? = nil,
    namespace: String? = nil, trusting key: String? = nil
  ) throws -> Run {
    let folder = Scratch.folder("web-drive")
    let stepsFile = folder + "/steps-\(shots).json"
    let outFile = folder + "/out-\(shots).json"
    try JSONSerialization.data(withJSONObject: steps.map(\.json)).write(
      to: URL(fileURLWithPath: stepsFile))
    let axe = package.appendingPathComponent(".build/tools/axe.min.js").path
    try #require(FileManager.default.fileExists(atPath: axe), "make test fetches axe-core")
    let python = try program("python3")
    let drive =
      [
        package.appendingPathComponent("tools/web-drive.py").path, address, stepsFile, outFile,
        "--lang", language, "--axe", axe,
        "--shots", package.appendingPathComponent(".build/web-shots/" + shots).path,
      ] + (reducedMotion ? ["--reduced-motion"] : []) + (phone ? ["--phone"] : [])
      + (phoneWidth.map { ["--phone-width", String($0)] } ?? [])
      + (history.map { ["--history", $0] } ?? []) + (key.map { ["--trust-spki", $0] } ?? [])
    let outcome = try Executable.run(
      program: namespace == nil ? python : URL(fileURLWithPath: "/usr/bin/env"),
      (namespace.map { ["ip", "netns", "exec", $0, python.path] } ?? []) + drive,
      data: Data(),
      in: FileManager.default.temporaryDirectory,
      environment: ProcessInfo.processInfo.environment)
    try #require(outcome.status == 0, "web-drive.py: \(outcome.errors)")
    let all =
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: outFile)))
      as? [[String: Any]] ?? []
    return Run(
      observations: all.filter { $0["observe"] != nil }.map(Observation.init),
      loadedMilliseconds: all.first?["loaded"] as? Double ?? 0,
      tabs: all.compactMap { $0["tabs"] as? Int },
      values: all.filter { $0["eval"] != nil }.map { $0["value"] ?? NSNull() },
      swipes: all.compactMap { $0["swipes"] as? [String] })
  }
}
