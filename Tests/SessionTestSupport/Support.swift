import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import TripTestSupport

/// Sessions on the sample trip (``Sample`` in TripTestSupport), and a way
/// to type several lines.
extension Sample {
  public static func session(
    verbosity: Verbosity = .normal, interactive: Bool = false, path: String? = nil
  ) -> Session {
    Session(document: document, path: path, verbosity: verbosity, isInteractive: interactive)
  }

  /// A temporary folder for one test.
  public static func folder() -> String {
    Scratch.folder("itin-repl")
  }
}

extension Session {
  /// Types each line and returns the lines of the last answer.
  @discardableResult
  public mutating func type(_ lines: String...) -> [String] {
    var last: [String] = []
    for line in lines { last = handle(line).lines }
    return last
  }

  /// The one line the last of `lines` answers, or a marker when it is not
  /// one line.
  public mutating func say(_ lines: String...) -> String {
    var last: [String] = []
    for line in lines { last = handle(line).lines }
    return last.count == 1 ? last[0] : "<\(last.count) lines: \(last)>"
  }

  /// The focused item's title.
  public var focusedTitle: String? { editor.focusedItem?.title }
}
