// swift-tools-version:6.1

import PackageDescription

let package = Package(
  name: "itin-a11y",
  // Where the two libraries build: `String(unsafeUninitializedCapacity:)`
  // came with iOS 14 and macOS 11. PlatformTests holds the libraries to it.
  platforms: [.macOS(.v11), .iOS(.v14), .tvOS(.v14), .watchOS(.v7), .visionOS(.v1)],
  products: [
    .library(name: "ItineraryCore", targets: ["ItineraryCore"]),
    .library(name: "ReorderCommands", targets: ["ReorderCommands"]),
    // For an app's tests: an undo manager with UndoManager's rules, anywhere.
    .library(name: "ReorderCommandsTesting", targets: ["ReorderCommandsTesting"]),
    .executable(name: "itin-a11y", targets: ["itin-a11y"]),
  ],
  // The REPL's own dependency (swift-argument-parser) is behind a trait, on
  // by default: an app that depends on the two libraries turns it off with
  // `traits: []`, and neither resolves nor builds it.
  traits: [
    .trait(name: "REPL", description: "The itin-a11y executable and its argument parser."),
    .default(enabledTraits: ["REPL"]),
  ],
  dependencies: [
    .package(
      url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `itin-a11y serve`'s web server (the trip in a browser), with none of its
    // optional traits: no configuration reader, no full Foundation.
    .package(
      url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    // Named for what `serve` takes of them directly: a logger that says
    // nothing, the names of its own headers, and the error a port in use
    // gives.
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    // The request parts a connection's watcher sees (serve's connection
    // guard), which Hummingbird's HTTP/1 channel passes along.
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    // The graceful shutdown a page's stream of others' changes ends with,
    // which Hummingbird runs its server in.
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // A companion's device on the network: serve speaks TLS there only
    // (HummingbirdTLS on swift-nio-ssl), with a certificate given, or one
    // made on first start (swift-certificates, its key and fingerprint by
    // swift-crypto).
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
    .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    // `itin-a11y host` and `trips`: many trips kept in PostgreSQL, through
    // the field's own client.
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
  ],
  targets: [
    // The shared reorder core: trip, items, placements, rules, file format.
    // Standard library and Foundation only; builds for Apple platforms as is.
    .target(name: "ItineraryCore"),

    // Moves, history, announcements and action menus on top of the core.
    // Its message catalogs (Catalogs/*.json) are embedded at build time by
    // the EmbedFiles plugin.
    .target(name: "ReorderCommands", dependencies: ["ItineraryCore"], plugins: ["EmbedFiles"]),

    // Embeds text files in a target at build time as string literals: the
    // catalogs in ReorderCommands, the page's files in ItinWeb.
    .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["embed-files"]),
    .executableTarget(name: "embed-files"),

    // A test double for apps: the undo manager the bridge's tests use.
    .target(name: "ReorderCommandsTesting", dependencies: ["ReorderCommands"]),

    // GNU readline (GPLv3), seen only by ItinREPL's terminal line source.
    // Its header is in the system's include path (`make deps` installs
    // libreadline-dev) and the module map links it. No pkg-config: the flags
    // it gives readline (-D_DEFAULT_SOURCE, -D_XOPEN_SOURCE=600) are ones
    // SwiftPM refuses, with a warning every package that depends on this one
    // would see.
    .systemLibrary(name: "CItinReadline"),

    // Exports of a trip to take along (text, Markdown, a web page, a
    // calendar, braille): it calls the
    // libraries, never the reverse.
    .target(
      name: "ItinExport", dependencies: ["ReorderCommands", "ItineraryCore", "CLouis", "CICal"]),

    // liblouis (LGPLv2.1+), the braille translator, seen only by ItinExport's
    // braille file. Linked as readline is: its header in the system's path
    // (`make deps` installs liblouis-dev), its library named by the module
    // map.
    .systemLibrary(name: "CLouis"),

    // libical (LGPLv2.1 or MPL 2.0), the field's iCalendar library, seen
    // only by ItinExport's calendar reader, which has it expand repeat
    // rules. Linked as liblouis is (`make deps` installs libical-dev).
    .systemLibrary(name: "CICal"),

    // The session every front end runs on: a line in, its lines out; the
    // commands' parser, the files, the recovery journal. No readline.
    .target(
      name: "ItinSession", dependencies: ["ItinExport", "ReorderCommands", "ItineraryCore"]),

    // The terminal REPL around the session: its loop, the line sources
    // (GNU readline, a pipe), and transcripts recorded and replayed.
    .target(
      name: "ItinREPL",
      dependencies: [
        "ItinSession", "ItinExport", "ReorderCommands", "ItineraryCore", "CItinReadline",
      ]),

    // `itin-a11y serve`: the trip in a browser, on Hummingbird. It calls the
    // libraries and the session, never the reverse. It is built only with
    // the REPL trait, which brings Hummingbird: no library product holds it.
    .target(
      name: "ItinWeb",
      dependencies: [
        "ItinSession", "ReorderCommands", "ItineraryCore",
        .product(
          name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["REPL"])),
        .product(name: "Logging", package: "swift-log", condition: .when(traits: ["REPL"])),
        .product(
          name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["REPL"])),
        .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["REPL"])),
        .product(
          name: "NIOHTTPTypes", package: "swift-nio-extras", condition: .when(traits: ["REPL"])),
        .product(
          name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras",
          condition: .when(traits: ["REPL"])),
        .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["REPL"])),
        .product(
          name: "ServiceLifecycle", package: "swift-service-lifecycle",
          condition: .when(traits: ["REPL"])),
        .product(
          name: "HummingbirdTLS", package: "hummingbird", condition: .when(traits: ["REPL"])),
        .product(name: "NIOSSL", package: "swift-nio-ssl", condition: .when(traits: ["REPL"])),
        .product(
          name: "X509", package: "swift-certificates", condition: .when(traits: ["REPL"])),
        .product(name: "Crypto", package: "swift-crypto", condition: .when(traits: ["REPL"])),
      ],
      // The page's markup, script and style, embedded at build time by the
      // EmbedFiles plugin.
      exclude: ["Page"], plugins: ["EmbedFiles"]),

    // Many trips for many people, kept in a PostgreSQL database: the store
    // `itin-a11y trips` fills and `itin-a11y host` serves. Built only with
    // the REPL trait, as serve is.
    .target(
      name: "ItinHosted",
      dependencies: [
        "ItinWeb", "ItinSession", "ReorderCommands", "ItineraryCore",
        .product(
          name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["REPL"])),
        .product(name: "Logging", package: "swift-log", condition: .when(traits: ["REPL"])),
        .product(name: "Crypto", package: "swift-crypto", condition: .when(traits: ["REPL"])),
        .product(
          name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["REPL"])),
        .product(
          name: "ServiceLifecycle", package: "swift-service-lifecycle",
          condition: .when(traits: ["REPL"])),
        // A page's request relayed to the process that holds its trip: an
        // HTTP/1.1 client of NIO's own parts.
        .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["REPL"])),
        .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["REPL"])),
        .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["REPL"])),
      ]),

    // The executable: argument parsing and wiring only.
    .executableTarget(
      name: "itin-a11y",
      dependencies: [
        "ItinHosted", "ItinWeb", "ItinREPL", "ItinSession", "ItinExport", "ReorderCommands",
        "ItineraryCore",
        .product(
          name: "ArgumentParser", package: "swift-argument-parser",
          condition: .when(traits: ["REPL"])),
      ]),

    // What the fuzz targets check, shared with the fuzz smoke test.
    .target(
      name: "ItinFuzzing",
      dependencies: ["ItinSession", "ItinExport", "ReorderCommands", "ItineraryCore"]),
    // libFuzzer targets, built by `make fuzz` with -sanitize=fuzzer,address;
    // a plain build replays files given as arguments.
    .target(name: "CItinFuzzer"),
    .executableTarget(name: "itin-fuzz-session", dependencies: ["ItinFuzzing", "CItinFuzzer"]),
    .executableTarget(name: "itin-fuzz-file", dependencies: ["ItinFuzzing", "CItinFuzzer"]),
    .executableTarget(name: "itin-fuzz-calendar", dependencies: ["ItinFuzzing", "CItinFuzzer"]),
    .executableTarget(name: "itin-fuzz-journal", dependencies: ["ItinFuzzing", "CItinFuzzer"]),
    // The page's requests into the server's handling, without a socket:
    // apart from ItinFuzzing, so that only this target builds the server.
    .target(
      name: "ItinWebFuzzing",
      dependencies: ["ItinWeb", "ItinFuzzing", "ItinSession", "ReorderCommands", "ItineraryCore"]),
    .executableTarget(
      name: "itin-fuzz-page", dependencies: ["ItinWebFuzzing", "ItinFuzzing", "CItinFuzzer"]),

    // `make bench`: the figures of docs/performance.md, release-built.
    .executableTarget(
      name: "itin-bench",
      dependencies: [
        "ItinREPL", "ItinSession", "ItinExport", "ReorderCommands", "ItineraryCore", "CLouis",
        "CICal",
      ],
      path: "Benchmarks/itin-bench"),
    // The floor itin-bench counts serve's answers against: Hummingbird with
    // nothing behind it, built with the same flags.
    .executableTarget(
      name: "itin-bench-floor",
      dependencies: [
        .product(
          name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["REPL"])),
        .product(name: "Logging", package: "swift-log", condition: .when(traits: ["REPL"])),
      ],
      path: "Benchmarks/itin-bench-floor"),

    // Fixtures and random trips shared by the test targets.
    .target(
      name: "TripTestSupport", dependencies: ["ItineraryCore"], path: "Tests/TripTestSupport"),
    .testTarget(name: "ItineraryCoreTests", dependencies: ["ItineraryCore", "TripTestSupport"]),
    .testTarget(
      name: "ReorderCommandsTests",
      dependencies: [
        "ReorderCommands", "ReorderCommandsTesting", "ItineraryCore", "TripTestSupport",
      ]),
    // A session on the sample trip, and lines typed into it: for the tests
    // of the session and of the REPL around it.
    .target(
      name: "SessionTestSupport", dependencies: ["ItinSession", "TripTestSupport"],
      path: "Tests/SessionTestSupport"),
    .testTarget(
      name: "ItinSessionTests",
      dependencies: [
        "ItinSession", "ReorderCommands", "ItineraryCore", "TripTestSupport",
        "SessionTestSupport",
      ]),
    .testTarget(
      name: "ItinREPLTests",
      dependencies: [
        "ItinREPL", "ItinSession", "ReorderCommands", "ItineraryCore", "TripTestSupport",
        "SessionTestSupport",
      ]),
    // Runs the built executable as a process, through a pipe.
    .testTarget(name: "ItinA11yTests", dependencies: ["itin-a11y", "TripTestSupport"]),
    // The Makefile's own targets (make run's quiet build, install and
    // uninstall) and make test's summary of a run.
    .testTarget(name: "MakefileTests", dependencies: ["itin-a11y", "TripTestSupport"]),
    .testTarget(
      name: "ItinExportTests",
      dependencies: ["ItinExport", "ReorderCommands", "ItineraryCore", "TripTestSupport"]),
    // `itin-a11y serve` as a process, its page driven in Debian's headless
    // Chromium (tools/web-drive.py), and its requests made with curl.
    .testTarget(
      name: "ItinHostedTests",
      dependencies: [
        "itin-a11y", "ItinHosted", "ReorderCommands", "ItineraryCore", "TripTestSupport",
      ]),
    .testTarget(
      name: "ItinWebTests",
      dependencies: [
        "itin-a11y", "ItinWeb", "ItinWebFuzzing", "ItinSession", "ReorderCommands",
        "ItineraryCore", "TripTestSupport",
        .product(name: "NIOEmbedded", package: "swift-nio", condition: .when(traits: ["REPL"])),
        .product(
          name: "NIOHTTPTypes", package: "swift-nio-extras", condition: .when(traits: ["REPL"])),
      ]),
    // The fuzz targets' checks over Tests/FuzzCorpus and mutations of it.
    .testTarget(
      name: "FuzzSmokeTests", dependencies: ["ItinFuzzing", "TripTestSupport"]),
    // Every code example of the README, docs/, the DocC catalogs and the doc
    // comments, compiled and run, with what it prints checked.
    .testTarget(
      name: "DocExampleTests",
      dependencies: [
        "ItinREPL", "ItinSession", "ItinExport", "ReorderCommands", "ReorderCommandsTesting",
        "ItineraryCore",
      ]),
    // Replays every transcript under Transcripts/, in-process and through the
    // executable, and holds what is said to the spoken-output lint.
    // The libraries against the platforms declared above: no API newer than
    // they have, and nothing of Linux or the terminal.
    .testTarget(name: "PlatformTests", dependencies: ["TripTestSupport"]),
    .testTarget(
      name: "TranscriptTests",
      dependencies: [
        "ItinREPL", "ItinSession", "ReorderCommands", "ItineraryCore", "TripTestSupport",
        "itin-a11y",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
