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

  /// Whether the head showed a page's key, and so its connection is
  /// trusted from now on.
  private func sent(_ head: HTTPRequest, on channel: any Channel) -> Bool {
    guard showsKey(head) else { return false }
    lock.withLock { open[ObjectIdentifier(channel)]?.trusted = true }
    return true
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
    /// When the connection is late: its head, its body or its next request
    /// not there by then; `nil` while the server answers.
    private var deadline: NIODeadline?
    /// When the pending timer wakes.
    ///
    /// A request moves the deadline on but
    /// leaves the timer as it is, when it wakes no later: it then looks at
    /// the deadline, and sleeps again until it. A timer made and cancelled
    /// for each request cost a move through the page a sixth of its time.
    private var wakes: NIODeadline?
    private var registered = false
    /// Requests read whose answers are not written yet.
    private var answering = 0
    /// Whether a request on the connection showed a page's key: it is
    /// trusted for as long as it is open, and its next heads are not read
    /// for one again.
    private var trusted = false

    init(guard guarding: ConnectionGuard) {
      self.guarding = guarding
    }

    func handlerAdded(context: ChannelHandlerContext) {
      // A whole address as a request's target is read before its HTTP/1
      // head becomes the request the routes see.
      AbsoluteFormCheck.install(in: context.pipeline.syncOperations)
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
        if !trusted { trusted = guarding.sent(head, on: context.channel) }
        expect(context, within: guarding.bodyTime)
      case .body: break
      case .end:
        // The server answers now: its own time is not the client's fault.
        deadline = nil
      }
      context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
      if case .end = unwrapOutboundIn(data) {
        answering -= 1
        if answering <= 0 {
          answering = 0
          expect(context, within: guarding.idleTime)
        }
      }
      context.write(data, promise: promise)
    }

    private func start(_ context: ChannelHandlerContext) {
      guard !registered else { return }
      registered = true
      guarding.opened(context.channel)
      expect(context, within: guarding.headTime)
    }

    private func stop(_ context: ChannelHandlerContext) {
      timer?.cancel()
      timer = nil
      wakes = nil
      deadline = nil
      guard registered else { return }
      registered = false
      guarding.closed(context.channel)
    }

    /// The connection is late if nothing comes within `time` from now.
    private func expect(_ context: ChannelHandlerContext, within time: TimeAmount) {
      let deadline = context.eventLoop.now + time
      self.deadline = deadline
      if let wakes, wakes <= deadline { return }
      wake(context.eventLoop, context.channel, at: deadline)
    }

    /// Sets the timer to wake at `when`.
    private func wake(_ loop: any EventLoop, _ channel: any Channel, at when: NIODeadline) {
      timer?.cancel()
      wakes = when
      let handler = NIOLoopBound(self, eventLoop: loop)
      timer = loop.scheduleTask(deadline: when) {
        handler.value.woke(loop, channel)
      }
    }

    /// The timer woke: the connection closes when late, and the timer
    /// sleeps again until the deadline when it moved on.
    private func woke(_ loop: any EventLoop, _ channel: any Channel) {
      timer = nil
      wakes = nil
      guard let deadline else { return }
      if deadline <= loop.now {
        channel.close(promise: nil)
      } else {
        wake(loop, channel, at: deadline)
      }
    }
  }
}
