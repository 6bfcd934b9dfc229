// swift-tools-version:6.0
// A throwaway driver that says the command layer's announcements, so they can
// be heard under yasr before the REPL speaks them. See ../README.md.
import Foundation
import PackageDescription

// A package found by path is named after its folder, whatever the clone is called.
let root = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
  name: "announce",
  dependencies: [.package(path: root.path)],
  targets: [
    .executableTarget(
      name: "announce",
      dependencies: [.product(name: "ReorderCommands", package: root.lastPathComponent)])
  ]
)
