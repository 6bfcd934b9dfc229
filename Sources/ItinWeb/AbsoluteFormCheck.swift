import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// A request whose target is a whole address (`GET http://example.com/api/trip`)
/// is for that address's host, whatever its Host header says (RFC 9112): its
/// Host is made that host, so that the server's check of the Host refuses
/// it as it refuses any other name.
///
/// It reads the request's head as HTTP/1 sends it, before it is turned into
/// the request the routes see, which keeps only the target's path.
final class AbsoluteFormCheck: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard case .head(var head) = unwrapInboundIn(data), !head.uri.hasPrefix("/"), head.uri != "*"
    else {
      context.fireChannelRead(data)
      return
    }
    head.headers.replaceOrAdd(name: "Host", value: AbsoluteFormCheck.authority(of: head.uri))
    context.fireChannelRead(wrapInboundOut(.head(head)))
  }

  /// The host and port a whole address names, as a Host header would; an
  /// empty one, which no server answers at, when it names none.
  static func authority(of target: String) -> String {
    guard let components = URLComponents(string: target), let host = components.percentEncodedHost,
      !host.isEmpty
    else { return "" }
    let named = host.contains(":") && !host.hasPrefix("[") ? "[" + host + "]" : host
    return named + (components.port.map { ":" + String($0) } ?? "")
  }

  /// Puts a check before the HTTP/1 request's conversion in `pipeline`, if
  /// it has none yet.
  static func install(in pipeline: ChannelPipeline.SynchronousOperations) {
    guard (try? pipeline.handler(type: AbsoluteFormCheck.self)) == nil,
      let codec = try? pipeline.handler(type: HTTP1ToHTTPServerCodec.self)
    else { return }
    try? pipeline.addHandler(AbsoluteFormCheck(), position: .before(codec))
  }
}
