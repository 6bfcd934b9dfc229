// swift-tools-version:6.1

import PackageDescription

// A kanban board on itin-a11y's libraries: named columns, a pinned card,
// and the board's own rule.
let package = Package(
  name: "Kanban",
  dependencies: [
    .package(name: "itin-a11y", path: "../..", traits: [])
  ],
  targets: [
    .executableTarget(
      name: "Kanban",
      dependencies: [
        .product(name: "ItineraryCore", package: "itin-a11y"),
        .product(name: "ReorderCommands", package: "itin-a11y"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
