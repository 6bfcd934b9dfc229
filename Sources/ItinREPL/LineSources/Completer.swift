import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands

/// Tab completion, worked out on the whole line typed so far: commands,
/// item titles after `focus`, `move before`, `move after`, `select` and
/// `unselect`, idea titles after `add`, day numbers after `day`, `list
/// day`, `move to day`, `add day before`, `add day after`, `remove day`,
/// `label day` and `city day`, command names after `help`, and file paths
/// after `open`, `save as`, `export` and `import`.
///
/// Each completion is a whole line. Case is ignored when matching.
public struct Completer: Sendable {
  /// Every command as it can be typed in full, or up to its argument.
  static let phrases: [String] = [
    "up", "move up", "down", "move down", "top", "move to top", "bottom", "move to bottom",
    "move to day ", "move to position ", "move before ", "move after ",
    "grab", "drop", "cancel", "undo", "undo all", "redo", "redo all", "history", "changes",
    "actions", "actions all", "ideas", "add ", "new ", "remove", "delete", "rename ",
    "new trip ", "new fixed ", "new game ", "new travel ", "time ", "time none",
    "start ", "start none", "add day", "add day before ", "add day after ", "remove day ",
    "label day ", "city day ",
    "select", "unselect", "selection", "clear",
    "where", "next", "previous", "first", "last", "day ", "focus ",
    "list", "list day ", "list all", "verbosity terse", "verbosity normal", "verbosity verbose",
    "repeat", "open ", "save", "save as ", "export ", "import ", "help", "quit",
  ]

  private let trip: Trip

  /// Completion for a trip's titles and days.
  ///
  /// Nothing is worked out until Tab is pressed, so keeping a completer up to date costs nothing.
  public init(trip: Trip) {
    self.trip = trip
  }

  private var titles: [String] {
    trip.itemsInTripOrder.map { SpokenText.clean($0.title) }
  }

  /// The whole lines that `typed` could become, sorted; empty when none.
  public func completions(for typed: String) -> [String] {
    let lowered = typed.lowercased()
    for lead in ["focus ", "move before ", "move after ", "select ", "unselect "]
    where lowered.hasPrefix(lead) {
      let partial = lowered.dropFirst(lead.count)
      let head = typed.prefix(lead.count)
      return titles.filter { $0.lowercased().hasPrefix(partial) }.map { head + $0 }.sorted()
    }
    for lead in [
      "move to day ", "list day ", "add day before ", "add day after ", "remove day ",
      "label day ", "city day ", "day ",
    ]
    where lowered.hasPrefix(lead) {
      let partial = lowered.dropFirst(lead.count)
      let head = typed.prefix(lead.count)
      guard let days = trip.dayNumbers else { return [] }
      // A day given, `label day 2 ` or `city day 2 `: its label or city
      // now, to change, and none.
      if lead == "label day " || lead == "city day " {
        let words = partial.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        if words.count == 2, let day = Int(words[0]), trip.hasDay(day) {
          let info = trip.days[day - 1]
          let now = (lead == "label day " ? info.label : info.city).map(SpokenText.clean)
          let rest = words[1]
          let head = typed.prefix(lead.count + words[0].count + 1)
          return ([now, "none"].compactMap { $0 }).filter { $0.lowercased().hasPrefix(rest) }
            .map { head + $0 }.sorted()
        }
      }
      return days.map(String.init).filter { $0.hasPrefix(partial) }.map { head + $0 }
    }
    if lowered.hasPrefix("add ") {
      let partial = lowered.dropFirst(4)
      let days = ["day", "day before ", "day after "].filter { $0.hasPrefix(partial) }
      return
        (trip.ideas.map { SpokenText.clean($0.title) }
        .filter { $0.lowercased().hasPrefix(partial) } + days).map { typed.prefix(4) + $0 }.sorted()
    }
    if lowered.hasPrefix("help ") {
      let partial = lowered.dropFirst(5)
      return CommandName.allCases.map(\.rawValue).filter { $0.hasPrefix(partial) }
        .map { typed.prefix(5) + $0 }.sorted()
    }
    for lead in ["open ", "save as ", "export ", "import "] where lowered.hasPrefix(lead) {
      let head = String(typed.prefix(lead.count))
      return Completer.paths(startingWith: String(typed.dropFirst(lead.count))).map { head + $0 }
    }
    return Completer.phrases.filter { $0.hasPrefix(lowered) }.sorted()
  }

  /// The start of `typed` that every completion of it repeats.
  ///
  /// It is the command before a title, a day, a command name or a file's
  /// name. A list of completions leaves it out, to show the candidates alone.
  public static func lead(of typed: String) -> String {
    let lowered = typed.lowercased()
    let leads = [
      "focus ", "move before ", "move after ", "move to day ", "list day ", "day ", "help ", "add ",
      "select ", "unselect ",
    ]
    if let lead = leads.first(where: { lowered.hasPrefix($0) }) {
      return String(typed.prefix(lead.count))
    }
    for lead in ["open ", "save as ", "export ", "import "] where lowered.hasPrefix(lead) {
      // A file's folder is part of every completion too.
      guard let slash = typed.lastIndex(of: "/") else { return String(typed.prefix(lead.count)) }
      return String(typed[...slash])
    }
    return ""
  }

  /// The longest start that every completion shares, case ignored, in the
  /// case of the first; never shorter than what was typed.
  public static func commonStart(of completions: [String], typed: String) -> String {
    guard var common = completions.first else { return typed }
    for completion in completions.dropFirst() {
      let shared = zip(common.lowercased(), completion.lowercased()).prefix { $0 == $1 }.count
      common = String(common.prefix(shared))
    }
    return common.count >= typed.count ? common : typed
  }

  /// Files and folders whose path starts with `partial`; folders end with a slash.
  ///
  /// Hidden entries only when the name typed starts with a dot. A name
  /// that cleaning would change (control codes, an escape sequence, a
  /// bidirectional control) is left out: shown, it would drive the
  /// terminal; cleaned, it would name another file. So is a name that is
  /// not UTF-8, which no typed line can name.
  static func paths(startingWith partial: String) -> [String] {
    let slash = partial.lastIndex(of: "/")
    let folder = slash.map { String(partial[...$0]) } ?? ""
    let name = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
    let expanded =
      folder.hasPrefix("~") ? NSString(string: folder).expandingTildeInPath + "/" : folder
    let manager = FileManager.default
    guard let entries = try? manager.contentsOfDirectory(atPath: expanded.isEmpty ? "." : expanded)
    else { return [] }
    return entries.filter { $0.hasPrefix(name) && (name.hasPrefix(".") || !$0.hasPrefix(".")) }
      .filter { SpokenText.clean($0) == $0 }
      // A name whose bytes are not UTF-8 comes back with U+FFFD in their
      // place: a name that opens nothing, so it is left out.
      .filter { manager.fileExists(atPath: expanded + $0) }
      .sorted()
      .map { entry in
        var isFolder: ObjCBool = false
        _ = manager.fileExists(atPath: expanded + entry, isDirectory: &isFolder)
        return folder + entry + (isFolder.boolValue ? "/" : "")
      }
  }
}
