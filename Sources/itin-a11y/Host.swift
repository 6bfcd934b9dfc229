import ArgumentParser
import Foundation
import ItinHosted
import ItinSession
import ItinWeb
import ReorderCommands

/// `itin-a11y host --store URL`: every trip of the store, served to the
/// pages of the people each is shared with, behind a load balancer.
struct Host: ParsableCommand, SpokenUsage {
  static let usage = "--store and the database's URL, and the options below"

  static let configuration = CommandConfiguration(
    commandName: "itin-a11y host",
    abstract: "Serve every trip of a PostgreSQL store to the people each is shared with.",
    discussion: """
      Plain HTTP on this computer's loopback, for a load balancer in front to reach: the \
      balancer speaks TLS to browsers. Several processes may serve one store. Each change is \
      kept in the store before anyone hears of it. itin-a11y trips adds trips and gives people \
      their addresses.
      """)

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The PostgreSQL database, as postgresql://USER@HOST:PORT/DATABASE.", valueName: "url"))
  var store: String

  @Option(name: .long, help: "The port to serve, or 0 for any free one.")
  var port = 8080

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The address of this computer to listen on; loopback unless the balancer is elsewhere.",
      valueName: "address"))
  var bind = "127.0.0.1"

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The address browsers reach the service at, through the balancer; by default http://localhost:PORT.",
      valueName: "url"))
  var `public`: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The language of what is said, one of \(Catalog.shippedLanguages.joined(separator: ", ")).",
      valueName: "language"))
  var language: String?

  func validate() throws {
    let catalog = Launch.language(asked: language)
    let text = HostedText(catalog: catalog)
    guard StoreAddress(url: store) != nil else { throw ValidationError(text(.badStore)) }
    try Serve.check(port: port, in: catalog)
    // The other processes relay pages to the address given: one of every
    // interface leads nowhere.
    guard !["0.0.0.0", "::", "[::]", "*"].contains(bind) else {
      throw ValidationError(text(.wildcardBind, ["address": bind]))
    }
    if let given = self.public, HostServer.parts(of: given) == nil {
      throw ValidationError(text(.badPublic))
    }
  }

  func run() throws {
    let catalog = Launch.language(asked: language)
    guard let address = StoreAddress(url: store) else { throw ExitCode(64) }
    let server = HostServer(
      store: address, bind: bind, port: port, publicAddress: self.public, catalog: catalog)
    let failure = blocking { () async -> String? in
      do throws(HostServer.Failure) {
        try await server.run(say: Launch.say)
        return nil
      } catch {
        return error.sentence(in: catalog, store: address)
      }
    }
    if let failure {
      Launch.sayError(failure)
      throw ExitCode(1)
    }
  }
}
