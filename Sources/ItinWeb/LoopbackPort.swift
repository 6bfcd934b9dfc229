import Foundation

/// The loopback address serve says, made to be heard: `127.1` rather than
/// `127.0.0.1`, and with `--port 0`, a free port quick to say.
///
/// `127.1` is the short form of `127.0.0.1` that every browser and curl
/// read as the long one: a browser then sends `127.0.0.1` as the Host, and
/// serve answers both. (`localhost` would be shorter to say still, but a
/// browser asks for it at `::1` first, where another program may listen,
/// and a browser told to resolve no names, as a screen reader's test rig
/// runs one, cannot open it.)
///
/// Two serves starting at once must not choose the same port: each holds
/// the port it chose at `::1`, bound and not listening, as a lock no other
/// program can take while serve runs.
enum LoopbackPort {
  /// The host serve says for 127.0.0.1.
  static let shortHost = "127.1"

  /// What became of the port at `::1`.
  enum Guard {
    /// Serve holds it, with this socket.
    case held(Int32)
    /// This computer has no IPv6 loopback (and so no lock: the port is
    /// checked at 127.0.0.1 alone).
    case absent
    /// Another program has it.
    case taken

    /// Whether the port is this serve's to choose.
    var isOurs: Bool {
      switch self {
      case .held, .absent: true
      case .taken: false
      }
    }
  }

  /// Ports quick to say, in the order tried: "eight thousand" is two
  /// words where 34919 is five ("thirty-four thousand nine hundred
  /// nineteen"), more than a second at 175 words a minute.
  ///
  /// None is a port browsers refuse to open: 6000, X11's, is one.
  static let speakable: [Int] =
    [8000, 9000, 7000, 5000, 4000, 3000]
    + (1...9).flatMap { hundreds in
      [8000, 9000, 7000, 6000, 5000, 4000].map { $0 + hundreds * 100 }
    }

  /// Holds `port` at `::1`, bound and not listening.
  static func guardIPv6(port: Int) -> Guard {
    let socket = Glibc.socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { return .absent }
    var address = sockaddr_in6()
    address.sin6_family = sa_family_t(AF_INET6)
    address.sin6_port = in_port_t(UInt16(port).bigEndian)
    address.sin6_addr = in6addr_loopback
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
      }
    }
    if bound == 0 {
      _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
      return .held(socket)
    }
    let failure = errno
    close(socket)
    return failure == EADDRNOTAVAIL || failure == EAFNOSUPPORT ? .absent : .taken
  }

  /// Whether nothing has `port` at `127.0.0.1` now.
  static func isFree(port: Int) -> Bool {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { return false }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = in_addr_t(UInt32(0x7f00_0001).bigEndian)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }

  /// A free port quick to say, held at `::1` so that no other serve
  /// starting at once chooses it; `nil` when none is free, and the system
  /// then chooses.
  static func choose() -> (port: Int, guard: Guard)? {
    for port in speakable {
      let held = guardIPv6(port: port)
      guard held.isOurs else { continue }
      if isFree(port: port) { return (port, held) }
      release(held)
    }
    return nil
  }

  /// Lets go of a port held at `::1`.
  static func release(_ held: Guard) {
    if case .held(let socket) = held { close(socket) }
  }
}
