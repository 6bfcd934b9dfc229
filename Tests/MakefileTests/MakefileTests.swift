import Foundation
import Testing
import TripTestSupport

/// The Makefile's own promises, checked with a stand-in for `swift` that
/// is as noisy as a first build: `make run` says nothing before the program,
/// and `make install` and `make uninstall` put and take away every file.
@Suite("The Makefile: a quiet make run, and make install and uninstall")
struct MakefileTests {
  /// A folder with the Makefile, a noisy stand-in for swift, and the
  /// program it "builds".
  struct Workshop {
    let folder: String

    init() throws {
      folder = Scratch.folder("itin-make")
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
      for file in ["Makefile", "tools"] {
        try FileManager.default.copyItem(
          atPath: root.appendingPathComponent(file).path, toPath: folder + "/" + file)
      }
      try write(
        "program",
        """
        #!/bin/bash
        if [ "$1" = --generate-completion-script ]; then echo "# $2 completion"; exit 0; fi
        echo "spoken $*"
        """)
      try write(
        "swift",
        """
        #!/bin/bash
        echo "Fetching https://github.com/apple/swift-argument-parser"
        echo "[3/120] Compiling ArgumentParser" >&2
        if [ -n "$FAIL" ]; then echo "error: no such module" >&2; exit 1; fi
        case "$1" in
          build)
            if [[ " $* " == *" --scratch-path .build/shipped "* ]]; then
              mkdir -p .build/shipped/release && cp program .build/shipped/release/itin-a11y
            else
              mkdir -p .build/debug && cp program .build/debug/itin-a11y
            fi ;;
          package)
            while [ $# -gt 0 ]; do
              if [ "$1" = --output-directory ]; then
                printf '.Dt ITIN-A11Y 1\\n.Nm\\n.Ar subcommand\\n\\n.Sh "EXIT STATUS"\\n.Ex -std\\n' >"$2/itin-a11y.1"
              fi
              shift
            done ;;
        esac
        """)
    }

    private func write(_ name: String, _ text: String) throws {
      try (text + "\n").write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: folder + "/" + name)
    }

    /// Runs make with `arguments`; its output, errors and exit status.
    func make(_ arguments: [String], environment extra: [String: String] = [:]) throws
      -> Executable.Outcome
    {
      var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
      environment["MAKEFLAGS"] = nil
      environment["MAKELEVEL"] = nil
      return try Executable.run(
        program: URL(fileURLWithPath: "/usr/bin/make"),
        arguments + ["SWIFT=\(folder)/swift", "READLINE_HEADER=\(folder)/Makefile"], data: Data(),
        in: URL(fileURLWithPath: folder), environment: environment)
    }
  }

  @Test("make run says nothing before the program speaks; the build's noise goes to a log")
  func quietRun() throws {
    let workshop = try Workshop()
    let run = try workshop.make(["run", "ARGS=trip.json"])
    #expect(run.status == 0)
    #expect(run.output == "spoken trip.json\n")
    #expect(run.errors.isEmpty)
    let log = try String(contentsOfFile: workshop.folder + "/.build/run.log", encoding: .utf8)
    #expect(log.contains("Compiling ArgumentParser"))
  }

  @Test("A build that fails is one line that names the log")
  func failedRun() throws {
    let workshop = try Workshop()
    let run = try workshop.make(["run"], environment: ["FAIL": "1"])
    #expect(run.status != 0)
    #expect(run.output == "The build failed. What went wrong is in .build/run.log.\n")
    #expect(!run.errors.contains("Compiling"))
  }

  @Test(
    "make install puts the program, its man page and three completions under PREFIX; uninstall takes them"
  )
  func installAndUninstall() throws {
    let workshop = try Workshop()
    let prefix = workshop.folder + "/prefix"
    let install = try workshop.make(["install", "PREFIX=\(prefix)"])
    #expect(install.status == 0, "\(install.errors)")
    // Sentences a listener hears, not the commands: where it went, and
    // whether that folder is on PATH.
    #expect(
      install.lines == [
        "Building itin-a11y as it is shipped (the log is .build/install.log).",
        "Installed \(prefix)/bin/itin-a11y, with its man page and completions.",
        "Its folder is not on your PATH: start it as \(prefix)/bin/itin-a11y, or add \(prefix)/bin to PATH.",
      ])
    let files = [
      "bin/itin-a11y", "share/man/man1/itin-a11y.1", "share/bash-completion/completions/itin-a11y",
      "share/zsh/site-functions/_itin-a11y", "share/fish/vendor_completions.d/itin-a11y.fish",
    ]
    for file in files {
      #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file)")
    }
    #expect(
      try String(contentsOfFile: prefix + "/share/zsh/site-functions/_itin-a11y", encoding: .utf8)
        == "# zsh completion\n")
    #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/itin-a11y"))
    // The man page has no subcommand, no blank line, and the real exit codes.
    let manual = try String(
      contentsOfFile: prefix + "/share/man/man1/itin-a11y.1", encoding: .utf8)
    #expect(!manual.contains("subcommand"))
    #expect(!manual.contains("\n\n"))
    #expect(manual.contains("It exits 64 when the arguments are wrong"))
    let uninstall = try workshop.make(["uninstall", "PREFIX=\(prefix)"])
    #expect(uninstall.status == 0)
    #expect(
      uninstall.lines == ["Removed itin-a11y, its man page and completions, from \(prefix)."])
    for file in files {
      #expect(!FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file)")
    }
    // The folders install made are gone too, where nothing else is in them.
    #expect(!FileManager.default.fileExists(atPath: prefix + "/share"))
  }
}

@Suite("make test's summary of a test run")
struct TestSummaryTests {
  /// `Tests/summary.awk` run over `log`.
  func summary(_ log: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return try Executable.run(
      program: URL(fileURLWithPath: "/usr/bin/awk"),
      ["-f", root.appendingPathComponent("Tests/summary.awk").path], data: Data(log.utf8),
      in: FileManager.default.temporaryDirectory, environment: Executable.environment()
    ).output
  }

  @Test("Passing tests are not listed; the closing line is")
  func passing() throws {
    let log = """
      ◇ Test run started.
      ✔ Test "Moves up" passed after 0.001 seconds.
      ✔ Suite "Moves" passed after 0.002 seconds.
      ✔ Test run with 2 tests in 1 suite passed after 0.003 seconds.

      """
    // No check mark: a screen reader says "heavy check mark".
    #expect(try summary(log) == "Test run with 2 tests in 1 suite passed after 0.003 seconds.\n")
  }

  @Test("An issue is shown with its details; a run that never closes says so")
  func failing() throws {
    let log = """
      ✘ Test "Moves up" recorded an issue at MoveTests.swift:3:5: Expectation failed: a == b
      ↳ the answer differs
        Expected: up
      ✔ Test "Moves down" passed after 0.001 seconds.
      ✘ Test "Moves up" failed after 0.002 seconds with 1 issue.

      """
    #expect(
      try summary(log) == """
        Test "Moves up" recorded an issue at MoveTests.swift:3:5: Expectation failed: a == b
        ↳ the answer differs
          Expected: up
        The tests did not finish: see .build/test.log.

        """)
  }
}
