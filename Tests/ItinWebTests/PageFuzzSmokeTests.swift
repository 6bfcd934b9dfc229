import Foundation
import ItinWebFuzzing
import Testing
import TripTestSupport

/// The page fuzz target's checks in `make test`, on every input kept in
/// Tests/FuzzCorpus/page (the probe's overflow among them) and on seeded
/// mutations of them: a short run of what `make fuzz` runs under libFuzzer.
@Suite("Fuzz smoke: the page's requests, kept and mutated")
struct PageFuzzSmokeTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("FuzzCorpus/page")

  @Test("Every kept input, and 1,500 seeded mutations of them, keep every promise")
  func smoke() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: PageFuzzSmokeTests.corpus.path)
      .sorted()
    #expect(names.contains("found-drag-overflow"))
    let inputs = try names.map {
      Array(try Data(contentsOf: PageFuzzSmokeTests.corpus.appendingPathComponent($0)))
    }
    #expect(inputs.count >= 7)
    inputs.forEach(PageFuzzer.run)
    var random = SplitMix64(seed: 43)
    for _ in 0..<1500 {
      var bytes = inputs.randomElement(using: &random) ?? []
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        let index = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0 where !bytes.isEmpty: bytes[index] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.insert(UInt8.random(in: 0...255, using: &random), at: index)
        default: if !bytes.isEmpty { bytes.remove(at: index) }
        }
      }
      PageFuzzer.run(bytes)
    }
  }
}
