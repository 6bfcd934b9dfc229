#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Nanoseconds on the monotonic clock.
func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func keep<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// One measured figure: the median of its samples, in nanoseconds per operation.
struct Figure {
  var name: String
  var nanoseconds: Double
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// A duration as people read it: ns, µs, ms or s, three significant digits.
func duration(_ nanoseconds: Double) -> String {
  switch nanoseconds {
  case ..<1_000: return digits(nanoseconds) + " ns"
  case ..<1_000_000: return digits(nanoseconds / 1_000) + " µs"
  case ..<1_000_000_000: return digits(nanoseconds / 1_000_000) + " ms"
  default: return digits(nanoseconds / 1_000_000_000) + " s"
  }
}

/// A number with three significant digits, or none after the point from 100 up.
func digits(_ value: Double) -> String {
  let places = value >= 100 ? 0 : value >= 10 ? 1 : 2
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = places == 0 ? String(Int(rounded)) : String(rounded)
  if places > 0, let dot = text.firstIndex(of: ".") {
    let decimals = text.distance(from: dot, to: text.endIndex) - 1
    text += String(repeating: "0", count: max(0, places - decimals))
  }
  return text
}

/// A count with thousands separators: 100,000.
func count(_ value: Int) -> String {
  let text = String(value)
  var result = ""
  for (offset, character) in text.enumerated() {
    if offset > 0, (text.count - offset) % 3 == 0 { result += "," }
    result.append(character)
  }
  return result
}

/// Left-aligned in `width` columns.
func padded(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}

/// Right-aligned in `width` columns.
func right(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

/// The resident memory of this process, in bytes, from /proc/self/statm.
func residentBytes() -> Int? {
  guard let file = fopen("/proc/self/statm", "r") else { return nil }
  defer { fclose(file) }
  var line = [CChar](repeating: 0, count: 256)
  guard fgets(&line, Int32(line.count), file) != nil else { return nil }
  let fields = String(
    decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self
  )
  .split(separator: " ").compactMap { Int($0) }
  guard fields.count >= 2 else { return nil }
  return fields[1] * Int(sysconf(Int32(_SC_PAGESIZE)))
}
