import Foundation

/// The address serve binds, found from what `--host` says: it must lead to
/// this computer's own loopback and nowhere else.
///
/// The text is not trusted: `0x0`, `::ffff:0.0.0.0` and `::ffff:0:0` all
/// mean every interface, and a name may lead anywhere. The host is
/// resolved as the system resolves it, and every address it gives must be
/// loopback (127.0.0.0/8 or ::1; an IPv4 address written as IPv6 counts as
/// the IPv4 one). The server then binds the numeric address found, says
/// it in the page's address, and checks it again once bound.
enum LoopbackHost {
  /// Why a host is refused.
  enum Problem: Error, Equatable {
    /// It resolves to no address.
    case unknown
    /// It means every address.
    case wildcard
    /// It leads to an address that is not this computer's loopback.
    case notLoopback(address: String)
  }

  /// One address, as bytes.
  enum Address: Equatable {
    case v4([UInt8])
    case v6([UInt8])

    /// An IPv4 address written as IPv6 (`::ffff:a.b.c.d`) as the IPv4 one.
    var unmapped: Address {
      guard case .v6(let bytes) = self, bytes.prefix(10).allSatisfy({ $0 == 0 }),
        bytes[10] == 0xff, bytes[11] == 0xff
      else { return self }
      return .v4(Array(bytes.suffix(4)))
    }

    var isWildcard: Bool {
      switch unmapped {
      case .v4(let bytes), .v6(let bytes): bytes.allSatisfy { $0 == 0 }
      }
    }

    var isLoopback: Bool {
      switch unmapped {
      case .v4(let bytes): bytes.first == 127
      case .v6(let bytes): bytes.prefix(15).allSatisfy { $0 == 0 } && bytes.last == 1
      }
    }

    /// The address as a numeric host: `127.0.0.1`, `::1`.
    var text: String {
      switch unmapped {
      case .v4(let bytes): return bytes.map(String.init).joined(separator: ".")
      case .v6(let bytes):
        var address = in6_addr()
        withUnsafeMutableBytes(of: &address) { $0.copyBytes(from: bytes) }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, &address, &buffer, socklen_t(buffer.count)) != nil else {
          return "::1"
        }
        return String(
          decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    }
  }

  /// Whether `address` (numeric) is an address of one of this computer's
  /// interfaces, which it can serve on.
  static func isThisComputers(_ address: String) -> Bool {
    guard case .success(let wanted) = numeric(address) else { return false }
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0 else { return false }
    defer { freeifaddrs(list) }
    var next = list
    while let entry = next?.pointee {
      next = entry.ifa_next
      guard let socket = entry.ifa_addr, let found = Address(socket) else { continue }
      if found.bytes == wanted { return true }
    }
    return false
  }

  /// The bytes of a numeric address, IPv4 or IPv6.
  static func numeric(_ text: String) -> Result<[UInt8], Problem> {
    var v4 = in_addr()
    if inet_pton(AF_INET, text, &v4) == 1 { return .success(withUnsafeBytes(of: v4) { Array($0) }) }
    var v6 = in6_addr()
    if inet_pton(AF_INET6, text, &v6) == 1 {
      return .success(withUnsafeBytes(of: v6) { Array($0) })
    }
    return .failure(.unknown)
  }

  /// The numeric address to bind for `host`, or why it is refused.
  static func resolve(_ host: String) -> Result<String, Problem> {
    var name = host
    if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
    guard !name.isEmpty, name != "*" else { return .failure(.wildcard) }
    let addresses = resolved(name)
    guard let first = addresses.first else { return .failure(.unknown) }
    if addresses.contains(where: \.isWildcard) { return .failure(.wildcard) }
    if let outside = addresses.first(where: { !$0.isLoopback }) {
      return .failure(.notLoopback(address: outside.text))
    }
    return .success(first.text)
  }

  /// Every address the system's resolver gives for `name`.
  static func resolved(_ name: String) -> [Address] {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    #if os(Linux)
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
    hints.ai_socktype = SOCK_STREAM
    #endif
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(name, nil, &hints, &list) == 0 else { return [] }
    defer { freeaddrinfo(list) }
    var addresses: [Address] = []
    var next = list
    while let info = next?.pointee {
      next = info.ai_next
      guard let socket = info.ai_addr, let address = Address(socket) else { continue }
      addresses.append(address)
    }
    return addresses
  }
}

extension LoopbackHost.Address {
  /// The address a C socket address holds, or `nil` for one that is not IP.
  init?(_ socket: UnsafePointer<sockaddr>) {
    switch Int32(socket.pointee.sa_family) {
    case AF_INET:
      let address = UnsafeRawPointer(socket).load(as: sockaddr_in.self)
      self = .v4(withUnsafeBytes(of: address.sin_addr) { Array($0) })
    case AF_INET6:
      let address = UnsafeRawPointer(socket).load(as: sockaddr_in6.self)
      self = .v6(withUnsafeBytes(of: address.sin6_addr) { Array($0) })
    default: return nil
    }
  }

  /// Its bytes, four or sixteen.
  var bytes: [UInt8] {
    switch self {
    case .v4(let bytes), .v6(let bytes): bytes
    }
  }
}
