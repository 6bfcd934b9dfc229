import Foundation
import PackagePlugin

/// Embeds a target's text files in it at build time, so that the program
/// and the libraries need nothing beside them, no generated source is
/// committed, and an edit to one is in the next build.
///
/// ReorderCommands gets the message catalogs (`Catalogs/*.json`, as
/// `Catalog.embeddedFiles`); ItinWeb gets the page's files
/// (`Sources/ItinWeb/Page/`, as `Page.embeddedFiles`).
@main
struct EmbedFiles: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let (folder, type): (URL, String)
    switch target.name {
    case "ReorderCommands":
      (folder, type) = (context.package.directoryURL.appending(path: "Catalogs"), "Catalog")
    case "ItinWeb":
      guard let source = target as? SourceModuleTarget else { return [] }
      (folder, type) = (source.directoryURL.appending(path: "Page"), "Page")
    default:
      return []
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path())
      .filter { !$0.hasPrefix(".") }.sorted()
    let files = names.map { folder.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "\(type)+Embedded.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(names.joined(separator: ", ")) in \(target.name)",
        executable: try context.tool(named: "embed-files").url,
        arguments: [output.path(), type] + files.map { $0.path() },
        inputFiles: files, outputFiles: [output])
    ]
  }
}
