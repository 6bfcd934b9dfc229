// The web server needs Hummingbird, which the REPL trait brings: without
// it, an app on the libraries builds this target as nothing.
#if REPL
import Foundation
import HTTPTypes

/// Who may ask about the trip: the addresses said on serve's terminal, each
/// good for one page load, and the keys the pages they opened hold.
///
/// A browser keeps every address it opened in its history, on disk; so an
/// address said by serve opens one page and no more. That page trades the
/// address's token for a key of its own (``trade(_:)``), which the browser
/// keeps in a cookie the page's script cannot read (HttpOnly), sends to
/// this page only (SameSite=Strict), and forgets when it closes. A reload
/// keeps working with the cookie; the address, read back from the
/// history, opens nothing. `invite` at serve's terminal says a new one.
///
/// Each address is for a person, named when it is made: the page it opens,
/// and every change made there, are theirs (``person(of:)``).
///
/// Every comparison takes a time that does not depend on where a guess
/// differs, and all of it lives in memory: nothing is kept once serve
/// stops.
final class PageKeys: @unchecked Sendable {
  private let lock = NSLock()
  /// The tokens of the addresses said and not yet opened, and whose each is.
  private var invitations: [(token: ServeToken, person: String)] = []
  /// The keys of the pages opened, and whose each is.
  private var keys: [(key: ServeToken, person: String)] = []
  /// The most addresses waiting to be opened: an older one stops working
  /// when more are asked for.
  static let waitingLimit = 16

  /// The name of the cookie that holds a page's key on this port: a
  /// cookie is sent to every port of a host, so two servers on two ports
  /// each keep their own.
  static func cookieName(port: Int) -> String { "itin-a11y-" + String(port) }

  /// A new address's token for `person`, good for one page load.
  func invite(for person: String) -> ServeToken {
    let token = ServeToken.random()
    lock.withLock {
      invitations.append((token, person))
      if invitations.count > PageKeys.waitingLimit { invitations.removeFirst() }
    }
    return token
  }

  /// A new page's key for `token`, which is then spent; `nil` when the
  /// token is none said, or was spent already.
  func trade(_ token: String?) -> ServeToken? {
    lock.withLock {
      guard let index = PageKeys.index(of: token, in: invitations.map(\.token)) else {
        return nil
      }
      let person = invitations.remove(at: index).person
      let key = ServeToken.random()
      keys.append((key, person))
      return key
    }
  }

  /// Whether `key` is a page's.
  func opens(_ key: String?) -> Bool {
    person(of: key) != nil
  }

  /// Whose page `key` is, or `nil` when it is no page's.
  func person(of key: String?) -> String? {
    lock.withLock {
      var found: String?
      for entry in keys where entry.key.matches(key) { found = entry.person }
      return found
    }
  }

  /// Where `given` is among `tokens`: each compared whole, in constant
  /// time, whichever matches.
  private static func index(of given: String?, in tokens: [ServeToken]) -> Int? {
    var found: Int?
    for (index, token) in tokens.enumerated() where token.matches(given) {
      found = index
    }
    return found
  }

  /// The value of the cookie named `name`, if `fields` send it (in one
  /// Cookie header or several).
  static func cookie(_ name: String, in fields: HTTPFields) -> String? {
    // Read as bytes: every request asks it twice (its connection's guard
    // and the request's check), and Foundation's trimming builds a
    // character set each time.
    var wanted = name
    return wanted.withUTF8 { wanted in
      for field in fields where field.name == .cookie {
        var value = field.value
        let found = value.withUTF8 { bytes -> String? in
          var start = 0
          while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
            let pair = bytes[start..<end]
            start = end + 1
            guard let equals = pair.firstIndex(of: UInt8(ascii: "=")),
              ASCII.trimmed(pair[..<equals]).elementsEqual(wanted)
            else { continue }
            return String(decoding: ASCII.trimmed(pair[(equals + 1)...]), as: UTF8.self)
          }
          return nil
        }
        if let found { return found }
      }
      return nil
    }
  }
}
#endif
