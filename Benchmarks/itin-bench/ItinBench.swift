import ItineraryCore
import ReorderCommands

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `make bench`: the figures of docs/performance.md, measured side by side.
///
///     itin-bench [--quick] [--itin-a11y PATH]
///     itin-bench --instructions [--quick] --itin-a11y PATH
///     itin-bench --web [--quick] --itin-a11y PATH   (serve's rows only)
///     itin-bench --web-instructions [--quick] --itin-a11y PATH --floor PATH
///     itin-bench --live [--quick] --itin-a11y PATH   (planning together)
///     itin-bench --write-trip N FILE
///     itin-bench --history-steps N      (run by itin-bench itself)
///
/// `--quick` measures fewer samples on smaller trips, to check that the
/// benchmarks run; its figures are not the ones to quote.
@main
struct ItinBench {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let steps = value(of: "--history-steps", in: arguments).flatMap(Int.init) {
      HistoryMemory.child(steps: steps)
      return
    }
    if let size = value(of: "--write-trip", in: arguments).flatMap(Int.init),
      let path = arguments.last
    {
      writeTrip(itemCount: size, to: path)
      return
    }
    let quick = arguments.contains("--quick")
    let webSizes = quick ? [1_000, 10_000] : [1_000, 100_000]
    let webSamples = quick ? 51 : 301
    if arguments.contains("--web"), let program = value(of: "--itin-a11y", in: arguments) {
      Report.printWeb(WebBench.measure(itinA11y: program, sizes: webSizes, samples: webSamples))
      return
    }
    if arguments.contains("--live"), let program = value(of: "--itin-a11y", in: arguments) {
      guard
        let result = LiveBench.measure(
          itinA11y: program, itemCount: 1_000, pages: 10, changes: quick ? 21 : 201,
          held: 100)
      else {
        print("serve did not start, or a page could not listen.")
        return
      }
      LiveBench.print(result)
      return
    }
    if arguments.contains("--web-instructions"),
      let program = value(of: "--itin-a11y", in: arguments),
      let floor = value(of: "--floor", in: arguments)
    {
      WebInstructions.run(
        itinA11y: program, floor: floor, sizes: quick ? [1_000, 10_000] : [1_000, 100_000],
        only: value(of: "--only", in: arguments))
      return
    }
    if arguments.contains("--instructions"), let program = value(of: "--itin-a11y", in: arguments) {
      Instructions.run(
        itinA11y: program, sizes: quick ? [1_000, 10_000] : [1_000, 100_000],
        only: value(of: "--only", in: arguments))
      return
    }
    let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
    let samples = quick ? 11 : 51
    print(
      "itin-bench: medians of \(samples) samples (\(max(3, samples / 10)) for files), taken "
        + "on each trip in turn; each ratio is to the floor measured on the same trip.")
    print("")
    fflush(nil)
    let only = value(of: "--only", in: arguments).map { $0.split(separator: "|").map(String.init) }
    let reports = Runner(sizes: sizes, samples: samples, only: only ?? []).run()
    for report in reports { Report.print(report) }
    fflush(nil)
    // Some rows, to compare side by side: no targets, which need them all.
    if only != nil { return }
    Report.printGrowth(reports)
    let history = HistoryMemory.measure(steps: quick ? 100_000 : 1_000_000)
    let itinA11y = value(of: "--itin-a11y", in: arguments)
    let startup = itinA11y.flatMap { Startup.measure(itinA11y: $0, runs: quick ? 5 : 31) }
    let web = itinA11y.map { WebBench.measure(itinA11y: $0, sizes: webSizes, samples: webSamples) }
    if let web { Report.printWeb(web) }
    if let itinA11y,
      let live = LiveBench.measure(
        itinA11y: itinA11y, itemCount: 1_000, pages: 10, changes: quick ? 21 : 201, held: 100)
    {
      LiveBench.print(live)
    }
    Report.printTargets(
      reports, history: history, startup: startup, web: web, itinA11y: itinA11y)
  }

  /// Writes the benchmark trip of `itemCount` items to a file, to time or
  /// try by hand: `itin-bench --write-trip 100000 big.json`.
  static func writeTrip(itemCount: Int, to path: String) {
    let bytes = TripDocument(trip: BenchTrip.make(itemCount: itemCount)).bytes
    guard let file = fopen(path, "w") else {
      print("Can't write \(path).")
      return
    }
    fwrite(bytes, 1, bytes.count, file)
    fclose(file)
  }

  static func value(of option: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else {
      return nil
    }
    return arguments[index + 1]
  }
}
