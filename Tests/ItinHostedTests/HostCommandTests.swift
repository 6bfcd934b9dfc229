import Foundation
import ItinHosted
import Testing
import TripTestSupport

/// `itin-a11y host`, one process on a store of the test's own.
@Suite("host: every stored trip served to its people's pages, each change kept before it is told")
struct HostCommandTests {
  static let trip = "midwest-ballpark-road-trip"

  /// A store with the sample trip, owned by Ana and shared with Bo, whose
  /// addresses start with `publicAddress`: Ana's address and Bo's.
  static func store(
    _ server: PostgresServer, publicAddress: String
  ) throws -> (ana: String, bo: String) {
    let file = try TripsCommandTests.sampleFile()
    let added = try TripsCommandTests.trips(
      server, ["add", file, "--owner", "Ana", "--public", publicAddress])
    let invited = try TripsCommandTests.trips(
      server, ["invite", trip, "Bo", "--public", publicAddress])
    return (address(in: added.output), address(in: invited.output))
  }

  /// A PostgreSQL of the test's own with the sample trip, Ana's and Bo's,
  /// for a host at a free port: the server, the port, the address the
  /// host is reached at, and Ana's and Bo's addresses.
  static func prepared() throws -> (
    server: PostgresServer, port: Int, publicAddress: String, addresses: (ana: String, bo: String)
  ) {
    let server = try PostgresServer()
    let port = try PostgresServer.freePort()
    let publicAddress = "http://localhost:\(port)"
    return (server, port, publicAddress, try store(server, publicAddress: publicAddress))
  }

  /// The address a sentence ends with.
  static func address(in sentence: String) -> String {
    let word =
      sentence.split(whereSeparator: \.isWhitespace).last { $0.hasPrefix("http") } ?? ""
    return String(word.hasSuffix(".") ? word.dropLast() : word)
  }

  /// What `GET /api/steps` answers `page`: its generation, whether it
  /// gives the start, and its count.
  static func followed(
    _ page: HostedPage, at port: Int, after: Int, generation: Int?
  ) throws -> (generation: Int, start: Any?, count: Int) {
    let asked = "/api/steps?after=\(after)" + (generation.map { "&generation=\($0)" } ?? "")
    let body = try page.request(asked, at: port).body
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    return (
      try #require(json["generation"] as? Int), json["start"], try #require(json["count"] as? Int)
    )
  }

  /// The steps the store has of the sample trip: author and step.
  static func steps(_ server: PostgresServer) async throws -> [(author: String, step: String)] {
    let address = try #require(StoreAddress(url: server.url))
    return try await TripStore.with(address) { store in
      try await store.steps(of: trip, after: 0).map { ($0.author, $0.step) }
    }
  }

  @Test(
    "An address opens one page of its trip, in a cookie of that trip's; a change is answered once the store has it, and heard by the others with its author's name; a restart takes every key and change back"
  )
  func servesAndKeeps() async throws {
    let (server, port, publicAddress, addresses) = try HostCommandTests.prepared()
    var host = try HostProcess(store: server.url, publicAddress: publicAddress, port: port)
    #expect(
      host.opening
        == "Serving the stored trips at \(publicAddress), from port \(port). Press Control-C to stop."
    )

    let entered = try HostedPage.enter(addresses.ana, at: port, publicAddress: publicAddress)
    let ana = try #require(entered.page, "\(entered.status) \(entered.body)")
    #expect(entered.cookie?.hasPrefix("itin-a11y-\(HostCommandTests.trip)=") == true)
    #expect(ana.trip == HostCommandTests.trip)
    // One page load: the same address again opens nothing.
    let again = try HostedPage.enter(addresses.ana, at: port, publicAddress: publicAddress)
    #expect(again.page == nil)
    #expect(again.status == 403)
    #expect(
      HostedPage.said(again.body) == [
        "Refused. This address has opened a page already. Ask the trip's owner for a new one."
      ])
    var bo = try #require(
      HostedPage.enter(addresses.bo, at: port, publicAddress: publicAddress).page)
    bo.tab = "bo"
    let heard = try HostedEvents(bo, at: port)
    #expect(heard.waitFor(": listening"))

    let moved = try ana.perform(#"{"act":"move","id":"lunch","move":"down"}"#, at: port)
    #expect(moved.status == 200)
    #expect(moved.said == ["Lunch at Lou Malnati's moved to position 2 of day 1."])
    #expect(heard.waitFor("Ana moved Lunch at Lou Malnati's to position 2 of day 1."))
    let steps = try await HostCommandTests.steps(server)
    #expect(steps.map(\.author) == ["Ana"])
    #expect(steps.first?.step.contains(#""item":"lunch""#) == true)
    // Every change is kept as it is made: Save says so, and changes nothing.
    let saved = try ana.perform(#"{"act":"save"}"#, at: port)
    #expect(saved.said == ["Every change is kept as it is made."])

    // Host and Origin are the public address's, as serve's are.
    let cookie = "Cookie: itin-a11y-\(ana.trip)=\(ana.key)"
    let wrongHost = try ana.request(
      "/api/trip", at: port,
      headers: ["Host: elsewhere.example:\(port)", cookie, "X-Itin-Trip: " + ana.trip])
    #expect(wrongHost.status == 403)
    let noOrigin = try ana.request(
      "/api/do", method: "POST", body: #"{"act":"move","id":"lunch","move":"up"}"#, at: port,
      headers: [
        "Host: " + ana.authority, cookie, "X-Itin-Trip: " + ana.trip,
        "Content-Type: application/json",
      ])
    #expect(noOrigin.status == 403)
    // A key opens its own trip only.
    let file = try TripsCommandTests.sampleFile()
    _ = try TripsCommandTests.trips(server, ["add", file, "--owner", "Cy"])
    let other = try ana.request(
      "/api/trip", at: port,
      headers: [
        "Host: " + ana.authority, "Cookie: itin-a11y-\(ana.trip)-2=\(ana.key)",
        "X-Itin-Trip: \(ana.trip)-2",
      ])
    #expect(other.status == 403)
    #expect(
      HostedPage.said(other.body) == [
        "Refused. This page needs a new address. Ask the trip's owner for one."
      ])

    let before = try HostCommandTests.followed(ana, at: port, after: 0, generation: nil)
    #expect(before.count == 1)
    let stopped = host.stop()
    #expect(stopped == ["Stopped. Every change is in the store."])
    #expect(waitUntil { heard.ended })
    // Another process, a restart: the keys and the change are the store's.
    host = try HostProcess(store: server.url, publicAddress: publicAddress, port: port)
    let titles = try ana.titles(at: port)
    #expect(titles.prefix(2) == ["Brewers at Cubs", "Lunch at Lou Malnati's"])
    // A device that followed the process before starts again from the
    // trip the new one serves: its generation is not the device's.
    let after = try HostCommandTests.followed(
      ana, at: port, after: before.count, generation: before.generation)
    #expect(after.generation != before.generation)
    #expect(after.start != nil)
    let byBo = try bo.perform(#"{"act":"move","id":"lunch","move":"up"}"#, at: port)
    #expect(byBo.said == ["Lunch at Lou Malnati's moved to position 1 of day 1."])
    #expect(try await HostCommandTests.steps(server).map(\.author) == ["Ana", "Bo"])
    // Nothing of a key or an address is said, or logged.
    let said = ([host.opening] + stopped + host.stop()).joined(separator: "\n")
    for secret in [ana.key, bo.key, addresses.ana, addresses.bo] {
      #expect(!said.contains(String(secret.split(separator: "/").last ?? "")))
    }
  }

  @Test(
    "An operator's mistakes are one sentence each, and host exits: a port in use, a port out of range, no store, a public address that is none"
  )
  func mistakes() throws {
    let (server, port, publicAddress, _) = try HostCommandTests.prepared()
    let host = try HostProcess(store: server.url, publicAddress: publicAddress, port: port)
    let second = try HostProcess(store: server.url, publicAddress: publicAddress, port: port)
    #expect(
      second.opening
        == "Port \(port) is in use. Choose another with --port, or --port 0 for any free port.")
    #expect(waitUntil(seconds: 10) { !second.process.isRunning })
    #expect(second.process.terminationStatus == 1)
    let range = try Executable.run(["host", "--store", server.url, "--port", "99999"])
    #expect(
      range.errors.trimmingCharacters(in: .newlines)
        == "The port must be a whole number from 0 to 65535. Type itin-a11y host --help for the options."
    )
    #expect(range.status == 64)
    let everywhere = try Executable.run(["host", "--store", server.url, "--bind", "0.0.0.0"])
    #expect(
      everywhere.errors.hasPrefix(
        "Give --bind an address the other processes reach, such as 10.0.0.5, not 0.0.0.0."))
    let none = try Executable.run(["host"])
    #expect(
      none.errors.trimmingCharacters(in: .newlines)
        == "itin-a11y host needs --store URL. Type itin-a11y host --help for the options.")
    let badPublic = try TripsCommandTests.trips(
      server, ["invite", HostCommandTests.trip, "Cy", "--public", "trips.example.org"])
    #expect(badPublic.status == 64)
    #expect(badPublic.errors.hasPrefix("Give --public an address that starts with http://"))
    let noAction = try Executable.run(["trips", "--store", server.url])
    #expect(noAction.status == 64)
    #expect(
      noAction.errors.hasPrefix(
        "Say what itin-a11y trips is to do, one of add, list, export, invite or uninvite."),
      "\(noAction.errors)")
    // A --bind that names no address is a sentence, not an error's name.
    let unknown = try Executable.run([
      "host", "--store", server.url, "--bind", "nosuch.invalid", "--port", "0",
    ])
    #expect(unknown.status == 1)
    #expect(
      unknown.errors.trimmingCharacters(in: .newlines)
        == "Can't serve on nosuch.invalid. It is not an address. Use 127.0.0.1.")
    // With no --public, the service is this computer's at the port it
    // found.
    let anyPort = try HostProcess(store: server.url, publicAddress: nil, port: 0)
    let words = anyPort.opening.split(separator: " ")
    let served = words.firstIndex(of: "port").flatMap { Int(words[$0 + 1].dropLast()) }
    #expect(served != nil && served != 0, "\(anyPort.opening)")
    #expect(
      anyPort.opening
        == "Serving the stored trips at http://localhost:\(served ?? 0), from port \(served ?? 0). Press Control-C to stop."
    )
    _ = anyPort.stop()
    _ = host.stop()
  }

  @Test(
    "trips uninvite takes a person's pages back from a running host: refused, their stream ended")
  func uninviteReachesHost() throws {
    let (server, port, publicAddress, addresses) = try HostCommandTests.prepared()
    let host = try HostProcess(store: server.url, publicAddress: publicAddress, port: port)
    let bo = try #require(
      HostedPage.enter(addresses.bo, at: port, publicAddress: publicAddress).page)
    let heard = try HostedEvents(bo, at: port)
    #expect(heard.waitFor(": listening"))
    #expect(try bo.request("/api/trip", at: port).status == 200)
    let taken = try TripsCommandTests.trips(server, ["uninvite", HostCommandTests.trip, "Bo"])
    #expect(taken.status == 0)
    #expect(waitUntil(seconds: 5) { heard.ended })
    #expect(try bo.request("/api/trip", at: port).status == 403)
    _ = host.stop()
  }

  @Test(
    "The owner's page gives addresses and takes them back; anyone else's page shows no people and is refused"
  )
  func ownersPage() throws {
    let (server, port, publicAddress, addresses) = try HostCommandTests.prepared()
    let host = try HostProcess(store: server.url, publicAddress: publicAddress, port: port)
    let ana = try #require(
      HostedPage.enter(addresses.ana, at: port, publicAddress: publicAddress).page)
    let bo = try #require(
      HostedPage.enter(addresses.bo, at: port, publicAddress: publicAddress).page)
    func people(of page: HostedPage) throws -> [String]? {
      let body = try page.request("/api/trip", at: port).body
      let json = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
      return json?["people"] as? [String]
    }
    #expect(try people(of: ana) == ["Ana", "Bo"])
    #expect(try people(of: bo) == nil)

    let invited = try ana.request(
      "/api/do?lang=en", method: "POST", body: #"{"act":"invite","text":"Cy"}"#, at: port)
    let answer = try JSONSerialization.jsonObject(with: Data(invited.body.utf8)) as? [String: Any]
    let address = try #require(answer?["address"] as? String)
    #expect(HostedPage.said(invited.body) == ["Cy can open \(address)."])
    #expect(answer?["people"] as? [String] == ["Ana", "Bo", "Cy"])
    let cy = try #require(HostedPage.enter(address, at: port, publicAddress: publicAddress).page)
    #expect(try cy.request("/api/trip", at: port).status == 200)

    let refused = try bo.perform(#"{"act":"invite","text":"Di"}"#, at: port)
    #expect(refused.said == ["Only Ana gives and takes back this trip's addresses."])
    let unnamed = try ana.perform(#"{"act":"invite","text":"  "}"#, at: port)
    #expect(unnamed.said == ["Type the name of the person to give an address to."])
    let owner = try ana.perform(#"{"act":"uninvite","text":"Ana"}"#, at: port)
    #expect(owner.said == ["Ana owns the trip and keeps it."])
    let taken = try ana.perform(#"{"act":"uninvite","text":"Cy"}"#, at: port)
    #expect(taken.said == ["Cy can no longer open trip \(HostCommandTests.trip)."])
    #expect(waitUntil(seconds: 5) { (try? cy.request("/api/trip", at: port).status) == 403 })
    #expect(try people(of: ana) == ["Ana", "Bo"])
    _ = host.stop()
  }

  @Test(
    "PostgreSQL stopped: a change says the store cannot be reached and nothing changed; started again, the page carries on"
  )
  func throughAnOutage() async throws {
    let (server, port, publicAddress, addresses) = try HostCommandTests.prepared()
    let host = try HostProcess(store: server.url, publicAddress: publicAddress, port: port)
    let ana = try #require(
      HostedPage.enter(addresses.ana, at: port, publicAddress: publicAddress).page)
    let before = try ana.titles(at: port)
    server.stop()
    let refused = try ana.perform(#"{"act":"move","id":"lunch","move":"down"}"#, at: port)
    #expect(refused.said == ["Can't reach the trip's store now. Nothing changed."])
    #expect(try ana.titles(at: port) == before)
    try server.start()
    let moved = try ana.perform(#"{"act":"move","id":"lunch","move":"down"}"#, at: port)
    #expect(moved.said == ["Lunch at Lou Malnati's moved to position 2 of day 1."])
    #expect(try await HostCommandTests.steps(server).map(\.author) == ["Ana"])
    _ = host.stop()
  }
}

/// Waits up to `seconds` for `condition` to hold, and says whether it did.
func waitUntil(seconds: Double = 10, _ condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if condition() { return true }
    usleep(50_000)
  }
  return condition()
}
