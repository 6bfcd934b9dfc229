/// The tables `make bench` prints, and the targets of docs/performance.md.
enum Report {
  static func print(_ report: SizeReport) {
    Swift.print(
      "Trip of \(count(report.itemCount)) items over \(BenchTrip.dayCount) days, "
        + "about \(report.dayLength) a day")
    Swift.print(
      padded("", 2) + padded("benchmark", 42) + right("median", 10) + right("× floor", 10))
    for figure in report.all {
      var line =
        padded("", 2) + padded(figure.name, 42) + right(duration(figure.nanoseconds), 10)
        + right(digits(figure.nanoseconds / report.floor.nanoseconds), 10)
      if let moved = report.moved[figure.name], moved < 1 {
        line += "   (\(Int((moved * 100).rounded()))% moved)"
      }
      Swift.print(line)
    }
    Swift.print("")
  }

  /// Each figure at every size, and how much it grew from the smallest trip to the largest.
  static func printGrowth(_ reports: [SizeReport]) {
    guard let first = reports.first, let last = reports.last, reports.count > 1 else { return }
    Swift.print("Growth from \(count(first.itemCount)) to \(count(last.itemCount)) items")
    var header = padded("", 2) + padded("benchmark", 42)
    for report in reports { header += right(count(report.itemCount), 10) }
    Swift.print(header + right("growth", 8))
    for (index, figure) in first.all.enumerated() {
      var line = padded("", 2) + padded(figure.name, 42)
      for report in reports { line += right(duration(report.all[index].nanoseconds), 10) }
      let growth = last.all[index].nanoseconds / figure.nanoseconds
      Swift.print(line + right(digits(growth) + "×", 8))
    }
    Swift.print("")
  }

  static func printTargets(
    _ reports: [SizeReport], history: HistoryMemory.Result?, startup: Startup.Result?,
    web: WebBench.Result? = nil, itinA11y: String?
  ) {
    Swift.print("Targets")
    guard let first = reports.first, let last = reports.last else { return }
    var missed = 0
    func target(_ met: Bool, _ text: String) {
      if !met { missed += 1 }
      Swift.print((met ? "  met     " : "  MISSED  ") + text)
    }
    let worstRatio = reports.flatMap { report in
      report.commands.map { ($0.nanoseconds / report.floor.nanoseconds, $0.name, report.itemCount) }
    }.max { $0.0 < $1.0 }
    if let (ratio, name, size) = worstRatio {
      target(
        ratio <= 20,
        "each command at most 20× the floor: the most is \(name) on \(count(size)) items, "
          + "\(digits(ratio))×")
    }
    let growths = zip(first.commands, last.commands).map {
      ($1.nanoseconds / $0.nanoseconds, $0.name)
    }
    if let (growth, name) = growths.max(by: { $0.0 < $1.0 }) {
      target(
        growth <= 1.5,
        "each command grows at most 1.5× from \(count(first.itemCount)) to "
          + "\(count(last.itemCount)) items: the most is \(name), \(digits(growth))×")
    }
    for name in ["undo", "redo"] {
      if let growth = growths.first(where: { $0.1 == name })?.0 {
        target(growth <= 1.5, "\(name) does not grow with the trip: \(digits(growth))×")
      }
    }
    let menus = reports.compactMap { $0.others.first { $0.name.hasPrefix("action menu") } }
    if let slowest = menus.map(\.nanoseconds).max() {
      target(
        slowest < 50_000,
        "the action menu of an item on a 365-day trip under 50 µs: at most \(duration(slowest))")
    }
    for (prefix, what) in [("open", "open + validate"), ("save", "save")] {
      if let figure = last.others.first(where: { $0.name.hasPrefix(prefix) }) {
        target(
          figure.nanoseconds < 500_000_000,
          "\(what) of \(count(last.itemCount)) items under 0.5 s: \(duration(figure.nanoseconds))")
      }
    }
    if let history {
      let megabytes = Double(history.after) / 1_048_576
      target(
        history.after < 200 * 1_048_576,
        "\(count(history.steps)) history steps under 200 MB resident: \(digits(megabytes)) MB "
          + "(\(digits(Double(history.before) / 1_048_576)) MB before the first step, "
          + "\(count(HistoryMemory.itemCount)) items)")
    } else {
      target(false, "history memory: the measuring process did not answer")
    }
    if let startup {
      target(
        startup.firstAnswer < 30_000_000,
        "first answer of echo where | itin-a11y under 30 ms: \(duration(startup.firstAnswer)) "
          + "(median of \(startup.runs))")
      if let sqlite = startup.sqlite {
        let ratio = startup.firstAnswer / sqlite
        target(
          ratio <= 2,
          "at most twice sqlite3 :memory: .quit (\(duration(sqlite))): \(digits(ratio))×")
      } else {
        target(false, "sqlite3 is not installed, so startup was not compared with it")
      }
    } else if let itinA11y {
      target(false, "startup: \(itinA11y) could not be run")
    } else {
      Swift.print("  not run  startup: give --itin-a11y PATH")
    }
    if let web {
      for line in webTargets(web) { target(line.met, line.text) }
    }
    Swift.print(missed == 0 ? "Every target met." : "\(missed) missed.")
  }

  /// `itin-a11y serve`'s figures, measured through HTTP on loopback.
  static func printWeb(_ web: WebBench.Result) {
    Swift.print("itin-a11y serve, through HTTP on 127.0.0.1 (medians)")
    for (size, nanoseconds) in web.move {
      Swift.print("  a move, request to answer, \(count(size)) items: \(duration(nanoseconds))")
    }
    for (size, nanoseconds) in web.dragOver {
      Swift.print("  a drag's target change, \(count(size)) items: \(duration(nanoseconds))")
    }
    for (size, move, largest, over) in web.answerBytes {
      Swift.print(
        "  an answer's bytes, \(count(size)) items: a move \(count(move)) (the largest "
          + "\(count(largest))), a drag's target change \(count(over))")
    }
    if let page = web.pageInteractive {
      Swift.print("  the page interactive, 365 days and 1,000 items: \(digits(page)) ms")
    }
    for line in webTargets(web) {
      Swift.print((line.met ? "  met     " : "  MISSED  ") + line.text)
    }
    Swift.print("")
  }

  static func webTargets(_ web: WebBench.Result) -> [(met: Bool, text: String)] {
    var lines: [(met: Bool, text: String)] = []
    if let first = web.move.first, let last = web.move.last, first.size != last.size {
      let growth = last.nanoseconds / first.nanoseconds
      lines.append(
        (
          growth <= 1.5,
          "a move through HTTP flat from \(count(first.size)) to \(count(last.size)) items: "
            + "\(digits(growth))×"
        ))
    }
    if let last = web.dragOver.last {
      lines.append(
        (
          last.nanoseconds < 1_000_000,
          "a drag's target change under 1 ms on \(count(last.size)) items: "
            + duration(last.nanoseconds)
        ))
    }
    if let page = web.pageInteractive {
      lines.append(
        (
          page < 1_000,
          "the page interactive under 1 s at 365 days and 1,000 items: \(digits(page)) ms"
        ))
    } else {
      lines.append((false, "the page in Chromium: chromium or python3 is missing"))
    }
    return lines
  }
}
