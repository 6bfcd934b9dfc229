/// A line split into words, keeping where each began so that the rest of the
/// line can be taken as typed.
///
/// A comma or full stop at the end of a word is not part of it (`2,` is `2`),
/// and a number said in two words is one word (`twenty one`).
package struct Tokens {
  /// The words, case folded.
  let words: [String]
  /// Where each word stands in the line, as typed.
  private let pieces: [Range<String.Index>]
  private let line: String

  init(_ line: String) {
    self.line = line
    var pieces: [Range<String.Index>] = []
    var words: [String] = []
    let found = Tokens.split(line)
    pieces.reserveCapacity(found.count)
    words.reserveCapacity(found.count)
    for run in found {
      var word = run.folded
      while word.utf8.count > 1, let last = word.utf8.last,
        last == UInt8(ascii: ",") || last == UInt8(ascii: ".")
      {
        word.removeLast()
      }
      if let previous = words.last, NumberWords.join(previous, word), let start = pieces.last {
        words[words.count - 1] = previous + "-" + word
        pieces[pieces.count - 1] = start.lowerBound..<run.range.upperBound
        continue
      }
      words.append(word)
      pieces.append(run.range)
    }
    self.words = words
    self.pieces = pieces
  }

  /// A run of a line between white space: where it stands, and its words
  /// case folded.
  package struct Run {
    package var range: Range<String.Index>
    package var folded: String
  }

  /// The runs of a line between white space.
  ///
  /// A line of ASCII, as nearly every typed line is, is split and folded on
  /// its bytes (white space is space, and tab to carriage return: the ASCII
  /// characters with the Unicode White_Space property), a tenth of the cost
  /// of asking each character; any other line by its characters' White_Space
  /// property and the Unicode rules for lowering.
  package static func split(_ line: String) -> [Run] {
    var text = line
    let utf8 = line.utf8
    let runs = text.withUTF8 { bytes -> [Run]? in
      var runs: [Run] = []
      var start: Int?
      var upper = false
      for index in 0...bytes.count {
        let byte = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
        if byte >= 0x80 { return nil }
        guard byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) else {
          if start == nil { start = index }
          if (0x41...0x5A).contains(byte) { upper = true }
          continue
        }
        guard let first = start else { continue }
        let run = UnsafeBufferPointer(rebasing: bytes[first..<index])
        let folded =
          upper
          ? String(decoding: run.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
          : String(decoding: run, as: UTF8.self)
        let lower = utf8.index(utf8.startIndex, offsetBy: first)
        runs.append(Run(range: lower..<utf8.index(lower, offsetBy: run.count), folded: folded))
        start = nil
        upper = false
      }
      return runs
    }
    if let runs { return runs }
    return line.split(whereSeparator: \.isWhitespace).map {
      Run(range: $0.startIndex..<$0.endIndex, folded: $0.lowercased())
    }
  }

  var count: Int { words.count }

  func word(_ index: Int) -> String? {
    words.indices.contains(index) ? words[index] : nil
  }

  func original(_ index: Int) -> String? {
    pieces.indices.contains(index) ? String(line[pieces[index]]) : nil
  }

  /// The line from word `index` to its end, as typed, white space at the
  /// ends removed; `nil` when there is no such word.
  func text(after index: Int) -> String? {
    guard pieces.indices.contains(index), let last = pieces.last else { return nil }
    return String(line[pieces[index].lowerBound..<last.upperBound])
  }

  /// The words from `start` up to, not with, word `end`, as typed.
  func text(from start: Int, to end: Int) -> String? {
    guard start < end, pieces.indices.contains(start), pieces.indices.contains(end - 1) else {
      return nil
    }
    return String(line[pieces[start].lowerBound..<pieces[end - 1].upperBound])
  }
}
