/// Turns byte offsets into lines and columns, for problems.
struct LineMap {
  private let bytes: [UInt8]
  private let lineStarts: [Int]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// The line (from 1) and column (in characters, from 1) of a byte offset.
  func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count
    while low + 1 < high {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle }
    }
    let start = lineStarts[low]
    let end = min(offset, bytes.count)
    // Count characters, not bytes: continuation bytes do not start one.
    let column = bytes[start..<max(start, end)].lazy.filter { $0 & 0xC0 != 0x80 }.count + 1
    return (low + 1, column)
  }
}
