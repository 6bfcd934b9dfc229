import ItineraryCore
import ReorderCommands

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `make bench-instructions`: what each command of the REPL costs in
/// instructions, counted by callgrind, which counts the same run after run
/// whatever else the machine is doing (`SWIFT_DETERMINISTIC_HASHING=1`
/// keeps hashing the same too).
///
/// Each command is typed 100 times through a pipe into the shipped
/// itin-a11y, on the benchmark trips of 1,000 and 100,000 items over 365
/// days; the instructions of opening the trip and ending (no line typed) are
/// taken off, and the rest is divided by 100.
enum Instructions {
  /// A row of the table: its name, the lines typed once per repeat, and
  /// lines typed once before them and counted apart (a title index made
  /// the first time a name is typed).
  struct Row {
    var name: String
    var lines: [String]
    var warmUp: [String] = []
  }

  /// Every command of the REPL, in the rows of docs/performance.md.
  static func rows(firstTitle: String) -> [Row] {
    [
      Row(
        name: "focus an exact title", lines: ["focus " + firstTitle],
        warmUp: ["focus " + firstTitle]),
      Row(
        name: "focus the start of many titles", lines: ["focus Dinner 1"],
        warmUp: ["focus Dinner 1"]),
      Row(name: "down, up", lines: ["down", "up"]),
      Row(name: "top, bottom", lines: ["top", "bottom"]),
      Row(name: "down, undo, redo, undo", lines: ["down", "undo", "redo", "undo"]),
      Row(name: "move to day 300, undo", lines: ["move to day 300", "undo"]),
      Row(name: "move to day 300 position 1, undo", lines: ["move to day 300 position 1", "undo"]),
      Row(name: "grab, down, down, drop, undo", lines: ["grab", "down", "down", "drop", "undo"]),
      Row(name: "where", lines: ["where"]),
      Row(name: "next, previous", lines: ["next", "previous"]),
      Row(name: "first, last", lines: ["first", "last"]),
      Row(name: "day 150", lines: ["day 150"]),
      Row(name: "actions", lines: ["actions"]),
      Row(name: "history", lines: ["history"]),
      Row(name: "changes", lines: ["changes"]),
      Row(name: "repeat", lines: ["repeat"]),
      Row(name: "list day 150 (says more on the larger trip)", lines: ["list day 150"]),
      Row(name: "a line that is not a command", lines: ["mvoe up"]),
    ]
  }

  static let repeats = 100

  /// Counts every row on each size, and prints the table.
  static func run(itinA11y: String, sizes: [Int]) {
    guard system("command -v valgrind >/dev/null 2>&1") == 0 else {
      print("valgrind is not installed: make bench-instructions installs it with apt-get.")
      return
    }
    let folder = "/tmp/itin-bench-instructions-\(getpid())"
    mkdir(folder, 0o700)
    defer { _ = system("rm -rf '\(folder)'") }
    var table: [[Double]] = []
    var names: [String] = []
    for (index, size) in sizes.enumerated() {
      let trip = BenchTrip.make(itemCount: size)
      let path = "\(folder)/trip-\(size).json"
      ItinBench.writeTrip(itemCount: size, to: path)
      let title = trip.items.first { !$0.isGame }?.title ?? "Dinner 1"
      let baseline = count(itinA11y, trip: path, input: [], in: folder)
      let rows = rows(firstTitle: title)
      names = rows.map(\.name)
      var column: [Double] = []
      for row in rows {
        let input = row.warmUp + (0..<repeats).flatMap { _ in row.lines }
        let total = count(itinA11y, trip: path, input: input, in: folder)
        let base =
          row.warmUp.isEmpty ? baseline : count(itinA11y, trip: path, input: row.warmUp, in: folder)
        column.append(Double(total - base) / Double(repeats))
      }
      if index == 0 {
        table = column.map { [$0] }
      } else {
        for (row, value) in column.enumerated() { table[row].append(value) }
      }
      print("counted \(size) items: opening and ending, \(baseline) instructions")
      fflush(nil)
    }
    print("")
    let header = sizes.map { "\($0 / 1000)k items" }
    print(
      "instructions per repeat".padding(toLength: 46, withPad: " ", startingAt: 0)
        + header.map { $0.leftPadded(to: 12) }.joined() + "   growth")
    for (name, values) in zip(names, table) {
      let growth = values.count > 1 && values[0] > 0 ? values[values.count - 1] / values[0] : 1
      print(
        name.padding(toLength: 46, withPad: " ", startingAt: 0)
          + values.map { String(Int($0.rounded())).leftPadded(to: 12) }.joined()
          + "   ×" + String(Double(Int(growth * 100)) / 100))
    }
  }

  /// The instructions itin-a11y runs on `trip` with `input` typed, as
  /// callgrind counts them.
  static func count(_ program: String, trip: String, input: [String], in folder: String) -> Int {
    let inputPath = folder + "/input.txt"
    let errors = folder + "/callgrind.txt"
    guard let file = fopen(inputPath, "w") else { return 0 }
    for line in input { fputs(line + "\n", file) }
    fclose(file)
    let command =
      "SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "
      + "'\(program)' '\(trip)' < '\(inputPath)' > /dev/null 2> '\(errors)'"
    _ = system(command)
    guard let read = fopen(errors, "r") else { return 0 }
    defer { fclose(read) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&chunk, 1, chunk.count, read)
      if count <= 0 { break }
      bytes += chunk[..<count]
    }
    let text = String(decoding: bytes, as: UTF8.self)
    guard let range = text.range(of: "Collected : ") else { return 0 }
    return Int(text[range.upperBound...].prefix { $0.isNumber }) ?? 0
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
