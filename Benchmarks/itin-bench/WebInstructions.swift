import ItineraryCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `make bench-web-instructions`: what a change sent through the page costs
/// the server, in instructions counted by callgrind, beside what the same
/// request costs Hummingbird with nothing behind it (itin-bench-floor,
/// built with the same flags): the floor no answer of serve's can go under.
///
/// Each row's requests are sent `repeats` times on one kept-alive
/// connection, as a page's are, to the server running under callgrind;
/// a run with the row's setup and its requests sent once is taken off (its
/// start, its trip read, its first request of each kind), and the rest is
/// divided by the requests sent.
enum WebInstructions {
  /// A request as the page sends it: a POST of a change, or a GET.
  enum Request {
    case post(String)
    case get(String)
    /// Pages listening for others' changes, as many as said, kept open and
    /// read after each request.
    case listen(Int)
  }

  struct Row {
    var name: String
    /// The requests sent once per repeat.
    var requests: [Request]
    /// Sent once before, not counted.
    var setup: [Request] = []
    /// Whether the row is held to the floor: a request answered once is;
    /// a change told to ten pages, which writes to each, is held only to
    /// not growing with the trip.
    var heldToFloor = true
  }

  static let repeats = 100
  /// The most a request through the page may cost, against the floor's.
  static let floorLimit = 2.0
  /// What a row may grow from the smaller trip to the larger.
  static let growthLimit = 1.5

  /// The rows on a trip whose first item that moves freely is `id`, on day
  /// `day`.
  static func rows(id: String, day: Int) -> [Row] {
    let down = Request.post(#"{"act":"move","id":"\#(id)","move":"down"}"#)
    let up = Request.post(#"{"act":"move","id":"\#(id)","move":"up"}"#)
    let undo = Request.post(#"{"act":"undo"}"#)
    let redo = Request.post(#"{"act":"redo"}"#)
    let over = { (gap: Int) in
      Request.post(#"{"act":"drag-over","day":\#(day),"position":\#(gap)}"#)
    }
    return [
      Row(name: "a move (down, then up)", requests: [down, up]),
      Row(name: "undo, redo (of a move)", requests: [undo, redo], setup: [down]),
      Row(name: "an item's menu", requests: [.get("/api/menu?id=\(id)&lang=en")]),
      Row(
        name: "a drag's target change", requests: [over(0), over(2)],
        setup: [.post(#"{"act":"drag-start","id":"\#(id)"}"#)]),
      Row(
        name: "a move, heard by 10 pages", requests: [down, up], setup: [.listen(10)],
        heldToFloor: false),
    ]
  }

  /// Counts the floor and every row on each size, and prints the table.
  ///
  /// `only`, when given, keeps the rows whose name holds it. With
  /// `ITIN_BENCH_CALLGRIND` set to a folder, each row's longer run keeps
  /// its callgrind profile there, for `callgrind_annotate`.
  static func run(itinA11y: String, floor: String, sizes: [Int], only: String? = nil) {
    guard system("command -v valgrind >/dev/null 2>&1") == 0 else {
      print("valgrind is not installed: make bench-instructions installs it with apt-get.")
      return
    }
    setenv("SWIFT_DETERMINISTIC_HASHING", "1", 1)
    let floorRow = Row(
      name: "floor: Hummingbird, a POST answered with a line",
      requests: [.post(#"{"act":"move","id":"x","move":"down"}"#)])
    let floorCost = perRequest(floorRow) { WebBench.Served(floor: floor, launcher: $0) }
    print("counted the floor: \(Int(floorCost.rounded())) instructions a request")
    fflush(nil)
    var names: [String] = []
    var held: [Bool] = []
    var table: [[Double]] = []
    for size in sizes {
      let trip = BenchTrip.make(itemCount: size)
      let id =
        BenchTrip.customIDs(of: trip).first { trip.position(of: $0)?.rank == 2 }
        ?? BenchTrip.customIDs(of: trip)[0]
      let day = trip.position(of: id)?.day ?? 1
      let rows = self.rows(id: id.rawValue, day: day).filter { row in
        only.map { row.name.contains($0) } ?? true
      }
      names = rows.map(\.name)
      held = rows.map(\.heldToFloor)
      let column = rows.map { row in
        perRequest(row) { WebBench.Served(itinA11y: itinA11y, itemCount: size, launcher: $0) }
      }
      for (index, value) in column.enumerated() {
        if table.count <= index { table.append([]) }
        table[index].append(value)
      }
      print("counted \(size) items")
      fflush(nil)
    }
    print("")
    let header = sizes.map { "\($0 / 1000)k items" }
    print(
      "instructions a request".padding(toLength: 40, withPad: " ", startingAt: 0)
        + header.map { $0.leftPadded(to: 12) }.joined() + "   growth  × floor   within")
    print(
      "floor (Hummingbird alone)".padding(toLength: 40, withPad: " ", startingAt: 0)
        + sizes.map { _ in String(Int(floorCost.rounded())).leftPadded(to: 12) }.joined())
    var allWithin = true
    for ((name, values), heldToFloor) in zip(zip(names, table), held) {
      let growth = values.count > 1 && values[0] > 0 ? values[values.count - 1] / values[0] : 1
      let ratio = (values.max() ?? 0) / max(floorCost, 1)
      let within = growth <= growthLimit && (ratio <= floorLimit || !heldToFloor)
      allWithin = allWithin && within
      print(
        name.padding(toLength: 40, withPad: " ", startingAt: 0)
          + values.map { String(Int($0.rounded())).leftPadded(to: 12) }.joined()
          + ("×" + String(Double(Int(growth * 100)) / 100)).leftPadded(to: 9)
          + ((heldToFloor ? "×" : "(×") + String(Double(Int(ratio * 100)) / 100)
          + (heldToFloor ? "" : ")")).leftPadded(to: 9)
          + "   " + (within ? "yes" : "NO"))
    }
    print("")
    print(
      allWithin
        ? "Every request is within ×\(floorLimit) of the floor (but those told to pages, in brackets), and grows at most ×\(growthLimit) with the trip."
        : "Some requests are not within ×\(floorLimit) of the floor, or grow more than ×\(growthLimit): see NO above."
    )
  }

  /// The instructions a request of `row` costs the server `start` starts.
  private static func perRequest(
    _ row: Row, start: ([String]) -> WebBench.Served?
  ) -> Double {
    let once = row.setup + row.requests
    let kept = getenv("ITIN_BENCH_CALLGRIND").map {
      String(cString: $0) + "/" + row.name.filter { $0.isLetter }
    }
    let base = count(once, start: start, profile: kept.map { $0 + "-base.out" })
    let total = count(
      once + (0..<repeats).flatMap { _ in row.requests }, start: start,
      profile: kept.map { $0 + ".out" })
    return Double(total - base) / Double(repeats * row.requests.count)
  }

  /// The instructions of a server's whole run with `requests` sent, as
  /// callgrind counts them.
  private static func count(
    _ requests: [Request], start: ([String]) -> WebBench.Served?, profile: String? = nil
  ) -> Int {
    let log = "/tmp/itin-bench-web-callgrind-\(getpid()).txt"
    let launcher = [
      which("valgrind") ?? "/usr/bin/valgrind", "--tool=callgrind",
      "--callgrind-out-file=" + (profile ?? "/dev/null"), "--log-file=" + log,
    ]
    guard let server = start(launcher) else { return 0 }
    var pages: [Listening] = []
    for request in requests {
      switch request {
      case .post(let body): _ = server.post(body)
      case .get(let path): _ = server.get(path)
      case .listen(let count): pages += (0..<count).compactMap { server.listen(page: "p\($0)") }
      }
      // Each page reads its events as they come, as a browser does.
      for page in pages { page.readWaiting() }
    }
    for page in pages { close(page.socket) }
    server.stop()
    defer { unlink(log) }
    return Instructions.collected(inLog: log)
  }
}
