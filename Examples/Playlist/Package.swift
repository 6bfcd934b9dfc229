// swift-tools-version:6.1

import PackageDescription

// A playlist on itin-a11y's libraries: sides for days, fixed tracks for games.
let package = Package(
  name: "Playlist",
  dependencies: [
    .package(name: "itin-a11y", path: "../..", traits: [])
  ],
  targets: [
    .executableTarget(
      name: "Playlist",
      dependencies: [
        .product(name: "ItineraryCore", package: "itin-a11y"),
        .product(name: "ReorderCommands", package: "itin-a11y"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
