import HTTPTypes
import Hummingbird
import ItinWeb
import NIOCore

/// Sends each request of a page whose trip another process holds to that
/// process (``Relay``), and serves here the requests of the trips this
/// process holds or takes.
///
/// A trip whose process is gone (killed, its computer asleep) waits for
/// that process's lease to run out, a few seconds, and is then taken here:
/// the request waits meanwhile, rather than being refused.
struct HostRelay<Context: RequestContext>: RouterMiddleware {
  let pages: HostedPages

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let path = request.uri.path
    guard path.hasPrefix("/api/"), path != RequestCheck<Context>.enterPath,
      RequestCheck<Context>.header(Relay.header, of: request) == nil,
      let trip = RequestCheck<Context>.header("x-itin-trip", of: request)
        ?? request.uri.queryParameters["trip"].map(String.init)
    else { return try await next(request, context) }
    var request = request
    var body = ByteBuffer()
    if request.method == .post {
      body = try await request.body.collect(upTo: 64 * 1024)
      request.body = RequestBody(buffer: body)
    }
    let deadline = ContinuousClock.now + .seconds(HostedPages.leaseSeconds + 3)
    while true {
      switch await pages.place(of: trip) {
      case .here: return try await next(request, context)
      case .there(let process, let host, let port):
        // A stream of others' changes ends when another process writes
        // the trip (``HostedPages/heard(_:)``): its page reads it again.
        let ending: RelayEnding? = path == WebServer.eventsPath ? RelayEnding() : nil
        if let ending { await pages.follow(trip, from: process, ending) }
        let pages = self.pages
        let ended: @Sendable () -> Void = {
          guard let ending else { return }
          Task { await pages.unfollow(trip, ending) }
        }
        do {
          return try await Relay.pass(
            request, body: body, to: host, port: port, ending: ending, ended: ended)
        } catch is Relay.Lost where request.method == .post {
          await pages.forget(trip)
          // Sent, and never answered: the change may be made. Sent again,
          // it could be made twice; the page reads the trip once its
          // stream comes back.
          return PageRefused(sentence: { HostedText(catalog: $0)(.lost) }).response(to: request)
        } catch {
          await pages.forget(trip)
          // Never reached the holder, or only asked a question: asked
          // again where the trip is served next.
        }
      case nil: break
      }
      guard ContinuousClock.now < deadline else {
        return PageRefused(sentence: { HostedText(catalog: $0)(.elsewhere, ["trip": trip]) })
          .response(to: request)
      }
      try await Task.sleep(for: .milliseconds(250))
    }
  }
}
