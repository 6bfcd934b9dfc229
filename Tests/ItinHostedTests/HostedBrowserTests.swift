import Foundation
import Testing
import TripTestSupport

/// A page of a hosted trip in a real browser, Debian's Chromium, through
/// haproxy in front of two processes.
@Suite("host: a page in a browser through a process killed")
struct HostedBrowserTests {
  @Test(
    "A page in a browser whose trip's process is killed hears again through the balancer and shows the change made meanwhile; loaded again, it opens at its own address"
  )
  func browserThroughAKill() async throws {
    let service = try HostedProcessesTests.Service()
    let said = try TripsCommandTests.trips(
      service.server, ["invite", HostCommandTests.trip, "Bo", "--public", service.publicAddress])
    let bo = try service.page(for: "Cy", tab: "cy")
    let address = HostCommandTests.address(in: said.output)
    let folder = Scratch.folder("hosted-browser")
    let loaded = folder + "/loaded"
    let renamedFile = folder + "/renamed"
    let trip = HostCommandTests.trip
    let days = "document.getElementById('days').textContent"
    let steps: [[String: Any]] = [
      ["waitFor": "location.pathname === '/trip/\(trip)' && document.body.dataset.pending === '0'"],
      ["eval": "location.pathname"],
      ["eval": "document.getElementById('people-panel').hidden"],
      ["signal": loaded],
      // The test's part, which on a busy machine may wait its turn.
      ["waitForFile": renamedFile],
      // The test kills the trip's process and renames through the other,
      // which waits for the lease to run out: the page's stream comes
      // back through the balancer, and the page reads the trip again.
      [
        "waitFor": "document.body.dataset.pending === '0' && \(days).includes('Renamed while gone')"
      ],
      // Loaded again, the page opens at its own address, with its key.
      ["reload": true],
      [
        "waitFor": "document.body.dataset.pending === '0' && \(days).includes('Renamed while gone')"
      ],
      ["eval": "location.pathname"],
    ]
    let stepsFile = folder + "/steps.json"
    let outFile = folder + "/out.json"
    try JSONSerialization.data(withJSONObject: steps).write(to: URL(fileURLWithPath: stepsFile))
    let drive = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("tools/web-drive.py").path
    let browsing = Browsing()
    let thread = Thread {
      browsing.outcome = try? Executable.run(
        program: URL(fileURLWithPath: "/usr/bin/python3"),
        [drive, address, stepsFile, outFile, "--shots", folder + "/shots", "--network"],
        data: Data(),
        in: FileManager.default.temporaryDirectory,
        environment: ProcessInfo.processInfo.environment)
      browsing.done.signal()
    }
    thread.start()
    let began = Date()
    guard waitUntil(seconds: 300, { FileManager.default.fileExists(atPath: loaded) }) else {
      browsing.done.wait()
      Issue.record("The page never loaded: \(browsing.outcome?.errors ?? "")")
      return
    }
    // The trip's process goes; a change is made through the other.
    let killed = try #require(await service.holder())
    let other = try #require(service.hosts.first { $0 !== killed })
    let loadedAfter = Date().timeIntervalSince(began)
    killed.kill9()
    let renamed = try? bo.perform(
      #"{"act":"rename","id":"lunch","text":"Renamed while gone"}"#, at: service.balancer.port)
    let renamedAfter = Date().timeIntervalSince(began)
    // The page goes on, whatever the rename's answer.
    _ = FileManager.default.createFile(atPath: renamedFile, contents: nil)
    #expect(renamed?.said == ["Renamed Lunch at Lou Malnati's to Renamed while gone."])
    browsing.done.wait()
    let outcome = try #require(browsing.outcome)
    #expect(
      outcome.status == 0,
      """
      \(outcome.errors)
      Loaded after \(loadedAfter) s, renamed after \(renamedAfter) s, the browser ended after \
      \(Date().timeIntervalSince(began)) s; the process killed was on port \(killed.port), \
      the other on \(other.port).
      """)
    let out =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: outFile))) as? [[String: Any]] ?? []
    let values = out.filter { $0["eval"] != nil }.map { $0["value"] }
    #expect(values.count == 3)
    #expect(values.first as? String == "/trip/\(trip)")
    // Bo's is a guest's page: it shows no people.
    #expect(values.dropFirst().first as? Bool == true)
    #expect(values.last as? String == "/trip/\(trip)")
  }

  /// What a browser run ended with, from its thread.
  final class Browsing: @unchecked Sendable {
    var outcome: Executable.Outcome?
    let done = DispatchSemaphore(value: 0)
  }
}
