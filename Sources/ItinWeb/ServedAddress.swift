// The web server needs Hummingbird, which the REPL trait brings: without
// it, an app on the libraries builds this target as nothing.
#if REPL
import Foundation

/// The address the server answers at, known once its port is bound.
final class ServedAddress: @unchecked Sendable {
  private let lock = NSLock()
  /// `http`, or `https` for the network's address, served over TLS only.
  let scheme: String

  init(scheme: String = "http") {
    self.scheme = scheme
  }
  /// What every request is checked against, made once the port is bound:
  /// the authority, the origin and the cookie's name.
  private var made = Made(authority: "", origin: nil, cookieName: PageKeys.cookieName(port: 0))

  private struct Made {
    var authority: String
    var origin: String?
    var cookieName: String
  }

  func set(host: String, port: Int) {
    let authority = (host.contains(":") ? "[" + host + "]" : host) + ":" + String(port)
    let made = Made(
      authority: authority, origin: scheme + "://" + authority,
      cookieName: PageKeys.cookieName(port: port))
    lock.withLock { self.made = made }
  }

  /// `127.0.0.1:8080`, as a Host header names it; empty before the port
  /// is bound.
  var authority: String { lock.withLock { made.authority } }

  /// `http://127.0.0.1:8080`, as an Origin header names it.
  var origin: String? { lock.withLock { made.origin } }

  /// Whether the address is served over TLS, so that its cookie is sent
  /// over TLS only.
  var isSecure: Bool { scheme == "https" }

  /// Where the keys of this address's pages work: its own, never the
  /// other address's.
  var scope: PageKeys.Scope { isSecure ? .network : .loopback }

  /// The cookie a page keeps its key in, named for this port.
  var cookieName: String { lock.withLock { made.cookieName } }
}
#endif
