import Testing

@testable import ItineraryCore

@Suite("The JSON reader keeps order, literal numbers and offsets, and refuses what is not JSON")
struct JSONReaderTests {
  private func read(_ text: String) throws(JSONSyntaxError) -> JSONNode {
    try JSONReader.read(Array(text.utf8))
  }

  private func problem(_ bytes: [UInt8]) -> JSONSyntaxProblem? {
    do {
      _ = try JSONReader.read(bytes)
      return nil
    } catch {
      return error.expected
    }
  }

  private func problem(_ text: String) -> JSONSyntaxProblem? {
    problem(Array(text.utf8))
  }

  @Test("Members keep file order, duplicates included, and numbers keep their spelling")
  func orderAndLiterals() throws {
    let node = try read(#"{"b": 2.50, "a": -0, "b": 1e3}"#)
    guard case .object(let members) = node.value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a", "b"])
    let literals = members.compactMap { member -> String? in
      if case .number(let text) = member.value.value { return text }
      return nil
    }
    #expect(literals == ["2.50", "-0", "1e3"])
  }

  @Test("A value's span covers exactly its text")
  func spans() throws {
    let text = #"{ "day": 12, "sortOrder": 3.25 }"#
    let node = try read(text)
    guard case .object(let members) = node.value else {
      Issue.record("not an object")
      return
    }
    let bytes = Array(text.utf8)
    #expect(
      members.map { String(decoding: bytes[$0.value.span], as: UTF8.self) } == ["12", "3.25"])
    #expect(node.span == 0..<bytes.count)
  }

  @Test("Escapes and surrogate pairs decode; raw UTF-8 passes through")
  func strings() throws {
    let node = try read(#"["a\"b\\c\/d\n\t\u00e9\ud83d\ude00", "Café ⚾"]"#)
    guard case .array(let elements) = node.value,
      case .string(let first) = elements[0].value, case .string(let second) = elements[1].value
    else {
      Issue.record("not two strings")
      return
    }
    #expect(first == "a\"b\\c/d\n\té😀")
    #expect(second == "Café ⚾")
  }

  @Test("A byte-order mark at the start is allowed")
  func byteOrderMark() throws {
    _ = try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
  }

  @Test(
    "What is not JSON is refused with what was expected",
    arguments: [
      ("{", JSONSyntaxProblem.unexpectedEnd),
      (#"{"a" 1}"#, .expectedColon),
      (#"{"a": 1 "b": 2}"#, .expectedCommaOrBrace),
      ("[1 2]", .expectedCommaOrBracket),
      ("{a: 1}", .expectedFieldName),
      ("{} {}", .extraText),
      ("[01]", .expectedCommaOrBracket),
      ("[1.]", .badNumber),
      ("[-]", .badNumber),
      ("[1e]", .badNumber),
      ("[tru]", .expectedValue),
      ("[NaN]", .expectedValue),
      ("[Infinity]", .expectedValue),
      (#"["\x"]"#, .badString),
      (#"["\ud800"]"#, .badString),
      (#"["\udc00"]"#, .badString),
      ("[\"a\u{1}\"]", .badString),
      ("[1,]", .expectedValue),
      (#"{"a":1,}"#, .expectedFieldName),
    ])
  func refused(text: String, expected: JSONSyntaxProblem) {
    #expect(problem(text) == expected)
  }

  @Test("Bytes that are not UTF-8 are refused, inside strings and out")
  func notUTF8() {
    #expect(
      problem([UInt8(ascii: "["), UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\""), UInt8(ascii: "]")])
        == .notUTF8)
    #expect(problem([UInt8(ascii: "["), 0xC3, UInt8(ascii: "]")]) == .notUTF8)
  }

  @Test("Nesting deeper than any trip needs is refused, not a crash")
  func tooDeep() {
    #expect(problem(String(repeating: "[", count: 100_000)) == .tooDeep)
    #expect(problem(String(repeating: "[", count: 150) + String(repeating: "]", count: 150)) == nil)
  }

  @Test("Line and column count lines from 1 and characters, not bytes")
  func lineMap() {
    let map = LineMap(Array("ab\néé x\n".utf8))
    #expect(map.lineAndColumn(ofOffset: 0) == (1, 1))
    #expect(map.lineAndColumn(ofOffset: 3) == (2, 1))
    #expect(map.lineAndColumn(ofOffset: 8) == (2, 4))
    #expect(map.lineAndColumn(ofOffset: 10) == (3, 1))
  }
}
