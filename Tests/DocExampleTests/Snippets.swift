import Foundation
import ItinExport
import ItinREPL
import ItinSession
import ItineraryCore
import ReorderCommands
import ReorderCommandsTesting
import Testing

/// The code examples of the README, the DocC catalogs, docs/ and the doc
/// comments, as code that compiles and runs.
///
/// Each example stands between a `// snippet: NAME` line and a
/// `// end snippet` line; ``DocExampleTests`` finds every Swift block of
/// the documentation among them, word for word, and runs those it can.
/// Inside an example, `print` is this class's: what it prints is kept, and
/// checked against the comment line under each `print`.
@MainActor
final class Snippets {
  /// What the examples printed, one line each.
  private(set) var printed: [String] = []
  /// A trip file of the sample trip, for the examples that open one.
  let path: String

  init() {
    path = NSTemporaryDirectory() + "itin-doc-example-\(UUID().uuidString).json"
    _ = FileManager.default.createFile(atPath: path, contents: Data(SampleTrip.json.utf8))
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  func print(_ items: Any...) {
    printed.append(items.map { "\($0)" }.joined(separator: " "))
  }

  /// The examples that run on any platform, by name.
  nonisolated static let runnable: [String: @MainActor @Sendable (Snippets) throws -> Void] = [
    "readme-in-an-app": { try $0.readmeInAnApp() },
    "any-list": { try $0.anyList() },
    "several-people": { try $0.severalPeople() },
    "shared-session": { try $0.sharedSession() },
    "shared-editor": { try $0.sharedEditor() },
    "two-devices": { try $0.twoDevices() },
    "core-overview": { try $0.coreOverview() },
    "commands-overview": { try $0.commandsOverview() },
    "editor": { try $0.editor() },
    "trip-document": { try $0.tripDocument() },
    "bytes-in-bytes-out": { try $0.bytesInBytesOut() },
    "session": { try $0.session() },
    "replacing-templates": { try $0.replacingTemplates() },
    "why-not": { try $0.whyNot() },
    "runs-of-days": { try $0.runsOfDays() },
    "compact-menu": { try $0.compactMenu() },
    "drop-preview": { try $0.dropPreview() },
    "drop-from-outside": { try $0.dropFromOutside() },
    "move-several": { try $0.moveSeveral() },
    "list-rows": { try $0.listRows() },
    "editor-codable": { try $0.editorCodable() },
    "spoken-data": { try $0.spokenData() },
    "your-own-words": { try $0.yourOwnWords() },
    "catalog-error": { $0.catalogError() },
    "editor-model": { try $0.editorModel() },
    "category-names": { try $0.categoryNames() },
    "drag-speech": { try $0.dragSpeech() },
    "trip-change": { try $0.tripChange() },
    "export-markdown": { try $0.export() },
  ]

}

extension Snippets {
  /// The test double's example, on the main actor as an app's tests are.
  @MainActor
  func testUndoManager(editor: Editor) {
    // snippet: test-undo-manager
    let undo = TestUndoManager()
    let bridge = UndoBridge(editor: editor, undoManager: undo)
    bridge.perform(.move(.down, on: "lunch"))
    // undo.undoNames is ["move of Lunch at Lou Malnati's to position 2 of day 1"]
    undo.undo()
    // The editor undid the move, and its redo is registered.
    // end snippet
  }
}

extension Snippets {
  func catalogError() {
    // snippet: catalog-error
    let bytes = Array(#"{ "language": "de", "messages": { "moved": "{titel} verschoben." } }"#.utf8)
    let said: [String]
    do throws(CatalogError) {
      let catalog = try Catalog(json: bytes)
      said = [catalog.language]
    } catch {
      said = AnnouncementRenderer().sentences(for: error)
    }
    print(said.joined(separator: " "))
    // The catalog has 1 problem. The message named moved says a placeholder titel, which it is not given.
    // end snippet
  }
}
