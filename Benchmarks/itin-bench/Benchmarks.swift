import CLouis
import ItinExport
import ItinREPL
import ItinSession
import ItineraryCore
import ReorderCommands

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every figure measured on one trip size.
struct SizeReport {
  var itemCount: Int
  var dayLength: Int
  var floor: Figure
  /// Commands through the full path: validate, apply, record undo, render.
  var commands: [Figure] = []
  /// Everything else: menus, rendering alone, files, the session.
  var others: [Figure] = []
  /// How many of each move kind's commands moved the item, of those timed.
  var moved: [String: Double] = [:]

  var all: [Figure] { [floor] + commands + others }
}

/// Counts the commands timed, and those that moved their item.
final class Tally {
  var moved = 0
  var total = 0

  var share: Double { Double(moved) / Double(max(total, 1)) }
}

/// One benchmark: how to make its timed body on a trip of each size.
///
/// itin-bench runs on one thread; the benchmarks are kept as
/// `nonisolated(unsafe)` statics, which nothing shares.
struct Benchmark {
  enum Kind { case floor, command, other }

  var name: String
  var kind: Kind
  /// Operations in one call of the body.
  var batch: Int
  /// Samples as a share of the run's samples: files take few.
  var sampleShare = 1.0
  /// Makes the body for one trip; the tally, if any, counts its moves.
  var make: (TripBench) -> (body: () -> Void, tally: Tally?)
}

/// A benchmark trip of one size, and what every benchmark needs of it.
struct TripBench {
  let itemCount: Int
  let trip: Trip
  let custom: [ItemID]
  let renderer = AnnouncementRenderer()
  /// A folder of its own, for the saving benchmark's file.
  let folder: String

  init(itemCount: Int) {
    self.itemCount = itemCount
    self.trip = BenchTrip.make(itemCount: itemCount)
    self.custom = BenchTrip.customIDs(of: trip)
    self.folder = String(cString: mkdtemp(strdup("/tmp/itin-bench-XXXXXX")))
  }

  /// Where the saving benchmark writes.
  var savePath: String { folder + "/trip.json" }

  func removeFolder() {
    unlink(savePath)
    rmdir(folder)
  }

  /// The average number of items a day holds.
  var dayLength: Int { max(1, (itemCount + BenchTrip.dayCount / 2) / BenchTrip.dayCount) }

  /// A random custom item.
  func anyItem(_ random: inout Seeded) -> ItemID {
    custom[Int(random.next() % UInt64(custom.count))]
  }
}

/// Runs every benchmark on every trip size, side by side: each sample of a
/// benchmark is taken on each size in turn, so that a machine that slows
/// down for a while slows every size alike.
struct Runner {
  let sizes: [Int]
  let samples: Int
  /// Only the benchmarks whose names contain one of these parts, with the
  /// floor; every one when empty (`--only "save|export"`).
  var only: [String] = []

  func run() -> [SizeReport] {
    let trips = sizes.map(TripBench.init)
    var reports = trips.map {
      SizeReport(
        itemCount: $0.itemCount, dayLength: $0.dayLength, floor: Figure(name: "", nanoseconds: 0))
    }
    let chosen = Runner.benchmarks.filter { benchmark in
      only.isEmpty || benchmark.kind == .floor || only.contains { benchmark.name.contains($0) }
    }
    for benchmark in chosen {
      let prepared = trips.map(benchmark.make)
      let count = max(3, Int(Double(samples) * benchmark.sampleShare))
      for body in prepared { body.body() }
      var times = Array(repeating: [Double](), count: trips.count)
      for _ in 0..<count {
        for (index, body) in prepared.enumerated() {
          let start = now()
          body.body()
          times[index].append(Double(now() - start) / Double(benchmark.batch))
        }
      }
      for index in trips.indices {
        let figure = Figure(name: benchmark.name, nanoseconds: median(times[index]))
        switch benchmark.kind {
        case .floor: reports[index].floor = figure
        case .command: reports[index].commands.append(figure)
        case .other: reports[index].others.append(figure)
        }
        if let tally = prepared[index].tally { reports[index].moved[benchmark.name] = tally.share }
      }
    }
    for (index, trip) in trips.enumerated() where only.isEmpty {
      reports[index].others += Runner.session(on: trip, journaled: false)
      reports[index].others += Runner.session(on: trip, journaled: true).suffix(1)
    }
    for trip in trips { trip.removeFolder() }
    return reports
  }

  static var benchmarks: [Benchmark] {
    [floor] + moveKinds.map(command)
      + [focusedDownUp, undo, redo, grabDrop, removeUndo, renameUndo, addUndo, moveTogetherUndo]
      + [menu, rendering, open, save, focusExact, focusStart]
      + ExportFormat.allCases.map(export) + [liblouisAlone, importCalendar]
  }

  /// Fifty selected items, one on each of days 1 to 50, moved together to
  /// a random day, then the move undone.
  ///
  /// Its cost grows with the items selected, never with the trip. It is no
  /// single command's figure, held to the floor: it moves fifty items.
  ///
  /// Each is rendered; the figure is per command.
  nonisolated(unsafe) static let moveTogetherUndo = Benchmark(
    name: "move 50 selected items to a day, undo", kind: .other, batch: 20
  ) { bench in
    var editor = Editor(trip: bench.trip)
    for number in 1...50 { _ = editor.select(ItemID("item-\(number)")) }
    var random = Seeded(seed: 37)
    let renderer = bench.renderer
    let days = bench.trip.dayCount
    return (
      {
        for _ in 0..<10 {
          let day = Int.random(in: 51...days, using: &random)
          keep(renderer.text(for: editor.perform(.toDay(day))))
          keep(renderer.text(for: editor.undo()))
        }
      }, nil
    )
  }

  /// A random item taken off its day into the ideas, then put back by undo.
  ///
  /// Each is rendered; the figure is per command.
  nonisolated(unsafe) static let removeUndo = Benchmark(
    name: "remove, undo: a command", kind: .command, batch: 200
  ) { bench in
    var editor = Editor(trip: bench.trip)
    var random = Seeded(seed: 23)
    let renderer = bench.renderer
    return (
      {
        for _ in 0..<100 {
          keep(renderer.text(for: editor.perform(.remove, on: bench.anyItem(&random))))
          keep(renderer.text(for: editor.undo()))
        }
      }, nil
    )
  }

  /// A random item renamed, then the rename undone.
  ///
  /// Each is rendered; the figure is per command.
  nonisolated(unsafe) static let renameUndo = Benchmark(
    name: "rename, undo: a command", kind: .command, batch: 200
  ) { bench in
    var editor = Editor(trip: bench.trip)
    var random = Seeded(seed: 29)
    let renderer = bench.renderer
    return (
      {
        for _ in 0..<100 {
          keep(
            renderer.text(
              for: editor.perform(.rename("Picnic in the park"), on: bench.anyItem(&random))))
          keep(renderer.text(for: editor.undo()))
        }
      }, nil
    )
  }

  /// An item from outside the trip dropped at position 1 of a random day,
  /// then the add undone.
  ///
  /// Each is rendered; the figure is per command.
  nonisolated(unsafe) static let addUndo = Benchmark(
    name: "add from outside, undo: a command", kind: .command, batch: 200
  ) { bench in
    var editor = Editor(trip: bench.trip)
    var random = Seeded(seed: 31)
    let renderer = bench.renderer
    let idea = Idea(id: "from-outside", title: "Boat tour", kind: .custom)
    let days = bench.trip.dayCount
    return (
      {
        for _ in 0..<100 {
          let day = Int.random(in: 1...days, using: &random)
          let place = Destination.position(Position(day: day, rank: 1))
          keep(renderer.text(for: editor.perform(.add(idea, place))))
          keep(renderer.text(for: editor.undo()))
        }
      }, nil
    )
  }

  /// `focus` and a random item's whole title, typed into a session whose
  /// title indexes are made: one look-up, whatever the trip's size.
  nonisolated(unsafe) static let focusExact = Benchmark(
    name: "focus an exact title", kind: .command, batch: 200
  ) { bench in
    var session = Session(document: TripDocument(trip: bench.trip), path: nil)
    for name in ["Dinner 1", "Dinner 1 2 3", "1 dinner"] { keep(session.handle("focus " + name)) }
    var random = Seeded(seed: 31)
    let lines = (0..<200).map { _ in
      "focus " + (bench.trip.item(bench.anyItem(&random))?.title ?? "Dinner 1")
    }
    return ({ for line in lines { keep(session.handle(line)) } }, nil)
  }

  /// `focus` and the start of a title that many titles share ("Dinner 1"
  /// starts "Dinner 1", "Dinner 10", "Dinner 100"…): their count is said,
  /// found by two binary searches.
  nonisolated(unsafe) static let focusStart = Benchmark(
    name: "focus the start of many titles", kind: .command, batch: 200
  ) { bench in
    var session = Session(document: TripDocument(trip: bench.trip), path: nil)
    for name in ["Dinner 1", "Dinner 1 2 3", "1 dinner"] { keep(session.handle("focus " + name)) }
    let lines = (0..<200).map { "focus Dinner \($0 % 9 + 1)" }
    return ({ for line in lines { keep(session.handle(line)) } }, nil)
  }

  /// The floor: a plain Array remove and insert of one element, in an array
  /// the size of a day.
  nonisolated(unsafe) static let floor = Benchmark(
    name: "floor: Array remove+insert", kind: .floor, batch: 1_000
  ) {
    trip in
    let length = trip.dayLength
    var random = Seeded(seed: 7)
    var array = Array(0..<length)
    let spots = (0..<1_000).map { _ in
      (Int(random.next() % UInt64(length)), Int(random.next() % UInt64(length)))
    }
    return (
      {
        for (from, to) in spots {
          let element = array.remove(at: from)
          array.insert(element, at: to)
        }
        keep(array)
      }, nil
    )
  }

  /// Each move kind, with a target chosen at random for a random custom item.
  nonisolated(unsafe) static let moveKinds: [(String, (inout Seeded, TripBench, Trip) -> Move)] = [
    ("move up", { _, _, _ in .up }),
    ("move down", { _, _, _ in .down }),
    ("move to top", { _, _, _ in .toTop }),
    ("move to bottom", { _, _, _ in .toBottom }),
    (
      "move to day N", { random, _, trip in .toDay(Int(random.next() % UInt64(trip.dayCount)) + 1) }
    ),
    (
      "move to day N position P",
      { random, _, trip in
        let day = Int(random.next() % UInt64(trip.dayCount)) + 1
        let rank = Int(random.next() % UInt64(trip.itemCount(onDay: day) + 1)) + 1
        return .toPosition(Position(day: day, rank: rank))
      }
    ),
    ("move before an item", { random, bench, _ in .before(bench.anyItem(&random)) }),
    ("move after an item", { random, bench, _ in .after(bench.anyItem(&random)) }),
  ]

  /// One move command of a random custom item through the full path, rendered.
  static func command(_ kind: (String, (inout Seeded, TripBench, Trip) -> Move)) -> Benchmark {
    Benchmark(name: kind.0, kind: .command, batch: 200) { bench in
      var editor = Editor(trip: bench.trip)
      var random = Seeded(seed: 11)
      let tally = Tally()
      return (
        {
          for _ in 0..<200 {
            let id = bench.anyItem(&random)
            let said = editor.perform(kind.1(&random, bench, editor.trip), on: id)
            keep(bench.renderer.text(for: said))
            if case .moved = said { tally.moved += 1 }
            tally.total += 1
          }
        }, tally
      )
    }
  }

  /// Down then up on one item, as a listener moves the focused item: the
  /// same commands, on an item and a day already in the cache.
  nonisolated(unsafe) static let focusedDownUp = Benchmark(
    name: "move down, up: the same item", kind: .command, batch: 200
  ) { bench in
    var editor = Editor(trip: bench.trip)
    let id = bench.custom[bench.custom.count / 2]
    let tally = Tally()
    return (
      {
        for index in 0..<200 {
          let said = editor.perform(index % 2 == 0 ? .down : .up, on: id)
          keep(bench.renderer.text(for: said))
          if case .moved = said { tally.moved += 1 }
          tally.total += 1
        }
      }, tally
    )
  }

  /// An editor with many single moves made, to undo and redo.
  static func editorWithSteps(_ bench: TripBench, steps: Int) -> Editor {
    var editor = Editor(trip: bench.trip)
    var random = Seeded(seed: 13)
    for index in 0..<steps {
      let move: Move = index % 2 == 0 ? .down : .toDay(Int(random.next() % 365) + 1)
      _ = editor.perform(move, on: bench.anyItem(&random))
    }
    return editor
  }

  /// Undo of single moves, each rendered.
  ///
  /// The editor holds enough steps for every sample. Redo is the same,
  /// after every step is undone.
  nonisolated(unsafe) static let undo = Benchmark(name: "undo", kind: .command, batch: 100) {
    bench in
    var editor = editorWithSteps(bench, steps: 100 * 80)
    return ({ for _ in 0..<100 { keep(bench.renderer.text(for: editor.undo())) } }, nil)
  }

  nonisolated(unsafe) static let redo = Benchmark(name: "redo", kind: .command, batch: 100) {
    bench in
    var editor = editorWithSteps(bench, steps: 100 * 80)
    while editor.history.canUndo { _ = editor.undo() }
    return ({ for _ in 0..<100 { keep(bench.renderer.text(for: editor.redo())) } }, nil)
  }

  /// Grab, two moves down, drop: four commands, each rendered; the figure
  /// is per command.
  nonisolated(unsafe) static let grabDrop = Benchmark(
    name: "grab, down, down, drop: a command", kind: .command, batch: 200
  ) {
    bench in
    var editor = Editor(trip: bench.trip)
    var random = Seeded(seed: 17)
    let renderer = bench.renderer
    return (
      {
        for _ in 0..<50 {
          keep(renderer.text(for: editor.grab(bench.anyItem(&random))))
          keep(renderer.text(for: editor.perform(.down)))
          keep(renderer.text(for: editor.perform(.down)))
          keep(renderer.text(for: editor.drop()))
        }
      }, nil
    )
  }

  /// The action menu of one item: every move it can make on a 365-day trip,
  /// and every one it cannot, with the sentence saying why.
  nonisolated(unsafe) static let menu = Benchmark(
    name: "action menu of one item", kind: .other, batch: 20
  ) { bench in
    let editor = Editor(trip: bench.trip)
    var random = Seeded(seed: 19)
    return (
      {
        for _ in 0..<20 {
          keep(editor.actionMenu(for: bench.anyItem(&random), renderer: bench.renderer))
        }
      }, nil
    )
  }

  /// Rendering one "moved" announcement, alone.
  nonisolated(unsafe) static let rendering = Benchmark(
    name: "render an announcement", kind: .other, batch: 1_000
  ) {
    bench in
    var editor = Editor(trip: bench.trip)
    let said = editor.perform(.down, on: bench.custom[bench.custom.count / 2])
    return ({ for _ in 0..<1_000 { keep(bench.renderer.text(for: said)) } }, nil)
  }

  /// Opening a trip file: parsing and validating its bytes.
  nonisolated(unsafe) static let open = Benchmark(
    name: "open (parse + validate)", kind: .other, batch: 1, sampleShare: 0.1
  ) { bench in
    let bytes = TripDocument(trip: bench.trip).bytes
    return ({ keep(try? TripDocument(bytes: bytes)) }, nil)
  }

  /// Saving a trip after 1,000 moves: its bytes written beside the file,
  /// flushed to the disk, and renamed over it.
  nonisolated(unsafe) static let save = Benchmark(
    name: "save (write + flush)", kind: .other, batch: 1, sampleShare: 0.1
  ) { bench in
    let document = TripDocument(trip: bench.trip)
    var editor = Editor(trip: document.trip)
    var random = Seeded(seed: 23)
    for _ in 0..<1_000 { _ = editor.perform(.down, on: bench.anyItem(&random)) }
    let moved = editor.trip
    return ({ keep(try? document.save(moved, toPath: bench.savePath)) }, nil)
  }

  /// The trip of a benchmark with a start date, as a calendar needs.
  static func dated(_ trip: Trip) -> Trip {
    var trip = trip
    _ = try? trip.setStart(TripDate(year: 2027, month: 1, day: 1))
    return trip
  }

  /// The trip exported to a file in `format` (issue 31): its bytes made,
  /// written beside the file, flushed and renamed over it, as a save is.
  static func export(_ format: ExportFormat) -> Benchmark {
    Benchmark(
      name: "export \(format.rawValue) (write + flush)", kind: .other, batch: 1, sampleShare: 0.1
    ) { bench in
      let trip = dated(bench.trip)
      let path = bench.folder + "/trip." + format.rawValue
      let exporter = TripExporter()
      return ({ keep(try? exporter.export(trip, as: format, to: path, replacing: true)) }, nil)
    }
  }

  /// liblouis alone, translating the lines a braille export translates
  /// (the text export's), one call a line, into Unicode braille: beside
  /// `export brf`, what the export costs beyond liblouis's own work.
  nonisolated(unsafe) static let liblouisAlone = Benchmark(
    name: "liblouis alone (the lines of export brf)", kind: .other, batch: 1, sampleShare: 0.1
  ) { bench in
    let text = (try? TripExporter().text(of: dated(bench.trip), as: .txt)) ?? ""
    let lines = text.split(separator: "\n").map { $0.unicodeScalars.map(\.value) }
    var output = [widechar](repeating: 0, count: 4096)
    return (
      {
        for line in lines {
          var inputLength = Int32(line.count)
          var outputLength = Int32(output.count)
          keep(
            lou_translateString(
              "unicode.dis,en-ueb-g2.ctb", line, &inputLength, &output, &outputLength, nil, nil,
              Int32(noUndefined.rawValue)))
        }
      }, nil
    )
  }

  /// A calendar read into a trip (issue 31): the trip's own, or for a trip
  /// of more than 10,000 items, which a calendar cannot hold, that of a
  /// trip of 10,000.
  nonisolated(unsafe) static let importCalendar = Benchmark(
    name: "import a calendar (read + build; the trip's, 10,000 events at most)", kind: .other,
    batch: 1, sampleShare: 0.1
  ) { bench in
    // A calendar holds 10,000 events at most: a bigger trip's is refused at
    // once, so the one read is of a trip of 10,000 items.
    let trip =
      bench.trip.items.count <= 10_000 ? bench.trip : BenchTrip.make(itemCount: 10_000)
    let bytes = (try? TripExporter().bytes(of: dated(trip), as: .ics)) ?? []
    return ({ keep(try? CalendarReader().trip(from: bytes, title: "Imported")) }, nil)
  }

  /// 100,000 commands typed into a session, one after another.
  ///
  /// Moves, focus by name, undo, redo, grab, drop and where; the figure is
  /// per command. The first name typed makes the trip's title index, which
  /// is timed on its own and before the commands. Journaled, the session has
  /// a file and writes its recovery journal after every change, as it does
  /// for a trip opened from a file.
  static func session(on bench: TripBench, journaled: Bool) -> [Figure] {
    let commandCount = 100_000
    var random = Seeded(seed: 29)
    var lines: [String] = []
    lines.reserveCapacity(commandCount + 4)
    let fixed = ["down", "up", "next", "undo", "redo", "where", "top", "bottom"]
    while lines.count < commandCount {
      switch random.next() % 6 {
      case 0:
        let title = bench.trip.item(bench.anyItem(&random))?.title ?? "Dinner"
        lines.append("focus " + title)
      case 1: lines.append("move to day \(random.next() % 365 + 1)")
      case 2: lines += ["grab", "down", "down", "drop"]
      default: lines.append(fixed[Int(random.next() % UInt64(fixed.count))])
      }
    }
    let document = TripDocument(trip: bench.trip)
    var session =
      journaled
      ? Session(
        document: document, path: bench.savePath, recoveryFolder: bench.folder + "/recovery")
      : Session(document: document, path: nil)
    let indexStart = now()
    keep(session.handle("focus " + (bench.trip.items.first?.title ?? "")))
    let index = Double(now() - indexStart)
    let start = now()
    for line in lines.prefix(commandCount) { keep(session.handle(line)) }
    let elapsed = Double(now() - start)
    let name = journaled ? "session with a file and its journal" : "session"
    keep(session.endOfInput())
    if journaled { rmdir(bench.folder + "/recovery") }
    return [
      Figure(name: "first name typed: the title index", nanoseconds: index),
      Figure(
        name: "\(name): \(count(commandCount)) commands, each",
        nanoseconds: elapsed / Double(commandCount)),
    ]
  }
}
