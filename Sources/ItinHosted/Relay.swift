import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1
import NIOPosix
import ServiceLifecycle

/// A page's request passed on, as it came, to the process of the service
/// that holds its trip, and that process's answer passed back as it
/// comes: a stream of others' changes for as long as either end is open.
///
/// One trip lives in one process at a time, its shared session whole
/// there: the grab, each person's undo, the refusal of a stale view. A
/// page that the balancer sent to another process is served through this
/// relay, over HTTP/1.1 on the network the processes share.
enum Relay {
  /// The header that marks a relayed request, as its lowercase name: the
  /// process it reaches serves it itself, and never passes it on again.
  static let header = "x-itin-relayed"

  /// The request headers passed on, as lowercase names: what the holder
  /// checks (Host is the request's authority, sent apart), and what the
  /// page says of itself.
  static let passed = [
    "cookie", "origin", "content-type", "sec-fetch-site", "x-itin-page", "x-itin-trip", "accept",
  ]

  /// The answer headers passed back: the page's key, and the headers that
  /// keep the page to itself, which the holder's check set.
  static let returned = [
    "content-type", "set-cookie", "content-security-policy", "x-content-type-options",
    "cache-control", "referrer-policy",
  ]

  /// Why a request could not be passed on: the holder took no connection.
  ///
  /// Nothing of the request reached it.
  struct Unreachable: Error {}

  /// Why a request passed on got no answer: the holder went away once it
  /// was sent.
  ///
  /// It may have made the change, or not.
  struct Lost: Error {}

  /// Passes `request`, with its `body`, to the process at `host`:`port`,
  /// and gives its answer as it comes.
  ///
  /// `ending`, when given, ends the answer from outside (its page's end
  /// closes cleanly, as if the holder had ended it); `ended` is called
  /// once the answer has ended, however it ended, or none came (it may be
  /// called twice, and must not mind).
  static func pass(
    _ request: Request, body: ByteBuffer, to host: String, port: Int,
    ending: RelayEnding? = nil, ended: @escaping @Sendable () -> Void = {}
  ) async throws -> Response {
    let channel: NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>
    do {
      channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .connectTimeout(.seconds(2))
        .connect(host: host, port: port) { channel in
          channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHTTPClientHandlers()
            return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(
              wrappingChannelSynchronously: channel)
          }
        }
    } catch {
      ended()
      throw Unreachable()
    }
    var head = HTTPRequestHead(
      version: .http1_1, method: HTTPMethod(rawValue: request.method.rawValue),
      uri: request.uri.description)
    head.headers.add(name: "Host", value: request.head.authority ?? "")
    for field in request.headers where passed.contains(field.name.canonicalName) {
      head.headers.add(name: field.name.rawName, value: field.value)
    }
    head.headers.add(name: header, value: "1")
    head.headers.add(name: "Connection", value: "close")
    head.headers.add(name: "Content-Length", value: String(body.readableBytes))
    // The exchange runs in a task of its own, for as long as the answer
    // is read: a page that goes away ends it, and closes the connection.
    let (rest, continuation) = AsyncThrowingStream<ByteBuffer, any Error>.makeStream()
    let sent = head
    let answered: HTTPResponseHead
    do {
      answered = try await withCheckedThrowingContinuation { headed in
        let exchange = Task {
          var waiting: CheckedContinuation<HTTPResponseHead, any Error>? = headed
          do {
            try await channel.executeThenClose { inbound, outbound in
              try await outbound.write(.head(sent))
              if body.readableBytes > 0 { try await outbound.write(.body(.byteBuffer(body))) }
              try await outbound.write(.end(nil))
              loop: for try await part in inbound {
                switch part {
                case .head(let answer):
                  waiting?.resume(returning: answer)
                  waiting = nil
                case .body(let buffer): continuation.yield(buffer)
                case .end: break loop
                }
              }
            }
            waiting?.resume(throwing: Lost())
            continuation.finish()
          } catch {
            waiting?.resume(throwing: Lost())
            continuation.finish(throwing: error)
          }
        }
        continuation.onTermination = { _ in
          exchange.cancel()
          ended()
        }
        ending?.whenEnded { continuation.finish() }
      }
    } catch {
      // No answer came: the answer has ended too.
      ended()
      throw error
    }
    var fields = HTTPFields()
    for name in returned {
      guard let field = HTTPField.Name(name) else { continue }
      for value in answered.headers[name] {
        fields.append(HTTPField(name: field, value: value))
      }
    }
    return Response(
      status: HTTPResponse.Status(code: Int(answered.status.code)), headers: fields,
      body: ResponseBody(asyncSequence: rest.cancelOnGracefulShutdown()))
  }
}
