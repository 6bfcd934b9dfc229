// The web server needs Hummingbird, which the REPL trait brings: without
// it, an app on the libraries builds this target as nothing.
#if REPL
import Foundation
import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Keeps the server answering its pages while another program on this
/// computer opens connections and sends nothing, half a request, or
/// nothing more after one.
///
/// Each connection has a time to send a request's head, then its body,
/// and a time to stay idle between requests; past it, it is closed. At
/// most ``maximum`` are open at once, well under what the process may
/// hold: a new one past it closes the oldest that has not shown a page's
/// key, so the page, whose requests carry its key, keeps its connections,
/// and a new connection of its own is never the oldest.
final class ConnectionGuard: @unchecked Sendable {
  /// How long a connection may take to send a request's head, from when it
  /// opened.
  let headTime: TimeAmount
  /// How long a request's body may take once its head came.
  let bodyTime: TimeAmount
  /// How long a connection may wait, after an answer, for another request.
  let idleTime: TimeAmount
  /// The most connections open at once.
  let maximum: Int
  /// Whether a request's head shows a page's key.
  private let showsKey: @Sendable (HTTPRequest) -> Bool

  private let lock = NSLock()
  private var open: [ObjectIdentifier: Connection] = [:]
  private var opened = 0

  private struct Connection {
    let channel: any Channel
    /// When it opened, counted in connections.
    let order: Int
    /// Whether one of its requests showed a page's key.
    var trusted = false
  }

  init(
    maximum: Int, headTime: TimeAmount = .seconds(10), bodyTime: TimeAmount = .seconds(10),
    idleTime: TimeAmount = .seconds(30), showsKey: @escaping @Sendable (HTTPRequest) -> Bool
  ) {
    self.maximum = max(1, maximum)
    self.headTime = headTime
    self.bodyTime = bodyTime
    self.idleTime = idleTime
    self.showsKey = showsKey
  }

  /// The handler that watches one connection.
  func handler() -> Handler { Handler(guard: self) }

  /// How many connections are open.
  var openCount: Int { lock.withLock { open.count } }

  /// The most connections a process whose descriptors number `limit` may
  /// keep open: half of them, at most 1,024, which leaves room for its
  /// files, its journal, its own use, and connections accepted or closing
  /// before they are counted.
  static func maximum(descriptors limit: Int) -> Int {
    min(1024, max(8, limit / 2))
  }

  /// Raises the process's soft limit of file descriptors to its hard one
  /// (at most 65,536), and says what it is now.
  static func raiseDescriptorLimit() -> Int {
    #if os(Linux)
    let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    let resource = RLIMIT_NOFILE
    #endif
    var limits = rlimit()
    guard getrlimit(resource, &limits) == 0 else { return 1024 }
    let wanted = min(limits.rlim_max, 65_536)
    if limits.rlim_cur < wanted {
      var raised = limits
      raised.rlim_cur = wanted
      if setrlimit(resource, &raised) == 0 { limits = raised }
    }
    return Int(clamping: limits.rlim_cur)
  }

  private func opened(_ channel: any Channel) {
    let victim: (any Channel)? = lock.withLock {
      opened += 1
      open[ObjectIdentifier(channel)] = Connection(channel: channel, order: opened)
      guard open.count > maximum else { return nil }
      // The oldest that never showed a key; else the oldest of all.
      let others = open.values.filter { $0.channel !== channel }
      let untrusted = others.filter { !$0.trusted }.min { $0.order < $1.order }
      guard let victim = (untrusted ?? others.min { $0.order < $1.order })?.channel else {
        return nil
      }
      // Out of the count at once: its close takes a turn of its event loop,
      // and the next connection must not pick it again.
      open.removeValue(forKey: ObjectIdentifier(victim))
      return victim
    }
    victim?.close(promise: nil)
  }

  private func closed(_ channel: any Channel) {
    _ = lock.withLock { open.removeValue(forKey: ObjectIdentifier(channel)) }
  }

  private func sent(_ head: HTTPRequest, on channel: any Channel) {
    guard showsKey(head) else { return }
    lock.withLock { open[ObjectIdentifier(channel)]?.trusted = true }
  }

  /// Watches one connection: closes it when a head, a body or the next
  /// request is late.
  final class Handler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let guarding: ConnectionGuard
    private var timer: Scheduled<Void>?
    private var registered = false
    /// Requests read whose answers are not written yet.
    private var answering = 0

    init(guard guarding: ConnectionGuard) {
      self.guarding = guarding
    }

    func handlerAdded(context: ChannelHandlerContext) {
      if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
      start(context)
      context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
      stop(context)
    }

    func channelInactive(context: ChannelHandlerContext) {
      stop(context)
      context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      switch unwrapInboundIn(data) {
      case .head(let head):
        answering += 1
        guarding.sent(head, on: context.channel)
        schedule(context, in: guarding.bodyTime)
      case .body: break
      case .end:
        // The server answers now: its own time is not the client's fault.
        timer?.cancel()
        timer = nil
      }
      context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
      if case .end = unwrapOutboundIn(data) {
        answering -= 1
        if answering <= 0 {
          answering = 0
          schedule(context, in: guarding.idleTime)
        }
      }
      context.write(data, promise: promise)
    }

    private func start(_ context: ChannelHandlerContext) {
      guard !registered else { return }
      registered = true
      guarding.opened(context.channel)
      schedule(context, in: guarding.headTime)
    }

    private func stop(_ context: ChannelHandlerContext) {
      timer?.cancel()
      timer = nil
      guard registered else { return }
      registered = false
      guarding.closed(context.channel)
    }

    private func schedule(_ context: ChannelHandlerContext, in time: TimeAmount) {
      timer?.cancel()
      let channel = context.channel
      timer = context.eventLoop.scheduleTask(in: time) { channel.close(promise: nil) }
    }
  }
}
#endif
