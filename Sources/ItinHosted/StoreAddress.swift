/// Where a hosted service keeps its trips: a PostgreSQL database, named by
/// a URL, `postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE`.
///
/// The password, when the URL has one, is never said: ``spoken`` names the
/// user, the host, the port and the database alone.
public struct StoreAddress: Sendable, Hashable {
  public var user: String
  public var password: String?
  public var host: String
  public var port: Int
  public var database: String

  /// The address a URL names, or `nil` when it is no PostgreSQL URL.
  ///
  /// It must have a user, a host and a database; the port is 5432 unless
  /// given.
  public init?(url: String) {
    var rest = Substring(url)
    guard let scheme = ["postgresql://", "postgres://"].first(where: { rest.hasPrefix($0) })
    else { return nil }
    rest = rest.dropFirst(scheme.count)
    guard let at = rest.lastIndex(of: "@") else { return nil }
    let credentials = rest[..<at]
    rest = rest[rest.index(after: at)...]
    let userAndPassword = credentials.split(separator: ":", maxSplits: 1).map {
      StoreAddress.decoded($0)
    }
    guard let user = userAndPassword.first ?? nil, !user.isEmpty else { return nil }
    self.user = user
    self.password = userAndPassword.count > 1 ? userAndPassword[1] : nil
    guard let slash = rest.firstIndex(of: "/") else { return nil }
    let place = rest[..<slash]
    let database = rest[rest.index(after: slash)...].prefix { $0 != "?" }
    guard !database.isEmpty, let name = StoreAddress.decoded(database) else { return nil }
    self.database = name
    if let colon = place.lastIndex(of: ":"), !place.hasSuffix("]") {
      guard let port = Int(place[place.index(after: colon)...]), (1...65535).contains(port)
      else { return nil }
      self.port = port
      self.host = String(place[..<colon])
    } else {
      self.port = 5432
      self.host = String(place)
    }
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    guard !host.isEmpty else { return nil }
  }

  /// The address as a listener hears it: no password, no scheme.
  public var spoken: String { "\(user) at \(host) port \(port), database \(database)" }

  /// A part of the URL with its `%XX` escapes read; `nil` when one is not
  /// an escape.
  static func decoded(_ part: Substring) -> String? {
    var bytes: [UInt8] = []
    var index = part.utf8.startIndex
    let utf8 = part.utf8
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "%") {
        let first = utf8.index(after: index)
        guard first < utf8.endIndex, utf8.index(after: first) < utf8.endIndex,
          let value = UInt8(
            String(decoding: [utf8[first], utf8[utf8.index(after: first)]], as: UTF8.self),
            radix: 16)
        else { return nil }
        bytes.append(value)
        index = utf8.index(first, offsetBy: 2)
      } else {
        bytes.append(byte)
        index = utf8.index(after: index)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
