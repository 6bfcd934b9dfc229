import Foundation

/// Writes a Swift file that holds text files as they are written, for the
/// EmbedFiles build-tool plugin: `embed-files OUTPUT TYPE FILE…`.
///
/// The output extends `TYPE` with `embeddedFiles`, each file's name and its
/// text, in the order given. Each text is a raw string literal whose
/// delimiter none of its lines can close, so the file is what it holds, byte
/// for byte: a string literal compiles in a moment, where SwiftPM's own
/// `.embedInCode` (an array of bytes) takes a minute for the catalogs.
@main
struct EmbedFiles {
  static func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count >= 2 else {
      FileHandle.standardError.write(Data("usage: embed-files OUTPUT TYPE FILE...\n".utf8))
      exit(2)
    }
    let (output, type, files) = (arguments[0], arguments[1], arguments.dropFirst(2))
    var lines = [
      "// swift-format-ignore-file",
      "// Made at build time by the EmbedFiles plugin: edit the files it names.",
      "",
      "extension \(type) {",
      "  /// The files, by name, each as it is written.",
      "  static let embeddedFiles: [(name: String, text: String)] = [",
    ]
    for path in files {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let name = URL(fileURLWithPath: path).lastPathComponent
      let hashes = String(repeating: "#", count: delimiterLength(for: text))
      // The line break before the closing quotes is not the string's: one
      // more keeps the text's own last line break.
      lines += ["    (\"\(name)\", \(hashes)\"\"\"", text + "\n\"\"\"\(hashes)),"]
    }
    lines += ["  ]", "}", ""]
    try lines.joined(separator: "\n").write(toFile: output, atomically: true, encoding: .utf8)
  }

  /// The fewest `#` that neither end nor escape inside `text`: more than any
  /// run of them after a quote or a backslash there.
  static func delimiterLength(for text: String) -> Int {
    var longest = 0
    var run = 0
    var counting = false
    for character in text {
      if character == "#", counting {
        run += 1
        longest = max(longest, run)
      } else {
        counting = character == "\"" || character == "\\"
        run = 0
      }
    }
    return longest + 1
  }
}
