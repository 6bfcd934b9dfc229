import ItineraryCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `itin-a11y serve` measured from outside, as a browser meets it: a move
/// through HTTP (request to answer), a drag's target change, and the page
/// interactive in headless Chromium.
enum WebBench {
  struct Result {
    /// Median nanoseconds of a move, by trip size.
    var move: [(size: Int, nanoseconds: Double)] = []
    /// Median nanoseconds of a drag's target change, by trip size.
    var dragOver: [(size: Int, nanoseconds: Double)] = []
    /// The bytes of an answer's body, by trip size: a move's (the median
    /// of the samples, and the largest), and a drag's target change's (the
    /// largest).
    var answerBytes: [(size: Int, move: Int, largestMove: Int, dragOver: Int)] = []
    /// Milliseconds from navigating to the page being ready, 365 days and
    /// 1,000 items, the median of a few runs; `nil` without Chromium.
    var pageInteractive: Double?
  }

  static func measure(itinA11y: String, sizes: [Int], samples: Int) -> Result {
    var result = Result()
    for size in sizes {
      guard let server = Served(itinA11y: itinA11y, itemCount: size) else { continue }
      defer { server.stop() }
      let trip = BenchTrip.make(itemCount: size)
      var ids = BenchTrip.customIDs(of: trip)
      var random = Seeded(seed: 7)
      ids.shuffle(using: &random)
      // A move down, then up again: the trip stays as it was.
      var moves: [Double] = []
      var moveBytes: [Double] = []
      for index in 0..<samples {
        let id = ids[index % ids.count].rawValue
        for move in ["down", "up"] {
          let start = now()
          let answer = server.post(#"{"act":"move","id":"\#(id)","move":"\#(move)"}"#)
          moves.append(Double(now() - start))
          moveBytes.append(Double(answer.count))
        }
      }
      result.move.append((size, median(moves)))
      // A drag of one item over one gap of its day, then another.
      let dragged = ids[0]
      let day = trip.position(of: dragged)?.day ?? 1
      let length = trip.itemCount(onDay: day)
      _ = server.post(#"{"act":"drag-start","id":"\#(dragged.rawValue)"}"#)
      var overs: [Double] = []
      var overBytes = 0
      for index in 0..<samples {
        let gap = index % (length + 1)
        let start = now()
        let answer = server.post(#"{"act":"drag-over","day":\#(day),"position":\#(gap)}"#)
        overs.append(Double(now() - start))
        overBytes = max(overBytes, answer.count)
      }
      _ = server.post(#"{"act":"drag-cancel"}"#)
      result.dragOver.append((size, median(overs)))
      result.answerBytes.append(
        (size, Int(median(moveBytes)), Int(moveBytes.max() ?? 0), overBytes))
    }
    result.pageInteractive = pageInteractive(itinA11y: itinA11y, runs: 5)
    return result
  }

  /// The page of a 365-day, 1,000-item trip in headless Chromium, driven by
  /// tools/web-drive.py: from navigating to its first render.
  static func pageInteractive(itinA11y: String, runs: Int) -> Double? {
    guard let python = which("python3"), which("chromium") != nil,
      access("tools/web-drive.py", R_OK) == 0,
      let server = Served(itinA11y: itinA11y, itemCount: 1_000)
    else { return nil }
    defer { server.stop() }
    let folder = String(cString: mkdtemp(strdup("/tmp/itin-bench-web-XXXXXX")))
    let steps = folder + "/steps.json"
    let out = folder + "/out.json"
    writeFile(steps, "[]")
    var times: [Double] = []
    for _ in 0..<runs {
      guard let child = Child.start(python, ["tools/web-drive.py", server.address, steps, out])
      else { return nil }
      child.closeInput()
      child.finish()
      // [{"loaded": 123.4}]
      guard let text = readFile(out), let range = text.range(of: #""loaded": "#) else { continue }
      let number = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
      if let value = Double(number) { times.append(value) }
    }
    unlink(steps)
    unlink(out)
    rmdir(folder)
    return times.isEmpty ? nil : median(times)
  }

  /// One `itin-a11y serve --port 0` on a benchmark trip, and a connection
  /// to it that stays open, as a browser's does.
  final class Served {
    let child: Child
    let folder: String
    let port: Int
    /// The page's key the benchmark's requests carry in their cookie.
    private(set) var key = ""
    /// What a browser is given.
    let address: String
    private var socket: Int32 = -1

    /// `itin-a11y serve` on a trip of `itemCount` items, started through
    /// `launcher` when one is given (`valgrind` and its options).
    init?(itinA11y: String, itemCount: Int, launcher: [String] = []) {
      folder = String(cString: mkdtemp(strdup("/tmp/itin-bench-serve-XXXXXX")))
      let path = folder + "/trip.json"
      ItinBench.writeTrip(itemCount: itemCount, to: path)
      setenv("XDG_STATE_HOME", folder, 1)
      let command = launcher + [itinA11y, "serve", "--port", "0", path]
      guard let child = Child.start(command[0], Array(command.dropFirst())) else { return nil }
      self.child = child
      // A write to a connection the server closed is an error, not a signal.
      signal(SIGPIPE, SIG_IGN)
      let line = String(decoding: child.readLine(), as: UTF8.self)
      // The first address is the browser's; the benchmark asks for one of
      // its own, and trades it for a key as the page does.
      child.write("invite\n")
      let own = String(decoding: child.readLine(), as: UTF8.self)
      child.closeInput()
      func address(in line: String) -> Substring? {
        line.split(separator: " ").first { $0.hasPrefix("http://") }
      }
      guard let word = address(in: line),
        let portText = word.split(separator: ":").last?.prefix(while: \.isNumber),
        let port = Int(portText), let token = address(in: own)?.split(separator: "=").last
      else {
        kill(child.pid, SIGKILL)
        return nil
      }
      self.port = port
      self.address = String(word)
      guard connect() else { return nil }
      let entered = String(
        decoding: send("/api/enter", body: "{}", token: String(token)), as: UTF8.self)
      guard
        let cookie = entered.split(separator: "\r\n").first(where: {
          $0.lowercased().hasPrefix("set-cookie: ")
        })
      else { return nil }
      key = String(cookie.dropFirst("set-cookie: ".count).prefix { $0 != ";" })
    }

    /// The floor: itin-bench-floor, a Hummingbird server with nothing
    /// behind it, which says its address and needs no key.
    init?(floor: String, launcher: [String] = []) {
      folder = String(cString: mkdtemp(strdup("/tmp/itin-bench-floor-XXXXXX")))
      let command = launcher + [floor]
      guard let child = Child.start(command[0], Array(command.dropFirst())) else { return nil }
      self.child = child
      signal(SIGPIPE, SIG_IGN)
      let line = String(decoding: child.readLine(), as: UTF8.self)
      child.closeInput()
      guard let port = line.split(separator: ":").last.flatMap({ Int($0) }) else {
        kill(child.pid, SIGKILL)
        return nil
      }
      self.port = port
      self.address = line
      guard connect() else { return nil }
    }

    /// A GET as the page sends it (a menu); the answer's body.
    func get(_ path: String) -> [UInt8] {
      send(path, body: nil, token: nil)
    }

    private func connect() -> Bool {
      socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var one: Int32 = 1
      setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
      return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
      }
    }

    /// A change as the page sends it; the answer's body.
    func post(_ body: String) -> [UInt8] {
      send("/api/do?lang=en", body: body, token: nil)
    }

    /// A POST on the open connection, with the page's key or an address's
    /// token; the answer, its head included.
    private func send(_ path: String, body: String?, token: String?) -> [UInt8] {
      let credential = token.map { "X-Itin-Token: " + $0 } ?? "Cookie: " + key
      let head =
        "\(body == nil ? "GET" : "POST") \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        + "Origin: http://127.0.0.1:\(port)\r\n\(credential)\r\n"
      let request =
        body.map {
          head + "Content-Type: application/json\r\nContent-Length: \($0.utf8.count)\r\n\r\n" + $0
        } ?? head + "\r\n"
      var bytes = Array(request.utf8)
      // A connection the server closed (idle too long) is opened again,
      // as a browser does.
      for _ in 0..<2 {
        let written = bytes.withUnsafeMutableBytes { Glibc.write(socket, $0.baseAddress, $0.count) }
        if written == bytes.count {
          let answer = readResponse(keepingHead: token != nil)
          if !answer.isEmpty { return answer }
        }
        Glibc.close(socket)
        guard connect() else { break }
      }
      return []
    }

    /// Reads one response: its head (when `keepingHead`), then as many
    /// bytes as it says.
    private func readResponse(keepingHead: Bool = false) -> [UInt8] {
      var received: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65_536)
      let end: [UInt8] = Array("\r\n\r\n".utf8)
      var headEnd: Int?
      var length = 0
      while true {
        let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
        guard count > 0 else { return received }
        received += buffer[0..<count]
        if headEnd == nil, let found = Served.find(end, in: received) {
          headEnd = found + end.count
          let head = String(decoding: received[0..<found], as: UTF8.self).lowercased()
          if let range = head.range(of: "content-length: ") {
            length = Int(head[range.upperBound...].prefix(while: \.isNumber)) ?? 0
          }
        }
        if let headEnd, received.count >= headEnd + length {
          return Array(received[(keepingHead ? 0 : headEnd)..<(headEnd + length)])
        }
      }
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
      guard haystack.count >= needle.count else { return nil }
      for start in 0...(haystack.count - needle.count)
      where haystack[start..<(start + needle.count)].elementsEqual(needle) {
        return start
      }
      return nil
    }

    func stop() {
      close(socket)
      kill(child.pid, SIGINT)
      child.finish()
      let trip = folder + "/trip.json"
      unlink(trip)
      // The journal of the moves left unsaved, and its folder.
      system("rm -rf '\(folder)'")
    }
  }

  static func writeFile(_ path: String, _ text: String) {
    guard let file = fopen(path, "w") else { return }
    fputs(text, file)
    fclose(file)
  }

  static func readFile(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
