import Foundation
import Hummingbird
import ItinSession
import ItineraryCore
import Logging
import NIOCore
import ReorderCommands
import ServiceLifecycle

/// `itin-a11y serve`: one trip's session behind a web page on this
/// computer.
///
/// The server binds one address of this computer's loopback, 127.0.0.1
/// unless asked otherwise, and answers only requests whose Host is that
/// address (no DNS rebinding). The page, its script and its style are the
/// program's own, the same for every trip and holding none of it.
/// Everything about the trip needs a page's key: the address said at the
/// start carries a token after its `#`, good for one page load, which the
/// page trades for its key, kept in a cookie (``PageKeys``);
/// ``invite()`` says another address. A change must also come from the
/// page's own origin. Connections that send nothing, or too slowly, are
/// closed, and never crowd out the page's (``ConnectionGuard``).
///
/// The executable makes one with a session, and runs it until Control-C.
public struct WebServer: Sendable {
  /// The address to bind: one address of this computer's loopback.
  public var host: String
  /// The port, or 0 for any free one; the line said at the start names it.
  public var port: Int
  /// The language of what the program says on its terminal; the page
  /// speaks the browser's.
  public var catalog: Catalog
  /// The person at serve's terminal, whose address is the first said:
  /// others hear their changes by this name.
  public let person: String
  let tripHost: TripHost
  let guests = GuestCount()
  let keys = PageKeys()
  let served = ServedAddress()
  /// The network's address, over TLS, when one is served.
  let networkServed = ServedAddress(scheme: "https")
  /// How a device on the network is served: over TLS, with this
  /// certificate; `nil` to serve this computer alone (a `host` on a network
  /// is then refused).
  public var tls: TLS?

  /// - Parameters:
  ///   - session: The session the server shares.
  ///   - host: The address to bind.
  ///   - port: The port, or 0 for any free one.
  ///   - catalog: The language of serve's terminal.
  ///   - person: The name of the person at serve's terminal, else
  ///     ``defaultPerson()``.
  public init(
    session: Session, host: String = "127.0.0.1", port: Int = 8080, catalog: Catalog = .english,
    person: String? = nil
  ) {
    self.tripHost = TripHost(session: session)
    self.host = host
    self.port = port
    self.catalog = catalog
    self.person = person.flatMap(WebServer.personName(typed:)) ?? WebServer.defaultPerson()
  }

  /// Serves until Control-C (or SIGTERM): `say` gets the line that gives the
  /// page's address as soon as the port is bound, whatever the session
  /// says first (a journal to restore is asked on the page), and the
  /// session's last lines when it stops, in the server's language.
  ///
  /// `open`, when given, is handed the page's address instead of it being
  /// said (`serve --open`): a listener never has to hear or type it. It
  /// answers whether a browser was started; when none was, the address is
  /// said after all.
  ///
  /// `started`, when given, is called once the address is said (or the
  /// browser started): serve's terminal then takes commands.
  public func run(
    say: @escaping @Sendable (String) -> Void,
    open: (@Sendable (String) -> Bool)? = nil,
    started: (@Sendable () -> Void)? = nil
  ) async throws {
    // Loopback, or an address of this computer on a network: served over
    // TLS only, with loopback beside it as ever.
    let bound: String
    var network: (address: String, certificate: ServeCertificate)?
    switch LoopbackHost.resolve(host) {
    case .success(let address): bound = address
    case .failure(.wildcard): throw Failure.wildcard(host)
    case .failure(.unknown): throw Failure.unknownHost(host)
    case .failure(.notLoopback(let address)):
      guard let tls else { throw Failure.notLoopback(host, address: address) }
      guard LoopbackHost.isThisComputers(address) else {
        throw Failure.notThisComputer(host, address: address)
      }
      bound = "127.0.0.1"
      do {
        network = (address, try tls.certificate(for: address))
      } catch {
        throw Failure.certificate(error)
      }
    }
    // A journal to restore is asked at the terminal, which alone answers
    // it: said once the address is.
    let start = await tripHost.start(terminalPerson: person)
    if start.quits { throw Failure.held(start.lines) }
    let opening = start.lines
    let served = self.served
    let keys = self.keys
    let person = self.person
    let text = WebText(catalog: catalog)
    let outside = Outside()
    let said = Said()
    let addresses = network == nil ? 1 : 2
    // One guard for all connections, loopback's and the network's: the
    // handlers list is made again for each connection, the guard is not,
    // and a flood at one address leaves the files for the other's pages.
    let guarding = connectionGuard()
    // Loopback's address said short, as 127.1 (which every browser reads
    // as 127.0.0.1), at a port quick to say when any would do.
    var loopbackPort = port
    var portLock = LoopbackPort.Guard.absent
    if bound == "127.0.0.1", port == 0, let chosen = LoopbackPort.choose() {
      (loopbackPort, portLock) = (chosen.port, chosen.guard)
    }
    defer { LoopbackPort.release(portLock) }
    let short = bound == "127.0.0.1"
    let application = Application(
      router: router(served: served),
      server: .http1(configuration: .init(additionalChannelHandlers: [guarding.handler()])),
      configuration: .init(address: .hostname(bound, port: loopbackPort), serverName: nil),
      onServerRunning: { channel in
        // Bound where asked, checked again: nothing but loopback.
        guard let local = channel.localAddress, let address = LoopbackHost.Address(local),
          address.isLoopback
        else {
          outside.set(channel.localAddress?.ipAddress ?? bound)
          try? await channel.close()
          return
        }
        served.set(
          host: short ? LoopbackPort.shortHost : address.text,
          port: channel.localAddress?.port ?? 0,
          alias: short ? address.text : nil)
        guard let origin = served.origin else { return }
        let page = origin + "/" + keys.invite(for: person).text
        // The terminal takes commands once every address is said.
        defer {
          opening.forEach(say)
          said.loopbackIsSaid()
          if said.one(of: addresses) { started?() }
        }
        if let open {
          if open(page) {
            say(text(.opening))
            return
          }
          say(text(.noBrowser))
        }
        say(text(.open, ["address": page]))
      },
      logger: WebServer.silent)
    do {
      if let network {
        let shared = try networkApplication(
          network.address, certificate: network.certificate, guarding: guarding, said: said,
          say: say,
          running: { if said.one(of: 2) { started?() } })
        try await ServiceGroup(
          configuration: .init(
            services: [application, shared, Farewell(tripHost: tripHost, person: person)],
            gracefulShutdownSignals: [.sigterm, .sigint], logger: WebServer.silent)
        ).run()
      } else {
        try await ServiceGroup(
          configuration: .init(
            services: [application, Farewell(tripHost: tripHost, person: person)],
            gracefulShutdownSignals: [.sigterm, .sigint], logger: WebServer.silent)
        ).run()
      }
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      _ = await tripHost.stop(in: catalog)
      throw Failure.portInUse(loopbackPort)
    } catch let error as IOError {
      _ = await tripHost.stop(in: catalog)
      throw Failure.cannotBind(
        address: (network?.address ?? bound) + ":" + String(network == nil ? loopbackPort : port),
        reason: String(cString: strerror(error.errnoCode)))
    }
    if let address = outside.address {
      _ = await tripHost.stop(in: catalog)
      throw Failure.notLoopback(host, address: address)
    }
    for line in await tripHost.stop(in: catalog, by: person) { say(line) }
    say(text(.stopped))
  }

  /// The path of a page's stream of others' changes.
  package static let eventsPath = "/api/events"

  /// A logger that says nothing: serve's terminal is a person's.
  static let silent = Logger(label: "itin-a11y serve") { _ in SwiftLogNoOpLogHandler() }

  /// The router of one address served: every request checked against it.
  func router(served: ServedAddress) -> Router<BasicRequestContext> {
    let router = Router()
    router.add(
      middleware: RequestCheck(
        address: served, backend: ServedPages(tripHost: tripHost, keys: keys, served: served)))
    routes(router, served: served)
    return router
  }

  /// The guard of every connection, to loopback and to the network: a
  /// connection is trusted once it shows a page's key for the address it
  /// came to.
  func connectionGuard() -> ConnectionGuard {
    let keys = self.keys
    let served = self.served
    let network = self.networkServed
    return ConnectionGuard(
      maximum: ConnectionGuard.maximum(descriptors: ConnectionGuard.raiseDescriptorLimit()),
      showsKey: { head in
        keys.opens(PageKeys.cookie(served.cookieName, in: head.headerFields), at: served.scope)
          || keys.opens(
            PageKeys.cookie(network.cookieName, in: head.headerFields), at: network.scope)
      })
  }

}

/// Tells every page that serve is stopping, first: a service group shuts
/// its services down last to first, so this one's word reaches the pages
/// before their streams and connections close.
private struct Farewell: Service {
  let tripHost: TripHost
  let person: String

  func run() async throws {
    try? await gracefulShutdown()
    await tripHost.tellStopping(by: person)
    // Time for the last events to leave before the streams are cut.
    try? await Task.sleep(for: .milliseconds(200))
  }
}

/// The address a server found itself bound to, when it was not loopback.
private final class Outside: @unchecked Sendable {
  private let lock = NSLock()
  private var bound: String?

  func set(_ address: String) { lock.withLock { bound = address } }
  var address: String? { lock.withLock { bound } }
}

extension LoopbackHost.Address {
  /// The address of a socket, or `nil` for one that is not IP.
  init?(_ socket: SocketAddress) {
    switch socket {
    case .v4(let address): self = .v4(withUnsafeBytes(of: address.address.sin_addr) { Array($0) })
    case .v6(let address): self = .v6(withUnsafeBytes(of: address.address.sin6_addr) { Array($0) })
    default: return nil
    }
  }
}
