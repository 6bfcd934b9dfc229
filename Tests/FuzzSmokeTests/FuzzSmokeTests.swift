import Foundation
import ItinFuzzing
import Testing
import TripTestSupport

/// The fuzz targets' checks, run in `make test` on every seed and every
/// crash kept in Tests/FuzzCorpus, and on seeded mutations of them: a short
/// run of what `make fuzz` runs for minutes under libFuzzer.
@Suite("Fuzz smoke: the fuzz corpus and seeded mutations of it, through every fuzz target")
struct FuzzSmokeTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("FuzzCorpus")

  static func inputs(_ target: String) throws -> [[UInt8]] {
    let folder = corpus.appendingPathComponent(target)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return try names.map { Array(try Data(contentsOf: folder.appendingPathComponent($0))) }
  }

  /// `input` with a few bytes changed, inserted, removed or copied from elsewhere.
  static func mutated(_ input: [UInt8], using random: inout SplitMix64) -> [UInt8] {
    var bytes = input
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      let index = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<4, using: &random) {
      case 0 where !bytes.isEmpty: bytes[index] = UInt8.random(in: 0...255, using: &random)
      case 1: bytes.insert(UInt8.random(in: 0...255, using: &random), at: index)
      case 2 where !bytes.isEmpty: bytes.remove(at: index)
      default:
        let length = min(16, bytes.count - index)
        if length > 0 { bytes.insert(contentsOf: bytes[index..<(index + length)], at: index) }
      }
    }
    return bytes
  }

  /// A fuzz target: its corpus folder, its checks, and how many mutations
  /// the smoke test runs (the session's inputs run up to 400 lines each).
  enum Target: String, CaseIterable, Sendable {
    case session, file, journal, calendar

    var mutations: Int { self == .session ? 1500 : 3000 }
    var leastInputs: Int { self == .session ? 30 : 8 }

    func run(_ bytes: [UInt8]) {
      switch self {
      case .session: SessionFuzzer.run(bytes)
      case .file: FileFuzzer.run(bytes)
      case .journal: JournalFuzzer.run(bytes)
      case .calendar: CalendarFuzzer.run(bytes)
      }
    }
  }

  @Test(
    "Every kept input, and seeded mutations of them, keep every promise", arguments: Target.allCases
  )
  func smoke(target: Target) throws {
    let inputs = try Self.inputs(target.rawValue)
    #expect(inputs.count >= target.leastInputs)
    inputs.forEach(target.run)
    var random = SplitMix64(seed: 41)
    for _ in 0..<target.mutations {
      target.run(Self.mutated(inputs.randomElement(using: &random) ?? [], using: &random))
    }
  }
}
