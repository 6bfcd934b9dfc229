import Foundation
import ItinWeb
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// A device following serve's trip: what `GET /api/steps` answers, taken
/// in by the device's own editor.
@Suite("serve's changes as steps a device's editor follows")
struct FollowStepsTests {
  @Test(
    "A page's changes and the terminal's are steps; a device on the start, given them in two parts, has serve's list"
  )
  func deviceFollowsServe() async throws {
    let host = try TripHostTests.host()
    let first = await host.followed(after: 0)
    let start = try #require(first.start)
    #expect(first.steps.isEmpty)
    var device = SharedEditor(Editor(trip: start), device: "phone", author: "Ben")
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"lunch","move":"bottom"}"#, from: "1.a", by: "Ana")
    _ = try await TripHostTests.perform(
      host, #"{"act":"move","id":"museum","move":"day","day":2}"#, from: "1.a", by: "Ana")
    let part = await host.followed(after: 0)
    // Sent as JSON, as the route does.
    let read = try JSONDecoder().decode(
      [SharedStep].self, from: try JSONEncoder().encode(part.steps))
    let heard = device.receive(read).map(device.renderer.text(of:))
    #expect(heard.count == 2)
    #expect(heard.first?.hasPrefix("Ana moved Lunch at Lou Malnati's") == true, "\(heard)")
    _ = await host.handle("move to day 3", by: "Sam", in: .english)
    _ = try await TripHostTests.perform(host, #"{"act":"undo"}"#, from: "1.a", by: "Ana")
    let rest = await host.followed(after: part.count)
    #expect(rest.start == nil)
    #expect(rest.steps.count == rest.count - part.count)
    device.receive(rest.steps)
    let served = await host.session.editor.trip
    #expect(device.editor.trip == served)
    #expect(rest.steps.contains { if case .undid = $0.kind { true } else { false } })
  }
}
