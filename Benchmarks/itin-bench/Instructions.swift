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
/// Each row's lines are typed 100 times through a pipe into the shipped
/// itin-a11y, on the benchmark trips of 1,000 and 100,000 items over 365
/// days. Before them, the row's setup and its lines are typed once, and
/// what that run costs (opening the trip, the setup, the first time each
/// part of the program runs) is taken off; the rest is divided by 100.
/// The table says whether each row keeps to issue 22's bounds.
enum Instructions {
  /// A row of the table.
  struct Row {
    /// What the row types, as the table names it.
    var name: String
    /// The lines typed once per repeat.
    var lines: [String]
    /// Lines typed once before, to set the row up (steps to undo), and not
    /// counted.
    var setup: [String] = []
    /// The most instructions a line of the row may cost, at either size.
    var limit: Int? = nil
    /// Why the row's cost may grow with the trip (its answer says more, or
    /// it writes the whole file), or `nil` when it may not.
    var grows: String? = nil
    /// How many times the lines are typed: fewer for a row that writes the
    /// whole file each time.
    var repeats = Instructions.repeats
  }

  /// A move, an undo or a redo, whole: at most this many instructions.
  static let stepLimit = 50_000
  /// `actions` on a 365-day trip: at most this many.
  static let menuLimit = 100_000
  /// An edit (issue 19) and its undo, whole: at most this many a line.
  ///
  /// An edit line also reads a title, checks it against the others, makes
  /// an id, and journals the item whole, where a move journals a placement.
  static let editLimit = 55_000
  /// A move of 50 selected items together (issue 20) and its undo: at most
  /// this many a line, a move of one item's bound for each item.
  static let togetherLimit = 50 * stepLimit
  /// What a row whose answer does not say more may grow from the smaller
  /// trip to the larger.
  static let growthLimit = 1.5

  /// Every command of the REPL, in the rows of docs/performance.md.
  static func rows(firstTitle: String, selecting titles: [String] = []) -> [Row] {
    let selects = titles.map { "select " + $0 }
    let downs = Array(repeating: "down", count: 2 * repeats + 1)
    let undos = Array(repeating: "undo", count: 2 * repeats + 1)
    return [
      Row(name: "focus an exact title", lines: ["focus " + firstTitle]),
      Row(name: "focus the start of many titles", lines: ["focus Dinner 1"]),
      Row(name: "down", lines: ["down"], limit: stepLimit),
      Row(name: "up", lines: ["up"], setup: ["last"], limit: stepLimit),
      Row(name: "undo", lines: ["undo"], setup: downs, limit: stepLimit),
      Row(name: "redo", lines: ["redo"], setup: downs + undos, limit: stepLimit),
      Row(name: "down, up", lines: ["down", "up"], limit: stepLimit),
      Row(name: "top, bottom", lines: ["top", "bottom"], limit: stepLimit),
      Row(
        name: "down, undo, redo, undo", lines: ["down", "undo", "redo", "undo"], limit: stepLimit),
      Row(name: "move to day 300, undo", lines: ["move to day 300", "undo"], limit: stepLimit),
      Row(
        name: "move to day 300 position 1, move to day 2 position 1",
        lines: ["move to day 300 position 1", "move to day 2 position 1"], limit: stepLimit),
      Row(
        name: "move to day 300 position 1, undo", lines: ["move to day 300 position 1", "undo"],
        limit: stepLimit),
      Row(
        name: "grab, down, down, drop, undo", lines: ["grab", "down", "down", "drop", "undo"],
        limit: stepLimit),
      Row(name: "grab, down, cancel", lines: ["grab", "down", "cancel"], limit: stepLimit),
      Row(name: "where", lines: ["where"]),
      Row(name: "next, previous", lines: ["next", "previous"]),
      Row(name: "first, last", lines: ["first", "last"]),
      Row(name: "day 150", lines: ["day 150"]),
      Row(name: "actions", lines: ["actions"], limit: menuLimit),
      Row(name: "actions all", lines: ["actions all"]),
      Row(name: "actions, 1 (a move from the menu)", lines: ["actions", "1"]),
      Row(name: "history", lines: ["history"]),
      Row(name: "changes", lines: ["changes"]),
      Row(name: "repeat", lines: ["repeat"]),
      Row(
        name: "verbosity terse, verbosity normal", lines: ["verbosity terse", "verbosity normal"]),
      Row(name: "help", lines: ["help"]),
      Row(name: "help move", lines: ["help move"]),
      Row(name: "a line that is not a command", lines: ["mvoe up"]),
      Row(
        name: "list day 150 (the day holds 3 items, then 274)", lines: ["list day 150"],
        grows: "says more"),
      // Edits (issue 19), on an item that is not a game.
      Row(
        name: "remove, undo", lines: ["remove", "undo"], setup: ["focus " + firstTitle],
        limit: editLimit),
      Row(
        name: "remove, add NAME", lines: ["remove", "add " + firstTitle],
        setup: ["focus " + firstTitle], limit: editLimit),
      Row(
        name: "delete, undo, redo, undo", lines: ["delete", "undo", "redo", "undo"],
        setup: ["focus " + firstTitle], limit: editLimit),
      Row(
        name: "rename TITLE, undo", lines: ["rename Picnic in the park", "undo"],
        setup: ["focus " + firstTitle], limit: editLimit),
      Row(name: "new TITLE, undo", lines: ["new Picnic in the park", "undo"], limit: editLimit),
      Row(
        name: "new TITLE to day 300 position 1, undo",
        lines: ["new Picnic in the park to day 300 position 1", "undo"], limit: editLimit),
      Row(
        name: "rename TITLE, focus NAME, undo (a name after an edit)",
        lines: ["rename Picnic in the park", "focus picnic", "undo"],
        setup: ["focus " + firstTitle], limit: editLimit),
      Row(name: "ideas (one idea)", lines: ["ideas"], setup: ["focus " + firstTitle, "remove"]),
      // Planning a trip (issue 30): a time, and new items of every kind.
      Row(
        name: "time 19:05, undo", lines: ["time 19:05", "undo"], setup: ["focus " + firstTitle],
        limit: editLimit),
      Row(
        name: "new fixed TITLE to day 300 position 1, undo",
        lines: ["new fixed Flight home to day 300 position 1", "undo"], limit: editLimit),
      Row(
        name: "new game TITLE to day 300, undo",
        lines: ["new game Exhibition match to day 300", "undo"], limit: editLimit),
      Row(
        name: "new travel TITLE from CITY to CITY to day 300, undo",
        lines: ["new travel Night bus from Lyon to Paris to day 300", "undo"], limit: editLimit),
      // Dates and days (issue 30): flat, but for a day put in or taken out
      // before others, which renumbers the items after it.
      Row(name: "start 2027-04-10, undo", lines: ["start 2027-04-10", "undo"], limit: editLimit),
      Row(
        name: "label day 150 TEXT, undo", lines: ["label day 150 Rest day", "undo"],
        limit: editLimit),
      Row(
        name: "city day 150 TEXT, undo", lines: ["city day 150 Porto", "undo"], limit: editLimit),
      Row(name: "add day (at the end), undo", lines: ["add day", "undo"], limit: editLimit),
      Row(
        name: "add day before 2, undo", lines: ["add day before 2", "undo"],
        grows: "renumbers every item after day 2, linearly"),
      Row(
        name: "remove day 2, undo", lines: ["remove day 2", "undo"],
        grows: "renumbers every item after day 2, and makes day 2's items ideas, linearly"),
      // Moves of several items together (issue 20): 50 selected, one a day.
      Row(
        name: "50 selected: move to day 300, undo", lines: ["move to day 300", "undo"],
        setup: selects, limit: togetherLimit),
      Row(
        name: "50 selected: grab, move to day 300, drop, undo",
        lines: ["grab", "move to day 300", "drop", "undo"], setup: selects, limit: togetherLimit),
      Row(name: "down, save", lines: ["down", "save"], grows: "writes the file", repeats: 10),
    ]
  }

  static let repeats = 100

  /// Counts every row on each size, and prints the table.
  ///
  /// `only`, when given, keeps the rows whose name holds it, or one of its
  /// parts between `|` (`--only time`, `--only "add day|remove day"`).
  static func run(itinA11y: String, sizes: [Int], only: String? = nil) {
    guard system("command -v valgrind >/dev/null 2>&1") == 0 else {
      print("valgrind is not installed: make bench-instructions installs it with apt-get.")
      return
    }
    let folder = "/tmp/itin-bench-instructions-\(getpid())"
    mkdir(folder, 0o700)
    defer { _ = system("rm -rf '\(folder)'") }
    var table: [[Double]] = []
    var rows: [Row] = []
    var openings: [(size: Int, opening: Int, index: Int)] = []
    for (index, size) in sizes.enumerated() {
      let trip = BenchTrip.make(itemCount: size)
      let path = "\(folder)/trip-\(size).json"
      let pristine = "\(folder)/pristine-\(size).json"
      ItinBench.writeTrip(itemCount: size, to: pristine)
      let title = trip.items.first { !$0.isGame }?.title ?? "Dinner 1"
      let baseline = count(itinA11y, trip: path, input: [], in: folder, pristine: pristine)
      // The first custom item of each of days 1 to 50, one title each.
      let selected = (1...50).compactMap { day in
        trip.items(onDay: day).first { !$0.isGame && $0.travel == nil }?.title
      }
      rows = self.rows(firstTitle: title, selecting: selected).filter { row in
        only.map { $0.split(separator: "|").contains { row.name.contains($0) } } ?? true
      }
      var column: [Double] = []
      for row in rows {
        let once = row.setup + row.lines
        let input = once + (0..<row.repeats).flatMap { _ in row.lines }
        let total = count(itinA11y, trip: path, input: input, in: folder, pristine: pristine)
        let base = count(itinA11y, trip: path, input: once, in: folder, pristine: pristine)
        column.append(Double(total - base) / Double(row.repeats))
      }
      if index == 0 {
        table = column.map { [$0] }
      } else {
        for (row, value) in column.enumerated() { table[row].append(value) }
      }
      // The title index is made the first time a name is typed.
      let index = count(
        itinA11y, trip: path, input: ["focus " + title], in: folder, pristine: pristine)
      openings.append((size, baseline, index - baseline))
      print("counted \(size) items: opening and ending, \(baseline) instructions")
      fflush(nil)
    }
    print("")
    let header = sizes.map { "\($0 / 1000)k items" }
    print(
      "instructions per repeat".padding(toLength: 54, withPad: " ", startingAt: 0)
        + header.map { $0.leftPadded(to: 12) }.joined() + "   growth      a line   within bounds")
    var allWithin = true
    for (row, values) in zip(rows, table) {
      let growth = values.count > 1 && values[0] > 0 ? values[values.count - 1] / values[0] : 1
      let perLine = (values.max() ?? 0) / Double(row.lines.count)
      var within = row.grows != nil || growth <= growthLimit
      if let limit = row.limit, perLine > Double(limit) { within = false }
      allWithin = allWithin && within
      let verdict = within ? (row.grows ?? "yes") : "NO"
      print(
        row.name.padding(toLength: 54, withPad: " ", startingAt: 0)
          + values.map { String(Int($0.rounded())).leftPadded(to: 12) }.joined()
          + ("×" + String(Double(Int(growth * 100)) / 100)).leftPadded(to: 9)
          + String(Int(perLine.rounded())).leftPadded(to: 12) + "   " + verdict)
    }
    print("")
    for (size, opening, index) in openings {
      print(
        "\(size) items: opening and ending \(opening) instructions (\(opening / size) an item); "
          + "the title index, made by the first name typed, \(index) "
          + "(×\(Double(Int(Double(index) / Double(opening) * 100)) / 100) of opening)")
    }
    if let first = openings.first, let last = openings.last, last.size > first.size {
      let perItem = { (row: (size: Int, opening: Int, index: Int)) in
        Double(row.opening) / Double(row.size)
      }
      let linear = perItem(last) <= perItem(first) * growthLimit
      let indexWithin = openings.allSatisfy { $0.index <= $0.opening }
      allWithin = allWithin && linear && indexWithin
      print(
        "Opening is \(linear ? "" : "NOT ")linear in the file; the title index costs "
          + (indexWithin ? "no more than opening." : "MORE than opening."))
    }
    print("")
    print(
      allWithin
        ? "Every row is within issue 22's bounds: at most \(stepLimit) instructions a move, undo or redo, \(menuLimit) for actions, and ×\(growthLimit) growth; issue 19's: \(editLimit) an edit; and issue 20's: \(togetherLimit) a move of 50 items together."
        : "Some rows are not within issue 22's bounds: see NO above.")
  }

  /// The instructions itin-a11y runs on `trip` with `input` typed, as
  /// callgrind counts them.
  ///
  /// The trip file is copied afresh first from `pristine`: a row that
  /// saves changes it.
  static func count(
    _ program: String, trip: String, input: [String], in folder: String, pristine: String
  ) -> Int {
    _ = system("cp '\(pristine)' '\(trip)'")
    let inputPath = folder + "/input.txt"
    let errors = folder + "/callgrind.txt"
    guard let file = fopen(inputPath, "w") else { return 0 }
    for line in input { fputs(line + "\n", file) }
    fclose(file)
    let command =
      "SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "
      + "'\(program)' '\(trip)' < '\(inputPath)' > /dev/null 2> '\(errors)'"
    _ = system(command)
    return collected(inLog: errors)
  }

  /// The instructions callgrind's log at `path` says it counted, or 0.
  static func collected(inLog path: String) -> Int {
    guard let text = WebBench.readFile(path), let range = text.range(of: "Collected : ") else {
      return 0
    }
    return Int(text[range.upperBound...].prefix { $0.isNumber }) ?? 0
  }
}

extension String {
  /// The text with spaces before it, to `width` characters: a table's column.
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
