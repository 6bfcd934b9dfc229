import Foundation

/// What a fuzz program does when built without libFuzzer: runs `check` once
/// on each file named on the command line, to replay a crash.
public func replayFiles(_ arguments: [String], with check: ([UInt8]) -> Void) {
  for path in arguments {
    guard let data = FileManager.default.contents(atPath: path) else {
      print("\(path): cannot be read.")
      continue
    }
    check(Array(data))
    print("\(path): no crash.")
  }
}
