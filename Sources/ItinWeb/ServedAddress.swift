import Foundation

/// The address the server answers at, known once its port is bound.
package final class ServedAddress: @unchecked Sendable {
  private let lock = NSLock()
  /// `http`, or `https` for the network's address, served over TLS only.
  package let scheme: String

  package init(scheme: String = "http") {
    self.scheme = scheme
  }
  /// What every request is checked against, made once the port is bound:
  /// the authority, the origin and the cookie's name.
  private var made = Made(
    authority: "", origin: nil, cookieName: PageKeys.cookieName(port: 0), alias: nil)

  private struct Made {
    var authority: String
    var origin: String?
    var cookieName: String
    /// The numeric address's authority, also answered, when the address
    /// said is its short form (`127.1`).
    var alias: String?
  }

  /// The address is `host` at `port`; with `alias`, a request to that
  /// host (the numeric address `host` names) is answered too.
  package func set(host: String, port: Int, alias: String? = nil) {
    func authority(_ host: String) -> String {
      (host.contains(":") ? "[" + host + "]" : host) + ":" + String(port)
    }
    let made = Made(
      authority: authority(host), origin: scheme + "://" + authority(host),
      cookieName: PageKeys.cookieName(port: port), alias: alias.map(authority))
    lock.withLock { self.made = made }
  }

  /// The address is the public one a balancer in front of a hosted
  /// service is reached at: `host`, at `port` when the address names
  /// one (a browser's Host and Origin leave out the scheme's own port).
  package func set(publicHost host: String, port: Int?) {
    let bare = host.contains(":") ? "[" + host + "]" : host
    let authority = port.map { bare + ":" + String($0) } ?? bare
    let made = Made(
      authority: authority, origin: scheme + "://" + authority,
      cookieName: PageKeys.cookieName(port: port ?? 0), alias: nil)
    lock.withLock { self.made = made }
  }

  /// Whether a request's Host, `authority`, names this address.
  func accepts(authority: String?) -> Bool {
    let made = lock.withLock { self.made }
    guard let authority, !made.authority.isEmpty else { return false }
    return authority == made.authority || authority == made.alias
  }

  /// Whether a request's Origin, `origin`, is this address's page.
  func accepts(origin: String?) -> Bool {
    let made = lock.withLock { self.made }
    guard let origin, let own = made.origin else { return false }
    return origin == own || made.alias.map { origin == scheme + "://" + $0 } == true
  }

  /// `http://127.1:8080`, the address said, as an Origin header names it.
  package var origin: String? { lock.withLock { made.origin } }

  /// Whether the address is served over TLS, so that its cookie is sent
  /// over TLS only.
  package var isSecure: Bool { scheme == "https" }

  /// Where the keys of this address's pages work: its own, never the
  /// other address's.
  var scope: PageKeys.Scope { isSecure ? .network : .loopback }

  /// The cookie a page keeps its key in, named for this port.
  var cookieName: String { lock.withLock { made.cookieName } }
}
