import Foundation
import Hummingbird
import ItinREPL
import ItineraryCore
import Logging
import NIOCore
import ReorderCommands

/// `itin-a11y serve` (SPEC section 14): one trip's session behind a web
/// page on this computer.
///
/// The server binds one address, 127.0.0.1 unless asked otherwise, and
/// answers only requests whose Host is that address (no DNS rebinding).
/// The page, its script and its style are the program's own, the same for
/// every trip and holding none of it. Everything about the trip needs the
/// session's random token, which the address said at the start carries
/// after its `#` (a browser never sends that part, so no log or referrer
/// holds it); a change must also come from the page's own origin.
///
/// The executable makes one with a session and a random token
/// (`ServeToken.random()`), and runs it until Control-C.
public struct WebServer: Sendable {
  /// The address to bind: one address, not a wildcard.
  public var host: String
  /// The port, or 0 for any free one; the line said at the start names it.
  public var port: Int
  public let token: ServeToken
  /// The language of what the program says on its terminal; the page
  /// speaks the browser's.
  public var catalog: Catalog
  private let trip: TripHost

  public init(
    session: Session, host: String = "127.0.0.1", port: Int = 8080, token: ServeToken,
    catalog: Catalog = .english
  ) {
    self.trip = TripHost(session: session)
    self.host = host
    self.port = port
    self.token = token
    self.catalog = catalog
  }

  /// Why a server cannot start, said as one sentence.
  public enum Failure: Error, Sendable {
    /// Another session has the file open: what the REPL says through a pipe.
    case held([String])
    case portInUse(Int)
    case wildcard(String)
    case cannotBind(address: String, reason: String)

    public func sentence(in catalog: Catalog) -> String {
      let text = WebText(catalog: catalog)
      switch self {
      case .held(let lines): return lines.joined(separator: " ")
      case .portInUse(let port): return text(.portInUse, ["port": String(port)])
      case .wildcard(let host): return text(.wildcardHost, ["host": host])
      case .cannotBind(let address, let reason):
        return text(.cannotServe, ["address": address, "reason": reason])
      }
    }
  }

  /// Whether a host means every address (`0.0.0.0`, `0`, `::`, `::0`,
  /// `[::]`, `*`…), where the page could not check its own.
  static func isWildcard(_ host: String) -> Bool {
    host == "*" || host.isEmpty || host.allSatisfy { "0.:[]".contains($0) }
  }

  /// Serves until Control-C (or SIGTERM): `say` gets the line that gives the
  /// page's address as soon as the port is bound, whatever the session
  /// says first (a journal to restore is asked on the page), and the
  /// session's last lines when it stops.
  public func run(say: @escaping @Sendable (String) -> Void) async throws {
    guard !WebServer.isWildcard(host) else { throw Failure.wildcard(host) }
    let start = await trip.start()
    if start.quits { throw Failure.held(start.lines) }
    let address = ServedAddress(host: host)
    let router = Router()
    router.add(middleware: RequestCheck(address: address, token: token))
    routes(router)
    let text = WebText(catalog: catalog)
    let token = token
    let application = Application(
      router: router,
      configuration: .init(address: .hostname(host, port: port), serverName: nil),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        address.set(port: port)
        say(text(.open, ["address": address.origin + "/#token=" + token.text]))
      },
      logger: Logger(label: "itin-a11y serve") { _ in SwiftLogNoOpLogHandler() })
    do {
      try await application.runService()
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      _ = await trip.stop()
      throw Failure.portInUse(port)
    } catch let error as IOError {
      _ = await trip.stop()
      throw Failure.cannotBind(
        address: host + ":" + String(port), reason: String(cString: strerror(error.errnoCode)))
    }
    for line in await trip.stop() { say(line) }
    say(text(.stopped))
  }

  private func routes(_ router: Router<BasicRequestContext>) {
    let trip = self.trip
    router.get("/") { _, _ in Page.response(Page.html, type: "text/html; charset=utf-8") }
    router.get("/app.js") { _, _ in
      Page.response(Page.script, type: "text/javascript; charset=utf-8")
    }
    router.get("/app.css") { _, _ in Page.response(Page.style, type: "text/css; charset=utf-8") }
    router.get("/api/trip") { request, _ in
      Page.json(await trip.trip(in: WebServer.language(of: request)))
    }
    router.get("/api/menu") { request, _ in
      guard let id = request.uri.queryParameters["id"],
        let menu = await trip.menu(
          for: ItemID(rawValue: String(id)), in: WebServer.language(of: request))
      else { return WebServer.refusal(.badRequest, request) }
      return Page.json(menu)
    }
    router.get("/api/positions") { request, _ in
      guard let id = request.uri.queryParameters["id"],
        let day = request.uri.queryParameters["day"].flatMap({ Int($0) }),
        let positions = await trip.positions(for: ItemID(rawValue: String(id)), onDay: day)
      else { return WebServer.refusal(.badRequest, request) }
      return Page.json(positions)
    }
    router.post("/api/do") { request, context in
      let body = try await request.body.collect(upTo: 64 * 1024)
      guard let asked = try? JSONDecoder().decode(WebRequest.self, from: Data(buffer: body)),
        let answer = await trip.perform(asked, in: WebServer.language(of: request))
      else { return WebServer.refusal(.badRequest, request) }
      return Page.json(answer)
    }
  }

  /// Text from a field, as one line typed: its line breaks become spaces,
  /// its ends trimmed.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
      .trimmingCharacters(in: .whitespaces)
  }

  /// The language a request asks for (`lang=`), else English.
  static func language(of request: Request) -> Catalog {
    request.uri.queryParameters["lang"].flatMap { Catalog.shipped(language: String($0)) }
      ?? .english
  }

  /// A refusal: status 400 or 403, with its sentence to say.
  static func refusal(
    _ message: WebMessage, _ request: Request, values: KeyValuePairs<String, String> = [:]
  )
    -> Response
  {
    let sentence = WebText(catalog: language(of: request))(message, values)
    let status: HTTPResponse.Status = message == .badRequest ? .badRequest : .forbidden
    var response = Page.json(Refusal(said: [sentence]))
    response.status = status
    return response
  }

  private struct Refusal: Encodable { var said: [String] }
}

/// The address the server answers at, known once its port is bound.
final class ServedAddress: @unchecked Sendable {
  let host: String
  private let lock = NSLock()
  private var port = 0

  init(host: String) {
    self.host = host
  }

  func set(port: Int) {
    lock.withLock { self.port = port }
  }

  /// `127.0.0.1:8080`, as a Host header names it.
  var authority: String {
    let port = lock.withLock { self.port }
    return (host.contains(":") ? "[" + host + "]" : host) + ":" + String(port)
  }

  /// `http://127.0.0.1:8080`, as an Origin header names it.
  var origin: String { "http://" + authority }
}
