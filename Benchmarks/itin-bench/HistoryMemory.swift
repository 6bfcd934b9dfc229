import ItineraryCore
import ReorderCommands

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The resident memory of a long undo history, measured in a process of its own.
enum HistoryMemory {
  struct Result {
    var steps: Int
    /// Resident bytes with the trip open and no history.
    var before: Int
    /// Resident bytes with `steps` undo steps.
    var after: Int
  }

  /// The trip the steps are made on.
  static let itemCount = 10_000

  /// Runs this program again with `--history-steps`, and reads its answer.
  static func measure(steps: Int) -> Result? {
    guard let path = selfPath(), let child = Child.start(path, ["--history-steps", String(steps)])
    else { return nil }
    child.closeInput()
    let fields = String(decoding: child.finish(), as: UTF8.self)
      .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard fields.count == 3 else { return nil }
    return Result(steps: fields[0], before: fields[1], after: fields[2])
  }

  /// In the child: makes `steps` moves on one editor, each kept as an undo
  /// step, and prints the steps and the resident bytes before and after.
  static func child(steps: Int) {
    let trip = BenchTrip.make(itemCount: itemCount)
    let custom = BenchTrip.customIDs(of: trip)
    var editor = Editor(trip: trip)
    var random = Seeded(seed: 31)
    _ = editor.perform(.down, on: custom[0])
    _ = editor.undo()
    let before = residentBytes() ?? 0
    // A move of the trip's first or last item can be refused; count steps.
    var index = 0
    while editor.history.undoSteps.count < steps {
      let id = custom[Int(random.next() % UInt64(custom.count))]
      _ = editor.perform(index % 2 == 0 ? .down : .up, on: id)
      index += 1
    }
    let after = residentBytes() ?? 0
    print(editor.history.undoSteps.count, before, after)
  }

  static func selfPath() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
