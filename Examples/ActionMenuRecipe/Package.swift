// swift-tools-version:6.1

import PackageDescription

// An app's view of itin-a11y: the two libraries, by path, and nothing else.
let package = Package(
  name: "ActionMenuRecipe",
  // The app's model (EditorModel) is Observation's, from macOS 14 and iOS 17.
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(name: "itin-a11y", path: "../..", traits: [])
  ],
  targets: [
    .executableTarget(
      name: "ActionMenuRecipe",
      dependencies: [
        .product(name: "ItineraryCore", package: "itin-a11y"),
        .product(name: "ReorderCommands", package: "itin-a11y"),
        .product(name: "ReorderCommandsTesting", package: "itin-a11y"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
