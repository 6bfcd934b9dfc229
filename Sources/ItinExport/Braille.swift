import CLouis
import Foundation

/// Text to braille and back through liblouis, the translator every screen
/// reader uses, with the table of a language.
///
/// Braille is kept as Braille ASCII, the 64 characters of a Braille Ready
/// File (`.brf`), one a cell: what a notetaker or an embosser reads.
struct Braille: Sendable {
  /// The liblouis tables: a display table that writes Unicode braille
  /// patterns, then the language's.
  let tables: String

  /// The table of `language` (a BCP 47 tag, `de-CH` as `de`).
  ///
  /// English is UEB grade 2 (contracted); French the BFU's contracted
  /// braille; German is Vollschrift with capitals marked and Spanish
  /// uncontracted, the grades of theirs that liblouis translates back as
  /// written. Any other language is UEB grade 1, letter by letter, which
  /// spells any Latin script as it is.
  init(language: String) {
    let table =
      switch language.lowercased().prefix(while: { $0 != "-" && $0 != "_" }) {
      case "en": "en-ueb-g2.ctb"
      case "fr": "fr-bfu-g2.ctb"
      case "de": "de-g1-detailed.ctb"
      case "es": "es-g1.ctb"
      default: "en-ueb-g1.ctb"
      }
    tables = "unicode.dis," + table
  }

  /// The liblouis table file of the language: "en-ueb-g2.ctb".
  var table: String { String(tables.split(separator: ",").last ?? "") }

  /// liblouis keeps its tables in globals, compiled on first use: one
  /// translation at a time.
  private static let lock = NSLock()

  /// liblouis logs to the error stream, which a screen reader would read:
  /// a failure is said by the export instead.
  private static let quiet: Void = lou_setLogLevel(LOU_LOG_OFF)

  /// `text` in Braille ASCII, one character a cell, a blank cell a space;
  /// `nil` when liblouis cannot translate it (its table is missing).
  ///
  /// A character the table has no cell for (an emoji, a script it does not
  /// know) is left out, with the blank it leaves: liblouis would otherwise
  /// spell its code, `\x1f355`, a run of cells no reader wants.
  ///
  /// A letter with an accent the table has no cell for ("è" in Spanish) is
  /// written as its letter without the accent ("e"), which it has: a word
  /// missing a letter is misspelt, one missing an accent is read.
  func translate(_ text: String) -> [UInt8]? {
    var scalars: [UInt32] = []
    scalars.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        scalars.append(scalar.value)
      } else {
        scalars += Self.written(scalar, tables: tables)
      }
    }
    guard let cells = Self.run(scalars, tables: tables, back: false) else { return nil }
    var ascii: [UInt8] = []
    ascii.reserveCapacity(cells.count)
    for cell in cells {
      let character = Self.ascii(cell)
      if character == 0x20, ascii.last == 0x20 || ascii.isEmpty { continue }
      ascii.append(character)
    }
    if ascii.last == 0x20 { ascii.removeLast() }
    return ascii
  }

  /// Braille ASCII back to text, as a braille reader reads it.
  func backTranslate(_ brf: some Sequence<UInt8>) -> String? {
    let cells = brf.map { Self.dots[Int($0 & 0x7F)].map { 0x2800 + UInt32($0) } ?? 0x2800 }
    guard let text = Self.run(cells, tables: tables, back: true) else { return nil }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.compactMap(Unicode.Scalar.init))
    return String(scalars)
  }

  /// What is given liblouis for `scalar`: itself when the table has a cell
  /// for it, or its letter without accents when the table has one for that.
  private static func written(_ scalar: Unicode.Scalar, tables: String) -> [UInt32] {
    let key = Defined.Key(tables: tables, scalar: scalar.value)
    if let known = defined.lock.withLock({ defined.written[key] }) { return known }
    var written = [scalar.value]
    if !hasCell(scalar.value, tables: tables) {
      // The same letter composed (an ångström sign as "Å"), then the
      // letter without its accents.
      let text = String(scalar)
      let candidates = [
        Array(text.precomposedStringWithCanonicalMapping.unicodeScalars),
        text.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
          $0.properties.generalCategory != .nonspacingMark
        },
      ]
      let fits = candidates.first { candidate in
        !candidate.isEmpty && candidate != [scalar]
          && candidate.allSatisfy { $0.isASCII || hasCell($0.value, tables: tables) }
      }
      if let fits { written = fits.map(\.value) }
    }
    defined.lock.withLock { defined.written[key] = written }
    return written
  }

  /// Whether liblouis writes `scalar` as cells in these tables, rather
  /// than leaving it out.
  private static func hasCell(_ scalar: UInt32, tables: String) -> Bool {
    run([scalar], tables: tables, back: false)?.contains { $0 != 0x20 && $0 != 0x2800 } ?? false
  }

  /// What each character outside ASCII is written as, by table, found once.
  private final class Defined: @unchecked Sendable {
    struct Key: Hashable {
      var tables: String
      var scalar: UInt32
    }
    let lock = NSLock()
    var written: [Key: [UInt32]] = [:]
  }

  private static let defined = Defined()

  /// One call of liblouis on `input`, growing the output until it fits.
  private static func run(_ input: [UInt32], tables: String, back: Bool) -> [UInt32]? {
    if input.isEmpty { return [] }
    lock.lock()
    defer { lock.unlock() }
    _ = quiet
    var capacity = input.count * 2 + 16
    while capacity <= input.count * 16 + 64 {
      var output = [widechar](repeating: 0, count: capacity)
      var inputLength = Int32(input.count)
      var outputLength = Int32(capacity)
      let done = input.withUnsafeBufferPointer { inputBuffer in
        output.withUnsafeMutableBufferPointer { outputBuffer in
          back
            ? lou_backTranslateString(
              tables, inputBuffer.baseAddress, &inputLength, outputBuffer.baseAddress,
              &outputLength, nil, nil, 0)
            : lou_translateString(
              tables, inputBuffer.baseAddress, &inputLength, outputBuffer.baseAddress,
              &outputLength, nil, nil, Int32(noUndefined.rawValue))
        }
      }
      guard done != 0 else { return nil }
      // All of the input read, with room to spare: the whole translation.
      if inputLength == Int32(input.count), outputLength < Int32(capacity) {
        return Array(output.prefix(Int(outputLength)))
      }
      capacity *= 4
    }
    return nil
  }

  /// The Braille ASCII character of a cell, a Unicode braille pattern (a
  /// space as the blank cell); dots 7 and 8, which a page of six-dot
  /// braille has no room for, are left out.
  private static func ascii(_ cell: UInt32) -> UInt8 {
    guard (0x2800...0x28FF).contains(cell) else { return cell == 0x20 ? 0x20 : asciiOfDots[0] }
    return asciiOfDots[Int((cell - 0x2800) & 0x3F)]
  }

  /// Braille ASCII (North American, the `.brf` standard) by dot pattern:
  /// dot 1 is the pattern's lowest bit, dot 6 its highest.
  private static let asciiOfDots: [UInt8] = Array(
    " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=".utf8)

  /// The dot pattern of each Braille ASCII character, lower case as upper.
  private static let dots: [UInt8?] = {
    var dots = [UInt8?](repeating: nil, count: 128)
    for (pattern, character) in asciiOfDots.enumerated() {
      dots[Int(character)] = UInt8(pattern)
      if (0x41...0x5A).contains(character) { dots[Int(character) + 0x20] = UInt8(pattern) }
    }
    return dots
  }()
}
