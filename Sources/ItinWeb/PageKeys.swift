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
/// and every change made there, are theirs (``person(of:at:)``), and
/// `uninvite` takes their keys back (``takeBack(from:)``). The loopback
/// address and the network's each have their own addresses and keys.
///
/// Every comparison takes a time that does not depend on where a guess
/// differs, and all of it lives in memory: nothing is kept once serve
/// stops.
package final class PageKeys: @unchecked Sendable {
  /// Where a key works: the loopback address, or the network's.
  ///
  /// An address said for one opens a page there only, and a key kept
  /// there is no key at the other: a key seen on the network is never one
  /// of this computer's pages.
  enum Scope: Sendable, Hashable {
    case loopback
    case network
  }

  /// Whose a page's key is: a number of its own, never secret, which
  /// names the key's pages among the session's (``WebServer/page(of:tab:)``),
  /// and the person it was made for.
  package struct Holder: Sendable, Hashable {
    package let number: Int
    package let person: String

    package init(number: Int, person: String) {
      self.number = number
      self.person = person
    }
  }

  private let lock = NSLock()
  /// The tokens of the addresses said and not yet opened, and whose each is.
  private var invitations: [(token: SpokenSecret, person: String, scope: Scope)] = []
  /// The keys of the pages opened, and whose each is.
  private var keys: [(key: ServeToken, holder: Holder, scope: Scope)] = []
  /// The number the next key is given.
  private var nextNumber = 1
  /// The most addresses waiting to be opened: an older one stops working
  /// when more are asked for.
  static let waitingLimit = 16
  /// The secrets of the addresses opened already, the newest last: one
  /// given again (a page reloaded from the browser's history) is refused,
  /// but is no guess.
  private var spent: [SpokenSecret] = []
  /// Secrets given that were never said, since every waiting address was
  /// last taken back.
  private var wrongGuesses = 0
  /// How many secrets never said may be given before every address
  /// waiting is taken back: a guesser has this many tries at each.
  static let guessesAllowed = 4
  /// How many addresses a guesser's tries took back, not yet told.
  private var retiredUntold: Int?

  /// The name of the cookie that holds a page's key on this port: a
  /// cookie is sent to every port of a host, so two servers on two ports
  /// each keep their own.
  static func cookieName(port: Int) -> String { "itin-a11y-" + String(port) }

  /// A new address's token for `person`, good for one page load at `scope`.
  func invite(for person: String, at scope: Scope = .loopback) -> SpokenSecret {
    let token = SpokenSecret.random()
    lock.withLock {
      invitations.append((token, person, scope))
      if invitations.count > PageKeys.waitingLimit { invitations.removeFirst() }
    }
    return token
  }

  /// A new page's key for `token`, which is then spent; `nil` when the
  /// token is none said for `scope`, or was spent already.
  ///
  /// A secret given that is neither waiting nor spent is a guess: after
  /// ``guessesAllowed`` of them, every address waiting is taken back
  /// (``takeRetired()`` says how many).
  func trade(_ token: String?, at scope: Scope = .loopback) -> ServeToken? {
    lock.withLock {
      guard
        let index = PageKeys.index(
          of: token, in: invitations.map(\.token), matching: { $0.matches($1) }),
        invitations[index].scope == scope
      else {
        let known = PageKeys.index(of: token, in: spent, matching: { $0.matches($1) }) != nil
        if !known, !(token ?? "").isEmpty { guessed() }
        return nil
      }
      let invitation = invitations.remove(at: index)
      let person = invitation.person
      spent.append(invitation.token)
      if spent.count > 64 { spent.removeFirst() }
      let key = ServeToken.random()
      keys.append((key, Holder(number: nextNumber, person: person), scope))
      nextNumber += 1
      return key
    }
  }

  /// A secret never said was given: once there have been too many, every
  /// address waiting is taken back.
  private func guessed() {
    wrongGuesses += 1
    guard wrongGuesses >= PageKeys.guessesAllowed else { return }
    wrongGuesses = 0
    retiredUntold = (retiredUntold ?? 0) + invitations.count
    invitations.removeAll()
  }

  /// How many waiting addresses guesses took back since this was last
  /// asked, or `nil` when none were.
  func takeRetired() -> Int? {
    lock.withLock {
      defer { retiredUntold = nil }
      return retiredUntold
    }
  }

  /// Whether `key` is a page's at `scope`.
  func opens(_ key: String?, at scope: Scope = .loopback) -> Bool {
    holder(of: key, at: scope) != nil
  }

  /// Whose page `key` is at `scope`, or `nil` when it is no page's there.
  func person(of key: String?, at scope: Scope = .loopback) -> String? {
    holder(of: key, at: scope)?.person
  }

  /// The holder of `key` at `scope`, or `nil` when it is no page's there.
  ///
  /// Every key is compared, whichever matches.
  func holder(of key: String?, at scope: Scope = .loopback) -> Holder? {
    lock.withLock {
      var found: Holder?
      for entry in keys where entry.key.matches(key) && entry.scope == scope {
        found = entry.holder
      }
      return found
    }
  }

  /// Whether `person` has a page's key or an address not yet opened.
  func knows(_ person: String) -> Bool {
    lock.withLock {
      keys.contains { $0.holder.person == person } || invitations.contains { $0.person == person }
    }
  }

  /// Takes back every key and unopened address of `person`, and says the
  /// numbers of the keys taken back.
  ///
  /// Their pages are refused from now on.
  func takeBack(from person: String) -> Set<Int> {
    lock.withLock {
      let taken = Set(keys.filter { $0.holder.person == person }.map(\.holder.number))
      keys.removeAll { $0.holder.person == person }
      invitations.removeAll { $0.person == person }
      return taken
    }
  }

  /// Where `given` is among `tokens`: each compared whole, in constant
  /// time, whichever matches.
  private static func index<Secret>(
    of given: String?, in tokens: [Secret], matching: (Secret, String?) -> Bool
  ) -> Int? {
    var found: Int?
    for (index, token) in tokens.enumerated() where matching(token, given) {
      found = index
    }
    return found
  }

  /// The value of the cookie named `name`, if `fields` send it (in one
  /// Cookie header or several).
  package static func cookie(_ name: String, in fields: HTTPFields) -> String? {
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
