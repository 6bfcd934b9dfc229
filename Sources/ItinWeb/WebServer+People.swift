import Foundation
import ItinSession

/// The people of one serve: each address is someone's, the terminal's
/// person first, and the terminal is one of them.
extension WebServer {
  /// A new address for a page, good for one page load, once the server
  /// is running; `nil` before.
  ///
  /// It is a guest's, named "Guest 2", "Guest
  /// 3" and so on in the server's language.
  public func invite() -> String? {
    // A number no one has yet: "invite Guest 3" then "invite" is Guest 4.
    var name: String
    repeat {
      name = WebText(catalog: catalog)(.guest, ["number": String(guests.next())])
    } while keys.knows(name) || name == person
    return invite(for: name)
  }

  /// Takes back every address and page's key of `person`, and says what
  /// serve's terminal hears.
  ///
  /// Their open pages are refused from now on, their streams end, their
  /// drag ends, and a grab of theirs is dropped where it stands.
  ///
  /// The terminal's own person is not taken back.
  public func uninvite(_ person: String) async -> [String] {
    let text = WebText(catalog: catalog)
    guard let name = WebServer.personName(typed: person) else { return [text(.uninviteUsage)] }
    guard name != self.person else { return [text(.uninviteSelf, ["person": name])] }
    guard keys.knows(name) else { return [text(.uninviteUnknown, ["person": name])] }
    let taken = keys.takeBack(from: name)
    let said = await tripHost.takeBack(keys: taken, terminalPerson: self.person, in: catalog)
    return [text(.uninvited, ["person": name])] + said
  }

  /// A new address for `person`'s page, good for one page load, once the
  /// server is running; `nil` before.
  ///
  /// Every change made on the page it
  /// opens is theirs: said to others with their name, in `history` and
  /// `changes`, and taken back by their own undo. The same name given
  /// twice is the same person, on another device.
  public func invite(for person: String) -> String? {
    // A device on the network, when one is served; else this computer.
    let address = networkServed.origin == nil ? served : networkServed
    guard let origin = address.origin else { return nil }
    let name = WebServer.personName(typed: person) ?? self.person
    return origin + "/" + keys.invite(for: name, at: address.scope).text
  }

  /// A line typed at serve's terminal, done as the REPL does it, by
  /// ``person``, in the server's language: what it says.
  ///
  /// The pages hear
  /// what it changed, with the name. A calendar it imports is read first,
  /// away from the trip, so that the pages go on meanwhile; then the line
  /// is done, with the calendar as read.
  public func handle(_ line: String) async -> Reply {
    guard let toRead = await tripHost.calendarToRead(forLine: line) else {
      return await tripHost.handle(line, by: person, in: catalog)
    }
    let catalog = self.catalog
    let read = await Task.detached {
      CalendarReadAway(path: toRead.path, dates: toRead.dates, catalog: catalog)
    }.value
    return await tripHost.handle(line, by: person, in: catalog, readAway: read)
  }

  /// The session as it is now, for serve's terminal to complete titles and
  /// days from.
  public func session() async -> Session {
    await tripHost.terminalSession
  }

  /// What the other people do, for serve's terminal.
  ///
  /// Each change is said with who made it, once they pause ("Ana moved
  /// Fado to position 2 of day 3."), quick moves of one item as where it
  /// ended, or how many when several came quickly ("Ana made 3 changes on
  /// day 2."); with `brief`, always how many. Someone joining or leaving is
  /// said too. It ends when the server stops.
  public func othersChanges(brief: Bool) async -> AsyncStream<OthersNotice> {
    let bytes = await tripHost.listenAtTerminal(
      page: TripHost.terminalPage, in: catalog, brief: brief)
    return AsyncStream { continuation in
      let task = Task {
        for await line in bytes {
          let notice = TripHost.terminalNotice(line)
          continuation.yield(OthersNotice(line: notice.line, revision: notice.revision))
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Whether serve's terminal hears only how many changes others made
  /// (`others brief`), or each (`others each`).
  public func hearOthers(brief: Bool) async {
    await tripHost.setTerminalBrief(brief)
  }

  /// A name as typed, made one line of at most ``longestName`` characters
  /// and ``longestNameBytes`` bytes of UTF-8, with no control character;
  /// `nil` for a blank one: the shared session's reading of a name
  /// (``ItinSession/SharedSession/personName(typed:)``).
  public static func personName(typed: String) -> String? {
    SharedSession.personName(typed: typed)
  }

  /// The most characters of a person's name.
  public static let longestName = SharedSession.longestName
  /// The most bytes of a person's name, in UTF-8.
  public static let longestNameBytes = SharedSession.longestNameBytes

  /// The name of the person who started the program: the full name the
  /// system has for their account, else its login name, else "Host".
  public static func defaultPerson() -> String {
    guard let entry = getpwuid(getuid()) else { return "Host" }
    if let gecos = entry.pointee.pw_gecos,
      let full = String(cString: gecos).split(separator: ",").first.map(String.init),
      let name = personName(typed: full)
    {
      return name
    }
    return entry.pointee.pw_name.flatMap { personName(typed: String(cString: $0)) } ?? "Host"
  }
}

/// How many guests were invited with no name, for the next one's number.
final class GuestCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 1

  /// The next guest's number: 2 for the first, the terminal's person being 1.
  func next() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}
/// A line serve's terminal hears of what others did.
public struct OthersNotice: Sendable, Hashable {
  /// The sentence.
  public let line: String
  /// The trip's revision after the changes it tells of, or `nil` when it
  /// tells of no change (someone joined or left): a terminal whose
  /// `history` or `changes` has listed the trip at this revision or later
  /// has heard of them already.
  public let revision: Int?

  public init(line: String, revision: Int?) {
    self.line = line
    self.revision = revision
  }
}
