import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

@testable import ItinWeb

/// serve's connection guard on connections of its own making, its clock
/// moved by hand: late heads, bodies and idle connections closed, and the
/// oldest connection without a key closed first when too many are open.
@Suite("serve: connections that send nothing are closed, and never crowd out the page's")
struct ConnectionGuardTests {
  // A name that is one: never nil.
  static let keyField = HTTPField.Name("X-Key") ?? .cookie

  static func guarding(maximum: Int = 8) -> ConnectionGuard {
    ConnectionGuard(
      maximum: maximum, headTime: .seconds(10), bodyTime: .seconds(10), idleTime: .seconds(30),
      showsKey: { $0.headerFields[ConnectionGuardTests.keyField] == "right" })
  }

  static func connection(_ guarding: ConnectionGuard) throws -> EmbeddedChannel {
    let channel = EmbeddedChannel(handler: guarding.handler())
    try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
    return channel
  }

  static func head(key: String? = nil) -> HTTPRequestPart {
    var fields = HTTPFields()
    if let key { fields[ConnectionGuardTests.keyField] = key }
    return .head(
      HTTPRequest(
        method: .get, scheme: nil, authority: "127.0.0.1:1", path: "/", headerFields: fields))
  }

  @Test("A connection that sends no head, or half of one, is closed after the head's time")
  func lateHead() throws {
    let guarding = ConnectionGuardTests.guarding()
    let channel = try ConnectionGuardTests.connection(guarding)
    #expect(guarding.openCount == 1)
    channel.embeddedEventLoop.advanceTime(by: .seconds(9))
    #expect(channel.isActive)
    channel.embeddedEventLoop.advanceTime(by: .seconds(2))
    #expect(!channel.isActive)
    #expect(guarding.openCount == 0)
  }

  @Test(
    "A body that does not come is closed after the body's time; the server's own time is not counted"
  )
  func lateBody() throws {
    let guarding = ConnectionGuardTests.guarding()
    let slow = try ConnectionGuardTests.connection(guarding)
    try slow.writeInbound(ConnectionGuardTests.head())
    slow.embeddedEventLoop.advanceTime(by: .seconds(11))
    #expect(!slow.isActive)
    let answered = try ConnectionGuardTests.connection(guarding)
    try answered.writeInbound(ConnectionGuardTests.head())
    try answered.writeInbound(HTTPRequestPart.end(nil))
    answered.embeddedEventLoop.advanceTime(by: .seconds(120))
    #expect(answered.isActive)
    // After the answer: idle, and closed once idle too long.
    try answered.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
    try answered.writeOutbound(HTTPResponsePart.end(nil))
    answered.embeddedEventLoop.advanceTime(by: .seconds(29))
    #expect(answered.isActive)
    answered.embeddedEventLoop.advanceTime(by: .seconds(2))
    #expect(!answered.isActive)
  }

  @Test("Past the most connections, the oldest without a key closes, never one that showed the key")
  func crowd() throws {
    let guarding = ConnectionGuardTests.guarding(maximum: 3)
    let page = try ConnectionGuardTests.connection(guarding)
    try page.writeInbound(ConnectionGuardTests.head(key: "right"))
    let stranger = try ConnectionGuardTests.connection(guarding)
    try stranger.writeInbound(ConnectionGuardTests.head(key: "wrong"))
    let idle = try ConnectionGuardTests.connection(guarding)
    #expect(guarding.openCount == 3)
    let newest = try ConnectionGuardTests.connection(guarding)
    #expect(page.isActive)
    #expect(!stranger.isActive)
    #expect(idle.isActive && newest.isActive)
    let another = try ConnectionGuardTests.connection(guarding)
    #expect(page.isActive)
    #expect(!idle.isActive)
    #expect(newest.isActive && another.isActive)
    #expect(guarding.openCount == 3)
  }

  @Test("The most connections follow the process's limit of files, with room to spare")
  func maximum() {
    #expect(ConnectionGuard.maximum(descriptors: 1024) == 512)
    #expect(ConnectionGuard.maximum(descriptors: 10) == 8)
    #expect(ConnectionGuard.maximum(descriptors: 1 << 20) == 1024)
  }
}
