import Foundation
import Testing
import TripTestSupport

/// The two libraries build where apps are: on the platforms Package.swift
/// declares, with nothing of Linux or the terminal.
///
/// Linux cannot build for Apple platforms, so the check reads instead. The
/// toolchain's `.swiftinterface` files carry each declaration's availability
/// (`@available(macOS 15.0, iOS 18.0, …)`, on the declaration or on the
/// extension or type around it); every declaration newer than the declared
/// platforms is kept with its name, and for a function or an initializer
/// its argument labels. A library fails the check when its code calls such a
/// name with those labels, or names such a type or property. Foundation has
/// no interface on Linux; the libraries' use of it is the file access of
/// ItineraryCore, which Apple platforms have had for years.
@Suite("The libraries build where apps are")
struct PlatformTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let libraries = [
    "Sources/ItineraryCore", "Sources/ReorderCommands", "Sources/ReorderCommandsTesting",
  ]

  /// The platforms Package.swift declares, by name, with their versions.
  static func declaredPlatforms() throws -> [String: [Int]] {
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    var platforms: [String: [Int]] = [:]
    let pattern = try NSRegularExpression(
      pattern: #"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v([0-9_]+)\)"#)
    let range = NSRange(manifest.startIndex..., in: manifest)
    for match in pattern.matches(in: manifest, range: range) {
      guard let name = Range(match.range(at: 1), in: manifest),
        let version = Range(match.range(at: 2), in: manifest)
      else { continue }
      platforms[String(manifest[name])] = manifest[version].split(separator: "_").compactMap {
        Int($0)
      }
    }
    return platforms
  }

  /// The library sources: each file's text, without comments and strings.
  static func librarySources() throws -> [(file: String, code: String)] {
    var sources: [(String, String)] = []
    for folder in libraries {
      let base = root.appendingPathComponent(folder)
      let walker = FileManager.default.enumerator(atPath: base.path)
      while let name = walker?.nextObject() as? String {
        guard name.hasSuffix(".swift") else { continue }
        let text = try String(contentsOf: base.appendingPathComponent(name), encoding: .utf8)
        sources.append((folder + "/" + name, SwiftText.code(of: text)))
      }
    }
    return sources
  }

  @Test("Package.swift declares the platforms the libraries support")
  func platformsAreDeclared() throws {
    let platforms = try PlatformTests.declaredPlatforms()
    #expect(Set(platforms.keys) == ["macOS", "iOS", "tvOS", "watchOS", "visionOS"])
  }

  @Test("No library uses an API newer than the declared platforms")
  func noNewerAPI() throws {
    let platforms = try PlatformTests.declaredPlatforms()
    let interfaces = try Interfaces.newer(than: platforms)
    // The interfaces are read: these are newer than iOS 14, and this is not.
    #expect(interfaces.names["UInt128"] != nil)
    #expect(interfaces.names["InlineArray"] != nil)
    #expect(
      interfaces.functions["String"]?.contains {
        $0.labels == ["unsafeUninitializedCapacity", "initializingUTF8With"]
      } == false)
    let uses = try PlatformTests.newerUses(than: platforms)
    #expect(uses.isEmpty, "\(uses.joined(separator: "\n"))")
    // The check finds what it should, in the libraries' own code: the
    // spoken numbers use a conversion that came with iOS 14.
    var older = platforms
    older["iOS"] = [13]
    let found = try PlatformTests.newerUses(than: older)
    #expect(
      found.contains("Sources/ReorderCommands/Sentences/SpokenText.swift: Int(exactly:), iOS 14.0"),
      "\(found)")
  }

  /// Each use of an API newer than `platforms` in the libraries.
  ///
  /// A top-level declaration marked `@available` from later systems (the
  /// app's model, `EditorModel`, is Observation's: iOS 17) is checked
  /// against those systems, and only it.
  static func newerUses(than platforms: [String: [Int]]) throws -> [String] {
    var interfaces: [[String: [Int]]: Interfaces] = [:]
    var found: Set<String> = []
    for (file, code) in try librarySources() {
      for (part, partPlatforms) in parts(of: code, declared: platforms) {
        if interfaces[partPlatforms] == nil {
          interfaces[partPlatforms] = try Interfaces.newer(than: partPlatforms)
        }
        guard let newer = interfaces[partPlatforms] else { continue }
        for call in SwiftText.calls(in: part) {
          for declaration in newer.functions[call.name] ?? []
          where declaration.labels == call.labels
            || (call.trailingClosure && Array(declaration.labels.dropLast()) == call.labels)
          {
            found.insert(
              "\(file): \(call.name)(\(declaration.labels.map { $0 + ":" }.joined())), \(declaration.since)"
            )
          }
        }
        for name in SwiftText.identifiers(in: part) {
          if let since = newer.names[name] { found.insert("\(file): \(name), \(since)") }
        }
      }
    }
    return found.sorted()
  }

  /// A file's code in parts, each with the platforms it is built for: a
  /// top-level declaration after an `@available(…)` line, with the later of
  /// its versions and the declared ones; the rest with the declared ones.
  static func parts(of code: String, declared: [String: [Int]]) -> [(String, [String: [Int]])] {
    var rest: [Substring] = []
    var parts: [(String, [String: [Int]])] = []
    // The marked declaration, from its `@available` line to the brace
    // that closes its body.
    var marked: (lines: [Substring], platforms: [String: [Int]], opened: Bool)?
    var depth = 0
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if depth == 0, marked == nil, trimmed.hasPrefix("@available(") {
        var platforms = declared
        for part in trimmed.dropFirst(11).split(separator: ",") {
          let words = part.split(separator: " ").map {
            $0.trimmingCharacters(in: .punctuationCharacters)
          }
          guard words.count == 2, let old = platforms[words[0]] else { continue }
          let version = words[1].split(separator: ".").compactMap { Int($0) }
          if old.lexicographicallyPrecedes(version) { platforms[words[0]] = version }
        }
        marked = ([], platforms, false)
      }
      if marked != nil { marked?.lines.append(line) } else { rest.append(line) }
      if line.contains("{") { marked?.opened = true }
      depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
      if depth == 0, let done = marked, done.opened {
        parts.append((done.lines.joined(separator: "\n"), done.platforms))
        marked = nil
      }
    }
    if let open = marked { parts.append((open.lines.joined(separator: "\n"), open.platforms)) }
    parts.append((rest.joined(separator: "\n"), declared))
    return parts
  }

  @Test("A declaration marked available from later systems is checked against those, and only it")
  func laterDeclarationsAreTheirOwn() throws {
    let declared = ["iOS": [14], "macOS": [11]]
    let code = """
      @available(macOS 14, iOS 17, *)
      final class Model {
        func f() { g() }
      }
      func h() {}
      """
    let parts = PlatformTests.parts(of: code, declared: declared)
    #expect(parts.count == 2)
    #expect(parts[0].0.contains("g()") && parts[0].1 == ["iOS": [17], "macOS": [14]])
    #expect(parts[1].0.contains("func h()") && !parts[1].0.contains("g()"))
    #expect(parts[1].1 == declared)
    // The libraries' model is one such part, and what it calls is newer than
    // the declared platforms.
    let platforms = try PlatformTests.declaredPlatforms()
    let model = try #require(
      try PlatformTests.librarySources().first { $0.file.hasSuffix("EditorModel.swift") })
    let marked = PlatformTests.parts(of: model.code, declared: platforms)
    #expect(marked.contains { $0.1["iOS"] == [17] && $0.0.contains("withMutation") })
    #expect(!marked.contains { $0.1 == platforms && $0.0.contains("withMutation") })
  }

  @Test("No library uses Glibc, processes, the terminal, or prints")
  func nothingOfLinuxOrTheTerminal() throws {
    let forbidden = [
      "import Glibc", "import Musl", "import Darwin", "Process(", "Process.", "isatty", "termios",
      "tcgetattr", "ioctl", "readline", "CommandLine", "print(", "exit(", "fputs", "stdout",
      "stderr", "FileHandle.standard", "getenv",
    ]
    var found: [String] = []
    for (file, code) in try PlatformTests.librarySources() {
      for word in forbidden where code.contains(word) { found.append("\(file): \(word)") }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    // The check sees what it should.
    #expect(SwiftText.code(of: "import Glibc // why").contains("import Glibc"))
    #expect(!SwiftText.code(of: "// print(x)\nlet a = \"print(\"").contains("print("))
  }
}

/// The declarations of the toolchain's interfaces that are newer than some
/// platforms.
struct Interfaces {
  /// Functions and initializers by name (a type's name for its
  /// initializers), each with its argument labels (`_` for none) and the
  /// availability that makes it newer.
  var functions: [String: [(labels: [String], since: String)]] = [:]
  /// Types and properties, by name.
  var names: [String: String] = [:]

  /// The modules the libraries may import that have interfaces.
  static let modules = [
    "Swift", "_Concurrency", "Observation", "Synchronization", "_StringProcessing",
  ]

  static func newer(than platforms: [String: [Int]]) throws -> Interfaces {
    var result = Interfaces()
    let folder = try toolchainModules()
    for module in modules {
      let path = folder + "/" + module + ".swiftmodule"
      guard
        let name = try? FileManager.default.contentsOfDirectory(atPath: path)
          .first(where: { $0.hasSuffix(".swiftinterface") && !$0.contains("private") })
      else { continue }
      let text = try String(contentsOfFile: path + "/" + name, encoding: .utf8)
      result.read(text, platforms: platforms)
    }
    return result
  }

  /// Where the standard library's modules are: beside `swiftc`.
  static func toolchainModules() throws -> String {
    let info = try Executable.run(
      program: URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-print-target-info"],
      data: Data(), in: FileManager.default.temporaryDirectory,
      environment: ProcessInfo.processInfo.environment)
    let object = try JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any]
    let paths = object?["paths"] as? [String: Any]
    let library = (paths?["runtimeLibraryPaths"] as? [String])?.first
    return try #require(library)
  }

  /// The availability in an `@available(...)` line that is newer than
  /// `platforms`, or `nil`.
  static func newer(_ attribute: Substring, than platforms: [String: [Int]]) -> String? {
    for part in attribute.split(separator: ",") {
      let words = part.split(separator: " ").map {
        $0.trimmingCharacters(in: .punctuationCharacters)
      }
      guard words.count == 2, let declared = platforms[words[0]] else { continue }
      var version = words[1].split(separator: ".").compactMap { Int($0) }
      var minimum = declared
      while version.last == 0 { version.removeLast() }
      while minimum.last == 0 { minimum.removeLast() }
      guard !version.isEmpty, minimum.lexicographicallyPrecedes(version) else { continue }
      return "\(words[0]) \(words[1])"
    }
    return nil
  }

  mutating func read(_ text: String, platforms: [String: [Int]]) {
    // Availability of the types and extensions around each line, by the
    // brace depth their bodies open at.
    var contexts: [(depth: Int, type: String, since: String?)] = []
    var pending: String?
    var depth = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      while let last = contexts.last, depth < last.depth { contexts.removeLast() }
      let declaration = Declaration(line)
      if line.hasPrefix("@available(") {
        if let since = Interfaces.newer(line.dropFirst(11), than: platforms) { pending = since }
      } else if declaration == nil, line.hasPrefix("@") || line.hasPrefix("#") || line.isEmpty {
        // Other attributes alone on their line, and #if, keep the pending
        // availability.
      } else {
        let since = pending ?? contexts.last?.since
        let type = contexts.last?.type ?? ""
        // Only what a call names unambiguously: a type at the top level, a
        // free function, and an initializer of a top-level type with a
        // label. A member's receiver is a type only a compiler knows
        // (`contains(_:)` of a new type is not `contains(_:)` of Array).
        let topLevel = contexts.isEmpty
        let inTopLevelType = contexts.count == 1
        if let declaration {
          switch declaration {
          case .type(let name):
            if let since, topLevel { names[name] = since }
            if line.contains("{") { contexts.append((depth + 1, name, since)) }
          case .extension(let name):
            if line.contains("{") { contexts.append((depth + 1, name, since)) }
          case .function(let name, let labels):
            guard let since else { break }
            if name == "init", inTopLevelType, labels.contains(where: { $0 != "_" }) {
              functions[type, default: []].append((labels, since))
            } else if name != "init", topLevel {
              functions[name, default: []].append((labels, since))
            }
          case .property:
            break
          }
        }
        pending = nil
      }
      for character in line {
        if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
      }
    }
  }
}

/// A declaration of an interface line.
enum Declaration: Equatable {
  case type(String)
  case `extension`(String)
  case function(String, labels: [String])
  case property(String)

  init?(_ line: String) {
    var words = line.split(separator: " ").map(String.init)
    let modifiers: Set<String> = [
      "public", "open", "final", "static", "class", "mutating", "nonmutating", "override",
      "convenience", "required", "nonisolated", "consuming", "borrowing", "indirect", "dynamic",
      "__consuming", "isolated", "package",
    ]
    while let first = words.first, modifiers.contains(first) || first.hasPrefix("@") {
      // "class" is a modifier only before func or var.
      if first == "class", words.count > 1, !["func", "var"].contains(words[1]) { break }
      words.removeFirst()
    }
    guard let keyword = words.first, words.count > 1 else { return nil }
    let rest = words.dropFirst().joined(separator: " ")
    let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    let short = String(name.split(separator: ".").last ?? "")
    switch keyword {
    case "struct", "enum", "class", "actor", "protocol", "typealias":
      guard !short.isEmpty else { return nil }
      self = .type(short)
    case "extension":
      self = .extension(short)
    case "var", "let":
      guard !short.isEmpty else { return nil }
      self = .property(short)
    case "func":
      guard !short.isEmpty else { return nil }
      self = .function(short, labels: Declaration.labels(of: rest))
    default:
      guard keyword.hasPrefix("init"), let start = line.range(of: "init") else { return nil }
      self = .function("init", labels: Declaration.labels(of: String(line[start.lowerBound...])))
    }
  }

  /// The argument labels of the first parameter list in `text`: each
  /// parameter's first word.
  static func labels(of text: String) -> [String] {
    SwiftText.arguments(of: text).map { parameter in
      String(parameter.trimmingCharacters(in: .whitespaces).prefix { $0 != " " && $0 != ":" })
    }
  }
}

/// Swift source, read just enough.
enum SwiftText {
  /// The code of `text`, with comments and string literals blanked.
  static func code(of text: String) -> String {
    var result = ""
    var iterator = Array(text)[...]
    while let character = iterator.first {
      if iterator.starts(with: "//") {
        while let next = iterator.first, next != "\n" { iterator.removeFirst() }
      } else if iterator.starts(with: "/*") {
        while !iterator.isEmpty, !iterator.starts(with: "*/") { iterator.removeFirst() }
        iterator = iterator.dropFirst(2)
      } else if character == "\"" {
        let quotes = iterator.starts(with: "\"\"\"") ? 3 : 1
        iterator = iterator.dropFirst(quotes)
        while !iterator.isEmpty {
          if iterator.first == "\\" {
            iterator = iterator.dropFirst(2)
          } else if iterator.starts(with: Array(repeating: "\"", count: quotes)) {
            iterator = iterator.dropFirst(quotes)
            break
          } else {
            iterator.removeFirst()
          }
        }
        result += "\"\""
      } else {
        result.append(character)
        iterator.removeFirst()
      }
    }
    return result
  }

  /// The top-level pieces, between commas, of the first parenthesized list
  /// in `text`.
  static func arguments(of text: some StringProtocol) -> [String] {
    guard let open = text.firstIndex(of: "(") else { return [] }
    var depth = 0
    var current = ""
    var pieces: [String] = []
    for character in text[open...] {
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if depth == 0 { break }
      if depth == 1, character == "," {
        pieces.append(current)
        current = ""
      } else if !(depth == 1 && character == "(") {
        current.append(character)
      }
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty { pieces.append(current) }
    return pieces
  }

  /// A call of `code`: the name called, its argument labels (`_` for an
  /// argument without one), and whether a closure trails it.
  struct Call: Hashable {
    var name: String
    var labels: [String]
    var trailingClosure: Bool
  }

  /// Each call in `code`.
  static func calls(in code: String) -> [Call] {
    let characters = Array(code)
    func isName(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
    }
    var calls: [Call] = []
    for index in characters.indices where characters[index] == "(" && index > 0 {
      guard isName(characters[index - 1]) else { continue }
      var start = index - 1
      while start > 0, isName(characters[start - 1]) { start -= 1 }
      let text = String(characters[index...].prefix(4000))
      let labels = arguments(of: text).map { argument -> String in
        let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
        let label = trimmed.prefix { isName($0) }
        let after = trimmed.dropFirst(label.count)
        return !label.isEmpty && after.hasPrefix(":") && !after.hasPrefix("::")
          ? String(label) : "_"
      }
      // What follows the closing parenthesis: a trailing closure?
      var depth = 0
      var end = index
      while end < characters.count {
        if characters[end] == "(" { depth += 1 }
        if characters[end] == ")" { depth -= 1 }
        if depth == 0 { break }
        end += 1
      }
      let next = characters[min(end + 1, characters.count)...].first { $0 != " " }
      calls.append(
        Call(name: String(characters[start..<index]), labels: labels, trailingClosure: next == "{"))
    }
    return calls
  }

  /// Each identifier of `code`.
  static func identifiers(in code: String) -> Set<String> {
    Set(
      code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter {
        $0.first?.isLetter == true
      })
  }
}
