/// Bytes written one piece after another into memory of its own, for an
/// export of many small pieces.
///
/// An array checks that it is not shared and that it has room, through
/// calls, for each piece appended: about 70 instructions for a piece of a
/// few bytes, a calendar's largest cost. Here a piece is a check of room
/// and a copy. Noncopyable, it frees its memory when it ends, and gives
/// its bytes as an array once, at the end.
struct ByteSink: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The bytes written.
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// Writes `bytes` after the others.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
    (base + count).update(from: start, count: bytes.count)
    count += bytes.count
  }

  /// Writes one byte after the others.
  mutating func append(_ byte: UInt8) {
    if count == capacity { grow(toHold: count + 1) }
    base[count] = byte
    count += 1
  }

  /// The bytes written, as an array; the sink ends.
  consuming func bytes() -> [UInt8] {
    Array(UnsafeBufferPointer(start: base, count: count))
  }

  private mutating func grow(toHold needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    grown.moveInitialize(from: base, count: count)
    base.deallocate()
    base = grown
    capacity = newCapacity
  }
}
