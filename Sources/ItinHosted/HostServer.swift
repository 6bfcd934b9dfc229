import Foundation
import Hummingbird
import ItinSession
import ItinWeb
import Logging
import NIOCore
import ReorderCommands
import ServiceLifecycle

/// `itin-a11y host`: every trip of a store, each served to the pages its
/// people open, from one process of a hosted service.
///
/// It speaks plain HTTP, on this computer's loopback unless told
/// otherwise, for a load balancer in front of it to reach: the balancer
/// is the service's edge, and speaks TLS to browsers. Every request is
/// checked as `serve` checks its own: its Host and, for a change, its
/// Origin are the public address's, and everything about a trip needs a
/// page's key of that trip. A trip is opened in the process where its
/// first page comes, which then holds its lease; each change is kept in
/// the store before anyone hears of it.
public struct HostServer: Sendable {
  /// The store the trips are kept in.
  public var store: StoreAddress
  /// The address to listen on: loopback, for a balancer on this computer.
  public var bind: String
  /// The port, or 0 for any free one.
  public var port: Int
  /// The address browsers reach the service at, through the balancer;
  /// the people's addresses start with it.
  ///
  /// `nil`: `http://localhost:` and the port served, the port found when
  /// ``port`` is 0.
  public var publicAddress: String?
  /// The language of what the program says on its terminal; a page
  /// speaks its browser's.
  public var catalog: Catalog

  /// - Parameters:
  ///   - store: The store the trips are kept in.
  ///   - bind: The address to listen on.
  ///   - port: The port, or 0 for any free one.
  ///   - publicAddress: The address browsers reach the service at, else
  ///     `http://localhost:PORT`.
  ///   - catalog: The language of the program's terminal.
  public init(
    store: StoreAddress, bind: String = "127.0.0.1", port: Int = 8080,
    publicAddress: String? = nil, catalog: Catalog = .english
  ) {
    self.store = store
    self.bind = bind
    self.port = port
    self.publicAddress = publicAddress
    self.catalog = catalog
  }

  /// The public address's scheme, host and port, when it is an `http` or
  /// `https` URL with a host.
  public static func parts(of address: String) -> (scheme: String, host: String, port: Int?)? {
    guard let components = URLComponents(string: address),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host, !host.isEmpty
    else { return nil }
    return (scheme, host, components.port)
  }

  /// Serves until Control-C (or SIGTERM): `say` hears the line that says
  /// where, once the port is bound, and the last line once every trip's
  /// lease is given up.
  public func run(say: @escaping @Sendable (String) -> Void) async throws(Failure) {
    let text = HostedText(catalog: catalog)
    // No public address given: this computer's, its port once served.
    var parts: (scheme: String, host: String, port: Int?) = ("http", "localhost", nil)
    if let publicAddress {
      guard let given = HostServer.parts(of: publicAddress) else { throw Failure.badPublic }
      parts = given
    }
    let address = ServedAddress(scheme: parts.scheme)
    address.set(publicHost: parts.host, port: parts.port)
    let publicAddress = self.publicAddress
    let bind = self.bind
    let port = self.port
    // Returns how serving ended: a closure that returns nothing and throws
    // a typed error crashes Swift 6.3's compiler.
    let ended: Failure?
    do {
      ended = try await TripStore.with(store) { store throws(StoreProblem) -> Failure? in
        let pages = HostedPages(store: store, served: address)
        let router = Router()
        router.add(middleware: HostRelay(pages: pages))
        router.add(middleware: RequestCheck(address: address, backend: pages))
        WebServer.routes(router, backend: pages)
        let application = Application(
          router: router,
          configuration: .init(address: .hostname(bind, port: port), serverName: nil),
          onServerRunning: { channel in
            let served = channel.localAddress?.port ?? port
            if publicAddress == nil { address.set(publicHost: "localhost", port: served) }
            await pages.register(at: bind + ":" + String(served))
            say(
              text(
                .serving,
                [
                  "address": publicAddress ?? "http://localhost:" + String(served),
                  "port": String(served),
                ]))
          },
          logger: HostServer.silent)
        do {
          try await ServiceGroup(
            configuration: .init(
              services: [application, Upkeep(pages: pages), Listening(pages: pages)],
              gracefulShutdownSignals: [.sigterm, .sigint], logger: HostServer.silent)
          ).run()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
          await pages.closeAll()
          return .server(.portInUse(port))
        } catch let error as IOError {
          await pages.closeAll()
          return .server(
            .cannotBind(
              address: bind + ":" + String(port), reason: String(cString: strerror(error.errnoCode))
            ))
        } catch is SocketAddressError.UnknownHost {
          // A --bind that names no address of this computer.
          await pages.closeAll()
          return .server(.unknownHost(bind))
        } catch {
          await pages.closeAll()
          return .server(.cannotBind(address: bind + ":" + String(port), reason: "\(error)"))
        }
        await pages.closeAll()
        return nil
      }
    } catch {
      throw .store(error)
    }
    if let ended { throw ended }
    say(text(.stopped))
  }

  /// Why the service cannot start, said as one sentence.
  public enum Failure: Error, Sendable {
    /// `--public` is no web address.
    case badPublic
    /// The store cannot be reached, or refused.
    case store(StoreProblem)
    /// The port cannot be served.
    case server(WebServer.Failure)

    /// The sentence, in `catalog`'s language, naming the store at `address`.
    public func sentence(in catalog: Catalog, store address: StoreAddress) -> String {
      switch self {
      case .badPublic: HostedText(catalog: catalog)(.badPublic)
      case .store(let problem): HostedText(catalog: catalog).sentence(for: problem, at: address)
      case .server(let failure): failure.sentence(in: catalog)
      }
    }
  }

  /// A logger that says nothing: no key, no address, no trip in a log.
  static let silent = Logger(label: "itin-a11y host") { _ in SwiftLogNoOpLogHandler() }
}

/// Keeps the leases of the trips open in this process, and takes back
/// the pages of people uninvited, every few seconds until the process
/// stops.
private struct Upkeep: Service {
  let pages: HostedPages

  func run() async throws {
    // Every second: the pages swept; every other, the leases renewed.
    var round = 0
    // Until the process stops, or the group is cancelled (the port could
    // not be served): a cancelled sleep returns at once, and would spin.
    while !Task.isShuttingDownGracefully, !Task.isCancelled {
      try? await cancelWhenGracefulShutdown { try await Task.sleep(for: .seconds(1)) }
      round += 1
      await pages.sweep()
      if round % 2 == 0 { await pages.renewLeases() }
    }
    // The leases are given up once every service has stopped
    // (`HostServer.run`), in a task not cancelled.
  }
}

/// Hears every change the store tells of, on a connection of its own, for
/// as long as the process serves; when the store goes out of reach, it
/// listens again once it is back.
private struct Listening: Service {
  let pages: HostedPages

  func run() async throws {
    let pages = self.pages
    while !Task.isShuttingDownGracefully, !Task.isCancelled {
      try? await cancelWhenGracefulShutdown {
        try await pages.store.listen { change in await pages.heard(change) }
      }
      // Out of reach, or stopping: a second before listening again.
      try? await cancelWhenGracefulShutdown { try await Task.sleep(for: .seconds(1)) }
    }
  }
}
