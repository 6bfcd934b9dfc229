import Foundation
import ItinHosted
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// Two processes of `itin-a11y host` on one store, behind haproxy.
@Suite("host: two processes behind a load balancer, one trip, nothing lost")
struct HostedProcessesTests {
  /// Two processes on a store of the sample trip, behind haproxy, which
  /// browsers reach as `http://localhost:PORT`.
  final class Service: @unchecked Sendable {
    let server: PostgresServer
    let balancer: Balancer
    var hosts: [HostProcess]
    let publicAddress: String

    init() throws {
      server = try PostgresServer()
      let front = try PostgresServer.freePort()
      publicAddress = "http://localhost:\(front)"
      let file = try TripsCommandTests.sampleFile()
      _ = try TripsCommandTests.trips(
        server, ["add", file, "--owner", "Ana", "--public", publicAddress])
      let (store, reached) = (server.url, publicAddress)
      hosts = try (0..<2).map { _ in try HostProcess(store: store, publicAddress: reached) }
      balancer = try Balancer(port: front, in: hosts.map(\.port))
    }

    /// A page for `name`, invited now, its address opened through the
    /// balancer.
    func page(for name: String, tab: String) throws -> HostedPage {
      let said = try TripsCommandTests.trips(
        server, ["invite", HostCommandTests.trip, name, "--public", publicAddress])
      var page = try #require(
        HostedPage.enter(
          HostCommandTests.address(in: said.output), at: balancer.port,
          publicAddress: publicAddress
        ).page)
      page.tab = tab
      return page
    }

    /// The process that holds the trip's lease now: its name in the store
    /// names its process number.
    func holder() async throws -> HostProcess? {
      let address = try #require(StoreAddress(url: server.url))
      let served = try await TripStore.with(address) { store in
        try await store.holder(of: HostCommandTests.trip)
      }
      return hosts.first { served?.address.hasSuffix(":\($0.port)") == true }
    }
  }

  @Test(
    "Pages on each process hear each other's changes with their names; every change is kept once"
  )
  func pagesOnEach() async throws {
    let service = try Service()
    let ana = try service.page(for: "Ana", tab: "ana")
    let bo = try service.page(for: "Bo", tab: "bo")
    let (one, two) = (service.hosts[0].port, service.hosts[1].port)
    // Each page on a process of its own, whichever holds the trip.
    let anaHears = try HostedEvents(ana, at: one)
    let boHears = try HostedEvents(bo, at: two)
    #expect(anaHears.waitFor(": listening") && boHears.waitFor(": listening"))
    let byAna = try ana.request(
      "/api/do?lang=en", method: "POST", body: #"{"act":"move","id":"lunch","move":"down"}"#,
      at: one)
    #expect(HostedPage.said(byAna.body) == ["Lunch at Lou Malnati's moved to position 2 of day 1."])
    let answer = try JSONSerialization.jsonObject(with: Data(byAna.body.utf8)) as? [String: Any]
    let shown = try #require((answer?["status"] as? [String: Any])?["revision"] as? String)
    #expect(boHears.waitFor("Ana moved Lunch at Lou Malnati's to position 2 of day 1."))
    let byBo = try bo.perform(#"{"act":"move","id":"lunch","move":"down"}"#, at: two)
    #expect(byBo.said == ["Lunch at Lou Malnati's moved to position 3 of day 1."])
    #expect(anaHears.waitFor("Bo moved Lunch at Lou Malnati's to position 3 of day 1."))
    // A view another person has changed since is refused, on either.
    let stale = try ana.perform(
      #"{"act":"move","id":"lunch","move":"up","revision":"\#(shown)"}"#, at: two)
    #expect(
      stale.said == [
        "Can't move Lunch at Lou Malnati's. Bo moved it since, to position 3 of day 1."
      ])
    // Undo is each person's own, whichever process the page reaches.
    let undone = try ana.perform(#"{"act":"undo"}"#, at: service.balancer.port)
    #expect(undone.said == ["Can't undo. Bo has changed Lunch at Lou Malnati's since."])
    let bosUndo = try bo.perform(#"{"act":"undo"}"#, at: service.balancer.port)
    #expect(bosUndo.said == ["Undid move of Lunch at Lou Malnati's. Back at position 2 of day 1."])
    let steps = try await HostCommandTests.steps(service.server)
    #expect(steps.map(\.author) == ["Ana", "Bo", "Bo"])
    #expect(try ana.titles(at: one) == bo.titles(at: two))

    // A device follows the trip with its own editor, as it follows serve's:
    // the steps every page's change made, from either process.
    let followed = try JSONDecoder().decode(
      Followed.self, from: Data(ana.request("/api/steps?after=0", at: two).body.utf8))
    let start = try #require(followed.start)
    var device = SharedEditor(Editor(trip: start), device: "phone", author: "Cy")
    let heard = device.receive(followed.steps).map(device.renderer.text(of:))
    #expect(heard.first == "Ana moved Lunch at Lou Malnati's to position 2 of day 1.")
    let address = try #require(StoreAddress(url: service.server.url))
    let stored = try await TripStore.with(address) { store in
      try await store.export(HostCommandTests.trip)
    }
    #expect(device.editor.trip == (try TripDocument(bytes: stored).trip))
  }

  /// What `GET /api/steps` answers, as a device reads it.
  struct Followed: Decodable {
    var generation: Int
    var start: Trip?
    var steps: [SharedStep]
    var count: Int
  }

  @Test(
    "kill -9 of either process in a burst from ten pages: every change a page was told of is in the store once, the lease moves on within seconds, every page ends on the store's trip",
    arguments: [true, false])
  func killNine(holder: Bool) async throws {
    let service = try Service()
    let pages = try (0..<10).map { try service.page(for: "P\($0)", tab: "p\($0)") }
    let front = service.balancer.port
    let listening = try pages.map { try HostedEvents($0, at: front) }
    #expect(listening.allSatisfy { $0.waitFor(": listening") })
    let json =
      try JSONSerialization.jsonObject(
        with: Data(pages[0].request("/api/trip", at: front).body.utf8)) as? [String: Any]
    let items = (json?["days"] as? [[String: Any]] ?? [])
      .flatMap { $0["items"] as? [[String: Any]] ?? [] }
      .filter { $0["fixed"] as? Bool == false }.compactMap { $0["id"] as? String }
    try #require(items.count >= pages.count)

    // The process that writes the trip: the one its pages opened it in.
    let writer = try #require(await service.holder())
    let told = Told()
    let group = DispatchGroup()
    for (index, page) in pages.enumerated() {
      group.enter()
      Thread {
        defer { group.leave() }
        // Renames until the burst is over: well after the kill.
        for count in 1...1000 where !told.stopped {
          let title = "P\(index)-\(count)"
          let answer = try? page.perform(
            #"{"act":"rename","id":"\#(items[index])","text":"\#(title)"}"#, at: front)
          if let answer, answer.status == 200,
            answer.said.contains(where: { $0.hasSuffix(" to \(title).") })
          {
            told.add(title)
          } else {
            told.refused("\(answer?.status ?? -1) \(answer?.said ?? [])")
          }
        }
      }.start()
    }
    // Mid-burst, the process that writes the trip, or the other, is killed;
    // the burst goes on until ten more changes are told after it.
    #expect(waitUntil(seconds: 60) { told.count >= 30 })
    let killed = holder ? writer : try #require(service.hosts.first { $0 !== writer })
    killed.kill9()
    let killedAt = Date()
    let afterKill = told.count
    #expect(waitUntil(seconds: 20) { told.count > afterKill }, "\(told.refusals)")
    let movedOn = Date().timeIntervalSince(killedAt)
    #expect(movedOn < HostedProcessesTests.leaseSeconds + 5, "took \(movedOn) s")
    #expect(waitUntil(seconds: 30) { told.count >= afterKill + 10 })
    told.stop()
    group.wait()

    let steps = try await HostCommandTests.steps(service.server)
    for title in told.titles {
      let kept = steps.filter { $0.step.contains(#""title":"\#(title)""#) }.count
      #expect(kept == 1, "\(title) is in the store \(kept) times")
    }
    // Every page ends on the store's trip.
    let address = try #require(StoreAddress(url: service.server.url))
    let stored = try await TripStore.with(address) { store in
      try await store.export(HostCommandTests.trip)
    }
    let trip = try TripDocument(bytes: stored).trip
    let kept = Set(trip.items.map(\.title))
    for page in pages { #expect(Set(try page.titles(at: front)) == kept) }
    let last = try pages[0].titles(at: front)
    for page in pages.dropFirst() { #expect(try page.titles(at: front) == last) }
  }

  static let leaseSeconds = 6.0

  @Test(
    "A process that stalls past its lease: the pages whose streams came from it through the other process read the trip again from the new writer"
  )
  func stalledHolder() async throws {
    let service = try Service()
    let ana = try service.page(for: "Ana", tab: "ana")
    let cy = try service.page(for: "Cy", tab: "cy")
    let (one, two) = (service.hosts[0], service.hosts[1])
    // The trip opens in the first process; Cy's stream comes from it,
    // through the second.
    _ = try ana.titles(at: one.port)
    #expect(try await service.holder() === one)
    let cyHears = try HostedEvents(cy, at: two.port)
    #expect(cyHears.waitFor(": listening"))
    // The first process stalls (its computer asleep, say) past its lease:
    // the second takes the trip at Ana's next change.
    kill(one.process.processIdentifier, SIGSTOP)
    defer { kill(one.process.processIdentifier, SIGCONT) }
    try await Task.sleep(for: .seconds(HostedProcessesTests.leaseSeconds + 1))
    let moved = try ana.perform(#"{"act":"move","id":"lunch","move":"down"}"#, at: two.port)
    #expect(moved.said == ["Lunch at Lou Malnati's moved to position 2 of day 1."])
    // The store tells the second process who wrote the change: Cy's
    // stream from the stalled one ends, though that one is still stopped.
    #expect(waitUntil(seconds: 15) { cyHears.ended }, "Cy's stream still waits on the stalled one")
    // Asked again, it comes from the writer, and hears what follows.
    let again = try HostedEvents(cy, at: two.port)
    #expect(again.waitFor(": listening"))
    _ = try ana.perform(#"{"act":"move","id":"lunch","move":"down"}"#, at: two.port)
    #expect(again.waitFor("Ana moved Lunch at Lou Malnati's to position 3 of day 1."))
    #expect(try cy.titles(at: two.port) == ana.titles(at: two.port))
  }

  /// The titles pages were told were made, from many threads.
  final class Told: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [String] = []
    private var others: [String] = []
    func add(_ title: String) { lock.withLock { made.append(title) } }
    /// An answer that told of no change, for a failure to say.
    func refused(_ answer: String) { lock.withLock { others.append(answer) } }
    var refusals: [String] { lock.withLock { others } }
    /// Whether the burst is over.
    private var over = false
    func stop() { lock.withLock { over = true } }
    var stopped: Bool { lock.withLock { over } }
    var count: Int { lock.withLock { made.count } }
    var titles: [String] { lock.withLock { made } }
  }
}
