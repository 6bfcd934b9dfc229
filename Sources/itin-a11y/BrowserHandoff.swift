import Foundation
import ItineraryCore

/// A page this user alone can read, in a folder of its own, that leads a
/// browser on to serve's address: what `serve --open` gives the browser in
/// place of the address, whose token no other user may read.
///
/// The folder is made by `mkdtemp` (mode 0700) in `XDG_RUNTIME_DIR`, else
/// the system's temporary folder; the file is created with mode 0600 and
/// never replaced.
struct BrowserHandoff: Sendable {
  /// The folder made for it.
  let folder: String
  /// The page's path in it.
  let path: String

  /// The page's address, for the browser's command line: it holds no secret.
  var url: String { URL(fileURLWithPath: path).absoluteString }

  /// Writes the page leading to `address`; `nil` when it cannot be written.
  init?(leadingTo address: String) {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_RUNTIME_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? NSTemporaryDirectory()
    var template = Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast())
    template += Array("itin-a11y-XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap(mkdtemp) })
    else {
      return nil
    }
    folder = String(cString: made)
    path = folder + "/open.html"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      rmdir(folder)
      return nil
    }
    defer { close(descriptor) }
    guard
      FileIO.writeAll(Array(BrowserHandoff.page(leadingTo: address).utf8), to: descriptor) == nil
    else {
      unlink(path)
      rmdir(folder)
      return nil
    }
  }

  /// The page that leads a browser on to `address`.
  ///
  /// It goes on at once, by a refresh and by script, and links to the
  /// address for a browser that does neither. It says no words: the
  /// program's name only.
  static func page(leadingTo address: String) -> String {
    let escaped = address.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    let head = "<!DOCTYPE html>\n<meta charset=\"utf-8\">\n"  // not said: markup
    let refresh = "<meta http-equiv=\"refresh\" content=\"0; url=\(escaped)\">\n"  // not said
    let link = "<a id=\"go\" href=\"\(escaped)\">itin-a11y</a>\n"  // not said: markup
    let script = "<script>location.replace(document.getElementById(\"go\").href)</script>\n"
    return head + refresh + "<title>itin-a11y</title>\n" + link + script
  }

  /// Takes the page and its folder away.
  func remove() {
    unlink(path)
    rmdir(folder)
  }
}
