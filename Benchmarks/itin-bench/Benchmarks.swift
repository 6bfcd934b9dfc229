import ItinREPL
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

/// The benchmarks of one trip size.
struct SizeBenchmarks {
  let itemCount: Int
  let samples: Int
  let trip: Trip
  let custom: [ItemID]
  let renderer = AnnouncementRenderer()

  init(itemCount: Int, samples: Int) {
    self.itemCount = itemCount
    self.samples = samples
    self.trip = BenchTrip.make(itemCount: itemCount)
    self.custom = BenchTrip.customIDs(of: trip)
  }

  /// The average number of items a day holds.
  var dayLength: Int { max(1, (itemCount + BenchTrip.dayCount / 2) / BenchTrip.dayCount) }

  func run() -> SizeReport {
    var report = SizeReport(itemCount: itemCount, dayLength: dayLength, floor: floor())
    for (name, move) in moveKinds {
      let (figure, moved) = command(name, move)
      report.commands.append(figure)
      report.moved[name] = moved
    }
    report.commands += undoAndRedo()
    report.commands.append(grabDrop())
    report.others.append(actionMenu())
    report.others.append(rendering())
    report.others += files()
    report.others += session()
    return report
  }

  /// The floor: a plain Array remove and insert of one element, in an array
  /// the size of a day.
  func floor() -> Figure {
    var random = Seeded(seed: 7)
    var array = Array(0..<dayLength)
    let batch = 1_000
    let spots = (0..<batch).map { _ in
      (Int(random.next() % UInt64(dayLength)), Int(random.next() % UInt64(dayLength)))
    }
    return measure("floor: Array remove+insert", batch: batch, samples: samples * 2) {
      for (from, to) in spots {
        let element = array.remove(at: from)
        array.insert(element, at: to)
      }
      keep(array)
    }
  }

  /// Each move kind, with a target chosen at random for a random custom item.
  var moveKinds: [(String, (inout Seeded, Trip, ItemID) -> Move)] {
    let custom = self.custom
    return [
      ("move up", { _, _, _ in .up }),
      ("move down", { _, _, _ in .down }),
      ("move to top", { _, _, _ in .toTop }),
      ("move to bottom", { _, _, _ in .toBottom }),
      (
        "move to day N",
        { random, trip, _ in .toDay(Int(random.next() % UInt64(trip.dayCount)) + 1) }
      ),
      (
        "move to day N position P",
        { random, trip, _ in
          let day = Int(random.next() % UInt64(trip.dayCount)) + 1
          let rank = Int(random.next() % UInt64(trip.itemCount(onDay: day) + 1)) + 1
          return .toPosition(Position(day: day, rank: rank))
        }
      ),
      (
        "move before an item",
        { random, _, _ in .before(custom[Int(random.next() % UInt64(custom.count))]) }
      ),
      (
        "move after an item",
        { random, _, _ in .after(custom[Int(random.next() % UInt64(custom.count))]) }
      ),
    ]
  }

  /// A random custom item.
  func anyItem(_ random: inout Seeded) -> ItemID {
    custom[Int(random.next() % UInt64(custom.count))]
  }

  /// One move command through the full path, rendered; and the share of
  /// those timed that moved the item (the rest were refused or already there).
  func command(_ name: String, _ move: (inout Seeded, Trip, ItemID) -> Move) -> (Figure, Double) {
    var editor = Editor(trip: trip)
    var random = Seeded(seed: 11)
    var moved = 0
    var total = 0
    let batch = 200
    let figure = measure(name, batch: batch, samples: samples) {
      for _ in 0..<batch {
        let id = anyItem(&random)
        let said = editor.perform(move(&random, editor.trip, id), on: id)
        keep(renderer.text(for: said))
        if case .moved = said { moved += 1 }
        total += 1
      }
    }
    return (figure, Double(moved) / Double(max(total, 1)))
  }

  /// Undo and redo of single moves, each rendered.
  func undoAndRedo() -> [Figure] {
    var editor = Editor(trip: trip)
    var random = Seeded(seed: 13)
    let batch = 200
    let steps = batch * (samples + 1)
    for index in 0..<steps {
      let id = anyItem(&random)
      let move: Move = index % 2 == 0 ? .down : .toDay(Int(random.next() % 365) + 1)
      _ = editor.perform(move, on: id)
    }
    let undo = measure("undo", batch: batch, samples: samples) {
      for _ in 0..<batch { keep(renderer.text(for: editor.undo())) }
    }
    let redo = measure("redo", batch: batch, samples: samples) {
      for _ in 0..<batch { keep(renderer.text(for: editor.redo())) }
    }
    return [undo, redo]
  }

  /// Grab, two moves down, drop: four commands, each rendered.
  func grabDrop() -> Figure {
    var editor = Editor(trip: trip)
    var random = Seeded(seed: 17)
    let batch = 50
    return measure("grab, down, down, drop", batch: batch, samples: samples) {
      for _ in 0..<batch {
        let id = anyItem(&random)
        keep(renderer.text(for: editor.grab(id)))
        keep(renderer.text(for: editor.perform(.down)))
        keep(renderer.text(for: editor.perform(.down)))
        keep(renderer.text(for: editor.drop()))
      }
    }
  }

  /// The whole action menu of one item: every move it can make on a 365-day
  /// trip, and every one it cannot, with the sentence saying why.
  func actionMenu() -> Figure {
    let editor = Editor(trip: trip)
    var random = Seeded(seed: 19)
    let batch = 20
    return measure("action menu of one item", batch: batch, samples: samples) {
      for _ in 0..<batch {
        keep(editor.actionMenu(for: anyItem(&random), renderer: renderer))
      }
    }
  }

  /// Rendering one "moved" announcement, alone.
  func rendering() -> Figure {
    var editor = Editor(trip: trip)
    let said = editor.perform(.down, on: custom[custom.count / 2])
    let batch = 1_000
    return measure("render an announcement", batch: batch, samples: samples) {
      for _ in 0..<batch { keep(renderer.text(for: said)) }
    }
  }

  /// Opening (parse and validate) the trip's file, and saving it after moves.
  func files() -> [Figure] {
    let bytes = TripDocument(trip: trip).bytes
    let fileSamples = max(3, samples / 10)
    let open = measure("open (parse + validate)", batch: 1, samples: fileSamples) {
      keep(try? TripDocument(bytes: bytes))
    }
    guard let document = try? TripDocument(bytes: bytes) else { return [open] }
    var editor = Editor(trip: document.trip)
    var random = Seeded(seed: 23)
    for _ in 0..<1_000 { _ = editor.perform(.down, on: anyItem(&random)) }
    let folder = String(cString: mkdtemp(strdup("/tmp/itin-bench-XXXXXX")))
    let path = folder + "/trip.json"
    defer {
      unlink(path)
      rmdir(folder)
    }
    let save = measure("save (write + flush)", batch: 1, samples: fileSamples) {
      keep(try? document.save(editor.trip, toPath: path))
    }
    return [open, save]
  }

  /// Commands typed into a session: moves, focus, undo, redo, grab, drop,
  /// where; per command.
  func session() -> [Figure] {
    let commandCount = 100_000
    var random = Seeded(seed: 29)
    var lines: [String] = []
    lines.reserveCapacity(commandCount)
    let fixed = ["down", "up", "next", "undo", "redo", "where", "top", "bottom"]
    while lines.count < commandCount {
      switch random.next() % 6 {
      case 0: lines += ["focus \(anyItem(&random).rawValue)"]
      case 1: lines += ["move to day \(random.next() % 365 + 1)"]
      case 2: lines += ["grab", "down", "down", "drop"]
      default: lines.append(fixed[Int(random.next() % UInt64(fixed.count))])
      }
    }
    let document = TripDocument(trip: trip)
    var session = Session(document: document, path: nil)
    let start = now()
    for line in lines.prefix(commandCount) { keep(session.handle(line)) }
    let elapsed = Double(now() - start)
    return [
      Figure(
        name: "session: \(count(commandCount)) commands, each",
        nanoseconds: elapsed / Double(commandCount),
        batch: commandCount, samples: 1)
    ]
  }
}
