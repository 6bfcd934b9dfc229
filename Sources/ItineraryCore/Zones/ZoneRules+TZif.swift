/// Reading a zone's file: TZif, as RFC 8536 describes it.
extension ZoneRules {
  /// The rules a TZif file's bytes hold, or `nil` when they are not one.
  ///
  /// A file of version 2 or later is read from its second part, with
  /// 64-bit times, and its footer's rule; a file of version 1 from its
  /// only part.
  init?(name: String, tzif bytes: [UInt8]) {
    var reader = TZifReader(bytes: bytes)
    guard let first = reader.header() else { return nil }
    var header = first
    var timeSize = 4
    if first.version >= 2 {
      guard reader.skip(first.v1DataSize) else { return nil }
      guard let second = reader.header() else { return nil }
      header = second
      timeSize = 8
    }
    var times: [Int64] = []
    times.reserveCapacity(header.timeCount)
    for _ in 0..<header.timeCount {
      guard let time = reader.integer(size: timeSize) else { return nil }
      times.append(time)
    }
    var indexes: [Int] = []
    for _ in 0..<header.timeCount {
      guard let index = reader.integer(size: 1) else { return nil }
      indexes.append(Int(index))
    }
    var types: [(seconds: Int, isDaylight: Bool, nameIndex: Int)] = []
    for _ in 0..<header.typeCount {
      guard let seconds = reader.signed32(), let daylight = reader.integer(size: 1),
        let nameIndex = reader.integer(size: 1)
      else { return nil }
      types.append((seconds, daylight != 0, Int(nameIndex)))
    }
    guard let names = reader.bytes(header.charCount).map(Array.init) else { return nil }
    guard !types.isEmpty else { return nil }
    let offsets = types.map { type in
      let end = names[min(type.nameIndex, names.count)...].firstIndex(of: 0) ?? names.endIndex
      let abbreviation = String(
        decoding: names[min(type.nameIndex, names.count)..<end], as: UTF8.self)
      return ZoneOffset(
        seconds: type.seconds, isDaylight: type.isDaylight, abbreviation: abbreviation)
    }
    var changes: [(at: Int64, offset: ZoneOffset)] = []
    for (time, index) in zip(times, indexes) {
      guard index < offsets.count else { return nil }
      changes.append((time, offsets[index]))
    }
    var rule: PosixRule?
    if first.version >= 2 {
      _ = reader.skip(header.leapCount * (timeSize + 4) + header.standardCount + header.utcCount)
      if let footer = reader.footer() { rule = PosixRule(footer) }
    }
    self.name = name
    self.changes = changes
    self.initial = offsets[0]
    self.rule = rule
  }
}

/// Reads a TZif file's parts in order.
private struct TZifReader {
  let bytes: [UInt8]
  var offset = 0

  struct Header {
    var version: Int
    var utcCount: Int
    var standardCount: Int
    var leapCount: Int
    var timeCount: Int
    var typeCount: Int
    var charCount: Int

    /// The size of the version 1 data after this header.
    var v1DataSize: Int {
      timeCount * 5 + typeCount * 6 + charCount + leapCount * 8 + standardCount + utcCount
    }
  }

  mutating func header() -> Header? {
    guard offset + 44 <= bytes.count, bytes[offset..<offset + 4].elementsEqual("TZif".utf8)
    else { return nil }
    let versionByte = bytes[offset + 4]
    let version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
    offset += 20
    var counts: [Int] = []
    for _ in 0..<6 {
      guard let count = integer(size: 4), count >= 0, count < 1 << 20 else { return nil }
      counts.append(Int(count))
    }
    return Header(
      version: version, utcCount: counts[0], standardCount: counts[1], leapCount: counts[2],
      timeCount: counts[3], typeCount: counts[4], charCount: counts[5])
  }

  mutating func skip(_ count: Int) -> Bool {
    guard count >= 0, offset + count <= bytes.count else { return false }
    offset += count
    return true
  }

  mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
    guard count >= 0, offset + count <= bytes.count else { return nil }
    defer { offset += count }
    return bytes[offset..<offset + count]
  }

  /// A big-endian number of `size` bytes: 1 and 4 unsigned, 8 signed.
  mutating func integer(size: Int) -> Int64? {
    guard offset + size <= bytes.count else { return nil }
    var value: UInt64 = 0
    for index in 0..<size { value = value << 8 | UInt64(bytes[offset + index]) }
    offset += size
    if size == 8 { return Int64(bitPattern: value) }
    if size == 4 { return Int64(Int32(bitPattern: UInt32(value))) }
    return Int64(value)
  }

  mutating func signed32() -> Int? {
    integer(size: 4).map { Int($0) }
  }

  /// The footer: the text between two newlines at the end.
  mutating func footer() -> String? {
    guard offset < bytes.count, bytes[offset] == 0x0A else { return nil }
    let rest = bytes[(offset + 1)...]
    guard let end = rest.firstIndex(of: 0x0A) else { return nil }
    return String(decoding: rest[..<end], as: UTF8.self)
  }
}
