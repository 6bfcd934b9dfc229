import Foundation
import Hummingbird

/// The page `serve` answers with, its style and its script: the program's
/// own, the same for every trip, none of it fetched from elsewhere.
///
/// They are files of their own in `Sources/ItinWeb/Page/` (`index.html`,
/// `app.css`, and the script: `app.js`, its entry, and the modules it
/// imports, one for each part of the page), embedded at build time by the
/// EmbedFiles plugin (``embeddedFiles``), so that the program needs nothing
/// beside it.
///
/// The page holds no words and no trip: its script asks for both with the
/// page's key, in the language of the browser or of its picker, and renders
/// what the server says. It decides nothing itself; every move, and every
/// drag's target, is asked of the library.
enum Page {
  /// The page's markup.
  static let html = file("index.html")
  /// Its script's entry, a module that imports the others.
  static let script = file("app.js")
  /// Its style.
  static let style = file("app.css")
  /// Its scripts, by name: the entry and every module beside it, each
  /// served at `/NAME`.
  static let scripts: [(name: String, text: String)] = embeddedFiles.filter {
    $0.name.hasSuffix(".js")
  }

  /// The script served at `path` (`/rows.js`), or `nil` when it is none of
  /// the page's.
  static func script(at path: String) -> String? {
    guard path.hasPrefix("/"), path.hasSuffix(".js") else { return nil }
    let name = path.dropFirst()
    return scripts.first { $0.name == name }?.text
  }

  /// The embedded file named `name`, as it is written.
  static func file(_ name: String) -> String {
    embeddedFiles.first { $0.name == name }?.text ?? ""
  }

  static func response(_ text: String, type: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: type],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  /// A value as the page reads it: JSON, written straight into bytes.
  static func json(_ value: some WebJSON) -> Response {
    Response(
      status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(bytes: value.jsonBytes)))
  }
}
