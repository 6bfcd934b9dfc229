import Foundation
import Testing
import TripTestSupport

/// `itin-a11y serve` on a real pseudo-terminal: its REPL and a page change
/// one trip, and each hears the other.
@Suite("serve's terminal: the REPL beside the pages, on one session", .serialized)
struct ServeTerminalTests {
  /// A page's request by curl: the answer's body.
  static func request(
    _ origin: String, _ path: String, body: String, key: String? = nil, token: String? = nil,
    headers: Bool = false
  ) throws -> String {
    let port = origin.split(separator: ":").last.map(String.init) ?? ""
    var arguments = ["-s", "--max-time", "10", "-X", "POST", "-H", "Origin: " + origin]
    arguments += ["-H", "Content-Type: application/json", "--data", body]
    if let key { arguments += ["-H", "Cookie: itin-a11y-" + port + "=" + key] }
    if let token { arguments += ["-H", "X-Itin-Token: " + token] }
    if headers { arguments.append("-i") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    process.arguments = arguments + [origin + path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// The key of the page an address opens, as its page trades it.
  static func key(from address: String) throws -> String {
    let origin = String(address[..<(address.lastIndex(of: "/") ?? address.endIndex)])
    let token = String(address.split(separator: "/").last ?? "")
    let answer = try request(origin, "/api/enter", body: "{}", token: token, headers: true)
    let line = try #require(
      answer.split(whereSeparator: \.isNewline).first { $0.lowercased().hasPrefix("set-cookie:") })
    let value = line.split(separator: "=", maxSplits: 1).last ?? ""
    return String(value.prefix { $0 != ";" })
  }

  /// The address in the last line of `text` that names one.
  static func address(in text: String) -> String? {
    text.split(whereSeparator: { $0 == " " || $0.isNewline }).last { $0.hasPrefix("http://") }
      .map(String.init)
  }

  @Test(
    "The terminal types commands into the pages' session; a page's change is said there with its name, between lines, never over one; undo takes back one's own"
  )
  func terminalAndPage() throws {
    let state = Scratch.folder("serve-terminal")
    var environment = Executable.environment(stateFolder: state)
    environment["TERM"] = "xterm"
    environment["HOME"] = Scratch.folder("serve-terminal-home")
    environment["PATH"] = "/usr/bin:/bin"
    let terminal = try PseudoTerminal(
      ["serve", "--port", "0", "--name", "Sam"], environment: environment)
    #expect(terminal.wait(for: "Control-C to stop.\r\nitin "))
    let first = try #require(Self.address(in: terminal.text))
    let origin = String(first[..<(first.lastIndex(of: "/") ?? first.endIndex)])
    // Another person's address, and her page's key.
    let invited = terminal.output.count
    terminal.type("invite Ana\r")
    #expect(terminal.wait(for: "Ana can open http://127.1:", after: invited))
    #expect(terminal.wait(for: ".\r\nitin ", after: invited))
    let key = try Self.key(from: try #require(Self.address(in: terminal.text)))
    // The terminal moves, as in the REPL.
    #expect(
      terminal.enter("down\r", expecting: "Lunch at Lou Malnati's moved to position 2 of day 1."))
    // Ana's page moves; nothing is typed, so it is said at once on a line
    // of its own, and the prompt comes again.
    var mark = terminal.output.count
    _ = try Self.request(
      origin, "/api/do", body: #"{"act":"move","id":"museum","move":"down"}"#, key: key)
    #expect(
      terminal.wait(
        for: "\r\nAna moved Mill City Museum to position 2 of day 4.\r\nitin ", after: mark))
    // While a line is typed, another change waits for its answer.
    mark = terminal.output.count
    terminal.type("hist")
    _ = try Self.request(
      origin, "/api/do", body: #"{"act":"move","id":"barbecue","move":"up"}"#, key: key)
    usleep(1_500_000)
    _ = terminal.wait(for: "hist", after: mark)
    #expect(!String(decoding: terminal.output.dropFirst(mark), as: UTF8.self).contains("Barbecue"))
    terminal.type("ory\r")
    #expect(terminal.wait(for: "By Ana.", after: mark))
    #expect(terminal.wait(for: "By Sam.", after: mark))
    // Ana pauses: what history has just listed is not said again.
    usleep(2_000_000)
    let after = String(decoding: terminal.output.dropFirst(mark), as: UTF8.self)
    // The heading counts Sam's own step, the one his undo takes; the lines
    // are all three, naming who made each.
    #expect(after.contains("1 step to undo."), "\(after)")
    #expect(after.contains("By Ana.") && after.contains("By Sam."))
    #expect(!after.contains("Ana moved Barbecue at Joe's to position 1 of day 5."), "\(after)")
    // A change after the listing is said.
    mark = terminal.output.count
    _ = try Self.request(
      origin, "/api/do", body: #"{"act":"move","id":"barbecue","move":"down"}"#, key: key)
    #expect(
      terminal.wait(for: "Ana moved Barbecue at Joe's to position 2 of day 5.", after: mark))
    // Sam's undo takes back his own move, not Ana's later ones.
    #expect(
      terminal.enter(
        "undo\r",
        expecting: "Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1."))
    // Control-C stops serving; the terminal is given back.
    terminal.type("\u{3}")
    #expect(terminal.wait(for: "Stopped."))
    #expect(terminal.exitStatus() == 0)
  }
}
