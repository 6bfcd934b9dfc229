import Foundation

/// Places in the temporary folder that no other test uses.
public enum Scratch {
  /// A path no file has yet: `name`, a unique part, then `suffix`, such as ".json".
  public static func path(_ name: String, suffix: String = "") -> String {
    Pipes.brokenWritesReturnErrors
    return FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(name)-\(UUID().uuidString)\(suffix)"
    ).path
  }

  /// A new empty folder, for one test.
  public static func folder(_ name: String) -> String {
    let path = path(name)
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
