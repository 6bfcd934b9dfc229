import ItineraryCore

extension ICalendar {
  /// The file's bytes, each line folded as RFC 5545 section 3.1 says as it
  /// is written: no line longer than 75 octets before its CRLF, a
  /// continuation starting with a space, and no character's UTF-8 split
  /// between two lines.
  struct Lines: ~Copyable {
    private var sink: ByteSink
    /// Octets on the line being written, since its start or its last fold.
    private var count = 0

    /// Lines for a file of about `capacity` bytes.
    init(capacity: Int) {
      sink = ByteSink(capacity: capacity)
    }

    /// The file's bytes; the lines end.
    consuming func bytes() -> [UInt8] {
      sink.bytes()
    }

    /// A whole line, written as it is.
    mutating func line(_ text: String) {
      raw(text)
      end()
    }

    /// A property's name (with its colon) and a TEXT value, escaped;
    /// `then`, written as it is, after it.
    mutating func line(_ name: StaticString, text value: String, then: String = "") {
      start(name)
      text(value)
      raw(then)
      end()
    }

    /// A property's name and fields of TEXT separated by semicolons, each
    /// escaped.
    mutating func line(_ name: StaticString, fields: [String]) {
      start(name)
      for (index, field) in fields.enumerated() {
        if index > 0 { separator() }
        text(field)
      }
      end()
    }

    /// ASCII written as it is: a property's name, a word.
    mutating func start(_ name: StaticString) {
      let ascii = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
      if count + ascii.count <= 75 {
        sink.append(ascii)
        count += ascii.count
      } else {
        for byte in ascii { put(byte) }
      }
    }

    /// The semicolon between two fields.
    mutating func separator() {
      put(0x3B)
    }

    /// A number of at most ten digits, in decimal.
    mutating func number(_ number: Int) {
      var divisor = 1
      while divisor <= number / 10, divisor < 1_000_000_000 { divisor *= 10 }
      var rest = max(number, 0)
      while divisor > 0 {
        put(UInt8(ascii: "0") + UInt8(rest / divisor % 10))
        rest %= divisor
        divisor /= 10
      }
    }

    /// A TIME value of a floating time after its date: `T190500`.
    mutating func clock(_ minutes: Int) {
      put(UInt8(ascii: "T"))
      put(UInt8(ascii: "0") + UInt8(minutes / 600))
      put(UInt8(ascii: "0") + UInt8(minutes / 60 % 10))
      put(UInt8(ascii: "0") + UInt8(minutes % 60 / 10))
      put(UInt8(ascii: "0") + UInt8(minutes % 10))
      put(UInt8(ascii: "0"))
      put(UInt8(ascii: "0"))
    }

    /// Text written as it is, folded where it must be.
    mutating func raw(_ text: String) {
      var text = text
      text.withUTF8 { utf8 in
        // What fits on the line goes in at once: no fold can fall in it.
        if count + utf8.count <= 75 {
          sink.append(utf8)
          count += utf8.count
        } else {
          for byte in utf8 { put(byte) }
        }
      }
    }

    /// A TEXT value, cleaned and escaped as RFC 5545 section 3.3.11 says.
    ///
    /// Cleaned as what is said is (``TextCleaning``), but for its line
    /// breaks: no terminal control sequence, control character,
    /// bidirectional control or invisible character reaches a calendar, in
    /// whatever field. Then a backslash, a semicolon and a comma each behind
    /// a backslash, a line break as `\n`. The characters escaped are ASCII,
    /// whose bytes are no other character's part in UTF-8: the text is
    /// escaped byte by byte.
    mutating func text(_ value: String) {
      var value = TextCleaning.cleanKeepingLineBreaks(value)
      value.withUTF8 { utf8 in
        guard utf8.contains(where: { $0 == 0x5C || $0 == 0x3B || $0 == 0x2C || $0 < 0x20 })
        else {
          if count + utf8.count <= 75 {
            sink.append(utf8)
            count += utf8.count
          } else {
            for byte in utf8 { put(byte) }
          }
          return
        }
        var previous: UInt8 = 0
        for byte in utf8 {
          switch byte {
          case 0x5C, 0x3B, 0x2C:
            put(0x5C)
            put(byte)
          case 0x0A where previous == 0x0D: break
          case 0x0A, 0x0D:
            put(0x5C)
            put(UInt8(ascii: "n"))
          default: put(byte)
          }
          previous = byte
        }
      }
    }

    /// One byte, with a fold before it when it starts a character that
    /// would not fit on the line: its length is in its first byte.
    mutating func put(_ byte: UInt8) {
      if byte & 0xC0 != 0x80 {
        let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        if count + length > 75 {
          sink.append(0x0D)
          sink.append(0x0A)
          sink.append(0x20)
          count = 1
        }
      }
      sink.append(byte)
      count += 1
    }

    mutating func end() {
      sink.append(0x0D)
      sink.append(0x0A)
      count = 0
    }
  }
}
