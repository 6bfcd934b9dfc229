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
      let word = run.folded
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

  private init(line: String, words: [String], pieces: [Range<String.Index>]) {
    self.line = line
    self.words = words
    self.pieces = pieces
  }

  /// The same line without word `index`, as if it had not been typed: the
  /// words around it stay as typed (`new game Match` read as `new Match`).
  func removing(_ index: Int) -> Tokens {
    guard words.indices.contains(index) else { return self }
    var words = words
    var pieces = pieces
    words.remove(at: index)
    pieces.remove(at: index)
    return Tokens(line: line, words: words, pieces: pieces)
  }

  /// A run of a line between white space: where it stands, and its word
  /// case folded, without a comma or full stop at its end.
  package struct Run {
    package var range: Range<String.Index>
    package var folded: String
  }

  /// The runs of a line between white space.
  ///
  /// A line of ASCII, as nearly every typed line is, is split and folded on
  /// its bytes (white space is space, and tab to carriage return: the ASCII
  /// characters with the Unicode White_Space property), a tenth of the cost
  /// of asking each character. So is a line whose other characters are all
  /// Latin letters and signs (U+0080 to U+027F, but for the two spaces
  /// there, U+0085 and U+00A0) or the replacement character U+FFFD: none of
  /// them is white space or joins a neighbour into one character, so the
  /// runs are those the characters give, and a run holding one is lowered
  /// by the Unicode rules, as the characters' would be, from a table
  /// (``PlainLowering``). Any other line is
  /// split by its characters' White_Space property.
  package static func split(_ line: String) -> [Run] {
    var text = line
    let utf8 = line.utf8
    let runs = text.withUTF8 { bytes -> [Run]? in
      var runs: [Run] = []
      // Room for a long command's words, made once.
      runs.reserveCapacity(16)
      var start: Int?
      var upper = false
      var wide = false
      for index in 0...bytes.count {
        let byte = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
        if byte >= 0x80 {
          // The text is UTF-8: a lead byte's others follow it.
          if byte >= 0xC0, !plainLead(bytes, at: index) { return nil }
          if start == nil { start = index }
          wide = true
          continue
        }
        guard byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) else {
          if start == nil { start = index }
          if (0x41...0x5A).contains(byte) { upper = true }
          continue
        }
        guard let first = start else { continue }
        var end = index
        while end - first > 1,
          bytes[end - 1] == UInt8(ascii: ",") || bytes[end - 1] == UInt8(ascii: ".")
        {
          end -= 1
        }
        let run = UnsafeBufferPointer(rebasing: bytes[first..<end])
        // Folded where it is made: no array between.
        let folded =
          wide
          ? PlainLowering.lowered(run) ?? String(decoding: run, as: UTF8.self).lowercased()
          : upper
            ? String(unsafeUninitializedCapacity: run.count) { output in
              for (index, byte) in run.enumerated() {
                output[index] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
              }
              return run.count
            }
            : String(decoding: run, as: UTF8.self)
        let lower = utf8.index(utf8.startIndex, offsetBy: first)
        runs.append(Run(range: lower..<utf8.index(lower, offsetBy: index - first), folded: folded))
        start = nil
        upper = false
        wide = false
      }
      return runs
    }
    if let runs { return runs }
    return line.split(whereSeparator: \.isWhitespace).map {
      var word = $0.lowercased()
      while word.utf8.count > 1, let last = word.utf8.last,
        last == UInt8(ascii: ",") || last == UInt8(ascii: ".")
      {
        word.removeLast()
      }
      return Run(range: $0.startIndex..<$0.endIndex, folded: word)
    }
  }

  /// Whether the scalar whose first byte is at `index` of valid UTF-8 is
  /// one ``split(_:)`` reads on bytes: U+0080 to U+027F but for U+0085 and
  /// U+00A0, or U+FFFD.
  private static func plainLead(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    switch bytes[index] {
    case 0xC2: return bytes[index + 1] != 0x85 && bytes[index + 1] != 0xA0
    case 0xC3...0xC9: return true
    case 0xEF: return bytes[index + 1] == 0xBF && bytes[index + 2] == 0xBD
    default: return false
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
