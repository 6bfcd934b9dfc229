import Foundation
import Testing
import TripTestSupport

/// `itin-a11y` on a real pseudo-terminal, as a person at a terminal runs it:
/// GNU readline reads the keys.
///
/// util-linux `script` (Essential in Debian) makes the terminal and runs the
/// program on it as the terminal's own session, so Ctrl-C typed as a byte
/// becomes SIGINT as it does for a person.
final class PseudoTerminal {
  let process = Process()
  private let input = Pipe()
  private let outputPipe = Pipe()
  private(set) var output: [UInt8] = []

  init(_ arguments: [String] = [], environment: [String: String]) throws {
    let url = try #require(Executable.url, "itin-a11y is not built beside the tests")
    let command = ([url.path] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    .joined(separator: " ")
    // exec: the shell must not stay between, or it too would take Ctrl-C.
    // A write to a terminal that has ended must fail, not end the tests.
    Pipes.brokenWritesReturnErrors
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-q", "-f", "-e", "-c", "exec " + command, "/dev/null"]
    process.environment = environment.merging(["SHELL": "/bin/sh"]) { $1 }
    process.standardInput = input
    process.standardOutput = outputPipe
    process.standardError = outputPipe
    try process.run()
  }

  deinit {
    if process.isRunning { process.terminate() }
    // Reaped, so that Foundation lets go of the process and its pipes.
    process.waitUntilExit()
  }

  func type(_ text: String) {
    Pipes.send(text, to: input.fileHandleForWriting)
  }

  /// Reads until the output holds `text` after `offset`, or 10 seconds
  /// pass; whether it came.
  @discardableResult
  func wait(for text: String, after offset: Int = 0) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if String(decoding: output.dropFirst(offset), as: UTF8.self).contains(text) { return true }
      let descriptor = outputPipe.fileHandleForReading.fileDescriptor
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, 100) > 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      output += buffer[..<count]
    }
    return String(decoding: output.dropFirst(offset), as: UTF8.self).contains(text)
  }

  var text: String { String(decoding: output, as: UTF8.self) }

  /// Types a line once the prompt is there, and waits for `answer` and the
  /// next prompt, as a person would; whether both came.
  @discardableResult
  func enter(_ keys: String, expecting answer: String, prompt: String = "itin ") -> Bool {
    let mark = output.count
    type(keys)
    return wait(for: answer + "\r\n" + prompt, after: mark)
  }

  /// The exit status, waiting at most 10 seconds; a program still running
  /// then is killed, and the status is `nil`.
  func exitStatus() -> Int32? {
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    guard !process.isRunning else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return nil
    }
    return process.terminationStatus
  }
}

@Suite("itin-a11y on a pseudo-terminal", .serialized)
struct TerminalTests {
  private func environment(home: String) -> [String: String] {
    ["HOME": home, "TERM": "xterm", "COLUMNS": "100", "LINES": "30", "PATH": "/usr/bin:/bin"]
  }

  private func home() -> String {
    Scratch.folder("itin-home")
  }

  @Test(
    "Readline: the banner and prompt, history recall, Tab completion, and no colour or paste codes")
  func readline() throws {
    let home = home()
    let terminal = try PseudoTerminal(environment: environment(home: home))
    #expect(
      terminal.wait(
        for:
          "Midwest ballpark road trip. 5 days, 15 items.\r\nType help for the commands.\r\nitin "))
    #expect(
      terminal.enter("down\r", expecting: "Lunch at Lou Malnati's moved to position 2 of day 1."))
    // The up arrow brings back "down"; Enter runs it again.
    #expect(
      terminal.enter(
        "\u{1B}[A\r", expecting: "Lunch at Lou Malnati's moved to position 3 of day 1."))
    // Tab completes a command, then a title.
    #expect(
      terminal.enter(
        "foc\tDrinks\t\r", expecting: "Drinks in Wrigleyville, custom, position 2 of day 1."))
    #expect(terminal.enter("quit\r", expecting: "Quit anyway? Yes or no."))
    terminal.type("yes\r")
    #expect(terminal.wait(for: "The changes to the sample trip were not saved."))
    #expect(terminal.exitStatus() == 0)

    let bytes = terminal.text
    #expect(!bytes.contains("\u{1B}[?2004"), "bracketed paste")
    #expect(!bytes.contains("\u{1B}[?1034"), "meta key")
    #expect(bytes.range(of: "\u{1B}\\[[0-9;]*m", options: .regularExpression) == nil, "colour")

    // The history file keeps the typed lines, readable by its owner only.
    let history = home + "/.local/state/itin-a11y/history"
    let attributes = try FileManager.default.attributesOfItem(atPath: history)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let kept = try String(contentsOfFile: history, encoding: .utf8)
    #expect(kept.contains("down\n"))
    #expect(kept.contains("focus Drinks in Wrigleyville"))
    // The answer to a yes-or-no question is not a command to recall.
    #expect(!kept.contains("yes"), "\(kept)")
  }

  @Test("History from an earlier session comes back with the up arrow")
  func historyAcrossSessions() throws {
    let home = home()
    let first = try PseudoTerminal(environment: environment(home: home))
    #expect(first.wait(for: "itin "))
    #expect(first.enter("list day 4\r", expecting: "2. Royals at Twins, game, fixed."))
    first.type("quit\r")
    #expect(first.exitStatus() == 0)
    let second = try PseudoTerminal(environment: environment(home: home))
    #expect(second.wait(for: "itin "))
    // The newest line is "quit"; the one before it is "list day 4".
    #expect(second.enter("\u{1B}[A\u{1B}[A\r", expecting: "2. Royals at Twins, game, fixed."))
    second.type("quit\r")
    #expect(second.exitStatus() == 0)
  }

  @Test("Ctrl-C clears the line and keeps the program; Ctrl-D quits")
  func interrupt() throws {
    let terminal = try PseudoTerminal(environment: environment(home: home()))
    #expect(terminal.wait(for: "itin "))
    terminal.type("garbage typed")
    #expect(terminal.wait(for: "garbage typed"))
    #expect(terminal.enter("\u{3}", expecting: ""))
    #expect(
      terminal.enter("where\r", expecting: "Lunch at Lou Malnati's, custom, position 1 of day 1."))
    #expect(!terminal.text.contains("No command"))
    #expect(terminal.process.isRunning)
    terminal.type("\u{4}")
    #expect(terminal.wait(for: "Goodbye."))
    #expect(terminal.exitStatus() == 0)
  }

  @Test("--prompt sets the prompt; TERM=dumb and NO_COLOR get no readline codes at all")
  func dumbTerminal() throws {
    var environment = environment(home: home())
    environment["TERM"] = "dumb"
    environment["NO_COLOR"] = "1"
    let terminal = try PseudoTerminal(["--prompt", "trip: "], environment: environment)
    #expect(terminal.wait(for: "Type help for the commands.\r\ntrip: "))
    terminal.type("where\n")
    #expect(terminal.wait(for: "Lunch at Lou Malnati's, custom, position 1 of day 1."))
    terminal.type("quit\n")
    #expect(terminal.wait(for: "Goodbye."))
    #expect(terminal.exitStatus() == 0)
    #expect(!terminal.text.contains("\u{1B}"))
  }

  @Test("ITIN_A11Y_PROMPT sets the prompt, empty for none; --prompt wins over it")
  func promptFromEnvironment() throws {
    var environment = environment(home: home())
    environment["ITIN_A11Y_PROMPT"] = ""
    let silent = try PseudoTerminal(environment: environment)
    #expect(silent.wait(for: "Type help for the commands.\r\n"))
    silent.type("where\n")
    #expect(silent.wait(for: "position 1 of day 1.\r\n"))
    silent.type("quit\n")
    #expect(silent.wait(for: "Goodbye."))
    #expect(silent.exitStatus() == 0)
    #expect(!silent.text.contains("itin "), "\(silent.text.debugDescription)")
    environment["ITIN_A11Y_PROMPT"] = "trip "
    let chosen = try PseudoTerminal(environment: environment)
    #expect(chosen.wait(for: "Type help for the commands.\r\ntrip "))
    chosen.type("quit\n")
    #expect(chosen.exitStatus() == 0)
    let asked = try PseudoTerminal(["--prompt", "go "], environment: environment)
    #expect(asked.wait(for: "Type help for the commands.\r\ngo "))
    asked.type("quit\n")
    #expect(asked.exitStatus() == 0)
  }

  @Test("Tab lists the candidates alone, not the whole line again, by the second Tab")
  func completionLists() throws {
    let terminal = try PseudoTerminal(environment: environment(home: home()))
    #expect(terminal.wait(for: "itin "))
    let mark = terminal.text.utf8.count
    terminal.type("focus dri\t")
    usleep(300_000)
    terminal.type("\t")
    #expect(terminal.wait(for: "Drive to Minneapolis", after: mark))
    let listed = String(terminal.text.utf8.dropFirst(mark)) ?? ""
    #expect(listed.contains("\r\nDrive to Milwaukee"), "\(listed.debugDescription)")
    #expect(listed.contains("\r\nDrive to Minneapolis"), "\(listed.debugDescription)")
    #expect(!listed.contains("focus Drive to Milwaukee"), "\(listed.debugDescription)")
    terminal.type("\u{15}quit\r")
    #expect(terminal.exitStatus() == 0)
  }
}
