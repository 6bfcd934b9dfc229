import CItinFuzzer
import ItinFuzzing
import ItinWebFuzzing

#if FUZZING
/// libFuzzer's entry: `make fuzz` builds this with `-sanitize=fuzzer,address`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  PageFuzzer.run(Array(UnsafeRawBufferPointer(start: start, count: count)))
  return 0
}

/// The program's entry point, by the name SwiftPM gives it: libFuzzer's driver.
@_cdecl("itin_fuzz_page_main")
public func main(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> CInt {
  itin_fuzzer_main(argc, argv)
}
#else
/// Without libFuzzer: replays the files named on the command line.
@main
enum FuzzPage {
  static func main() {
    replayFiles(Array(CommandLine.arguments.dropFirst()), with: PageFuzzer.run)
  }
}
#endif
