import Foundation
import ItinWeb
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@testable import ItinSession

/// What `serve` lets in: the token on every request about
/// the trip, the served address as Host, the page's own origin for a
/// change; and the REPL's file guarantees behind it.
@Suite("serve: the token, the Host, the origin, and the file guarantees", .serialized)
struct RequestCheckTests {
  static let move = #"{"act":"move","id":"lunch","move":"down"}"#

  static func tripFile(_ name: String) throws -> String {
    Sample.file(in: "web-requests", named: name)
  }

  @Test(
    "A request without the token, with a foreign Host, or a change from another origin is refused, and changes nothing"
  )
  func refusals() throws {
    let path = try RequestCheckTests.tripFile("refusals.json")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let served = try ServedTrip([path], stateFolder: Scratch.folder("web-requests-state"))
    defer { _ = served.stop() }
    let text = WebText()
    let port = served.origin.split(separator: ":").last.map(String.init) ?? ""
    let origin = "Origin: " + served.origin
    // The page itself is the program's, the same for every trip.
    let page = try served.request("/", key: nil)
    #expect(page.status == 200 && page.body.hasPrefix("<!DOCTYPE html>"))
    #expect(!page.body.contains("Lou Malnati"))
    // Nothing about the trip without a page's key: none, a wrong one, the
    // address's token in its place.
    let key = served.key
    let other = key.hasSuffix("2") ? "3" : "2"
    for wrong in [nil, "", String(key.dropLast()) + other, key + "2", served.token] {
      let refused = try served.request("/api/trip", key: wrong)
      #expect(refused.status == 403)
      #expect(ServedTrip.said(refused.body) == [text(.noToken)])
    }
    // Only the page, its script and its style go without the token: not a
    // path the router reads as the trip's.
    for path in ["//api/trip", "/api//trip", "//api/do", "/app.js/../api/trip"] {
      let refused = try served.request(path, key: nil)
      #expect(refused.status == 403, "\(path)")
    }
    let sneaked = try served.request(
      "//api/do", method: "POST", body: RequestCheckTests.move, key: nil, headers: [origin])
    #expect(sneaked.status == 403)
    // Another name for the same address is refused: no DNS rebinding.
    for host in [
      "evil.example:" + port, "localhost.localdomain:" + port, "[::1]:" + port, "127.0.0.1",
      "127.0.0.1:1", "localhost:" + port,
    ] {
      let refused = try served.request("/api/trip", key: served.key, headers: ["Host: " + host])
      #expect(refused.status == 403, "\(host)")
      #expect(ServedTrip.said(refused.body) == [text(.wrongHost, ["address": served.origin])])
    }
    // A change from anywhere but the page.
    for headers in [
      [], ["Origin: http://evil.example"], ["Origin: null"],
      [origin, "Sec-Fetch-Site: cross-site"],
      // A form another site could post: not JSON.
      [origin, "Content-Type: text/plain"],
    ] {
      let refused = try served.request(
        "/api/do", method: "POST", body: RequestCheckTests.move, key: served.key,
        headers: headers)
      #expect(refused.status == 403, "\(headers)")
      #expect(ServedTrip.said(refused.body) == [text(.foreignOrigin)])
    }
    let unknown = try served.request(
      "/api/do", method: "POST", body: #"{"act":"fly"}"#, key: served.key, headers: [origin])
    #expect(unknown.status == 400)
    #expect(ServedTrip.said(unknown.body) == [text(.badRequest)])
    // Nothing moved: the lunch is still first, and the file as it was.
    let trip = try served.request("/api/trip", key: served.key)
    #expect(trip.status == 200)
    #expect(trip.body.contains(#""line":"1. Lunch at Lou Malnati's.""#))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    // The page's own change is answered as the REPL answers the same.
    var session = Session(document: try SampleTrip.document(), path: nil)
    _ = session.handle("focus Lunch at Lou Malnati's")
    let moved = try served.request(
      "/api/do", method: "POST", body: RequestCheckTests.move, key: served.key,
      headers: [origin, "Sec-Fetch-Site: same-origin"])
    #expect(moved.status == 200)
    #expect(ServedTrip.said(moved.body) == session.handle("down").lines)
    // A page that shows another revision than the trip's (another page
    // changed it) gets the whole trip back; one that shows this revision,
    // only the rows the change touched.
    func answer(_ body: String) throws -> [String: Any] {
      let answer = try served.request(
        "/api/do", method: "POST", body: body, key: served.key, headers: [origin])
      return try #require(
        try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
    }
    let stale = try answer(#"{"act":"move","id":"lunch","move":"up","revision":"1"}"#)
    #expect(stale["full"] as? Bool == true)
    #expect((stale["days"] as? [Any])?.count == 5)
    let revision = try #require((stale["status"] as? [String: Any])?["revision"] as? String)
    let current = try answer(
      #"{"act":"move","id":"lunch","move":"down","revision":"\#(revision)"}"#)
    #expect(current["full"] as? Bool == false)
    #expect((current["days"] as? [Any])?.count == 1)
  }

  @Test(
    "Saving is the REPL's: atomic, never over a file changed on disk unasked, and unsaved changes kept in the journal at Control-C"
  )
  func fileGuarantees() throws {
    let path = try RequestCheckTests.tripFile("guarantees.json")
    let state = Scratch.folder("web-guarantees-state")
    let text = SessionText()
    var served: ServedTrip? = try ServedTrip([path], stateFolder: state)
    let server = try #require(served)
    let origin = "Origin: " + server.origin
    func post(_ body: String) throws -> [String] {
      let answer = try server.request(
        "/api/do", method: "POST", body: body, key: server.key, headers: [origin])
      #expect(answer.status == 200)
      return ServedTrip.said(answer.body)
    }
    _ = try post(RequestCheckTests.move)
    #expect(try post(#"{"act":"save"}"#) == [text.saved("guarantees.json")])
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    let document = try TripDocument(bytes: Array(saved.utf8))
    #expect(document.trip.items(onDay: 1).map(\.id.rawValue) == ["cubs", "lunch", "wrigleyville"])
    // Changed on disk by someone else: asked, not overwritten.
    let theirs = SampleTrip.json.replacingOccurrences(of: "Brewery tour", with: "Brewery visit")
    try theirs.write(toFile: path, atomically: true, encoding: .utf8)
    _ = try post(RequestCheckTests.move)
    let asked = try post(#"{"act":"save"}"#)
    #expect(asked == [text.overwriteQuestion("guarantees.json", since: .saved)])
    let status = try server.request("/api/trip", key: server.key)
    #expect(status.body.contains(#""question":""#))
    _ = try post(#"{"act":"answer","yes":false}"#)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == theirs)
    // Stopped with the move unsaved: kept in the journal, offered back.
    let stopped = server.stop()
    served = nil
    #expect(stopped.status == 0)
    #expect(stopped.lines == [text.recoveryKept("guarantees.json"), WebText()(.stopped)])
    let reopened = try Executable.run([path], input: "", stateFolder: state)
    // The file changed on disk after the journal began: the offer says so.
    #expect(
      reopened.output.contains(
        text.recoveryQuestion("guarantees.json", count: 1, fileChanged: true)),
      "\(reopened.output)")
    _ = served
  }

  @Test(
    "A second serve on a file another session has open is refused as the REPL through a pipe is")
  func secondServe() throws {
    let path = try RequestCheckTests.tripFile("held.json")
    let state = Scratch.folder("web-held-state")
    let first = try ServedTrip([path], stateFolder: state)
    defer { _ = first.stop() }
    let repl = try Executable.run([path], input: "", stateFolder: state)
    #expect(repl.status == 1)
    do {
      _ = try ServedTrip([path], stateFolder: state)
      Issue.record("a second serve started")
    } catch let refused as ServedTrip.DidNotStart {
      #expect(refused.status == 1)
      #expect(refused.said == repl.output)
      #expect(refused.said.contains(SessionText().heldAtStart("held.json")))
    }
  }

  @Test(
    "The address: one, not every; a port from 0 to 65535; a port in use said; the opening line in the language asked"
  )
  func addresses() throws {
    let state = Scratch.folder("web-address-state")
    let wildcard = try Executable.run(
      ["serve", "--host", "0.0.0.0", "--port", "0"], stateFolder: state)
    #expect(wildcard.status == 1)
    #expect(wildcard.output == WebText()(.wildcardHost, ["host": "0.0.0.0"]) + "\n")
    let range = try Executable.run(["serve", "--port", "70000"], stateFolder: state)
    #expect(range.status == 64)
    #expect(range.errors.contains(WebText()(.portRange)))
    let first = try ServedTrip([], stateFolder: state)
    defer { _ = first.stop() }
    let port = first.origin.split(separator: ":").last.map(String.init) ?? ""
    let busy = try Executable.run(["serve", "--port", port], stateFolder: state)
    #expect(busy.status == 1)
    #expect(busy.output == WebText()(.portInUse, ["port": port]) + "\n")
    let spanish = try ServedTrip(["--language", "es"], stateFolder: state)
    defer { _ = spanish.stop() }
    let catalog = try #require(Catalog.shipped(language: "es"))
    #expect(spanish.opening == WebText(catalog: catalog)(.open, ["address": spanish.address]))
  }
}
