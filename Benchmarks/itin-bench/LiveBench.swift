#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `make bench-live`: planning together, measured.
///
/// How long a change takes
/// to reach every other page (from the moment it is sent to the moment each
/// page's event has arrived), with 10 pages listening; and what a page
/// listening costs the server in memory, with 100.
enum LiveBench {
  struct Result {
    var pages: Int
    var changes: Int
    /// Milliseconds from a change sent to its event read, every page's.
    var median: Double
    var worst: Double
    /// What one listening page adds to the server's resident memory, in
    /// kilobytes, with `heldPages` held.
    var heldPages: Int
    var perPage: Double
    /// Whether every page heard every change.
    var heardAll: Bool
  }

  /// The most a change may take to reach every page, in milliseconds.
  static let limit = 50.0

  static func measure(itinA11y: String, itemCount: Int, pages: Int, changes: Int, held: Int)
    -> Result?
  {
    guard let server = WebBench.Served(itinA11y: itinA11y, itemCount: itemCount) else {
      return nil
    }
    defer { server.stop() }
    let trip = BenchTrip.make(itemCount: itemCount)
    let id =
      BenchTrip.customIDs(of: trip).first { trip.position(of: $0)?.rank == 2 }
      ?? BenchTrip.customIDs(of: trip)[0]
    let listening = (0..<pages).compactMap { server.listen(page: "bench-\($0)") }
    guard listening.count == pages else { return nil }
    var waits: [Double] = []
    var heardAll = true
    for index in 0..<changes {
      let move = index % 2 == 0 ? "down" : "up"
      let start = now()
      _ = server.post(#"{"act":"move","id":"\#(id.rawValue)","move":"\#(move)"}"#)
      // Every page's event, each timed as it arrives.
      var waiting = Set(0..<pages)
      let deadline = start + 5_000
      while !waiting.isEmpty, now() < deadline {
        var requests = waiting.map {
          pollfd(fd: listening[$0].socket, events: Int16(POLLIN), revents: 0)
        }
        guard poll(&requests, nfds_t(requests.count), 100) > 0 else { continue }
        for request in requests where request.revents != 0 {
          guard let page = waiting.first(where: { listening[$0].socket == request.fd }) else {
            continue
          }
          if listening[page].readChange() {
            waits.append(now() - start)
            waiting.remove(page)
          }
        }
      }
      if !waiting.isEmpty { heardAll = false }
    }
    for page in listening { close(page.socket) }
    // Memory: the server's resident size with none listening, then with
    // `held` pages, each having heard one change.
    usleep(300_000)
    let before = residentKilobytes(of: server.child.pid)
    let holding = (0..<held).compactMap { server.listen(page: "held-\($0)") }
    _ = server.post(#"{"act":"move","id":"\#(id.rawValue)","move":"down"}"#)
    usleep(500_000)
    for page in holding { _ = page.readChange() }
    let after = residentKilobytes(of: server.child.pid)
    for page in holding { close(page.socket) }
    waits.sort()
    return Result(
      pages: pages, changes: changes, median: waits.isEmpty ? 0 : waits[waits.count / 2],
      worst: waits.last ?? 0, heldPages: holding.count,
      perPage: Double(after - before) / Double(max(holding.count, 1)),
      heardAll: heardAll && holding.count == held)
  }

  static func print(_ result: Result) {
    Swift.print("")
    Swift.print("Planning together: a change through the page, heard by every other page")
    Swift.print(
      "  \(result.changes) changes, \(result.pages) pages listening: median "
        + "\(format(result.median)) ms, worst \(format(result.worst)) ms "
        + "(within \(Int(limit)) ms: \(result.worst <= limit ? "yes" : "NO"))")
    Swift.print(
      "  \(result.heldPages) pages held: \(format(result.perPage)) KB of the server's memory a page"
    )
    Swift.print(
      result.heardAll ? "  Every page heard every change." : "  Some page missed a change.")
  }

  private static func format(_ value: Double) -> String {
    String(Double(Int(value * 10)) / 10)
  }

  /// Milliseconds on the monotonic clock.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
  }

  /// The resident memory of a process, in kilobytes, from /proc.
  static func residentKilobytes(of pid: pid_t) -> Int {
    guard let text = WebBench.readFile("/proc/\(pid)/status"),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
}

/// A page listening to a server's events, as a browser's `EventSource`.
final class Listening {
  let socket: Int32
  private var pending: [UInt8] = []

  init(socket: Int32) {
    self.socket = socket
  }

  /// Reads what has come, and whether a change's event is among it (a
  /// told sentence, or the opening comment, is not one).
  func readChange() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }
    pending += buffer[0..<count]
    var found = false
    let marker = Array("data: {\"since\"".utf8)
    let end = Array("\n\n".utf8)
    while let stop = WebBench.Served.find(end, in: pending) {
      let event = pending[0..<stop]
      if event.starts(with: marker) || WebBench.Served.find(marker, in: Array(event)) != nil {
        found = true
      }
      pending.removeFirst(stop + end.count)
    }
    return found
  }

  /// Reads, and lets go of, what has come so far, waiting for none.
  func readWaiting() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var request = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    while poll(&request, 1, 0) > 0,
      buffer.withUnsafeMutableBytes({ read(socket, $0.baseAddress, $0.count) }) > 0
    {}
  }
}

extension WebBench.Served {
  /// A page listening for others' changes on a connection of its own; its
  /// answer's head read.
  func listen(page: String) -> Listening? {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var one: Int32 = 1
    setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    guard connected else {
      close(socket)
      return nil
    }
    let request =
      "GET /api/events?page=\(page)&lang=en HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
      + "Cookie: \(key)\r\nAccept: text/event-stream\r\n\r\n"
    var bytes = Array(request.utf8)
    guard bytes.withUnsafeMutableBytes({ write(socket, $0.baseAddress, $0.count) }) == bytes.count
    else {
      close(socket)
      return nil
    }
    // The head, and the comment that says the page is heard.
    let listening = Listening(socket: socket)
    var head: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while WebBench.Served.find(Array(": listening".utf8), in: head) == nil {
      var request = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, 5_000) > 0 else {
        close(socket)
        return nil
      }
      let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
      guard count > 0 else {
        close(socket)
        return nil
      }
      head += buffer[0..<count]
    }
    return listening
  }
}
