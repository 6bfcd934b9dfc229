extension Template {
  /// A template read once into its pieces, to fill many times alike: a
  /// list's lines, each written straight into one buffer of bytes.
  ///
  /// It fills as ``Template/fill(_:with:)`` does, the placeholders found the
  /// same way: a name it is not given is kept as written, and `{Name}` is
  /// the value of `name` with its first letter a capital.
  struct Parsed {
    private enum Piece {
      case text([UInt8])
      case value(Int)
      case capitalized(Int)
    }

    private let pieces: [Piece]

    /// `template` read, `names` its placeholders in the order their values
    /// are given when it is filled.
    init(_ template: String, names: [StaticString]) {
      let names = names.map { name in
        Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
      }
      var pieces: [Piece] = []
      var template = template
      template.withUTF8 { bytes in
        Template.scan(
          bytes, lookup: { name in names.firstIndex { $0.elementsEqual(name) } },
          text: { if !$0.isEmpty { pieces.append(.text(Array($0))) } },
          slot: { index, capitalized in
            pieces.append(capitalized ? .capitalized(index) : .value(index))
          })
      }
      self.pieces = pieces
    }

    /// Writes the filled template at the end of `output`; `value` writes
    /// the value of the placeholder with that index at the end of the
    /// buffer it is given.
    func write(into output: inout [UInt8], value: (Int, inout [UInt8]) -> Void) {
      for piece in pieces {
        switch piece {
        case .text(let bytes): output.append(contentsOf: bytes)
        case .value(let index): value(index, &output)
        case .capitalized(let index):
          var written: [UInt8] = []
          value(index, &written)
          output.append(
            contentsOf: Template.capitalized(String(decoding: written, as: UTF8.self)).utf8)
        }
      }
    }

    /// The filled template as text, each value given in order.
    func filled(_ values: String...) -> String {
      var output: [UInt8] = []
      write(into: &output) { index, output in output.append(contentsOf: values[index].utf8) }
      return String(decoding: output, as: UTF8.self)
    }
  }
}
